/**
 * The property search as a value: parsed from and written to the URL query (the URL is the search: shareable,
 * bookmarkable, back/forward work). Pure module, shared by the list page, the search island, landing pages,
 * the map search and the JS-off form.
 *
 * Bad input never throws and never blanks the whole search: each parameter is validated on its own and an
 * invalid one is dropped (and reported in `dropped`, so the page can say which part was ignored).
 */
import { NEAR_FILTER_KEYS, type NearFilter } from '../places';
import type { Bundesland, EnergyClass, FeatureKey, ListingStatus, Objektart, Vermarktungsart } from '../listing';
import { WIEN_BEZIRKE } from '../wien-bezirke';
import { foldKeyLoose } from '../text/fold';
import {
  BUNDESLAENDER,
  ENERGY_CLASSES,
  FEATURE_KEYS,
  LISTING_STATUSES,
  OBJEKTARTEN,
  VERMARKTUNGSARTEN,
} from '../vocabulary';

/** Results per page; at most 1,000 results are ever shown, and the list says so (common.resultsCap). */
export const PAGE_SIZE = 20;
export const RESULTS_CAP = 1000;
export const MAX_PAGE = Math.ceil(RESULTS_CAP / PAGE_SIZE);

export const SORT_KEYS = [
  'relevanz',
  'neueste',
  'preis_aufsteigend',
  'preis_absteigend',
  'flaeche_absteigend',
  'preis_pro_qm',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = 'neueste';

/**
 * The order a search has when the address names none. With free text it is relevance: a visitor who typed words
 * wants the listings about those words first, and newest-first would bury the flat whose title names them under
 * newer ones that mention a word somewhere in their description. Without text there is nothing to be relevant
 * to, and the newest listings come first.
 */
export function defaultSortFor(q: Pick<SearchQuery, 'q'>): SortKey {
  return q.q ? 'relevanz' : DEFAULT_SORT;
}

/** The listings one can still get: what the list shows unless the status filter asks for others. */
export const DEFAULT_STATUSES: readonly ListingStatus[] = ['available', 'reserved'];

/** The statuses a search shows: those asked for, else available and reserved. */
export function effectiveStatuses(q: Pick<SearchQuery, 'status'>): readonly ListingStatus[] {
  return q.status.length ? q.status : DEFAULT_STATUSES;
}

/** Vienna's districts are numbered 1 (Innere Stadt) to 23 (Liesing). */
export const WIEN_BEZIRK_COUNT = 23;

export interface LatLon {
  lat: number;
  lon: number;
}

export interface SearchQuery {
  vermarktungsart: Vermarktungsart | null;
  objektart: Objektart[];
  /** Subtypes (objektart_untergruppe values); they apply within the chosen objektart(en). */
  untergruppe: string[];
  preisVon: number | null;
  preisBis: number | null;
  flaecheVon: number | null;
  flaecheBis: number | null;
  zimmerVon: number | null;
  zimmerBis: number | null;
  grundflaecheVon: number | null;
  grundflaecheBis: number | null;
  bundesland: Bundesland | null;
  /**
   * Districts, any of which may match: '1'–'23' are Vienna's districts (several may be ticked), anything else a
   * political district's name as the location field chose it.
   */
  bezirk: string[];
  ort: string | null;
  plz: string | null;
  /** A named area by its key ('muehlviertel', see src/domain/nl-search/regions.ts): listings in its towns. */
  region: string | null;
  /** With `ort` as the centre: listings within this many kilometres of it instead of in it. */
  umkreis: number | null;
  /** Every listed feature must be present. */
  ausstattung: FeatureKey[];
  /** The worst HWB class still accepted ('B' accepts A++, A+, A and B). */
  energieklasse: EnergyClass | null;
  /**
   * Statuses to show. Empty means the listings one can still get (available and reserved): sold and rented ones
   * appear only when asked for.
   */
  status: ListingStatus[];
  /** Only listings without a buyer's or tenant's commission. */
  provisionsfrei: boolean;
  /** Only first occupancy or new build. */
  erstbezug: boolean;
  /** Only listings with outdoor space: a balcony, terrace, loggia or garden, any of them. */
  aussenflaeche: boolean;
  /**
   * What must be near (domain/places NEAR_FILTERS): public transport within 500 m, a school or kindergarten within
   * 1 km, a supermarket within 500 m. Only listings whose distance is known (the agency's or OpenStreetMap's) match.
   */
  nahe: NearFilter[];
  /** Moving in on this day (YYYY-MM-DD): listings free by then, immediately available ones included. */
  verfuegbarAb: string | null;
  q: string;
  /** Map search: at least 3 points; results must lie inside. */
  polygon: LatLon[] | null;
  projekt: number | null;
  sort: SortKey;
  page: number;
}

export const EMPTY_QUERY: Readonly<SearchQuery> = Object.freeze({
  vermarktungsart: null,
  objektart: [],
  untergruppe: [],
  preisVon: null,
  preisBis: null,
  flaecheVon: null,
  flaecheBis: null,
  zimmerVon: null,
  zimmerBis: null,
  grundflaecheVon: null,
  grundflaecheBis: null,
  bundesland: null,
  bezirk: [],
  ort: null,
  plz: null,
  region: null,
  umkreis: null,
  ausstattung: [],
  energieklasse: null,
  status: [],
  provisionsfrei: false,
  erstbezug: false,
  aussenflaeche: false,
  nahe: [],
  verfuegbarAb: null,
  q: '',
  polygon: null,
  projekt: null,
  sort: DEFAULT_SORT,
  page: 1,
});

export function emptyQuery(): SearchQuery {
  return { ...EMPTY_QUERY, objektart: [], untergruppe: [], bezirk: [], ausstattung: [], status: [], nahe: [] };
}

/** URL parameter names, in the order they are written (a stable order makes equal searches equal URLs). */
export const PARAM = {
  vermarktungsart: 'vermarktungsart',
  objektart: 'objektart',
  untergruppe: 'untergruppe',
  preisVon: 'preis_von',
  preisBis: 'preis_bis',
  flaecheVon: 'flaeche_von',
  flaecheBis: 'flaeche_bis',
  zimmerVon: 'zimmer_von',
  zimmerBis: 'zimmer_bis',
  grundflaecheVon: 'grundflaeche_von',
  grundflaecheBis: 'grundflaeche_bis',
  bundesland: 'bundesland',
  bezirk: 'bezirk',
  ort: 'ort',
  plz: 'plz',
  region: 'region',
  umkreis: 'umkreis',
  ausstattung: 'ausstattung',
  energieklasse: 'energieklasse',
  status: 'status',
  provisionsfrei: 'provisionsfrei',
  erstbezug: 'erstbezug',
  aussenflaeche: 'aussenflaeche',
  nahe: 'nahe',
  verfuegbarAb: 'verfuegbar_ab',
  q: 'q',
  polygon: 'polygon',
  projekt: 'projekt',
  sort: 'sortierung',
  page: 'seite',
} as const satisfies Record<keyof SearchQuery, string>;

const MAX_AMOUNT = 1e10;

/*
 * The parameters' checks are written out instead of built with zod: this module is in the list page's first
 * bundle, and zod's core (its evaluation and a parse per parameter) cost more main-thread time on load than the
 * checks themselves. Each returns the value to keep, or null for a value to drop.
 */

/** A number as the URL writes it (Number's reading, as a coercing parse has it), finite and within [min, max]. */
function numberIn(raw: string, min: number, max: number, { int = false } = {}): number | null {
  const v = Number(raw);
  if (!Number.isFinite(v) || v < min || v > max || (int && !Number.isSafeInteger(v))) return null;
  return v;
}
const amount = (raw: string) => numberIn(raw, 0, MAX_AMOUNT);
/** 1–80 characters after trimming. */
function shortText(raw: string): string | null {
  const v = raw.trim();
  return v.length >= 1 && v.length <= 80 ? v : null;
}
function plzValue(raw: string): string | null {
  const v = raw.trim();
  return /^\d{4,5}$/.test(v) ? v : null;
}
// A page beyond the last one that can exist is read as that last page (the search then clamps it to the results'
// last page and the address is corrected), not dropped: dropping it would show page 1 under an address naming 60.
const pageValue = (raw: string) => numberIn(raw, 1, Infinity, { int: true });
/** A radius in whole kilometres: beyond 200 km it would be most of Austria. */
const radiusValue = (raw: string) => numberIn(raw, 1, 200, { int: true });
const idValue = (raw: string) => numberIn(raw, 1, 2 ** 31, { int: true });
/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30). */
function dateValue(raw: string): string | null {
  const v = raw.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return null;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v ? v : null;
}

/** A yes/no filter: '1', 'true', 'ja', 'yes', 'on' (a checkbox without a value) switch it on, '0'/'false'/'nein' off. */
function parseFlag(raw: string): boolean | null {
  const v = raw.trim().toLowerCase();
  if (['1', 'true', 'ja', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'nein', 'no', 'off'].includes(v)) return false;
  return null;
}

/**
 * A district value: a Vienna district by number ('7', '07', '1070' as its postcode) or by its name ('Neubau',
 * 'Wien 7., Neubau', 'Wien 7') becomes its number, so equal searches are equal addresses; any other name stays.
 */
export function normalizeBezirk(raw: string): string | null {
  const v = raw.trim();
  if (!v || v.length > 80) return null;
  const num = /^(?:wien\s*)?(\d{1,2})\.?$/i.exec(v) ?? /^1(\d{2})0$/.exec(v) ?? /^wien\s*(\d{1,2})\./i.exec(v);
  if (num) {
    const n = Number(num[1]);
    return n >= 1 && n <= WIEN_BEZIRK_COUNT ? String(n) : null;
  }
  const key = foldKeyLoose(v);
  const i = WIEN_BEZIRKE.findIndex((name) => foldKeyLoose(name) === key);
  return i >= 0 ? String(i + 1) : v;
}

/** A Vienna district number (1–23) for a normalized district value, else null. */
export function wienBezirkNumber(value: string): number | null {
  if (!/^\d{1,2}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= WIEN_BEZIRK_COUNT ? n : null;
}

/** Accepts KAUF and MIETE_PACHT in any case, plus the friendly aliases miete, pacht, mieten and kaufen. */
function parseVermarktungsart(raw: string): Vermarktungsart | null {
  const v = raw.trim().toUpperCase();
  if (v === 'MIETE' || v === 'PACHT' || v === 'MIETEN') return 'MIETE_PACHT';
  if (v === 'KAUFEN') return 'KAUF';
  return (VERMARKTUNGSARTEN as readonly string[]).includes(v) ? (v as Vermarktungsart) : null;
}

/** Values may repeat (?objektart=HAUS&objektart=WOHNUNG) or be comma-separated (?objektart=HAUS,WOHNUNG). */
function listValues(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

function enumList<T extends string>(
  values: string[],
  allowed: readonly T[],
  normalize: (v: string) => string,
): { ok: T[]; bad: boolean } {
  const ok: T[] = [];
  let bad = false;
  for (const raw of values) {
    const v = normalize(raw);
    if ((allowed as readonly string[]).includes(v)) {
      if (!ok.includes(v as T)) ok.push(v as T);
    } else bad = true;
  }
  return { ok, bad };
}

/** "48.2,16.37;48.1,16.3;48.15,16.5" → points; null when malformed or fewer than 3 points. */
export function parsePolygon(raw: string): LatLon[] | null {
  const points: LatLon[] = [];
  for (const pair of raw.split(';')) {
    const [a, b] = pair.split(',');
    const lat = Number(a);
    const lon = Number(b);
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
    points.push({ lat, lon });
  }
  return points.length >= 3 && points.length <= 200 ? points : null;
}

export function formatPolygon(points: readonly LatLon[]): string {
  return points.map((p) => `${+p.lat.toFixed(5)},${+p.lon.toFixed(5)}`).join(';');
}

export interface ParsedQuery {
  query: SearchQuery;
  /** Parameter names whose values were invalid and ignored. */
  dropped: string[];
}

type NumericKey =
  | 'preisVon'
  | 'preisBis'
  | 'flaecheVon'
  | 'flaecheBis'
  | 'zimmerVon'
  | 'zimmerBis'
  | 'grundflaecheVon'
  | 'grundflaecheBis';
const NUMERIC_KEYS: readonly NumericKey[] = [
  'preisVon',
  'preisBis',
  'flaecheVon',
  'flaecheBis',
  'zimmerVon',
  'zimmerBis',
  'grundflaecheVon',
  'grundflaecheBis',
];

/** Reads a search from a URL query (string with or without '?', or URLSearchParams). Never throws. */
export function parseQuery(input: string | URLSearchParams): ParsedQuery {
  const params =
    typeof input === 'string' ? new URLSearchParams(input.startsWith('?') ? input.slice(1) : input) : input;
  const q = emptyQuery();
  const dropped: string[] = [];
  const one = (name: string) => {
    const v = params.get(name);
    return v == null || v.trim() === '' ? null : v;
  };
  const num = (key: NumericKey) => {
    // Austrian visitors type "250.000" or "72,5": dots group thousands, a comma is the decimal sign.
    const raw = one(PARAM[key]);
    if (raw == null) return;
    const normalized = /^\d{1,3}(\.\d{3})+(,\d+)?$/.test(raw.trim())
      ? raw.trim().replace(/\./g, '').replace(',', '.')
      : raw.trim().replace(',', '.');
    const v = amount(normalized);
    if (v != null) q[key] = v;
    else dropped.push(PARAM[key]);
  };

  const va = one(PARAM.vermarktungsart);
  if (va != null) {
    q.vermarktungsart = parseVermarktungsart(va);
    if (!q.vermarktungsart) dropped.push(PARAM.vermarktungsart);
  }
  const oa = enumList(listValues(params, PARAM.objektart), OBJEKTARTEN, (v) => v.toUpperCase());
  q.objektart = oa.ok;
  if (oa.bad) dropped.push(PARAM.objektart);
  q.untergruppe = listValues(params, PARAM.untergruppe)
    .map((v) => v.toUpperCase())
    .filter((v, i, all) => /^[A-Z0-9_-]{2,40}$/.test(v) && all.indexOf(v) === i);

  for (const key of NUMERIC_KEYS) num(key);

  const bl = one(PARAM.bundesland);
  if (bl != null) {
    const v = bl.trim().toLowerCase();
    if ((BUNDESLAENDER as readonly string[]).includes(v)) q.bundesland = v as Bundesland;
    else dropped.push(PARAM.bundesland);
  }
  // Districts repeat the parameter (?bezirk=7&bezirk=8): a political district's name may itself hold a comma.
  for (const raw of params.getAll(PARAM.bezirk)) {
    if (!raw.trim()) continue;
    const v = normalizeBezirk(raw);
    if (v == null) {
      if (!dropped.includes(PARAM.bezirk)) dropped.push(PARAM.bezirk);
    } else if (!q.bezirk.includes(v)) q.bezirk.push(v);
  }
  const ort = one(PARAM.ort);
  if (ort != null) {
    const v = shortText(ort);
    if (v != null) q.ort = v;
    else dropped.push(PARAM.ort);
  }
  const plz = one(PARAM.plz);
  if (plz != null) {
    const v = plzValue(plz);
    if (v != null) q.plz = v;
    else dropped.push(PARAM.plz);
  }
  const region = one(PARAM.region);
  if (region != null) {
    const v = region.trim().toLowerCase();
    if (/^[a-z][a-z-]{1,39}$/.test(v)) q.region = v;
    else dropped.push(PARAM.region);
  }
  const umkreis = one(PARAM.umkreis);
  if (umkreis != null) {
    const v = radiusValue(umkreis.trim());
    if (v != null) q.umkreis = v;
    else dropped.push(PARAM.umkreis);
  }
  const feats = enumList(listValues(params, PARAM.ausstattung), FEATURE_KEYS, (v) => v.toLowerCase());
  q.ausstattung = feats.ok;
  if (feats.bad) dropped.push(PARAM.ausstattung);
  const ek = one(PARAM.energieklasse);
  if (ek != null) {
    const v = ek.trim().toUpperCase();
    if ((ENERGY_CLASSES as readonly string[]).includes(v)) q.energieklasse = v as EnergyClass;
    else dropped.push(PARAM.energieklasse);
  }
  const st = enumList(listValues(params, PARAM.status), LISTING_STATUSES, (v) => v.toLowerCase());
  // Asking for exactly the default is the default: the same search, the same address.
  q.status = st.ok.length === DEFAULT_STATUSES.length && DEFAULT_STATUSES.every((x) => st.ok.includes(x)) ? [] : st.ok;
  if (st.bad) dropped.push(PARAM.status);

  for (const key of ['provisionsfrei', 'erstbezug', 'aussenflaeche'] as const) {
    const raw = params.has(PARAM[key]) ? (params.get(PARAM[key]) ?? '') : null;
    if (raw == null) continue;
    const v = parseFlag(raw === '' ? 'on' : raw);
    if (v == null) dropped.push(PARAM[key]);
    else q[key] = v;
  }
  const near = enumList(listValues(params, PARAM.nahe), NEAR_FILTER_KEYS, (v) => v.toLowerCase());
  // in one order, so ticking school before transit gives the same address
  q.nahe = NEAR_FILTER_KEYS.filter((k) => near.ok.includes(k));
  if (near.bad) dropped.push(PARAM.nahe);
  const from = one(PARAM.verfuegbarAb);
  if (from != null) {
    const v = dateValue(from);
    if (v != null) q.verfuegbarAb = v;
    else dropped.push(PARAM.verfuegbarAb);
  }

  const text = one(PARAM.q);
  if (text != null) q.q = text.trim().replace(/\s+/g, ' ').slice(0, 120);

  const poly = one(PARAM.polygon);
  if (poly != null) {
    q.polygon = parsePolygon(poly);
    if (!q.polygon) dropped.push(PARAM.polygon);
  }
  const projekt = one(PARAM.projekt);
  if (projekt != null) {
    const v = idValue(projekt);
    if (v != null) q.projekt = v;
    else dropped.push(PARAM.projekt);
  }
  const sort = one(PARAM.sort);
  q.sort = defaultSortFor(q);
  if (sort != null) {
    if ((SORT_KEYS as readonly string[]).includes(sort)) q.sort = sort as SortKey;
    else dropped.push(PARAM.sort);
  }
  const page = one(PARAM.page);
  if (page != null) {
    const v = pageValue(page);
    if (v != null) q.page = Math.min(v, MAX_PAGE);
    else dropped.push(PARAM.page);
  }
  // from > to is a typo, not a wish for nothing: swap.
  for (const [a, b] of [
    ['preisVon', 'preisBis'],
    ['flaecheVon', 'flaecheBis'],
    ['zimmerVon', 'zimmerBis'],
    ['grundflaecheVon', 'grundflaecheBis'],
  ] as const) {
    const lo = q[a];
    const hi = q[b];
    if (lo != null && hi != null && lo > hi) {
      q[a] = hi;
      q[b] = lo;
    }
  }
  return { query: q, dropped };
}

function fmtNumber(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** Writes a search as a query string without '?', in a stable order, omitting defaults. */
export function serializeQuery(q: SearchQuery, opts: { page?: boolean } = {}): string {
  const p = new URLSearchParams();
  if (q.vermarktungsart) p.set(PARAM.vermarktungsart, q.vermarktungsart);
  if (q.objektart.length) p.set(PARAM.objektart, q.objektart.join(','));
  if (q.untergruppe.length) p.set(PARAM.untergruppe, q.untergruppe.join(','));
  for (const key of NUMERIC_KEYS) {
    const v = q[key];
    if (v != null) p.set(PARAM[key], fmtNumber(v));
  }
  if (q.bundesland) p.set(PARAM.bundesland, q.bundesland);
  for (const b of sortedBezirke(q.bezirk)) p.append(PARAM.bezirk, b);
  if (q.ort) p.set(PARAM.ort, q.ort);
  if (q.plz) p.set(PARAM.plz, q.plz);
  if (q.region) p.set(PARAM.region, q.region);
  if (q.umkreis != null) p.set(PARAM.umkreis, String(q.umkreis));
  if (q.ausstattung.length) p.set(PARAM.ausstattung, q.ausstattung.join(','));
  if (q.energieklasse) p.set(PARAM.energieklasse, q.energieklasse);
  if (q.status.length) p.set(PARAM.status, q.status.join(','));
  if (q.provisionsfrei) p.set(PARAM.provisionsfrei, '1');
  if (q.erstbezug) p.set(PARAM.erstbezug, '1');
  if (q.aussenflaeche) p.set(PARAM.aussenflaeche, '1');
  if (q.nahe.length) p.set(PARAM.nahe, NEAR_FILTER_KEYS.filter((k) => q.nahe.includes(k)).join(','));
  if (q.verfuegbarAb) p.set(PARAM.verfuegbarAb, q.verfuegbarAb);
  if (q.q) p.set(PARAM.q, q.q);
  if (q.polygon && q.polygon.length >= 3) p.set(PARAM.polygon, formatPolygon(q.polygon));
  if (q.projekt != null) p.set(PARAM.projekt, String(q.projekt));
  if (q.sort !== defaultSortFor(q)) p.set(PARAM.sort, q.sort);
  if (opts.page !== false && q.page > 1) p.set(PARAM.page, String(q.page));
  // Commas and semicolons are legal in a query and keep shared links readable.
  return p.toString().replace(/%2C/gi, ',').replace(/%3B/gi, ';');
}

/** Vienna's districts by number, then names: ticking 8 before 7 gives the same address as 7 before 8. */
function sortedBezirke(values: readonly string[]): string[] {
  return [...values].sort((a, b) => {
    const na = wienBezirkNumber(a);
    const nb = wienBezirkNumber(b);
    if (na != null && nb != null) return na - nb;
    if (na != null) return -1;
    if (nb != null) return 1;
    return a.localeCompare(b, 'de');
  });
}

/** The search needs the listings' coordinates (geo.json): a drawn area or a radius around a place. */
export function needsGeo(q: Pick<SearchQuery, 'polygon' | 'umkreis' | 'ort'>): boolean {
  return (q.polygon != null && q.polygon.length >= 3) || (q.umkreis != null && q.ort != null);
}

/** True when the search narrows nothing (any sort, any page): the pre-rendered default results apply. */
export function isUnfiltered(q: SearchQuery): boolean {
  return serializeQuery({ ...q, sort: defaultSortFor(q), page: 1 }) === '';
}

/** The number of active filters, for a "Filter (3)" button on small screens. */
export function activeFilterCount(q: SearchQuery): number {
  let n = 0;
  if (q.vermarktungsart) n++;
  if (q.objektart.length) n++;
  if (q.untergruppe.length) n++;
  if (q.preisVon != null || q.preisBis != null) n++;
  if (q.flaecheVon != null || q.flaecheBis != null) n++;
  if (q.zimmerVon != null || q.zimmerBis != null) n++;
  if (q.grundflaecheVon != null || q.grundflaecheBis != null) n++;
  if (q.bundesland || q.ort || q.plz || q.region || q.bezirk.some((b) => wienBezirkNumber(b) == null)) n++;
  if (q.bezirk.some((b) => wienBezirkNumber(b) != null)) n++;
  if (q.provisionsfrei) n++;
  if (q.erstbezug) n++;
  if (q.aussenflaeche) n++;
  n += q.nahe.length;
  if (q.verfuegbarAb) n++;
  n += q.ausstattung.length;
  if (q.energieklasse) n++;
  if (q.status.length) n++;
  if (q.q) n++;
  if (q.polygon) n++;
  if (q.projekt != null) n++;
  return n;
}
