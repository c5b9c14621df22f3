/**
 * The knowledge base the assistant answers Austrian buying and renting questions from: the Ratgeber articles
 * (content/guide/<lang>/<slug>.md), cut into sections at their `##` headings and indexed per language with
 * BM25 over the tokens of text.ts. A hit names its article, so every answer can cite it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GUIDE_SLUGS, guidePath, parseGuideFile, type GuideSlug } from '../../domain/guide/articles';
import { localizePath } from '../../i18n/paths';
import type { LangCode } from '../../i18n/languages';
import GithubSlugger from 'github-slugger';
import {
  BRINGING,
  BROUGHT_TO,
  HOME_WORDS,
  sectionTerms,
  TERMS_BESIDE,
  TIME_HEADINGS,
  VISIT_HEADINGS,
} from './section-terms';
import {
  asksMeaning,
  ARABIC_ATTACHED,
  CJK,
  containsAny,
  containsStem,
  containsWord,
  countedWords,
  hasFunctionChar,
  isAskingWord,
  normalizeText,
  plainLatin,
  tokens,
  words,
  stripEndings,
  wordStem,
} from './text';

export interface GuideSection {
  slug: GuideSlug;
  title: string;
  heading: string;
  /** The heading's id on the article's page (null for the introduction), so an answer can link the section. */
  anchor: string | null;
  /** Paragraphs, list items and table rows as plain text. */
  blocks: string[];
  /**
   * Per block, the bold term it opens with ("Grunderwerbsteuer" in "**Grunderwerbsteuer: 3,5 %** des Kaufpreises"),
   * or "": the thing the block defines, a heading of its own within the section.
   */
  leads: string[];
  /** The section's key terms in the article's language and German (section-terms.ts), "" for the introduction. */
  terms: string;
  /** The same section's heading in the German article, the guide's original (null for the introduction). */
  german?: string | null;
}

export interface KnowledgeHit {
  slug: GuideSlug;
  title: string;
  url: string;
  heading: string;
  /** The section's id on the article's page, null for the introduction. */
  anchor: string | null;
  /** The one or two blocks of the section that fit the question best, in reading order. */
  excerpt: string[];
  score: number;
  /** The share of the question's weight (idf) that the section matches: 1 when every word is found. */
  coverage: number;
  /**
   * The share of the question's content tokens that occur anywhere in the language's guide (its vocabulary): low
   * when the question is about something the guide never speaks of (the weather, football, a restaurant), however
   * well one of its common words happens to match a section.
   */
  known: number;
  /** The question's subject words against the quoted section (subjectWords). */
  subject: SubjectWords;
  /**
   * The question's subject words themselves, as subjectWords counts them (four letters or more, no word of asking,
   * none the guide uses in many sections), outside Chinese and Japanese runs: "loyer" in "Quel est le loyer ?".
   */
  subjectList: string[];
  /**
   * How much of the quoted section's heading the question names (headingWords: 1 for "ودیعه" in a question about
   * the deposit section "ودیعه", 0 for the introduction).
   */
  headingNamed: number;
  /** The share of the question's words the quoted section's key terms name (termsNamed), 0 for the introduction. */
  termsNamed: number;
  /**
   * The question names key terms of the quoted section and they are a home's, not the words of any visit (section-
   * terms.ts's VISIT_HEADINGS): "Handyempfang", "fenêtres", "ramen" beside a viewing word say it is a home's.
   */
  homeTermsNamed?: boolean;
  /**
   * The question asks what a term means and names the term the quoted section's heading defines ("was heißt HWB" and
   * "HWB – der Heizwärmebedarf"): the guide's explanation, wherever it is asked.
   */
  definesTerm: boolean;
  /**
   * The question counts what the quoted section's key terms count ("how many years" and the affordability's "how
   * many years": the loan's term): the section's subject is the question's.
   */
  countsNamed: boolean;
}

interface IndexedDoc {
  section: GuideSection;
  tf: Map<string, number>;
  length: number;
  /** The section's own words (vocabularyOf): its heading, key terms and text, and its article's title and keywords. */
  vocabulary: Set<string>;
}

interface LangIndex {
  docs: IndexedDoc[];
  df: Map<string, number>;
  avgLength: number;
  titles: Map<GuideSlug, string>;
  vocabulary: Set<string>;
  /** The words of the articles' titles that only one title has (vocabularyOf): what the guide is about. */
  titleWords: Set<string>;
  /** The language's whole guide, normalized (text.ts), for KnowledgeBase.mentions. */
  text: string;
  /** Every paragraph, list item and table of the language's guide, normalized, for KnowledgeBase.answers. */
  blockTexts: string[];
  /** Whether a stem is in more than COMMON_SHARE of the sections (cached per stem). */
  common: (stem: string) => boolean;
  /** Per article, its title and introduction, normalized: what the whole article is about. */
  about: Map<GuideSlug, string>;
  /** The word has three letters and the guide writes it as a word of its own in few sections (an abbreviation). */
  rareShort: (word: string) => boolean;
  /**
   * The guide's words written with accents, by their form without them (plainLatin: "caucao" → "caução", "batiment"
   * → "bâtiment"), the form the guide uses most where two share one: a question typed without accents means them.
   */
  accented: Map<string, string>;
}

const K1 = 1.2;
const B = 0.75;
/**
 * A question is about the guide when its best section matches at least this share of its weight, and this score
 * (calibrated on the conversation test set).
 */
export const MIN_COVERAGE = 0.4;
export const MIN_SCORE = 3;
/** A match this strong is about the guide whatever its coverage (Chinese questions carry many unmatched bigrams). */
export const STRONG_SCORE = 7;
/** Below this best score no section fits a question well: a section whose heading it names whole is preferred. */
export const WEAK_FIT = 10;

/**
 * A section whose heading the question names whole ranks first when it scores at least this share of the best
 * section and that best one is named by none of the question's words: not its heading, its key terms, nor its
 * article's title or introduction (the search's leaderNamesNothing). Tried at 0.4: one purchase commission lost.
 */
const HEADING_FIRST_SHARE = 0.5;
/**
 * The share at which a heading the question names whole ranks first when its section's key terms also name more of
 * the question than the best-scoring section's do (headingFirst): "qual è l'importo massimo della cauzione" scores a
 * third of the purchase costs' maximum commission. Tried with no share: "huur in een oud gebouw" went to the viewing's
 * building, "utanför huset" too.
 */
const KEY_TERMS_FIRST_SHARE = 0.3;

/**
 * What a heading word the question names whole is worth when choosing the section to quote. Character 4-grams let
 * a long word outweigh a short one ("Mietwohnung" has eight, "Kaution" four); a question that names a section's
 * heading word ("Kaution", "Залог", "ودیعه") is about that section.
 */
const HEADING_WORD_BONUS = 10;
/** The languages that compound, whose guides write the word for the home inside longer words (text.ts's rule). */
const HOME_INSIDE: ReadonlySet<string> = new Set(['de', 'nl', 'sv']);
/** The share of the best passage's score a passage of a section whose heading the question names whole needs. */
const HEADED_SHARE = 0.8;
/**
 * What a block's section is worth when choosing the passage, times the section's score over the best section's: the
 * passage may come from another section of the article than the best-ranked one, but a section that fits the whole
 * question better keeps its block ahead of one that shares a single word with it (calibrated on the tune set).
 */
const SECTION_RANK_WEIGHT = 12;
/**
 * What a section's key terms are worth when choosing the passage, times the share of the question's words they name
 * (termsNamed): the key terms are the words people ask with, naming the section as its heading does ("¿Cuántos años
 * dura una hipoteca?" names "años" and "dura" of the affordability section's terms). Calibrated on the tune set: 20
 * to 30 gain without a loss.
 */
const TERMS_NAMED_WEIGHT = 25;
/**
 * The share of the best passage's score at which a passage of a section whose key terms name a word of the question
 * is chosen before it, when the best one's section says only when or what fits any visit and names nothing of the
 * question (neither its heading nor a key term). Calibrated on the tune set: the viewing's windows at 0.71 of "Danach".
 */
const TERMS_PASSAGE_SHARE = 0.6;
/** What a key-term phrase the question says whole counts for, as a share of the question's words (termsNamed). */
const PHRASE_NAMED = 0.75;
/**
 * How close to the best section's score a section naming key terms must come to rank first (see termsFirst): the
 * affordability's 0.71 for "Jakie koszty dochodzą do ceny przy zakupie mieszkania?" (its "koszty") is not close
 * enough beside the purchase costs' overview; the moving checklist's notice, at 0.74 and 0.84 of the fixed-term
 * leases, is.
 */
const TERMS_FIRST_SHARE = 0.72;
/** The share of a question's words a section's key terms must name to rank first by them (see termsFirst). */
const TERMS_FIRST_NAMED = 0.25;
/** How many times what the best-scoring section's key terms name another section's must name to rank first. */
const TERMS_FIRST_RATIO = 3;
/**
 * A home's area, normalized (text.ts: "m²" is "m2"): a number of two digits or more with its unit, "70 m2", "85 qm",
 * "60 mq", "100 kvm", "90 sqm", "100 м2", "80平米", "100 平方米", "۱۰۰ متر مربع", "100 م2"; not a scale's "per 1 m²"
 * ("1平方メートルあたり").
 */
const AREA_FIGURE = /\d\d\s*(?:(?:m2|qm|mq|kvm|sqm|sq\s?m|м2|кв\.?\s?м|m²)(?![a-z])|平米|平方|㎡|متر|م2)/u;
/**
 * A home's price, normalized: a figure of 10,000 or more written with its thousands ("300.000", "300 000", "€300,000")
 * or whole ("300000"), or hundreds with a word for thousand, in its cases too ("300k", "300mila", "300 mil", "300 tys",
 * "250 tysięcy", "300 тысяч", "300 bin", "300 الف", "300 هزار", "30万"). A rent ("1.300 €") or an amount in the thousands
 * is no home's price.
 */
const PRICE_FIGURE =
  /(?<![\d.,])(?:\d{2,3}(?:[.,\s]\d{3})+|\d{5,}|\d{2,3}\s*(?:k|mil|mila|tys(?:i[eę]cy|iące|iace)?|тыс|тысяч[аи]?|bin|الف|هزار)(?![\p{L}])|\d{1,4}\s*万)(?![\d])/u;
/** A short line ending in a colon: the lead-in of the list that follows it. */
const LEAD_IN = /^[^.!?。！？]{0,40}[:：]\s*$/u;
/** A heading word found in more than this share of a language's sections names no section in particular. */
const COMMON_SHARE = 0.2;

/** A measure of a section computed once per question: the ranking's comparisons ask it again and again. */
function perSection<T>(measure: (section: GuideSection) => T): (section: GuideSection) => T {
  const cache = new Map<GuideSection, T>();
  return (section) => {
    if (!cache.has(section)) cache.set(section, measure(section));
    return cache.get(section)!;
  };
}

/** A heading word's stem (text.ts's wordStem): the word without its inflected ending, in the language's own way. */
function headingStem(word: string, lang?: string): string {
  return wordStem(word, lang);
}

/**
 * The languages where a heading's word is named inside a question's word: those that compound ("Kaution" in
 * "Mietkaution"), Arabic and Persian with their attached articles and prepositions ("للكفالة"), and Chinese and
 * Japanese, written without spaces. Elsewhere a word names it from its start only: French "toujours" is no "jour".
 */
const INSIDE_WORDS: ReadonlySet<string> = new Set(['de', 'nl', 'sv', 'ar', 'fa', 'zh', 'ja']);

/**
 * The share of a heading's words (four letters or more, or a CJK run) the question's words contain as stems: 1 when
 * the question names the whole heading ("Kaution"), less for one word of several ("Kosten des Kredits"). Words the
 * guide uses in many sections (`common`: "Wohnung" in "Die Wohnung", "mutuo" in "Costi del mutuo") are left out: a
 * question naming them names no section in particular.
 */
function headingWords(
  heading: string,
  asked: Set<string>,
  common: (stem: string) => boolean = () => false,
  minLength = 4,
  lang?: string,
): number {
  let n = 0;
  let all = 0;
  for (const w of words(normalizeText(heading))) {
    const chars = [...w];
    if (chars.length < minLength && !/[\u3040-\u9fff]/.test(w)) continue;
    const stem = headingStem(w, lang);
    if (common(stem)) continue;
    all++;
    if ([...asked].some((a) => (lang === undefined || INSIDE_WORDS.has(lang) ? a.includes(stem) : a.startsWith(stem))))
      n++;
  }
  return all ? (n / all) ** 2 : 0;
}

/**
 * The term a heading defines: its part before a dash or colon ("fGEE" in "fGEE – der Gesamtenergieeffizienz-Faktor",
 * "Provision" in "Provision: das Bestellerprinzip", "HWB" in "HWB——供暖需求"), or null when it has none.
 */
export function headingTerm(heading: string): string | null {
  const m = /^(.+?)\s*(?:\s[–—-]\s|——|—|:\s|：)/u.exec(heading);
  return m && m[1]!.trim() ? m[1]!.trim() : null;
}

/**
 * How much of a section's heading the question names (headingWords), or of the term the heading defines, whichever
 * is more: a question naming "fGEE" or "HWB" names the section that explains it, however long its heading's
 * explanation. The term's words count from three letters, acronyms being short.
 */
export function headingNamedShare(
  heading: string,
  asked: Set<string>,
  common: (stem: string) => boolean = () => false,
  termCommon: (stem: string) => boolean = common,
  lang?: string,
): number {
  const term = headingTerm(heading);
  // A heading's part in brackets is another name of the same thing ("التأمين (الوديعة)", "Operating costs
  // (Betriebskosten)"): naming the part before it, or the bracketed one, names the heading whole.
  const parts = /^(.+?)\s*[(（]([^)）]+)[)）]\s*$/u.exec(heading);
  const named = parts
    ? Math.max(
        headingWords(heading, asked, common, 4, lang),
        headingWords(parts[1]!, asked, common, 4, lang),
        headingWords(parts[2]!, asked, common, 4, lang),
      )
    : headingWords(heading, asked, common, 4, lang);
  return Math.max(named, term ? headingWords(term, asked, termCommon, 3, lang) : 0);
}

/**
 * Everyday words for a thing the guide names with another word, per language: a question that uses one of them is
 * searched with the guide's words too, so it finds the section that explains the thing. Arabic speakers ask about
 * the deposit as "كفالة" (the guide says "التأمين (الوديعة)"), Persian speakers as "رهن" or "پول پیش" (the guide
 * says "ودیعه"). Only the everyday word leads to the guide's word: "تأمين" alone also means insurance. An everyday word
 * with another meaning as well leads there only beside one of the words listed third ("entrada" beside a loan).
 */
const EVERYDAY_WORDS: Partial<Record<LangCode, Array<[string[], string, string[]?]>>> = {
  // Getting rid of old things ("entsorgen", "loswerden") beside the move is the decluttering a few weeks before it,
  // said in the guide's words ("Ausmisten", "Sperrmüll"); without the move it is any disposal (batteries, a fridge).
  de: [[['entsorg', 'loswerden'], 'Ausmisten Sperrmüll Altstoffsammelzentren', ['umzug', 'umzieh', 'übersiedl']]],
  // The German "Kaution" written in the language's letters is the deposit too.
  ar: [
    [['كفالة', 'الكفالة', 'كاوتسيون', 'كاوسيون', 'كاوشن'], 'التأمين الوديعة'],
    [['رأس المال الخاص', 'رأس مال خاص'], 'الأموال الذاتية'],
    // Buying as a spoken verb ("لما اشتري بيت", "بدي اشتري"): the guide's purchase, "شراء".
    [['اشتري', 'أشتري', 'بشتري', 'نشتري', 'منشتري'], 'شراء'],
    // Cash ("كاش") put down beside a loan or a purchase is the own funds; the word is also Persian's "I wish", a
    // stop word, so it is found only as an everyday word.
    [['كاش'], 'الأموال الذاتية', ['قرض', 'شراء', 'اشتري', 'أشتري', 'بيت', 'شقة']],
    // The papers to ask for are "الأوراق" to the asker, "المستندات" to the guide (a single "ورقة" is a written quote).
    [['الأوراق', 'أوراق', 'اوراق', 'الاوراق', 'الورق'], 'المستندات'],
  ],
  fa: [
    [['رهن', 'پول پیش', 'کاوسیون', 'کاوتسیون', 'کائوسیون'], 'ودیعه'],
    // A payment in advance is a loan's down payment only beside the loan.
    [['پیش‌پرداخت', 'پیش پرداخت'], 'سرمایه شخصی', ['وام']],
    // The landlord is "صاحبخانه" (spoken "صاحبخونه") to the asker, "موجر" to the guide: a word the guide knows, searched
    // as itself, since the landlord is named in questions on every article (the papers to ask for at a viewing too).
    // The energy a home uses is its "مصرف", the certificate's values its "نیاز" (demand).
    [['صاحبخونه', 'صاحبخانه', 'صاحب خانه', 'صاحب‌خانه', 'صاحب خونه', 'صاحبخونم', 'صاحبخانه‌ام'], ''],
    [['مصرف انرژی', 'مصرف گرما', 'مصرف گرمایش', 'مصرف سوخت'], 'نیاز انرژی'],
  ],
  // The papers one asks for: the guide says "documentos". The down payment, "entrada", also means the way in: only
  // beside a loan's word.
  es: [
    [['papeles'], 'documentos'],
    // Getting rid of old things beside the move is the section's decluttering (see de).
    [['deshacer', 'tirar', 'tiro '], 'haga limpieza centros de reciclaje', ['mudanza', 'mudarme', 'mudar']],
    // Going to see a flat is the viewing (see en).
    [['ver un piso', 'ver una casa', 'ver un apartamento', 'ver una vivienda', 'ver pisos'], 'lista de comprobación'],
    [['entrada'], 'fondos propios', ['hipoteca', 'préstamo', 'crédito']],
  ],
  // Brazilian Portuguese says otherwise what the European Portuguese guide says: the rent is "aluguel" (the guide:
  // "renda"), giving notice "avisar com antecedência" ("pré-aviso").
  pt: [
    [['entrada'], 'capitais próprios', ['crédito', 'empréstimo', 'hipoteca', 'financiamento']],
    // Getting rid of old things beside the move is the section's decluttering (see de).
    [['desfazer', 'livrar', 'deitar fora', 'jogar fora'], 'arrume centros de recolha', ['mudança', 'mudanca', 'mudar']],
    // Going to see a flat is the viewing (see en).
    [
      ['ver um apartamento', 'ver uma casa', 'ver casa', 'ver um apê', 'ver um imóvel', 'ver apartamentos'],
      'lista de verificação',
    ],
    [['aluguel'], 'renda'],
    [['avisar', 'antecedência', 'antecedencia'], 'pré-aviso'],
  ],
  // A deposit is a purchase's down payment beside a loan or a purchase; else it is the rent's deposit.
  en: [
    [['down payment', 'downpayment'], 'own funds'],
    // Getting rid of old things beside the move is the section's decluttering (see de).
    [
      ['get rid of', 'dispose of', 'dump', 'throw away', 'throw out'],
      'declutter recycling centres',
      ['move', 'moving'],
    ],
    // Going to see a flat is the viewing, whose article's title names it (the checklist): the title's word counts in
    // every section of the article alike, so the question's other words choose the section. "A flat", not "the flat":
    // seeing the flat is a request to view it (classify.ts).
    [
      [
        'see a place',
        'see a flat',
        'see an apartment',
        'see a house',
        'look at a flat',
        'look at a place',
        'look round a flat',
      ],
      'checklist',
    ],
    [['deposit'], 'own funds', ['mortgage', 'loan', 'lender', 'buy', 'purchase']],
  ],
  // The purchase tax is "契税" (deed tax) in everyday Chinese; the guide says "房产转让税".
  zh: [
    [['首付'], '自有资金'],
    [['契税'], '房产转让税'],
  ],
  // Japanese asks for the knack (コツ) of a thing, Turkish for advice (tavsiye), where the guide's heading says "tip".
  ja: [
    [['頭金'], '自己資金'],
    [['コツ'], 'ヒント'],
    // The KIM rules are "KIM規則" in the guide, as often "KIM規制" (regulation) when asked.
    [['規制'], '規則'],
  ],
  // The down payment in everyday words; the guide's heading says "own funds". A salary is the guide's income.
  // So is the money put aside ("de côté") beside a loan or a purchase.
  fr: [
    [['apport personnel', 'apport'], 'fonds propres'],
    // Getting rid of old things beside the move is the section's decluttering (see de).
    [['débarrasser', 'jeter', 'bazarder'], 'triez centres de recyclage', ['déménag']],
    [['de côté'], 'fonds propres', ['prêt', 'crédit', 'hypothèque', 'acheter', 'achat']],
    [['salaire'], 'revenu'],
    // Going to see a flat is the viewing (see en).
    [['voir un appartement', 'voir un appart', 'voir une maison', 'voir un logement'], 'liste de contrôle'],
  ],
  // One's own money ("soldi miei") or money put aside beside a loan or a purchase: the own funds.
  it: [
    // Getting rid of old things beside the move is the section's decluttering (see de).
    [['buttare', 'sbarazzar', 'disfar'], 'fate ordine centri di raccolta', ['trasloc']],
    [
      ['soldi miei', 'miei soldi', 'mettere da parte', 'messo da parte', 'messi da parte'],
      'mezzi propri',
      ['mutuo', 'prestito', 'comprare', 'acquist', 'banca'],
    ],
    // Going to see a flat is the viewing (see en).
    [
      ['vedere un appartamento', 'vedere una casa', 'vedere casa', 'vedere un bilocale', 'vedere un trilocale'],
      'checklist',
    ],
  ],
  // A lease is a "huurovereenkomst" as often as the guide's "huurcontract": a word of renting, which names no section
  // of the renting article in particular ("huurcontract" would name the fixed-term leases).
  nl: [
    [['eigen geld'], 'eigen middelen'],
    // Getting rid of old things beside the move is the section's decluttering (see de).
    [['weggooien', 'kwijtraken', 'wegdoen', 'afvoeren'], 'ruim op milieuparken', ['verhuiz', 'verhuis']],
    // Savings ("gespaard", "opzij gezet") beside a loan or a purchase are the own funds.
    [['gespaard', 'spaargeld', 'opzij'], 'eigen middelen', ['hypotheek', 'lening', 'kopen', 'koop']],
    [['huurovereenkomst'], 'huur'],
    // Going to see a flat is the viewing (see en).
    [
      [
        'een woning bekijken',
        'een huis bekijken',
        'een appartement bekijken',
        'een woning ga bekijken',
        'een huis ga bekijken',
        'een appartement ga bekijken',
        'een woning gaan bekijken',
        'een huis gaan bekijken',
      ],
      'checklist',
    ],
  ],
  // The buying costs are "extra kostnader" in the guide, "extrakostnader" as one word when asked.
  sv: [
    [['kontantinsats'], 'egen insats'],
    [['extrakostnad'], 'extra kostnader'],
    // The deposit as the security a landlord asks ("hyresvärden vill ha 7 hyror i säkerhet"), beside a word of renting
    // ("säkerhet" alone is any safety); what is lawful is what the guide calls allowed ("tillåtet").
    [['säkerhet'], 'deposition', ['hyr']],
    [['lagligt', 'laglig', 'olagligt', 'lagen'], 'tillåtet'],
  ],
  pl: [[['wkład własny', 'wkładu własnego', 'wkładem własnym'], 'środki własne']],
  tr: [
    [['öz sermaye', 'özsermaye', 'peşinat'], 'öz kaynak'],
    [['tavsiye', 'tavsiyen', 'tavsiyeniz'], 'ipucu'],
    // A lease is a "kontrat" in everyday Turkish; the guide says "sözleşme".
    [['kontrat'], 'sözleşme'],
  ],
};

/** The entries of EVERYDAY_WORDS a question uses. */
function everydayOf(question: string, lang: LangCode) {
  const normalized = normalizeText(question);
  return (EVERYDAY_WORDS[lang] ?? []).filter(
    ([everyday, , beside]) =>
      everyday.some((w) => normalized.includes(normalizeText(w))) &&
      (!beside || beside.some((w) => normalized.includes(normalizeText(w)))),
  );
}

/** The question with the guide's words for the everyday words it uses (see EVERYDAY_WORDS). */
export function withGuideWords(question: string, lang: LangCode): string {
  const added = everydayOf(question, lang)
    .map(([, guide]) => guide)
    .filter(Boolean);
  return added.length ? `${question} ${added.join(' ')}` : question;
}

/** The everyday words a question uses that the guide says otherwise (EVERYDAY_WORDS): words the guide knows. */
function everydayWords(question: string, lang: LangCode): string[] {
  return everydayOf(question, lang).flatMap(([everyday]) => everyday.map((w) => unaccented(normalizeText(w))));
}

function plain(markdown: string): string {
  return markdown
    .replace(/\*\*|__|`/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .trim();
}

/**
 * The bold term a block opens with, up to a colon: "Grunderwerbsteuer" in "**Grunderwerbsteuer: 3,5 %** des
 * Kaufpreises", "Fixzins" in "**Fixzins:** die Rate …", "fGEE" in "**fGEE** vergleicht …"; "" when it opens otherwise.
 */
function leadOf(markdown: string): string {
  const bold = /^\*\*(.+?)\*\*/u.exec(markdown.trim());
  return bold ? plain(bold[1]!.split(/[:：]/u)[0]!) : '';
}

/** Sections of one article: the text before the first heading is the introduction, under the title. */
export function sectionsOf(slug: GuideSlug, title: string, body: string): GuideSection[] {
  const sections: GuideSection[] = [];
  // The ids the page gives its headings: Astro's Markdown uses github-slugger, counting repeats per article.
  const slugger = new GithubSlugger();
  let current: GuideSection = { slug, title, heading: title, anchor: null, blocks: [], leads: [], terms: '' };
  let paragraph: string[] = [];
  let table: string[] = [];
  const push = (markdown: string, text: string) => {
    current.blocks.push(text);
    current.leads.push(leadOf(markdown));
  };
  const flushParagraph = () => {
    if (paragraph.length) push(paragraph.join(' '), plain(paragraph.join(' ')));
    paragraph = [];
  };
  const flushTable = () => {
    if (table.length) push('', table.join('; '));
    table = [];
  };
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^#{2,3}\s+(.*)$/.exec(line);
    if (heading) {
      flushParagraph();
      flushTable();
      if (current.blocks.length) sections.push(current);
      const text = plain(heading[1]!);
      current = { slug, title, heading: text, anchor: slugger.slug(text), blocks: [], leads: [], terms: '' };
    } else if (line.startsWith('|')) {
      flushParagraph();
      const cells = line
        .split('|')
        .map((c) => plain(c))
        .filter(Boolean);
      if (!cells.every((c) => /^-+$/.test(c))) table.push(cells.join(' '));
    } else if (/^[-*]\s+/.test(line)) {
      flushParagraph();
      flushTable();
      const item = line.replace(/^[-*]\s+/, '');
      push(item, plain(item));
    } else if (!line) {
      flushParagraph();
      flushTable();
    } else paragraph.push(line);
  }
  flushParagraph();
  flushTable();
  if (current.blocks.length) sections.push(current);
  return sections;
}

function termFrequencies(list: string[]): Map<string, number> {
  const tf = new Map<string, number>();
  for (const t of list) tf.set(t, (tf.get(t) ?? 0) + 1);
  return tf;
}

interface Article {
  slug: GuideSlug;
  title: string;
  keywords: string;
  body: string;
}

/**
 * An article's sections with their key terms (section-terms.ts): the nth heading of every language's article is the
 * nth of the German one, whose heading names the section's terms.
 */
function sectionsWithTerms(a: Article, lang: LangCode, germanHeadings: string[]): GuideSection[] {
  const sections = sectionsOf(a.slug, a.title, a.body);
  let n = 0;
  for (const section of sections) {
    if (!section.anchor) continue;
    const german = germanHeadings[n++];
    section.german = german ?? null;
    if (german) section.terms = sectionTerms(a.slug, german, lang);
  }
  return sections;
}

function buildIndex(articles: Article[], lang: LangCode, germanHeadings: Map<GuideSlug, string[]>): LangIndex {
  const docs: IndexedDoc[] = [];
  const titles = new Map<GuideSlug, string>();
  const vocabulary = new Set<string>();
  for (const a of articles) {
    titles.set(a.slug, a.title);
    const sections = sectionsWithTerms(a, lang, germanHeadings.get(a.slug) ?? []);
    for (const v of vocabularyOf(`${a.title} ${a.keywords} ${a.body} ${sections.map((s) => s.terms).join(' ')}`))
      vocabulary.add(v);
    for (const section of sections) {
      // Title and keywords count with every section: a question naming the topic finds its article; the section's
      // key terms count like its heading, naming what it is about in the words people ask with.
      const list = [
        ...tokens(`${a.title} ${a.keywords} ${section.heading} ${section.heading} ${section.blocks.join(' ')}`),
        ...termTokens(section.terms),
      ];
      docs.push({
        section,
        tf: termFrequencies(list),
        length: list.length,
        vocabulary: vocabularyOf(
          `${a.title} ${a.keywords} ${section.heading} ${section.terms} ${section.blocks.join(' ')}`,
        ),
      });
    }
  }
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d.tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const avgLength = docs.reduce((s, d) => s + d.length, 0) / Math.max(1, docs.length);
  const text = normalizeText(articles.map((a) => `${a.title} ${a.keywords} ${plain(a.body)}`).join('\n'));
  const sectionTexts = docs.map((d) => normalizeText(`${d.section.heading} ${d.section.blocks.join(' ')}`));
  const spread = new Map<string, boolean>();
  const common = (stem: string) => {
    let c = spread.get(stem);
    if (c === undefined) {
      c = sectionTexts.filter((t) => t.includes(stem)).length > COMMON_SHARE * sectionTexts.length;
      spread.set(stem, c);
    }
    return c;
  };
  const blockTexts = docs.flatMap((d) => d.section.blocks.map(normalizeText));
  const about = new Map<GuideSlug, string>();
  for (const d of docs)
    if (!d.section.anchor) about.set(d.section.slug, normalizeText(`${d.section.title} ${d.section.blocks.join(' ')}`));
  const titleCount = new Map<string, number>();
  for (const a of articles) for (const w of vocabularyOf(a.title)) titleCount.set(w, (titleCount.get(w) ?? 0) + 1);
  const titleWords = new Set([...titleCount].filter(([, n]) => n === 1).map(([w]) => w));
  // A word of three letters is mostly a function word, but one the guide writes as a word of its own in few sections
  // is an abbreviation naming a thing ("IVA", "btw", "USt": the value-added tax on rents and commissions), a subject.
  const shortWords = new Map<string, boolean>();
  const rareShort = (w: string) => {
    let rare = shortWords.get(w);
    if (rare === undefined) {
      const found =
        [...w].length === SUBJECT_LENGTH - 1 &&
        /^\p{L}+$/u.test(w) &&
        sectionTexts.filter((t) => containsWord(t, [w])).length;
      rare = !!found && found <= RARE_SHORT_SECTIONS;
      shortWords.set(w, rare);
    }
    return rare;
  };
  const accentedCount = new Map<string, Map<string, number>>();
  const written = new Set<string>();
  for (const w of words(text)) {
    if ([...w].length < ACCENTED_LENGTH || CJK.test(w)) continue;
    const bare = plainLatin(w);
    if (bare === w) {
      written.add(w);
      continue;
    }
    const forms = accentedCount.get(bare) ?? new Map<string, number>();
    forms.set(w, (forms.get(w) ?? 0) + 1);
    accentedCount.set(bare, forms);
  }
  const accented = new Map(
    [...accentedCount]
      .filter(([bare]) => !written.has(bare))
      .map(([bare, forms]) => [bare, [...forms].sort((a, b) => b[1] - a[1])[0]![0]] as const),
  );
  return { docs, df, avgLength, titles, vocabulary, titleWords, text, blockTexts, common, about, rareShort, accented };
}

/** A word typed without accents is given the guide's accents from this many letters: shorter ones are mostly function
 * words, which a language writes both ways ("a" and "à", "e" and "é"). */
const ACCENTED_LENGTH = 4;

/**
 * The question with the accents of the guide's words restored where it was typed without any (plainLatin): "o
 * senhorio pode pedir quanto de caucao?" is matched as "caução", the section's heading and text, not only by the key
 * terms (termsNamed compares those plain). A word the guide also writes as typed (without accents) stays as it is.
 */
function withAccents(question: string, index: LangIndex): string {
  const normalized = normalizeText(question);
  if (plainLatin(normalized) !== normalized) return question;
  return question.replace(/\p{L}+/gu, (w) => {
    const lower = normalizeText(w);
    if ([...lower].length < ACCENTED_LENGTH) return w;
    return index.accented.get(lower) ?? w;
  });
}

const HIRAGANA = /[\u3040-\u309f]/;

/**
 * The matching tokens of a section's key terms: a pair of two hiragana ("った", "たら" of "終わったら") is an ending of
 * Japanese grammar that any sentence in the past tense has, no part of what the term names, so it is left out: the
 * term counts by its kanji and katakana ("終わ", "た後"), as specific as the thing it names.
 */
function termTokens(terms: string): string[] {
  return tokens(terms).filter((t) => !/^[\u3040-\u309f]{2}$/u.test(t));
}
const HIRAGANA_RUN = /[\u3040-\u309f]+/;
/**
 * Arabic and Persian words carry the article and prepositions attached: "للكفالة" is "الكفالة" is "كفالة" (text.ts's
 * ARABIC_ATTACHED, spelt as normalizeText writes it), with three letters left at least.
 */
const ATTACHED = new RegExp(`^${ARABIC_ATTACHED}(?=\\p{L}{3})`, 'u');

/** A word without its accents ("loué" → "loue"), so "loué" finds the guide's "louer". */
const unaccented = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

/**
 * The word's key in the vocabulary: its stem in a language of rich endings, else the whole word up to five letters,
 * else all but its last two (an ending).
 */
function vocabularyKey(word: string, lang?: string): string {
  // A language of rich endings (text.ts's stripEndings) finds a word by its stem: "фиксированными" is the guide's
  // "фиксированная", "aidatlardan" its "aidat".
  const stem = stripEndings(word, lang);
  if (stem !== word && [...stem].length >= 4) return stem;
  const chars = [...word];
  return chars.length <= 5 ? word : chars.slice(0, Math.max(5, chars.length - 2)).join('');
}

/**
 * The guide's vocabulary: every prefix of four letters or more of each of its words (with and without an attached
 * Arabic article), each whole word marked with "=", and every Chinese or Japanese character pair.
 */
function vocabularyOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of words(normalizeText(text))) {
    if (CJK.test(w)) {
      for (const t of tokens(w)) out.add(t);
      continue;
    }
    for (const form of new Set([unaccented(w), unaccented(w).replace(ATTACHED, '')])) {
      const chars = [...form];
      for (let i = 4; i <= chars.length; i++) out.add(chars.slice(0, i).join(''));
      out.add(`=${form}`);
    }
  }
  return out;
}

/**
 * A compound whose first part is a word of the guide of five letters or more and at least two fifths of the
 * compound: "lagfartsskatten" begins with the guide's "lagfart", "Mietvertragsverlängerung" with "Mietvertrag".
 */
function compoundHead(vocabulary: ReadonlySet<string>, word: string): boolean {
  const chars = [...word];
  for (let i = chars.length - 1; i >= Math.max(5, Math.ceil(chars.length * 0.4)); i--)
    if (vocabulary.has(`=${chars.slice(0, i).join('')}`)) return true;
  return false;
}

/** Whether a vocabulary has an unaccented word: a word beginning like it (vocabularyKey), or one it begins with. */
function inVocabulary(vocabulary: ReadonlySet<string>, w: string, lang?: string): boolean {
  return (
    vocabulary.has(vocabularyKey(w, lang)) ||
    vocabulary.has(vocabularyKey(w.replace(ATTACHED, ''), lang)) ||
    compoundHead(vocabulary, w)
  );
}

/**
 * The written forms of a colloquial Persian word, as the guide writes Persian: spoken "ون" is written "ان" or "وان"
 * ("صاحبخونه" → "صاحبخانه", "تونه" → "توانه"), a spoken verb ending "ه" is written "د" ("بگیره" → "بگیرد", "تونه" →
 * "تواند"), and the verb prefix "می" typed without its half-space is a word of its own ("میتونه" → "تونه").
 */
export function persianWritten(word: string): string[] {
  const bases = [word];
  if (/^ن?می\p{L}{3}/u.test(word)) bases.push(word.replace(/^ن?می/u, ''));
  // Spoken "خوا" drops the "ه" of "خواه" ("بخوام", "میخوام": "بخواهم", "میخواهم").
  for (const b of [...bases]) if (/خوا(?!ه)/u.test(b)) bases.push(b.replace(/خوا(?!ه)/u, 'خواه'));
  // The guide speaks to the reader ("ببینید", "بخواهید"); the asker says the verb of themselves ("ببینم", "بخوام",
  // "بپرسیم"), and a negated verb is the verb ("نداره": "داره").
  for (const b of [...bases]) {
    if (/^(?:ب|ن)\p{L}{2,}ی?م$/u.test(b)) bases.push(b.replace(/ی?م$/u, 'ید'));
    if (/^ن(?:دار|کن|شو|باش|خواه|خوا|تون|گیر|ده|دی)/u.test(b)) bases.push(b.slice(1));
  }
  const out = new Set<string>();
  for (const b of bases) {
    for (const v of new Set([b, b.replace(/ون/gu, 'ان'), b.replace(/ون/gu, 'وان')])) {
      out.add(v);
      if (v.endsWith('ه') && [...v].length >= 4) {
        out.add(`${v.slice(0, -1)}د`);
        // The spoken copula "ه" ("is") ends an adjective or a noun: "خوبه", "بهتره", "قانونیه" are "خوب", "بهتر", "قانونی".
        out.add(v.slice(0, -1));
      }
    }
  }
  out.delete(word);
  return [...out];
}

/**
 * The share of a question's content words found in the guide's vocabulary (see KnowledgeHit.known): a word is found
 * when the guide has a word that begins like it (vocabularyKey: an inflected ending does not hide it), or begins with one (compoundHead). Words of
 * fewer than four letters are left out: they are the function words every language's guide is full of; so is a word
 * of asking the guide does not write (text.ts's isAskingWord). Chinese and
 * Japanese count their character pairs at half weight, since about half of the pairs of an unsegmented sentence
 * straddle two words and are found in no text.
 */
export function vocabularyShare(
  vocabulary: ReadonlySet<string>,
  question: string,
  lang?: LangCode,
  everyday: readonly string[] = [],
): number {
  let all = 0;
  let found = 0;
  for (let w of words(normalizeText(question))) {
    if (CJK.test(w)) {
      for (const t of tokens(w, true)) {
        all += 0.5;
        if (vocabulary.has(t)) found++;
      }
      continue;
    }
    if ([...w].length < 4 || !tokens(w, true).length) continue;
    const asking = isAskingWord(w);
    w = unaccented(w);
    // Persian is asked in its spoken forms, which the guide writes otherwise (persianWritten).
    // An everyday word the guide says in its own words ("كفالة", "کاوسیون": the deposit) is known to it.
    const known =
      inVocabulary(vocabulary, w, lang) ||
      everyday.some((e) => w.includes(e)) ||
      (lang === 'fa' && persianWritten(w).some((f) => inVocabulary(vocabulary, f, lang)));
    // A word of asking ("vilka", "powinienem") counts when the guide writes it and is left out when it does not.
    if (asking && !known) continue;
    all++;
    if (known) found++;
  }
  return all ? Math.min(1, found / all) : 1;
}

/** A subject word has this many letters or more, as in vocabularyShare: shorter ones are mostly function words. */
const SUBJECT_LENGTH = 4;
/** A short word in at most this many of a language's sections is an abbreviation of the guide's, not a function word. */
const RARE_SHORT_SECTIONS = 3;

export interface SubjectWords {
  /** Subject words the quoted section (with its article's title and keywords) uses. */
  inSection: number;
  /** Subject words the language's guide never uses. */
  unknown: number;
}

/**
 * The subject words of an unsegmented Chinese or Japanese run, from its character pairs. Japanese writes its particles
 * and endings in hiragana between words of kanji or katakana, so the run is first cut there and the hiragana left out
 * ("就職の面接は準備…" → "就職", "面接", "準備"); Chinese has no such cut. Within a piece, a word of two characters or
 * more is a row of pairs, and a pair that straddles two words is found in no text: a row of pairs the guide never
 * uses is a word unknown to it when it is two pairs or more ("面试" with the pairs either side of it) or the whole
 * piece ("面接"), where a single unknown pair between known ones is only a straddle; a row of pairs the section uses,
 * other than pairs common across the guide's sections, is one word it uses ("押金"). A pair with a function character
 * (text.ts's hasFunctionChar: "多久", "最短", "的押") is a way of asking or a straddle beside one, and ends a row.
 */
function cjkSubjectWords(
  section: ReadonlySet<string>,
  guide: ReadonlySet<string>,
  run: string,
  common: (pair: string) => boolean,
  out: SubjectWords,
): void {
  const pieces = HIRAGANA.test(run) ? run.split(HIRAGANA_RUN).filter((p) => [...p].length >= 2) : [run];
  for (const piece of pieces) {
    const chars = [...piece];
    const pairs = chars.length - 1;
    let unknownRow = 0;
    let sectionRow = 0;
    const close = () => {
      if (unknownRow >= 2 || (unknownRow >= 1 && unknownRow === pairs)) out.unknown++;
      if (sectionRow >= 1) out.inSection++;
      unknownRow = 0;
      sectionRow = 0;
    };
    for (let i = 0; i < pairs; i++) {
      const pair = chars[i]! + chars[i + 1]!;
      if (hasFunctionChar(pair)) close();
      else if (!guide.has(pair)) {
        if (sectionRow) close();
        unknownRow++;
      } else if (section.has(pair) && !common(pair)) {
        if (unknownRow) close();
        sectionRow++;
      } else close();
    }
    close();
  }
}

/**
 * A German verb's particle ends its clause ("ich zieh nächsten Monat um", "wo meld ich mich um?"): the verb is the
 * particle's compound the guide writes ("umziehen", "ummelden"). An adjective or a colloquial verb carries an ending
 * the guide's word has not ("ein fixer Zinssatz" is the guide's "fix").
 */
const GERMAN_PARTICLES = ['um', 'an', 'ab', 'aus', 'ein', 'mit', 'auf', 'vor', 'los', 'weg'];
const GERMAN_ENDINGS = ['em', 'en', 'er', 'es', 'e'];

function germanForms(word: string, said: readonly string[]): string[] {
  return [
    ...GERMAN_PARTICLES.filter((p) => said.includes(p)).map((p) => p + word),
    ...GERMAN_ENDINGS.filter((e) => word.endsWith(e) && [...word].length - e.length >= 3).map(
      (e) => `=${word.slice(0, -e.length)}`,
    ),
  ];
}

/** Whether a vocabulary has a word, or for German one of its forms (germanForms). */
function inVocabularyAs(vocabulary: ReadonlySet<string>, w: string, forms: readonly string[], lang?: string) {
  return (
    inVocabulary(vocabulary, w, lang) ||
    forms.some((f) => (f.startsWith('=') ? vocabulary.has(f) : inVocabulary(vocabulary, f, lang)))
  );
}

/**
 * The question's subject words against a section: its words of SUBJECT_LENGTH letters or more that are neither words
 * of asking (isAskingWord) nor words the guide uses in many sections (`common`: "Wohnung", "costs", "pour"), counted
 * as used by the section or unknown to the whole guide (matched as vocabularyShare matches). Chinese and Japanese
 * runs are counted from their character pairs (cjkSubjectWords).
 */
export function subjectWords(
  section: ReadonlySet<string>,
  guide: ReadonlySet<string>,
  question: string,
  common: (word: string) => boolean = () => false,
  everyday: readonly string[] = [],
  lang?: string,
): SubjectWords {
  const out: SubjectWords = { inSection: 0, unknown: 0 };
  const said = words(normalizeText(question));
  for (const word of said) {
    if (CJK.test(word)) {
      cjkSubjectWords(section, guide, word, common, out);
      continue;
    }
    if ([...word].length < SUBJECT_LENGTH || !tokens(word, true).length) continue;
    if (isAskingWord(word) || common(word)) continue;
    const w = unaccented(word);
    const forms = lang === 'de' ? germanForms(w, said.map(unaccented)) : [];
    if (inVocabularyAs(section, w, forms, lang)) out.inSection++;
    // An everyday word the guide says in its own words (EVERYDAY_WORDS) is no word unknown to it, as vocabularyShare
    // counts it known: "huurovereenkomst" is the guide's "huurcontract".
    // A spoken Persian form whose written form the guide uses (persianWritten) is no word unknown to it either.
    else if (
      !inVocabularyAs(guide, w, forms, lang) &&
      !everyday.some((e) => w.includes(e)) &&
      !(lang === 'fa' && persianWritten(w).some((f) => inVocabulary(guide, f, lang)))
    )
      out.unknown++;
  }
  return out;
}

function idfOf(index: LangIndex, term: string): number {
  const n = index.docs.length;
  const df = index.df.get(term) ?? 0;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

function coverage(index: LangIndex, query: Map<string, number>, doc: { tf: Map<string, number> }): number {
  let all = 0;
  let found = 0;
  for (const term of query.keys()) {
    const idf = idfOf(index, term);
    all += idf;
    if (doc.tf.has(term)) found += idf;
  }
  return all ? found / all : 0;
}

function bm25(
  index: LangIndex,
  query: Map<string, number>,
  doc: { tf: Map<string, number>; length: number },
  idfFor: (term: string) => number = (term) => idfOf(index, term),
) {
  let score = 0;
  for (const [term, weight] of query) {
    const f = doc.tf.get(term);
    if (!f) continue;
    const idf = idfFor(term);
    score += (weight * idf * f * (K1 + 1)) / (f + K1 * (1 - B + (B * doc.length) / index.avgLength));
  }
  return score;
}

/**
 * The question's tokens with their weights: a word's k character 4-grams weigh 1/√k each, so a long word counts
 * more than a short one but not k times as much: "Mietwohnung" (eight 4-grams) no longer outweighs "Kaution" (four)
 * two to one (`alpha` 0.5; calibrated on the tune set: 1/k loses the long words' extra meaning, 1 lets them drown
 * the rest). Chinese and Japanese character pairs count one each.
 */
export function queryWeights(question: string, alpha = 0.5): Map<string, number> {
  const out = new Map<string, number>();
  for (const w of words(normalizeText(question))) {
    const list = tokens(w, true);
    if (!list.length) continue;
    const weight = CJK.test(w) ? 1 : list.length ** -alpha;
    for (const t of list) out.set(t, (out.get(t) ?? 0) + weight);
  }
  return out;
}

export interface KnowledgeBase {
  search(question: string, lang: LangCode, limit?: number): KnowledgeHit[];
  /**
   * True when the question names a word of one of the language's articles' titles that no other title has ("bostad",
   * "Besichtigung", "energetyczne"): a subject the guide is about.
   */
  namesTitle(question: string, lang: LangCode): boolean;
  /**
   * True when the language's guide knows the word (normalized): it writes a word beginning like it, or one the word
   * begins with as a compound does (vocabularyShare's rule). The word lists' keys use it to tell a word's part from the
   * start of a name (text.ts's containsAny).
   */
  knows(word: string, lang: LangCode): boolean;
  /** True when the language's guide uses the word (containsStem): a subject it speaks of is never off-topic. */
  mentions(word: string, lang: LangCode): boolean;
  /**
   * True when one paragraph of the language's guide names a word of every group (containsStem): the guide speaks of
   * that thing there (intents.ts's GUIDE_GAPS).
   */
  answers(ask: readonly (readonly string[])[], lang: LangCode): boolean;
  /** The article list of a language (title and address), for the model's tool and the admin view. */
  articles(lang: LangCode): { slug: GuideSlug; title: string; url: string }[];
}

/** Reads every article of every language from `dir` (content/guide) once. */
export function loadKnowledgeBase(dir: string): KnowledgeBase {
  const indexes = new Map<string, LangIndex>();
  const langs = fs.existsSync(dir) ? fs.readdirSync(dir).filter((d) => /^[a-z]{2}$/.test(d)) : [];
  const read = (lang: string) => {
    const articles: Article[] = [];
    for (const slug of GUIDE_SLUGS) {
      const file = path.join(dir, lang, `${slug}.md`);
      if (!fs.existsSync(file)) continue;
      const parsed = parseGuideFile(fs.readFileSync(file, 'utf8'));
      if (parsed) articles.push({ slug, title: parsed.data.title, keywords: parsed.data.keywords, body: parsed.body });
    }
    return articles;
  };
  // The German headings name each section's key terms (sectionsWithTerms).
  const germanHeadings = new Map<GuideSlug, string[]>(
    read('de').map((a) => [a.slug, sectionsOf(a.slug, a.title, a.body).flatMap((s) => (s.anchor ? [s.heading] : []))]),
  );
  for (const lang of langs) indexes.set(lang, buildIndex(read(lang), lang as LangCode, germanHeadings));
  // A heading the German guide writes only with words common across its sections ("Die Wohnung": "Wohnung" is in a
  // third of them) names no section in particular, in any language: a question about a flat does not name "The flat",
  // "L'appartement" or "آپارتمان", though those languages' guides happen to use the word less often.
  const german = indexes.get('de');
  const genericHeadings = new Set<string>();
  if (german)
    for (const [slug, list] of germanHeadings)
      for (const heading of list) {
        const stems = words(normalizeText(heading))
          .filter((w) => [...w].length >= 4)
          .map((w) => headingStem(w));
        if (stems.length && stems.every((stem) => german.common(stem))) genericHeadings.add(`${slug}/${heading}`);
      }

  const generic = (section: GuideSection) => genericHeadings.has(`${section.slug}/${section.german}`);
  // The words of each language's generic headings ("Die Wohnung", "The flat", "Bostaden"): the word for the home.
  const homeWordsOf = new Map<string, Set<string>>();
  for (const [lang, index] of indexes)
    homeWordsOf.set(
      lang,
      new Set(
        index.docs
          .filter((d) => generic(d.section))
          .flatMap((d) => words(normalizeText(d.section.heading)))
          .filter((w) => [...w].length >= 4)
          .map((w) => headingStem(unaccented(w), lang)),
      ),
    );

  return {
    knows(word, lang) {
      const index = indexes.get(lang);
      const w = unaccented(word);
      return !!index && [...w].length >= 4 && inVocabulary(index.vocabulary, w, lang);
    },
    search(question, lang, limit = 1) {
      const index = indexes.get(lang) ?? indexes.get('de');
      if (!index) return [];
      const homeWords = new Set(
        HOME_INSIDE.has(lang)
          ? [
              ...(homeWordsOf.get(lang) ?? []),
              ...(HOME_WORDS[lang] ?? []).map((w) => headingStem(unaccented(normalizeText(w)), lang)),
            ]
          : [],
      );
      const everyday = everydayWords(question, lang);
      const subjectList = words(normalizeText(question)).filter(
        (w) =>
          !CJK.test(w) &&
          ([...w].length >= SUBJECT_LENGTH || index.rareShort(unaccented(w))) &&
          tokens(w, true).length > 0 &&
          !isAskingWord(w) &&
          !index.common(headingStem(unaccented(w), lang)),
      );
      // Whether the question was typed without its language's accents, before they are restored (withAccents).
      const typedPlain = plainLatin(normalizeText(question)) === normalizeText(question);
      question = withGuideWords(withAccents(question, index), lang);
      const query = queryWeights(question);
      // The passage is chosen with every token at full weight: within one article the long word that names the
      // thing ("Eigenkapital") should decide, where across articles it must not drown the rest of the question.
      // The passage is chosen without the word for the home a generic heading is made of ("Wohnung" of "Die
      // Wohnung") in the languages that compound (HOME_INSIDE), nor the other everyday words for it (section-terms.ts's
      // HOME_WORDS: "lägenhet" where the heading says "Bostaden"): every article is about a home, and found inside a
      // longer word of a block ("Eigentumswohnungen", "ägarlägenheter") it would draw the passage to that block
      // whatever else is asked.
      const passageWords = words(normalizeText(question)).filter(
        (w) => CJK.test(w) || [...w].length < 4 || !homeWords.has(headingStem(unaccented(w), lang)),
      );
      const passageQuery = queryWeights(passageWords.length ? passageWords.join(' ') : question, 0);
      if (!query.size) return [];
      // The question's words without the bare question words ("mean", "what"), which name no section.
      // Japanese writes its particles and endings in hiragana between the words of kanji or katakana: a run is cut
      // there into its words ("内見のとき建物のどこを見ればいい" → "内見", "建物", "見"), as cjkSubjectWords cuts it.
      const asked = new Set(
        words(normalizeText(question))
          .flatMap((w) => (HIRAGANA.test(w) ? w.split(HIRAGANA_RUN).filter(Boolean) : [w]))
          .filter((w) => tokens(w, true).length > 0),
      );
      // A word of the article's title or introduction, found there as a word (at a word's start, containsAny's rule),
      // not inside another one: Italian "portare" is no word of the introduction's "importante".
      const aboutSays = (about: string, stem: string) => containsAny(about, [stem], lang);
      // A heading naming when a step is done (TIME_HEADINGS: "Nach dem Umzug") names no section when the question's
      // key terms name another section of its article as much: "after the move, how do my letters reach the new
      // address?" says when, and asks about the mail forwarding. So it does when a section of another article names
      // more of them, a good part of the question (TERMS_FIRST_NAMED), and the time's own key terms name some:
      // "een huurcontract van twee jaar" says a number of "Twee tot drie maanden" and the lease of its notice, and
      // asks about the fixed-term leases. Asked alone ("what is left to do after the move?"), the time is what the
      // question asks about.
      // So does it when the question names another section's heading whole: "cuántos meses de fianza" counts the
      // deposit in months and names "Fianza", not "Dos o tres meses antes".
      const whenOnly: (section: GuideSection) => boolean = perSection(
        (section: GuideSection): boolean =>
          TIME_HEADINGS.has(`${section.slug}/${section.german}`) &&
          index.docs.some(
            (d) =>
              d.section !== section &&
              d.section.anchor !== null &&
              ((d.section.slug === section.slug
                ? termsNamed(d.section) > 0 && termsNamed(d.section) >= termsNamed(section)
                : termsNamed(section) > 0 &&
                  termsNamed(d.section) >= TERMS_FIRST_NAMED &&
                  termsNamed(d.section) > termsNamed(section)) ||
                (!TIME_HEADINGS.has(keyOf(d.section)) && named(d.section) >= 1)),
          ),
      );
      // A question asking what to bring (BRINGING) names no section listing what to ask others for (BROUGHT_TO's
      // keys), by its heading or its key terms, which count for the section answering what to bring instead: "which
      // documents should I bring to a viewing?" asks for the preparation, not the documents the seller shows.
      const normalizedAsked = normalizeText(question);
      const bringing = containsAny(normalizedAsked, (BRINGING[lang] ?? []).map(normalizeText), lang);
      const keyOf = (section: GuideSection) => `${section.slug}/${section.german}`;
      const askedForOnly = (section: GuideSection) => bringing && keyOf(section) in BROUGHT_TO;
      // A section's key terms beside certain words of the question (TERMS_BESIDE) count only beside them: the new
      // address beside the letters is the mail forwarding's.
      const besideTerms = (section: GuideSection) => {
        const extra = TERMS_BESIDE[keyOf(section)];
        const beside = extra?.beside[lang];
        if (!extra || !beside || !containsAny(normalizedAsked, beside.map(normalizeText), lang)) return '';
        return lang === 'de' ? (extra.terms.de ?? '') : `${extra.terms[lang] ?? ''} ${extra.terms.de ?? ''}`;
      };
      const termsOf = perSection((section: GuideSection) => {
        const own = `${section.terms} ${besideTerms(section)}`.trim();
        if (!bringing) return own;
        if (askedForOnly(section)) return '';
        const brought = index.docs.filter((d) => BROUGHT_TO[keyOf(d.section)] === keyOf(section));
        return [own, ...brought.map((d) => d.section.terms)].join(' ');
      });
      // How much of a section's heading, or of the term it defines, the question names (headingNamedShare).
      // A heading word the article's title or introduction uses names what the whole article is about, not one of
      // its sections: "Costs of the loan" is not the answer to every question about a loan in the financing article.
      const named: (section: GuideSection) => number = perSection((section: GuideSection): number => {
        if (!section.anchor || generic(section) || whenOnly(section) || askedForOnly(section)) return 0;
        const about = index.about.get(section.slug) ?? '';
        // The term a heading defines ("fGEE", "HWB") still names its section, however often the introduction uses it.
        return headingNamedShare(
          section.heading,
          asked,
          (stem) => index.common(stem) || aboutSays(about, stem),
          index.common,
          lang,
        );
      });
      // The share of the question's words (four letters or more, or a CJK run) that the section's key terms contain,
      // leaving out the words common across the guide's sections and those of the article's title or introduction,
      // which name the whole article ("hipoteca" in the financing article), as `named` does for headings. A section
      // with a generic heading ("The flat", "Bostaden") is named by its key terms all the same: they say what it is
      // about (the bathroom, the water pressure, the mobile reception), where its heading says nothing in particular.
      const counted = countedWords(normalizeText(question));
      // The thing a question counts ("how many years", "combien d'années", "cuántos años": countedWords) is what it
      // asks for: a section whose key terms count the same thing ("how many years" among the affordability's terms,
      // the loan's term) answers it, ahead of one that only shares the question's other words (the loan's costs, the
      // subsidies, the HWB's "per year"). Only a thing the key terms count: "months" or "days" alone are counted in
      // questions about the deposit, the notice and registering as well.
      const countedStems = new Set(
        [...counted].filter((w) => [...w].length >= 3 && !isAskingWord(w)).map((w) => headingStem(unaccented(w), lang)),
      );
      const countsNamed = (section: GuideSection) =>
        countedStems.size > 0 &&
        section.anchor !== null &&
        !generic(section) &&
        [...countedWords(normalizeText(section.terms))].some((w) => countedStems.has(headingStem(unaccented(w), lang)));
      // Two words the question says together that a section's key terms say together ("ta med", "take along",
      // "взять с собой", "loan term") name the section whatever their length: short words of a phrase are left out of
      // termsNamed's word count.
      const said = words(normalizeText(question));
      const asking = ` ${normalizeText(question).replace(/[^\p{L}\p{N}\u200c-]+/gu, ' ')} `;
      const phraseNamed = (section: GuideSection) => {
        if (!section.anchor || !section.terms) return false;
        const terms = ` ${words(normalizeText(section.terms)).join(' ')} `;
        // So do two such words with an article or a preposition of up to two letters between them ("aan de staat",
        // "to the state": the article is a word of asking in another language, "de").
        const together = (w: string, next: string) =>
          terms.includes(` ${w} ${next} `) &&
          // Two words, not one written with a half-space or a hyphen ("اسباب‌کشی", the move).
          asking.includes(` ${w} ${next} `) &&
          !(isAskingWord(w) || isAskingWord(next.split(' ').at(-1)!));
        return said.some(
          (w, i) =>
            i + 1 < said.length &&
            !/[\u3040-\u9fff]/.test(w) &&
            (together(w, said[i + 1]!) ||
              (i + 2 < said.length && [...said[i + 1]!].length <= 2 && together(w, `${said[i + 1]} ${said[i + 2]}`))),
        );
      };
      const termsNamed = perSection((section: GuideSection) => {
        const terms = termsOf(section);
        if (!section.anchor || !terms) return 0;
        const termsText = normalizeText(terms);
        const plainTerms = typedPlain ? plainLatin(termsText) : termsText;
        const termWords = words(termsText);
        // A key term written in capitals is an abbreviation ("VAT", "IVA", "TVA", "KDV", "НДС"): short as it is, it
        // names the thing whole, where a short word of a question is mostly a word of asking or an article.
        const abbreviations = new Set(
          terms
            .split(/\s+/)
            .filter((t) => /^\p{Lu}{2,3}$/u.test(t))
            .map((t) => normalizeText(t)),
        );
        const about = index.about.get(section.slug) ?? '';
        let n = 0;
        let all = 0;
        for (const w of asked) {
          if (abbreviations.has(w)) {
            all++;
            n++;
            continue;
          }
          // A word of asking ("quanti", "сколько", "welche") names no section, nor does a Chinese or Japanese
          // question word or particle standing alone ("何" of "何を確認すれば" is no "何回" of the preparation's terms).
          if (
            ([...w].length < 4 && !/[\u3040-\u9fff]/.test(w) && !counted.has(w)) ||
            isAskingWord(w) ||
            ([...w].length === 1 && hasFunctionChar(w))
          )
            continue;
          // An unsegmented Chinese run longer than a word ("去看房的时候应该带什么") names the key terms it holds
          // ("带什么"), as a sentence of words would name them one by one.
          if (CJK.test(w) && [...w].length > 4) {
            all++;
            if (termWords.some((t) => CJK.test(t) && [...t].length >= 2 && w.includes(t))) n++;
            continue;
          }
          const stem = headingStem(w, lang);
          // A key term names the word at its start, as the word lists match (text.ts's containsAny), not inside
          // another word: "propriétaire" (the landlord) is no key term of the documents' "copropriétaires". In the
          // languages that compound, a compound's part counts ("Abrechnung" of "Betriebskostenabrechnung").
          // A question typed without its language's accents ("les defauts", "teslim tutanagi") names the key terms
          // written with them ("défauts", "tutanağı"): many visitors type on a keyboard without those letters. Not a
          // question that writes them (Polish "samochodu" is no word typed plain for "samochód").
          const inTerms = containsAny(termsText, [stem], lang) || (typedPlain && containsAny(plainTerms, [stem], lang));
          // A word common across the guide's sections counts where the question asks how many of it and the key
          // terms name it: the loan's term is asked by its years ("how many years", "quanti anni"), which the
          // affordability's terms say.
          if ((index.common(stem) && !(inTerms && counted.has(w))) || aboutSays(about, stem)) continue;
          all++;
          if (inTerms) n++;
        }
        // So do two words said together that the key terms say together (phraseNamed), and the thing the question
        // counts, where the key terms name it (countsNamed): "how many years".
        return Math.max(all ? n / all : 0, phraseNamed(section) || countsNamed(section) ? PHRASE_NAMED : 0);
      });
      // A question asking what a term means ("was heißt HWB genau", "cosa vuol dire fGEE?") names the section whose
      // heading defines that term, whole (headingTerm: "HWB" of "HWB – der Heizwärmebedarf"): its article ranks first
      // and its passage is chosen, whatever other words of the question another section shares.
      // So does a value given beside the term ("HWB 180, это нормально?", "fGEE是0.8的话算好还是不好"): it is read on the
      // term's scale, which its section explains.
      const meaning = asksMeaning(normalizeText(question)) || /\d/.test(question);
      const termNamed = (section: GuideSection) => {
        if (!meaning || !section.anchor || generic(section)) return false;
        const term = headingTerm(section.heading);
        return term !== null && headingWords(term, asked, () => false, 3, lang) >= 1;
      };
      // A term's value given with an area ("HWB 50 for 100 m²") asks what the value comes to for a home of that size:
      // the section whose passage works that example with the term and an area ("100 m² with HWB 50 need about 5,000
      // kWh") answers it, before the section that explains the term's scale.
      // So does a value given with an area and the term left unnamed ("100 м² при показателе 50", "床面積100㎡で熱需要50"),
      // when the best-scoring section is in the article that defines the term: two figures, one of them an area, on
      // that article's subject are the example's.
      const scored = index.docs.map((doc) => ({ doc, score: bm25(index, query, doc) })).filter((r) => r.score > 0);
      const bestScore = Math.max(0, ...scored.map((r) => r.score));
      const leader = scored.find((r) => r.score === bestScore)?.doc.section;
      const normalizedQuestion = normalizeText(question);
      const namedTerms = index.docs.filter((d) => termNamed(d.section));
      const definedTerms = (
        namedTerms.length || (normalizedQuestion.match(/\d+/gu) ?? []).length < 2
          ? namedTerms
          : index.docs.filter((d) => d.section.slug === leader?.slug && d.section.anchor && !generic(d.section))
      )
        .map((d) => normalizeText(headingTerm(d.section.heading) ?? ''))
        .filter(Boolean);
      const areaGiven = definedTerms.length > 0 && AREA_FIGURE.test(normalizedQuestion);
      // Two values of the term set side by side ("HWB 150 compared to one with 50") ask how they compare: the passage
      // writing the term before each of them ("with HWB 50 … with HWB 150 around three times as much", "un HWB de 50",
      // "HWB 为 50") works that comparison, where the scale's table lists the figures without the term.
      const values = [...new Set(normalizedQuestion.match(/\d+(?:[.,]\d+)?/gu) ?? [])];
      const termBefore = (text: string, term: string, value: string) =>
        new RegExp(
          `${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s(?:\\p{L}{1,2}\\s)?${value}(?![\\d.,]\\d)`,
          'u',
        ).test(text);
      const comparesValues = (text: string) =>
        values.length >= 2 && definedTerms.some((term) => values.every((v) => termBefore(text, term, v)));
      const worksExample = (section: GuideSection) =>
        section.anchor !== null &&
        section.blocks.some((b) => {
          const text = normalizeText(b);
          return (
            (areaGiven && AREA_FIGURE.test(text) && definedTerms.some((term) => text.includes(term))) ||
            comparesValues(text)
          );
        });
      // So does a home's price given in the question ("si compro un piso de 300.000 €, cuánto me sale en total"): it
      // asks what the costs come to for that price, which the section working an example with a price answers, in
      // the article of the best-scoring section (the purchase costs' "Beispiel").
      const priceGiven = PRICE_FIGURE.test(normalizedQuestion);
      const worksPrice = (section: GuideSection) =>
        priceGiven &&
        section.anchor !== null &&
        section.slug === leader?.slug &&
        section.blocks.some((b) => PRICE_FIGURE.test(normalizeText(b)));
      const worked = (section: GuideSection) => worksExample(section) || worksPrice(section);
      // When no section fits the question well, one whose heading it names whole ranks first: "租房的押金一般是多少？"
      // shares more words with the moving checklist than with the renting article, but names the heading "押金".
      const weak = bestScore < WEAK_FIT;
      // So does it when the best-scoring section names neither its heading, nor its key terms, nor a word of its
      // article's title or introduction, and the named one scores at least half as much: the best one shares only the
      // question's general words ("importo massimo", the maximum commission's words, beside "cauzione": the deposit's
      // heading). A purchase's commission names the buying costs' article ("kopen") beside the renting one's heading.
      // A word of asking names no article, as it names no section (termsNamed): "hur mycket … behöver" is how the
      // question asks, though the energy certificate's introduction says how much energy a building "behöver".
      const namesArticle = (section: GuideSection) => {
        const about = index.about.get(section.slug) ?? '';
        return [...asked].some(
          (w) =>
            [...w].length >= 4 &&
            !isAskingWord(w) &&
            !index.common(headingStem(w, lang)) &&
            aboutSays(about, headingStem(w, lang)),
        );
      };
      // A best-scoring section naming no more of the key terms than the named one does names nothing beside it either,
      // unless its key terms say the named heading's word themselves: "sprawdzić" (to check) among the further notes'
      // terms does not outweigh "okolicy", the surroundings' heading and key term, in "co sprawdzić w okolicy zanim
      // zdecyduję się na mieszkanie?"; the purchase costs' "Provision" is the commission a purchase asks about.
      const saysHeading = (terms: string, section: GuideSection) => {
        const said = normalizeText(terms);
        return words(normalizeText(section.heading)).some(
          (w) => [...w].length >= 4 && said.includes(headingStem(w, lang)),
        );
      };
      const leaderNamesNothing = (section: GuideSection) =>
        leader !== undefined &&
        named(leader) === 0 &&
        (termsNamed(leader) === 0 ||
          (termsNamed(leader) <= termsNamed(section) && !saysHeading(leader.terms, section))) &&
        !namesArticle(leader);
      // A named heading whose section's key terms name more of the question than the best-scoring one's do ranks
      // first at a lower share (KEY_TERMS_FIRST_SHARE): the best one shares only general words ("importo massimo",
      // the purchase commission's maximum) beside "cauzione", the deposit's heading and key term.
      const keyTermsOutname = (section: GuideSection) =>
        leader !== undefined && termsNamed(section) > termsNamed(leader);
      // A best-scoring section whose heading says only when a step is done and names no section here (whenOnly) yields
      // to the section whose heading the question names whole, as a leader naming nothing does, and to the one whose
      // key terms name a good part of it, however much its words of time and number score: "el casero solo quiere
      // hacer el contrato por un año" shares "contrato" and a count with "Dos o tres meses antes" and says "un año"
      // of the fixed-term leases. Not to another heading of time ("Danach"), which names when as little.
      const leaderWhenOnly = leader !== undefined && whenOnly(leader);
      const headingFirst = (section: GuideSection, score: number) =>
        Number(
          named(section) >= 1 &&
            (weak ||
              ((leaderNamesNothing(section) || leaderWhenOnly) &&
                score >= bestScore * (keyTermsOutname(section) ? KEY_TERMS_FIRST_SHARE : HEADING_FIRST_SHARE))),
        );
      // A section whose key terms make up a good part of the question (TERMS_FIRST_NAMED) ranks before a
      // best-scoring section that names nothing of the question, neither its heading nor a key term, when it scores
      // nearly as well (TERMS_FIRST_SHARE): "contrato de alquiler indefinido … con cuánto tiempo tengo que avisar"
      // shares the lease's words with the fixed-term leases, but names the notice's key terms ("indefinido",
      // "avisar" of "preaviso"). Not against an introduction, whose article's sections are weighed when its passage
      // is chosen, nor when the question names a heading whole ("Betriebskosten"): the heading's own rule
      // (headingFirst) decides.
      // A best-scoring section whose key terms name a third or less of what the other's name is as bare beside it:
      // "срок" (term) among the fixed-term leases' terms beside "срок предупреждения", "расторжении" and "бессрочного"
      // of the notice's.
      const leaderMayYield =
        leader !== undefined &&
        leader.anchor !== null &&
        named(leader) === 0 &&
        !scored.some((r) => named(r.doc.section) >= 1);
      const leaderBare = (section: GuideSection) =>
        leaderMayYield && termsNamed(leader!) * TERMS_FIRST_RATIO <= termsNamed(section);
      const termsFirst = (section: GuideSection, score: number) =>
        Number(
          leaderBare(section) &&
            termsNamed(section) >= TERMS_FIRST_NAMED &&
            (score >= bestScore * TERMS_FIRST_SHARE || (leaderWhenOnly && !TIME_HEADINGS.has(keyOf(section)))),
        );
      // A question counting a thing asks it of the best-scoring section when that section names the question's key
      // terms (TERMS_FIRST_NAMED) and its own text counts the same thing: "на сколько лет можно зафиксировать ставку"
      // counts the years of the fixed rate ("10, 15, 20 лет"), which that section states, not the loan's term whose
      // key terms count years too.
      const countedInText = (section: GuideSection) => {
        const text = normalizeText(section.blocks.join(' '));
        return [...counted].some((w) => [...w].length >= 3 && !isAskingWord(w) && containsStem(text, [w]));
      };
      const countsLeader =
        leader !== undefined &&
        leader.anchor !== null &&
        !generic(leader) &&
        !countsNamed(leader) &&
        termsNamed(leader) >= TERMS_FIRST_NAMED &&
        countedInText(leader);
      const countsAsked = (section: GuideSection) => (countsLeader ? section === leader : countsNamed(section));
      const ranked = scored.sort(
        (a, b) =>
          Number(worked(b.doc.section)) - Number(worked(a.doc.section)) ||
          Number(termNamed(b.doc.section)) - Number(termNamed(a.doc.section)) ||
          headingFirst(b.doc.section, b.score) - headingFirst(a.doc.section, a.score) ||
          termsFirst(b.doc.section, b.score) - termsFirst(a.doc.section, a.score) ||
          Number(countsAsked(b.doc.section)) - Number(countsAsked(a.doc.section)) ||
          b.score - a.score,
      );
      // The passage to quote: the best single paragraph or list item among the three best sections (a short
      // item that names the asked-for thing beats a long example that merely mentions it), with its runner-up
      // from the same section when that fits nearly as well.
      const hits: KnowledgeHit[] = [];
      const known = vocabularyShare(index.vocabulary, question, lang, everyday);
      const seen = new Set<GuideSlug>();
      for (const { doc } of ranked) {
        if (hits.length >= limit) break;
        if (seen.has(doc.section.slug)) continue;
        seen.add(doc.section.slug);
        // The passage to quote is chosen among the article's blocks with the section's heading counting with each
        // of its blocks ("What is the fGEE?" wants the block under "fGEE – the total energy efficiency factor"),
        // each word once per block (a block that repeats a term is not thereby the one that explains it), and the
        // heading once more on its own, plus HEADING_WORD_BONUS when the question names it: "Wie hoch darf die
        // Kaution bei einer Mietwohnung sein?" wants the section headed "Kaution". A word is weighed by how few of
        // the article's blocks hold it: in the renting article "Mietwohnung" is everywhere and says nothing about
        // which passage answers, "Kaution" is in one. The introduction's heading is the article's title, which names
        // every topic of the article, so it adds nothing there. The section's key terms count once more on their
        // own, as its heading does: "What should I take along to a viewing?" wants the preparation's block, whose
        // text says "bring" (section-terms.ts), and add TERMS_NAMED_WEIGHT by the share of the question they name.
        const blocks = ranked
          .filter((r) => r.doc.section.slug === doc.section.slug)
          .flatMap((r) =>
            r.doc.section.blocks.map((text, i) => {
              // The items of a list count with its lead-in ("When buying:" above the documents to ask a seller for).
              const leadIn = r.doc.section.blocks.slice(0, i).findLast((b) => LEAD_IN.test(b));
              const list = tokens(leadIn && !LEAD_IN.test(text) ? `${leadIn} ${text}` : text);
              // A generic heading ("The flat") counts with its blocks no more than the introduction's does, nor does
              // one a question asking what to bring names no section by (askedForOnly), nor then its key terms.
              const heading =
                r.doc.section.anchor &&
                !generic(r.doc.section) &&
                !whenOnly(r.doc.section) &&
                !askedForOnly(r.doc.section)
                  ? [...new Set(tokens(r.doc.section.heading))]
                  : [];
              return {
                section: r.doc.section,
                i,
                text,
                withHeading: termFrequencies([...heading, ...new Set(list)]),
                heading: termFrequencies(heading),
                lead: termFrequencies([...new Set(tokens(r.doc.section.leads[i] ?? ''))]),
                terms: termFrequencies([...new Set(termTokens(termsOf(r.doc.section)))]),
                length: Math.max(list.length, 12),
              };
            }),
          );
        const sectionScore = new Map(ranked.map((r) => [r.doc.section, r.score]));
        // The article's best section score: the first of its sections ranked is not the best-scoring one when a
        // defined term put its section first (termNamed).
        const top = Math.max(...ranked.filter((r) => r.doc.section.slug === doc.section.slug).map((r) => r.score));
        const localDf = new Map<string, number>();
        for (const b of blocks) for (const t of b.withHeading.keys()) localDf.set(t, (localDf.get(t) ?? 0) + 1);
        const localIdf = (term: string) => {
          const df = localDf.get(term) ?? 0;
          return Math.log(1 + (blocks.length - df + 0.5) / (df + 0.5));
        };
        // A question asking what a term means is answered from the section defining it (termNamed), however well
        // another heading it names fits ("cosa vuol dire fGEE? lo vedo nell'annuncio": not the section on listings).
        // A term's value with an area is answered from the section working that example (worksExample).
        const example = blocks.some((b) => worked(b.section));
        // A question counting a thing is answered from a section whose key terms count it (countsNamed), or from the
        // best-scoring section that names its key terms and counts it in its text (countsAsked).
        const defining = blocks.some((b) => termNamed(b.section));
        const counting = blocks.some((b) => countsAsked(b.section));
        const candidates = blocks
          // A list's lead-in line ("When buying:", "Beim Kauf:") says what follows and answers nothing on its own.
          .filter(
            (b) =>
              !LEAD_IN.test(b.text) &&
              (example ? worked(b.section) : defining ? termNamed(b.section) : !counting || countsAsked(b.section)),
          )
          .map((b) => {
            const s =
              bm25(index, passageQuery, { tf: b.withHeading, length: b.length }, localIdf) +
              bm25(index, passageQuery, { tf: b.heading, length: b.length }) +
              bm25(index, passageQuery, { tf: b.lead, length: b.length }) +
              bm25(index, passageQuery, { tf: b.terms, length: b.length }) +
              HEADING_WORD_BONUS * named(b.section) +
              TERMS_NAMED_WEIGHT * termsNamed(b.section) +
              SECTION_RANK_WEIGHT * ((sectionScore.get(b.section) ?? 0) / top);
            return { section: b.section, i: b.i, text: b.text, score: s };
          })
          .sort((a, b) => b.score - a.score);
        // A section answers before the introduction, which sums up the whole article: a question the introduction
        // fits ("what does a notary cost?") is answered by the section that explains the thing, and linked to it.
        const first = candidates.find((c) => c.section.anchor && c.score > 0) ?? candidates[0];
        // A section whose key terms the question says as two words together (phraseNamed) answers before one that
        // names nothing of the question, neither its heading nor a key term, and only shares its other words: "a
        // typical loan term for a mortgage" is the affordability's, not the loan's costs (the mortgage's registration).
        const bare =
          first !== undefined &&
          first.section.anchor !== null &&
          !phraseNamed(first.section) &&
          termsNamed(first.section) === 0 &&
          named(first.section) === 0;
        // A section whose heading the question names whole answers before one whose heading it names a word of,
        // when its key terms name as much of the question and its passage fits nearly as well (HEADED_SHARE): "if a
        // listing shows no energy efficiency figures at all" names "In the listing", and only "efficiency" of "fGEE –
        // the total energy efficiency factor".
        const headed =
          first !== undefined &&
          named(first.section) < 1 &&
          candidates.find(
            (c) =>
              c.section.anchor &&
              named(c.section) >= 1 &&
              termsNamed(c.section) >= termsNamed(first.section) &&
              c.score >= first.score * HEADED_SHARE,
          );
        // So does a section about a thing, whose key terms name a word of the question, before a section saying when
        // a step is done or what fits any visit (TIME_HEADINGS, VISIT_HEADINGS) that names nothing of it, when its
        // passage fits nearly as well (TERMS_PASSAGE_SHARE): "na co zwrócić uwagę przy oknach, kiedy oglądam
        // mieszkanie?" shares the going to see with the preparation's passage, and names the building's windows.
        const stepOnly = (section: GuideSection) =>
          TIME_HEADINGS.has(keyOf(section)) || VISIT_HEADINGS.has(keyOf(section));
        const termsBeside =
          bare &&
          stepOnly(first.section) &&
          candidates.find(
            (c) =>
              c.section.anchor &&
              !stepOnly(c.section) &&
              termsNamed(c.section) > 0 &&
              c.score >= first.score * TERMS_PASSAGE_SHARE,
          );
        const best =
          (bare && candidates.find((c) => phraseNamed(c.section) && c.score > 0)) || termsBeside || headed || first;
        if (!best) continue;
        const second = candidates.find(
          (c) => c.section === best.section && c.i !== best.i && c.score >= best.score * 0.6,
        );
        const excerpt = [best, ...(second ? [second] : [])].sort((a, b) => a.i - b.i).map((c) => c.text);
        hits.push({
          slug: doc.section.slug,
          title: doc.section.title,
          url: localizePath(lang, guidePath(doc.section.slug)),
          heading: best.section.heading,
          anchor: best.section.anchor,
          excerpt,
          score: top,
          coverage: coverage(index, query, doc),
          known,
          subject: subjectWords(
            index.docs.find((d) => d.section === best.section)?.vocabulary ?? new Set(),
            index.vocabulary,
            question,
            (w) => index.common(headingStem(unaccented(w), lang)),
            everyday,
            lang,
          ),
          subjectList,
          headingNamed: named(best.section),
          termsNamed: termsNamed(best.section),
          homeTermsNamed:
            termsNamed(best.section) > 0 && !VISIT_HEADINGS.has(`${best.section.slug}/${best.section.german}`),
          definesTerm: termNamed(best.section) || worksExample(best.section),
          countsNamed: countsAsked(best.section),
        });
      }
      return hits;
    },
    namesTitle(question, lang) {
      const index = indexes.get(lang) ?? indexes.get('de');
      if (!index) return false;
      return words(normalizeText(question)).some((w) => {
        if (CJK.test(w) || [...w].length < 5) return false;
        const u = unaccented(w);
        return (
          index.titleWords.has(vocabularyKey(u, lang)) ||
          index.titleWords.has(vocabularyKey(u.replace(ATTACHED, ''), lang))
        );
      });
    },
    mentions(word, lang) {
      const index = indexes.get(lang) ?? indexes.get('de');
      return index ? containsStem(index.text, [normalizeText(word)]) : false;
    },
    answers(ask, lang) {
      const index = indexes.get(lang) ?? indexes.get('de');
      return index ? index.blockTexts.some((b) => ask.every((group) => containsStem(b, group))) : false;
    },
    articles(lang) {
      const index = indexes.get(lang) ?? indexes.get('de');
      return [...(index?.titles ?? new Map<GuideSlug, string>())].map(([slug, title]) => ({
        slug,
        title,
        url: localizePath(lang, guidePath(slug)),
      }));
    },
  };
}
