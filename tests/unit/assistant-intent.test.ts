/**
 * The assistant's intent decision end to end, per kind of answer and in several languages: the cues measured from
 * real messages (the guide, the search interpreter, the listing's topics) and the classifier together. A question
 * the portal cannot answer (the weather, football, a restaurant) must get "I don't know" in the visitor's language
 * and count as unanswered, so the admin sees it; a listing question gets the listing's figure.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluationEngine } from '~/bench/assistant-eval';
import { createEngine, listingFacts, topicsOf } from '~/features/assistant/engine';
import { normalizeText } from '~/features/assistant/text';
import { GUIDE_GAPS, type ListingTopic } from '~/features/assistant/intents';
import { loadKnowledgeBase } from '~/features/assistant/knowledge';
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
    // A phone's plan (the guide speaks of a flat's mobile reception only), the sun setting.
    ['en', 'Which mobile phone plan should I get in Austria?'],
    ['pt', 'A que horas se põe o sol hoje em Graz?'],
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
    // "o solo" is no Portuguese sun ("o sol").
    ['it', "il fGEE conta anche l'acqua calda o solo il riscaldamento?", '/it/ratgeber/energieausweis#'],
    // Three criteria in a question the guide answers describe the flat the deposit is asked for.
    [
      'it',
      'prendiamo in affitto un bilocale a Graz a 900 euro al mese: quanto può essere la cauzione?',
      '/it/ratgeber/mieten#',
    ],
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

  it("a topic named only by bare words beside the topic they belong to is that topic's, not its own", () => {
    const of = (lang: LangCode, message: string) => topicsOf(normalizeText(message), lang);
    // A bare cost's word beside the agent's fee or the deposit is that fee's or that deposit's …
    expect(of('fr', "Quels sont les frais d'agence et la caution ?")).not.toContain('operating_costs');
    expect(of('it', 'Quanto sono le spese di agenzia?')).not.toContain('operating_costs');
    // … the running costs named with their own word stay beside them.
    expect(of('de', 'Wie hoch sind Betriebskosten und Kaution?')).toEqual(
      expect.arrayContaining(['operating_costs', 'deposit']),
    );
    expect(of('fr', 'Combien de frais ?')).toContain('operating_costs');
    // A bare "when" beside the building's putting up asks the year built; "available" stays the free day.
    expect(of('en', 'When was the building built?')).not.toContain('available_from');
    expect(of('en', 'When was the building built?')).toContain('year_built');
    expect(of('en', 'When was it built and is it still available?')).toEqual(
      expect.arrayContaining(['year_built', 'available_from']),
    );
    expect(of('en', 'When can I move in?')).toContain('available_from');
  });

  const searches: [LangCode, string][] = [
    // Criteria in a question whose other words ask no rule of the guide's are a search.
    ['tr', "Graz'da 900 euronun altında kiralık 3 odalı daire var mı?"],
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

  it('greetings as spoken in a region, drawn out, or saying the visitor is back are small talk', () => {
    expect(ask('de', 'servas, i bins nomoi 🙂').intent).toBe('greeting');
    expect(ask('pt', 'oi de novo!').intent).toBe('greeting');
    expect(ask('it', 'ciao di nuovo 👋').intent).toBe('greeting');
    expect(ask('es', 'holaa otra vez 😄').intent).toBe('greeting');
    expect(ask('ar', 'هلا، رجعت مرة ثانية 🙂').intent).toBe('greeting');
    // A question that says "again" asks it.
    expect(ask('de', 'Kann ich die Wohnung noch einmal besichtigen?', FLAT).intent).toBe('viewing');
  });

  // A landlord, a lease, the move or the neighbourhood name a subject of housing: a word the guide never uses around
  // them is the asker's own ("vorschreiben", "omroepbijdrage"), no subject elsewhere. Follow-up openers and the frame
  // of a question asked for someone else say nothing of the subject.
  const housing: [LangCode, string][] = [
    ['de', 'darf mir der vermieter vorschreiben, dass der vertrag nur zwei jahre läuft?'],
    ['it', 'che cosa guardo nel quartiere prima di decidere?'],
    ['nl', 'o en nog iets: moet ik na de verhuizing de omroepbijdrage (ORF) zelf doorgeven of gaat dat vanzelf?'],
    ['zh', '还有一个问题：房东可以只签一年的合同吗？'],
    ['de', 'meine mutter fragt, ob der vermieter die kaution behalten darf wenn sie auszieht'],
  ];
  for (const [lang, message] of housing)
    it(`knowledge, a subject of housing in the asker's words (${lang}): ${message}`, () => {
      expect(ask(lang, message).intent).toBe('knowledge');
    });
});

describe('assistant: what the guide does not answer', () => {
  // Money questions the guide has no paragraph for: today's rates, the cheapest bank, repaying early, tax relief.
  const gaps: [LangCode, string][] = [
    ['de', 'Wie hoch sind die Kreditzinsen derzeit bei den Banken?'],
    ['de', 'Kann ich meinen Wohnkredit vorzeitig zurückzahlen und was kostet das?'],
    ['en', 'Which bank currently offers the cheapest mortgage in Austria?'],
    ['fr', 'Puis-je rembourser mon prêt immobilier par anticipation sans pénalité ?'],
    ['es', '¿Puedo desgravar los intereses de la hipoteca en la declaración de la renta?'],
    ['ru', 'Какие сейчас процентные ставки по ипотеке в Австрии?'],
    ['tr', 'Konut kredisini erken kapatırsam ceza öder miyim?'],
    ['ar', 'هل يمكنني سداد القرض العقاري مبكرًا دون غرامة؟'],
    ['zh', '提前还房贷要付违约金吗？'],
    ['ja', '住宅ローンを繰り上げ返済すると手数料はかかりますか？'],
    // A lawsuit with the landlord: a lawyer's matter, however much of housing the question names.
    ['de', 'mein vermieter will mich wegen schimmel im bad klagen, brauch ich einen anwalt und was soll ich jetzt tun'],
    ['en', 'my landlord wants to sue me over a broken window, what should I do?'],
  ];
  for (const [lang, message] of gaps)
    it(`says it does not know and counts as unanswered (${lang}): ${message}`, () => {
      const a = ask(lang, message);
      expect(a.intent).toBe('unknown');
      expect(a.answered).toBe(false);
      expect(a.text).toBe(t(lang)('assistant.answer.unknown'));
      expect(a.sources.some((s) => s.kind === 'guide')).toBe(false);
    });

  it('answers the money questions the guide does answer, from their sections', () => {
    const own = ask(
      'de',
      'Brauche ich noch 20 Prozent Eigenkapital für den Kredit, oder gilt die KIM-Verordnung nicht mehr?',
    );
    expect(own.intent).toBe('knowledge');
    expect(own.sources.find((s) => s.kind === 'guide')?.url).toBe('/ratgeber/finanzierung#eigenmittel');
    const fixed = ask('ru', 'Что лучше для ипотеки: фиксированная или плавающая ставка?');
    expect(fixed.intent).toBe('knowledge');
    expect(fixed.answered).toBe(true);
  });

  it('a gap closes when the guide gets a paragraph about it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-'));
    try {
      fs.cpSync('content/guide', dir, { recursive: true });
      const file = path.join(dir, 'de', 'finanzierung.md');
      fs.appendFileSync(
        file,
        '\n## Vorzeitige Rückzahlung\n\nEinen Kredit mit variablem Zins können Sie jederzeit vorzeitig zurückzahlen; bei Fixzinskrediten darf die Bank eine Entschädigung von höchstens 1 % verlangen.\n',
      );
      const knowledge = loadKnowledgeBase(dir);
      expect(GUIDE_GAPS.some((gap) => knowledge.answers(gap, 'de'))).toBe(true);
      const question = 'Kann ich meinen Wohnkredit vorzeitig zurückzahlen und was kostet das?';
      expect(ask('de', question).intent).toBe('unknown');
      const withSection = createEngine({
        listings: () => store,
        knowledge,
        interpret: () => null,
        t,
      });
      const a = withSection({ message: question, lang: 'de' });
      expect(a.intent).toBe('knowledge');
      expect(a.sources.find((s) => s.kind === 'guide')?.url).toBe('/ratgeber/finanzierung#vorzeitige-rückzahlung');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  // Away from a listing's page a question about a flat's own figures matches the guide only by chance words: no
  // section answers it, so the assistant says it does not know rather than quote one about something else.
  const weak: [LangCode, string][] = [
    ['de', 'Welche Heizung hat die Wohnung?'],
    ['fr', 'Quel est le loyer ?'],
  ];
  for (const [lang, message] of weak)
    it(`a weak guide match is no answer (${lang}): ${message}`, () => {
      const a = ask(lang, message);
      expect(a.intent).toBe('unknown');
      expect(a.answered).toBe(false);
      expect(a.sources.some((s) => s.kind === 'guide')).toBe(false);
    });
});
