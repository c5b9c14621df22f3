/**
 * The search index split by region, so that a search in one Bundesland downloads only that Bundesland's rows.
 *
 *   /search/parts.json                  the manifest: each part's key and row count, and one row per place
 *                                       (postcode, town, Bezirk, Bundesland, Vienna district) with its part and
 *                                       listing count: enough to tell which parts a search needs and to offer
 *                                       the location suggestions before any part is loaded
 *   /search/index-<part>.json           a part's rows in the index format (./index-format.ts), plus `s`: each
 *                                       row's second of its creation day, which with the day (`c`) and the id
 *                                       orders the rows of several parts as the whole index (newest first)
 *   /search/geo-<part>.json             its coordinates, row order
 *   /search/titles-<lang>-<part>.json   its titles in one language, row order
 *
 * A part's files hold nothing of the other parts: a sync that changes one listing changes its part's files only,
 * and the build renders only those again (src/site/incremental/page-keys.ts, searchPartKey). Each file has a
 * version, a hash of its content, which it carries as `gen` and the manifest names beside the part's key (`h` the
 * rows, `g` the coordinates, `t` the titles of every language); the browser puts it into the file's URL (`?v=`)
 * and refuses a file whose version is not the manifest's, so it never uses a cached file that has changed since,
 * nor merges rows the manifest does not name. The coordinates' and titles' versions cover the part's ids in row
 * order: a new price leaves them, and the 15 title files, as they were, while they still line up with the rows.
 *
 * A part is a Bundesland's sales or rentals (`wien_kauf`, `wien_miete`; listings without a Bundesland form the region
 * `none`): a first search usually names both, and Vienna's listings alone would be a quarter of the whole index
 * (about 310 KB compressed at 100,000 listings). Vienna's sales or rentals, once more than SPLIT_ROWS, are split
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
  createdSecond,
  newestFirst,
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

/** One part's index file: the index format (`gen` is the part's version) plus each row's second of its day. */
export interface PartIndexFile extends SearchIndexFile {
  part: PartKey;
  /** Each row's second of its creation day (0–86399): with `c`, the day, and the id, its place in the newest-first order. */
  s: number[];
}

export interface PartsManifest {
  v: typeof INDEX_VERSION;
  gen: string;
  /** Listings in all parts. */
  n: number;
  /** The parts that have listings, largest first (the order a search across Austria loads them in). */
  parts: {
    key: PartKey;
    region: Region;
    deal: Vermarktungsart;
    n: number;
    bezirk?: number;
    /** The versions of the part's rows (index file), coordinates (geo file) and titles (title files). */
    h: string;
    g: string;
    t: string;
  }[];
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
  /** Each part's files (titles: their version; the route writes them from the rows in a language). */
  parts: Map<PartKey, { index: PartIndexFile; geo: GeoFile; rows: IndexedListing[]; titles: string }>;
}

/**
 * Splits the whole index (as buildSearchIndex made it, or its rows with the table decoded from it) into its parts and their manifest; `splitRows` is the size
 * above which Vienna's sales or rentals go by district (SPLIT_ROWS); `hash` makes a part's version from its
 * content (the build's hashKey: this module runs in the browser too, which never splits).
 */
export function splitIndex(
  built: Pick<BuiltIndex, 'rows'> & ({ index: BuiltIndex['index'] } | { table: SearchTable }),
  { splitRows = SPLIT_ROWS, hash }: { splitRows?: number; hash: (content: string) => string },
): SplitIndex {
  // The decoded table when the caller has it (the build's catalogue keeps it, not the index file it came from).
  const table = 'table' in built ? built.table : decodeIndex(built.index);
  const gen = table.gen;
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
      '',
    );
    const s = rows.map((r) => createdSecond(built.rows[r]!.created_at) - table.created[r]! * 86_400);
    // The versions: what each file holds, with the format's version (a file of another format is another URL).
    // The coordinates and titles are in row order, so their versions hold the rows' ids (the id column) too.
    const ids = part.index.cols.id;
    const version = (...content: unknown[]) => hash(JSON.stringify([INDEX_VERSION, key, ...content]));
    const h = version('index', part.index, s);
    const g = version('geo', ids, part.geo.lat, part.geo.lon);
    // The titles of every language come from the rows' titles.
    const t = version(
      'titles',
      ids,
      part.rows.map((l) => [l.objekttitel, l.objekttitel_translations]),
    );
    parts.set(key, {
      index: { ...part.index, gen: h, part: key, s },
      geo: { ...part.geo, gen: g },
      rows: part.rows,
      titles: t,
    });
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
      parts: defs.map((p) => {
        const part = parts.get(p.key)!;
        return { ...p, n: rowsOf.get(p.key)!.length, h: part.index.gen, g: part.geo.gen, t: part.titles };
      }),
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

/** The kinds of a part's files, by the manifest's field that names their version. */
export type PartFileKind = 'h' | 'g' | 't';

/** The version the manifest names for each of these parts' files of one kind, in `keys` order. */
export function partVersions(m: PartsManifest, keys: readonly PartKey[], kind: PartFileKind): string[] {
  const byKey = new Map(m.parts.map((p) => [p.key, p]));
  return keys.map((k) => byKey.get(k)?.[kind] ?? '');
}

/**
 * Refuses part files other than the ones the manifest names (a cached file of an earlier build, a file of a build
 * that went live after the manifest was read): their rows would be merged with rows they never stood beside, or
 * their titles and coordinates given to other rows.
 */
export function checkVersions(
  m: PartsManifest,
  files: ReadonlyArray<{ part?: PartKey; gen: string }>,
  keys: readonly PartKey[],
  kind: PartFileKind = 'h',
): void {
  const versions = partVersions(m, keys, kind);
  keys.forEach((k, i) => {
    const f = files[i]!;
    if ((f.part !== undefined && f.part !== k) || !versions[i] || f.gen !== versions[i])
      throw new IndexFormatError(`search index part ${k}: not the version the manifest names`);
  });
}

/** Each row's creation second (the newest-first order's key, createdSecond): its day and its second of the day. */
function seconds(file: PartIndexFile, t: SearchTable): Float64Array {
  if (!Array.isArray(file.s) || file.s.length !== file.n)
    throw new IndexFormatError('search index part: bad creation seconds');
  const s = new Float64Array(file.n);
  for (let r = 0; r < file.n; r++) s[r] = t.created[r]! * 86_400 + file.s[r]!;
  return s;
}

/**
 * One table of the given parts, its rows in the whole index's order (compareNewest: each part is in it already, and
 * its creation seconds and ids say where its rows go among the others'). The dictionaries are joined (each value
 * once), so filtering, sorting and paging see what decodeIndex gives for an index of exactly these rows.
 */
export function mergeParts(files: readonly PartIndexFile[]): MergedParts {
  const tables = files.map((f) => decodeIndex(f));
  const secs = files.map((f, p) => seconds(f, tables[p]!));
  const n = tables.reduce((s, t) => s + t.n, 0);
  // Whether row a of part p comes before row b of part q in the whole index (newestFirst, compareNewest's rule).
  const before = (p: number, a: number, q: number, b: number) =>
    newestFirst(secs[p]![a]!, tables[p]!.id[a]!, secs[q]![b]!, tables[q]!.id[b]!) < 0;
  // k-way merge (each part is in order already)
  const fromPart = new Uint8Array(n);
  const fromRow = new Int32Array(n);
  const at = new Int32Array(files.length);
  for (let i = 0; i < n; i++) {
    let best = -1;
    for (let p = 0; p < files.length; p++) {
      if (at[p]! < tables[p]!.n && (best < 0 || before(p, at[p]!, best, at[best]!))) best = p;
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
    // The parts and their versions: the data the table holds.
    gen: files.map((f) => `${f.part}@${f.gen}`).join(','),
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
