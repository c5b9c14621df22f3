/**
 * The assistant's offline engine: no model and no network. It decides what a message is about (handing over to
 * the agent, a question about the listing being viewed, a guide question, a search, a greeting) and answers from
 * the listing data and the Ratgeber only. Every answer names its sources; when nothing fits it says that it does
 * not know, and the caller records the question.
 */
import { personName } from '../../domain/people/person-name';
import type {
  AssistantAction,
  AssistantAnswer,
  AssistantCard,
  AssistantIntent,
  AssistantSource,
} from '../../domain/assistant';
import { formatMoney, numberFormat, rentSuffix } from '../../domain/format';
import { COST_LABEL_KEYS, purchaseCosts } from '../../domain/search/costs';
import { searchPrice } from '../../domain/search/index-format';
import { getLanguage, type LangCode } from '../../i18n/languages';
import { localizePath } from '../../i18n/paths';
import type { Translate } from '../../i18n/translations';
import { availableFromValue, floorValue } from '../../domain/feed-values';
import type { GuideSlug } from '../../domain/guide/articles';
import { HOME_OBJEKTARTEN, type Vermarktungsart } from '../../domain/vocabulary';
import { classify, MIN_KNOWN } from './classify';
import {
  AGENT,
  AREA_UNITS,
  BARE_COSTS,
  BARE_MOVE_IN,
  BILL,
  BOOK_VIEWING,
  CONTACT,
  CONTACT_WAYS,
  DEFINITE_LISTING,
  greets,
  PRESENCE,
  FIND_REQUEST,
  smallTalkOnly,
  GUIDE_GAPS,
  HOUSING_PARTIES,
  RETURNING,
  SEE_WHETHER,
  LISTING_ONLY,
  LISTING_TOPICS,
  NOT_A_HOME,
  OWN_CAR,
  OFF_TOPIC,
  OFF_TOPIC_ASKS,
  PAY,
  HERE_WORDS,
  PET_WORDS,
  SUBSIDY,
  SALES_TAX,
  RELAYED_ASK,
  ON_BEHALF,
  TALK_TO,
  THANKS,
  WHERE_TO_BUY,
  THIS_LISTING,
  VIEWING,
  VIEWING_SCENE,
  VIEWING_SCENE_PLAIN,
  VIEWING_WHEN,
  VISIT,
  VISIT_ELSEWHERE,
  type ListingTopic,
} from './intents';
import { GUIDE_SLUGS } from '../../domain/guide/articles';
import { MIN_COVERAGE, MIN_SCORE, STRONG_SCORE, type KnowledgeBase, type SubjectWords } from './knowledge';
import { listingTitle, listingUrl, type AssistantListing, type ListingStore } from './listings';
import type { SearchInterpreter } from './search-intent';
import {
  CJK,
  containsAny,
  containsStem,
  containsWord,
  normalizeText,
  plainLatin,
  words,
  writtenForm,
  type KnownWord,
} from './text';
import { ownMediaPath } from './untrusted';

export type { AssistantAction, AssistantAnswer, AssistantCard, AssistantIntent, AssistantSource };

export interface AssistantRequest {
  message: string;
  lang: LangCode;
  /** The listing whose page the visitor is on, if any. */
  listingId?: number | null;
}

export interface EngineDeps {
  listings: () => ListingStore;
  knowledge: KnowledgeBase;
  interpret: SearchInterpreter;
  t: (lang: LangCode) => Translate;
}

export const CARD_LIMIT = 3;
/** A guide match this strong makes a question a general one even on a listing's page. */
const GENERAL_SCORE = 25;
/**
 * A guide answer needs its section to match this share of the question, or strongly, or the question to name this
 * share of the section's heading (knowledge.ts's headingNamed) or of its words in the section's key terms
 * (termsNamed: "Quanto dura di solito un mutuo?" names "dura" of the affordability section's terms, "¿Qué tengo que
 * llevar …?" the preparation's "llevar"); otherwise the assistant says it does not know.
 */
const CONFIDENT_COVERAGE = 0.5;
const NAMED_HEADING = 0.5;
const NAMED_TERMS = 0.5;
/** Key terms named this much name the section for sure: knowledge.ts's share of a key-term phrase said whole. */
const TERMS_NAMED_WHOLE = 0.75;

/**
 * A question's subject lies outside the guide when it has a word the guide never uses and the quoted section uses at
 * most one of its subject words: that one word ("prepare", "documents") is shared by chance, however strongly it
 * scores, unless the section matches at least half of the question (CONFIDENT_COVERAGE) or the question counts what
 * the section's key terms count (knowledge.ts's countsNamed: "over hoeveel jaar betaal je een woonlening af" asks the
 * loan's term in years, whatever "woonlening" is to the guide), or names the section's key terms (termsNamed at least
 * TERMS_NAMED_WHOLE: "房产交易税由谁来付？" names the purchase tax, whatever "由谁来付" is to the guide; "efter en
 * visning" says the key terms of what to do after a viewing together). Applied only to a question that names nothing
 * of housing (the engine's `housing`).
 */
export function outsideSubject(hit: {
  subject: SubjectWords;
  coverage: number;
  countsNamed?: boolean;
  termsNamed?: number;
}): boolean {
  return (
    hit.subject.unknown >= 1 &&
    hit.subject.inSection <= 1 &&
    hit.coverage < CONFIDENT_COVERAGE &&
    !hit.countsNamed &&
    (hit.termsNamed ?? 0) < TERMS_NAMED_WHOLE
  );
}

/**
 * A question naming a purchase or a lease (the search parser's buy or rent) is answered from that deal's article when
 * the guide's best article is the other deal's and that deal's own article fits nearly as well (DEAL_CLOSE of its
 * score): the agent's commission, a deposit and a fee are explained for renting and for buying alike ("what's the
 * most an estate agent can charge me when I buy a flat?" is the purchase costs', "the agent for a rental sent me
 * an invoice" the renting article's Bestellerprinzip). When that article's section names some of the question's key
 * terms (termsNamed), it is taken at DEAL_NAMED_CLOSE of the score: the other deal's lead then rests on a word both
 * deals share, its heading's "Provision" ("quanto si prende l'agenzia di provvigione se compro un appartamento?"), where
 * a deal the search parser only guesses ("monthly" read as a rent) has no key term of its own article beside it.
 */
const DEAL_CLOSE = 0.85;
const DEAL_NAMED_CLOSE = 0.65;
const DEAL_ARTICLES: Record<Vermarktungsart, readonly GuideSlug[]> = {
  KAUF: ['kaufnebenkosten', 'finanzierung'],
  MIETE_PACHT: ['mieten'],
};

export function dealsArticle<T extends { slug: GuideSlug; score: number; termsNamed?: number }>(
  hits: readonly T[],
  deal: Vermarktungsart | null,
): T | null {
  const first = hits[0] ?? null;
  if (!first || !deal) return first;
  const own = DEAL_ARTICLES[deal];
  const other = DEAL_ARTICLES[deal === 'KAUF' ? 'MIETE_PACHT' : 'KAUF'];
  if (!other.includes(first.slug)) return first;
  return (
    hits.find(
      (h) => own.includes(h.slug) && h.score >= first.score * ((h.termsNamed ?? 0) > 0 ? DEAL_NAMED_CLOSE : DEAL_CLOSE),
    ) ?? first
  );
}

/** Every word of the listing's topics (LISTING_TOPICS), for a question that names only a listing's figure. */
const FIGURE_WORDS = Object.values(LISTING_TOPICS).flat();

const prefixOf = (lang: LangCode) => (lang === 'de' ? '' : `/${lang}`);

function answer(intent: AssistantIntent, text: string, extra: Partial<AssistantAnswer> = {}): AssistantAnswer {
  return {
    intent,
    text,
    lines: [],
    cards: [],
    resultsUrl: null,
    actions: [],
    sources: [],
    answered: intent !== 'unknown',
    ...extra,
  };
}

function area(lang: LangCode, t: Translate, value: number | null | undefined): string | null {
  return value ? t('listing.unit.m2Value', { value: numberFormat(getLanguage(lang).bcp47).format(value) }) : null;
}

/** The amount the list's cards show (searchPrice): the purchase price, or a rental's total monthly rent; 0 = none. */
function shownPrice(l: AssistantListing): number {
  return searchPrice({
    vermarktungsart: l.vermarktungsart === 'KAUF' ? 'KAUF' : 'MIETE_PACHT',
    kaufpreis: l.kaufpreis ?? null,
    kaltmiete: l.kaltmiete ?? null,
    price_on_request: l.price_on_request ?? false,
    preise: l.preise ?? undefined,
  });
}

function priceText(l: AssistantListing, lang: LangCode, t: Translate): string | null {
  const value = shownPrice(l);
  const money = formatMoney(value, 'EUR', getLanguage(lang).bcp47);
  if (!money) return null;
  // As the cards write it (rentSuffix): a rent "/ Monat", a purchase bare; a listing not for sale is let.
  const perMonth = rentSuffix(
    l.vermarktungsart === 'KAUF' ? 'KAUF' : 'MIETE_PACHT',
    value,
    t('listing.unit.perMonthShort'),
  );
  return perMonth ? `${money} ${perMonth}` : money;
}

export function cardOf(l: AssistantListing, lang: LangCode, t: Translate): AssistantCard {
  const facts = [
    l.zimmer ? `${numberFormat(getLanguage(lang).bcp47).format(l.zimmer)} ${t('listing.field.rooms')}` : null,
    area(lang, t, l.flaeche),
    l.location?.ort ?? null,
  ].filter(Boolean);
  return {
    id: l.id,
    title: listingTitle(l, lang),
    url: listingUrl(l, prefixOf(lang)),
    price: priceText(l, lang, t),
    facts: facts.join(' · '),
    // Only the portal's own copies: a feed's remote picture would make the visitor's browser call its server.
    image: ownMediaPath(l.primary_image?.thumbnail_url) ?? ownMediaPath(l.primary_image?.url),
  };
}

function contactName(l: AssistantListing): string | null {
  const c = l.contact;
  const person = c ? personName(c) : '';
  return person || c?.firma || l.agency?.name || null;
}

/** The listing's feature keys that answer a topic: any one of them present states it. */
const PARKING_FEATURES = ['parking', 'garage', 'underground_parking', 'carport'];

/** The label a topic's figure goes by, for the line that says the listing does not state it. */
export const TOPIC_LABEL: Record<ListingTopic, string> = {
  lift: 'listing.feature.lift',
  available_from: 'listing.field.availableFrom',
  operating_costs: 'listing.field.betriebskosten',
  deposit: 'listing.field.kaution',
  commission: 'listing.field.provision',
  price: 'listing.field.price',
  rooms: 'listing.field.rooms',
  area: 'listing.field.livingArea',
  floor: 'listing.field.floor',
  energy: 'listing.field.energyCertificate',
  heating: 'listing.field.heating',
  parking: 'listing.field.parkingSpaces',
  pets: 'listing.feature.pets_allowed',
  year_built: 'listing.field.yearBuilt',
};

/** The facts one topic asks for, as "label: value" lines; empty when the listing does not state them. */
export function listingFacts(l: AssistantListing, topic: ListingTopic, lang: LangCode, t: Translate): string[] {
  const line = (label: string, value: string | null | undefined) => (value ? `${t(label)}: ${value}` : null);
  const money = (v: number | null | undefined) => formatMoney(v, 'EUR', getLanguage(lang).bcp47);
  const nf = numberFormat(getLanguage(lang).bcp47);
  const has = (key: string) => (l.features ?? []).includes(key);
  const out: (string | null)[] = [];
  const buy = l.vermarktungsart === 'KAUF';
  const totalRent = buy ? null : shownPrice(l) || null;
  switch (topic) {
    case 'price':
      out.push(
        buy
          ? line('listing.field.kaufpreis', money(l.kaufpreis))
          : line(COST_LABEL_KEYS.hauptmietzins, money(l.kaltmiete)),
      );
      // The total as the list's cards show it: the stated one, else the parts added up (searchPrice).
      if (!buy) out.push(line(COST_LABEL_KEYS.totalRent, money(totalRent)));
      out.push(line('listing.field.pricePerM2', money(l.preise?.preis_pro_qm)));
      break;
    case 'operating_costs':
      // The running costs and, for a rental, what they add up to with the rent; for a purchase the side costs.
      // named as the price box names them (COST_LABEL_KEYS)
      out.push(line(COST_LABEL_KEYS.betriebskosten, money(l.preise?.betriebskosten)));
      out.push(line('listing.field.nebenkosten', money(l.preise?.nebenkosten)));
      out.push(line(COST_LABEL_KEYS.heizkosten, money(l.preise?.heizkosten)));
      if (!buy) {
        // The total only with a running-cost figure beside it: a bare rent says nothing about the running costs.
        if (out.some(Boolean)) {
          out.push(line(COST_LABEL_KEYS.hauptmietzins, money(l.kaltmiete)));
          out.push(line(COST_LABEL_KEYS.totalRent, money(totalRent)));
        }
      } else if (l.kaufpreis) {
        const total = purchaseCosts(l.kaufpreis, l.preise ?? {}).find((c) => c.key === 'total');
        const side = total
          ? `${money((total.amount ?? 0) - l.kaufpreis)} – ${money((total.max ?? 0) - l.kaufpreis)}`
          : null;
        if (side) out.push(t('assistant.answer.buyCosts', { total: side }));
      }
      break;
    case 'deposit':
      out.push(line(COST_LABEL_KEYS.deposit, money(l.preise?.kaution) ?? l.preise?.kaution_text));
      if (l.preise?.kaution != null && l.preise.kaution_text) out.push(`(${l.preise.kaution_text})`);
      break;
    case 'commission':
      out.push(
        line(
          'listing.field.provision',
          l.preise?.provision_text ?? money(l.preise?.provision_brutto) ?? money(l.preise?.provision_netto),
        ),
      );
      break;
    case 'rooms':
      out.push(line('listing.field.rooms', l.zimmer ? nf.format(l.zimmer) : null));
      out.push(line('listing.field.livingArea', area(lang, t, l.flaechen?.wohnflaeche ?? l.flaeche)));
      break;
    case 'area':
      out.push(line('listing.field.livingArea', area(lang, t, l.flaechen?.wohnflaeche ?? l.flaeche)));
      out.push(line('listing.field.usableArea', area(lang, t, l.flaechen?.nutzflaeche)));
      out.push(line('listing.field.plotArea', area(lang, t, l.flaechen?.grundstuecksflaeche)));
      out.push(line('listing.field.balconyTerraceArea', area(lang, t, l.flaechen?.balkon_terrasse_flaeche)));
      out.push(line('listing.field.gardenArea', area(lang, t, l.flaechen?.gartenflaeche)));
      break;
    case 'energy': {
      const e = l.energie;
      const nf2 = numberFormat(getLanguage(lang).bcp47, 2);
      if (e?.hwb != null)
        out.push(`${t('listing.field.hwbLong')}: ${t('listing.unit.hwbValue', { value: nf2.format(e.hwb) })}`);
      out.push(line('listing.field.hwbClass', e?.hwb_klasse));
      if (e?.fgee != null) out.push(`${t('listing.field.fgeeLong')}: ${nf2.format(e.fgee)}`);
      out.push(line('listing.field.fgeeClass', e?.fgee_klasse));
      break;
    }
    case 'heating':
      out.push(line('listing.field.heating', (l.heizungsart ?? []).map((h) => t(`listing.heating.${h}`)).join(', ')));
      out.push(line('listing.field.fuel', (l.befeuerung ?? []).map((f) => t(`listing.fuel.${f}`)).join(', ')));
      if (has('floor_heating') && !(l.heizungsart ?? []).includes('FUSSBODEN'))
        out.push(t('listing.feature.floor_heating'));
      break;
    case 'available_from': {
      const words = { now: t('listing.available.now'), byArrangement: t('listing.available.byArrangement') };
      // A day that has passed means the flat is free now.
      const day = (iso: string) => {
        const date = new Date(`${iso}T12:00:00Z`);
        return date.getTime() <= Date.now()
          ? words.now
          : new Intl.DateTimeFormat(getLanguage(lang).bcp47, { dateStyle: 'long', timeZone: 'Europe/Vienna' }).format(
              date,
            );
      };
      out.push(line('listing.field.availableFrom', availableFromValue(l.verfuegbar_ab, words, day)?.text));
      break;
    }
    case 'floor': {
      const floor = floorValue(l.etage_label, l.etage, {
        ground: t('listing.floor.ground'),
        raisedGround: t('listing.floor.raisedGround'),
        basement: t('listing.floor.basement'),
        lower: t('listing.floor.lower', { skipInterpolation: true }),
        upper: t('listing.floor.upper', { skipInterpolation: true }),
        attic: t('listing.floor.attic'),
        mezzanine: t('listing.floor.mezzanine'),
      });
      out.push(line('listing.field.floor', floor?.text));
      break;
    }
    // A feature the feed does not list is not stated, not absent: OpenImmo's fields are optional.
    case 'lift':
      if (has('lift')) out.push(t('listing.feature.lift'));
      break;
    case 'pets':
      if (has('pets_allowed')) out.push(t('listing.feature.pets_allowed'));
      break;
    case 'parking':
      out.push(...PARKING_FEATURES.filter(has).map((k) => t(`listing.feature.${k}`)));
      out.push(line('listing.field.parkingSpaces', l.anzahl_stellplaetze ? nf.format(l.anzahl_stellplaetze) : null));
      out.push(line('listing.field.parkingPrice', money(l.preise?.stellplatz_preis)));
      break;
    case 'year_built':
      out.push(line('listing.field.yearBuilt', l.baujahr ? String(l.baujahr) : null));
      break;
  }
  return out.filter((x): x is string => Boolean(x));
}

/**
 * The topics a message names. The price is left out when a more specific money topic is named: "running costs"
 * and "deposit" contain the word for cost or price in several languages. So are the running costs when only a bare
 * cost's word names them beside the agent's fee or the deposit: "frais d'agence", "spese di agenzia" are that fee.
 */
/**
 * A word of amount in the plural ("cuántos", "quantas", "quanti"): it counts things ("¿cuántos años tiene el
 * edificio?", "quantos metros tem?"), so it asks no price, while the singular "cuánto", "quanto" does, and so do
 * the euros counted ("¿cuántos euros al mes?"). So does the Turkish "kaç" before years ("kaç yılında yapılmış?").
 */
const COUNTING =
  /(?<![\p{L}])(?:(?:cu[aá]nt[oa]s|quant[oa]s|quant[ie])(?![\p{L}])(?!\s*(?:euros?|€|soldi|dinero|dinheiro))|kaç(?=\s+(?:yıl|sene)))/gu;

/**
 * A thing set aside after a comma or a dash with a "not" ("the rent per month, not the deposit", "die Miete, nicht
 * die Kaution", "le loyer, pas la caution", "hyran, inte depositionen", "czynsz, nie kaucja", "аренда, не залог"):
 * the words up to the next comma or the end, three at most, name what the question does not ask.
 */
const SET_ASIDE =
  /[,;–—-]\s*(?:nicht|kein|keine|keinen|not|pas|non|no|não|nao|niet|geen|inte|ej|nie|не)\s+(?:[\p{L}'’]+\s*){1,3}/gu;

/** The bare words of "when" among the available date's words: beside a building's age they ask its year. */
const BARE_WHEN = new Set(
  [
    'when',
    'متى',
    'إمتى',
    'إيمتى',
    'کی ',
    'cuándo',
    'quand',
    'quando',
    'wanneer',
    'kiedy',
    'когда',
    'när',
    'ne zaman',
    'いつ',
    '何时',
    '什么时候',
  ].map(normalizeText),
);

/**
 * A topic named only by its bare words (a bare cost's word, a bare "when") beside a topic that explains them is that
 * other topic's: "frais d'agence" is the agent's fee, "when was it built?" the year built. The topic stays when the
 * question names it with any of its other words.
 */
function withoutBareTopic(
  found: ListingTopic[],
  topic: ListingTopic,
  beside: readonly ListingTopic[],
  bare: ReadonlySet<string>,
  norm: string,
  lang: LangCode,
  known?: KnownWord,
): ListingTopic[] {
  if (
    !found.includes(topic) ||
    !beside.some((k) => found.includes(k)) ||
    containsAny(
      norm,
      LISTING_TOPICS[topic].filter((w) => !bare.has(w)),
      lang,
      known,
    )
  )
    return found;
  return found.filter((k) => k !== topic);
}

/** The message without its words of seeing whether something is so (SEE_WHETHER), for the viewing words. */
const SEEING_WHETHER = new RegExp(`(?<![\\p{L}])(?:${SEE_WHETHER.join('|')})(?![\\p{L}])`, 'gu');

export function topicsOf(norm: string, lang: LangCode, known?: KnownWord): ListingTopic[] {
  // What is paid to the agent named is the agent's fee (PAY).
  const names = (text: string) => {
    const uncounted = text.replace(COUNTING, ' ');
    return (k: ListingTopic) =>
      containsAny(k === 'price' ? uncounted : text, LISTING_TOPICS[k], lang, known) ||
      (k === 'pets' && containsWord(text, PET_WORDS[lang] ?? [])) ||
      (k === 'commission' && containsAny(text, AGENT, lang, known) && containsAny(text, PAY, lang, known));
  };
  let found = (Object.keys(LISTING_TOPICS) as ListingTopic[]).filter(names(norm));
  // A topic named only where it is set aside (SET_ASIDE) is not asked, when another one is.
  const asked = found.filter(names(norm.replace(SET_ASIDE, ' ')));
  if (asked.length) found = asked;
  // The heating's bill or costs ("a conta de aquecimento sai cara?", "spese di riscaldamento") ask how much heating
  // the home needs: its energy figures tell, beside the heating's kind.
  if (
    found.includes('heating') &&
    !found.includes('energy') &&
    containsAny(norm, [...BILL, ...BARE_COSTS], lang, known)
  )
    found.push('energy');
  found = withoutBareTopic(found, 'operating_costs', ['commission', 'deposit'], BARE_COSTS, norm, lang, known);
  // A bare "when" beside the building's putting up ("wanneer is het gebouw neergezet?", "when was it built?") asks for
  // the year it was built, not the day the home is free.
  found = withoutBareTopic(found, 'available_from', ['year_built'], BARE_WHEN, norm, lang, known);
  // Moving in as a bare verb beside the deposit or a pet ("muss ich das als Sicherheit hinterlegen, bevor ich
  // einziehen darf?") is the time of that question, not the day the home is free.
  found = withoutBareTopic(found, 'available_from', ['deposit', 'pets'], BARE_MOVE_IN, norm, lang, known);
  const specific = found.some((k) => k === 'operating_costs' || k === 'deposit' || k === 'commission');
  return specific ? found.filter((k) => k !== 'price') : found;
}

/** The listing's figures the guide has a rule for: what a deposit, the running costs or the commission may be. */
const RULE_TOPICS: ReadonlySet<ListingTopic> = new Set<ListingTopic>([
  'deposit',
  'operating_costs',
  'commission',
  'energy',
]);

export function createEngine(deps: EngineDeps) {
  // The off-topic words of a language: those its guide never uses (a subject the guide speaks of is on topic).
  // The same for the subjects of the asks of two words (OFF_TOPIC_ASKS): "where to eat" is on topic in a language
  // whose guide speaks of restaurants; the asking words ("best", "أفضل") are any guide's.
  const offTopicWords = new Map<LangCode, { words: string[]; asks: (readonly string[][])[] }>();
  const offTopicLists = (lang: LangCode) => {
    let list = offTopicWords.get(lang);
    if (!list) {
      const unused = (w: string) => !deps.knowledge.mentions(w, lang);
      list = {
        words: OFF_TOPIC.filter(unused),
        asks: OFF_TOPIC_ASKS.map(([subject, ...rest]) => [subject!.filter(unused), ...rest]),
      };
      offTopicWords.set(lang, list);
    }
    return list;
  };
  const offTopic = (norm: string, lang: LangCode) => containsStem(norm, offTopicLists(lang).words);
  const offTopicAsk = (norm: string, lang: LangCode) =>
    offTopicLists(lang).asks.some((ask) => ask.every((group) => containsStem(norm, group)));
  // The money questions the guide has no paragraph for, per language (GUIDE_GAPS): a gap ends when one is written.
  const openGaps = new Map<LangCode, (readonly string[][])[]>();
  const guideGap = (norm: string, lang: LangCode) => {
    let gaps = openGaps.get(lang);
    if (!gaps) openGaps.set(lang, (gaps = GUIDE_GAPS.filter((ask) => !deps.knowledge.answers(ask, lang))));
    return gaps.some((ask) => ask.every((group) => containsStem(norm, group)));
  };

  // The words of a language's topic labels (TOPIC_LABEL: "Stockwerk", "Kaution"), words the language knows.
  const labels = new Map<LangCode, string[]>();
  const labelWords = (lang: LangCode) => {
    let list = labels.get(lang);
    if (!list) {
      const t = deps.t(lang);
      list = Object.values(TOPIC_LABEL).flatMap((k) => words(normalizeText(t(k))).filter((w) => [...w].length >= 4));
      labels.set(lang, list);
    }
    return list;
  };

  return function respond(req: AssistantRequest): AssistantAnswer {
    const { lang } = req;
    const t = deps.t(lang);
    // A question in spoken Austrian German is read in its written words ("wos kummt ins übergabeprotokoll?"): the
    // guide, the word lists and the search are written German (text.ts's writtenForm).
    const message = writtenForm(req.message, lang);
    const norm = normalizeText(message);
    // A word list's key begins a name or an unknown word ("stock" in "Stockholm") only where the language knows the
    // rest: its guide's words or the words its topics' labels go by ("Stockwerk"). A word written in lower case is no
    // name, and its ending may be long ("kontaktieren", "отапливается").
    const lower = new Set(
      message
        .normalize('NFKC')
        .match(/[\p{L}\p{M}]+/gu)
        ?.filter((w) => !/^\p{Lu}/u.test(w))
        .flatMap((w) => [normalizeText(w), plainLatin(normalizeText(w))]),
    );
    const known: KnownWord = (w) =>
      lower.has(w) || deps.knowledge.knows(w, lang) || labelWords(lang).some((l) => w.startsWith(l) || l.startsWith(w));
    const listing = req.listingId ? deps.listings().get(req.listingId) : null;
    const listingSource = (l: AssistantListing): AssistantSource => ({
      kind: 'listing',
      title: listingTitle(l, lang),
      url: listingUrl(l, prefixOf(lang)),
    });

    const search = deps.interpret(message, lang);
    // The viewing as the setting of a question ("durante la visita … devo controllare", "وقتی میرم خونه ببینم، …"):
    // typed with or without its language's accents ("na visita", "gormeye gidince").
    const viewingScene = containsStem(norm, VIEWING_SCENE) || containsStem(plainLatin(norm), VIEWING_SCENE_PLAIN);
    // A question set at a viewing asks the viewing's checklist: its best section answers when the best match of all
    // lies in another article by a word the checklist also names (the heating's running costs for "aquecimento",
    // the HWB for "窓"), unless that match names its own section's key terms or heading.
    const hits = deps.knowledge.search(message, lang, viewingScene ? GUIDE_SLUGS.length : 2);
    const sceneHit = viewingScene
      ? hits.find((h) => h.slug === 'besichtigung' && h.score >= MIN_SCORE && h !== hits[0])
      : undefined;
    const found =
      sceneHit && hits[0] && hits[0].termsNamed < NAMED_TERMS && hits[0].headingNamed < NAMED_HEADING
        ? sceneHit
        : dealsArticle(hits.slice(0, 2), search?.query.vermarktungsart ?? null);
    // The words the search did not understand, alone, as a guide question: a strong match of them ("wie viel kommt an
    // Grunderwerbsteuer, Grundbuch und Notar noch dazu", "quanto capitale proprio ci chiede la banca") asks the guide
    // something about the home the criteria describe; a search's own leftovers ("habt ihr", "trouve-moi", "探してくだ
    // さい", "можно под ремонт") match little, below a match strong whatever its coverage (STRONG_SCORE).
    const rest = search?.unmatchedWords?.length
      ? deps.knowledge.search(search.unmatchedWords.join(' '), lang, 1)[0]
      : null;
    // Words that ask the assistant to find something (FIND_REQUEST: "tu peux lui trouver quelque chose ?") are the
    // search's request, whatever the guide matches in them.
    const guideAside =
      rest !== undefined &&
      rest !== null &&
      rest.score >= STRONG_SCORE &&
      rest.known >= MIN_KNOWN &&
      !containsWord(normalizeText(search?.unmatchedWords?.join(' ') ?? ''), FIND_REQUEST);
    // A question mark, or a question passed on for someone else without one ("… und fragt, bis wann …").
    const question = /[?？؟]/u.test(norm) || containsStem(norm, RELAYED_ASK);
    // The words the search did not understand name a figure the guide has a rule for (the deposit, the running costs).
    const asksRule =
      search?.unmatchedWords !== undefined &&
      topicsOf(normalizeText(search.unmatchedWords.join(' ')), lang, known).some((k) => RULE_TOPICS.has(k));
    // Two criteria or more beside a question for the rule of such a figure ("снимаем двухкомнатную квартиру в Вене за
    // 1100 евро в месяц, какой залог может потребовать хозяин?"): the criteria describe the home the rule is asked
    // for, and the words beside them, alone, find the rule's section (a match in words the guide knows), which the
    // whole message, its criteria outweighing the question, may miss. That section answers, above the search, when
    // the whole message's match is not in words the guide knows (a question the guide answers as a whole, "HWB 120
    // und 85 m² – mit wie viel kWh …", keeps its match).
    const ruleAside =
      (found === null || found.known < MIN_KNOWN) &&
      question &&
      asksRule &&
      (search?.criteria ?? 0) >= 2 &&
      rest !== undefined &&
      rest !== null &&
      rest.score >= MIN_SCORE &&
      rest.known >= MIN_KNOWN;
    const knowledge =
      ruleAside && rest
        ? found && found.slug === rest.slug && found.anchor === rest.anchor
          ? { ...found, known: Math.max(found.known, rest.known) }
          : rest
        : found;
    // The scene names the checklist's subject as its heading would: a match there of the guide's least score is one
    // to answer from, however little of the spoken question around it ("شو لازم نفحص", "چی رو چک کنم") it covers.
    const atViewing =
      viewingScene && knowledge !== null && knowledge.slug === 'besichtigung' && knowledge.score >= MIN_SCORE;
    const topics = listing ? topicsOf(norm, lang, known) : [];
    // A home named beside a viewing word: a property type the search understands, or "the flat" with its article.
    const viewingHome =
      containsAny(norm, DEFINITE_LISTING, lang, known) ||
      (search?.criteriaKeys ?? []).some((k) => k === 'objektart' || k === 'untergruppe');
    const viewingWhen = containsAny(norm, VIEWING_WHEN, lang, known);
    const viewingWord = containsAny(norm.replace(SEEING_WHETHER, ' '), VIEWING, lang, known);
    // A visit to a doctor, a palace or a guided tour, or the in-laws' visit, with no home named (a flat, a house or a
    // room, not a castle, which the search also knows as a house): no viewing and no subject of the portal's.
    const homeNamed =
      containsAny(norm, DEFINITE_LISTING, lang, known) ||
      ((search?.query.objektart ?? []).some((k) => HOME_OBJEKTARTEN.includes(k)) &&
        !(search?.query.untergruppe ?? []).includes('SCHLOSS'));
    const visitElsewhere =
      !listing && !homeNamed && (viewingWord || containsStem(norm, VISIT)) && containsStem(norm, VISIT_ELSEWHERE);
    // A viewing word names the viewing article's title ("Besichtigung", "visite"), but away from a listing's page,
    // a home and a day it is another visit or inspection (a doctor's, a car's, a museum's): no word of housing.
    const strayViewing = viewingWord && !listing && !viewingHome && !viewingWhen && !viewingScene;
    // A word of housing: a type of property, criteria of a search (a place, a feature …) that make up a search, a
    // listing's topic other than the bare price, whose words ("cost", "kostet", "coûte") name any purchase, or a word
    // of one guide article's title ("bostad", "Besichtigung"). A bare "rent" or "buy" without any criterion is not
    // one: a car, a bike or a tape measure is rented and bought too ("租车押金一般要多少？", "Where can I buy a tape
    // measure?"); nor is one criterion among words the search does not understand, as no search is (classify.ts):
    // Vienna's sights name a place, a doctor's visit ("visita medica") a feature by chance.
    const housing =
      viewingHome ||
      (search !== null && (search.criteria >= 2 || (search.criteria === 1 && (search.unmatched ?? 0) < 2))) ||
      topicsOf(norm, lang, known).some(
        (k) =>
          k !== 'price' &&
          (k !== 'area' ||
            containsAny(
              norm,
              LISTING_TOPICS.area.filter((w) => !AREA_UNITS.has(w)),
              lang,
              known,
            )) &&
          (k !== 'parking' ||
            containsAny(
              norm,
              LISTING_TOPICS.parking.filter((w) => !OWN_CAR.has(w)),
              lang,
              known,
            )) &&
          // A bare cost's word is one only as a word of its own, not as the end of a compound ("Nebenspesen").
          (k !== 'operating_costs' ||
            containsAny(
              norm,
              LISTING_TOPICS.operating_costs.filter((w) => !BARE_COSTS.has(w)),
              lang,
              known,
            ) ||
            !containsWord(norm, [...BARE_COSTS])),
      ) ||
      (!strayViewing && deps.knowledge.namesTitle(message, lang)) ||
      // The landlord, the lease, the move, the mortgage: a subject of housing in any other words.
      containsAny(norm, HOUSING_PARTIES, lang, known);
    // A deposit, a subsidy or the VAT for a thing other than a home (a rental car, an electric bike, a hotel room, a
    // phone), with no home named: the money is that thing's, and neither the guide's deposit, subsidy or running
    // costs section nor a search answers.
    const moneyElsewhere =
      !listing &&
      !viewingHome &&
      containsWord(norm, NOT_A_HOME) &&
      (containsAny(norm, LISTING_TOPICS.deposit, lang, known) ||
        containsStem(norm, SUBSIDY) ||
        containsWord(norm, SALES_TAX));
    // Thanks with no question mark ask nothing more.
    const thanks = containsWord(norm, THANKS) && !/[?？؟]/u.test(norm);
    const intent = classify({
      onListing: listing !== null,
      listingTopics: topics.length,
      deixis: containsAny(norm, THIS_LISTING, lang, known) || containsWord(norm, HERE_WORDS[lang] ?? []),
      // On a listing's page "the flat" names the listing on screen, not a property type to search for.
      searchCriteria: search
        ? listing && search.criteriaKeys
          ? search.criteriaKeys.filter((k) => k !== 'objektart' && k !== 'untergruppe').length
          : search.criteria
        : null,
      searchUnmatched: search?.unmatched ?? 0,
      // A short question ("پول پیش چقدر باید بدهم؟") covers little of a section, but naming the section's heading
      // (most of its words) or its key terms (termsNamed) says what it is about.
      guideFits:
        knowledge !== null &&
        ((knowledge.score >= MIN_SCORE &&
          (knowledge.coverage >= MIN_COVERAGE ||
            knowledge.headingNamed >= NAMED_HEADING ||
            knowledge.termsNamed >= NAMED_TERMS ||
            atViewing)) ||
          knowledge.score >= STRONG_SCORE),
      guideGeneral: knowledge !== null && knowledge.score >= GENERAL_SCORE,
      guideStrong: knowledge !== null && knowledge.score >= MIN_SCORE * 2,
      guideAside: guideAside || ruleAside,
      // Beside criteria a question to the guide is the words the search did not understand (guideAside): the
      // criteria's own words (a price's "тысяч", a place) are the search's, no sign of a subject the guide lacks.
      // A request without a question ("can u recommend a cheap moving company in linz") asks for no rule.
      guideKnown: Math.max(knowledge?.known ?? 0, question && guideAside && rest ? rest.known : 0),
      // A question saying a section's key terms whole in a strong match; a single word of a heading ("准备": prepare)
      // matches weakly and says no subject.
      termsWhole:
        question && knowledge !== null && knowledge.termsNamed >= TERMS_NAMED_WHOLE && knowledge.score >= STRONG_SCORE,
      sectionWords: knowledge?.subject.inSection ?? 0,
      headingWhole: question && knowledge !== null && knowledge.headingNamed >= 1,
      definesTerm: knowledge?.definesTerm === true,
      offTopic: offTopic(norm, lang) || visitElsewhere,
      offTopicAsk: offTopicAsk(norm, lang),
      guideGap: guideGap(norm, lang),
      // A stray viewing word is no word of the viewing article's subject: it names the doctor's or the museum's visit,
      // unless the question names the section's heading ("the building" during the visit) or key terms of a home's
      // (homeTermsNamed: "beim besichtigen … handyempfang", "bij de ramen … een woning ga bekijken").
      // Where to buy a thing, no home named: a shop's question ("Where can I buy a tape measure?").
      subjectElsewhere:
        moneyElsewhere ||
        (!housing && !listing && containsAny(norm, WHERE_TO_BUY, lang, known)) ||
        (knowledge !== null &&
          !housing &&
          outsideSubject(
            strayViewing && knowledge.headingNamed < NAMED_HEADING && !knowledge.homeTermsNamed
              ? { ...knowledge, subject: { ...knowledge.subject, inSection: knowledge.subject.inSection - 1 } }
              : knowledge,
          )),
      definite: containsAny(norm, DEFINITE_LISTING, lang, known),
      listingOnlyTopics: topics.filter((k) => LISTING_ONLY.has(k)).length,
      viewing: viewingWord,
      viewingScene,
      viewingBooked: containsStem(norm, BOOK_VIEWING),
      viewingHome,
      viewingWhen,
      // Asking to talk to someone, or for a way to reach them, is a contact request only on a listing's page, where
      // there is someone to talk to.
      // A greeting that asks nothing and says whom the visitor writes for ("سلام! از طرف خواهرم پیام میدم") names
      // its own message with the words of writing: no request.
      contact:
        !(greets(norm) && !question && containsStem(norm, ON_BEHALF)) &&
        (containsAny(norm, CONTACT, lang, known) ||
          (listing !== null && containsAny(norm, [...TALK_TO, ...CONTACT_WAYS], lang, known))),
      agent: containsAny(norm, AGENT, lang, known),
      greeting: greets(norm),
      thanks,
      question,
      asksRule,
      presence: containsWord(norm, PRESENCE),
      smallTalk: smallTalkOnly(norm),
      returning: containsWord(norm, RETURNING),
      words: words(norm).length,
    });

    // Hand over to the people who can act: the listing's inquiry form (or the contact page).
    if (intent === 'viewing' || intent === 'contact') {
      const wantsViewing = intent === 'viewing';
      if (listing) {
        const url = listingUrl(listing, prefixOf(lang));
        const name = contactName(listing) ?? listingTitle(listing, lang);
        return answer(intent, wantsViewing ? t('assistant.answer.viewing') : t('assistant.answer.contact', { name }), {
          lines: [
            `${t('listing.field.contactPerson')}: ${name}`,
            ...(listing.agency?.name && listing.agency.name !== name
              ? [`${t('listing.field.agency')}: ${listing.agency.name}`]
              : []),
          ],
          actions: [
            wantsViewing
              ? { kind: 'viewing', label: t('assistant.answer.toViewing'), url: `${url}#lead-intent-viewing` }
              : { kind: 'inquiry', label: t('assistant.answer.toForm'), url: `${url}#lead` },
          ],
          sources: [listingSource(listing)],
        });
      }
      const contactUrl = localizePath(lang, '/kontakt');
      return answer(intent, t('assistant.answer.contactGeneral'), {
        actions: [{ kind: 'contact', label: t('assistant.answer.contactPage'), url: contactUrl }],
        sources: [{ kind: 'page', title: t('assistant.answer.contactPage'), url: contactUrl }],
      });
    }

    // The listing on screen: every topic asked, each with its figure or the plain statement that the listing
    // does not give it. An answer with a gap counts as unanswered, so the admin sees what the feeds leave out.
    if (intent === 'listing' && listing) {
      const lines: string[] = [];
      const missing: ListingTopic[] = [];
      for (const topic of topics) {
        const facts = listingFacts(listing, topic, lang, t);
        if (facts.length) lines.push(...facts);
        else missing.push(topic);
      }
      for (const topic of missing) lines.push(t('assistant.answer.notStated', { label: t(TOPIC_LABEL[topic]) }));
      const title = listingTitle(listing, lang);
      const complete = missing.length === 0;
      return answer(
        'listing',
        complete
          ? t('assistant.answer.listingFacts', { title })
          : missing.length === topics.length
            ? t('assistant.answer.listingMissing')
            : t('assistant.answer.listingPartial', { title }),
        {
          lines,
          sources: [listingSource(listing)],
          actions: complete
            ? []
            : [
                {
                  kind: 'inquiry',
                  label: t('assistant.answer.toForm'),
                  url: `${listingUrl(listing, prefixOf(lang))}#lead`,
                },
              ],
          answered: complete,
        },
      );
    }

    if (intent === 'search' && search) {
      // The list page's results for the search: its count, its first listings and the address it shows them at.
      const { href, total, items } = deps.listings().search(search.query, CARD_LIMIT, lang);
      const resultsUrl = localizePath(lang, href);
      return answer(
        'search',
        total ? t('assistant.answer.searchFound', { count: total }) : t('assistant.answer.searchNone'),
        {
          lines: [search.summary],
          cards: items.map((l) => cardOf(l, lang, t)),
          resultsUrl,
          sources: [{ kind: 'search', title: t('assistant.answer.searchSource'), url: resultsUrl }],
        },
      );
    }

    // The guide: the section quoted, named with its heading and linked at its anchor. Only when the section plainly
    // answers: a strong match, one that covers at least half of the question, or one whose heading the question
    // names. A weaker match is a guess at a section that may be about something else; the guide may lack what was
    // asked, so the assistant says it does not know and the question is kept for the admin.
    // Away from a listing's page, a question that names a listing's figure (the rent, the heating: intents.ts's
    // LISTING_TOPICS) and no other subject asks that figure of some flat ("Quel est le loyer ?", "Welche Heizung hat
    // die Wohnung?"): its other words are words of asking or words the guide uses everywhere. A section that shares
    // the figure's word ("loyer contrôlé" among the further notes' key terms) does not answer it, unless the question
    // names the section's heading ("the deposit"), asks what a term means or counts what the section counts. A subject
    // word names the figure when it is a word of a topic's entry the question says ("alquiler" of "el alquiler") and
    // begins it (containsStem: "loyers", not the "katt" inside "lagfartsskatten"); Chinese and Japanese runs are
    // subjects of their own, which the word lists do not hold.
    const figureWords =
      knowledge !== null && !listing && !CJK.test(norm)
        ? FIGURE_WORDS.filter((k) => containsAny(norm, [k], lang, known)).flatMap((k) => words(k))
        : [];
    const figureOnly =
      knowledge !== null &&
      figureWords.length > 0 &&
      knowledge.subjectList.every((w) => containsStem(w, figureWords)) &&
      knowledge.headingNamed < NAMED_HEADING &&
      !knowledge.definesTerm &&
      !knowledge.countsNamed &&
      // The VAT on the rent is the running costs' rule, not a figure of some flat ("الإيجار عليه VAT ولا لأ؟").
      !containsWord(norm, SALES_TAX);
    const confident =
      knowledge !== null &&
      !figureOnly &&
      (knowledge.score >= STRONG_SCORE ||
        knowledge.coverage >= CONFIDENT_COVERAGE ||
        knowledge.headingNamed >= NAMED_HEADING ||
        knowledge.termsNamed >= NAMED_TERMS ||
        atViewing);
    if (intent === 'knowledge' && knowledge && confident) {
      return answer('knowledge', t('assistant.answer.guide'), {
        lines: knowledge.excerpt,
        sources: [
          {
            kind: 'guide',
            title:
              knowledge.heading === knowledge.title ? knowledge.title : `${knowledge.title} – ${knowledge.heading}`,
            url: knowledge.anchor ? `${knowledge.url}#${knowledge.anchor}` : knowledge.url,
          },
        ],
      });
    }

    if (intent === 'greeting')
      return answer('greeting', t(thanks ? 'assistant.answer.thanks' : 'assistant.answer.greeting'));

    const guideUrl = localizePath(lang, '/ratgeber');
    return answer('unknown', t('assistant.answer.unknown'), {
      sources: [{ kind: 'page', title: t('guide.title'), url: guideUrl }],
    });
  };
}
