/**
 * The search index split by region, so that a search in one Bundesland downloads only that Bundesland's rows.
 *
 *   /search/parts.json                  the manifest: each part's key and row count, and one row per place
 *                                       (postcode, town, Bezirk, Bundesland, Vienna district) with its part and
 *                                       listing count: enough to tell which parts a search needs and to offer
 *                                       the location suggestions before any part is loaded
 *   /search/index-<part>.json           a part's rows in the index format (./index-format.ts), plus `o`: each
 *                                       row's position in the whole index (newest first), delta-encoded
 *   /search/geo-<part>.json             its coordinates, row order
 *   /search/titles-<lang>-<part>.json   its titles in one language, row order
 *
 * A part is a Bundesland's sales or rentals (`wien_kauf`, `wien_miete`; listings without a Bundesland form the region
 * `none`): a first search usually names both, and Vienna's listings alone would be a quarter of the whole index
 * (about 260 KB compressed at 100,000 listings). Vienna's sales or rentals, once more than SPLIT_ROWS, are split
 * further by district (`wien-07_kauf`; `wien-00` for those without one), so that a search in a district loads that
 * district's rows, whether it names a deal or not. The browser merges the parts it has into
 * one table whose rows keep the whole index's order, so filtering, sorting and paging (./filter.ts, the one
 * filter rule) give the same results as on the unsplit index for every search whose hits lie in the loaded
 * parts; partsFor() says which those are by running that same filter on the manifest's places.
 *
 * Pure module: the build writes the parts, the browser and the tests merge them.
 */
import {
  BUNDESLAENDER,
  LISTING_STATUSES,
  VERMARKTUNGSARTEN,
  type Bundesland,
  type Vermarktungsart,
} from '../vocabulary';
import { rowMatcher } from './filter';
import {
  buildSearchIndex,
  decodeIndex,
  IndexFormatError,
  INDEX_VERSION,
  kindOf,
  type BuiltIndex,
  type GeoFile,
  type IndexedListing,
  type SearchIndexFile,
  type SearchTable,
} from './index-format';
import { emptyQuery, type SearchQuery } from './query';

/** A region: a Bundesland, or `none` for listings without one. */
export type Region = Bundesland | 'none';
export const REGIONS: readonly Region[] = [...BUNDESLAENDER, 'none'];
/** A part's key: its region and deal, `wien_kauf` (the names go into file names and URLs). */
export type PartKey = string;
const DEAL_SLUG: Record<Vermarktungsart, string> = { KAUF: 'kauf', MIETE_PACHT: 'miete' };
export const partKey = (region: Region, deal: Vermarktungsart): PartKey => `${region}_${DEAL_SLUG[deal]}`;
/** A Vienna district's part (district 0: Vienna's listings without one). */
export const districtPartKey = (bezirk: number, deal: Vermarktungsart): PartKey =>
  `wien-${String(bezirk).padStart(2, '0')}_${DEAL_SLUG[deal]}`;
/**
 * Vienna's sales or rentals above this many rows are split by district: at 100,000 listings Vienna's sales alone
 * are about 180 KB compressed, most of what a first search may transfer, and a district search without a deal
 * would load both. Below it (the 1,000 and 10,000-listing samples) one part per deal costs fewer requests.
 */
export const SPLIT_ROWS = 5000;

/** One part's index file: the index format plus each row's position in the whole index. */
export interface PartIndexFile extends SearchIndexFile {
  part: PartKey;
  /** Position of each row in the whole index (newest first), delta-encoded: rows keep that order. */
  o: number[];
}

export interface PartsManifest {
  v: typeof INDEX_VERSION;
  gen: string;
  /** Listings in all parts. */
  n: number;
  /** The parts that have listings, largest first (the order a search across Austria loads them in). */
  parts: { key: PartKey; region: Region; deal: Vermarktungsart; n: number; bezirk?: number }[];
  /**
   * One row per place, in the index format's terms: `k` holds the Bundesland and Vienna district bits
   * (packKind), `loc` the place triple; `count` its listings. Its parts are its region's.
   */
  places: { dict: SearchIndexFile['dict']; k: number[]; loc: number[]; count: number[] };
}

/** The region of a row of a table. */
export function regionOfRow(t: Pick<SearchTable, 'kind'>, r: number): Region {
  return BUNDESLAENDER[kindOf.bundesland(t.kind[r]!) - 1] ?? 'none';
}

/** The part a row of a table belongs to. */
export function partOfRow(t: Pick<SearchTable, 'kind'>, r: number): PartKey {
  return partKey(regionOfRow(t, r), VERMARKTUNGSARTEN[kindOf.vermarktungsart(t.kind[r]!)]!);
}

export interface SplitIndex {
  manifest: PartsManifest;
  parts: Map<PartKey, { index: PartIndexFile; geo: GeoFile; rows: IndexedListing[] }>;
}

/**
 * Splits the whole index (as buildSearchIndex made it) into its parts and their manifest; `splitRows` is the size
 * above which Vienna's sales or rentals go by district (SPLIT_ROWS).
 */
export function splitIndex(built: BuiltIndex, { splitRows = SPLIT_ROWS }: { splitRows?: number } = {}): SplitIndex {
  const gen = built.index.gen;
  const table = decodeIndex(built.index);
  const rowsOf = new Map<PartKey, number[]>();
  for (let r = 0; r < table.n; r++) {
    const key = partOfRow(table, r);
    let list = rowsOf.get(key);
    if (!list) rowsOf.set(key, (list = []));
    list.push(r);
  }
  type PartDef = { key: PartKey; region: Region; deal: Vermarktungsart; bezirk?: number };
  const order: PartDef[] = REGIONS.flatMap((region) =>
    VERMARKTUNGSARTEN.flatMap((deal) => [
      { key: partKey(region, deal), region, deal },
      ...(region === 'wien'
        ? Array.from({ length: 24 }, (_, bezirk) => ({ key: districtPartKey(bezirk, deal), region, deal, bezirk }))
        : []),
    ]),
  );
  // Vienna's large parts by district (rows stay in order: each district's rows are a subsequence).
  for (const deal of VERMARKTUNGSARTEN) {
    const key = partKey('wien', deal);
    const rows = rowsOf.get(key);
    if (!rows || rows.length <= splitRows) continue;
    rowsOf.delete(key);
    for (const r of rows) {
      const sub = districtPartKey(kindOf.wienBezirk(table.kind[r]!), deal);
      let list = rowsOf.get(sub);
      if (!list) rowsOf.set(sub, (list = []));
      list.push(r);
    }
  }
  const defs = order
    .filter((p) => rowsOf.has(p.key))
    .sort((a, b) => rowsOf.get(b.key)!.length - rowsOf.get(a.key)!.length || order.indexOf(a) - order.indexOf(b));
  const keys = defs.map((p) => p.key);
  const parts: SplitIndex['parts'] = new Map();
  for (const key of keys) {
    const rows = rowsOf.get(key)!;
    // Rows of a part are a subsequence of the whole index, which is newest first: buildSearchIndex keeps them so.
    const part = buildSearchIndex(
      rows.map((r) => built.rows[r]!),
      gen,
    );
    const o: number[] = [];
    let prev = 0;
    for (const r of rows) {
      o.push(r - prev);
      prev = r;
    }
    parts.set(key, { index: { ...part.index, part: key, o }, geo: part.geo, rows: part.rows });
  }
  // The places: one row per distinct (place triple, Bundesland and Vienna district bits).
  const placeRow = new Map<string, number>();
  const places: PartsManifest['places'] = {
    dict: { ...table.dict, loc: [] },
    k: [],
    loc: [],
    count: [],
  };
  const locOf = new Map<string, number>();
  const placeBits = (k: number) => (kindOf.bundesland(k) << 15) | (kindOf.wienBezirk(k) << 20);
  for (let r = 0; r < table.n; r++) {
    const triple = `${table.plz[r]},${table.ort[r]},${table.bezirk[r]}`;
    const bits = placeBits(table.kind[r]!);
    const id = `${triple}|${bits}`;
    let p = placeRow.get(id);
    if (p == null) {
      let loc = 0;
      if (table.plz[r] || table.ort[r] || table.bezirk[r]) {
        loc = locOf.get(triple) ?? 0;
        if (!loc) {
          places.dict.loc.push(table.plz[r]!, table.ort[r]!, table.bezirk[r]!);
          loc = places.dict.loc.length / 3;
          locOf.set(triple, loc);
        }
      }
      p = places.k.length;
      placeRow.set(id, p);
      places.k.push(bits);
      places.loc.push(loc);
      places.count.push(0);
    }
    places.count[p]!++;
  }
  return {
    manifest: {
      v: INDEX_VERSION,
      gen,
      n: table.n,
      parts: defs.map((p) => ({ ...p, n: rowsOf.get(p.key)!.length })),
      places,
    },
    parts,
  };
}

/** The manifest's places as a table in the index format (one row per place), for the filter and suggestions. */
export function placesTable(m: PartsManifest): SearchTable {
  const n = m.places.k.length;
  const zeros = () => new Array<number>(n).fill(0);
  // Status bits 0 (available): partsFor asks for every status, so any status would do.
  return decodeIndex({
    v: INDEX_VERSION,
    gen: m.gen,
    n,
    dict: m.places.dict,
    cols: {
      id: m.places.k.map(() => 1),
      k: m.places.k,
      sub: zeros(),
      p: zeros(),
      a: zeros(),
      r: zeros(),
      g: zeros(),
      loc: m.places.loc,
      f0: zeros(),
      f1: zeros(),
      c: zeros(),
      pr: zeros(),
      v: zeros(),
    },
  });
}

/** Whether a search's location fields leave it to some parts; a radius or a drawn area may cross any border. */
function locationOnly(q: SearchQuery): SearchQuery | null {
  if (q.polygon?.length || (q.ort && q.umkreis != null)) return null;
  if (!q.bundesland && !q.bezirk.length && !q.ort && !q.plz && !q.region) return null;
  return {
    ...emptyQuery(),
    bundesland: q.bundesland,
    bezirk: q.bezirk,
    ort: q.ort,
    plz: q.plz,
    region: q.region,
    status: [...LISTING_STATUSES],
  };
}

/**
 * The parts a search needs, in the manifest's order: of its deal (both without one), and of the regions (Vienna's
 * districts where Vienna is split so) holding a place its location fields match (the list page's own filter, run on
 * the places), or of every region when it names no place or may cross borders.
 */
export function partsFor(m: PartsManifest, q: SearchQuery, places: SearchTable = placesTable(m)): PartKey[] {
  const loc = locationOnly(q);
  let regions: Set<Region> | null = null;
  const districts = new Set<number>();
  if (loc) {
    const match = rowMatcher(places, loc);
    regions = new Set();
    for (let r = 0; r < places.n; r++) {
      if (!match(r)) continue;
      const region = regionOfRow(places, r);
      regions.add(region);
      if (region === 'wien') districts.add(kindOf.wienBezirk(places.kind[r]!));
    }
  }
  return m.parts
    .filter(
      (p) =>
        (!regions || (regions.has(p.region) && (p.bezirk == null || districts.has(p.bezirk)))) &&
        (!q.vermarktungsart || p.deal === q.vermarktungsart),
    )
    .map((p) => p.key);
}

/** Listings per place of the manifest, in places-table row order (for the location suggestions' counts). */
export function placeCounts(m: PartsManifest): readonly number[] {
  return m.places.count;
}

/** Decoded parts merged: the table, and for each merged row its part (index into `parts`) and row there. */
export interface MergedParts {
  table: SearchTable;
  keys: PartKey[];
  /** Rows of each part, in `keys` order. */
  sizes: number[];
  from: { part: Uint8Array; row: Int32Array };
}

function positions(file: PartIndexFile): Int32Array {
  if (!Array.isArray(file.o) || file.o.length !== file.n)
    throw new IndexFormatError('search index part: bad row positions');
  const o = new Int32Array(file.n);
  let prev = 0;
  for (let r = 0; r < file.n; r++) o[r] = prev = prev + file.o[r]!;
  return o;
}

/**
 * One table of the given parts, its rows in the whole index's order. The dictionaries are joined (each value once),
 * so filtering, sorting and paging see what decodeIndex gives for an index of exactly these rows.
 */
export function mergeParts(files: readonly PartIndexFile[]): MergedParts {
  if (files.some((f) => f.gen !== files[0]!.gen)) throw new IndexFormatError('search index parts: from two builds');
  const tables = files.map((f) => decodeIndex(f));
  const pos = files.map(positions);
  const n = tables.reduce((s, t) => s + t.n, 0);
  // k-way merge by position (each part is in order already)
  const fromPart = new Uint8Array(n);
  const fromRow = new Int32Array(n);
  const at = new Int32Array(files.length);
  for (let i = 0; i < n; i++) {
    let best = -1;
    for (let p = 0; p < files.length; p++) {
      if (at[p]! < tables[p]!.n && (best < 0 || pos[p]![at[p]!]! < pos[best]![at[best]!]!)) best = p;
    }
    fromPart[i] = best;
    fromRow[i] = at[best]!++;
  }
  // joined dictionaries: each part's index → the merged one (1-based, 0 stays 0)
  const joined = (pick: (t: SearchTable) => string[]) => {
    const values: string[] = [];
    const index = new Map<string, number>();
    const maps = tables.map((t) =>
      Int32Array.from([
        0,
        ...pick(t).map((v) => {
          let i = index.get(v);
          if (i == null) {
            values.push(v);
            index.set(v, (i = values.length));
          }
          return i;
        }),
      ]),
    );
    return { values, maps };
  };
  const ort = joined((t) => t.dict.ort);
  const bezirk = joined((t) => t.dict.bezirk);
  const sub = joined((t) => t.dict.sub);
  const table: SearchTable = {
    gen: files[0]?.gen ?? '',
    n,
    id: new Int32Array(n),
    kind: new Int32Array(n),
    sub: new Uint16Array(n),
    price: new Float64Array(n),
    area: new Float64Array(n),
    rooms: new Float32Array(n),
    plot: new Float64Array(n),
    plz: new Int32Array(n),
    ort: new Int32Array(n),
    bezirk: new Int32Array(n),
    f0: new Uint32Array(n),
    f1: new Uint32Array(n),
    created: new Int32Array(n),
    project: new Int32Array(n),
    available: new Int32Array(n),
    // The place triples are decoded into plz, ort and bezirk already; nothing reads dict.loc after decoding.
    dict: { ort: ort.values, bezirk: bezirk.values, sub: sub.values, loc: [] },
    rowOf: new Map(),
    ortKey: [],
    bezirkKey: [],
    subKey: sub.values,
  };
  for (let i = 0; i < n; i++) {
    const p = fromPart[i]!;
    const r = fromRow[i]!;
    const t = tables[p]!;
    table.id[i] = t.id[r]!;
    table.kind[i] = t.kind[r]!;
    table.sub[i] = sub.maps[p]![t.sub[r]!]!;
    table.price[i] = t.price[r]!;
    table.area[i] = t.area[r]!;
    table.rooms[i] = t.rooms[r]!;
    table.plot[i] = t.plot[r]!;
    table.plz[i] = t.plz[r]!;
    table.ort[i] = ort.maps[p]![t.ort[r]!]!;
    table.bezirk[i] = bezirk.maps[p]![t.bezirk[r]!]!;
    table.f0[i] = t.f0[r]!;
    table.f1[i] = t.f1[r]!;
    table.created[i] = t.created[r]!;
    table.project[i] = t.project[r]!;
    table.available[i] = t.available[r]!;
    table.rowOf.set(table.id[i]!, i);
  }
  const merged = decodeIndex({
    v: INDEX_VERSION,
    gen: table.gen,
    n: 0,
    dict: table.dict,
    cols: { id: [], k: [], sub: [], p: [], a: [], r: [], g: [], loc: [], f0: [], f1: [], c: [], pr: [], v: [] },
  });
  table.ortKey = merged.ortKey;
  table.bezirkKey = merged.bezirkKey;
  return {
    table,
    keys: files.map((f) => f.part),
    sizes: tables.map((t) => t.n),
    from: { part: fromPart, row: fromRow },
  };
}

/** Per-row arrays of the parts (coordinates, titles) in the merged table's row order. */
export function mergeRowArrays<T>(merged: MergedParts, perPart: readonly (readonly T[])[]): T[] {
  const out = new Array<T>(merged.table.n);
  for (let i = 0; i < merged.table.n; i++) out[i] = perPart[merged.from.part[i]!]![merged.from.row[i]!]!;
  return out;
}
