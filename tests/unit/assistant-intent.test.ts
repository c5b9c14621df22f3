/**
 * The assistant's intent decision end to end, per kind of answer and in several languages: the cues measured from
 * real messages (the guide, the search interpreter, the listing's topics) and the classifier together. A question
 * the portal cannot answer (the weather, football, a restaurant) must get "I don't know" in the visitor's language
 * and count as unanswered, so the admin sees it; a listing question gets the listing's figure.
 */
import { describe, expect, it } from 'vitest';
import { evaluationEngine } from '~/bench/assistant-eval';
import { listingFacts } from '~/features/assistant/engine';
import type { ListingTopic } from '~/features/assistant/intents';
import type { LangCode } from '~/i18n/languages';

const { store, t, engine } = evaluationEngine();
/** The rental flat of the fixture: it states running costs, deposit, area, rooms and energy, but no lift. */
const FLAT = 2;

const ask = (lang: LangCode, message: string, listingId: number | null = null) => engine({ message, lang, listingId });

describe('assistant intents in several languages', () => {
  const offTopic: [LangCode, string][] = [
    ['de', 'Wie ist das Wetter morgen in Linz?'],
    ['de', 'Wer hat gestern das Fußballspiel gewonnen?'],
    ['en', "What's the weather going to be in Linz tomorrow?"],
    ['en', 'Can you recommend a good pizza place in Vienna?'],
    ['fr', 'Raconte-moi une blague'],
    ['ar', 'كيف سيكون الطقس غدا في لينتس؟'],
    ['fa', 'فردا هوای لینتس چطور است؟'],
    ['tr', 'Yarın Linz’de hava nasıl olacak?'],
    ['zh', '明天林茨天气怎么样？'],
    ['ja', '明日のリンツの天気は？'],
  ];
  for (const [lang, message] of offTopic)
    it(`unknown (${lang}): ${message}`, () => {
      const a = ask(lang, message);
      expect(a.intent).toBe('unknown');
      expect(a.answered).toBe(false);
      expect(a.text).toBe(t(lang)('assistant.answer.unknown'));
    });

  const guide: [LangCode, string, string][] = [
    ['de', 'Wie hoch darf die Kaution bei einer Mietwohnung sein?', '/ratgeber/mieten#kaution'],
    ['de', 'Bis wann muss ich mich nach dem Umzug ummelden?', '/ratgeber/umzug#nach-dem-umzug'],
    ['en', 'do i get my deposit back with interest when i move out?', '/en/ratgeber/mieten#deposit'],
    ['ru', 'Сколько собственных средств нужно для ипотеки?', '/ru/ratgeber/finanzierung#'],
    ['fa', 'آیا پول پیش را موقع تخلیه با سود پس می‌گیرم؟', '/fa/ratgeber/mieten#'],
    // A short question that names the section's heading ("ودیعه") is about it, though it covers little of it.
    ['fa', 'پول پیش چقدر باید بدهم؟', '/fa/ratgeber/mieten#ودیعه'],
    ['fa', 'صاحبخانه چقدر می‌تواند ودیعه بگیرد؟', '/fa/ratgeber/mieten#ودیعه'],
    ['zh', '搬家后几天内必须办理户籍登记？', '/zh/ratgeber/umzug#'],
  ];
  for (const [lang, message, url] of guide)
    it(`knowledge (${lang}): ${message}`, () => {
      const a = ask(lang, message);
      expect(a.intent).toBe('knowledge');
      expect(a.sources.find((s) => s.kind === 'guide')?.url).toContain(url);
    });

  const onListing: [LangCode, string, ListingTopic][] = [
    ['de', 'Wie viele Quadratmeter hat die Wohnung?', 'area'],
    ['de', 'was kostet die wohnung im monat inkl. betriebskosten?', 'operating_costs'],
    ['en', 'How many rooms does it have?', 'rooms'],
    ['es', '¿Cuál es la clase energética del piso?', 'energy'],
    ['nl', 'Hoeveel vierkante meter is het appartement?', 'area'],
    ['fa', 'رهن این آپارتمان چقدر است؟', 'deposit'],
    ['ar', 'كم مساحة الشقة؟', 'area'],
  ];
  for (const [lang, message, topic] of onListing)
    it(`listing (${lang}): ${message}`, () => {
      const a = ask(lang, message, FLAT);
      expect(a.intent).toBe('listing');
      const facts = listingFacts(store.get(FLAT)!, topic, lang, t(lang));
      expect(facts.length).toBeGreaterThan(0);
      for (const f of facts) expect(a.lines).toContain(f);
    });

  it('a figure the listing does not state is said so and counts as unanswered', () => {
    const a = ask('de', 'Gibts einen Parkplatz und sind Haustiere erlaubt?', FLAT);
    expect(a.intent).toBe('listing');
    expect(a.answered).toBe(false);
  });

  const searches: [LangCode, string][] = [
    ['de', 'suche 3 zimmer whg in graz mit balkon bis 1000 euro miete'],
    ['en', 'looking for a 3 bedroom house to buy near Salzburg under 600k with garden'],
    ['ar', 'أبحث عن شقة للإيجار في فيينا بغرفتين بأقل من 1000 يورو'],
    ['ja', 'ウィーンで2部屋の賃貸マンション、家賃1000ユーロまで'],
  ];
  for (const [lang, message] of searches)
    it(`search (${lang}): ${message}`, () => {
      expect(ask(lang, message).intent).toBe('search');
    });

  it('greetings are whole words: the Turkish "olacak" is not the Portuguese "olá"', () => {
    expect(ask('de', 'Grüß Gott').intent).toBe('greeting');
    expect(ask('ru', 'Здравствуйте').intent).toBe('greeting');
    expect(ask('tr', 'Yarın hava nasıl olacak?').intent).not.toBe('greeting');
  });
});
