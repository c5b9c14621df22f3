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
 * Pure module: encoding runs at build time (endpoint pages), decoding in the browser and in tests. What a card
 * shows, from the index, a card JSON or a listing, is in ./cards.ts.
 */
import type {
  Bundesland,
  EnergyClass,
  FeatureKey,
  Listing,
  ListingStatus,
  Objektart,
  Vermarktungsart,
} from '../listing';
import {
  BUNDESLAENDER,
  ENERGY_CLASSES,
  FEATURE_KEYS,
  LISTING_STATUSES,
  OBJEKTARTEN,
  VERMARKTUNGSARTEN,
} from '../vocabulary';

export const INDEX_VERSION = 2;

/**
 * Where one build's files are: the pages hand these to the search islands (the build stamp in each URL keeps
 * a cache from serving another build's rows).
 */
export interface SearchDataUrls {
  index: string;
  titles: string;
  geo: string;
}

/** The fields of a listing the index needs (so callers can pass lighter objects). */
export type IndexedListing = Pick<
  Listing,
  | 'id'
  | 'title_slug'
  | 'objekttitel'
  | 'objekttitel_translations'
  | 'vermarktungsart'
  | 'objektart'
  | 'objektart_hauptgruppe'
  | 'objektart_untergruppe'
  | 'status'
  | 'kaufpreis'
  | 'kaltmiete'
  | 'price_on_request'
  | 'flaeche'
  | 'zimmer'
  | 'features'
  | 'primary_image'
  | 'images'
  | 'project_id'
  | 'created_at'
  | 'price_history'
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
  vermarktungsart: Vermarktungsart;
  objektart: Objektart;
  status: ListingStatus;
  hwbKlasse: EnergyClass | null;
  fgeeKlasse: EnergyClass | null;
  bundesland: Bundesland | null;
  energyMissing: boolean;
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
export function searchPrice(
  l: Pick<Listing, 'vermarktungsart' | 'kaufpreis' | 'kaltmiete' | 'price_on_request'>,
): number {
  if (l.price_on_request) return 0;
  const p = l.vermarktungsart === 'KAUF' ? (l.kaufpreis ?? l.kaltmiete) : (l.kaltmiete ?? l.kaufpreis);
  return p && Number.isFinite(p) && p > 0 ? p : 0;
}

/** Two decimals: what the index stores for prices and areas, and what a card shows. */
export function round2(n: number): number {
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
    id: [],
    k: [],
    sub: [],
    p: [],
    a: [],
    r: [],
    g: [],
    loc: [],
    f0: [],
    f1: [],
    c: [],
    pr: [],
  };
  let prevId = 0;
  const geo: GeoFile = { v: INDEX_VERSION, gen, lat: [], lon: [] };
  for (const l of rows) {
    cols.id.push(l.id - prevId);
    prevId = l.id;
    cols.k.push(
      packKind({
        vermarktungsart: l.vermarktungsart,
        objektart: l.objektart,
        status: l.status,
        hwbKlasse: l.energie.hwb_klasse,
        fgeeKlasse: l.energie.fgee_klasse,
        bundesland: l.location.bundesland,
        energyMissing: l.energie.missing,
      }),
    );
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
    index: {
      v: INDEX_VERSION,
      gen,
      n: rows.length,
      dict: {
        ort: ort.values,
        bezirk: bezirk.values,
        sub: sub.values,
        loc: places.values.flatMap((v) => v.split(',').map(Number)),
      },
      cols,
    },
    geo,
    rows,
  };
}

export function buildTitles(rows: readonly IndexedListing[], lang: string, gen: string): TitlesFile {
  return {
    v: INDEX_VERSION,
    gen,
    lang,
    t: rows.map((l) => (lang !== 'de' && l.objekttitel_translations[lang]) || l.objekttitel),
  };
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
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export class IndexFormatError extends Error {}

function column<T extends ArrayLike<number> & { set(a: ArrayLike<number>): void }>(
  make: (n: number) => T,
  src: unknown,
  n: number,
  name: string,
): T {
  if (!Array.isArray(src) || src.length !== n)
    throw new IndexFormatError(`search index: column ${name} has the wrong length`);
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
  if (!Array.isArray(triples) || triples.length % 3 !== 0)
    throw new IndexFormatError('search index: bad place dictionary');
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
