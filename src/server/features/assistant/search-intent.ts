/**
 * What a chat message asks to search for, as the list page's search value (SearchQuery), or null when it names
 * no search criterion at all. This is the assistant's own small interpreter: deal, property type, rooms, a
 * maximum price, a minimum area, a place and a few features, with their words in all 15 languages. A fuller
 * parser can take its place through `SearchInterpreter` without touching the engine.
 */
import { emptyQuery, type SearchQuery } from '../../../domain/search/query';
import { BUNDESLAND_NAMES_DE, TOWNS, WIEN_BEZIRKE } from '../../../domain/austria';
import type { Bundesland, FeatureKey, Objektart } from '../../../domain/listing';
import type { LangCode } from '../../../i18n/languages';
import { containsAny, normalizeText } from './text';

export interface SearchIntent {
  query: SearchQuery;
  /** How many criteria besides buy/rent the message named (a measure of how surely it is a search). */
  criteria: number;
}

export type SearchInterpreter = (text: string, lang: LangCode) => SearchIntent | null;

const n = (list: string[]) => list.map(normalizeText);

const RENT = n([
  'miete',
  'mieten',
  'vermiet',
  'rent',
  'to let',
  'lease',
  'إيجار',
  'ايجار',
  'للايجار',
  'اجاره',
  'رهن',
  'alquil',
  'louer',
  'à louer',
  'location',
  'affitt',
  '賃貸',
  'huur',
  'wynaj',
  'najem',
  'arrend',
  'alug',
  'аренд',
  'снять',
  'hyra',
  'hyr',
  'kiralık',
  'kiralik',
  'kira',
  '出租',
  '租',
]);
const BUY = n([
  'kauf',
  'buy',
  'purchase',
  'for sale',
  'شراء',
  'للبيع',
  'خرید',
  'comprar',
  'venta',
  'achet',
  'vendre',
  'à vendre',
  'comprare',
  'vendita',
  '購入',
  '買',
  'kopen',
  'koop',
  'kupi',
  'kupno',
  'sprzeda',
  'compra',
  'купить',
  'покупк',
  'продаж',
  'köpa',
  'köp',
  'satılık',
  'satilik',
  'satın',
  '购买',
  '买',
  '出售',
]);
const TYPES: [Objektart, string[]][] = [
  [
    'WOHNUNG',
    n([
      'wohnung',
      'apartment',
      'flat',
      'شقه',
      'شقة',
      'آپارتمان',
      'اپارتمان',
      'piso',
      'apartamento',
      'appartement',
      'appartamento',
      'マンション',
      'アパート',
      'mieszkan',
      'квартир',
      'lägenhet',
      'daire',
      '公寓',
      '住宅',
    ]),
  ],
  [
    'HAUS',
    n([
      'haus',
      'häuser',
      'house',
      'home',
      'منزل',
      'بيت',
      'فيلا',
      'خانه',
      'ویلا',
      'casa',
      'maison',
      '一戸建て',
      '戸建',
      'huis',
      'dom ',
      'domu',
      'moradia',
      'дом',
      'hus',
      'villa',
      'müstakil',
      ' ev ',
      '房子',
      '别墅',
    ]),
  ],
  [
    'GRUNDSTUECK',
    n([
      'grundstück',
      'baugrund',
      'plot',
      'land',
      'أرض',
      'ارض',
      'زمین',
      'terreno',
      'terrain',
      '土地',
      'grond',
      'bouwgrond',
      'działk',
      'участок',
      'tomt',
      'arsa',
      '地块',
    ]),
  ],
  [
    'BUERO_PRAXEN',
    n([
      'büro',
      'office',
      'مكتب',
      'دفتر کار',
      'oficina',
      'bureau',
      'ufficio',
      'オフィス',
      'kantoor',
      'biuro',
      'escritório',
      'офис',
      'kontor',
      'ofis',
      '办公',
    ]),
  ],
];
const FEATURES: [FeatureKey, string[]][] = [
  [
    'balcony',
    n([
      'balkon',
      'balcony',
      'شرفه',
      'شرفة',
      'بالکن',
      'balcón',
      'balcon',
      'balcone',
      'バルコニー',
      'varanda',
      'балкон',
      'balkong',
      '阳台',
    ]),
  ],
  [
    'terrace',
    n([
      'terrasse',
      'terrace',
      'تراس',
      'terraza',
      'terrazza',
      'テラス',
      'terras',
      'taras',
      'terraço',
      'террас',
      'terrass',
      'teras',
      '露台',
    ]),
  ],
  [
    'garden',
    n([
      'garten',
      'garden',
      'حديقه',
      'حديقة',
      'باغ',
      'jardín',
      'jardin',
      'giardino',
      '庭',
      'tuin',
      'ogród',
      'ogrod',
      'jardim',
      'сад',
      'trädgård',
      'bahçe',
      'bahce',
      '花园',
    ]),
  ],
  [
    'lift',
    n([
      'lift',
      'aufzug',
      'elevator',
      'مصعد',
      'آسانسور',
      'ascensor',
      'ascenseur',
      'ascensore',
      'エレベーター',
      'winda',
      'elevador',
      'лифт',
      'hiss',
      'asansör',
      '电梯',
    ]),
  ],
  [
    'parking',
    n([
      'parkplatz',
      'stellplatz',
      'parking',
      'موقف',
      'پارکینگ',
      'aparcamiento',
      'parcheggio',
      '駐車',
      'parkeer',
      'estacionamento',
      'парковк',
      'parkering',
      'otopark',
      '车位',
      '停车',
    ]),
  ],
];
/** Foreign names of the larger towns and of Vienna; German names come from the gazetteer. */
const PLACE_ALIASES: [string, string[]][] = [
  [
    'Wien',
    n([
      'vienna',
      'vienne',
      'viena',
      'wenen',
      'wiedeń',
      'wiedniu',
      'вена',
      'вене',
      'viyana',
      '维也纳',
      'ウィーン',
      'فيينا',
      'وین',
    ]),
  ],
  ['Graz', n(['graz', 'غراتس', 'گراتس', 'グラーツ', '格拉茨', 'грац', 'grazu'])],
  [
    'Salzburg',
    n(['salzburg', 'salzburgo', 'salisburgo', 'سالزبورغ', 'سالزبورگ', 'ザルツブルク', '萨尔茨堡', 'зальцбург']),
  ],
  ['Linz', n(['linz', 'لينتس', 'لینتس', 'リンツ', '林茨', 'линц'])],
  ['Innsbruck', n(['innsbruck', 'إنسبروك', 'اینسبروک', 'インスブルック', '因斯布鲁克', 'инсбрук'])],
  ['Klagenfurt', n(['klagenfurt', 'クラーゲンフルト', '克拉根福', 'клагенфурт'])],
];
const ROOM_WORDS =
  'zimmer|zi|räume|rooms?|bedrooms?|غرف|غرفه|غرفة|اتاق|habitacion(?:es)?|pièces?|chambres?|locali|stanze|camere|部屋|室|kamers?|pokoj(?:e|ów)?|pokoi|quartos|assoalhadas|комнат\\w*|rum|oda|房|间';
const PRICE_CUES = n([
  'bis',
  'max',
  'höchstens',
  'unter',
  'up to',
  'under',
  'below',
  'budget',
  'حتى',
  'اقل',
  'أقل',
  'تا',
  'حداکثر',
  'hasta',
  'máximo',
  'jusqu',
  'moins de',
  'fino a',
  'massimo',
  'まで',
  '以下',
  '以内',
  'tot',
  'hoogstens',
  'do ',
  'maks',
  'até',
  'до',
  'не дороже',
  'upp till',
  'högst',
  'kadar',
  'en fazla',
  '最多',
  '不超过',
  '以下',
]);

let townIndex: Map<string, string> | null = null;
function towns(): Map<string, string> {
  if (townIndex) return townIndex;
  townIndex = new Map();
  for (const t of TOWNS) if (t.ort.length >= 4) townIndex.set(normalizeText(t.ort), t.ort);
  return townIndex;
}

/** Numbers as written in the message: "300.000", "300 000", "1,2 Mio", "400k", "2.500". */
function amounts(text: string): { value: number; unit: string; index: number }[] {
  const out = [];
  const re =
    /(\d{1,3}(?:[.,' \u00a0\u202f]\d{3})+|\d+(?:[.,]\d+)?)\s*(mio\.?|millionen|million|m\b|k\b|tsd\.?|tausend|万|€|eur(?:o|os)?|m²|m2|qm|sqm|㎡|平米|平方米|متر|متر مربع|квм|кв\.?\s*м)?/giu;
  for (const m of text.matchAll(re)) {
    let raw = m[1]!;
    let value: number;
    if (/^\d{1,3}([.,' \u00a0\u202f]\d{3})+$/.test(raw)) value = Number(raw.replace(/[.,' \u00a0\u202f]/g, ''));
    else value = Number(raw.replace(',', '.'));
    const unit = (m[2] ?? '').toLowerCase();
    if (/^(mio|millionen|million|m)\.?$/.test(unit)) value *= 1_000_000;
    else if (/^(k|tsd\.?|tausend)$/.test(unit)) value *= 1000;
    else if (unit === '万') value *= 10_000;
    raw = unit;
    out.push({ value, unit: raw, index: m.index ?? 0 });
  }
  return out;
}

const AREA_UNIT = /^(m²|m2|qm|sqm|㎡|平米|平方米|متر|متر مربع|квм|кв\.?\s*м)$/;

export const interpretSearch: SearchInterpreter = (text) => {
  const norm = normalizeText(text);
  const padded = ` ${norm} `;
  const q = emptyQuery();
  let criteria = 0;
  if (containsAny(norm, RENT)) q.vermarktungsart = 'MIETE_PACHT';
  else if (containsAny(norm, BUY)) q.vermarktungsart = 'KAUF';
  for (const [type, keys] of TYPES) {
    if (containsAny(padded, keys)) {
      q.objektart = [type];
      criteria++;
      break;
    }
  }
  for (const [feature, keys] of FEATURES) if (containsAny(norm, keys)) q.ausstattung.push(feature);
  criteria += q.ausstattung.length;

  const rooms = new RegExp(`(\\d+)\\s*\\+?\\s*-?\\s*(?:${ROOM_WORDS})`, 'iu').exec(norm);
  if (rooms) {
    q.zimmerVon = Math.min(20, Number(rooms[1]));
    criteria++;
  }
  for (const a of amounts(norm)) {
    if (rooms && a.index === rooms.index) continue;
    if (AREA_UNIT.test(a.unit)) {
      q.flaecheVon = a.value;
      criteria++;
    } else if (/^\d{4}$/.test(String(a.value)) && towns().size && !a.unit && a.value >= 1010 && a.value <= 9992) {
      // A four-digit number without a unit is an Austrian postcode when one exists.
      if (TOWNS.some((t) => t.plz === String(a.value))) {
        q.plz = String(a.value);
        criteria++;
      } else if (a.value >= 300) {
        q.preisBis = a.value;
        criteria++;
      }
    } else if (a.value >= 300 && (a.unit || containsAny(norm, PRICE_CUES) || a.value >= 10_000)) {
      q.preisBis = a.value;
      criteria++;
    }
  }

  const place = findPlace(norm);
  if (place?.bundesland) q.bundesland = place.bundesland;
  else if (place?.ort) q.ort = place.ort;
  if (place) criteria++;

  if (!criteria && !q.vermarktungsart) return null;
  return { query: q, criteria };
};

function findPlace(norm: string): { ort?: string; bundesland?: Bundesland } | null {
  for (const [ort, keys] of PLACE_ALIASES) {
    if (
      keys.some(
        (k) =>
          new RegExp(`(^|[^\\p{L}])${escape(k)}`, 'u').test(norm) ||
          (/[^\p{Script=Latin}\p{N}\s]/u.test(k) && norm.includes(k)),
      )
    )
      return ort === 'Wien' ? { bundesland: 'wien' } : { ort };
  }
  for (const [bl, name] of Object.entries(BUNDESLAND_NAMES_DE) as [Bundesland, string][]) {
    const key = normalizeText(name);
    if (new RegExp(`(^|[^\\p{L}])${escape(key)}($|[^\\p{L}])`, 'u').test(norm)) return { bundesland: bl };
  }
  for (const name of WIEN_BEZIRKE) {
    const key = normalizeText(name);
    if (key.length >= 5 && new RegExp(`(^|[^\\p{L}])${escape(key)}($|[^\\p{L}])`, 'u').test(norm))
      return { bundesland: 'wien' };
  }
  for (const w of norm.match(/\p{L}[\p{L}-]{3,}/gu) ?? []) {
    const ort = towns().get(w);
    if (ort) return { ort };
  }
  return null;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
