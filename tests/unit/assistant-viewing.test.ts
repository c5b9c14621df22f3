/**
 * The assistant's viewing words ("осмотр", "معاینه", "visite", "besichtigen", "参观") also name a car's inspection, a
 * doctor's visit or a museum: a viewing request only on a listing's page, beside a home word or with a day or an hour.
 */
import { describe, expect, it } from 'vitest';
import { evaluationEngine } from '~/bench/assistant-eval';
import type { LangCode } from '~/i18n/languages';

const { engine } = evaluationEngine();
const LISTING_ID = 2;

const notViewing: [LangCode, string][] = [
  ['ru', 'Где пройти техосмотр машины?'],
  ['ru', 'Как пройти медосмотр для водительских прав?'],
  ['fa', 'معاینه فنی ماشین کجا انجام می شود؟'],
  ['ar', 'أين يمكنني إجراء المعاينة الفنية للسيارة؟'],
  ['fr', 'Où passer la visite médicale pour le permis de conduire ?'],
  ['es', '¿Qué museos puedo visitar en Viena?'],
  ['pl', 'Gdzie zrobić oględziny samochodu po stłuczce?'],
  ['sv', 'Vilka museer ska jag titta på i Wien?'],
  ['tr', "Viyana'da hangi müzeleri ziyaret etmeliyim?"],
  ['zh', '维也纳有哪些博物馆值得参观？'],
  ['ja', '美術館の見学は予約が必要ですか？'],
  ['de', 'Welche Sehenswürdigkeiten soll ich in Wien besichtigen?'],
  ['en', 'Should I visit a doctor about my back pain?'],
  ['it', 'Dove posso fare la visita medica per la patente?'],
  ['pt', 'Onde faço a visita médica para a carta de condução?'],
  ['nl', 'Welke bezienswaardigheden kan ik in Wenen bezichtigen?'],
  // A visit whose object is no home: a palace, a vet, the in-laws.
  ['de', 'Kann man die Hofburg am Sonntag besichtigen?'],
  ['es', '¿Qué llevo a la visita al veterinario con mi perro?'],
  ['fr', 'Ma belle-mère nous rend visite dimanche, que faire ?'],
  ['en', 'Is it worth visiting Schönbrunn in the evening?'],
];

const viewing: [LangCode, string, boolean][] = [
  ['en', 'Can I view the house tomorrow afternoon?', false],
  ['fr', 'Je voudrais visiter la maison mardi prochain.', false],
  ['pl', 'Czy mogę obejrzeć dom w piątek?', false],
  ['tr', 'Evi yarın ziyaret edebilir miyim?', false],
  ['zh', '明天下午可以看房吗？', false],
  ['ja', '明日、部屋を内見できますか？', false],
  ['ru', 'Можно осмотреть квартиру в субботу?', true],
  ['fa', 'آیا فردا عصر می‌توانم از آپارتمان بازدید کنم؟', true],
  ['ar', 'هل يمكنني معاينة الشقة غداً مساءً؟', true],
  ['de', 'Ist eine Besichtigung am Donnerstag um 17 Uhr möglich?', true],
  ['es', '¿Se puede hacer la visita el jueves por la tarde?', true],
  // Booked for a home and a day, away from a listing's page, above a weak guide match.
  ['en', 'Could I book a viewing of the flat for Friday morning?', false],
];

/** Away from a listing's page a question the guide answers stays a guide question, with a day or without. */
const guide: [LangCode, string][] = [
  ['de', 'Was soll ich mitnehmen, wenn ich morgen zur Wohnungsbesichtigung gehe?'],
  ['en', 'What should I bring to a flat viewing on Saturday?'],
  ['ru', 'Что взять с собой на просмотр квартиры в субботу?'],
  // The viewing as the setting of a question, with a home named.
  ['it', "Durante la visita dell'appartamento, cosa controllo in bagno e in cucina?"],
  ['ar', 'عند معاينة الشقة، هل أفحص ضغط الماء؟'],
  ['en', 'When going to see a flat, should I check the water pressure?'],
];

describe('assistant viewing words', () => {
  for (const [lang, message] of notViewing) {
    it(`${lang}: "${message}" is no viewing request`, () => {
      expect(engine({ message, lang }).intent).not.toBe('viewing');
    });
    it(`${lang}: "${message}" is not answered from the guide`, () => {
      expect(engine({ message, lang }).intent).toBe('unknown');
    });
  }
  for (const [lang, message, onListing] of viewing) {
    it(`${lang}${onListing ? ' on a listing page' : ''}: "${message}" is a viewing request`, () => {
      expect(engine({ message, lang, listingId: onListing ? LISTING_ID : null }).intent).toBe('viewing');
    });
  }
  for (const [lang, message] of guide) {
    it(`${lang}: "${message}" is a guide question`, () => {
      expect(engine({ message, lang }).intent).toBe('knowledge');
    });
  }
});
