/**
 * The deterministic natural-language search parser: a sentence in one of the 15 languages → search filters, the
 * words it did not understand and the criteria about people it refuses. No model, no network, no state: the
 * same text gives the same answer, in well under a millisecond for typical queries.
 *
 * How it reads: the text is normalised (digits, case, Arabic script), then rules run in a fixed order, each one
 * blanking what it understood so later rules do not read it again: people criteria, commission, outdoor space,
 * sort wishes, energy class, Vienna districts by ordinal, room words, features, property types, amounts with
 * their units and comparisons, first occupancy, buy or rent, places. What is left are the unmatched words.
 */
import type { NearFilter } from '../places';
import { WIEN_BEZIRKE } from '../wien-bezirke';
import { FALLBACK_RATES, type CurrencyCode, type Rates } from '../currency';
import {
  ENERGY_CLASSES,
  FEATURE_KEYS,
  OBJEKTARTEN,
  type Bundesland,
  type EnergyClass,
  type FeatureKey,
  type Objektart,
} from '../vocabulary';
import { austrianPlaces, districtLand, districtNamed, placeByName, placeByPostcode } from './austria-places';
import { BUNDESLAND_ALIASES, defaultGazetteer } from './gazetteer';
import {
  AREA_UNITS,
  CURRENCY_WORDS,
  ENGLISH_LOANS,
  LEXICON,
  MULTIPLIERS,
  RADIUS_CUES,
  RADIUS_KM,
  type Lex,
} from './lexicon';
import { editDistance, foldArabicScript, normalizeText } from './normalize';
import { numeralsAsDigits } from './numerals';
import { selfCorrected, termsCorrected } from './self-correction';
import { splitCurrentHome, withHomePlace } from './current-home';
import { foldKey } from '../text/fold';
import { applySuggestion, soundKey } from '../text/spelling';
import { subtypeCorrections, termCorrections } from './suggest';
import {
  arabicSkeleton,
  cyrillicSoundKey,
  germanArabicSkeleton,
  germanHanziSkeleton,
  germanSkeleton,
  HANZI_NAME_RUN,
  hanziSkeleton,
  germanSoundKeys,
  katakanaSkeleton,
} from './sound-place';
import type {
  Gazetteer,
  GazetteerEntry,
  Lang,
  NlFilters,
  NlResult,
  NlSort,
  OtherPlace,
  RefusedCriterion,
} from './types';

const WORD = '\\p{L}\\p{N}';
const LATIN_CYR = 'a-z\\u00c0-\\u024f\\u0400-\\u04ff';
/** Cyrillic letters that look like an energy class's Latin letter, as a Cyrillic keyboard writes them. */
const CYRILLIC_CLASS_LETTER: Readonly<Record<string, string>> = { а: 'a', в: 'b', с: 'c', е: 'e' };

function alt(list: readonly string[]): string {
  return [...list].sort((a, b) => b.length - a.length).join('|');
}

interface Compiled {
  lex: Lex;
  lang: Lang;
  refused: Array<[RegExp, RefusedCriterion]>;
  household: RegExp | null;
  /** The searchers speaking of themselves (Lex.self), tested on one clause. */
  self: RegExp | null;
  /** Lex.against ending the text it is tested on, with up to one word after it. */
  against: RegExp | null;
  /** Lex.situation, Lex.moving and Lex.movedFrom. */
  situation: RegExp | null;
  moving: RegExp | null;
  movedFrom: RegExp | null;
  sort: Array<[RegExp, NlSort]>;
  energy: RegExp | null;
  /** Class before the word ("A enerji sınıfı", "A级能效"). */
  energyBefore: RegExp | null;
  districts: RegExp[];
  districtWords: Array<[RegExp, number]>;
  roomWords: Array<[RegExp, number]>;
  numWordRooms: RegExp | null;
  /** A number word with a suspended hyphen before "or"/"to" and a count of rooms in digits ("zwei- oder 3zimmer"). */
  numWordSuspended: RegExp | null;
  /** The first number word of a range or choice of room counts ("от двух до трёх комнат", "iki ila üç oda"). */
  numWordRangeFirst: RegExp | null;
  /** "2- oder " right before a room word that holds its count ("3-kamerappartement", "3-комнатная"). */
  suspendedBefore: RegExp;
  /**
   * [pattern, type, subtype, whether the pattern reads any compound of its word ("\\p{L}*haus"), whether it is a
   * flat's floor said apart from the home's word (Lex.flatFloors)].
   */
  types: Array<[RegExp, Objektart, string | undefined, boolean?, boolean?]>;
  features: Array<[RegExp, FeatureKey]>;
  outdoor: RegExp | null;
  firstOcc: RegExp | null;
  firstOccPrefix: RegExp | null;
  noCommission: RegExp | null;
  near: Array<[RegExp, NearFilter]>;
  buy: RegExp | null;
  rent: RegExp | null;
  perMonth: RegExp | null;
  mult: RegExp;
  multFactors: Array<[RegExp, number]>;
  /** The language's own multiplier words (Lex.multipliers), tried before the shared ones. */
  ownMult: RegExp | null;
  ownMultFactors: Array<[RegExp, number]>;
  /** A room word standing alone (Lex.room). */
  room: RegExp | null;
  /** An indefinite article and a singular room word, at the start of the text tested (Lex.articles). */
  articleRoom: RegExp | null;
  /** A word of Lex.roomsOf ending the text tested: the article after it counts a home's rooms. */
  roomsOfBefore: RegExp | null;
  /** The end of a count of rooms whose unit names a flat (Lex.flatRoomUnits). */
  flatRoomUnit: RegExp | null;
  unitAfter: RegExp;
  curBefore: RegExp;
  compBefore: RegExp;
  postAfter: RegExp;
  negAfter: RegExp | null;
  joinBetween: RegExp;
  /** "oder", "or", "ou", "или" between two numbers (a range only of rooms: "2 oder 3 Zimmer"). */
  orBetween: RegExp;
  /** "or" and a count after a room word ("… أو ثلاث", "… or 3"): the count, in digits or as the language's word. */
  orCount: RegExp;
  plot: RegExp | null;
  plotAfter: RegExp | null;
  perMonthAfter: RegExp | null;
  /** A word for the month right before a number ("monatlich 1300", "بالشهر ١٣٠٠", "в месяц 1300"). */
  perMonthBefore: RegExp | null;
  rentAny: RegExp | null;
  buyAny: RegExp | null;
  /** The gazetteer's stems, compiled for this language's spelling. */
  stems: CompiledStem[];
  living: RegExp | null;
  stop: RegExp;
  /**
   * The stop words as words of their own: an open ending (`groß\p{L}*`) only stands for inflections (große,
   * großer), so a compound the gazetteer names (Großpetersdorf, Kleinarl, Hellmonsödt) is no stop word here.
   */
  stopWord: RegExp;
  /** Words of the language's grammar (comparisons, joins), never mistaken for a misspelt place. */
  known: RegExp;
  currencyCodes: CurrencyCode[];
}

const cache = new Map<Lang, Compiled>();

/** "with" right before a word, in the languages that write it as a word of its own. */
const WITH_BEFORE: Partial<Record<Lang, RegExp>> = Object.fromEntries(
  (
    [
      ['de', 'mit'],
      ['en', 'with|w/'],
      ['fr', 'avec(?: un| du)?'],
      ['it', 'con(?: un)?'],
      ['es', 'con(?: un)?'],
      ['pt', 'com(?: um)?'],
      ['nl', 'met(?: een)?'],
      ['sv', 'med'],
      ['pl', 'z|ze'],
      ['ru', 'с|со'],
      ['ar', 'مع'],
      ['fa', 'با'],
      ['zh', '带|有'],
    ] as const
  ).map(([lang, w]) => [lang, new RegExp(`(?:^|[\\s,])(?:${w})\\s*$`, 'u')]),
);
/**
 * "with" and a word for how much land ("mit viel Grund", "with lots of land", "avec un grand terrain", "con tanto
 * terreno", "met veel grond", "med mycket mark"): the land is the home's, as right after "with".
 */
const WITH_LAND_BEFORE: Partial<Record<Lang, RegExp>> = Object.fromEntries(
  (
    [
      [
        'de',
        'mit',
        'viel(?:em)?|(?:sehr )?gro(?:ß|ss)(?:em|en|es)?|riesig(?:em|en)?|eigene[mn]?|etwas|ausreichend|genug',
      ],
      ['en', 'with|w/', '(?:a lot of|lots of|plenty of|some|acres of)|(?:a |an |its )?(?:big|large|huge|decent|own)'],
      ['fr', 'avec', '(?:beaucoup de|un peu de)|(?:un |du )?(?:grand|vaste|beau|joli)'],
      ['it', 'con', "(?:tanto|molto|parecchio|un po' di)|(?:un |del )?(?:ampio|grande|bel|vasto)"],
      ['es', 'con', '(?:mucho|bastante)|(?:un )?(?:gran|amplio|buen|enorme)'],
      ['pt', 'com', '(?:muito|bastante)|(?:um )?(?:grande|amplo|bom)'],
      ['nl', 'met', '(?:veel|wat)|(?:een )?(?:grote|groot|flink|flinke|ruime|ruim|eigen)(?: stuk)?'],
      ['sv', 'med', '(?:mycket|lite)|(?:en )?(?:stor|egen|rejäl)'],
    ] as const
  ).map(([lang, w, much]) => [lang, new RegExp(`(?:^|[\\s,])(?:${w})\\s+(?:${much})\\s*$`, 'u')]),
);
/**
 * "with" and then features already read (blanked) joined by commas or "and" ("mit Balkon u. TG-Platz", "with a
 * garden and a garage"): a word after them is as much after "with" as the first one.
 */
const WITH_LIST_BEFORE: Partial<Record<Lang, RegExp>> = Object.fromEntries(
  Object.entries(WITH_BEFORE).map(([lang, re]) => [
    lang,
    new RegExp(
      `${re.source.slice(0, -4)}(?:\\s*(?:[,&/、]|(?<![\\p{L}])(?:und|u\\.|sowie|and|et|e|y|en|och|i|и|ve|و|和|及)(?![\\p{L}])))*\\s*(?:a|an|the|un|une|um|uma|een|ein\\p{L}?)?\\s*$`,
      'u',
    ),
  ]),
);

/** A negation right before a word ("kein", "ohne", "not", "sans", "senza", "sin", "sem", "geen", "utan", "bez", "без"). */
const NOT_BEFORE: Partial<Record<Lang, RegExp>> = Object.fromEntries(
  (
    [
      ['de', 'kein\\p{L}*|nicht(?: im| in| mit| als)?|ohne'],
      ['en', 'no|not(?: on the| on| in the| in a| in| a| the)?|without(?: a| an| any)?|non-?'],
      ['fr', "pas (?:de |d'|au |en |dans )?|sans|non"],
      ['it', 'niente|senza|non(?: al| in| a)?'],
      ['es', 'sin|no(?: en el| en| un| una)?|nada de'],
      ['pt', 'sem|não(?: no| na| em| um| uma)?'],
      ['nl', 'geen|niet(?: op de| op| in de| in)?|zonder'],
      ['sv', 'ingen|inget|inte(?: på| i)?|utan'],
      ['pl', 'bez|nie(?: na| w)?'],
      ['ru', 'без|не(?: на| в)?'],
      ['ar', 'بدون|بلا|ليس|ليست|غير'],
      ['fa', 'بدون|بی'],
      ['zh', '不要|不是|没有|无|非'],
    ] as const
  ).map(([lang, w]) => [lang, new RegExp(`(?:^|[\\s,])(?:${w})\\s*$`, 'u')]),
);

/**
 * A negation right after a word, in the languages that say it there: Turkish "asansör yok" (there is none),
 * "olmasın", Japanese "エレベーターなし", "ガレージは不要", "いらない"; not "ないと" ("駐車場がないと困る": without it is a
 * problem, so it is wished for).
 */
const NOT_AFTER: Partial<Record<Lang, RegExp>> = {
  tr: /^\s*(?:yok|olmas(?:ı|i)n|olmayan|istemiyorum|istemiyoruz|gereksiz|gerekmez|gerekmiyor)(?![\p{L}])/u,
  ja: /^\s*(?:は|が|も)?\s*(?:なし|無し|いらない|要らない|不要|なくても|(?:ない|無い)(?!と))/u,
};
/**
 * Turkish "without" written onto the word ("asansörsüz", "garajsız"), also with a case or copula after it: a negation
 * when the word without it is still the term; "engelsiz" (barrier-free) is a term of its own.
 */
const TR_WITHOUT_END = /s(?:ı|i|u|ü)z(?:(?:ı|i|u|ü)|d(?:ı|i|u|ü)r|l(?:a|e)r)?$/u;

/**
 * A word for "near" right before a type word ("close to shops", "proche des commerces", "vicino ai negozi", "in der
 * Nähe von Geschäften"): what is nearby, not the type searched. Turkish, Chinese and Japanese say it after the word
 * (NEAR_AFTER), Turkish "like" as well ("otel gibi": like a hotel).
 */
const NEAR_BEFORE: Partial<Record<Lang, RegExp>> = Object.fromEntries(
  (
    [
      ['de', '(?:nahe|n(?:ä|ae)he|in der n(?:ä|ae)he|unweit)(?: von| der| des| dem| vom| zu| zum| zur)?'],
      ['en', '(?:near|close to|next to|walking distance (?:to|from)|nearby)(?: the| a| some)?'],
      ['fr', "(?:pr(?:è|e)s|proche|à proximité|a proximite)(?: des| du| de la| de l'| de| d')?"],
      ['it', '(?:vicin[oa]|nei pressi|a due passi)(?: ai| al| alle| alla| a| dei| dai| di)?'],
      ['es', '(?:cerca|al lado)(?: de las| de los| del| de la| de)?'],
      ['pt', '(?:perto|próximo|proximo|ao lado)(?: das| dos| da| do| de)?'],
      ['nl', '(?:dicht ?bij|in de buurt van|vlakbij|nabij)(?: de| het| een)?'],
      ['sv', '(?:n(?:ä|a)ra|i närheten av)(?: till)?'],
      ['pl', '(?:blisko|w pobliżu|niedaleko|obok)'],
      ['ru', '(?:рядом с|возле|около|недалеко от|близко к)'],
      ['ar', '(?:قريب(?:ة|ا)? من|بالقرب من|قرب)'],
      ['fa', '(?:نزدیک(?: به)?)'],
      ['zh', '(?:靠近|临近|邻近)'],
    ] as const
  ).map(([lang, w]) => [lang, new RegExp(`(?:^|[\\s,])(?:${w})\\s*$`, 'u')]),
);
/** The types that are homes: what a search looks for, never a place people want to live near. */
const HOMES: ReadonlySet<Objektart> = new Set<Objektart>(['WOHNUNG', 'HAUS', 'ZIMMER']);

/**
 * A house word after a flat, a room or a plot and a preposition names the building the flat is in or the house to be
 * built on the plot, not a second type: "квартира …, в доме есть лифт", "квартиру в доме с гаражом", "участок для
 * дома", "участок под дом".
 */
const BUILDING_OF: Partial<Record<Lang, RegExp>> = {
  ru: /(?:квартир|комнат|участ|апартамент|земл)[^.;!?]*(?<![\p{L}])(?:в|во|для|под)\s(?:\p{L}+\s)?$/u,
  // A plot and "for" or "to build" before the house word: "Baugrund für ein Einfamilienhaus", "land to build a house
  // on", "terrain pour construire une maison", "terreno per costruire una casa", "bouwgrond voor een huis"; the
  // purpose clause too ("Grundstück, um ein Haus zu bauen", "terreno dove costruire una casa", "grond om een huis op
  // te bouwen", "tomt att bygga hus på", "mark där vi kan bygga hus", "plot where we can build a house", "terrain où
  // construire une maison", "parcela donde construir una casa").
  de: /(?:grundst|baugrund|bauland|bauplatz|parzelle)[^.;!?]*(?<![\p{L}])(?:für|zum bau|um)\s(?:(?:ein|eine|einen|eines|einer|das|ihr|unser)\s)?$/u,
  en: /(?:plot|land|site)[^.;!?]*(?<![\p{L}])(?:for|to build|for building|(?:where|on which) (?:\p{L}+\s){0,2}build)\s(?:(?:a|an|the|your|our|my)\s)?$/u,
  fr: /(?:terrain|parcelle)[^.;!?]*(?<![\p{L}])(?:pour(?: (?:y )?(?:construire|bâtir))?|où (?:\p{L}+\s){0,2}(?:construire|bâtir))\s(?:(?:une|un|la|votre|notre)\s)?$/u,
  it: /(?:terren|lott)[^.;!?]*(?<![\p{L}])(?:per(?: (?:costruire|edificare))?|dove (?:\p{L}+\s){0,2}(?:costruire|edificare))\s(?:(?:una|un|la)\s)?$/u,
  es: /(?:terreno|solar|parcela)[^.;!?]*(?<![\p{L}])(?:para(?: (?:construir|edificar))?|donde (?:\p{L}+\s){0,2}(?:construir|edificar))\s(?:(?:una|un|la|tu|mi)\s)?$/u,
  pt: /(?:terreno|lote)[^.;!?]*(?<![\p{L}])(?:para(?: (?:construir|edificar))?|onde (?:\p{L}+\s){0,2}(?:construir|edificar))\s(?:(?:uma|um|a)\s)?$/u,
  nl: /(?:bouwgrond|bouwkavel|kavel|perceel|(?<!begane )grond)[^.;!?]*(?<![\p{L}])(?:voor|om)\s(?:(?:een|het|je|ons)\s)?$/u,
  sv: /(?:tomt|mark)[^.;!?]*(?<![\p{L}])(?:för(?: att (?:bygga|uppföra))?|att (?:bygga|uppföra)|(?:där|som) (?:\p{L}+\s){0,2}(?:bygga|uppföra))\s(?:(?:ett|en|vårt|vår|mitt|ert)\s)?$/u,
};
/**
 * A word that names land only when nothing else is searched ("Grund zu verkaufen im Mühlviertel", "Grund und Boden
 * in Perg", "suche Grund im Bezirk Melk"): the plot; beside a house or a flat ("Haus, Grund ab 800 m²", "Bauernhaus
 * mit viel Grund") it is the home's land, and after "aus", "auf" or "im" it is a reason or a bottom ("aus diesem
 * Grund", "auf Grund"), no type.
 */
const WEAK_PLOT: Partial<Record<Lang, RegExp>> = {
  de: /(?<![\p{L}])(?<!(?:(?<![\p{L}])(?:aus|auf|im)(?:\s+(?:diesem|dem|gutem|welchem))?)\s+)grund(?:\s+und\s+boden)?(?![\p{L}])/gu,
};
/**
 * "in" with its article right before a house word ("im Haus", "in the house"), or a word that describes a building
 * ("ruhiges Haus", "in einem gepflegten Haus": an inflected adjective, no article or possessive such as "einem" or
 * "keinen", and no "oder" before it, which joins a second type): the building (see inBuilding).
 */
const IN_BUILDING: Partial<Record<Lang, RegExp>> = {
  de: /(?:(?<![\p{L}])im|(?<![\p{L}])(?<!(?:oder|bzw\.?|od\.|auch|alternativ|und)\s+(?:(?:ein|eine|einem|einen)\s+)?)(?!(?:ein|kein|mein|dein|sein|unser|euer)\p{L}*\s)\p{L}{3,}(?:es|en|em))\s+$/u,
  en: /(?<![\p{L}])in the\s+$/u,
};
/**
 * The words for near, one place and "and" ("靠近学校和诊所", "close to a school and a doctor's practice"): a type word
 * after them other than a home's (HOMES) is the second place to be near, not a type searched. A comma does not join them: "nahe Schule, EFH"
 * ends the near phrase.
 */
const NEAR_LIST_BEFORE: Partial<Record<Lang, RegExp>> = Object.fromEntries(
  Object.entries(NEAR_BEFORE).map(([lang, re]) => [
    lang,
    new RegExp(
      `${re.source.slice(0, -4)}\\s*(?:\\p{Script=Han}{1,4}|(?:[\\p{L}'’-]+\\s+){0,2}[\\p{L}'’-]+)\\s*(?:[&、]|和|及|与|(?<![\\p{L}])(?:und|and|or|et|e|y|en|och|i|и|oder|ou|o|و)(?![\\p{L}]))\\s*(?:(?:a|an|the|un|une|una|uno|um|uma|een|ein\\p{L}?|der|die|das|dem|den|le|la|les|il|lo|el|los|las)\\s+)?$`,
      'u',
    ),
  ]),
);
const NEAR_AFTER: Partial<Record<Lang, RegExp>> = {
  // Turkish also says what a home is like after the word: "otel gibi", "otel konforunda", "otel tadında". "Yakında"
  // (nearby) before another word names what is nearby, not the word before it: "daire yakında metro" is a flat with
  // the metro nearby.
  tr: /^\s*(?:yak(?:ı|i)n(?!da\s+\p{L})\p{L}*|gibi|konforunda|tad(?:ı|i)nda)(?![\p{L}])/u,
  zh: /^\s*(?:附近|旁边|周边)/u,
  ja: /^\s*(?:の)?(?:近く|そば|周辺)/u,
};

/**
 * "Volksschule in der Nähe", "a supermarket nearby", "école à proximité", "school in de buurt": the place to be near
 * named before the words for near, at a clause's end or before the words wishing it ("a supermarket nearby would be
 * great", "Bim in der Nähe wäre super"). [those words, the language's own word for near before a place], so that the
 * language's near phrases (Lex.near) decide what the place is, read as "in der Nähe Volksschule".
 */
const NEAR_WISHED =
  "(?:wäre|waere|ist|sind|bitte|sollte|wichtig|would|is|are|please|(?:i|we)'d|should|serait|est|sarebbe|è|sería|seria|es|é|zou|is|graag|vore|är)";
const NEAR_LAST: Partial<Record<Lang, [RegExp, string]>> = Object.fromEntries(
  (
    [
      ['de', 'in der n(?:ä|ae)he|in n(?:ä|ae)he|ums eck|um die ecke|fu(?:ß|ss)läufig erreichbar', 'in der nähe'],
      ['en', 'nearby|close by|near by|within walking distance|around the corner', 'near'],
      ['fr', 'à proximité|a proximite|pas loin|tout près|tout pres|à deux pas', 'près de'],
      ['it', 'nelle vicinanze|vicin[oaei]|a due passi|a pochi passi', 'vicino a'],
      ['es', 'cerca|cercan[oa]s?|a poca distancia', 'cerca de'],
      ['pt', 'perto|por perto|nas proximidades|próxim[oa]s?', 'perto de'],
      ['nl', 'in de buurt|dichtbij|dicht bij|vlakbij|op loopafstand', 'dicht bij'],
      ['sv', 'i närheten|nära|på gångavstånd', 'nära'],
    ] as const
  ).map(([lang, words, cue]) => [
    lang,
    [
      new RegExp(
        `(?<=[\\s,])((?:[\\p{L}'’-]+\\s+){0,3}?[\\p{L}'’-]+)\\s+(?:${words})(?=\\s*(?:[,.;:!?]|$|(?:und|and|et|e|y|en|och|oder|or|ou|o|of|eller)\\s|${NEAR_WISHED}(?![\\p{L}])))`,
        'gu',
      ),
      cue,
    ],
  ]),
);

/**
 * Words saying a wish is not needed ("aunque no es imprescindible", "ist aber kein Muss", "not essential", "pas
 * obligatoire"): the wish they follow is understood and no filter.
 */
const OPTIONAL: Partial<Record<Lang, RegExp>> = Object.fromEntries(
  (
    [
      // "brauchen wir nicht", Austrian "brauch ma ned", "net nötig": the thing is not needed.
      [
        'de',
        'kein muss|nicht zwingend(?: nötig| notwendig)?|nicht unbedingt(?: nötig| notwendig)?|nicht notwendig|(?:nicht|ned|net) nötig|brauch(?:en|e|t)?(?: (?:ma|mer|wir|i|ich))? (?:nicht|ned|net)',
      ],
      [
        'en',
        "not essential|not a must|not required|not necessary|not a requirement|nice to have|(?:isn't|is not) (?:essential|a must|required|necessary)",
      ],
      ['fr', 'pas obligatoire|pas indispensable|pas nécessaire|non obligatoire'],
      ['it', 'non (?:è )?(?:indispensabile|obbligatori[oa]|necessari[oa])'],
      ['es', 'no (?:es )?(?:imprescindible|obligatori[oa]|necesari[oa])'],
      ['pt', 'não (?:é )?(?:imprescindível|obrigatóri[oa]|necessári[oa])'],
      ['nl', 'geen must|geen vereiste|niet (?:noodzakelijk|verplicht|nodig)'],
      ['sv', 'inget måste|inget krav|inte nödvändig(?:t)?'],
      ['pl', 'nie jest (?:konieczn\\p{L}*|wymagan\\p{L}*)|niekonieczn\\p{L}*'],
      ['ru', 'не обязательно|необязательно|не критично'],
      ['tr', 'şart değil|zorunlu değil|olmasa da olur'],
      ['ar', 'ليس ضروري(?:ا)?|غير ضروري|ليس شرطا'],
      ['fa', 'ضروری نیست|الزامی نیست|اجباری نیست'],
    ] as const
  ).map(([lang, w]) => [lang, new RegExp(`(?<![\\p{L}])(?:${w})(?![\\p{L}])`, 'gu')]),
);
// Chinese and Japanese write no spaces: the words alone.
OPTIONAL.zh = /不是必须的?|非必须|不强求|可有可无/gu;
OPTIONAL.ja = /必須ではない|必須ではありません|なくても(?:可|いい|良い)/gu;

/** Vienna's name or the word for a district right before a word: the word may be a district's name. */
const DISTRICT_NAMED_BEFORE = /(?:wien|vienna|vienne|viena|wenen|wiedeń|bezirk|district)[\s-]*$/u;

/**
 * The searchers' own possessive ("our", "unser", "nossa", "nostra", "mijn"), in the languages that write one
 * before the noun.
 */
const OWN_WORDS: Partial<Record<Lang, string>> = {
  de: 'unser\\p{L}*|mein\\p{L}*',
  en: 'our|my',
  fr: 'notre|nos|mon|ma|mes',
  it: 'nostr[aoie]|mi[aoe]|miei',
  es: 'nuestr[ao]s?|mis?',
  pt: 'noss[ao]s?|minhas?|meus?',
  nl: 'ons|onze|mijn',
  sv: 'vår|vårt|våra|min|mitt|mina',
  pl: 'nasz\\p{L}*|moj\\p{L}*|mój',
  ru: 'наш\\p{L}*|мо[йяеёи]\\p{L}*',
};
/** An article or "one", which opens a new noun phrase: a possessive before it is not the next noun's. */
const ARTICLE =
  '(?:a|an|the|ein\\p{L}*|der|die|das|dem|den|un|une|una|uno|um|uma|een|de|het|ett|en|le|la|les|il|lo|el|los|las|o|os|as)';
/**
 * "Our small design studio needs a new base", "a nossa oficina de automóveis", "costruire la nostra casa": a type
 * word after the searchers' possessive, up to two words between it (no article), names the business or home they
 * have, not one they search, when another type is named.
 */
const OWN_BEFORE: Partial<Record<Lang, RegExp>> = Object.fromEntries(
  Object.entries(OWN_WORDS).map(([lang, w]) => [
    lang,
    new RegExp(`(?<![\\p{L}])(?:${w})\\s+(?:(?!${ARTICLE}\\s)[\\p{L}'’-]+\\s+){0,2}$`, 'u'),
  ]),
);
/** The possessive right before a word ("mein Mann", "ma femme", "mi mujer"): the searcher's own spouse. */
const OWN_RIGHT_BEFORE: Partial<Record<Lang, RegExp>> = Object.fromEntries(
  Object.entries(OWN_WORDS).map(([lang, w]) => [lang, new RegExp(`(?<![\\p{L}])(?:${w})\\s+$`, 'u')]),
);

/** The criteria about people that searchers also state of themselves: household, age and origin. */
const SELF_KINDS: ReadonlySet<RefusedCriterion> = new Set(['family', 'age', 'origin']);
/**
 * Words for the people a criterion may be about besides the searchers: the landlord or owner, neighbours, flatmates,
 * other tenants. A criterion whose own words name one of them ("avec un propriétaire français", "an Austrian
 * landlord") is about them even in a clause where the searchers speak of themselves ("je cherche …", "I'm looking
 * for …"), so it is refused.
 */
const OTHER_PEOPLE =
  /landlord|owner|neighbou?r|flatmate|roommate|tenant|vermieter|eigentümer|besitzer|nachbar|mitbewohner|propriétaire|proprietaire|bailleur|proprio|voisin|colocataire|locataire|proprietari|padron|vicin|coinquilin|propietari|caser|vecin|compañer|senhori|vizinh|verhuurder|eigenaar|buren|huisgeno|hyresvärd|granna|hyresgäst|rumskompis|właściciel|wlasciciel|sąsi[ae]d|sasi[ae]d|współlokator|хозя|арендодател|владел|сосед|ev sahib|komşu|ev arkadaş|مالك|مؤجر|جيران|صاحبخانه|صاحب‌خانه|مالک|همسایه|هم‌خانه|房东|邻居|室友|大家|オーナー|隣人|ルームメイト/u;
/** Where a clause ends: punctuation in any script. */
const CLAUSE_END = /[,.;:!?。、，；：！？\n]/u;

/** "or" in each language, between two listed wishes. */
const OR_WORDS: Record<Lang, string> = {
  de: 'oder|bzw\\.?|od\\.',
  en: 'or',
  fr: 'ou',
  it: 'o|oppure',
  es: 'o|u',
  pt: 'ou',
  nl: 'of',
  sv: 'eller',
  pl: 'lub|albo|czy',
  ru: 'или|либо',
  tr: 'veya|ya da|yahut',
  ar: 'او|أو',
  fa: 'یا',
  zh: '或者|或|还是',
  ja: 'か|または|もしくは',
};

/** "or" right before a word, and right after one (Chinese and Japanese write it between words with no space). */
const OR_AROUND = Object.fromEntries(
  Object.entries(OR_WORDS).map(([lang, w]) => {
    const spaced = lang !== 'zh' && lang !== 'ja';
    return [
      lang,
      [
        new RegExp(`${spaced ? '(?:^|[\\s,])' : ''}(?:${w})\\s*$`, 'u'),
        new RegExp(`^\\s*,?\\s*(?:${w})${spaced ? '(?:\\s|$)' : ''}`, 'u'),
      ],
    ];
  }),
) as Record<Lang, [RegExp, RegExp]>;

/**
 * "Balkon oder Terrasse", "balkon of terras", "شرفة أو تراس", "阳台或露台": one of two outdoor spaces is any outdoor
 * space (aussenflaeche), not both features. Built from the language's own words for balcony, terrace and loggia.
 */
function outdoorEither(lex: Lex, lang: Lang): string[] {
  const words = lex.features.filter(([, k]) => k === 'balcony' || k === 'terrace' || k === 'loggia').map(([p]) => p);
  if (!words.length) return [];
  const one = `(?:${alt(words)})`;
  const sep = lex.bounded ? '\\s*,?\\s+' : '\\s*';
  return [`${one}${sep}(?:${OR_WORDS[lang]})${lex.bounded ? '\\s+' : '\\s*'}${one}`];
}

/** Stems in Cyrillic take case endings ("в Вене"), Arabic-script ones a clitic ("بفيينا"); CJK ones stand as they are. */
const SCRIPTS: Array<[string, RegExp]> = [
  ['cyrillic', /[\u0400-\u04ff]/],
  ['arabic', /[\u0600-\u06ff]/],
  ['cjk', /[\u3040-\u30ff\u3400-\u9fff]/],
  ['latin', /[a-z\u00c0-\u024f]/],
];

function scriptOf(stem: string): string {
  return SCRIPTS.find(([, re]) => re.test(stem))?.[0] ?? 'latin';
}

/** A place stem as a pattern, its entry, its script, and the letters any text it matches holds (see stemLetters). */
type CompiledStem = [RegExp, GazetteerEntry, string, string[]];

/**
 * The letters an Arabic-script stem's pattern matches only as themselves: each must be in a text for the pattern to
 * match there, so a text lacking one is not searched (the stems' patterns, which no literal prefix anchors, were most
 * of an Arabic or Persian query's parse). Letters the pattern lets vary (the G/K and z spellings) are left out, and a
 * stem written as a pattern of its own gets none.
 */
function stemLetters(folded: string): string[] {
  if (/[|()?[\]\\.*+{}]/.test(folded)) return [];
  return [...new Set(folded.replace(/[\sغگکكتسز]/gu, ''))];
}

function compileStems(g: Gazetteer, lang: Lang): CompiledStem[] {
  return g.stems.map(({ stem, entry }): CompiledStem => {
    const cyr = /[\u0400-\u04ff]/.test(stem);
    const arabic = /[\u0600-\u06ff]/.test(stem);
    // Arabic writes the G of a foreign name غ or ج, Persian گ, and either is typed for a K (کلاکنفورت, اینسبروگ); the
    // German z تس or ز (بينتسغاو, بينزغاو); a doubled ي is often written once (فينا); Persian puts a zero-width
    // non-joiner inside a word where its parts meet (مول‌فیرتل), a space once folded, so a name may have one between
    // any two letters; Japanese often drops the long-vowel mark ー.
    let folded = arabic ? foldArabicScript(stem, lang) : stem;
    // A lake's "-see" is written زيه or, as often, زي (تراونزي, أترزي): the final ه may be left off.
    const seeEnd = arabic && /زيه$/u.test(folded);
    if (seeEnd) folded = folded.slice(0, -1);
    const letters = arabic ? stemLetters(folded) : [];
    if (arabic && lang === 'fa') folded = folded.replace(/([\u0621-\u06d3])(?=[\u0621-\u06d3])/gu, '$1 ?');
    const src = cyr
      ? `(?<![\\p{L}])(?:${stem})\\p{L}{0,3}(?![\\p{L}])`
      : arabic
        ? `(?<![\\p{L}])(?:ال|ب|و|ل|في|فی)?(?:${folded
            .replace(/ت( \?)?س|ز/g, '(?:ت ?س|ز)')
            .replace(/[غگکك]/g, '[غگکك]')
            .replace(/([يی])( \?)?\1/g, '$1$2$1?')}${seeEnd ? 'ه?' : ''})(?![\\p{L}])`
        : bareLetters(stem.replace(/ー/g, 'ー?'), lang);
    return [new RegExp(src, 'gu'), entry, scriptOf(stem), letters];
  });
}

/**
 * Letters people leave off when they type without their keyboard's accents ("dzialka budowlana", "pokoj do
 * wynajecia", "habitacion", "lagenhet", "kiralik"), per language: each lexicon word also matches with the bare letter.
 * German is read apart (GERMAN_UMLAUTS): its umlauts are typed ae/oe/ue, not bare.
 */
const BARE_LETTERS: Partial<Record<Lang, Record<string, string>>> = {
  pl: { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z' },
  fr: { à: 'a', â: 'a', ç: 'c', é: 'e', è: 'e', ê: 'e', ë: 'e', î: 'i', ï: 'i', ô: 'o', ù: 'u', û: 'u' },
  it: { à: 'a', è: 'e', é: 'e', ì: 'i', ò: 'o', ù: 'u' },
  es: { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u', ñ: 'n' },
  pt: { á: 'a', â: 'a', ã: 'a', à: 'a', ç: 'c', é: 'e', ê: 'e', í: 'i', ó: 'o', ô: 'o', õ: 'o', ú: 'u' },
  sv: { å: 'a', ä: 'a', ö: 'o' },
  tr: { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' },
  // Arabic: the closing taa marbuta is often typed as ha (حديقه, شقه), the two look and sound alike at a word's end.
  ar: { ة: 'ه' },
  // Persian says ghain and qaf alike, so either is typed for the other (باقچه for باغچه).
  fa: { غ: 'ق', ق: 'غ' },
  // Small kana typed full size ("マンシヨン", "ウイーン").
  ja: { ャ: 'ヤ', ュ: 'ユ', ョ: 'ヨ', ァ: 'ア', ィ: 'イ', ゥ: 'ウ', ェ: 'エ', ォ: 'オ' },
};

/**
 * A lexicon pattern that also accepts each accented letter bare: "ó" → "(?:ó|o)", "[óo]" inside a class; in Japanese
 * a small kana full size. In German a word's "ss" also matches "ß", the spelling before 1996 that many still type
 * (Dachgeschoß, Erdgeschoß, Schloß), where the vocabulary is written with "ss".
 */
/**
 * Chinese is typed by sound (pinyin) and the keyboard offers every character of that sound: a term's character is
 * often replaced by one that sounds the same (阳抬 for 阳台, 电悌 for 电梯, 维也那 for 维也纳, 花圆 for 花园, 免拥金 for 免佣金). The characters of the
 * lexicon's and the places' terms that are so replaced, each with the characters of its sound that are typed for it,
 * accepted wherever a term or a place's name holds the character.
 */
const ZH_SOUND_ALIKE: Record<string, string> = {
  台: '抬苔',
  阳: '杨扬洋',
  梯: '悌踢',
  纳: '那娜',
  寓: '遇',
  园: '圆原源',
  佣: '拥',
};
const ZH_SOUND_ALIKE_RE = new RegExp(`(?<!\\[[^\\]]*)[${Object.keys(ZH_SOUND_ALIKE).join('')}]`, 'gu');

/**
 * German typed without umlauts writes them ae, oe, ue ("Auslaender", "Maedels", "Kuehlhaus", "Poechlarn"): each
 * umlaut of a German pattern also matches its two letters, outside a class of letters.
 */
const GERMAN_UMLAUTS: Record<string, string> = { ä: '(?:ä|ae)', ö: '(?:ö|oe)', ü: '(?:ü|ue)' };

/** Each character of a pattern's source through `map`, told whether it stands inside a class; escapes kept whole. */
function mapPatternLetters(src: string, map: (ch: string, inClass: boolean) => string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (ch === '\\') {
      out += ch + (src[i + 1] ?? '');
      i++;
      continue;
    }
    if (ch === '[') inClass = true;
    else if (ch === ']') inClass = false;
    out += map(ch, inClass);
  }
  return out;
}

function bareLetters(src: string, lang: Lang): string {
  if (lang === 'de') {
    const out = mapPatternLetters(src, (ch, inClass) => (!inClass && GERMAN_UMLAUTS[ch] ? GERMAN_UMLAUTS[ch] : ch));
    return out.replace(/(?<![\\[])ss/g, '(?:ss|ß)');
  }
  if (lang === 'zh') return src.replace(ZH_SOUND_ALIKE_RE, (ch) => `[${ch}${ZH_SOUND_ALIKE[ch]}]`);
  const bare = BARE_LETTERS[lang];
  if (!bare) return src;
  return mapPatternLetters(src, (ch, inClass) => {
    const b = bare[ch];
    return b ? (inClass ? ch + b : `(?:${ch}|${b})`) : ch;
  });
}

/**
 * Languages written in another script whose writers gloss a type in German in brackets after their own word ("خانه
 * (Haus)", "بيت متلاصق (Reihenhaus)", "顶层豪华公寓（Penthouse）", "дом (Einfamilienhaus)").
 */
const GLOSSED_IN_GERMAN: ReadonlySet<Lang> = new Set<Lang>(['ru', 'ar', 'fa', 'zh', 'ja']);

/**
 * The German lexicon's types, each matched only as the whole of a bracket: the gloss names the type (and its
 * subtype) the way the listings do, and is never read as a place of the same name (the village of Haus).
 */
function germanGlosses(): Compiled['types'] {
  const floors = LEXICON.de.flatFloors.map(([p, s]): Lex['types'][number] => [p, 'WOHNUNG', s]);
  return [...LEXICON.de.types, ...floors, ...GLOSS_ONLY_TYPES].map(([p, o, s]) => [
    new RegExp(`(?<=[(（]\\s*)(?:${p})(?=\\s*[)）])`, 'gu'),
    o,
    s,
  ]);
}

/**
 * German type words that are a type only as a gloss: "Pension" in German text is also a retirement pension, in
 * brackets after a word for a guesthouse ("دار ضيافة (Pension)", "民宿（Pension）") it names the subtype Pensionen.
 */
const GLOSS_ONLY_TYPES: Lex['types'] = [['pension(?:en)?', 'GASTGEWERBE', 'PENSIONEN']];

/** "TG" on its own, in any script around it; not "TG-Platz", a parking space read with the types. */
const TG_SHORT = '(?<![\\p{L}\\p{N}])tg(?![\\p{L}\\p{N}])(?!-?(?:stell|abstell)?platz)';

/** Vienna's name (any language, any case) right before, with a space, comma or hyphen between. */
const VIENNA_RIGHT_BEFORE = new RegExp(
  `(?<![\\p{L}])(?:${[...BUNDESLAND_ALIASES.wien, 'wiedeń', 'wieden'].join('|')})[\\s,-]*$`,
  'u',
);

/** A type hit that is the whole of a bracket: a German gloss. */
const GLOSS_AROUND = { before: /[(（]\s*$/u, after: /^\s*[)）]/u };

function compile(lang: Lang): Compiled {
  const hit = cache.get(lang);
  if (hit) return hit;
  const lex = LEXICON[lang];
  const fix = (s: string) => bareLetters(foldArabicScript(s, lang), lang);
  const b = lex.bounded;
  // Arabic writes "and", "with", "the" and "for" onto the next word (وكراج, المسلمة, بشرفة), and spoken Arabic
  // "this" as ها before the article (هالشقة, بهالبيت: this flat, in this house).
  const clitic = lang === 'ar' ? '(?:و|ف|ب|ل|ال|وال|بال|لل|هال|بهال|وهال|لهال)?' : lang === 'fa' ? '(?:ب|و)?' : '';
  const wrap = (src: string) => (b ? `(?<![${WORD}])${clitic}(?:${fix(src)})(?![${WORD}])` : `(?:${fix(src)})`);
  const re = (list: readonly string[], flags = 'gu') => (list.length ? new RegExp(wrap(alt(list)), flags) : null);
  const after = b ? `(?![${LATIN_CYR}\\u0600-\\u06ff])` : '';
  const currencies =
    lang === 'ja'
      ? [...CURRENCY_WORDS, ['¥', 'JPY'] as [string, CurrencyCode]]
      : [...CURRENCY_WORDS, ['¥', 'CNY'] as [string, CurrencyCode]];
  const curAlt = currencies.map(([p], i) => `(?<c${i}>${fix(p)})`).join('|');
  const areaAlt = alt([...AREA_UNITS, ...lex.area].map(fix));
  const loans = lang === 'en' ? { features: [], energy: [] } : ENGLISH_LOANS;
  const energyWords = [...lex.energy, ...loans.energy];
  const c: Compiled = {
    lex,
    lang,
    refused: lex.refused.map(([p, k]) => [new RegExp(wrap(p), 'gu'), k]),
    household: lex.household ? new RegExp(wrap(lex.household), 'gu') : null,
    self: lex.self ? new RegExp(wrap(lex.self), 'u') : null,
    against: lex.against
      ? new RegExp(`(?<![${WORD}])(?:${fix(lex.against)})(?![\\p{L}])\\s*(?:\\p{L}+\\s+)?$`, 'u')
      : null,
    situation: re(lex.situation),
    moving: lex.moving ? new RegExp(wrap(lex.moving), 'u') : null,
    movedFrom: lex.movedFrom ? new RegExp(wrap(lex.movedFrom), 'gu') : null,
    sort: lex.sort.map(([p, k]) => [new RegExp(wrap(p), 'gu'), k]),
    // A phone's Cyrillic keyboard writes the class letters that look Latin ("энергокласс А", "класс В") in Cyrillic;
    // they count as the class where the class ends the phrase, so that "класс в Вене" keeps its preposition.
    energy: energyWords.length
      ? new RegExp(
          `${wrap(alt(energyWords))}\\s*[:=]?\\s*([aа]\\+\\+\\+?|[aа]\\+|[a-g]|[авсе](?=\\s*(?:[,;.!?)]|$)))(?![${LATIN_CYR}+])`,
          'gu',
        )
      : null,
    energyBefore:
      lang === 'tr' || lang === 'zh' || lang === 'ja'
        ? new RegExp(`${b ? `(?<![${WORD}])` : ''}(a\\+\\+|a\\+|[a-g])\\s*(?:級|级)?\\s*(?:${alt(energyWords)})`, 'gu')
        : null,
    districts: [...lex.district, ...(b ? [NUMBER_BEFORE_DISTRICT] : [])].map((p) => new RegExp(wrap(p), 'gu')),
    districtWords: lex.districtWords.map(([p, n]) => [new RegExp(wrap(p), 'gu'), n]),
    // Left boundary only: "Dreizimmerwohnung" and "3-Zimmer-Wohnung" go on with the property type.
    roomWords: lex.roomWords.map(([p, n]) => [
      new RegExp(b ? `(?<![${WORD}])${clitic}(?:${fix(p)})` : fix(p), 'gu'),
      n,
    ]),
    numWordRooms: Object.keys(lex.numWords).length
      ? new RegExp(
          `${b ? `(?<![${WORD}])` : ''}(${clitic})(${alt(Object.keys(lex.numWords).map(fix))})(?=[\\s-]*(?:${alt([...lex.bedrooms, ...lex.rooms].map(fix))})${b ? `(?![${WORD}])` : ''})`,
          'gu',
        )
      : null,
    numWordSuspended:
      b && Object.keys(lex.numWords).length
        ? new RegExp(
            `(?<![${WORD}])(${alt(Object.keys(lex.numWords).map(fix))})-(?=\\s+(?:${OR_WORDS[lang]}|${alt(lex.join.filter((j) => j !== '-').map(fix)) || '(?!)'})\\s+(?:\\d|${alt(Object.keys(lex.numWords).map(fix))}))`,
            'gu',
          )
        : null,
    numWordRangeFirst:
      b && Object.keys(lex.numWords).length
        ? new RegExp(
            `(?<![${WORD}])(${alt(Object.keys(lex.numWords).map(fix))})(?=\\s+(?:${OR_WORDS[lang]}|${alt(lex.join.filter((j) => j !== '-').map(fix)) || '(?!)'})\\s+(?:\\d{1,2}|${alt(Object.keys(lex.numWords).map(fix))})[\\s-]*(?:${alt([...lex.bedrooms, ...lex.rooms].map(fix))})(?![${WORD}]))`,
            'gu',
          )
        : null,
    suspendedBefore: new RegExp(
      `(?<![\\d.,])(\\d{1,2})-\\s*,?\\s*(?:${OR_WORDS[lang]}|${alt(lex.join.filter((j) => j !== '-').map(fix)) || '(?!)'})\\s*$`,
      'u',
    ),
    // The listings' German word "Zinshaus" (an apartment building bought for its rents) is written into queries of
    // every language ("Zinshaus in vendita a Graz"), as "Erstbezug" is below.
    types: [
      ...(GLOSSED_IN_GERMAN.has(lang) ? germanGlosses() : []),
      ...lex.flatFloors.map(([p, s]): Compiled['types'][number] => [
        new RegExp(wrap(p), 'gu'),
        'WOHNUNG',
        s,
        false,
        true,
      ]),
      ...(lang === 'de'
        ? lex.types
        : [['zinsh(?:a|ä)us(?:er)?', 'ZINSHAUS_RENDITEOBJEKT'] as Lex['types'][number], ...lex.types]
      ).map(([p, o, s]): Compiled['types'][number] => [new RegExp(wrap(p), 'gu'), o, s, OPEN_COMPOUND.test(p)]),
    ],
    // Persian writes "having" onto a feature ("استخردار", "آسانسوردار", "پارکینگ دار"): the feature. Turkish writes
    // "with" and case endings onto a term's last word ("yerden ısıtmalı", "kış bahçeli", "ankastre mutfaklı"): the
    // term with any ending. The listings' German short form "TG" (Tiefgarage, an underground car park) is written into
    // queries of every language ("lift, TG", "balkon, TG"), as "Erstbezug" is below; "TG-Platz" is left to the types.
    // The English phrases other languages borrow ("pets ok", ENGLISH_LOANS) come after the language's own words.
    features: [[TG_SHORT, 'underground_parking'] as Lex['features'][number], ...lex.features, ...loans.features].map(
      ([p, f]) => [
        new RegExp(wrap(lang === 'fa' ? `(?:${p})(?:\\s?دار)?` : lang === 'tr' ? `(?:${p})\\p{L}*` : p), 'gu'),
        f,
      ],
    ),
    outdoor: re([...lex.outdoor, ...outdoorEither(lex, lang)]),
    // The listings' German word "Erstbezug" is written into queries of every language ("Erstbezug flat to rent").
    firstOcc: re(lang === 'de' ? lex.firstOcc : [...lex.firstOcc, 'erstbezug']),
    firstOccPrefix: lex.firstOccPrefix.length
      ? new RegExp(`${b ? `(?<![${WORD}])` : ''}(?:${alt(lex.firstOccPrefix)})(?=\\p{L})`, 'gu')
      : null,
    noCommission: re(lex.noCommission),
    near: lex.near.map(([pattern, what]) => [re([pattern])!, what]),
    buy: re(lex.buy),
    rent: re(lex.rent),
    perMonth: re(lex.perMonth),
    // The shared multiplier words with the language's spelling ("1,5 milhoes" as "milhões").
    mult: new RegExp(`^(?:(k)|\\s?(${alt(MULTIPLIERS.map(([p]) => fix(p)))}))(?![${LATIN_CYR}])`, 'u'),
    multFactors: MULTIPLIERS.map(([p, n]) => [new RegExp(`^(?:${fix(p)})$`, 'u'), n]),
    ownMult: lex.multipliers.length
      ? new RegExp(`^\\s?(${alt(lex.multipliers.map(([p]) => fix(p)))})(?![${LATIN_CYR}])`, 'u')
      : null,
    ownMultFactors: lex.multipliers.map(([p, n]) => [new RegExp(`^(?:${fix(p)})$`, 'u'), n]),
    room: re(lex.room),
    articleRoom:
      lex.articles.length && lex.room.length
        ? new RegExp(`^(?:${alt(lex.articles.map(fix))})\\s+(?:${alt(lex.room.map(fix))})(?![${WORD}])`, 'u')
        : null,
    roomsOfBefore: lex.roomsOf.length ? new RegExp(`(?<![${WORD}])(?:${alt(lex.roomsOf.map(fix))})\\s*$`, 'u') : null,
    flatRoomUnit: lex.flatRoomUnits.length
      ? new RegExp(`(?<![${WORD}])(?:${alt(lex.flatRoomUnits.map(fix))})\\s*$`, 'u')
      : null,
    unitAfter: new RegExp(
      `^\\s*(?<plus>\\+)?\\s*-?\\s*(?:(?<cur>${curAlt})|(?<area>${areaAlt})|(?<bed>${alt(lex.bedrooms.map(fix)) || '(?!)'})|(?<room>${alt(lex.rooms.map(fix)) || '(?!)'}))${after}`,
      'u',
    ),
    // A code in letters only as a word of its own: "mtl 800" (monthly) ends in the letters of the lira's "tl".
    curBefore: new RegExp(
      `(?:${alt(['€', '\\$', '£', '₽', '₺', '¥'])}|(?<![\\p{L}])(?:${alt(['eur', 'euro', 'us\\$', 'usd', 'gbp', 'chf', 'sek', 'nok', 'pln', 'rub', 'try', 'aed', 'cny', 'rmb', 'jpy', 'tl'])}))\\s*$`,
      'u',
    ),
    // Arabic and Persian write "with"/"to" onto the comparison ("بأقل من 1200", "بحد أقصى"): read it off first.
    compBefore: new RegExp(
      `${b ? `(?<![${WORD}])` : ''}${lang === 'ar' ? '(?:و|ف|ب|ل)?' : lang === 'fa' ? '(?:به|ب|و)?' : ''}(?:(?<exact>${alt(lex.exact.map(fix)) || '(?!)'})|(?<max>${alt(lex.max.map(fix)) || '(?!)'})|(?<approx>${alt(lex.approx.map(fix)) || '(?!)'})|(?<min>${alt(lex.min.map(fix)) || '(?!)'})|(?<between>${alt(lex.between.map(fix)) || '(?!)'}))\\s*[:]?\\s*(?:${alt(['€', 'eur', 'us\\$', '\\$', 'usd', '£', 'chf', '¥', 'tl'])})?\\s*$`,
      'u',
    ),
    postAfter: new RegExp(
      `^\\s*(?:(?<more>${alt(lex.orMore.map(fix)) || '(?!)'})|(?<less>${alt(lex.orLess.map(fix)) || '(?!)'})|(?<approx>${alt(lex.approx.map(fix)) || '(?!)'}))${b ? `(?![${WORD}])` : ''}`,
      'u',
    ),
    negAfter: lex.negAfter.length ? new RegExp(`^\\s*(?:${alt(lex.negAfter.map(fix))})(?![${WORD}])`, 'u') : null,
    joinBetween: new RegExp(
      `^\\s*(?:${alt(lex.join.map(fix)) || '(?!)'})\\s*(?:${alt(['€', 'eur', '\\$', '£', 'chf', '¥'])})?\\s*$`,
      'u',
    ),
    orBetween: new RegExp(`^\\s*,?\\s*(?:${OR_WORDS[lang]})\\s*$`, 'u'),
    orCount: new RegExp(
      `^\\s*,?\\s*(?:${OR_WORDS[lang]})\\s*(?:(\\d{1,2})|(${alt(Object.keys(lex.numWords).map(fix)) || '(?!)'}))(?![${WORD}])`,
      'u',
    ),
    plot: re(lex.plot, 'gu'),
    plotAfter: lex.plot.length ? new RegExp(`^\\s*${wrap(alt(lex.plot))}`, 'u') : null,
    perMonthAfter: lex.perMonth.length ? new RegExp(`^\\s*${wrap(alt(lex.perMonth))}`, 'u') : null,
    perMonthBefore: lex.perMonth.length ? new RegExp(`${wrap(alt(lex.perMonth))}\\s*:?\\s*$`, 'u') : null,
    rentAny: re(lex.rent, 'u'),
    buyAny: re(lex.buy, 'u'),
    stems: compileStems(defaultGazetteer(), lang),
    living: re(lex.living, 'gu'),
    stop: new RegExp(`^(?:${alt(lex.stop.map(fix))})$`, 'u'),
    stopWord: new RegExp(`^(?:${alt(lex.stop.map((s) => fix(s.replaceAll('\\p{L}*', '\\p{L}{0,2}'))))})$`, 'u'),
    known: new RegExp(
      `^(?:${alt([...lex.min, ...lex.max, ...lex.approx, ...lex.between, ...lex.join, ...lex.orMore, ...lex.orLess, ...lex.buy, ...lex.rent].map(fix))})$`,
      'u',
    ),
    currencyCodes: currencies.map(([, code]) => code),
  };
  cache.set(lang, c);
  return c;
}

/**
 * The property portals and social sites where a visitor saw an ad ("auf willhaben gesehen", "видела на willhaben",
 * "vue sur immoscout24"): where it was seen is never a criterion, and a portal's name is no word of the language
 * ("willhaben" is no Polish "willa").
 */
const PLATFORM =
  '(?:willhaben|immo ?scout ?(?:24)?|immowelt|der ?standard|findmyhome|immodirekt|wohnnet|laendleimmo|ebay|facebook|instagram)(?:\\.(?:at|de|com))?';
const PLATFORM_RE = new RegExp(`(?<![\\p{L}\\p{N}])${PLATFORM}(?![\\p{L}\\p{N}])`, 'gu');
/**
 * The participle "seen" that is also the noun for a view (French "vue", Italian, Spanish and Portuguese "vista"),
 * followed by "on" a portal or the web ("l'annonce vue sur willhaben", "la casa vista su internet", "vista en
 * willhaben", "vista no willhaben"): where an ad was seen, no view. A view is "on" a lake or the mountains, never a
 * website.
 */
const SEEN_ON_SITE = new RegExp(
  `(?<![\\p{L}])(?:vue?s?|vist[aoie]s?) (?:sur|su|sul|sulla|dans|en|em|no|na|in|on|por|pelo|pela) (?:(?:le|la|les|un|une|il|lo|el|o|a|um|uma) |l')?(?:(?:site|sito|sitio|portail|portale|portal|appli|app|annonce) )?(?:${PLATFORM}|internet|web|net|ligne|línea|linea)(?![\\p{L}\\p{N}])`,
  'gu',
);
const SEEN_ON_SITE_LANGS: ReadonlySet<Lang> = new Set<Lang>(['fr', 'it', 'es', 'pt']);

/** Replaces a match by spaces of equal length, so positions in the text stay valid. */
function blank(s: string, from: number, to: number): string {
  return s.slice(0, from) + ' '.repeat(Math.max(0, to - from)) + s.slice(to);
}

function eachMatch(work: string, re: RegExp, fn: (m: RegExpExecArray) => boolean | void): string {
  re.lastIndex = 0;
  let out = work;
  for (const m of work.matchAll(re)) {
    if (!m[0].trim()) continue;
    if (fn(m) !== false) out = blank(out, m.index, m.index + m[0].length);
  }
  return out;
}

/** "1.200" (de) and "1,200" (en) are twelve hundred, "1,2" and "2.5" are decimals, "300 000" is grouped. */
function parseNumber(raw: string): number {
  const grouped = /^(\d{1,3})([.,' ])(\d{3})(?:\2\d{3})*(?:([.,])(\d+))?$/.exec(raw);
  if (grouped && grouped[4] !== grouped[2]) {
    const sep = grouped[2]!;
    const intPart = raw
      .slice(0, grouped[4] ? raw.lastIndexOf(grouped[4]) : raw.length)
      .split(sep)
      .join('');
    return Number(intPart + (grouped[5] ? `.${grouped[5]}` : ''));
  }
  return Number(raw.replace(',', '.'));
}

const CJK_NUM: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** The Turkish counts under ten, with and without their letters ç ş ı ö ü, for a room count said "iki artı bir". */
const TR_COUNT: Record<string, string> = Object.fromEntries(
  (
    [
      ['bir', 1],
      ['iki', 2],
      ['üç|uç|üc|uc', 3],
      ['dört|dort', 4],
      ['beş|bes', 5],
      ['altı|alti', 6],
      ['yedi', 7],
      ['sekiz', 8],
      ['dokuz', 9],
    ] as Array<[string, number]>
  ).flatMap(([w, n]) => w.split('|').map((x) => [x, String(n)])),
);
const TR_COUNT_WORD = `(\\d|${Object.keys(TR_COUNT).join('|')})`;
const TR_PLUS_WORD = new RegExp(`(?<![\\p{L}\\d])${TR_COUNT_WORD}\\s+art[ıi]\\s+${TR_COUNT_WORD}(?![\\p{L}\\d])`, 'gu');

/** Number words before a room word become digits ("drei Zimmer" → "3 Zimmer", "两室" → "2室"). */
function digitsForRoomWords(s: string, c: Compiled): string {
  // "五十万", "二十三区", "十五万円", "十五公里": tens in Chinese numerals before a multiplier or unit (a radius's
  // kilometres too) are digits; so are the first bound's of a range before the unit ("六十到八十平米", "六十から八十平米").
  if (!c.lex.bounded)
    s = s.replace(
      /([一两二三四五六七八九]?)十([一二三四五六七八九]?)(?=(?:(?:到|至|-|~|〜|～|から)[一两二三四五六七八九十\d]+)?(?:[千万萬百億亿円元欧ユ区平㎡部室]|公里|キロ|km))/gu,
      (_, t: string, u: string) => String((t ? CJK_NUM[t]! : 1) * 10 + (u ? CJK_NUM[u]! : 0)),
    );
  // "一千欧", "两万": a Chinese numeral before a multiplier is a number too.
  if (!c.lex.bounded) s = s.replace(/[一两二三四五六七八九](?=[千万萬百])/gu, (w) => String(CJK_NUM[w]));
  // "两到三室", "二か三部屋": the first numeral of a range of rooms, whose second one the room words read.
  if (!c.lex.bounded)
    s = s.replace(
      /[一两二三四五六七八九](?=(?:到|至|或者?|-|~|〜|～|から|か)[一两二三四五六七八九\d](?:室|房|居|部屋|ldk|dk|k))/gu,
      (w) => String(CJK_NUM[w]),
    );
  // "от двух до трёх комнат", "iki ila üç oda", "zwei bis drei Zimmer": the first number word of a range or choice of
  // room counts, whose second one the room words read, is a count of rooms as well.
  if (c.numWordRangeFirst) {
    c.numWordRangeFirst.lastIndex = 0;
    s = s.replace(c.numWordRangeFirst, (w: string) => String(c.lex.numWords[w] ?? w));
  }
  if (!c.numWordRooms) return s;
  c.numWordRooms.lastIndex = 0;
  s = s.replace(c.numWordRooms, (whole, prefix: string, w: string, at: number, text: string) => {
    // "busco una habitación", "je cherche une chambre", "ein Zimmer in Graz": an article before a singular room word
    // is the room searched (read with Lex.room), no count; "piso de una habitación" counts the flat's rooms.
    const from = at + prefix.length;
    if (c.articleRoom?.test(text.slice(from)) && !c.roomsOfBefore?.test(text.slice(0, from))) return whole;
    const n = c.lex.numWords[w] ?? CJK_NUM[w];
    return n ? `${prefix} ${n}` : whole;
  });
  // "Zwei- oder Dreizimmerwohnung": a number word with the hyphen of a compound, before "or" or "to" and the count
  // of rooms just written in digits, is a count of rooms as well.
  if (!c.numWordSuspended) return s;
  c.numWordSuspended.lastIndex = 0;
  return s.replace(c.numWordSuspended, (whole, w: string) => {
    const n = c.lex.numWords[w];
    return n ? `${n}-` : whole;
  });
}

type Cmp = 'min' | 'max' | 'exact' | 'range' | null;
type UnitClass = 'cur' | 'area' | 'bed' | 'room' | null;

interface Quantity {
  start: number;
  end: number;
  value: number;
  value2: number | null;
  unit: UnitClass;
  currency: CurrencyCode | null;
  multiplied: boolean;
  cmp: Cmp;
  post: 'more' | 'less' | null;
  /** Said with "about" (Lex.approx): `cmp` or `post` holds the upper bound a price takes from it. */
  approx: boolean;
  rawDigits: string;
}

const VIENNA_PLZ = /^1(?:0[1-9]|1\d|2[0-3])0$/;
/** Vienna's name right after a number ("1020 Wien", "1020 Vienne"). */
const VIENNA_NAME_AFTER = new RegExp(`^\\s*(?:${[...BUNDESLAND_ALIASES.wien, 'wiedeń'].join('|')})(?![\\p{L}])`, 'u');
/** The Länder whose name is also their capital's: a radius around the name is around the town. */
const LAND_TOWN: Partial<Record<Bundesland, string>> = { wien: 'Wien', salzburg: 'Salzburg' };

const PLACE_LIST_BEFORE =
  /(?:^|[\s,])(?:in|im|oder|und|or|and|ou|o|y|e|en|och|i|lub|или|в|veya|و|یا|或|,)\s*$|\d{4}\s*,?\s*$/u;

/**
 * An ordinal's ending after its digits in the 15 languages: 3., 3rd, 3e, 3°, 3º (NFKC "3o"), 3esimo, 3:e, 3-м,
 * 3üncü.
 */
const ORDINAL_END =
  '(?:\\.|st|nd|rd|th|ème|eme|er|esim[oa]|e|de|ste|°|o|:e|:a|-?(?:й|м|ом|го)|-?(?:inci|ıncı|uncu|üncü|ci|cı|cu|cü))?';
/**
 * "12 dzielnica", "22esimo distretto", "12 arrondissement", "10 bölge": a number of 1–23, with or without its
 * ordinal's ending, right before a word for a district is a Vienna district in every language that spaces its
 * words, as "Bezirk 12" after it is (the languages' own patterns read the word first). The word in the singular
 * only: "3 района", "3 dzielnice", "3 districts" count districts.
 */
const NUMBER_BEFORE_DISTRICT = `(\\d{1,2})${ORDINAL_END}\\s?(?:bezirk|district|distretto|distrito|arrondissement|dzielnic[ay]|районе?|округе?|bölge\\p{L}*|distrikt(?:et)?)`;
/** "or", "and" or a comma between listed items, with an article after it ("3e ou le 4e"). */
const LIST_JOIN_WORD =
  '(?:\\s*[,&/]\\s*|\\s+(?:oder|und|bzw\\.?|or|and|ou|et|o|e|y|of|en|eller|och|lub|albo|i|или|и|veya|ve|ya da|أو|او|و|یا)\\s+|\\s*(?:或|和|か|と)\\s*)';
const LIST_JOIN = `${LIST_JOIN_WORD}(?:(?:le|la|il|the|het|de|el|der|die|den|dem|im|in|en|no|na|nel|al|au|w|в)\\s+){0,2}`;
const ORDINAL_WORDS_AFTER = new RegExp(`^${LIST_JOIN}(\\p{L}+)(?![\\p{L}])`, 'u');
const ORDINAL_WORDS_BEFORE = new RegExp(`(?<![\\p{L}])(\\p{L}+)${LIST_JOIN}$`, 'u');
const DISTRICT_BEFORE = new RegExp(`(?<![\\p{L}\\d.,])(\\d{1,2})${ORDINAL_END}${LIST_JOIN}$`, 'u');
const DISTRICT_AFTER = new RegExp(`^${LIST_JOIN}(\\d{1,2})${ORDINAL_END}(?![\\p{L}\\d])`, 'u');
/**
 * "Vienne 15e", "Wenen 14e en 15e", "Vienna 7th", "Vienna's 17th", "Wien 5:e": a number with an ordinal's ending
 * right after Vienna's name (any language's, also with the English possessive) is its district. A plain number there
 * is not (a postcode, a price).
 */
const VIENNA_ORDINAL = new RegExp(
  `(?<=(?<![\\p{L}])(?:${[...BUNDESLAND_ALIASES.wien, 'wiedeń'].join('|')})(?:['’]s)?\\s*,?\\s*)(\\d{1,2})(?:st|nd|rd|th|ème|eme|er|e|de|ste|°|o|:e|:a|\\.(?!\\d))(?![\\p{L}\\d])`,
  'gu',
);

/**
 * "dans le 9e", "dans le 2e ou le 3e", "nel 7°", "en el 3º", "im 9.": in a query that names Vienna, an ordinal after
 * a preposition with its article is a district where Vienna's people name them so, anywhere in the text; never a
 * floor ("au 3e étage", "al 3° piano").
 */
const VIENNA_NAMED = new RegExp(
  `(?<![\\p{L}])(?:${[...BUNDESLAND_ALIASES.wien, 'wiedeń'].join('|')})(?![\\p{L}])`,
  'u',
);
const ORDINAL_IN_VIENNA =
  /(?<![\p{L}])(?:dans le|au|nel|en el|no|im|in the)\s+(\d{1,2})(?:st|nd|rd|th|ème|eme|er|e|°|o|\.(?!\d))(?![\p{L}\d])(?!\s*(?:étage|etage|piano|planta|piso|andar|stock|obergeschoss|floor))/gu;

/**
 * "Wien 16 nähe U-Bahn", "Vienna 3, balcony": a plain number of 1–23 right after Vienna's name that ends the phrase
 * (the text's end, a comma or a word that is no unit) is its district too; "Wien 3 Zimmer", "Wien 2-3", "Wien 20 km"
 * keep their number for the count, range or radius.
 */
const VIENNA_PLAIN = new RegExp(
  `(?<=(?<![\\p{L}])(?:${[...BUNDESLAND_ALIASES.wien, 'wiedeń'].join('|')})\\s*)([1-9]|1\\d|2[0-3])(?=\\s*(?:[,;)]|$)|\\s+(?![\\d+\\-–]|(?:zi|zimmer\\p{L}*|räume|raum|rooms?|bed\\p{L}*|pièces?|kamers?|rum|pok\\p{L}*|комнат\\p{L}*|oda\\p{L}*|m2|m²|qm|sqm|km|k|tsd|eur|euro|€|mio)(?![\\p{L}])))`,
  'gu',
);

const NUMBER_RE = /(?<!\d|\d[.,])(\d{1,3}(?:([.,' ])\d{3})(?:\2\d{3})*(?:[.,]\d+)?|\d+(?:[.,]\d+)?)(?!\d)/gu;

interface NumTok {
  start: number;
  end: number;
  value: number;
  raw: string;
  multiplied: boolean;
  unit: UnitClass;
  currency: CurrencyCode | null;
  /** "3+ Zimmer": at least. */
  plus: boolean;
}

function readNumbers(work: string, c: Compiled): NumTok[] {
  const out: NumTok[] = [];
  NUMBER_RE.lastIndex = 0;
  // Each number is looked for after the end of the one before with its unit: the "2" of "m²" (NFKC "m2") was read
  // with the number before it, and an amount right after it ("60-80 m² 400 bin euro", "80 m2 400 tys.") is not
  // swallowed as "2 400" with a space between thousands.
  for (let m = NUMBER_RE.exec(work); m; m = NUMBER_RE.exec(work)) {
    if (out.length && m.index < out[out.length - 1]!.end) continue;
    // "PLZ 4020 monatlich 900": four digits after a word for postcode are the postcode, never an amount.
    if (/^[1-9]\d{3}$/.test(m[1]!) && PLZ_CUE_BEFORE.test(work.slice(Math.max(0, m.index - 25), m.index))) continue;
    let end = m.index + m[0].length;
    let value = parseNumber(m[1]!);
    if (!Number.isFinite(value)) continue;
    let multiplied = false;
    const own = c.ownMult?.exec(work.slice(end));
    const mm = own ? null : c.mult.exec(work.slice(end));
    if (own) {
      // "1.5 mil" (en), "4 ton" (nl), "1,5 bańki" (pl), "2 ляма" (ru): the language's own word decides first.
      value *= c.ownMultFactors.find(([re]) => re.test(own[1]!))?.[1] ?? 1;
      multiplied = true;
      end += own[0].length;
    } else if (mm) {
      const word = (mm[1] ?? mm[2] ?? '').trim();
      const factor = mm[1] ? 1e3 : (c.multFactors.find(([re]) => re.test(word))?.[1] ?? 1);
      value *= factor;
      multiplied = factor !== 1;
      end += mm[0].length;
    } else if (c.lang === 'ru' && value >= 10 && /^к(?![\p{L}])/u.test(work.slice(end))) {
      // "до 400к": the Cyrillic k of thousands ("3к" is three rooms, read with the room words).
      value *= 1e3;
      multiplied = true;
      end += 1;
    } else if (c.lang === 'en' && value < 50) {
      // "max 1.5m", "2m": millions in English; "120m" is not (a size would say m², and is no small number).
      const m = /^m(?![\p{L}\p{N}²])/u.exec(work.slice(end));
      if (m) {
        value *= 1e6;
        multiplied = true;
        end += 1;
      }
    }
    let unit: UnitClass = null;
    let currency: CurrencyCode | null = null;
    let plus = false;
    // "1.200,-", "450.000,- €": a price in whole euros, the Austrian way.
    const wholeEuros = /^,-{1,2}(?![\d])/.exec(work.slice(end));
    if (wholeEuros) {
      end += wholeEuros[0].length;
      unit = 'cur';
      currency = 'EUR';
    }
    const u = c.unitAfter.exec(work.slice(end));
    // "£400k-£500k", "€300.000 - €400.000": a currency sign after a dash that a number follows is the next
    // amount's, which ends a range with this one.
    const nextAmounts = !!u?.groups?.cur && u[0].includes('-') && /^\s*\d/.test(work.slice(end + u[0].length));
    if (u?.groups && !nextAmounts) {
      if (u.groups.cur !== undefined) {
        unit = 'cur';
        const idx = Object.keys(u.groups).find((k) => /^c\d+$/.test(k) && u.groups![k] !== undefined);
        currency = idx ? c.currencyCodes[Number(idx.slice(1))]! : 'EUR';
      } else if (u.groups.area !== undefined) unit = 'area';
      else if (u.groups.bed !== undefined) unit = 'bed';
      else if (u.groups.room !== undefined) unit = 'room';
      plus = u.groups.plus !== undefined;
      // "3 k" in Dutch is three rooms, "3k" elsewhere three thousand: a unit right after wins over nothing.
      end += u[0].length;
    }
    out.push({ start: m.index, end, value, raw: m[1]!, multiplied, unit, currency, plus });
    NUMBER_RE.lastIndex = end;
  }
  return out;
}

function currencyBefore(before: string, c: Compiled): { code: CurrencyCode; len: number } | null {
  const m = c.curBefore.exec(before);
  if (!m) return null;
  const sym = m[0].trim();
  const code: CurrencyCode =
    sym === '$' || sym === 'us$' || sym === 'usd'
      ? 'USD'
      : sym === '£' || sym === 'gbp'
        ? 'GBP'
        : sym === '¥'
          ? c.lang === 'ja'
            ? 'JPY'
            : 'CNY'
          : sym === 'tl' || sym === '₺' || sym === 'try'
            ? 'TRY'
            : sym === '₽' || sym === 'rub'
              ? 'RUB'
              : ['chf', 'sek', 'nok', 'pln', 'aed', 'cny', 'jpy'].includes(sym)
                ? (sym.toUpperCase() as CurrencyCode)
                : sym === 'rmb'
                  ? 'CNY'
                  : 'EUR';
  return { code, len: m[0].length };
}

function quantities(work: string, c: Compiled): Quantity[] {
  const nums = readNumbers(work, c);
  const out: Quantity[] = [];
  let prevEnd = 0;
  for (let i = 0; i < nums.length; i++) {
    const n = nums[i]!;
    let start = n.start;
    let currency = n.currency;
    let unit = n.unit;
    let end = n.end;
    let value2: number | null = null;
    let multiplied = n.multiplied;
    const lookFrom = Math.max(prevEnd, start - 40);
    const cb = currencyBefore(work.slice(lookFrom, start), c);
    if (cb && !currency) {
      currency = cb.code;
      unit = 'cur';
      start -= cb.len;
    }
    // A range: "2-3 Zimmer", "zwischen 300.000 und 400.000 €", "80 bis 100 m²".
    const next = nums[i + 1];
    // "1070 oder 1080 bis 1.200 €": a postcode in a list of places is not the lower end of a price range. After a
    // bare comma ("działka, 1500-2500 m²", "daire, 1500-2500 euro") a number dashed to one with a unit is the range's
    // lower end: a list of places is not written with a dash.
    const dashedRange = !!next?.unit && /^\s*[-–]\s*$/u.test(work.slice(end, next.start));
    const listedPostcode =
      !n.unit &&
      /^[1-9]\d{3}$/.test(n.raw) &&
      (VIENNA_PLZ.test(n.raw) || (PLACE_LIST_BEFORE.test(work.slice(lookFrom, start)) && !dashedRange)) &&
      !c.compBefore.test(work.slice(lookFrom, start));
    // "2 Zimmer bis 350.000", "80 m² bis 350k": a number too large for the first one's unit starts a new quantity
    // (the price), it does not end a range of rooms or square metres.
    const outOfUnit =
      !!n.unit &&
      !next?.unit &&
      !!next &&
      (next.multiplied ||
        ((n.unit === 'room' || n.unit === 'bed') && next.value > 20) ||
        (n.unit === 'area' && next.value >= 10000) ||
        // "ab 60m2 bis 1.500 mtl", "50 m² bis 900 im Monat": a bare number with a word for the month after it is a
        // rent, never the upper end of a size or a count of rooms.
        (n.unit !== 'cur' && !!c.perMonthAfter?.test(work.slice(next.end))) ||
        // "3 pièces à 10 minutes de Graz", "3 pièces à 1020 Vienne", "3 locali a 10 minuti": after a count with its
        // unit, "à" (a) with a bare number is "at", not "to": a range says "3 à 4 pièces" or "3 pièces à 4 pièces".
        ((n.unit === 'room' || n.unit === 'bed' || n.unit === 'area') &&
          /^\s*(?:à|a)\s*$/u.test(work.slice(n.end, next.start))));
    // "2- oder 3-Zimmer-Wohnung", "2- bis 3-Zimmer", "2- или 3-комнатная": a hyphen right after the first number
    // stands for the compound the second one spells out.
    const between = next ? work.slice(n.end, next.start).replace(/^-(?=\s)/, '') : '';
    if (
      next &&
      !listedPostcode &&
      !outOfUnit &&
      (c.joinBetween.test(between) ||
        // "2 oder 3 Zimmer", "2 ou 3 pièces", "3 or 4 bedrooms": either room count is a range of rooms.
        ((next.unit === 'room' || next.unit === 'bed') &&
          (!n.unit || n.unit === next.unit) &&
          next.value > n.value &&
          c.orBetween.test(between))) &&
      (!n.unit || !next.unit || n.unit === next.unit)
    ) {
      const nextUnit = next.unit ?? unit;
      if (nextUnit || n.multiplied || next.multiplied || (n.value >= 1000 && next.value >= 1000)) {
        value2 = next.value;
        unit = nextUnit ?? (n.value >= 1000 || multiplied || next.multiplied ? 'cur' : null);
        currency = next.currency ?? currency;
        multiplied ||= next.multiplied;
        // "1-1,5 Mio": the multiplier of the upper bound applies to the lower one.
        if (next.multiplied && !n.multiplied && n.value < next.value / 100) {
          const factor = next.value / parseNumber(next.raw);
          n.value *= factor;
        }
        // "entre 300 et 400 000 €", "zwischen 200 und 300.000": a lower end under a thousand takes the thousands
        // the upper end is written with.
        else if (
          !n.multiplied &&
          !next.multiplied &&
          nextUnit !== 'area' &&
          n.value < 1000 &&
          next.value >= 10000 &&
          n.value * 1000 <= next.value &&
          /\d[.,' ]\d{3}$/.test(next.raw)
        )
          n.value *= 1000;
        end = next.end;
        i++;
      }
    }
    let cmp: Cmp = value2 != null ? 'range' : null;
    let approx = false;
    const before = work.slice(lookFrom, start);
    const cm = c.compBefore.exec(before);
    // "zwischen" without a second number says nothing; with one it is read with the range.
    if (cm?.groups && (cm.groups.between === undefined || cmp === 'range')) {
      if (!cmp) cmp = cm.groups.exact !== undefined ? 'exact' : cm.groups.min !== undefined ? 'min' : 'max';
      if (cmp === 'max' && cm.groups.approx !== undefined) approx = true;
      const cur = /(€|eur|us\$|\$|usd|£|chf|¥|tl)\s*$/u.exec(cm[0]);
      if (cur && !currency) {
        currency = currencyBefore(cur[1]!, c)?.code ?? 'EUR';
        unit = 'cur';
      }
      start = lookFrom + cm.index;
      // "کمتر از 60 متر نباشد": a negated verb after the quantity turns a one-sided comparison round.
      if ((cmp === 'min' || cmp === 'max') && c.negAfter?.test(work.slice(end))) cmp = cmp === 'min' ? 'max' : 'min';
    }
    let post: Quantity['post'] = n.plus ? 'more' : null;
    const pm = c.postAfter.exec(work.slice(end));
    if (pm?.groups) {
      post = pm.groups.more !== undefined ? 'more' : 'less';
      if (pm.groups.approx !== undefined) approx = true;
      end += pm[0].length;
    }
    out.push({ start, end, value: n.value, value2, unit, currency, multiplied, cmp, post, approx, rawDigits: n.raw });
    prevEnd = end;
  }
  return out;
}

function toEur(amount: number, code: CurrencyCode | null, rates: Rates): number {
  if (!code || code === 'EUR') return Math.round(amount);
  const rate = rates[code] ?? FALLBACK_RATES[code];
  return Math.round(amount / rate);
}

function near(orig: string, q: Quantity, re: RegExp | null, span = 30): number {
  if (!re) return Infinity;
  let best = Infinity;
  const before = orig.slice(Math.max(0, q.start - span), q.start);
  const after = orig.slice(q.end, q.end + span);
  re.lastIndex = 0;
  for (const m of before.matchAll(re)) best = Math.min(best, before.length - m.index - m[0].length);
  re.lastIndex = 0;
  const ma = re.exec(after);
  re.lastIndex = 0;
  if (ma) best = Math.min(best, ma.index);
  return best;
}

/** The radius around a named place that has no listings of its own, in km (one of the list's radius choices). */
export const PLACE_RADIUS_KM = 10;

/**
 * Words that name a postcode before its number, in the 15 languages ("PLZ 8010", "code postal 5020", "индекс 1030",
 * "邮编1100"): understood with the postcode.
 */
const PLZ_CUES = [
  'plz',
  'postleitzahl',
  'postcode',
  'post code',
  'postal code',
  'zip code',
  'zip',
  'code postal',
  'cp',
  'cap',
  'codice postale',
  'código postal',
  'codigo postal',
  'postnummer',
  'kod pocztowy',
  'kod',
  'почтовый индекс',
  'индекс',
  'posta kodu',
  'الرمز البريدي',
  'رمز بريدي',
  'کد پستی',
  '邮编',
  '邮政编码',
  '郵便番号',
];
/** A word for postcode right before a number (PLZ_CUES). */
const PLZ_CUE_BEFORE = new RegExp(`(?<![\\p{L}])(?:${alt(PLZ_CUES)})\\s*[:.]?\\s*(?:a-|at-)?$`, 'u');
const PLZ_RE = new RegExp(
  `(?:(?<![\\p{L}])(?:${alt(PLZ_CUES)})\\s*[:.]?\\s*)?(?<![\\d.,])(?:a-|at-)?([1-9]\\d{3})(?!\\d|[.,]\\d)`,
  'gu',
);

/**
 * The word for a political district before a town's name ("Bezirk Baden", "Bez. Mödling", "district de Baden",
 * "округе Баден"); so is its authority, the Bezirkshauptmannschaft ("BH Melk"), which Austrians name for the district.
 */
const DISTRICT_WORD_BEFORE =
  /(?<![\p{L}])(?:politischen? bezirk(?:e|en)?|bezirk(?:e|en)?|bezirkshauptmannschaft|bh|bez\.|bzk\.?|districts?|arrondissements?|distrett[oi]|distritos?|distrikt(?:et|en)?|powiat\p{L}*|powiecie|округ\p{L}*|مقاطعة|قضاء|بخش|شهرستان)\s+(?:(?:de|di|dei|del|of|the|van|von|do|dos|da|du|het)\s+)?$/u;
/**
 * "and", "or" or a comma between two names in any language: "Bezirk Baden oder Mödling", "in den Bezirken Baden und
 * Mödling", "the districts of Tulln and Korneuburg" name two districts with one word for district.
 */
const JOINED_NAMES =
  /^\s*(?:,|&|\/|und|oder|bzw\.?|and|or|et|ou|e|o|y|en|of|och|eller|i|lub|albo|и|или|ve|veya|و|یا|或|和|、|・|と)\s*$/u;
/**
 * "-Land" or "-Umgebung" after a town's name in another script than German's (Russian "-Ланд", "-Умгебунг", with a
 * case ending): the district around the town (Linz-Land, Graz-Umgebung, Salzburg-Umgebung).
 */
const LAND_AFTER = /^\s?[-‐–]\s?(?:ланд|умгебунг)\p{L}{0,2}(?![\p{L}])/u;
/**
 * The word for a political district after a town's name ("Baden district", "Baden ilçesinde", "巴登区", "梅尔克县",
 * "バーデン郡"): Chinese names an Austrian Bezirk a county (县, 縣) as often as a district.
 */
const DISTRICT_WORD_AFTER = /^(?:\s*(?:district|bezirk|il(?:ç|c)e\p{L}*)(?![\p{L}])|区|郡|县|縣)/u;

/** Words of Austrian place names as people abbreviate them: "Wr. Neustadt", "Wr. Neudorf", "Dt.-Wagram". */
const PLACE_ABBREVIATIONS: Record<string, string> = { wr: 'wiener', dt: 'deutsch' };

/** The Bundesland a place lies in, where the gazetteer knows it (a region may span several: none). */
function placeLand(e: GazetteerEntry): Bundesland | undefined {
  if (e.kind === 'bundesland') return e.value as Bundesland;
  if (e.kind === 'bezirk') return districtLand(e.value);
  if (e.kind === 'ort') return placeByName(e.value)?.bundesland;
  return undefined;
}

/**
 * Whether a place can be searched together with the places already understood. The list's filter combines its
 * places with "and": a town, a Bundesland and a region narrow each other, only districts may be several ("any of").
 * So a second town, a second Bundesland or region, or a place in another Bundesland than one already named or
 * than the postcode's ("Wohnung in Wien oder Graz", "5020 Graz") cannot be added: it would empty the results.
 */
function fitsWith(e: GazetteerEntry, f: NlFilters): boolean {
  if (e.kind === 'ort' && f.ort && f.ort !== e.value) return false;
  if (e.kind === 'region' && f.region && f.region !== e.value) return false;
  const land = placeLand(e);
  if (!land) return true;
  const named: Array<Bundesland | undefined> = [
    f.bundesland,
    // A postcode names its Bundesland too ("5020 Graz" cannot find anything: 5020 is Salzburg's).
    f.plz ? placeByPostcode(f.plz)?.bundesland : undefined,
    f.ort ? placeLand({ kind: 'ort', value: f.ort }) : undefined,
    ...(f.bezirk ?? []).map((b) => districtLand(b)),
  ];
  return named.every((l) => !l || l === land);
}

/**
 * Polish locative endings and the consonant they soften (-dzie is -d or -dt); also the instrumental's -iem after g
 * and k ("pod Salzburgiem", "pod Wolfsbergiem"), a letter too long for the plain cut of the ending.
 */
const PL_LOCATIVE: Array<[string, string]> = [
  ['dzie', 'd'],
  ['dzie', 'dt'],
  ['cie', 't'],
  ['rze', 'r'],
  ['giem', 'g'],
  ['kiem', 'k'],
];

/** Case endings written onto a town's name without an apostrophe, looked for when the name is misspelt. */
const TYPO_ENDING: Partial<Record<Lang, RegExp>> = {
  tr: /(?:[dt][ae]n?|n[ae]|y[ae])$/,
};

const soundIndex = new WeakMap<Gazetteer['names'], Map<string, GazetteerEntry>>();
const townSoundIndex = new WeakMap<Gazetteer['names'], Map<string, GazetteerEntry>>();

/** Russian prepositions of place right before a town's name: "в Имсте", "около Вайца", "из Тульна". */
const RU_PLACE_PREPOSITION = /^(?:в|во|из|под|около|возле|близ|рядом)$/u;

/**
 * The place whose German name sounds like the Cyrillic words (see ./sound-place), trying the words as typed and
 * then without one or two letters of a case ending ("Дорнбирне", "Куфштайном"). A key of fewer than five sounds
 * is not looked up in the whole gazetteer: short Russian words would sound like villages. After a preposition of
 * place (`afterPlaceWord`: "в Вайце", "в Имсте") a key of four sounds is looked up among the portal's own towns only
 * (Weiz, Imst, Melk, Tulln), which no common Russian word after "в" sounds like.
 */
function placeBySound(g: Gazetteer, cyrillic: string, afterPlaceWord = false): GazetteerEntry | undefined {
  let index = soundIndex.get(g.names);
  let towns = townSoundIndex.get(g.names);
  if (!index || !towns) {
    index = new Map();
    towns = new Map();
    for (const [key, entry] of g.names)
      if (/^[a-z ]+$/.test(key)) {
        for (const sound of germanSoundKeys(key)) {
          if (!index.has(sound)) index.set(sound, entry);
          if (entry.kind === 'ort' && !entry.fromFile && !towns.has(sound)) towns.set(sound, entry);
        }
      }
    soundIndex.set(g.names, index);
    townSoundIndex.set(g.names, towns);
  }
  for (const cut of [0, 1, 2]) {
    const sound = cyrillicSoundKey(cut ? cyrillic.slice(0, -cut) : cyrillic);
    const length = sound?.replace(/ /g, '').length ?? 0;
    if (!sound || length < (afterPlaceWord ? 4 : 5)) return undefined;
    const entry = length < 5 ? towns.get(sound) : index.get(sound);
    if (entry) return entry;
  }
  return undefined;
}

const CJK_LETTER = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー';
/** A word of the text: letters and digits of one script, CJK or not (see places). */
const WORD_TOKEN = new RegExp(
  `[${CJK_LETTER}]+|(?:(?![${CJK_LETTER}])[\\p{L}\\p{N}])(?:(?![${CJK_LETTER}])[\\p{L}\\p{N}.'])*`,
  'gu',
);
const KATAKANA_RUN = /[ァ-ヺー・]{3,}/gu;
/** Vienna's underground lines, U1 to U6, as a word of their own. */
const VIENNA_LINE = /(?<![\p{L}\p{N}])u[1-6](?![\p{L}\p{N}])/gu;
/**
 * The gazetteer's names by a sound key, null where two places share one. The towns the portal knows come first: a
 * village of the gazetteer file with a town's key never hides it ("コルノイブルク" is Korneuburg, not Kaunerberg), as a
 * name the file alone has is still found by its key. `towns`, when given, gets the portal's towns alone as well.
 */
function namesByKey(
  g: Gazetteer,
  keyOf: (folded: string) => string,
  towns?: Map<string, GazetteerEntry | null>,
): Map<string, GazetteerEntry | null> {
  const index = new Map<string, GazetteerEntry | null>();
  const put = (into: Map<string, GazetteerEntry | null>, key: string, entry: GazetteerEntry) => {
    const seen = into.get(key);
    into.set(key, seen === undefined || seen?.value === entry.value ? entry : null);
  };
  const known = new Set<string>();
  for (const fromFile of [false, true])
    for (const [name, entry] of g.names)
      if (!!entry.fromFile === fromFile && /^[a-z ]+$/.test(name)) {
        const key = keyOf(name);
        if (fromFile && known.has(key)) continue;
        if (!fromFile) known.add(key);
        put(index, key, entry);
        if (towns && !fromFile && entry.kind === 'ort') put(towns, key, entry);
      }
  return index;
}

const skeletonIndex = new WeakMap<Gazetteer['names'], Map<string, GazetteerEntry | null>>();
const skeletonTownIndex = new WeakMap<Gazetteer['names'], Map<string, GazetteerEntry | null>>();
/**
 * What may follow a town's name in Japanese: a space, a stop, the end, a particle or a word of place
 * ("シュトッケラウ ルームシェア", "ゲッツィス周辺", "テルフスの賃貸"); not a word it is part of ("ボーデン湖").
 */
const JA_AFTER_PLACE =
  /^(?:\s|$|[、。，,.・!！?？()（）]|の|で|に|へ|から|まで|周辺|近郊|近く|付近|周り|市|町|村|駅|地区|エリア)/u;

/**
 * The place whose German name has the consonants of the katakana (see ./sound-place), only when it has four or more
 * and no other name of the gazetteer has the same: "ドルンビルン" is Dornbirn, "メードリング" could be Mödling or
 * Meidling and is left alone. The skeleton drops r and l, so whether the name begins with one is kept beside it:
 * katakana writes both as ラ行 and nothing else so ("インスブルッグ" is Innsbruck, not Reinsberg). Three consonants
 * are looked up among the portal's towns of one word only, and only when the run stands alone as a name
 * (`standsAlone`: followed by a space, a particle or a word of place, see JA_AFTER_PLACE): "シュトッケラウ" is
 * Stockerau, "ゲッツィス周辺" Götzis, while a loanword of three consonants in a compound is no town.
 */
function placeBySkeleton(g: Gazetteer, katakana: string, standsAlone = false): GazetteerEntry | undefined {
  let index = skeletonIndex.get(g.names);
  let towns = skeletonTownIndex.get(g.names);
  if (!index || !towns) {
    const keyOf = (key: string) => (/^[rl]/.test(key) ? 'r' : '') + germanSkeleton(key);
    index = namesByKey(g, keyOf);
    towns = new Map();
    // The towns by a name of one word: a town part's long name ("Graz-Ries") would share a short town's key.
    namesByKey(g, (key) => (key.includes(' ') ? ' ' : keyOf(key)), towns);
    skeletonIndex.set(g.names, index);
    skeletonTownIndex.set(g.names, towns);
  }
  const skeleton = katakanaSkeleton(katakana);
  if (!skeleton || skeleton.length < 3) return undefined;
  const key = (/^[ラリルレロ]/u.test(katakana) ? 'r' : '') + skeleton;
  if (skeleton.length >= 4) return index.get(key) ?? undefined;
  return standsAlone && !katakana.includes('・') ? (towns.get(key) ?? undefined) : undefined;
}

const hanziIndex = new WeakMap<Gazetteer['names'], Array<Map<string, GazetteerEntry | null>>>();
/** What may follow a town's name in Chinese: a stop, the end, 的, or a word of place ("施瓦茨周边", "在施瓦茨市"). */
const ZH_AFTER_PLACE =
  /^(?:\s|$|[，,。.、!！?？()（）:：]|的|市|镇|鎮|村|区|區|县|縣|周边|周邊|附近|一带|一帶|地区|地區|周围|周圍|近郊|郊区|郊區)/u;
/** What may come right before it: a word of place ("在斯托克劳", "靠近斯托克劳"). */
const ZH_BEFORE_PLACE = /(?:在|于|於|去|到|近|靠近|位于|位於|住在)\s*$/u;

/**
 * The place whose German name a run of characters writes by sound (see hanziSkeleton in ./sound-place), only when
 * one name alone has its consonants: five or more among all names, the portal's towns first; three or four among
 * the portal's towns of one word only, and only when a word of place or a stop stands next to the run
 * (`standsAlone`: "施瓦茨周边" is Schwaz), since a few of the table's characters also make Chinese words.
 */
function placeByHanzi(g: Gazetteer, run: string, standsAlone: boolean): GazetteerEntry | undefined {
  let indexes = hanziIndex.get(g.names);
  if (!indexes) {
    const towns = new Map<string, GazetteerEntry | null>();
    namesByKey(g, (key) => (key.includes(' ') ? ' ' : germanHanziSkeleton(key)), towns);
    indexes = [namesByKey(g, germanHanziSkeleton), towns];
    hanziIndex.set(g.names, indexes);
  }
  const skeleton = hanziSkeleton(run);
  if (!skeleton || skeleton.length < 3) return undefined;
  if (skeleton.length >= 5) return indexes[0]!.get(skeleton) ?? undefined;
  return standsAlone ? (indexes[1]!.get(skeleton) ?? undefined) : undefined;
}

const arabicIndex = new WeakMap<Gazetteer['names'], Array<Map<string, GazetteerEntry | null>>>();
/** Arabic and Persian prepositions of place right before a town's name: "في شفاتس", "در فوکلابروک". */
const AR_PLACE_PREPOSITION = /^(?:في|فی|من|قرب|حول|بقرب|در|از|نزدیک|اطراف|کنار)$/u;

/**
 * The place whose German name has the consonants of a word in Arabic or Persian script (see ./sound-place), only
 * when one name alone has them: a key of five consonants or more among all names, the portal's towns first (a
 * village of the gazetteer file with the same consonants never hides one); a key of three or four consonants only
 * among the portal's towns and only right after a preposition of place ("في شفاتس" is Schwaz), since short Arabic
 * words have as few consonants as a village's name. Words of one name (`severalWords`: "فينر نويشتات") are looked up
 * among the portal's towns only, with five consonants or more.
 */
function placeByArabicSkeleton(
  g: Gazetteer,
  word: string,
  afterPlaceWord: boolean,
  severalWords = false,
): GazetteerEntry | undefined {
  let indexes = arabicIndex.get(g.names);
  if (!indexes) {
    const towns = new Map<string, GazetteerEntry | null>();
    indexes = [namesByKey(g, germanArabicSkeleton, towns), towns];
    arabicIndex.set(g.names, indexes);
  }
  // A word ending in ة (البناية, the building; العمارة) is an Arabic noun: names written by ear end in ا or ه.
  if (/ة$/u.test(word)) return undefined;
  const skeleton = arabicSkeleton(word);
  if (!skeleton) return undefined;
  if (severalWords) return skeleton.length >= 5 ? (indexes[1]!.get(skeleton) ?? undefined) : undefined;
  if (skeleton.length >= 5) return indexes[0]!.get(skeleton) ?? undefined;
  if (skeleton.length >= 3 && afterPlaceWord) return indexes[1]!.get(skeleton) ?? undefined;
  return undefined;
}

/**
 * "The capital" with its article, or Austria's capital by that word ("la capital", "the capital", "die
 * Bundeshauptstadt", "la capitale autrichienne"): on an Austrian portal, Vienna, when the text names no other place;
 * not with a Land's or country's name after it ("la capital de Estiria" is Graz), nor a town's before it ("Salzburgo
 * capital", without the article, is the town of Salzburg).
 */
const THE_CAPITAL: Partial<Record<Lang, RegExp>> = {
  de: /(?<![\p{L}])(?:(?:der|die) )?(?:bundeshauptstadt|hauptstadt(?: österreichs)?)(?![\p{L}])(?! (?:von|des) )/gu,
  en: /(?<![\p{L}])(?:the (?:austrian )?capital(?: of austria)?|austria's capital)(?![\p{L}])(?! of )/gu,
  fr: /(?<![\p{L}])la capitale(?: autrichienne| de l'autriche)?(?![\p{L}])(?! (?:de|du|des) )/gu,
  it: /(?<![\p{L}])(?:la |nella )capitale(?: austriaca| dell'austria)?(?![\p{L}])(?! (?:di|del|della) )/gu,
  es: /(?<![\p{L}])la capital(?: austriaca| de austria)?(?![\p{L}])(?! (?:de|del) )/gu,
  pt: /(?<![\p{L}])(?:a |na )capital(?: austríaca| da áustria)?(?![\p{L}])(?! (?:de|do|da) )/gu,
};

/** A word for "in" before a place, in the languages written with Latin or Cyrillic letters ("in", "à", "en", "w", "в"). */
const IN_BEFORE_PLACE = /(?<![\p{L}])(?:in|nach|bei|near|à|en|em|i|w|we|bij|в|во)\s+$/u;

let threeLetterTowns: ReadonlySet<string> | null = null;

/** The municipalities whose name has three letters ("Rum", "Erl", "Tux"): names that are often a word as well. */
function shortMunicipalities(): ReadonlySet<string> {
  threeLetterTowns ??= new Set(
    austrianPlaces()
      .filter((p) => p.name === p.municipality && p.name.length === 3)
      .map((p) => p.name),
  );
  return threeLetterTowns;
}

/**
 * Places: Vienna postcodes as districts, other postcodes, names (several words first), stems, typos. The places
 * found are then taken in the order typed: the first one of several that cannot be searched together wins, the
 * others stay words not understood (shown and offered, never a filter that empties the results).
 */
function places(work: string, c: Compiled, g: Gazetteer, f: NlFilters, others: OtherPlace[]): string {
  const typed = work;
  const hits: Array<{ entry: GazetteerEntry; start: number; end: number; typo?: boolean }> = [];
  const hit = (entry: GazetteerEntry, start: number, end: number, typo = false) =>
    void hits.push({ entry, start, end, typo });
  const put = (e: GazetteerEntry) => {
    if (e.kind === 'bundesland') f.bundesland ??= e.value as NlFilters['bundesland'];
    else if (e.kind === 'region') f.region ??= e.value;
    else if (e.kind === 'ort' && !f.ort) {
      f.ort = e.value;
      // A place the listings do not name (a village of the gazetteer file) is searched around: within
      // PLACE_RADIUS_KM of its position, unless the text gave a radius itself.
      if (e.fromFile && g.withListings) f.radiusKm ??= PLACE_RADIUS_KM;
    } else if (e.kind === 'bezirk') f.bezirk = [...(f.bezirk ?? []).filter((v) => v !== e.value), e.value];
  };
  work = eachMatch(work, PLZ_RE, (m) => {
    const plz = m[1]!;
    // Only a postcode Austria has is one ("1260", "9999" are not): the number stays for the other readings.
    if (!placeByPostcode(plz)) return false;
    // Nor one said right after a word for the month ("monatlich 1300", "بالشهر ١٣٠٠"): that is the rent.
    if (m[0].startsWith(plz) && c.perMonthBefore?.test(work.slice(0, m.index))) return false;
    const wien = /^1(0[1-9]|1\d|2[0-3])0$/.exec(plz);
    if (wien) {
      hit({ kind: 'bezirk', value: WIEN_BEZIRKE[Number(wien[1]) - 1]! }, m.index, m.index + m[0].length);
      return;
    }
    if (f.plz) return false;
    f.plz = plz;
  });
  const stems = g.stems === defaultGazetteer().stems ? c.stems : compileStems(g, c.lang);
  // A stem is only looked for when the text has letters of its script.
  const scripts = new Set(SCRIPTS.filter(([, re]) => re.test(work)).map(([name]) => name));
  for (const [re, entry, script, letters] of stems)
    if (scripts.has(script) && letters.every((l) => work.includes(l)))
      work = eachMatch(work, re, (m) => {
        // "Бад-Гастайн": an area's name after "Bad" is part of a town's name, found by its sound below.
        if (entry.kind === 'region' && script === 'cyrillic' && /(?<![\p{L}])бад[\s-]$/u.test(work.slice(0, m.index)))
          return false;
        // "Wiedeń Wieden", "w Wiedniu, Wieden": a word that is Vienna's name typed without its accent and also a
        // district's name is the district when Vienna was named right before it.
        if (
          entry.kind === 'bundesland' &&
          WIEN_BEZIRKE.some((b) => b.toLowerCase() === m[0].toLowerCase()) &&
          VIENNA_RIGHT_BEFORE.test(work.slice(0, m.index))
        )
          return false;
        hit(entry, m.index, m.index + m[0].length);
      });
  // A town written in katakana that no stem knows ("ドルンビルンのマンション"): by its consonants, when one name alone
  // has them.
  if (c.lang === 'ja')
    work = eachMatch(work, KATAKANA_RUN, (m) => {
      const entry = placeBySkeleton(g, m[0], JA_AFTER_PLACE.test(work.slice(m.index + m[0].length)));
      if (!entry) return false;
      hit(entry, m.index, m.index + m[0].length);
    });
  // A town written in Chinese characters by sound that no stem knows ("施瓦茨周边"): by its consonants, when one
  // name alone has them.
  if (c.lang === 'zh')
    work = eachMatch(work, HANZI_NAME_RUN, (m) => {
      const after = work.slice(m.index + m[0].length);
      const entry = placeByHanzi(g, m[0], ZH_AFTER_PLACE.test(after) || ZH_BEFORE_PLACE.test(work.slice(0, m.index)));
      if (!entry) return false;
      hit(entry, m.index, m.index + m[0].length);
    });
  // French and Italian elide the article onto the name ("près d'Innsbruck", "vicino all'Attersee"): the article
  // goes, the name stays a word of its own.
  if (c.lang === 'fr' || c.lang === 'it')
    work = work.replace(/(?<![\p{L}])(?:d|l|dell|all|nell|sull|dall|qu)['’](?=\p{L})/giu, (m) => ' '.repeat(m.length));
  // Word n-grams, longest first; a hyphen joins words of one name ("Wien-Döbling", "Rudolfsheim-Fünfhaus"), which
  // are matched as several words. Japanese and Chinese write no space between a name in Latin letters and the next
  // word ("Eisenstadtから", "Melk附近"): a change of script ends a word too.
  const tokens = [...work.matchAll(WORD_TOKEN)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    raw: m[0],
    key: PLACE_ABBREVIATIONS[foldKey(m[0])] ?? foldKey(m[0].replace(/'\p{L}*$/u, '')),
    used: false,
  }));
  for (let n = Math.min(g.maxWords, tokens.length); n >= 1; n--) {
    for (let i = 0; i + n <= tokens.length; i++) {
      const span = tokens.slice(i, i + n);
      if (span.some((t) => t.used)) continue;
      const key = span.map((t) => t.key).join(' ');
      let entry = g.names.get(key);
      if (!entry && n === 1 && key.length >= 5 && !c.stop.test(span[0]!.raw)) {
        // Case endings: "w Grazu", "в Линце" is a stem rule; "Viyana'da" lost its suffix above.
        for (const cut of [1, 2]) {
          entry = g.names.get(key.slice(0, -cut));
          if (entry) break;
        }
        // Polish softens the last consonant before the locative's -e: "w Burgenlandzie", "w Eisenstadzie",
        // "w Klagenfurcie", "w Steyrze".
        if (!entry && c.lang === 'pl')
          for (const [end, base] of PL_LOCATIVE) {
            if (!key.endsWith(end)) continue;
            entry = g.names.get(key.slice(0, -end.length) + base);
            if (entry) break;
          }
      }
      // A name written in Cyrillic by ear ("в Дорнбирне", "Брук-ан-дер-Мур"): by its sound, with the case ending
      // of its last word or without.
      if (!entry && c.lang === 'ru' && !(n === 1 && (c.stop.test(span[0]!.raw) || c.known.test(span[0]!.raw))))
        entry = placeBySound(
          g,
          span.map((t) => t.raw.toLowerCase()).join(' '),
          i > 0 && RU_PLACE_PREPOSITION.test(tokens[i - 1]!.raw.toLowerCase()),
        );
      // A town written in Arabic or Persian script by ear that no stem knows ("في شفاتس", "فوکلابروک"): by its
      // consonants, a word the lexicon does not know.
      if (!entry && (c.lang === 'ar' || c.lang === 'fa') && n <= 4) {
        const words = span.map((t) => t.raw);
        const afterPlace = i > 0 && AR_PLACE_PREPOSITION.test(tokens[i - 1]!.raw);
        const free = (w: string) => !c.stop.test(w) && !c.known.test(w);
        if (n === 1 && free(words[0]!)) {
          entry = placeByArabicSkeleton(g, words[0]!, afterPlace);
          // "بشفاتس", "وفولفسبرغ": Arabic writes "in", "and", "for" onto the name; ب says "in" as في does.
          const clitic = c.lang === 'ar' && !entry ? /^(?:و?ب|و|ل|ف)(?=\p{L}{3})/u.exec(words[0]!) : null;
          if (clitic)
            entry = placeByArabicSkeleton(g, words[0]!.slice(clitic[0].length), afterPlace || clitic[0].endsWith('ب'));
        } else if (n > 1 && free(words[0]!) && free(words[n - 1]!))
          // "فينر نويشتات", "بروك آن دير مور": a name of several words, among the portal's towns only.
          entry = placeByArabicSkeleton(g, words.join(' '), afterPlace, true);
      }
      // A village of the gazetteer file, or a town's part named alone (Swedish "vill hyra" is no Innsbruck-Vill), is
      // not read into a word of the language ("au", "see", "ort"): only a name of four letters or more that is no
      // stop word or keyword, or a name of several words. A name that only begins with a stop word
      // ("Großpetersdorf", "Kleinarl") is the place: the size word is "groß" and its inflections, not every compound
      // of it.
      // A municipality of three letters (Rum, Erl, Tux, Ilz) is read right after a word for "in" ("flat in Rum"),
      // where a word of the language would seldom stand.
      if (
        (entry?.fromFile || entry?.partAlone) &&
        n === 1 &&
        (key.length < 4 || c.stopWord.test(span[0]!.raw) || c.known.test(span[0]!.raw)) &&
        !(
          key.length === 3 &&
          !c.stopWord.test(span[0]!.raw) &&
          !c.known.test(span[0]!.raw) &&
          shortMunicipalities().has(entry.value) &&
          IN_BEFORE_PLACE.test(work.slice(0, span[0]!.start))
        )
      )
        entry = undefined;
      if (!entry) continue;
      hit(entry, span[0]!.start, span[span.length - 1]!.end);
      for (const t of span) {
        t.used = true;
        work = blank(work, t.start, t.end);
      }
    }
  }
  // Typos: a left-over Latin word of 5+ letters within 1 (2 from 8 letters) edits of a known name.
  for (const t of tokens) {
    if (t.used || t.key.length < 5 || !/^[a-z]+$/.test(t.key) || c.stop.test(t.raw) || c.known.test(t.raw)) continue;
    let best: { key: string; d: number } | null = null;
    // A case ending written onto the misspelt name ("insbrukta", "kufsteynda"): the word without it as well.
    const ending = TYPO_ENDING[c.lang]?.exec(t.key);
    const forms = ending && t.key.length - ending[0].length >= 5 ? [t.key, t.key.slice(0, -ending[0].length)] : [t.key];
    for (const form of forms) {
      const max = form.length >= 8 ? 2 : 1;
      const sound = soundKey(form);
      for (const cand of g.byInitial.get(form[0]!) ?? []) {
        if (cand.includes(' ')) continue;
        // A name written by ear ("Insbruk") sounds like the place: one edit, as ./text/spelling offers it.
        const d = Math.min(editDistance(form, cand, max), soundKey(cand) === sound ? 1 : Infinity);
        if (d <= max && (!best || d < best.d)) best = { key: cand, d };
      }
      if (best) break;
    }
    if (best) {
      hit(g.names.get(best.key)!, t.start, t.end, true);
      t.used = true;
      work = blank(work, t.start, t.end);
    }
  }
  // A place named as written comes before one only guessed from a typo ("Hallo, … in Wels": Wels, not Hall), then
  // the order typed.
  hits.sort((a, b) => Number(!!a.typo) - Number(!!b.typo) || a.start - b.start);
  // "هال این تیرول (Hall in Tirol)", "فيلاخ (Villach-Land)", "因斯布鲁克（Innsbruck-Land）": a town or district in
  // Latin letters in brackets after words in another script is how the writer spells the place those words name; it
  // is taken instead of what they were read as (Hallein, Tirol, the town of Villach). The gloss may carry the word
  // for a district ("(Bezirk Salzburg-Umgebung)"), and the place read may be the start of the word it glosses
  // ("سالزبورغ-أومغيبونغ", "东南施泰尔马克县", "インスブルック・ラント郡": a Land or town inside a district's name), or the
  // first of its words, one more word of the name left between it and the bracket ("قضاء غراتس المحيط (Graz-Umgebung)",
  // "گروس‌پترسدورف (Großpetersdorf)", whose joiner folds to a space).
  const glossed = new Set<(typeof hits)[number]>();
  for (const g of hits) {
    if (g.entry.kind !== 'ort' && g.entry.kind !== 'bezirk') continue;
    const open = /[(（]\s*(?:bezirk\s+)?$/u.exec(typed.slice(0, g.start));
    if (!open || !/^\p{Script=Latin}/u.test(typed.slice(g.start, g.end))) continue;
    // The name it spells: the places read right before the bracket, one after the other with only spaces between.
    let end = open.index;
    for (;;) {
      // The nearest such place first: the one right before the bracket, then the one before it.
      const h = hits
        .filter(
          (x) =>
            x !== g &&
            !glossed.has(x) &&
            x.end <= end &&
            /^(?:[^\s,;:،，、。；：()（）]{0,12}|\s[^\s,;:،，、。；：()（）\p{Script=Latin}\d]{2,12})\s*$/u.test(
              typed.slice(x.end, end),
            ) &&
            !/\p{Script=Latin}/u.test(typed.slice(x.start, x.end)),
        )
        .reduce<(typeof hits)[number] | undefined>((a, x) => (!a || x.end > a.end ? x : a), undefined);
      if (!h) break;
      glossed.add(h);
      end = h.start;
    }
  }
  const kept: typeof hits = [];
  for (const h of hits.filter((x) => !glossed.has(x))) {
    // "Инсбрук-Ланд", "Филлах-Ланде": a town's name with "-Land" written in the query's script names the district
    // around the town (Innsbruck-Land, Villach-Land), where there is one.
    // Salzburg-Umgebung is named by the Land's name ("Зальцбург-Умгебунг").
    const land =
      h.entry.kind === 'ort' || h.entry.kind === 'bezirk' || h.entry.kind === 'bundesland'
        ? LAND_AFTER.exec(typed.slice(h.end))
        : null;
    const around = land && /умгебунг/u.test(land[0]) ? 'Umgebung' : 'Land';
    const landDistrict = land
      ? districtNamed(
          `${h.entry.value.replace(/\s*\((?:Stadt|Land)\)$|\s+(?:am|an der|im|in|bei)\s+.*$/iu, '')}-${around}`,
        )
      : undefined;
    if (land && landDistrict && new RegExp(`${around}\\)?$`, 'iu').test(landDistrict)) {
      h.entry = { kind: 'bezirk', value: landDistrict };
      work = blank(work, h.end, h.end + land[0].length);
      const before = DISTRICT_WORD_BEFORE.exec(typed.slice(Math.max(0, h.start - 40), h.start));
      if (before) work = blank(work, h.start - before[0].length, h.start);
    }
    // "im Bezirk Baden", "the Baden district", "Baden ilçesinde", "巴登区": a town's name with the word for a
    // political district names the district.
    if (h.entry.kind === 'ort') {
      const bezirk = districtNamed(h.entry.value);
      const before = bezirk ? DISTRICT_WORD_BEFORE.exec(typed.slice(Math.max(0, h.start - 40), h.start)) : null;
      const after = bezirk && !before ? DISTRICT_WORD_AFTER.exec(typed.slice(h.end, h.end + 20)) : null;
      // A name joined by "and"/"or" to a district just named is a district too ("Bezirk Baden oder Mödling").
      const prev = kept[kept.length - 1];
      const joined =
        bezirk &&
        !before &&
        !after &&
        prev?.entry.kind === 'bezirk' &&
        JOINED_NAMES.test(typed.slice(prev.end, h.start));
      if (bezirk && (before || after || joined)) {
        h.entry = { kind: 'bezirk', value: bezirk };
        if (before) work = blank(work, h.start - before[0].length, h.start);
        else if (after) work = blank(work, h.end, h.end + after[0].length);
      }
    }
    if (fitsWith(h.entry, f)) {
      put(h.entry);
      kept.push(h);
      continue;
    }
    work = work.slice(0, h.start) + typed.slice(h.start, h.end) + work.slice(h.end);
    // The place it would replace: the first one kept that it cannot be searched with.
    const rival = kept.find((k) => !fitsWith(h.entry, placeFilter(k.entry)));
    if (rival)
      others.push({
        word: typed.slice(h.start, h.end).trim(),
        instead: typed.slice(rival.start, rival.end).trim(),
        entry: h.entry,
      });
  }
  return work;
}

/** The filter a single place makes. */
function placeFilter(e: GazetteerEntry): NlFilters {
  if (e.kind === 'bundesland') return { bundesland: e.value as Bundesland };
  if (e.kind === 'region') return { region: e.value };
  if (e.kind === 'ort') return { ort: e.value };
  if (e.kind === 'bezirk') return { bezirk: [e.value] };
  return {};
}

const ROOM_WORD_IS_FLAT: ReadonlySet<Lang> = new Set(['it', 'ru', 'fr', 'sv', 'nl', 'pt']);
/**
 * "بسعر أقصاه مليون", "بمليوني يورو", "أقل من ألف", "تا میلیون": a million or thousand without a number before it is
 * one (two in the Arabic dual), also with "with"/"for" written onto it, and with the article ("تحت الألف", under the
 * thousand).
 */
const BARE_AMOUNT = /(?<!\d\s*)(?<!\p{L})(ب|ل|و)?(مليونين|مليوني|المليون|مليون|الفين|الالف|الف|میلیون|هزار)(?!\p{L})/gu;

/**
 * "за миллион", "дешевле тысячи", "a million", "eine Million", "bir milyon", "sotto il milione", "por debajo del
 * millón": one of it.
 */
const ONE_AMOUNT =
  /(?<!\d\s*)(?<!\p{L})(?:(?:a|one|eine?r?|un|una|um|uma|een|ett|en|jeden|bir|il|el|del)\s+)?(миллион\p{L}*|тысяч\p{L}*|million|millionen|millón|milione|milhão|miljoen|miljon|milion(?:a|ie|em)?|milyon)(?!\p{L})/gu;

/**
 * "half a million", "eine halbe Million", "ne halbe Mio", "medio millón", "pół miliona", "полмиллиона": five hundred
 * thousand (German also with the spoken article and the short "Mio"); a quarter and three quarters of a million
 * likewise ("three quarters of a million", "dreiviertel Million", "trois quarts de million", "tre quarti di milione",
 * "tres cuartos de millón", "três quartos de milhão", "driekwart miljoen", "tre kvarts miljon", "trzy czwarte
 * miliona", "ćwierć miliona"): 750 and 250 thousand. Polish also says half a "bańka" (slang for a million).
 */
const HALF_MILLION =
  /(?<!\p{L})(?:(?<three>three[-\s]quarters?\s+of\s+a|(?:eine\s+)?drei\s?viertel|trois\s+quarts\s+(?:de|d['’])\s*(?:un\s+)?|tre\s+quarti\s+di(?:\s+un)?|tres\s+cuartos\s+de(?:\s+un)?|tr[êe]s\s+quartos\s+de(?:\s+um)?|drie\s?kwart|tre\s+kvarts|trzy\s+czwarte)\s*(?:million|millionen|mio\.?|milione|mill[oó]n|milh[aã]o|miljoen|miljon|miliona)|(?<quarter>(?:a\s+)?quarter(?:\s+of)?(?:\s+a)?|(?:eine\s+)?viertel|un\s+quart\s+de|un\s+quarto\s+di|un\s+cuarto\s+de|um\s+quarto\s+de|(?:een\s+)?kwart|en\s+kvarts|[ćc]wier[ćc])\s*(?:million|millionen|mio\.?|milione|mill[oó]n|milh[aã]o|miljoen|miljon|miliona)|(?:half\s+a|a\s+half)\s+million|(?:(?:eine|einer|ne)\s+)?halben?\s+(?:million|mio)|(?:un\s+)?demi[-\s]million|mezzo\s+milione|medio\s+mill[oó]n|meio\s+milh[aã]o|(?:een\s+)?half\s+miljoen|(?:en\s+)?halv\s+miljon|p[oó][łl]\s+(?:miliona|ba[ńn]ki)|полу?\s?-?\s?миллион(?:а|ом|е)?|yar[ıi]m\s+milyon(?:[ae]|dan|den|l[uü]k)?)(?!\p{L})/gu;
/** Russian half a thousand in any case ("полтысячи", "до полутысячи", "пол-тысячи"): five hundred. */
const HALF_THOUSAND_RU = /(?<!\p{L})полу?\s?-?\s?тысяч(?:и|а|е|ей|у)?(?!\p{L})/gu;
/** The same in Arabic, also spoken "نص" as in "مليون ونص", and Persian ("نصف مليون", "نص مليون", "نیم میلیون"). */
const HALF_MILLION_AR_FA = /(?<!\p{L})(?:نصف?|نیم)\s?(?:مليون|میلیون)(?!\p{L})/gu;
/** A million and a half said in words ("مليون ونص", "بمليون ونصف", "یک و نیم میلیون", "یه میلیون و نیم"). */
const MILLION_AND_HALF_AR_FA =
  /(?<!\d\s*)(?<!\p{L})(ب|ل)?(?:مليون\s?و\s?نصف?|(?:(?:یک|یه)\s)?میلیون\s?و\s?نیم|(?:یک|یه)\s?و\s?نیم\s?میلیون)(?!\p{L})/gu;

/**
 * A round number said as a noun of about that many ("une cinquantaine de m²", "une centaine de mètres carrés", "una
 * sessantina di mq", "un centinaio di mq"): the number after the language's about-word (Lex.approx), which the
 * quantities read (a size wanted, a price's most). From twenty up: "une dizaine de minutes" is no size searched.
 */
const ABOUT_COUNT: Partial<Record<Lang, { re: RegExp; about: string; n: Record<string, number> }>> = {
  fr: {
    re: /(?<!\p{L})une\s+(vingtaine|trentaine|quarantaine|cinquantaine|soixantaine|centaine)\s+(?:de\s+|d['’]\s*)?/gu,
    about: 'environ',
    n: { vingtaine: 20, trentaine: 30, quarantaine: 40, cinquantaine: 50, soixantaine: 60, centaine: 100 },
  },
  it: {
    re: /(?<!\p{L})(?:una|un['’]?)\s*(ventina|trentina|quarantina|cinquantina|sessantina|settantina|ottantina|novantina|centinaio)\s+(?:di\s+)?/gu,
    about: 'circa',
    n: {
      ventina: 20,
      trentina: 30,
      quarantina: 40,
      cinquantina: 50,
      sessantina: 60,
      settantina: 70,
      ottantina: 80,
      novantina: 90,
      centinaio: 100,
    },
  },
};

/** Land units after a number, by language (see parseOnce): the number and the unit's word with its ending. */
const LAND_UNITS: Partial<Record<Lang, RegExp>> = {
  pl: /(?:(\d+(?:[.,]\d+)?)(\s*(?:-|–|do)\s*))?(\d+(?:[.,]\d+)?)\s?(ar(?:y|ów|ach|a)?|ha|hektar(?:y|ów|a|ach)?)(?![\p{L}])/gu,
  ru: /(?:(\d+(?:[.,]\d+)?)(\s*(?:-|–|до)\s*))?(\d+(?:[.,]\d+)?)\s?(га|гектар(?:а|ов|ах)?)(?![\p{L}])/gu,
  tr: /(?:(\d+(?:[.,]\d+)?)(\s*(?:-|–|ile)\s*))?(\d+(?:[.,]\d+)?)\s?(dönüm\p{L}*|hektar\p{L}*)(?![\p{L}])/gu,
};
const LAND_UNIT_FACTOR: Array<[RegExp, number]> = [
  [/^(?:ha|hektar|га|гектар)/u, 10000],
  [/^dönüm/u, 1000],
  [/^ar/u, 100],
];

/**
 * Russian puts the unit before the number to say "about" ("метров 80", "квадратов 60"): read as "около 80 метров".
 */
const RU_UNIT_FIRST =
  /(?<!\p{L})(квадрат\p{L}*|метр(?:ов|а)|кв\.?\s?м\.?|квм)\s+(\d+(?:[.,]\d+)?)(?![\d\p{L}]|[.,]\d|\s*[-–])/gu;
/**
 * Russian "штука" (a grand) with no number before it is a thousand ("до штуки евро"); with one ("две штуки", "2 штуки")
 * the numerals and the language's multipliers read it.
 */
const RU_GRAND =
  /(?<!(?:\d|один|одна|одну|два|две|три|четыре|пять|шесть|семь|восемь|девять|десять|полтора|полторы|полутора)\s*)(?<!\p{L})штук[аиу](?!\p{L})/gu;

/**
 * "3 штуки парковочных мест": "штука" before the things it counts (a word in the genitive plural other than a
 * currency's) is a piece, no grand: read as "шт".
 */
const RU_PIECES =
  /(?<!\p{L})штук[аиу]?(?=\s+(?!(?:долларов|рублей|баксов|франков|евро)(?!\p{L}))\p{L}*(?:ых|их|ов|ей|мест)(?!\p{L}))/gu;

function bareAmounts(s: string, lang: Lang): string {
  const about = ABOUT_COUNT[lang];
  if (about) s = s.replace(about.re, (_, w: string) => ` ${about.about} ${about.n[w]} `);
  if (lang === 'ru') s = s.replace(RU_PIECES, 'шт').replace(RU_UNIT_FIRST, 'около $2 $1').replace(RU_GRAND, ' 1000 ');
  if (lang !== 'ar' && lang !== 'fa')
    return s
      .replace(HALF_MILLION, (...m) => {
        const g = m[m.length - 1] as { three?: string; quarter?: string };
        return g.three ? ' 750000 ' : g.quarter ? ' 250000 ' : ' 500000 ';
      })
      .replace(HALF_THOUSAND_RU, ' 500 ')
      .replace(ONE_AMOUNT, (whole, w: string) =>
        // Latin-script words only with their article ("a million"); Cyrillic and Polish ones stand alone ("za milion",
        // "do miliona"). A Polish "a" is "and" ("między 400 tysięcy a milion"), no article: it stays.
        lang === 'pl' && /^a\s/u.test(whole)
          ? `a 1 ${w}`
          : /^[а-я]/.test(w) || whole !== w || (lang === 'pl' && w.startsWith('milion'))
            ? ` 1 ${w}`
            : whole,
      );
  return s
    .replace(MILLION_AND_HALF_AR_FA, (_, pre: string | undefined) => `${pre ?? ''} 1500000 `)
    .replace(HALF_MILLION_AR_FA, ' 500000 ')
    .replace(BARE_AMOUNT, (_, pre: string | undefined, w: string) => {
      const dual = w === 'مليونين' || w === 'مليوني' || w === 'الفين';
      const bare = w.replace(/^ال(?=مليون|الف)/u, '');
      const unit = bare.startsWith('مليون') ? 'مليون' : bare.startsWith('الف') ? 'الف' : bare;
      return `${pre ?? ''} ${dual ? 2 : 1} ${unit}`;
    });
}

/**
 * The parking searched when only parking is named, by the feature's word: a parking space that names no kind of
 * space ('') is any parking space, no subtype (see Lex.types). So is a bare garage: who searches for a garage takes
 * a double garage too; one named as single (SINGLE_GARAGE) is the subtype EINZELGARAGE.
 */
const PARKING_SUBTYPE: Partial<Record<FeatureKey, string>> = {
  garage: '',
  underground_parking: 'TIEFGARAGENSTELLPLATZ',
  parking: '',
  carport: 'CARPORT',
};

/**
 * The words of the garage feature's patterns that make it a garage for two cars (Doppelgarage, double garage,
 * garage doppio, garaż dwustanowiskowy, 双车库): searched alone, the parking subtype DOPPELGARAGE, not a single garage.
 */
const DOUBLE_GARAGE =
  /doppel|double|(?:two|2)[- ]car|doppi[oa]|dobles?|duplas?|dubbel|podwójn|dwustanowisk|двойн|двухместн|машин|çift|(?:iki|2) araçlık|双|两车位|ダブル|[2二]台用|مزدوج|دو ?ماشینه|دوبل/u;

/**
 * The words of the garage feature's patterns that name a garage for one car (Einzelgarage, single garage, garagem
 * individual, отдельный гараж: a garage of its own, not a space in a shared one).
 */
const SINGLE_GARAGE =
  /einzel|single|(?:one|1)[- ]car|singol[oa]|enkel|pojedyncz|jednostanowiskow|одинарн|одномест|отдельн|(?:tek|bir) araçlık|tekli|individu|simples?|فردي|منفرد|واحدة|(?:تک|یک) ?ماشینه|تکی|单|独立|シングル|[1一]台用/u;

let segmenters: Partial<Record<Lang, Intl.Segmenter>> = {};

function leftovers(work: string, c: Compiled): string[] {
  const words: string[] = [];
  for (const chunk of work.split(/[\s,;:!?()"«»„“”/|]+|(?<![\d])[.](?![\d])/u)) {
    const w = chunk.replace(/^[-'.]+|[-'.]+$/g, '');
    if (!w || !/[\p{L}\p{N}]/u.test(w)) continue;
    if (!c.lex.bounded && /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(w)) {
      const seg = (segmenters[c.lang] ??= new Intl.Segmenter(c.lang, { granularity: 'word' }));
      // A run of katakana is one loanword: the segmenter cuts a misspelt one at a word it knows ("ガレジ" as ガ and
      // レジ), so the pieces are joined again before a misspelling is looked for.
      let kana = '';
      for (const s of seg.segment(w)) {
        if (s.isWordLike && /^[\p{Script=Katakana}ー]+$/u.test(s.segment)) {
          kana += s.segment;
          continue;
        }
        if (kana && !c.stop.test(kana)) words.push(kana);
        kana = '';
        if (s.isWordLike && !c.stop.test(s.segment)) words.push(s.segment);
      }
      if (kana && !c.stop.test(kana)) words.push(kana);
      continue;
    }
    if (!c.stop.test(w)) words.push(w);
  }
  return words;
}

const RADIUS_RE = new RegExp(RADIUS_KM, 'gu');
const CUE_ALT = alt(RADIUS_CUES);
const CUES_BEFORE = new RegExp(`(?:(?<![\\p{L}])(?:${CUE_ALT})\\s*)+$`, 'u');
const CUE_AFTER = new RegExp(`^\\s*(?:${CUE_ALT})(?![a-z\\u00c0-\\u024f\\u0400-\\u04ff\\u0600-\\u06ff])`, 'u');

/**
 * "im Umkreis von 10 km um Graz", "within 10 km of Linz", "格拉茨10公里以内": a distance in kilometres is a radius
 * around the place named with it (read later as `ort`); the words that say "around" go with it.
 */
function radius(work: string, f: NlFilters): string {
  RADIUS_RE.lastIndex = 0;
  for (const m of work.matchAll(RADIUS_RE)) {
    const km = Number(m[1]);
    if (!(km > 0 && km <= 200)) continue;
    f.radiusKm ??= km;
    let from = m.index;
    let to = m.index + m[0].length;
    const before = CUES_BEFORE.exec(work.slice(Math.max(0, from - 40), from));
    if (before) from -= before[0].length;
    const after = CUE_AFTER.exec(work.slice(to));
    if (after) to += after[0].length;
    work = blank(work, from, to);
  }
  return work;
}

/** "and", "or" or a comma between two listed places to be near; Arabic writes "and" onto the next word. */
const NEAR_JOIN = new RegExp(`^(?:${LIST_JOIN_WORD}|\\s+و(?=\\p{L}))`, 'u');

/**
 * "cerca del metro y de un supermercado", "рядом с метро и школой", "靠近学校和超市": a second place listed after a
 * place to be near is near as well. The words that say "near" are read again before it (the first one, two or three
 * words of the first phrase, or characters where words are not spaced), and the language's own near phrases decide.
 */
function nearListed(work: string, typed: string, spans: Array<[number, number]>, c: Compiled, f: NlFilters): string {
  for (const [from, to] of spans) {
    const phrase = typed.slice(from, to).trim();
    const words = phrase.split(/\s+/);
    const cues = c.lex.bounded
      ? words.slice(0, -1).map((_, k) => `${words.slice(0, k + 1).join(' ')} `)
      : [1, 2, 3].filter((k) => k < phrase.length).map((k) => phrase.slice(0, k));
    let end = to;
    for (let listed = 0; listed < 3; listed++) {
      const j = NEAR_JOIN.exec(work.slice(end));
      if (!j) break;
      const rest = work.slice(end + j[0].length, end + j[0].length + 60);
      if (!rest.trim() || /^\s/.test(rest)) break;
      let found: [number, NearFilter] | null = null;
      for (const cue of cues) {
        for (const [re, what] of c.near) {
          re.lastIndex = 0;
          const m = re.exec(` ${cue}${rest}`);
          const used = m ? m.index + m[0].length - 1 - cue.length : 0;
          if (m && m.index <= 1 && used > 0 && (!found || used > found[0])) found = [used, what];
        }
        if (found) break;
      }
      if (!found) break;
      // A feature listed next that begins with a near word ("close to the station, underground car park") is that
      // feature, and the list of places ends.
      const reach = found[0];
      if (
        c.features.some(([re]) => {
          re.lastIndex = 0;
          const fm = re.exec(rest);
          return fm?.index === 0 && fm[0].length > reach;
        })
      )
        break;
      f.nahe = [...new Set([...(f.nahe ?? []), found[1]])];
      work = blank(work, end, end + j[0].length + found[0]);
      end += j[0].length + found[0];
    }
  }
  return work;
}

/** "and", "or" or a comma at the end of the text before a place to be near. */
const NEAR_JOIN_END = new RegExp(`${LIST_JOIN_WORD}$`, 'u');

/**
 * "okula ve durağa yakın", "学校と駅に近い": where the word for near comes after the place, a place listed before a
 * place to be near is near as well. The words that say "near" are read again after it (the last one or two words of
 * the phrase, or characters where words are not spaced), and the language's own near phrases decide: the place listed
 * before and those words must make one of them whole.
 */
function nearListedBefore(
  work: string,
  typed: string,
  spans: Array<[number, number]>,
  c: Compiled,
  f: NlFilters,
): string {
  for (const [from, to] of spans) {
    const phrase = typed.slice(from, to).trim();
    const words = phrase.split(/\s+/);
    const cues = c.lex.bounded
      ? words
          .slice(1)
          .map((_, k) => ` ${words.slice(words.length - 1 - k).join(' ')}`)
          .slice(0, 2)
      : [1, 2, 3].filter((k) => k < phrase.length).map((k) => phrase.slice(-k));
    let start = from;
    for (let listed = 0; listed < 3; listed++) {
      const before = work.slice(Math.max(0, start - 40), start);
      const j = NEAR_JOIN_END.exec(before);
      if (!j) break;
      const head = before.slice(0, j.index);
      const tail = c.lex.bounded ? /(?<![\p{L}])\p{L}+$/u.exec(head)?.[0] : /\p{L}{1,6}$/u.exec(head)?.[0];
      if (!tail) break;
      let found: [number, NearFilter] | null = null;
      for (const cue of cues) {
        for (const [re, what] of c.near) {
          re.lastIndex = 0;
          const probe = `${tail}${cue}`;
          const m = re.exec(probe);
          if (!m || m.index + m[0].length !== probe.length) continue;
          const used = tail.length - m.index;
          if (used > 0 && (!c.lex.bounded || m.index === 0) && (!found || used > found[0])) found = [used, what];
        }
        if (found) break;
      }
      if (!found) break;
      f.nahe = [...new Set([...(f.nahe ?? []), found[1]])];
      const at = start - (before.length - j.index) - found[0];
      work = blank(work, at, start);
      start = at;
    }
  }
  return work;
}

/**
 * The place to be near named before the words for near (NEAR_LAST): its last one to four words, longest first, read
 * after the language's own word for near must be one of its near phrases whole.
 */
function nearLast(work: string, c: Compiled, f: NlFilters): string {
  const last = NEAR_LAST[c.lang];
  if (!last) return work;
  const [re, cue] = last;
  re.lastIndex = 0;
  let out = work;
  for (const m of work.matchAll(re)) {
    const words = m[1]!.split(/\s+/);
    found: for (let k = Math.min(4, words.length); k > 0; k--) {
      const named = words.slice(-k).join(' ');
      const place = `${cue} ${named}`;
      for (const [near, what] of c.near) {
        near.lastIndex = 0;
        const n = near.exec(` ${place} `);
        if (!n || n[0].trim() !== place) continue;
        f.nahe = [...new Set([...(f.nahe ?? []), what])];
        out = blank(out, m.index + m[1]!.length - named.length, m.index + m[0].length);
        break found;
      }
    }
  }
  return out;
}

export interface ParseOptions {
  /** Exchange rates per euro (live ones when the caller has them); the built-in ones otherwise. */
  rates?: Rates;
}

/**
 * Reads a search request written in `lang`. Never throws; text longer than 500 characters is read up to there.
 * `gazetteer` defaults to the portal's own geography (pass one extended with the index's places when available).
 */
export function parseSearchText(
  text: string,
  lang: Lang,
  gazetteer: Gazetteer = defaultGazetteer(),
  options: ParseOptions = {},
): NlResult {
  // The home the searchers have now, said beside the one they want, is no criterion (./current-home).
  const home = splitCurrentHome(normalizeText(String(text ?? '').slice(0, 500), lang), lang);
  if (home)
    return withHomePlace(
      parseSearchText(home.wanted, lang, gazetteer, options),
      parseOnce(home.home, lang, gazetteer, options),
    );
  const compounds: string[] = [];
  const first = parseOnce(text, lang, gazetteer, options, compounds);
  // A misspelt search term of the language ("balcny", "Wohnug") is read as the term, as a misspelt well-known
  // place is: the text is read once more with the corrections. Places of the gazetteer file are only offered
  // ("Meinten Sie …?", ./suggest), never read in this way. So is a misspelt subtype that a compound pattern read as
  // its main type ("Reihnhaus" as any "…haus").
  const known = lang in LEXICON ? lang : 'de';
  const fixes = [
    ...(first.unmatched.length ? termCorrections(first.unmatched, known, normalizeText(String(text ?? ''), lang)) : []),
    ...(compounds.length ? subtypeCorrections(compounds, known) : []),
  ];
  if (!fixes.length) return first;
  // Chinese and Japanese write no spaces: the misspelt term is replaced where it stands, not as a whole word.
  const corrected = fixes.reduce(
    (t, fix) =>
      LEXICON[lang in LEXICON ? lang : 'de'].bounded ? applySuggestion(t, fix) : t.replace(fix.word, fix.suggestion),
    String(text ?? '').slice(0, 500),
  );
  return parseOnce(corrected, lang, gazetteer, options);
}

/** A type pattern that opens with any letters before its word ("\\p{L}*wohnung", "(?!fünfhaus)\\p{L}*haus"). */
const OPEN_COMPOUND = /^(?:\(\?![^)]*\))?\\p\{L\}\*/u;

/**
 * Japanese writes loanwords in katakana, but an input method left unconverted writes them in hiragana ("さうな" for
 * サウナ, "ばるこにー" for バルコニー, "えれべーたー" for エレベーター). The hiragana spelling of any katakana word of the
 * vocabulary (three kana or more) is read as that word, unless a kanji stands before it, where hiragana are the
 * kanji word's ending ("照らす" is no テラス). Kana for kana, so every position in the text holds.
 */
let hiraganaLoans: RegExp | null | undefined;
function katakanaFromHiragana(s: string): string {
  if (hiraganaLoans === undefined) {
    const katakana = new Set(JSON.stringify(LEXICON.ja).match(/[\u30a1-\u30f6\u30fc]{3,}/gu) ?? []);
    const hiragana = [...katakana]
      .map((w) => w.replace(/[\u30a1-\u30f6]/gu, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60)))
      .sort((a, b) => b.length - a.length);
    hiraganaLoans = hiragana.length ? new RegExp(`(?<!\\p{Script=Han})(?:${hiragana.join('|')})`, 'gu') : null;
  }
  if (!hiraganaLoans) return s;
  return s.replace(hiraganaLoans, (h) =>
    h.replace(/[\u3041-\u3096]/gu, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0x60)),
  );
}

/** `compounds` collects the words read as a type by an open compound pattern alone (see subtypeCorrections). */
function parseOnce(
  text: string,
  lang: Lang,
  gazetteer: Gazetteer,
  options: ParseOptions,
  compounds?: string[],
): NlResult {
  const c = compile(lang in LEXICON ? lang : 'de');
  const rates = options.rates ?? FALLBACK_RATES;
  const f: NlFilters = {};
  const refused: RefusedCriterion[] = [];
  // A place taken back while it is said ("in Graz, nein sorry, in Leoben") leaves the one said last; the deal, type
  // and features said along with it are kept ("in Graz zu kaufen, nein, in Leoben").
  const terms = [[c.buy, c.rent].filter((r): r is RegExp => r !== null), c.types.map(([re]) => re)];
  let orig = selfCorrected(normalizeText(String(text ?? '').slice(0, 500), lang), lang, [
    ...terms,
    c.features.map(([re]) => re),
  ]);
  // A deal or a type taken back for another leaves the one said last too ("Wohnung, nein, Haus", "kaufen, äh, mieten").
  orig = termsCorrected(orig, lang, terms);
  if (lang === 'ja') orig = katakanaFromHiragana(orig);
  // Amounts said as nouns first: "tres cuartos de millón" is three quarters of a million, not three rooms.
  orig = digitsForRoomWords(bareAmounts(numeralsAsDigits(orig, lang), lang), c);
  // Russian writes a case ending onto a numeral ("2-х комнатная", "5-ти минут"): the number alone.
  if (lang === 'ru') orig = orig.replace(/(\d)-(?:х|ти|ми|ух|[её]х)(?=[\s-])/gu, '$1');
  // A Russian listing writes the euro as "е" onto an amount ("1800е/мес", "900е"): only onto three figures or more,
  // with no hyphen, as "3-е" is an ordinal.
  if (lang === 'ru') orig = orig.replace(/(?<![\d-])(\d{3,}|\d{1,3}(?:[ .]\d{3})+)е(?=[\s/,.;!?)]|$)/gu, '$1 евро');
  // Turkish "for sale"/"for rent" typed onto the word after it ("satilikev", "kiralikdaire"): two words, unless what
  // follows is the word's own ending ("kiralıklar", "satılıkta", "kiralıkçı").
  if (lang === 'tr')
    orig = orig.replace(/(?<![\p{L}])(sat[ıi]l[ıi]k|kiral[ıi]k)(?!l[ae]r|t[ae]n?|ç[ıi]|l[ıi]k)(?=\p{L}{2})/gu, '$1 ');
  // A Russian сотка is a hundred square metres of land: "участок 10 соток".
  if (lang === 'ru')
    orig = orig.replace(
      /(\d+(?:[.,]\d+)?)\s?сот(?:ок|ки|ка|ку|ках)(?![\p{L}])/gu,
      (_, d: string) => `${Math.round(parseFloat(d.replace(',', '.')) * 100)} м²`,
    );
  // A plot measured in land units: the Polish ar ("10 arów") and the Russian сотка are a hundred square metres, the
  // Turkish dönüm ("5 dönümlük") a thousand, a hectare ("1,5 ha", "2 гектара", "3 hektar") ten thousand.
  const landUnits = LAND_UNITS[lang];
  if (landUnits)
    orig = orig.replace(
      landUnits,
      (whole, from: string | undefined, join: string | undefined, d: string, unit: string) => {
        const factor = LAND_UNIT_FACTOR.find(([re]) => re.test(unit))?.[1];
        if (!factor) return whole;
        // "od 10 do 15 arów", "3-5 dönüm": the unit counts for the range's first number too.
        const m2 = (n: string) => Math.round(parseFloat(n.replace(',', '.')) * factor);
        return `${from ? `${m2(from)}${join}` : ''}${m2(d)} ${lang === 'ru' ? 'м²' : 'm²'}`;
      },
    );
  // Swedish writes millions and thousands of crowns as one word: "3,5 mkr", "800 tkr".
  if (lang === 'sv')
    orig = orig.replace(
      /(\d)\s?([mt])kr(?![\p{L}])/gu,
      (_, d: string, m: string) => `${d} ${m === 'm' ? 'miljoner' : 'tusen'} kr`,
    );
  let work = ` ${orig} `;
  const origPadded = work;
  if (SEEN_ON_SITE_LANGS.has(lang)) work = eachMatch(work, SEEN_ON_SITE, () => undefined);
  work = eachMatch(work, PLATFORM_RE, () => undefined);

  const refusedSpans: Array<[number, number]> = [];
  // "Wir sind eine junge Familie mit zwei Kindern", "nous sommes un couple de retraités", "Jag och min sambo": who
  // lives there, said by the searchers of themselves in the same clause, is understood and no criterion; unless the
  // clause names other people, before it or after it ("je préfère que les voisins soient sans enfants", "wir möchten
  // keine Ausländer als Nachbarn"): then the searchers speak of whom they want around them, a criterion about people.
  const aboutSelf = (m: RegExpExecArray) => {
    if (!c.self) return false;
    let from = m.index;
    let to = m.index + m[0].length;
    while (from > 0 && !CLAUSE_END.test(origPadded[from - 1]!)) from--;
    while (to < origPadded.length && !CLAUSE_END.test(origPadded[to]!)) to++;
    const before = origPadded.slice(from, m.index);
    const after = origPadded.slice(m.index + m[0].length, to);
    if (OTHER_PEOPLE.test(before) || OTHER_PEOPLE.test(after)) return false;
    // The words wishing people away before the match or as its first word ("keine Kinder").
    const lead = `${before}${m[0].split(/\s/u)[0]} `;
    if (c.against && (c.against.test(before) || c.against.test(lead))) return false;
    return c.self.test(`${before} ${after}`);
  };
  for (const [re, kind] of c.refused)
    work = eachMatch(work, re, (m) => {
      if (SELF_KINDS.has(kind) && !OTHER_PEOPLE.test(m[0]) && aboutSelf(m)) return;
      // "mein Mann und ich", "ma femme et moi": the searcher's own wife or husband is who searches, no criterion.
      if (kind === 'gender' && OWN_RIGHT_BEFORE[lang]?.test(origPadded.slice(0, m.index))) return;
      if (!refused.includes(kind)) refused.push(kind);
      refusedSpans.push([m.index, m.index + m[0].length]);
    });
  // A criterion named inside another's words ("solo vecinos cristianos y austriacos": the neighbours' origin, their
  // religion among its words) is asked for too.
  if (refusedSpans.length) {
    const inSpans = ` ${refusedSpans.map(([a, b]) => origPadded.slice(a, b)).join(' , ')} `;
    for (const [re, kind] of c.refused) if (!refused.includes(kind) && inSpans.search(re) >= 0) refused.push(kind);
  }
  // "дом на две семьи", "Haus für zwei Familien", "house for two families": a building named by the number of
  // households it is built for is a type (a two-family house), read with the types below; its family word says what
  // the building is, not whom a landlord should take.
  const builtFor = c.types
    .filter(([, , sub]) => sub === 'ZWEIFAMILIENHAUS' || sub === 'MEHRFAMILIENHAUS')
    .flatMap(([re]) => [...origPadded.matchAll(re)].map((m) => [m.index, m.index + m[0].length] as const));
  if (c.household)
    work = eachMatch(work, c.household, (m) => {
      if (builtFor.some(([from, to]) => m.index >= from && m.index < to)) return false;
      if (!(refused.length || aboutSelf(m))) {
        refused.push('family');
        refusedSpans.push([m.index, m.index + m[0].length]);
      }
    });
  // "Ich arbeite von zu Hause aus", "wir ziehen von Wels nach Linz": the searchers' situation names no criterion; its
  // home is no house wished for, and the town they leave is not searched.
  if (c.situation) work = eachMatch(work, c.situation, () => undefined);
  if (c.movedFrom && c.moving?.test(origPadded)) work = eachMatch(work, c.movedFrom, () => undefined);
  work = radius(work, f);
  // "nahe U-Bahn", "near a school": before places and features read "U-Bahn" or "Schule" as something else
  const nearSpans: Array<[number, number]> = [];
  for (const [re, what] of c.near)
    work = eachMatch(work, re, (m) => {
      f.nahe = [...new Set([...(f.nahe ?? []), what])];
      nearSpans.push([m.index, m.index + m[0].length]);
    });
  work = nearListed(work, origPadded, nearSpans, c, f);
  work = nearListedBefore(work, origPadded, nearSpans, c, f);
  // Vienna's underground lines by their names (U1 to U6) are the transit a searcher wants near, in any language
  // ("Wohnung U4 Hietzing", "près de la U2"): the language's near words read them with the word before.
  work = eachMatch(work, VIENNA_LINE, () => void (f.nahe = [...new Set([...(f.nahe ?? []), 'transit' as const])]));
  work = nearLast(work, c, f);
  if (c.noCommission) work = eachMatch(work, c.noCommission, () => void (f.provisionsfrei = true));
  if (c.outdoor) work = eachMatch(work, c.outdoor, () => void (f.aussenflaeche = true));
  for (const [re, sort] of c.sort) work = eachMatch(work, re, () => void (f.sort ??= sort));
  if (c.energyBefore)
    work = eachMatch(work, c.energyBefore, (m) => {
      const cls = m[1]!.toUpperCase();
      if (!(ENERGY_CLASSES as readonly string[]).includes(cls)) return false;
      f.energieklasse = cls as EnergyClass;
    });
  if (c.energy)
    work = eachMatch(work, c.energy, (m) => {
      const cls = m[m.length - 1]!.replace(/[авсе]/gu, (ch) => CYRILLIC_CLASS_LETTER[ch]!)
        .toUpperCase()
        .replace('A+++', 'A++');
      if (!(ENERGY_CLASSES as readonly string[]).includes(cls)) return false;
      f.energieklasse = cls as EnergyClass;
    });
  const district = (n: number) => {
    if (n < 1 || n > 23) return false;
    const name = WIEN_BEZIRKE[n - 1]!;
    f.bezirk = [...(f.bezirk ?? []).filter((v) => v !== name), name];
  };
  // "米尔四区（Mühlviertel）": a district word written right before a name in Latin letters in brackets is part of
  // the name the bracket glosses, when that name is not Vienna's or one of its districts'.
  const glossedElsewhere = (end: number) => {
    const gloss = /^\s*[(（]\s*(\p{Script=Latin}[^)）]*)[)）]/u.exec(origPadded.slice(end));
    if (!gloss) return false;
    const key = foldKey(gloss[1]!);
    return !/wien|vienna|bezirk|\d/u.test(key) && !WIEN_BEZIRKE.some((b) => key.includes(foldKey(b)));
  };
  const listedSpans: Array<[number, number]> = [];
  for (const [re, n] of c.districtWords)
    work = eachMatch(work, re, (m) => {
      if (glossedElsewhere(m.index + m[0].length)) return false;
      district(n);
      // "الحي الثالث أو الرابع", "terzo o quarto distretto": an ordinal word listed with the phrase, read with the
      // phrase's noun.
      const words = m[0].trim().split(/\s+/);
      if (words.length < 2) return;
      const end = m.index + m[0].length;
      const next = ORDINAL_WORDS_AFTER.exec(work.slice(end));
      const prev = ORDINAL_WORDS_BEFORE.exec(work.slice(0, m.index));
      const listed: Array<[string, number, number]> = [];
      if (next) listed.push([`${words[0]} ${next[1]}`, end, end + next[0].length]);
      if (prev) listed.push([`${prev[1]} ${words[words.length - 1]}`, prev.index, m.index]);
      for (const [phrase, from, to] of listed) {
        const k = c.districtWords.find(([w]) => {
          w.lastIndex = 0;
          return w.exec(` ${phrase} `)?.[0].trim() === phrase;
        });
        if (k && district(k[1]) !== false) listedSpans.push([from, to]);
      }
    });
  for (const [from, to] of listedSpans) work = blank(work, from, to);
  const phrases: Array<[number, number]> = [];
  for (const re of c.districts)
    work = eachMatch(work, re, (m) => {
      if (glossedElsewhere(m.index + m[0].length) || district(Number(m[1])) === false) return false;
      phrases.push([m.index, m.index + m[0].length]);
    });
  work = eachMatch(work, VIENNA_ORDINAL, (m) => {
    if (district(Number(m[1])) === false) return false;
    phrases.push([m.index, m.index + m[0].length]);
  });
  if (VIENNA_NAMED.test(origPadded))
    work = eachMatch(work, ORDINAL_IN_VIENNA, (m) => {
      if (district(Number(m[1])) === false) return false;
      phrases.push([m.index, m.index + m[0].length]);
    });
  work = eachMatch(work, VIENNA_PLAIN, (m) => {
    // "Wenen 2 slaapkamers", "Wien 3 Schlafzimmer": a number the language's unit follows counts, it names no district.
    if (c.unitAfter.test(work.slice(m.index + m[0].length))) return false;
    if (district(Number(m[1])) === false) return false;
    phrases.push([m.index, m.index + m[0].length]);
  });
  // "3rd or 4th district", "3e ou le 4e arrondissement", "distrito 3 o 4", "3-м или 4-м районе": the numbers
  // listed with a district phrase belong to it.
  for (const [from, to] of phrases) {
    for (
      let end = from, m = DISTRICT_BEFORE.exec(work.slice(0, end));
      m;
      m = DISTRICT_BEFORE.exec(work.slice(0, end))
    ) {
      if (district(Number(m[1])) === false) break;
      work = blank(work, m.index, end);
      end = m.index;
    }
    // After a phrase that ends with its number, unless the list ends in a unit ("Bezirk 7, 2 oder 3 Zimmer").
    if (!/\d(?:[.°o]|st|nd|rd|th|ème|eme|er|e|de|ste|:e|:a)?$/.test(origPadded.slice(from, to))) continue;
    const listed: Array<[number, number, number]> = [];
    for (let start = to, m = DISTRICT_AFTER.exec(work.slice(start)); m; m = DISTRICT_AFTER.exec(work.slice(start))) {
      listed.push([Number(m[1]), start, start + m[0].length]);
      start += m[0].length;
    }
    const last = listed[listed.length - 1];
    // Nor when the last number is an amount ("Vienne 15e, 1 million max", "Wien 7, 2 Mio").
    const rest = last ? work.slice(last[2]) : '';
    if (!last || c.unitAfter.test(rest) || c.mult.test(rest) || c.ownMult?.test(rest)) continue;
    // Nor when the last number opens a range of a unit ("le 15e, 3 à 4 pièces", "10° distretto, 2 o 3 locali").
    const toCount = /^(\D{1,8}?)\d{1,3}/u.exec(work.slice(last[2]));
    if (
      toCount &&
      (c.joinBetween.test(toCount[1]!) || c.orBetween.test(toCount[1]!)) &&
      c.unitAfter.test(work.slice(last[2] + toCount[0].length))
    )
      continue;
    for (const [n, a, b] of listed) if (district(n) !== false) work = blank(work, a, b);
  }
  // "6., 7. oder 8. Bezirk": the ordinals before a district phrase belong to it.
  if (f.bezirk?.length && /bezirk/.test(orig))
    work = eachMatch(work, /(?<![\d.,])(\d{1,2})\.(?=\s*(?:,|oder|und|bzw\.?|&|\/)\s)/gu, (m) =>
      district(Number(m[1])),
    );

  const rooms = (n: number, cmp: Cmp = null, n2: number | null = null) => {
    if (!(n > 0 && n <= 20)) return false;
    if (cmp === 'range' && n2 != null) {
      f.zimmerVon = Math.min(n, n2);
      f.zimmerBis = Math.max(n, n2);
    } else if (cmp === 'max') f.zimmerBis = n;
    else if (cmp === 'exact') f.zimmerVon = f.zimmerBis = n;
    else f.zimmerVon = n;
  };
  const features: FeatureKey[] = [];
  const types: Objektart[] = [];
  const subtypes: string[] = [];
  /** Room words read with one count each, where they stand: two of them joined by "or" are a range. */
  const roomCounts: Array<{ start: number; end: number; n: number }> = [];
  /** Where the room words that name a flat end ("bilocale", "3-rums…"): a type word right after decides instead. */
  const flatRoomWords: number[] = [];
  for (const [re, n] of c.roomWords)
    work = eachMatch(work, re, (m) => {
      // "bilocale", "двушка", "T3", "tvåa" name a flat as well as its rooms.
      if (ROOM_WORD_IS_FLAT.has(lang)) flatRoomWords.push(m.index + m[0].length);
      const d = (x: string | undefined) => (x ? (CJK_NUM[x] ?? Number(x)) : NaN);
      if (n === -1 && m[2]) return rooms(d(m[1]) + 1, 'range', d(m[2]) + 1);
      const count = n > 0 ? n : n === 0 || n === -2 ? d(m[1]) : n === -1 ? d(m[1]) + 1 : NaN;
      if (rooms(count) === false) return false;
      roomCounts.push({ start: m.index, end: m.index + m[0].length, n: count });
    });
  // Turkish counts rooms as bedrooms plus living rooms: "2+1", spelled out "2 oda 1 salon"; the plus said as a word
  // with the counts in words or digits ("iki artı bir", "3 artı 1") is the same, written as "2+1" in its own length.
  if (lang === 'tr')
    work = work.replace(TR_PLUS_WORD, (all, a: string, b: string) =>
      `${TR_COUNT[a] ?? a}+${TR_COUNT[b] ?? b}`.padEnd(all.length),
    );
  if (lang === 'tr')
    work = eachMatch(work, /(?<![\d])(\d)\s?(?:\+\s?|oda,?\s+)(\d)(?:\s+salon\p{L}*)?(?![\d])/gu, (m) => {
      if (!m[0].includes('+') && !/salon/u.test(m[0])) return false;
      const n = Number(m[1]) + Number(m[2]);
      if (rooms(n) === false) return false;
      roomCounts.push({ start: m.index, end: m.index + m[0].length, n });
    });
  // "двушка или трёшка", "bilocale o trilocale", "T2 ou T3": either room word is a range of rooms; so is a room
  // word with "or" and a number after it ("غرفتين أو ثلاث", two rooms or three).
  roomCounts.sort((a, b) => a.start - b.start);
  for (let i = 0; i < roomCounts.length; i++) {
    const a = roomCounts[i]!;
    // "2- of 3-kamerappartement", "2- или 3-комнатная": the count before, with the compound's hyphen, is the range's
    // lower end.
    // "2-3-kamerappartement", "2–3 rumslägenhet", "2-3-pokojowe": a count and a dash right before it, too.
    const sb =
      c.suspendedBefore.exec(work.slice(Math.max(0, a.start - 20), a.start)) ??
      /(?<![\p{L}\d.,])(\d{1,2})\s?[-–]\s?$/u.exec(work.slice(Math.max(0, a.start - 20), a.start));
    if (sb && Number(sb[1]) < a.n && rooms(Number(sb[1]), 'range', a.n) !== false) {
      work = blank(work, a.start - sb[0].length, a.start);
      continue;
    }
    const b = roomCounts[i + 1];
    // "Zweizimmerwohnung oder Dreizimmerwohnung", "2-rumslägenhet eller 3-rumslägenhet": the rest of the first
    // compound (its type word) stands before the "or".
    if (b && c.orBetween.test(origPadded.slice(a.end, b.start).replace(/^[\p{L}-]+/u, '')) && a.n !== b.n) {
      rooms(Math.min(a.n, b.n), 'range', Math.max(a.n, b.n));
      i++;
      continue;
    }
    if (b) continue;
    const or = c.orCount.exec(work.slice(a.end));
    const m = or ? (or[1] ? Number(or[1]) : (c.lex.numWords[or[2]!] ?? NaN)) : NaN;
    if (or && m > a.n && rooms(a.n, 'range', m) !== false) work = blank(work, a.end, a.end + or[0].length);
  }

  // "kein Erdgeschoss", "ohne Balkon", "not furnished", "sin ascensor": a negated feature or subtype is understood
  // and read as no filter (a search cannot ask for its absence), never as the wish itself.
  const negations: Array<[number, number]> = [];
  const negated = (m: RegExpExecArray, re: RegExp) => {
    const n = NOT_BEFORE[lang]?.exec(origPadded.slice(0, m.index));
    if (n) negations.push([n.index, m.index]);
    const end = m.index + m[0].length;
    const after = NOT_AFTER[lang]?.exec(origPadded.slice(end));
    if (after) negations.push([end, end + after[0].length]);
    const without = lang === 'tr' && TR_WITHOUT_END.exec(m[0]);
    return !!(n || after || (without && new RegExp(re.source, 'u').test(m[0].slice(0, without.index))));
  };
  /** Where each feature and first-occupancy wish was read (a later "not essential" takes it back). */
  const wishes: Array<{ at: number; key: FeatureKey | 'erstbezug' }> = [];
  /** A garage for two cars was named ("Doppelgarage", "double garage", "garage doppio"). */
  let doubleGarage = false;
  let singleGarage = false;
  for (const [re, key] of c.features)
    work = eachMatch(work, re, (m) => {
      if (negated(m, re)) return;
      if (key === 'garage' && DOUBLE_GARAGE.test(m[0])) doubleGarage = true;
      if (key === 'garage' && SINGLE_GARAGE.test(m[0])) singleGarage = true;
      wishes.push({ at: m.index, key });
      if (!features.includes(key)) features.push(key);
    });
  const nearBy = (m: RegExpExecArray) => {
    const before = NEAR_BEFORE[lang]?.exec(origPadded.slice(0, m.index));
    if (before) negations.push([before.index, m.index]);
    const after = NEAR_AFTER[lang]?.exec(origPadded.slice(m.index + m[0].length));
    if (after) negations.push([m.index + m[0].length, m.index + m[0].length + after[0].length]);
    return !!(before || after);
  };
  if (c.firstOccPrefix)
    work = eachMatch(work, c.firstOccPrefix, (m) => {
      wishes.push({ at: m.index, key: 'erstbezug' });
      f.erstbezug = true;
    });
  // "дом с участком", "Haus mit Grund", "house with land": the plot is the house's, not a second type (unless
  // nothing else is named).
  let plotWith = false;
  const parkWith: Array<{ o: Objektart; sub: string | undefined; start: number; end: number }> = [];
  /** A type word joined to another by "or" ("Wohnung oder Garagenplatz"): either is searched. */
  const orJoined = (m: RegExpExecArray) =>
    OR_AROUND[lang][0].test(origPadded.slice(0, m.index)) ||
    OR_AROUND[lang][1].test(origPadded.slice(m.index + m[0].length));
  const typeHits: Array<{ o: Objektart; sub: string | undefined; start: number; end: number; floor?: boolean }> = [];
  for (const [re, o, sub, open, floor] of c.types)
    work = eachMatch(work, re, (m) => {
      if (sub && negated(m, re)) return;
      // A hotel or another subtype of premises can be a place to be near ("otele yakın"); a home's subtype cannot.
      if ((!sub || !HOMES.has(o)) && nearBy(m)) return;
      if (o === 'HAUS' && !sub && BUILDING_OF[lang]?.test(origPadded.slice(0, m.index))) return;
      // A home (flat, house, room) is what is searched, never a place to be near: "near a school and flat in Graz".
      if (!HOMES.has(o) && NEAR_LIST_BEFORE[lang]?.test(origPadded.slice(0, m.index))) return;
      if (
        o === 'GRUNDSTUECK' &&
        !sub &&
        (WITH_BEFORE[lang]?.test(origPadded.slice(0, m.index)) ||
          WITH_LAND_BEFORE[lang]?.test(origPadded.slice(0, m.index)))
      ) {
        plotWith = true;
        return;
      }
      if (
        o === 'PARKEN' &&
        (WITH_BEFORE[lang]?.test(origPadded.slice(0, m.index)) ||
          WITH_LIST_BEFORE[lang]?.test(work.slice(0, m.index)) ||
          !orJoined(m))
      ) {
        parkWith.push({ o, sub, start: m.index, end: m.index + m[0].length });
        return;
      }
      typeHits.push({ o, sub, start: m.index, end: m.index + m[0].length, floor });
      if (open && !sub) compounds?.push(m[0].trim());
    });
  // "Büro mit Tiefgaragenplatz", "appartement met garagebox", "lägenhet med garageplats", "RH, 4 Zi, TG-Platz": a
  // parking space after "with" or listed with the wishes is the home's, a feature, when another type is named (one
  // joined to it by "or" is searched as well): the underground car park's when the word names one, the garage's
  // when it names a garage, a parking space's otherwise. Alone it is the parking searched.
  if (parkWith.length && typeHits.some((h) => h.o !== 'PARKEN'))
    for (const h of parkWith) {
      // A charging point alone ("house with a wallbox") is the parking's equipment: understood, no filter.
      if (h.sub === 'PARKPLATZ_STROM') continue;
      const word = origPadded.slice(h.start, h.end);
      const key: FeatureKey =
        h.sub === 'TIEFGARAGENSTELLPLATZ' || /tiefgarage|underground|souterrain|sotterran|subterr|подзем/u.test(word)
          ? 'underground_parking'
          : /gara[gjż]|гараж/u.test(word)
            ? 'garage'
            : 'parking';
      if (!features.includes(key)) features.push(key);
    }
  else typeHits.push(...parkWith);
  // "Mietwohnung …, nur Häuser ohne Ausländer": a type word that a criterion about people follows within a word or
  // two names the building those people live in, not a second type, when another type is named; so does one right
  // after the criterion or a word after it ("Mietwohnung …, bitte keine Ausländer im Haus", "ett barnfritt hus").
  const peopleBuilding = (h: (typeof typeHits)[number]) =>
    !h.sub &&
    refusedSpans.some(
      ([from, to]) =>
        (from >= h.end && /^[\s\p{L}]{0,12}$/u.test(origPadded.slice(h.end, from))) ||
        (to <= h.start && /^\s+(?:\p{L}{1,6}\s+)?$/u.test(origPadded.slice(to, h.start))),
    );
  // "دار ضيافة (Pension)", "投资公寓楼（Zinshaus）", "单户住宅（EFH）": a German gloss names the type the way the
  // listings do, so it decides over the own words it glosses (up to two words before its bracket, in the same phrase).
  const glosses = GLOSSED_IN_GERMAN.has(lang)
    ? typeHits.filter(
        (h) =>
          GLOSS_AROUND.before.test(origPadded.slice(0, h.start)) && GLOSS_AROUND.after.test(origPadded.slice(h.end)),
      )
    : [];
  const glossed = (h: (typeof typeHits)[number]) =>
    !glosses.includes(h) &&
    glosses.some(
      (g) =>
        g.start > h.end &&
        /^[^\s,;:，、。；：()（）]*(?:\s+[^\s,;:，、。；：()（）]+){0,2}\s*[(（]\s*$/u.test(
          origPadded.slice(h.end, g.start),
        ),
    );
  // "Lift im Haus", "Aufzug im Haus", "a lift in the house", "ruhiges Haus": a bare house word after "in" with its
  // article, or after a word describing it, names the building the home searched is in, not a second type, when
  // another type is named.
  const inBuilding = (h: (typeof typeHits)[number]) =>
    h.o === 'HAUS' && !h.sub && !!IN_BUILDING[lang]?.test(origPadded.slice(0, h.start));
  const owned = (h: (typeof typeHits)[number]) => !!OWN_BEFORE[lang]?.test(origPadded.slice(0, h.start));
  const searched = typeHits.filter((h) => !peopleBuilding(h) && !glossed(h) && !inBuilding(h) && !owned(h));
  const chosen = searched.length ? searched : typeHits;
  // A flat's floor said of another type searched ("Büro im Erdgeschoss") only says where that lies (Lex.flatFloors).
  const otherThanFlat = chosen.some((h) => !h.floor && h.o !== 'WOHNUNG');
  for (const h of chosen) {
    if (h.floor && otherThanFlat) continue;
    if (!types.includes(h.o)) types.push(h.o);
    if (h.sub && !subtypes.includes(h.sub)) subtypes.push(h.sub);
  }
  // A room word names a flat, unless a type word is written onto it ("3-kamerhuis", "4-rumsvilla"): a compound's last
  // word names what it is.
  const typedAfter = (end: number) =>
    typeHits.some((h) => h.start >= end && /^-?$/u.test(origPadded.slice(end, h.start)));
  if (flatRoomWords.some((end) => !typedAfter(end)) && !types.includes('WOHNUNG')) types.push('WOHNUNG');
  if (plotWith && !types.length) types.push('GRUNDSTUECK');
  if (!types.length && WEAK_PLOT[lang])
    work = eachMatch(work, WEAK_PLOT[lang], () => {
      if (!types.length) types.push('GRUNDSTUECK');
    });
  for (const [from, to] of negations) work = blank(work, from, to);

  let perMonth = false;
  /** A count of rooms in a unit that names a flat ("3 rok"). */
  let flatUnit = false;
  const areas: Quantity[] = [];
  for (const q of quantities(work, c)) {
    // "à 1020 Vienne", "um 1150 Wien": a Vienna postcode before Vienna's name is the district, not an amount.
    if (!q.unit && !q.multiplied && VIENNA_PLZ.test(q.rawDigits) && VIENNA_NAME_AFTER.test(work.slice(q.end))) continue;
    const postMonth = c.perMonthAfter?.exec(work.slice(q.end)) ?? null;
    const preMonth = !!c.perMonthBefore?.test(work.slice(0, q.start));
    const cmp: Cmp = q.cmp === 'range' ? 'range' : q.post === 'more' ? 'min' : q.post === 'less' ? 'max' : q.cmp;
    // "about 80 m²", "about 3 rooms": the size wanted, read as a size standing alone (a minimum); "about 900 €" stays
    // the most one pays.
    const sizeCmp: Cmp = q.approx && cmp === 'max' ? null : cmp;
    let used = true;
    if (q.unit === 'room' || q.unit === 'bed') {
      const add = q.unit === 'bed' ? 1 : 0;
      used = rooms(q.value + add, sizeCmp, q.value2 != null ? q.value2 + add : null) !== false;
      if (used && q.unit === 'room' && c.flatRoomUnit?.test(origPadded.slice(q.start, q.end))) flatUnit = true;
    } else if (q.unit === 'area') areas.push({ ...q, cmp: sizeCmp });
    else if (
      q.unit === 'cur' ||
      q.multiplied ||
      (cmp && cmp !== 'exact' && q.value >= 100) ||
      (!cmp && q.value >= 10000 && !/^[1-9]\d{3}$/.test(q.rawDigits)) ||
      // A bare amount after or before a word for the month ("700 a month", "850 per maand", "monatlich 900") is a
      // rent.
      (!cmp && (postMonth || preMonth) && q.value >= 100)
    ) {
      const lo = toEur(q.value, q.currency, rates);
      const hi = q.value2 != null ? toEur(q.value2, q.currency, rates) : null;
      if (cmp === 'range' && hi != null) {
        f.preisVon = Math.min(lo, hi);
        f.preisBis = Math.max(lo, hi);
      } else if (cmp === 'min') f.preisVon = lo;
      else f.preisBis = lo;
      if (postMonth) {
        perMonth = true;
        work = blank(work, q.end, q.end + postMonth[0].length);
      }
    } else used = false;
    // Only an amount takes the word for the month after it: after a count of rooms or a size ("3 Zimmer Garten
    // monatlich 1500") the word belongs to the amount that follows.
    if (used) work = blank(work, q.start, q.end);
  }
  for (const q of areas) {
    const plotDist = near(origPadded, q, c.plot);
    const livingDist = near(origPadded, q, c.living);
    // A search for plots alone measures the plot, whatever word names the size ("أرض … مساحتها 800 متر").
    // Land and forestry's land (a forest, a field) is measured as a plot too.
    const plot =
      (types.length === 1 && (types[0] === 'GRUNDSTUECK' || types[0] === 'LAND_UND_FORSTWIRTSCHAFT')) ||
      plotDist < livingDist;
    const lo = Math.round(q.value);
    const hi = q.value2 != null ? Math.round(q.value2) : null;
    const [kVon, kBis] = plot
      ? (['grundflaecheVon', 'grundflaecheBis'] as const)
      : (['flaecheVon', 'flaecheBis'] as const);
    if (q.cmp === 'range' && hi != null) {
      f[kVon] = Math.min(lo, hi);
      f[kBis] = Math.max(lo, hi);
    } else if (q.cmp === 'max') f[kBis] = lo;
    else if (q.cmp === 'exact') f[kVon] = f[kBis] = lo;
    else f[kVon] = lo;
    // "600 m² Grund": the word that made it a plot area was understood with it.
    if (plot && c.plot) {
      const m = c.plotAfter!.exec(work.slice(q.end));
      if (m) work = blank(work, q.end, q.end + m[0].length);
    }
  }
  // "Wien-Neubau", "Wien Neubau", "Bezirk Neubau", "im 7., Neubau", "1070 Neubau": a first-occupancy word that is a
  // Vienna district's name, right after Vienna's name, the word for district or the district's own number or
  // postcode, is the district (read with the places).
  if (c.firstOcc)
    work = eachMatch(work, c.firstOcc, (m) => {
      // The word must stand in the text as typed too: a pattern that looks at the word after it ("新しい" not before
      // "家") sees that word there, not the blanks the types read before left in its place.
      const typed = new RegExp(c.firstOcc!.source, 'uy');
      typed.lastIndex = m.index;
      if (!typed.test(origPadded)) return false;
      const word = m[0].trim();
      const n = WIEN_BEZIRKE.findIndex((b) => b.toLowerCase() === word) + 1;
      const before = origPadded.slice(0, m.index);
      if (
        n > 0 &&
        (DISTRICT_NAMED_BEFORE.test(before) ||
          new RegExp(`(?<![\\d.])(?:${n}\\.?|1${String(n).padStart(2, '0')}0)[\\s,.-]*$`, 'u').test(before))
      )
        return false;
      wishes.push({ at: m.index, key: 'erstbezug' });
      f.erstbezug = true;
    });
  // "a ser posible de obra nueva aunque no es imprescindible", "Garten wäre schön, ist aber kein Muss": the wish
  // nearest before a word saying it is not needed, in its clause or the one before, is understood and no filter.
  const optional = OPTIONAL[lang];
  if (optional)
    work = eachMatch(work, optional, (m) => {
      const clauseStart = (i: number) => {
        while (i > 0 && !CLAUSE_END.test(origPadded[i - 1]!)) i--;
        return i;
      };
      const nearest = (from: number) =>
        wishes.filter((w) => w.at >= from && w.at < m.index).sort((a, b) => b.at - a.at)[0];
      let from = clauseStart(m.index);
      let wish = nearest(from);
      if (!wish && from > 0) wish = nearest((from = clauseStart(from - 1)));
      if (!wish) return false;
      wishes.splice(wishes.indexOf(wish), 1);
      if (wishes.some((w) => w.key === wish.key)) return;
      if (wish.key === 'erstbezug') delete f.erstbezug;
      else features.splice(features.indexOf(wish.key), 1);
    });
  // "3 rok": the unit names a flat, unless a type is named ("3 rok radhus").
  if (flatUnit && !types.length) types.push('WOHNUNG');
  // "Zimmer zu vermieten", "room to rent", "stanza a Graz", "pokój Wiedeń", "اتاق در وین": a room word with no
  // count, when no type and no count of rooms is named, is the room searched, a room to rent; with a count ("3
  // Zimmer") the same word counts a home's rooms and was read with its number above.
  if (c.room && !types.length && f.zimmerVon == null && f.zimmerBis == null)
    work = eachMatch(work, c.room, () => {
      if (!types.length) types.push('ZIMMER');
    });

  // "na sprzedaż, pierwszy najem": a rent word inside a first-occupancy phrase names the first tenant, no wish to rent.
  const dealText = c.firstOcc ? origPadded.replace(c.firstOcc, (m) => ' '.repeat(m.length)) : orig;
  const wantsRent = !!c.rentAny?.test(dealText);
  const wantsBuy = !!c.buyAny?.test(dealText);
  if (c.rent) work = eachMatch(work, c.rent, () => undefined);
  if (c.buy) work = eachMatch(work, c.buy, () => undefined);
  if (c.perMonth)
    work = eachMatch(work, c.perMonth, () => {
      perMonth = true;
    });
  const others: OtherPlace[] = [];
  let capital = false;
  const theCapital = THE_CAPITAL[lang];
  if (theCapital)
    work = eachMatch(work, theCapital, () => {
      capital = true;
    });
  work = places(work, c, gazetteer, f, others);
  if (capital && !f.bundesland && !f.ort && !f.bezirk?.length && !f.plz && !f.region) f.bundesland = 'wien';
  // A radius is measured around a town: "30 km od Wiednia", "within 20 km of Vienna" is around the city of Vienna,
  // "dans un rayon de 30 km autour de Salzbourg" around the city of Salzburg (a Land has no centre to measure from).
  const landTown = f.bundesland ? LAND_TOWN[f.bundesland] : undefined;
  if (f.radiusKm != null && landTown && !f.ort && !f.bezirk?.length) {
    f.ort = landTown;
    delete f.bundesland;
  }

  // A plot area next to a house or flat is the house's garden, not a search for plots.
  if (types.includes('GRUNDSTUECK') && types.length > 1 && (f.grundflaecheVon != null || f.grundflaecheBis != null))
    types.splice(types.indexOf('GRUNDSTUECK'), 1);
  // Only parking was named: the visitor looks for a parking space or garage, not a flat that has one. A new build
  // ("新房 带地下车库", "Neubau mit Tiefgarage") is a home with its parking.
  if (
    !types.length &&
    !f.erstbezug &&
    f.zimmerVon == null &&
    f.zimmerBis == null &&
    features.length &&
    features.every((k) => k in PARKING_SUBTYPE)
  ) {
    types.push('PARKEN');
    const sub =
      features[0] === 'garage' && doubleGarage
        ? 'DOPPELGARAGE'
        : features[0] === 'garage' && singleGarage
          ? 'EINZELGARAGE'
          : PARKING_SUBTYPE[features[0]!];
    if (sub) subtypes.push(sub);
    features.length = 0;
  }
  // "Stellplatz mit Ladestation", "parking space with EV charging point": the parking searched by its charging point
  // is that subtype, and the word for the space no feature of it.
  if (
    types.length === 1 &&
    types[0] === 'PARKEN' &&
    subtypes.includes('PARKPLATZ_STROM') &&
    features.every((k) => k in PARKING_SUBTYPE)
  )
    features.length = 0;
  // "машиноместо в подземном гараже", "Stellplatz in der Tiefgarage": a parking space searched in an underground
  // car park is the underground space, not a space with one.
  if (types.length === 1 && types[0] === 'PARKEN' && !subtypes.length && features.includes('underground_parking')) {
    subtypes.push('TIEFGARAGENSTELLPLATZ');
    features.splice(features.indexOf('underground_parking'), 1);
  }
  if (types.length) f.objektart = OBJEKTARTEN.filter((o) => types.includes(o));
  if (subtypes.length) f.untergruppe = subtypes;
  if (features.length) f.ausstattung = FEATURE_KEYS.filter((k) => features.includes(k));
  if (f.bezirk)
    f.bezirk = [
      ...WIEN_BEZIRKE.filter((b) => f.bezirk!.includes(b)),
      ...f.bezirk.filter((b) => !(WIEN_BEZIRKE as readonly string[]).includes(b)),
    ];

  if (wantsRent && !wantsBuy) f.vermarktungsart = 'MIETE_PACHT';
  else if (wantsBuy && !wantsRent) f.vermarktungsart = 'KAUF';
  else if (perMonth) f.vermarktungsart = 'MIETE_PACHT';
  else if (wantsRent && wantsBuy) f.vermarktungsart = undefined;
  // A room in a shared flat or a student house is only ever rented.
  if (!f.vermarktungsart && !wantsBuy && types.length === 1 && types[0] === 'ZIMMER') f.vermarktungsart = 'MIETE_PACHT';
  // No word for it: a monthly-sized budget is a rent, a large one a purchase.
  if (!f.vermarktungsart && !(wantsRent && wantsBuy)) {
    const p = f.preisBis ?? f.preisVon;
    if (p != null) f.vermarktungsart = p <= 10000 ? 'MIETE_PACHT' : p >= 30000 ? 'KAUF' : undefined;
    if (!f.vermarktungsart) delete f.vermarktungsart;
  }

  const unmatched = leftovers(work, c);
  // A place left out is a word not understood even where the language's stop words hold it ("wien\p{L}*").
  for (const o of others) if (!o.word.split(/\s+/).some((w) => unmatched.includes(w))) unmatched.push(o.word);
  const result: NlResult = { filters: f, unmatched, refused };
  if (others.length) result.otherPlaces = others;
  return result;
}

/** Drops the cached expressions (tests that measure a cold start). */
export function resetParserCache(): void {
  cache.clear();
  segmenters = {};
}
