/**
 * The compact structured search index: what the browser needs to filter, sort, count and page 10,000 listings
 * without a server, in a form that compresses well (columns of small numbers, strings in dictionaries).
 *
 *   /search/index.json         language-neutral columns (types, prices, areas, location, features, energy classes,
 *                              dates): everything to filter, sort, count and page, and most of a card
 *   /listing-cards/<id>.json   per listing (written for favourites and comparison too): title, slug, image and
 *                              energy values, fetched only for the cards of the page shown
 *   /search/titles-<lang>.json the titles in one language, fetched only when free text must be matched without
 *                              Pagefind
 *   /search/geo.json           coordinates, fetched only by the map view and drawn areas
 *
 * Why titles and images are not in the index: they are the incompressible part (10,000 content-hashed image
 * names alone are ~110 KB compressed), and a page shows 20 of them.
 *
 * Rows are ordered newest first, so the default sort is the row order itself. Every file carries the same
 * `gen` stamp; a client that gets files of two different builds reloads rather than mixing them.
 *
 * Pure module: encoding runs at build time (endpoint pages), decoding in the browser and in tests.
 */
import type { Bundesland, EnergyClass, FeatureKey, Listing, ListingStatus, Objektart, Vermarktungsart } from '../listing';
import { BUNDESLAENDER, ENERGY_CLASSES, FEATURE_KEYS, LISTING_STATUSES, OBJEKTARTEN, VERMARKTUNGSARTEN } from '../vocabulary';

export const INDEX_VERSION = 2;

/** The fields of a listing the index needs (so callers can pass lighter objects). */
export type IndexedListing = Pick<
  Listing,
  | 'id' | 'title_slug' | 'objekttitel' | 'objekttitel_translations' | 'vermarktungsart' | 'objektart'
  | 'objektart_hauptgruppe' | 'objektart_untergruppe' | 'status' | 'kaufpreis' | 'kaltmiete' | 'price_on_request'
  | 'flaeche' | 'zimmer' | 'features' | 'primary_image' | 'images' | 'project_id' | 'created_at'
> & {
  location: Pick<Listing['location'], 'plz' | 'ort' | 'bezirk' | 'bundesland' | 'lat' | 'lon' | 'wien_bezirk'>;
  flaechen: Pick<Listing['flaechen'], 'grundstuecksflaeche'>;
  energie: Pick<Listing['energie'], 'hwb' | 'hwb_klasse' | 'fgee' | 'fgee_klasse' | 'missing'>;
};

/** The JSON written to /search/index.json. Column arrays are all `n` long. */
export interface SearchIndexFile {
  v: typeof INDEX_VERSION;
  gen: string;
  n: number;
  /** Dictionaries: columns hold indexes into them. */
  /**
   * loc: places as flat triples [plz, ort, bezirk] (1-based indexes into ort and bezirk, 0 = none): postcode,
   * town and Bezirk go together, so one column of place numbers is a third of three separate columns.
   */
  dict: { ort: string[]; bezirk: string[]; sub: string[]; loc: number[] };
  cols: {
    /** Listing ids, delta-encoded (ids grow with first import, so most deltas are small). */
    id: number[];
    /** Packed categories, see packKind(). */
    k: number[];
    /** Subtype: 1-based index into dict.sub, 0 = none. */
    sub: number[];
    /** kaufpreis for KAUF, kaltmiete for MIETE_PACHT; 0 = on request / unknown. */
    p: number[];
    /** flaeche (m²), 0 = unknown. */
    a: number[];
    /** zimmer, 0 = unknown. */
    r: number[];
    /** grundstuecksflaeche (m²), 0 = unknown. */
    g: number[];
    /** 1-based place (dict.loc triple) index, 0 = none. */
    loc: number[];
    /** Feature bits 0–29 and 30–59 (FEATURE_KEYS order). */
    f0: number[];
    f1: number[];
    /** Days since 1970-01-01 of created_at. */
    c: number[];
    /** project id, 0 = none. */
    pr: number[];
  };
}

export interface TitlesFile {
  v: typeof INDEX_VERSION;
  gen: string;
  lang: string;
  t: string[];
}

export interface GeoFile {
  v: typeof INDEX_VERSION;
  gen: string;
  /** Latitude and longitude ×1e5 (about 1 m), 0 = unknown, row order. */
  lat: number[];
  lon: number[];
}

// --- packing ------------------------------------------------------------------------------------------------

/**
 * One small integer per listing for the categorical fields:
 * bit 0 vermarktungsart (0 KAUF, 1 MIETE_PACHT) · bits 1–4 objektart · bits 5–6 status ·
 * bits 7–10 HWB class (0 = none, 1 = A++ … 9 = G) · bits 11–14 fGEE class · bits 15–18 Bundesland (0 = none) ·
 * bit 19 energy data missing.
 */
export function packKind(l: {
  vermarktungsart: Vermarktungsart; objektart: Objektart; status: ListingStatus;
  hwbKlasse: EnergyClass | null; fgeeKlasse: EnergyClass | null; bundesland: Bundesland | null; energyMissing: boolean;
}): number {
  return (
    VERMARKTUNGSARTEN.indexOf(l.vermarktungsart) |
    (OBJEKTARTEN.indexOf(l.objektart) << 1) |
    (LISTING_STATUSES.indexOf(l.status) << 5) |
    ((l.hwbKlasse ? ENERGY_CLASSES.indexOf(l.hwbKlasse) + 1 : 0) << 7) |
    ((l.fgeeKlasse ? ENERGY_CLASSES.indexOf(l.fgeeKlasse) + 1 : 0) << 11) |
    ((l.bundesland ? BUNDESLAENDER.indexOf(l.bundesland) + 1 : 0) << 15) |
    ((l.energyMissing ? 1 : 0) << 19)
  );
}

export const kindOf = {
  vermarktungsart: (k: number) => k & 1,
  objektart: (k: number) => (k >> 1) & 15,
  status: (k: number) => (k >> 5) & 3,
  /** 0 = none, 1 = A++ … 9 = G */
  hwbKlasse: (k: number) => (k >> 7) & 15,
  fgeeKlasse: (k: number) => (k >> 11) & 15,
  /** 0 = none, 1 = burgenland … 9 = wien */
  bundesland: (k: number) => (k >> 15) & 15,
  energyMissing: (k: number) => (k >> 19) & 1,
};

export function featureBits(features: readonly FeatureKey[]): [number, number] {
  let lo = 0;
  let hi = 0;
  for (const f of features) {
    const i = FEATURE_KEYS.indexOf(f);
    if (i < 0) continue;
    if (i < 30) lo |= 1 << i;
    else hi |= 1 << (i - 30);
  }
  return [lo >>> 0, hi >>> 0];
}

const DAY_MS = 86_400_000;
export function daysSinceEpoch(iso: string): number {
  const t = Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isFinite(t) ? Math.floor(t / DAY_MS) : 0;
}

/** The price the index filters and sorts on: the one that matches the marketing type. */
export function searchPrice(l: Pick<Listing, 'vermarktungsart' | 'kaufpreis' | 'kaltmiete' | 'price_on_request'>): number {
  if (l.price_on_request) return 0;
  const p = l.vermarktungsart === 'KAUF' ? (l.kaufpreis ?? l.kaltmiete) : (l.kaltmiete ?? l.kaufpreis);
  return p && Number.isFinite(p) && p > 0 ? p : 0;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Newest first, then highest id: the default order of the list and of the index rows. */
export function compareNewest(a: Pick<Listing, 'created_at' | 'id'>, b: Pick<Listing, 'created_at' | 'id'>): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return b.id - a.id;
}

function dictionary() {
  const values: string[] = [];
  const index = new Map<string, number>();
  return {
    values,
    /** 1-based, 0 for empty. */
    add(v: string | null | undefined): number {
      if (!v) return 0;
      let i = index.get(v);
      if (i == null) {
        values.push(v);
        i = values.length;
        index.set(v, i);
      }
      return i;
    },
  };
}

export interface BuiltIndex {
  index: SearchIndexFile;
  geo: GeoFile;
  /** Rows in index order, for writing the per-language titles. */
  rows: IndexedListing[];
}

/** Builds the index files from the snapshot's listings (any order in, newest first out). */
export function buildSearchIndex(listings: readonly IndexedListing[], gen: string): BuiltIndex {
  const rows = [...listings].sort(compareNewest);
  const ort = dictionary();
  const bezirk = dictionary();
  const sub = dictionary();
  const places = dictionary();
  const cols: SearchIndexFile['cols'] = {
    id: [], k: [], sub: [], p: [], a: [], r: [], g: [], loc: [], f0: [], f1: [], c: [], pr: [],
  };
  let prevId = 0;
  const geo: GeoFile = { v: INDEX_VERSION, gen, lat: [], lon: [] };
  for (const l of rows) {
    cols.id.push(l.id - prevId);
    prevId = l.id;
    cols.k.push(packKind({
      vermarktungsart: l.vermarktungsart, objektart: l.objektart, status: l.status,
      hwbKlasse: l.energie.hwb_klasse, fgeeKlasse: l.energie.fgee_klasse, bundesland: l.location.bundesland,
      energyMissing: l.energie.missing,
    }));
    cols.sub.push(l.objektart_untergruppe ? sub.add(`${l.objektart}:${l.objektart_untergruppe}`) : 0);
    cols.p.push(round2(searchPrice(l)));
    cols.a.push(round2(l.flaeche ?? 0));
    cols.r.push(round2(l.zimmer ?? 0));
    cols.g.push(round2(l.flaechen.grundstuecksflaeche ?? 0));
    const plzNum = Number(l.location.plz);
    const plz = Number.isInteger(plzNum) && plzNum > 0 ? plzNum : 0;
    const o = ort.add(l.location.ort);
    const b = bezirk.add(l.location.bezirk);
    cols.loc.push(plz || o || b ? places.add(`${plz},${o},${b}`) : 0);
    const [f0, f1] = featureBits(l.features);
    cols.f0.push(f0);
    cols.f1.push(f1);
    cols.c.push(daysSinceEpoch(l.created_at));
    cols.pr.push(l.project_id ?? 0);
    geo.lat.push(l.location.lat != null ? Math.round(l.location.lat * 1e5) : 0);
    geo.lon.push(l.location.lon != null ? Math.round(l.location.lon * 1e5) : 0);
  }
  return {
    index: { v: INDEX_VERSION, gen, n: rows.length, dict: { ort: ort.values, bezirk: bezirk.values, sub: sub.values, loc: places.values.flatMap((v) => v.split(',').map(Number)) }, cols },
    geo,
    rows,
  };
}

/** The SPEC's image fallback (primary thumbnail, its url, first image thumbnail, its url). */
function cardImageOf(l: Pick<Listing, 'primary_image' | 'images'>): string | null {
  const first = l.images[0];
  return l.primary_image?.thumbnail_url || l.primary_image?.url || first?.thumbnail_url || first?.url || null;
}

export function buildTitles(rows: readonly IndexedListing[], lang: string, gen: string): TitlesFile {
  return { v: INDEX_VERSION, gen, lang, t: rows.map((l) => (lang !== 'de' && l.objekttitel_translations[lang]) || l.objekttitel) };
}

/** The titles of one language in row order (checked against the index they belong to). */
export function decodeTitles(file: TitlesFile, table: Pick<SearchTable, 'n' | 'gen'>): string[] {
  if (!file || file.v !== INDEX_VERSION || !Array.isArray(file.t) || file.t.length !== table.n) {
    throw new IndexFormatError('search titles: unknown format');
  }
  if (file.gen !== table.gen) throw new IndexFormatError('search titles: from another build');
  return file.t;
}

// --- decoding (browser) -------------------------------------------------------------------------------------

/** The index as typed arrays, for fast scans. Row r of every array is the same listing. */
export interface SearchTable {
  gen: string;
  n: number;
  id: Int32Array;
  kind: Int32Array;
  sub: Uint16Array;
  price: Float64Array;
  area: Float64Array;
  rooms: Float32Array;
  plot: Float64Array;
  plz: Int32Array;
  ort: Int32Array;
  bezirk: Int32Array;
  f0: Uint32Array;
  f1: Uint32Array;
  created: Int32Array;
  project: Int32Array;
  dict: SearchIndexFile['dict'];
  /** id → row */
  rowOf: Map<number, number>;
  /** Lower-cased, folded dictionary values for location matching. */
  ortKey: string[];
  bezirkKey: string[];
  subKey: string[];
}

/** Lower case, umlauts folded, whitespace squeezed: "Wien 7., Neubau" and "wien 7. neubau" compare equal-ish. */
export function foldKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss')
    .normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export class IndexFormatError extends Error {}

function column<T extends ArrayLike<number> & { set(a: ArrayLike<number>): void }>(make: (n: number) => T, src: unknown, n: number, name: string): T {
  if (!Array.isArray(src) || src.length !== n) throw new IndexFormatError(`search index: column ${name} has the wrong length`);
  const out = make(n);
  out.set(src as number[]);
  return out;
}

export function decodeIndex(file: SearchIndexFile): SearchTable {
  if (!file || file.v !== INDEX_VERSION || typeof file.n !== 'number' || !file.cols || !file.dict) {
    throw new IndexFormatError('search index: unknown format');
  }
  const { n, cols, dict } = file;
  const table: SearchTable = {
    gen: file.gen,
    n,
    id: column((m) => new Int32Array(m), cols.id, n, 'id'),
    kind: column((m) => new Int32Array(m), cols.k, n, 'k'),
    sub: column((m) => new Uint16Array(m), cols.sub, n, 'sub'),
    price: column((m) => new Float64Array(m), cols.p, n, 'p'),
    area: column((m) => new Float64Array(m), cols.a, n, 'a'),
    rooms: column((m) => new Float32Array(m), cols.r, n, 'r'),
    plot: column((m) => new Float64Array(m), cols.g, n, 'g'),
    plz: new Int32Array(n),
    ort: new Int32Array(n),
    bezirk: new Int32Array(n),
    f0: column((m) => new Uint32Array(m), cols.f0, n, 'f0'),
    f1: column((m) => new Uint32Array(m), cols.f1, n, 'f1'),
    created: column((m) => new Int32Array(m), cols.c, n, 'c'),
    project: column((m) => new Int32Array(m), cols.pr, n, 'pr'),
    dict,
    rowOf: new Map(),
    ortKey: dict.ort.map(foldKey),
    bezirkKey: dict.bezirk.map(foldKey),
    subKey: dict.sub,
  };
  for (let r = 1; r < n; r++) table.id[r] = table.id[r]! + table.id[r - 1]!;
  const loc = column((m) => new Int32Array(m), cols.loc, n, 'loc');
  const triples = dict.loc;
  if (!Array.isArray(triples) || triples.length % 3 !== 0) throw new IndexFormatError('search index: bad place dictionary');
  for (let r = 0; r < n; r++) {
    const p = loc[r]!;
    if (p === 0) continue;
    table.plz[r] = triples[(p - 1) * 3]!;
    table.ort[r] = triples[(p - 1) * 3 + 1]!;
    table.bezirk[r] = triples[(p - 1) * 3 + 2]!;
  }
  for (let r = 0; r < n; r++) table.rowOf.set(table.id[r]!, r);
  return table;
}

/**
 * Everything a card shows. From the index alone a card is `partial`: title, slug, image and the energy values
 * come from the listing's card JSON (completeCard); until then the card shows its type and place as title.
 */
export interface CardData {
  id: number;
  partial?: boolean;
  /** '' while partial */
  slug: string;
  /** '' while partial */
  title: string;
  vermarktungsart: Vermarktungsart;
  objektart: Objektart;
  untergruppe: string | null;
  status: ListingStatus;
  /** 0 = price on request */
  price: number;
  area: number | null;
  rooms: number | null;
  plot: number | null;
  plz: string | null;
  ort: string;
  bezirk: string | null;
  bundesland: Bundesland | null;
  hwb: number | null;
  hwbKlasse: EnergyClass | null;
  fgee: number | null;
  fgeeKlasse: EnergyClass | null;
  energyMissing: boolean;
  image: string | null;
}

export function cardFromRow(t: SearchTable, r: number): CardData {
  const k = t.kind[r]!;
  const sub = t.sub[r]! ? t.dict.sub[t.sub[r]! - 1] ?? null : null;
  const hk = kindOf.hwbKlasse(k);
  const fk = kindOf.fgeeKlasse(k);
  const bl = kindOf.bundesland(k);
  return {
    id: t.id[r]!,
    partial: true,
    slug: '',
    title: '',
    vermarktungsart: VERMARKTUNGSARTEN[kindOf.vermarktungsart(k)]!,
    objektart: OBJEKTARTEN[kindOf.objektart(k)]!,
    untergruppe: sub ? sub.slice(sub.indexOf(':') + 1) : null,
    status: LISTING_STATUSES[kindOf.status(k)]!,
    price: t.price[r]!,
    area: t.area[r]! || null,
    rooms: t.rooms[r]! || null,
    plot: t.plot[r]! || null,
    plz: t.plz[r]! ? String(t.plz[r]) : null,
    ort: t.ort[r]! ? t.dict.ort[t.ort[r]! - 1] ?? '' : '',
    bezirk: t.bezirk[r]! ? t.dict.bezirk[t.bezirk[r]! - 1] ?? null : null,
    bundesland: bl ? BUNDESLAENDER[bl - 1]! : null,
    hwb: null,
    hwbKlasse: hk ? ENERGY_CLASSES[hk - 1]! : null,
    fgee: null,
    fgeeKlasse: fk ? ENERGY_CLASSES[fk - 1]! : null,
    energyMissing: kindOf.energyMissing(k) === 1,
    image: null,
  };
}

/** The fields of a listing's card JSON (/listing-cards/<id>.json) a search card needs. */
export interface CardJson {
  id: number;
  title_slug: string;
  objekttitel: string;
  objekttitel_translations: Record<string, string>;
  image: string | null;
  energie: { hwb: number | null; fgee: number | null };
}

/** A partial card completed with its card JSON, in the page's language. */
export function completeCard(card: CardData, json: CardJson, lang: string): CardData {
  return {
    ...card,
    partial: false,
    slug: json.title_slug,
    title: (lang !== 'de' && json.objekttitel_translations[lang]) || json.objekttitel,
    image: json.image,
    hwb: json.energie.hwb != null ? Math.round(json.energie.hwb) : null,
    fgee: json.energie.fgee != null ? Math.round(json.energie.fgee * 100) / 100 : null,
  };
}

/** Checks a fetched card JSON (a stale cache or an HTML error page must not become a card). */
export function parseCardJson(raw: unknown): CardJson | null {
  if (!raw || typeof raw !== 'object') return null;
  const o = raw as Record<string, unknown>;
  const e = o.energie as Record<string, unknown> | undefined;
  const tr = o.objekttitel_translations;
  const num = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v));
  if (typeof o.id !== 'number' || typeof o.title_slug !== 'string' || typeof o.objekttitel !== 'string') return null;
  if (!(o.image === null || typeof o.image === 'string') || !e || !num(e.hwb) || !num(e.fgee)) return null;
  if (!tr || typeof tr !== 'object' || Object.values(tr).some((v) => typeof v !== 'string')) return null;
  return o as unknown as CardJson;
}

/** The same card data, straight from a listing (pre-rendered pages use this; the island uses cardFromRow). */
export function cardFromListing(l: IndexedListing, lang: string): CardData {
  return {
    id: l.id,
    slug: l.title_slug,
    title: (lang !== 'de' && l.objekttitel_translations[lang]) || l.objekttitel,
    vermarktungsart: l.vermarktungsart,
    objektart: l.objektart,
    untergruppe: l.objektart_untergruppe,
    status: l.status,
    price: round2(searchPrice(l)),
    area: l.flaeche ? round2(l.flaeche) : null,
    rooms: l.zimmer ? round2(l.zimmer) : null,
    plot: l.flaechen.grundstuecksflaeche ? round2(l.flaechen.grundstuecksflaeche) : null,
    plz: l.location.plz && Number(l.location.plz) > 0 ? String(Number(l.location.plz)) : null,
    ort: l.location.ort,
    bezirk: l.location.bezirk,
    bundesland: l.location.bundesland,
    hwb: l.energie.hwb != null ? Math.round(l.energie.hwb) : null,
    hwbKlasse: l.energie.hwb_klasse,
    fgee: l.energie.fgee != null ? Math.round(l.energie.fgee * 100) / 100 : null,
    fgeeKlasse: l.energie.fgee_klasse,
    energyMissing: l.energie.missing,
    image: cardImageOf(l),
  };
}

const isNum = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v));
const isStr = (v: unknown) => v === null || typeof v === 'string';
const oneOf = <T extends string>(list: readonly T[], v: unknown, nullable = false): v is T =>
  (nullable && v === null) || (typeof v === 'string' && (list as readonly string[]).includes(v));

/**
 * A whole card from a listing's card JSON alone (no index): used when the first search is free text only, so
 * the structured index need not be fetched for it. null when the JSON is not a listing card.
 */
export function cardFromCardJson(raw: unknown, lang: string): CardData | null {
  const base = parseCardJson(raw);
  if (!base) return null;
  const o = raw as Record<string, unknown>;
  const loc = o.location as Record<string, unknown> | undefined;
  const e = o.energie as Record<string, unknown>;
  if (!oneOf(VERMARKTUNGSARTEN, o.vermarktungsart) || !oneOf(OBJEKTARTEN, o.objektart) || !oneOf(LISTING_STATUSES, o.status)) return null;
  if (!isStr(o.objektart_untergruppe) || !isNum(o.kaufpreis) || !isNum(o.kaltmiete) || typeof o.price_on_request !== 'boolean') return null;
  if (!isNum(o.flaeche) || !isNum(o.zimmer) || !isNum(o.grundstuecksflaeche)) return null;
  if (!loc || typeof loc.ort !== 'string' || !isStr(loc.plz) || !isStr(loc.bezirk) || !oneOf(BUNDESLAENDER, loc.bundesland, true)) return null;
  if (!oneOf(ENERGY_CLASSES, e.hwb_klasse, true) || !oneOf(ENERGY_CLASSES, e.fgee_klasse, true) || typeof e.missing !== 'boolean') return null;
  const image = base.image;
  return cardFromListing({
    id: base.id,
    title_slug: base.title_slug,
    objekttitel: base.objekttitel,
    objekttitel_translations: base.objekttitel_translations,
    vermarktungsart: o.vermarktungsart,
    objektart: o.objektart,
    objektart_hauptgruppe: o.objektart.toLowerCase() as Listing['objektart_hauptgruppe'],
    objektart_untergruppe: o.objektart_untergruppe as string | null,
    status: o.status,
    kaufpreis: o.kaufpreis as number | null,
    kaltmiete: o.kaltmiete as number | null,
    price_on_request: o.price_on_request,
    flaeche: o.flaeche as number | null,
    zimmer: o.zimmer as number | null,
    features: [],
    primary_image: image ? { thumbnail_url: image, url: image } : null,
    images: [],
    project_id: null,
    created_at: '1970-01-01',
    location: { plz: loc.plz as string | null, ort: loc.ort, bezirk: loc.bezirk as string | null, bundesland: loc.bundesland, lat: null, lon: null, wien_bezirk: null },
    flaechen: { grundstuecksflaeche: o.grundstuecksflaeche as number | null },
    energie: { hwb: base.energie.hwb, hwb_klasse: e.hwb_klasse, fgee: base.energie.fgee, fgee_klasse: e.fgee_klasse, missing: e.missing },
  }, lang);
}
