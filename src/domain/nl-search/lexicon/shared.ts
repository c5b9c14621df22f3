/**
 * What every language's lexicon shares: the shape of a lexicon (`Lex`), the empty lexicon each language starts
 * from, and the currency words, multipliers and area units, which are matched in every language. The words are
 * regular-expression fragments (lower case, matched against normalised text); the parser joins them into one
 * expression per rule and language.
 */
import type { CurrencyCode } from '../../currency';
import type { FeatureKey, Objektart } from '../../vocabulary';
import type { NearFilter } from '../../places';
import type { NlSort, RefusedCriterion } from '../types';

export interface Lex {
  /** Words are delimited by spaces and punctuation (false for Chinese and Japanese, matched without boundaries). */
  bounded: boolean;
  buy: string[];
  rent: string[];
  perMonth: string[];
  /**
   * [pattern, objektart, subtype]; earlier entries win, so subtypes come before their main group. A detached house
   * (Einfamilienhaus, maison individuelle, 一戸建て) is a house and building land (Baugrund, bouwgrond, 建筑用地) a
   * plot, with no subtype: the evaluation sets' written conventions ask for the plain type there. So is a parking space
   * by a word that names no kind of space (Stellplatz, parking space, posto auto, машиноместо, 车位): most spaces on
   * offer are underground or in a garage, and who asks for a parking space takes those too; a word that names the kind
   * (Tiefgaragenplatz, underground parking space) keeps its subtype.
   */
  types: Array<[string, Objektart, string?]>;
  /**
   * Where in the building a flat lies, said apart from the word for the home ("Appartement …, au rez-de-chaussée",
   * "trea på bottenvåningen", "3 pièces au rez-de-chaussée"): [pattern, the flat's subtype]. It names that subtype of
   * a flat when a flat or no other type is searched; said of another type ("bureau au rez-de-chaussée", "Büro im
   * Erdgeschoss", "winkel op de begane grond") it only says where that lies: understood, no filter. Read before the
   * types, so that no type word takes a word of it ("grond" of "begane grond" is no plot).
   */
  flatFloors: Array<[string, string]>;
  features: Array<[string, FeatureKey]>;
  outdoor: string[];
  firstOcc: string[];
  /**
   * First words of compounds that mean first occupancy ("Neubauwohnung"); the rest of the word is read on. In Chinese
   * and Japanese, written without spaces, also inside a run of characters.
   */
  firstOccPrefix: string[];
  noCommission: string[];
  /** What must be near ("nahe U-Bahn", "near a school"): [pattern, the list's near filter]. */
  near: Array<[string, NearFilter]>;
  sort: Array<[string, NlSort]>;
  /** After a number: rooms. */
  rooms: string[];
  /** After a number: bedrooms (the living room is added: Austrian listings count every room). */
  bedrooms: string[];
  numWords: Record<string, number>;
  /** Whole words that state a room count ("dreizimmer", "bilocale", "двушка"). */
  roomWords: Array<[string, number]>;
  /**
   * A room as the thing searched, written without a count ("Zimmer zu vermieten", "room to rent", "stanza",
   * "pokój", "комната", "اتاق", "部屋"): a room to rent (ZIMMER) when no other type and no count of rooms is named;
   * with a count the same word counts the rooms of a flat or house.
   */
  room: string[];
  /**
   * Indefinite articles that also say "one" ("una", "une", "um", "a", "ein", "een", "ett"): before a singular room
   * word (Lex.room) they name a room as the thing searched ("busco una habitación", "ein Zimmer in Graz"), no count
   * of one, unless a word of Lex.roomsOf comes before them: "piso de una habitación", "Wohnung mit einem Zimmer"
   * count a flat's rooms.
   */
  articles: string[];
  /** "of", "with" before an article and a room word: the rooms of a home ("appartement d'une chambre"). */
  roomsOf: string[];
  /** Room units that name a flat by themselves (Swedish "3 rok", rum och kök: a three-room flat). */
  flatRoomUnits: string[];
  /**
   * The language's own words for an amount's size, read before the shared MULTIPLIERS: English "1.5 mil" is a
   * million where Spanish and Portuguese "mil" is a thousand; Dutch "4 ton" is 400,000, Polish "1,5 bańki" and
   * Russian "2 ляма" are millions.
   */
  multipliers: Array<[string, number]>;
  min: string[];
  max: string[];
  exact: string[];
  orMore: string[];
  orLess: string[];
  /**
   * "About" before or after a quantity ("około 70 m²", "примерно 80 квадратов", "80平左右", "1000㎡程度", "حدود ۸۰۰
   * متر"): a price said about so is the most one pays, as with a max word; an area or a room count said about so is
   * the size one wants, which the list reads as a minimum, as when it stands alone.
   */
  approx: string[];
  /**
   * A negated verb after the quantity that turns its comparison round (fa "کمتر از 60 متر نباشد": may not be less
   * than 60 m², so at least 60), for languages that put the negation after the number, not before the comparison.
   */
  negAfter: string[];
  between: string[];
  join: string[];
  plot: string[];
  living: string[];
  area: string[];
  /** Vienna district by number: patterns with one group capturing the number. */
  district: string[];
  /** Vienna district by ordinal word: [pattern, number]. */
  districtWords: Array<[string, number]>;
  energy: string[];
  refused: Array<[string, RefusedCriterion]>;
  /**
   * Who will live there ("Familie mit Kindern", "with kids"): a criterion about people, refused as 'family' unless
   * another refused criterion already names them ("muslimische Familie" is about religion).
   */
  household: string;
  /**
   * Words by which searchers speak of themselves ("wir", "we are", "nous", "mi", "мы", "我们", "一緒に"): a
   * household, age or origin word in the same clause says who is searching ("wir sind eine Familie mit zwei
   * Kindern", "nous sommes un couple de retraités"), not whom a landlord should take, so it is no refused criterion.
   */
  self: string;
  /**
   * Words by which searchers wish people away, right before them or a word before them ("wir wollen keine Kinder im
   * Haus", "we want no pensioners"): a household, age or origin word after one is a criterion about people even in a
   * clause where the searchers speak of themselves; not after the searchers' having ("wir haben keine Kinder", "we
   * have no kids"), which says who they are.
   */
  against: string;
  /**
   * The searchers' situation in words that name no criterion: working from home ("von zu Hause aus", "lavoro da
   * casa", "在家办公"), whose word for home is no house and no office wished for. Passed over.
   */
  situation: string[];
  /**
   * Moving ("wir ziehen", "we're relocating", "переезжаем", "引っ越す"): with it in the text, the place the searchers
   * move from (movedFrom: "von Wels nach", "from Vienna to", "ウィーンから…に") is not searched, only the one they move to.
   */
  moving: string;
  movedFrom: string;
  stop: string[];
}

/** Currency words and signs, all languages: [pattern, code]. */
export const CURRENCY_WORDS: Array<[string, CurrencyCode]> = [
  // Turkish adds case endings to the word ("1000 euroya kadar"); Chinese says 欧 for short.
  ["€|eur|euros?|evro|avro|евро|یورو|يورو|欧元|歐元|ユーロ|euro'?s|(?:euro|avro)'?(?:ya|yu|dan|luk)|欧", 'EUR'],
  [
    'us\\$|\\$|usd|(?:us[- ]?)?dollars?|dólar(?:es)?|dollari|dollaro|dollar[sn]?|долл\\p{L}*|dolar[ıi]?|دولار|دلار|美元|ドル',
    'USD',
  ],
  [
    '£|gbp|pounds?(?: sterling)?|pfund|livres? sterling|sterlin|sterline?|фунт\\p{L}*|پوند|جنيه(?: استرليني)?|英镑|ポンド',
    'GBP',
  ],
  [
    'chf|franken|francs? suisses?|franchi svizzeri|francos? suizos?|frank(?:ów|i)? szwajcarsk\\p{L}*|швейцарск\\p{L}* франк\\p{L}*|isviçre frangı|瑞士法郎|スイスフラン',
    'CHF',
  ],
  ['sek|kronor|svenska kronor|swedish kron(?:a|or)', 'SEK'],
  ['nok|norska kronor|norwegian kron(?:e|er)', 'NOK'],
  ['pln|zł|zl|złotych|złote|złoty|zlotys?', 'PLN'],
  ['rub|руб\\p{L}*|₽|roubles?|rubles?|rubel', 'RUB'],
  ['try|tl|₺|türk lirası|lira|turkish lira', 'TRY'],
  ['aed|dirhams?|درهم|د\\.إ', 'AED'],
  ['cny|rmb|yuan|人民币|元|块', 'CNY'],
  ['jpy|yen|円|日元', 'JPY'],
  ['kr', 'SEK'],
];

/**
 * English phrases written into queries of other languages ("haus mieten, garten, pets ok", "dom z basenem, energy
 * class A"): the portal's visitors copy them from English listings and ads. Every language reads these besides its
 * own words, as it reads the listings' German "Erstbezug"; only whole English phrases are listed, no single word that
 * is also a word of another language.
 */
export const ENGLISH_LOANS: { features: Array<[string, FeatureKey]>; energy: string[] } = {
  features: [
    ['(?:pets?|dogs?|cats?) (?:allowed|welcome|ok|okay|friendly)|(?:pet|dog|cat)[- ]friendly', 'pets_allowed'],
  ],
  energy: ['energy (?:class|rating|efficiency class|label)', 'epc(?: rating)?', 'energy certificate'],
};

/** Multipliers after a number: [pattern, factor]. */
export const MULTIPLIERS: Array<[string, number]> = [
  ['mrd\\.?|milliarden?|billion', 1e9],
  ['百万', 1e6],
  ['亿|億', 1e8],
  ['万|萬', 1e4],
  [
    'mio\\.?|millionen|mill?ion(?:s|i|e|er)?|millones|millón|milhões|milhão|miljoen|miljon(?:er)?|milion(?:y|ów|a)?|mln\\.?|млн\\.?|миллион\\p{L}*|milyon|مليون|ملايين|میلیون|m€',
    1e6,
  ],
  [
    'k|tsd\\.?|tausend|thousand|mille|mila|mil|duizend|tusen|tys\\.?|tysi(?:ą|ę)c\\p{L}*|тыс\\.?|тысяч\\p{L}*|тыщ\\p{L}*|bin|ألف|الف|آلاف|هزار|千',
    1e3,
  ],
];

const CJK_DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1–23 in Chinese numerals: 七, 十, 十五, 二十三. */
function cjkNumeral(n: number): string {
  const tens = Math.floor(n / 10);
  return (tens > 1 ? CJK_DIGITS[tens]! : '') + (tens ? '十' : '') + CJK_DIGITS[n % 10]!;
}

/**
 * Vienna's 23 districts in Chinese numerals ("第十五区", "十区"), the longer numerals first: the patterns match
 * inside words, so "十一区" must be read before "一区" would take its end.
 */
export const CJK_DISTRICT_WORDS: Array<[string, number]> = Array.from({ length: 23 }, (_, i) => i + 1)
  .sort((a, b) => cjkNumeral(b).length - cjkNumeral(a).length || b - a)
  .map((n) => [`第${cjkNumeral(n)}区|${cjkNumeral(n)}区`, n]);

/** Area units, all languages. */
export const AREA_UNITS = ['m²', 'm2', 'm\\^2', 'qm', '㎡', 'sqm', 'sq\\.? ?m', 'м²', 'м2', 'م2', 'م²'];

/** Every field empty: each language spreads it and fills in the words it has. */
export const EMPTY: Omit<Lex, 'bounded'> = {
  buy: [],
  rent: [],
  perMonth: [],
  types: [],
  flatFloors: [],
  features: [],
  outdoor: [],
  firstOcc: [],
  firstOccPrefix: [],
  noCommission: [],
  near: [],
  sort: [],
  rooms: [],
  bedrooms: [],
  numWords: {},
  roomWords: [],
  room: [],
  articles: [],
  roomsOf: [],
  flatRoomUnits: [],
  multipliers: [],
  min: [],
  max: [],
  exact: [],
  orMore: [],
  orLess: [],
  approx: [],
  negAfter: [],
  between: [],
  join: [],
  plot: [],
  living: [],
  area: [],
  district: [],
  districtWords: [],
  energy: [],
  refused: [],
  household: '',
  self: '',
  against: '',
  situation: [],
  moving: '',
  movedFrom: '',
  stop: [],
};

/**
 * A distance around a place, all languages: the number of kilometres is group 1. "10 km", "10 Kilometer",
 * "10 км", "10 كم", "10公里", "10キロ".
 */
export const RADIUS_KM =
  '(?<![\\d.,])(\\d{1,3})\\s*(?:km|kilom[eèé]t\\p{L}*|chilometri|quilómetros|quilômetros|kilómetros|км|километр\\p{L}*|كم|كيلومتر\\p{L}*|کیلومتر\\p{L}*|公里|千米|キロ(?:メートル)?)(?![a-z\\u0400-\\u04ff])';

/** Words that say "around" with a distance, all languages; read with RADIUS_KM so they are not left over. */
export const RADIUS_CUES = [
  'im umkreis von',
  'umkreis von',
  'im umkreis',
  'umkreis',
  'im radius von',
  'radius von',
  'innerhalb von',
  'rund um',
  'um',
  'within',
  'within a radius of',
  'in a radius of',
  'radius of',
  'of',
  'from',
  'around',
  'dans un rayon de',
  'rayon de',
  'à',
  'de',
  'autour de',
  'entro',
  'nel raggio di',
  'raggio di',
  'da',
  'di',
  'en un radio de',
  'radio de',
  'a menos de',
  'num raio de',
  'raio de',
  'binnen',
  'straal van',
  'rond',
  'van',
  'inom',
  'från',
  'runt',
  'w promieniu',
  'od',
  'в радиусе',
  'в пределах',
  'от',
  'вокруг',
  'yarıçapında',
  'içinde',
  'çevresinde',
  'في نطاق',
  'في حدود',
  'ضمن',
  'من',
  'حول',
  'در شعاع',
  'شعاع',
  'از',
  'اطراف',
  '范围内',
  '以内',
  '附近',
  '距离',
  '距',
  '离',
  '以内の',
  '圏内',
  'から',
  '周辺',
];

/**
 * Vienna's 23 districts by ordinal word ("terzo distretto", "derde district", "tredje distriktet", "im dritten
 * Bezirk"): `ordinals` are the language's 1st to 23rd (alternatives allowed), `nouns` the words for a district
 * after them. The highest first, so "twenty-third district" is read before "third district" could take its end.
 */
export function ordinalDistricts(
  ordinals: readonly string[],
  nouns: string,
  nounFirst = false,
): Array<[string, number]> {
  return ordinals
    .map((o, i): [string, number] => [nounFirst ? `(?:${nouns}) (?:${o})` : `(?:${o}) (?:${nouns})`, i + 1])
    .reverse();
}
