/** How the assistant's word lists are matched (containsAny): at a word's start, inside a word only where it compounds. */
import { describe, expect, it } from 'vitest';
import { HOUSING_PARTIES, LISTING_TOPICS, THIS_LISTING, VIEWING_WHEN } from '~/features/assistant/intents';
import { ARABIC_ATTACHED, containsAny, isAskingWord, normalizeText, writtenForm } from '~/features/assistant/text';

const has = (text: string, keys: readonly string[], lang: string) => containsAny(normalizeText(text), keys, lang);

describe('assistant word lists (containsAny)', () => {
  it('find a key at a word start, with an ending after it', () => {
    expect(has('Em que andar fica?', LISTING_TOPICS.floor, 'pt')).toBe(true);
    expect(has('Ile wynosi kaucja?', LISTING_TOPICS.deposit, 'pl')).toBe(true);
    expect(has('Odası kaç metrekare?', LISTING_TOPICS.rooms, 'tr')).toBe(true);
  });

  it('do not find a key inside an unrelated word', () => {
    expect(has('Posso mandar os documentos?', LISTING_TOPICS.floor, 'pt')).toBe(false);
    expect(has('What is the standard VAT rate?', LISTING_TOPICS.floor, 'en')).toBe(false);
    expect(has('Где купить окошко?', LISTING_TOPICS.pets, 'ru')).toBe(false);
    expect(has('Quanto é a caução?', LISTING_TOPICS.pets, 'pt')).toBe(false);
    expect(has('هل هذا الحكم نهائي؟', LISTING_TOPICS.price, 'ar')).toBe(false);
  });

  it('find a key inside a compound in German, Dutch and Swedish', () => {
    expect(has('Wie hoch ist die Kaltmiete?', LISTING_TOPICS.price, 'de')).toBe(true);
    expect(has('Vilka driftskostnader har lägenheten?', LISTING_TOPICS.operating_costs, 'sv')).toBe(true);
  });

  it('find an Arabic key after an attached article, a Latin term after Chinese, a key that starts with a space', () => {
    expect(has('هل يوجد المصعد؟', LISTING_TOPICS.lift, 'ar')).toBe(true);
    // The attached prefixes are matched in normalized text: "كالتأمين" ("like the deposit") is written "کالتامین".
    expect(normalizeText(ARABIC_ATTACHED)).toBe(ARABIC_ATTACHED);
    expect(normalizeText('كالتأمين').replace(new RegExp(`^${ARABIC_ATTACHED}`, 'u'), '')).toBe(normalizeText('تأمين'));
    expect(has('这套房子的HWB是多少？', LISTING_TOPICS.energy, 'zh')).toBe(true);
    expect(has('Posso vedere la casa oggi?', VIEWING_WHEN, 'it')).toBe(true);
    expect(has('Il soggiorno è grande?', VIEWING_WHEN, 'it')).toBe(false);
  });

  it('given the words a language knows, do not find a key at the start of a name or an unknown word', () => {
    const known = (w: string) => ['stockwerk', 'werk', 'haus'].some((k) => w.startsWith(k));
    const knows = (text: string, lang: string) => containsAny(normalizeText(text), LISTING_TOPICS.floor, lang, known);
    expect(knows('Wie lange fährt man nach Stockerau?', 'de')).toBe(false);
    expect(knows('How far is Stockholm from here?', 'en')).toBe(false);
    expect(knows('Hur långt är det till Stockholm?', 'sv')).toBe(false);
    // An ending, a known word or a known rest after the key: the key names the word.
    expect(knows('Im wievielten Stock liegt sie, im Stockwerk drei?', 'de')).toBe(true);
    expect(knows('Wie viele Stockwerke hat das Haus?', 'de')).toBe(true);
    expect(knows('Which floors are free?', 'en')).toBe(true);
    // Without a vocabulary the key matches at any word start, as before.
    expect(has('How far is Stockholm from here?', LISTING_TOPICS.floor, 'en')).toBe(true);
  });

  it('read spoken Arabic\'s "هال" (this) before the noun as pointing at the listing', () => {
    expect(has('طيب كم إيجار هالشقة بالشهر؟', THIS_LISTING, 'ar')).toBe(true);
    expect(has('اسمع، في مصعد بهالبناية؟', THIS_LISTING, 'ar')).toBe(true);
  });

  it('find the people and papers of a tenancy, the move and the neighbourhood as words of housing', () => {
    expect(has('darf mir der Vermieter vorschreiben, wie lange der Vertrag läuft?', HOUSING_PARTIES, 'de')).toBe(true);
    expect(has('moet ik na de verhuizing de omroepbijdrage doorgeven?', HOUSING_PARTIES, 'nl')).toBe(true);
    expect(has('房东可以只签一年的合同吗？', HOUSING_PARTIES, 'zh')).toBe(true);
    expect(has('Which phone plan should I get?', HOUSING_PARTIES, 'en')).toBe(false);
  });
});

describe('assistant words of asking (isAskingWord)', () => {
  it("count a follow-up's opener and the frame of a question asked for someone else, not a subject word", () => {
    for (const w of ['sorayım', 'راستی', 'mutter', 'undrar', 'شوهرم', 'جوزي'])
      expect(isAskingWord(normalizeText(w))).toBe(true);
    for (const w of ['vermieter', 'kaution', 'omroepbijdrage']) expect(isAskingWord(normalizeText(w))).toBe(false);
  });

  it('read spoken Austrian German in its written words', () => {
    expect(writtenForm('mia gebn de oide wohnung zruck, wos kummt ins übergabeprotokoll?', 'de')).toBe(
      'wir geben die alte wohnung zurück, was kommt ins übergabeprotokoll?',
    );
    expect(writtenForm('oide Mietwohnung zruckgebn – schlüsslanzahl a ins protokoll?', 'de')).toBe(
      'alte Mietwohnung zurückgeben – schlüsselanzahl a ins protokoll?',
    );
    // Written German and other languages stay as they are.
    expect(writtenForm('Wann muss ich die alte Wohnung in Wien kündigen?', 'de')).toBe(
      'Wann muss ich die alte Wohnung in Wien kündigen?',
    );
    expect(writtenForm('is the deposit refundable?', 'en')).toBe('is the deposit refundable?');
  });
});
