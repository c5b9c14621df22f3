/**
 * The compact structured search index: what the browser needs to filter, sort, count and page 10,000 listings
 * without a server, in a form that compresses well (columns of small numbers, strings in dictionaries).
 *
 *   /search/index-<part>.json  language-neutral columns (types, prices, areas, location, features, energy classes,
 *                              dates): everything to filter, sort, count and page, and most of a card; one file
 *                              per Bundesland, with a manifest /search/parts.json (./index-parts.ts)
 *   /listing-cards/<id>.json   per listing (written for favourites and comparison too): title, slug, image and
 *                              energy values, fetched only for the cards of the page shown
 *   /search/titles-<lang>-<part>.json  the titles in one language, fetched only when free text must be matched
 *                              without Pagefind
 *   /search/geo-<part>.json    coordinates, fetched only by the map view, a radius and drawn areas
 *
 * Why titles and images are not in the index: they are the incompressible part (10,000 content-hashed image
 * names alone are ~110 KB compressed), and a page shows 20 of them.
 *
 * Rows are ordered newest first, so the default sort is the row order itself. Every file carries a `gen` stamp:
 * the whole index the catalogue's generation, each of a part's files its own version (./index-parts.ts); a client
 * that gets files other than the ones the manifest names refuses them rather than mixing them.
 *
 * Pure module: encoding runs at build time (endpoint pages), decoding in the browser and in tests. What a card
 * shows, from the index, a card JSON or a listing, is in ./cards.ts.
 */
import { NEAR_FILTERS, NEAR_FILTER_KEYS, nearDistances, type NearFilter } from '../places';
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
import { foldKey } from '../text/fold';

export const INDEX_VERSION = 4;

/**
 * Where the search files are: the pages hand these to the search islands. The manifest's URL is the same for every
 * build (read fresh); each of a part's files has its URL carry its version as the manifest names it (`{v}`, a hash
 * of the file's content), so a cache never serves rows other than the manifest's.
 */
export interface SearchDataUrls {
  /** The split index's manifest (./index-parts.ts). */
  parts: string;
  /**
   * A part's rows, coordinates and titles in the page's language: `{part}` stands for the part's key, `{v}` for
   * the file's version.
   */
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
  | 'project_id'
  | 'created_at'
  | 'price_history'
> &
  Partial<Pick<Listing, 'zustand' | 'alter' | 'verfuegbar_ab' | 'published_at' | 'infrastructure' | 'places'>> & {
    location: Pick<Listing['location'], 'plz' | 'ort' | 'bezirk' | 'bundesland' | 'lat' | 'lon' | 'wien_bezirk'>;
    flaechen: Pick<Listing['flaechen'], 'grundstuecksflaeche'> &
      Partial<Pick<Listing['flaechen'], 'balkon_terrasse_flaeche' | 'gartenflaeche'>>;
    energie: Pick<Listing['energie'], 'hwb' | 'hwb_klasse' | 'fgee' | 'fgee_klasse' | 'missing'>;
    /** The first picture is all a card shows (the listing's summary keeps only it). */
    images: readonly Pick<Listing['images'][number], 'url' | 'thumbnail_url'>[];
    /** The parts of a rent and the commission; absent where only a card's fields are known. */
    preise?: RentParts &
      Partial<
        Pick<Listing['preise'], 'provisionspflichtig' | 'provision_text' | 'provision_netto' | 'provision_brutto'>
      >;
  };

/** What makes up a monthly rent (see monthlyRent). */
export type RentParts = Partial<
  Pick<
    Listing['preise'],
    | 'hauptmietzins_ust'
    | 'betriebskosten'
    | 'betriebskosten_ust'
    | 'heizkosten'
    | 'heizkosten_enthalten'
    | 'gesamtmiete'
  >
>;

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
    /** kaufpreis for KAUF, the total monthly rent for MIETE_PACHT (see searchPrice); 0 = on request / unknown. */
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
    /** Available from: days since 1970-01-01, 1 = immediately, 0 = not stated. */
    v: number[];
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

const DAY_MS = 86_400_000;

/**
 * One small integer per listing for the categorical fields:
 * bit 0 vermarktungsart (0 KAUF, 1 MIETE_PACHT) · bits 1–4 objektart · bits 5–6 status ·
 * bits 7–10 HWB class (0 = none, 1 = A++ … 9 = G) · bits 11–14 fGEE class · bits 15–18 Bundesland (0 = none) ·
 * bit 19 energy data missing · bits 20–24 Vienna district (0 = none, 1–23) · bit 25 commission-free ·
 * bit 26 first occupancy or new build · bit 27 outdoor space (balcony, terrace, loggia or garden) ·
 * bits 28–30 near (domain/places NEAR_FILTERS, by the feed's distances or OpenStreetMap): public transport within
 * 500 m, a school or kindergarten within 1 km, a supermarket within 500 m (0 also where the distance is unknown).
 */
export function packKind(l: {
  vermarktungsart: Vermarktungsart;
  objektart: Objektart;
  status: ListingStatus;
  hwbKlasse: EnergyClass | null;
  fgeeKlasse: EnergyClass | null;
  bundesland: Bundesland | null;
  energyMissing: boolean;
  wienBezirk?: number | null;
  commissionFree?: boolean;
  newBuild?: boolean;
  outdoor?: boolean;
  near?: Partial<Record<NearFilter, boolean>>;
}): number {
  return (
    VERMARKTUNGSARTEN.indexOf(l.vermarktungsart) |
    (OBJEKTARTEN.indexOf(l.objektart) << 1) |
    (LISTING_STATUSES.indexOf(l.status) << 5) |
    ((l.hwbKlasse ? ENERGY_CLASSES.indexOf(l.hwbKlasse) + 1 : 0) << 7) |
    ((l.fgeeKlasse ? ENERGY_CLASSES.indexOf(l.fgeeKlasse) + 1 : 0) << 11) |
    ((l.bundesland ? BUNDESLAENDER.indexOf(l.bundesland) + 1 : 0) << 15) |
    ((l.energyMissing ? 1 : 0) << 19) |
    ((l.wienBezirk && l.wienBezirk >= 1 && l.wienBezirk <= 23 ? l.wienBezirk : 0) << 20) |
    ((l.commissionFree ? 1 : 0) << 25) |
    ((l.newBuild ? 1 : 0) << 26) |
    ((l.outdoor ? 1 : 0) << 27) |
    ((l.near?.transit ? 1 : 0) << 28) |
    ((l.near?.school ? 1 : 0) << 29) |
    ((l.near?.supermarket ? 1 : 0) << 30)
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
  /** 0 = not in Vienna, 1–23 = Vienna's district */
  wienBezirk: (k: number) => (k >> 20) & 31,
  commissionFree: (k: number) => (k >> 25) & 1,
  newBuild: (k: number) => (k >> 26) & 1,
  outdoor: (k: number) => (k >> 27) & 1,
  near: (k: number, what: NearFilter) => (k >> (28 + NEAR_FILTER_KEYS.indexOf(what))) & 1,
};

/**
 * The same bit fields as kindOf, as data: a field's value is `(kind >> shift) & mask`. The filter tests several
 * fields of a row in one loop over these numbers instead of calling one function per field.
 */
export const KIND_FIELDS = {
  vermarktungsart: { shift: 0, mask: 1 },
  objektart: { shift: 1, mask: 15 },
  status: { shift: 5, mask: 3 },
  hwbKlasse: { shift: 7, mask: 15 },
  fgeeKlasse: { shift: 11, mask: 15 },
  bundesland: { shift: 15, mask: 15 },
  energyMissing: { shift: 19, mask: 1 },
  wienBezirk: { shift: 20, mask: 31 },
  commissionFree: { shift: 25, mask: 1 },
  newBuild: { shift: 26, mask: 1 },
  outdoor: { shift: 27, mask: 1 },
} as const satisfies Record<Exclude<keyof typeof kindOf, 'near'>, { shift: number; mask: number }>;

/** The bit field of a near filter (kindOf.near). */
export const nearField = (what: NearFilter) => ({ shift: 28 + NEAR_FILTER_KEYS.indexOf(what), mask: 1 });

/** Which near filters a listing meets: its known distances (the nearer of feed and OpenStreetMap) within their limits. */
export function nearFlags(l: Pick<IndexedListing, 'infrastructure' | 'places'>): Record<NearFilter, boolean> {
  const d = nearDistances(l.infrastructure?.distances, l.places);
  const within = (what: NearFilter) => d[what] !== null && d[what] <= NEAR_FILTERS[what];
  return { transit: within('transit'), school: within('school'), supermarket: within('supermarket') };
}

/** Outdoor space as searchers mean it: a balcony, terrace, loggia or garden (a winter garden is indoors). */
export const OUTDOOR_FEATURES: readonly FeatureKey[] = ['balcony', 'terrace', 'loggia', 'garden'];

export function hasOutdoorSpace(l: Pick<IndexedListing, 'features' | 'flaechen'>): boolean {
  return (
    l.features.some((f) => OUTDOOR_FEATURES.includes(f)) ||
    (l.flaechen.balkon_terrasse_flaeche ?? 0) > 0 ||
    (l.flaechen.gartenflaeche ?? 0) > 0
  );
}

/** The words agents use for "no commission" ("provisionsfrei", "keine Provision", "0 %"). */
const COMMISSION_FREE_TEXT =
  /provisionsfrei|provisionfrei|keine\s+(makler)?provision|ohne\s+(makler)?provision|^\s*0([.,]0+)?\s*%/i;

/**
 * Commission-free: the feed says no commission is due, or its commission text or amount says none. A listing that
 * says nothing about commission is not commission-free: Austrian agents charge one unless they say otherwise.
 */
export function isCommissionFree(l: Pick<IndexedListing, 'preise'>): boolean {
  const p = l.preise;
  if (!p) return false;
  if (p.provisionspflichtig === false) return true;
  if (p.provision_text && COMMISSION_FREE_TEXT.test(p.provision_text)) return true;
  return p.provision_brutto === 0 || p.provision_netto === 0;
}

/** First occupancy or a new build: the feed's condition or age says so, or the unit belongs to a project. */
export function isNewBuild(l: Pick<IndexedListing, 'zustand' | 'alter' | 'features' | 'project_id'>): boolean {
  return (
    l.zustand === 'ERSTBEZUG' || l.alter === 'NEUBAU' || l.features.includes('first_occupancy') || l.project_id != null
  );
}

/** Marks "immediately" in the availability column (a real date is always far greater). */
export const AVAILABLE_NOW = 1;

/**
 * The feed's verfuegbar_ab as a day number: ISO or Austrian dates ("2027-03-01", "1.3.2027"), "sofort" and its
 * kin as AVAILABLE_NOW, anything else ("nach Vereinbarung") 0 = not stated.
 */
export function availabilityDay(raw: string | null | undefined): number {
  if (!raw) return 0;
  const v = raw.trim().toLowerCase();
  if (/^(ab\s+)?(sofort|sofortig|prompt|immediately|jetzt)\b/.test(v)) return AVAILABLE_NOW;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
  const at = /^(?:ab\s+)?(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})/.exec(v);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : at ? [at[3], at[2], at[1]] : [];
  if (!y) return 0;
  const t = Date.UTC(Number(y), Number(m) - 1, Number(d));
  return Number.isFinite(t) ? Math.floor(t / DAY_MS) : 0;
}

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

function createdTime(iso: string): number {
  const t = Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isFinite(t) ? t : 0;
}

export function daysSinceEpoch(iso: string): number {
  return Math.floor(createdTime(iso) / DAY_MS);
}

/**
 * A creation time in whole seconds since 1970 (0 when unreadable): the key of the newest-first order. Its day is
 * the index's `c` column (daysSinceEpoch), its second of that day the parts' `s` column, so the browser merges
 * the parts it loads in this order from the parts alone (./index-parts.ts).
 */
export function createdSecond(iso: string): number {
  return Math.floor(createdTime(iso) / 1000);
}

/**
 * The price the index filters and sorts on and cards and detail pages lead with: the purchase price of a sale,
 * the total monthly rent of a rental (what a tenant pays each month, as Austrian portals quote it: see
 * monthlyRent).
 */
export function searchPrice(
  l: Pick<Listing, 'vermarktungsart' | 'kaufpreis' | 'kaltmiete' | 'price_on_request'> & { preise?: RentParts },
): number {
  if (l.price_on_request) return 0;
  const p =
    l.vermarktungsart === 'KAUF'
      ? (l.kaufpreis ?? l.kaltmiete)
      : (monthlyRent({ ...l.preise, kaltmiete: l.kaltmiete }) ?? l.kaufpreis);
  return p && Number.isFinite(p) && p > 0 ? p : 0;
}

/**
 * The total monthly rent: the feed's gesamtmiete where it states one, else Hauptmietzins (or cold rent) plus
 * Betriebskosten, plus heating where it is charged on top, plus the VAT the feed states on them. null when
 * there is no rent at all. Two decimals.
 */
export function monthlyRent(p: RentParts & { kaltmiete: number | null }): number | null {
  if (p.gesamtmiete != null && p.gesamtmiete > 0) return round2(p.gesamtmiete);
  const base = p.kaltmiete ?? 0;
  if (!(base > 0)) return null;
  const heating = p.heizkosten_enthalten ? 0 : (p.heizkosten ?? 0);
  const sum = base + (p.betriebskosten ?? 0) + heating + (p.hauptmietzins_ust ?? 0) + (p.betriebskosten_ust ?? 0);
  return round2(sum);
}

/** Two decimals: what the index stores for prices and areas, and what a card shows. */
export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Newest first, then highest id, for two listings' creation seconds and ids: the rule of compareNewest. */
export const newestFirst = (ta: number, ida: number, tb: number, idb: number) => tb - ta || idb - ida;

/**
 * Newest first (by the second of creation, createdSecond), then highest id: the default order of the list and of
 * the index rows. Seconds, not the ISO strings, so that the browser can tell the order from the index's numbers.
 */
export function compareNewest(a: Pick<Listing, 'created_at' | 'id'>, b: Pick<Listing, 'created_at' | 'id'>): number {
  return newestFirst(createdSecond(a.created_at), a.id, createdSecond(b.created_at), b.id);
}

/** Listings in compareNewest's order, each creation time parsed once (not once per comparison). */
export function sortNewest<T extends Pick<Listing, 'created_at' | 'id'>>(listings: readonly T[]): T[] {
  return listings
    .map((l) => ({ l, t: createdSecond(l.created_at) }))
    .sort((a, b) => newestFirst(a.t, a.l.id, b.t, b.l.id))
    .map((x) => x.l);
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
  const rows = sortNewest(listings);
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
    v: [],
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
        wienBezirk: l.location.bundesland === 'wien' ? l.location.wien_bezirk : null,
        commissionFree: isCommissionFree(l),
        newBuild: isNewBuild(l),
        outdoor: hasOutdoorSpace(l),
        near: nearFlags(l),
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
    cols.v.push(availabilityDay(l.verfuegbar_ab));
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
  if (file.gen !== table.gen) throw new IndexFormatError('search titles: not the version asked for');
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
  /** See SearchIndexFile.cols.v */
  available: Int32Array;
  dict: SearchIndexFile['dict'];
  /** id → row */
  rowOf: Map<number, number>;
  /** Dictionary values folded (../text/fold) for location matching. */
  ortKey: string[];
  bezirkKey: string[];
  subKey: string[];
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
    available: column((m) => new Int32Array(m), cols.v, n, 'v'),
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
