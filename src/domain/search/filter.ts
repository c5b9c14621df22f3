/**
 * Filtering, sorting and paging of the search index. Pure: the island runs it in the browser on every filter
 * change, in the change's own task (100,000 rows at national scale: one pass of cheap tests, and only the shown
 * RESULTS_CAP rows sorted), the build runs it for the pre-rendered result pages and landing pages, the tests run it
 * on fixtures.
 */
import {
  BUNDESLAENDER,
  ENERGY_CLASSES,
  FEATURE_KEYS,
  LISTING_STATUSES,
  OBJEKTARTEN,
  VERMARKTUNGSARTEN,
} from '../vocabulary';
import {
  AVAILABLE_NOW,
  daysSinceEpoch,
  featureBits,
  KIND_FIELDS,
  kindOf,
  nearField,
  type SearchTable,
} from './index-format';
import { foldKey } from '../text/fold';
import { placeBook } from './place-book';
import { typedPostcode } from './locations';
import { townPartNamed } from '../nl-search/town-parts';
import {
  emptyQuery,
  effectiveStatuses,
  MAX_PAGE,
  PAGE_SIZE,
  RESULTS_CAP,
  wienBezirkNumber,
  type LatLon,
  type SearchQuery,
  type SortKey,
} from './query';
import type { FeatureKey, Objektart } from '../listing';
import type { CardData } from './cards';

export interface SearchContext {
  /** Row coordinates ×1e5 (geo.json), needed only for polygon and radius searches (see needsGeo). */
  geo?: { lat: ArrayLike<number>; lon: ArrayLike<number> } | null;
  /**
   * Listing ids matching the free text, from Pagefind. When absent, the text is matched against titles and
   * places (`titles` must then be given): a fallback that keeps search usable where Pagefind cannot load.
   */
  textIds?: ReadonlySet<number> | null;
  titles?: readonly string[] | null;
}

export type Facet = 'vermarktungsart' | 'objektart' | 'bundesland' | 'status' | 'energieklasse' | 'untergruppe';

/**
 * A query's tests, in the shape one pass over the index's columns runs fastest: every test of a bit field of
 * `kind` as three numbers (see KIND_FIELDS), value ranges and features on their columns, and only the tests that
 * need a dictionary, a place or coordinates as functions of the row. A filter change runs them on every row of the
 * index (100,000 at national scale) in its own task, before the frame that shows it: a loop over numbers, not a
 * call per test and row.
 */
export interface FilterPlan {
  /** Per test on `kind`: shift, mask of the field, and the values allowed as a bit mask (bit v for value v). */
  kind: Int32Array;
  /** Known values within a range the visitor set: an unknown value (0) never satisfies it. */
  ranges: { col: ArrayLike<number>; lo: number; hi: number }[];
  /** Features every row must have, as the index's two bit masks (featureBits); null without features. */
  features: readonly [lo: number, hi: number] | null;
  /** The other tests, one function a test. */
  rest: ((r: number) => boolean)[];
}

/** The tests of the query; `skip` leaves one facet's own filter out (for facet counts). */
export function filterPlan(t: SearchTable, q: SearchQuery, ctx: SearchContext = {}, skip?: Facet): FilterPlan {
  const kind: number[] = [];
  const field = (f: { shift: number; mask: number }, allowed: number) => kind.push(f.shift, f.mask, allowed | 0);
  const rest: ((r: number) => boolean)[] = [];
  if (q.vermarktungsart && skip !== 'vermarktungsart') {
    field(KIND_FIELDS.vermarktungsart, 1 << VERMARKTUNGSARTEN.indexOf(q.vermarktungsart));
  }
  // Sets of small codes as bit masks: these tests run on every row of every change (100,000 at national scale).
  if (q.objektart.length && skip !== 'objektart') {
    field(KIND_FIELDS.objektart, codeMask(q.objektart.map((o) => OBJEKTARTEN.indexOf(o))));
  }
  if (q.untergruppe.length && skip !== 'untergruppe') {
    const wanted = new Set(q.untergruppe);
    const subOk = t.dict.sub.map((s) => wanted.has(s.slice(s.indexOf(':') + 1)));
    rest.push((r) => t.sub[r]! > 0 && subOk[t.sub[r]! - 1] === true);
  }
  if (skip !== 'status') {
    field(KIND_FIELDS.status, codeMask(effectiveStatuses(q).map((s) => LISTING_STATUSES.indexOf(s))));
  }
  if (q.energieklasse && skip !== 'energieklasse') {
    // Classes 1 (A++) up to the worst one allowed; 0 (none stated) never.
    const worst = ENERGY_CLASSES.indexOf(q.energieklasse) + 1;
    field(KIND_FIELDS.hwbKlasse, worst > 0 ? ((1 << (worst + 1)) - 1) & ~1 : 0);
  }
  const ranges: FilterPlan['ranges'] = [];
  const range = (col: ArrayLike<number>, lo: number | null, hi: number | null) => {
    if (lo != null || hi != null) ranges.push({ col, lo: lo ?? -Infinity, hi: hi ?? Infinity });
  };
  range(t.price, q.preisVon, q.preisBis);
  range(t.area, q.flaecheVon, q.flaecheBis);
  range(t.rooms, q.zimmerVon, q.zimmerBis);
  range(t.plot, q.grundflaecheVon, q.grundflaecheBis);

  if (q.bundesland && skip !== 'bundesland') {
    field(KIND_FIELDS.bundesland, 1 << (BUNDESLAENDER.indexOf(q.bundesland) + 1));
  }
  if (q.bezirk.length) {
    // Any of the districts: Vienna's by number, the others by name.
    const wien = new Set(q.bezirk.map(wienBezirkNumber).filter((n): n is number => n != null));
    const keys = new Set(q.bezirk.filter((b) => wienBezirkNumber(b) == null).map(foldKey));
    const ok = t.bezirkKey.map((k) => keys.has(k));
    rest.push(
      (r) =>
        wien.has(kindOf.wienBezirk(t.kind[r]!)) || (keys.size > 0 && t.bezirk[r]! > 0 && ok[t.bezirk[r]! - 1] === true),
    );
  }
  if (q.provisionsfrei) field(KIND_FIELDS.commissionFree, 0b10);
  if (q.erstbezug) field(KIND_FIELDS.newBuild, 0b10);
  if (q.aussenflaeche) field(KIND_FIELDS.outdoor, 0b10);
  // Near: only listings whose distance is known and within the limit (an unknown one is left out, as elsewhere).
  for (const what of q.nahe) field(nearField(what), 0b10);
  if (q.verfuegbarAb) {
    // Free by the day the visitor wants to move in: available immediately or from that day or earlier. A listing
    // that states no date is left out, as an unknown value is for every other filter the visitor set.
    const day = daysSinceEpoch(q.verfuegbarAb);
    rest.push((r) => {
      const v = t.available[r]!;
      return v === AVAILABLE_NOW || (v > 0 && v <= day);
    });
  }
  if (q.ort && q.umkreis != null) rest.push(radiusMatcher(t, q.ort, q.umkreis, ctx.geo ?? null));
  else if (q.ort) rest.push(placeMatcher(t, q.ort));
  if (q.region) {
    const { regionTownKeys, townKey } = placeBook();
    const members = regionTownKeys(q.region);
    const ok = t.ortKey.map((k) => members.has(townKey(k)));
    rest.push((r) => t.ort[r]! > 0 && ok[t.ort[r]! - 1] === true);
  }
  if (q.plz) rest.push(postcodeMatcher(t, q.plz));
  const features = q.ausstattung.length ? featureBits(q.ausstattung) : null;
  if (q.projekt != null) {
    const p = q.projekt;
    rest.push((r) => t.project[r] === p);
  }
  if (q.polygon && q.polygon.length >= 3) {
    const geo = ctx.geo;
    if (!geo) rest.push(() => false);
    else {
      const poly = q.polygon.map((p) => ({ lat: Math.round(p.lat * 1e5), lon: Math.round(p.lon * 1e5) }));
      const box = boundingBox(poly);
      rest.push((r) => {
        const lat = geo.lat[r]!;
        const lon = geo.lon[r]!;
        if (lat === 0 && lon === 0) return false;
        if (lat < box.minLat || lat > box.maxLat || lon < box.minLon || lon > box.maxLon) return false;
        return pointInPolygon(lat, lon, poly);
      });
    }
  }
  if (q.q) {
    if (ctx.textIds) {
      const ids = ctx.textIds;
      rest.push((r) => ids.has(t.id[r]!));
    } else {
      rest.push(textMatcher(t, ctx.titles ?? null, q.q));
    }
  }
  return { kind: Int32Array.from(kind), ranges, features, rest };
}

/** Whether row `r` passes every test of the plan. */
function planMatches(t: SearchTable, plan: FilterPlan, r: number): boolean {
  const k = t.kind[r]!;
  const tests = plan.kind;
  for (let i = 0; i < tests.length; i += 3)
    if (((tests[i + 2]! >>> ((k >> tests[i]!) & tests[i + 1]!)) & 1) === 0) return false;
  for (const { col, lo, hi } of plan.ranges) {
    const v = col[r]!;
    if (!(v > 0 && v >= lo && v <= hi)) return false;
  }
  if (plan.features) {
    const [lo, hi] = plan.features;
    if ((t.f0[r]! & lo) >>> 0 !== lo || (t.f1[r]! & hi) >>> 0 !== hi) return false;
  }
  for (const test of plan.rest) if (!test(r)) return false;
  return true;
}

/** A row predicate for the query; `skip` leaves one facet's own filter out (for facet counts). */
export function rowMatcher(
  t: SearchTable,
  q: SearchQuery,
  ctx: SearchContext = {},
  skip?: Facet,
): (r: number) => boolean {
  const plan = filterPlan(t, q, ctx, skip);
  if (!plan.kind.length && !plan.ranges.length && !plan.features && !plan.rest.length) return () => true;
  return (r) => planMatches(t, plan, r);
}

/**
 * The rows matching the query, in row order (newest first): the same rows as rowMatcher's, found test by test.
 * The tests on `kind` go over every row in one loop; each further test narrows the rows left in place, so the
 * costlier ones see only the rows the cheap ones kept.
 */
export function matchingRows(t: SearchTable, q: SearchQuery, ctx: SearchContext = {}, skip?: Facet): Int32Array {
  const plan = filterPlan(t, q, ctx, skip);
  const rows = new Int32Array(t.n);
  const kind = t.kind;
  const tests = plan.kind;
  const m = tests.length;
  let n = 0;
  for (let r = 0; r < t.n; r++) {
    const k = kind[r]!;
    let i = 0;
    while (i < m && ((tests[i + 2]! >>> ((k >> tests[i]!) & tests[i + 1]!)) & 1) === 1) i += 3;
    if (i >= m) rows[n++] = r;
  }
  for (const { col, lo, hi } of plan.ranges) {
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const r = rows[i]!;
      const v = col[r]!;
      if (v > 0 && v >= lo && v <= hi) rows[kept++] = r;
    }
    n = kept;
  }
  if (plan.features) {
    const [lo, hi] = plan.features;
    const { f0, f1 } = t;
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const r = rows[i]!;
      if ((f0[r]! & lo) >>> 0 === lo && (f1[r]! & hi) >>> 0 === hi) rows[kept++] = r;
    }
    n = kept;
  }
  for (const test of plan.rest) {
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const r = rows[i]!;
      if (test(r)) rows[kept++] = r;
    }
    n = kept;
  }
  return rows.subarray(0, n);
}

/** A bit per code (0–31) of the set; a code not in the vocabulary (-1) sets none. */
function codeMask(codes: readonly number[]): number {
  let mask = 0;
  for (const c of codes) if (c >= 0 && c < 32) mask |= 1 << c;
  return mask;
}

/**
 * The postcode filter: the listings with that postcode. A postcode chosen in the place field (`plz=8020`) and one
 * typed there without choosing (`ort=8020`, `ort=8020 Graz`, see `placeMatcher`) filter alike.
 */
export function postcodeMatcher(t: SearchTable, plz: string): (r: number) => boolean {
  const code = Number(plz);
  return (r) => t.plz[r] === code;
}

/**
 * `ort` is what a visitor typed into the location field when no suggestion was chosen (or without JavaScript):
 * a town, else a part of a big town ("Graz-Andritz"), else a Bezirk, else a Bundesland, else a postcode (alone or with its place: `typedPostcode`), else towns
 * starting with it.
 */
export function placeMatcher(t: SearchTable, text: string): (r: number) => boolean {
  const key = foldKey(text);
  const byDict = (keys: string[], col: Int32Array, test: (k: string) => boolean) => {
    const ok = keys.map(test);
    return ok.some(Boolean) ? (r: number) => col[r]! > 0 && ok[col[r]! - 1] === true : null;
  };
  const exactTown = byDict(t.ortKey, t.ort, (k) => k === key);
  if (exactTown) return exactTown;
  // A part of a big town ("Graz-Andritz"): the town within the part's postcodes (../nl-search/town-parts says why).
  const part = townPartNamed(text);
  if (part) {
    const town = foldKey(part.town);
    const codes = new Set(part.postcodes.map(Number));
    const inTown = byDict(t.ortKey, t.ort, (k) => k === town);
    return inTown ? (r) => inTown(r) && codes.has(t.plz[r]!) : () => false;
  }
  const bezirk = byDict(t.bezirkKey, t.bezirk, (k) => k === key);
  if (bezirk) return bezirk;
  const bl = BUNDESLAENDER.indexOf(key.replace(/ /g, '') as (typeof BUNDESLAENDER)[number]) + 1;
  if (bl > 0) return (r) => kindOf.bundesland(t.kind[r]!) === bl;
  const plz = typedPostcode(text);
  if (plz) return postcodeMatcher(t, plz);
  return byDict(t.ortKey, t.ort, (k) => k.startsWith(key)) ?? (() => false);
}

const EARTH_KM = 6371;

/** Great-circle distance in km between two points given in degrees ×1e5 (the index's coordinates). */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180 / 1e5;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Within `km` of the place `ort` names: the centre is the mean position of the listings in that place (their own
 * coordinates, as the index keeps them), or the place's position in the gazetteer file (see radiusCentre).
 * Without coordinates, or with an unknown place, nothing matches rather than everything.
 */
function radiusMatcher(
  t: SearchTable,
  ort: string,
  km: number,
  geo: SearchContext['geo'] | null,
): (r: number) => boolean {
  const centre = geo ? radiusCentre(t, ort, geo) : null;
  if (!geo || !centre) return () => false;
  const cLat = centre.lat * 1e5;
  const cLon = centre.lon * 1e5;
  return (r) => {
    const la = geo.lat[r]!;
    const lo = geo.lon[r]!;
    return !(la === 0 && lo === 0) && distanceKm(cLat, cLon, la, lo) <= km;
  };
}

/**
 * The centre a radius search around `ort` measures from (degrees): the mean position of the place's listings with
 * coordinates; a place without any, its position in the gazetteer file; null for a place unknown to both. The map search draws its circle around the same point.
 */
export function radiusCentre(t: SearchTable, ort: string, geo: NonNullable<SearchContext['geo']>): LatLon | null {
  const inPlace = placeMatcher(t, ort);
  let lat = 0;
  let lon = 0;
  let n = 0;
  for (let r = 0; r < t.n; r++) {
    if (!inPlace(r) || (geo.lat[r] === 0 && geo.lon[r] === 0)) continue;
    lat += geo.lat[r]!;
    lon += geo.lon[r]!;
    n++;
  }
  if (n) return { lat: lat / n / 1e5, lon: lon / n / 1e5 };
  // A place without listings (a village of the gazetteer file) is the centre at its own position.
  const place = placeBook().placeByName(ort);
  return place ? { lat: place.lat, lon: place.lon } : null;
}

/** Every word of the text must occur in the title, place, district, postcode or external reference. */
function textMatcher(t: SearchTable, titles: readonly string[] | null, text: string): (r: number) => boolean {
  const words = foldKey(text).split(' ').filter(Boolean);
  if (!words.length) return () => true;
  return (r) => {
    const hay = ` ${foldKey(titles?.[r] ?? '')} ${t.ortKey[t.ort[r]! - 1] ?? ''} ${t.bezirkKey[t.bezirk[r]! - 1] ?? ''} ${t.plz[r] || ''} ${t.id[r]}`;
    return words.every((w) => hay.includes(w));
  };
}

function boundingBox(poly: LatLon[]) {
  let minLat = Infinity,
    maxLat = -Infinity,
    minLon = Infinity,
    maxLon = -Infinity;
  for (const p of poly) {
    minLat = Math.min(minLat, p.lat);
    maxLat = Math.max(maxLat, p.lat);
    minLon = Math.min(minLon, p.lon);
    maxLon = Math.max(maxLon, p.lon);
  }
  return { minLat, maxLat, minLon, maxLon };
}

/** Ray casting; points on an edge may fall either way (irrelevant at 1 m resolution). */
export function pointInPolygon(lat: number, lon: number, poly: readonly LatLon[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.lat > lat !== b.lat > lat && lon < ((b.lon - a.lon) * (lat - a.lat)) / (b.lat - a.lat) + a.lon)
      inside = !inside;
  }
  return inside;
}

/**
 * Sorts matching rows in place. Unknown values (price on request, no area) go last in every order.
 *
 * In the price orders, parking spaces and sold or let objects come after everything else unless the filters ask
 * for them: someone sorting flats and houses by price wants the cheapest home, not a 15,000 € parking space or a
 * flat that is gone.
 *
 * Relevance (free text) ranks a listing higher the more of the words its title holds (3 each), then its place,
 * district or postcode (2 each); a hit found only in the description (through the full-text index) counts 1.
 * Ties keep newest first. Without text, or without the titles to weigh it by, relevance is newest first.
 *
 * `limit`: only the first `limit` rows in that order are wanted (the list shows at most RESULTS_CAP); they are
 * returned, sorted, without sorting the rest. Every order is total (ties go by row), so they are the first
 * `limit` rows of the full sort, and the list is the same whether 1,000 or 100,000 rows matched.
 */
export function sortRows(
  t: SearchTable,
  rows: Int32Array,
  sortOrQuery: SortKey | Pick<SearchQuery, 'sort' | 'status' | 'objektart' | 'q'>,
  ctx: Pick<SearchContext, 'titles'> = {},
  limit = rows.length,
): Int32Array {
  const q = typeof sortOrQuery === 'string' ? { sort: sortOrQuery, status: [], objektart: [], q: '' } : sortOrQuery;
  const sort = q.sort;
  // rows are stored newest first and collected in row order
  if (sort === 'neueste') return rows.subarray(0, limit);
  if (sort === 'relevanz') {
    if (!q.q || !ctx.titles) return rows.subarray(0, limit);
    const score = relevanceScorer(t, ctx.titles, q.q);
    const key = new Float64Array(t.n);
    for (let i = 0; i < rows.length; i++) key[rows[i]!] = -score(rows[i]!);
    return firstSorted(rows, (x, y) => key[x]! - key[y]! || x - y, limit);
  }
  const priceOrder = sort === 'preis_aufsteigend' || sort === 'preis_absteigend' || sort === 'preis_pro_qm';
  const parking = OBJEKTARTEN.indexOf('PARKEN');
  const demoteParking = priceOrder && !q.objektart.includes('PARKEN');
  const demotedStatus = codeMask(
    priceOrder
      ? (['sold', 'rented'] as const).filter((s) => !q.status.includes(s)).map((s) => LISTING_STATUSES.indexOf(s))
      : [],
  );
  const key = new Float64Array(t.n);
  const group = new Uint8Array(t.n);
  const LAST = Number.POSITIVE_INFINITY;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    const p = t.price[r]!;
    const a = t.area[r]!;
    const k = t.kind[r]!;
    if ((demoteParking && kindOf.objektart(k) === parking) || ((demotedStatus >>> kindOf.status(k)) & 1) === 1)
      group[r] = 1;
    switch (sort) {
      case 'preis_aufsteigend':
        key[r] = p > 0 ? p : LAST;
        break;
      case 'preis_absteigend':
        key[r] = p > 0 ? -p : LAST;
        break;
      case 'flaeche_absteigend':
        key[r] = a > 0 ? -a : LAST;
        break;
      case 'preis_pro_qm':
        key[r] = p > 0 && a > 0 ? p / a : LAST;
        break;
    }
  }
  // Equal keys go by row: newest first (two unknown values, Infinity - Infinity, are equal too).
  return firstSorted(
    rows,
    (x, y) => {
      const g = group[x]! - group[y]!;
      if (g !== 0) return g;
      const d = key[x]! - key[y]!;
      return d < 0 ? -1 : d > 0 ? 1 : x - y;
    },
    limit,
  );
}

/**
 * The first `limit` of `rows` in the total order `cmp`, sorted, at the start of `rows` (which is reordered).
 * Sorting 100,000 rows with a comparator takes tens of milliseconds in a browser; a heap of the `limit` best seen
 * so far passes over the rest with one comparison each, as most rows are not among them.
 */
function firstSorted(rows: Int32Array, cmp: (x: number, y: number) => number, limit: number): Int32Array {
  const k = Math.max(0, Math.min(limit, rows.length));
  if (k === 0) return rows.subarray(0, 0);
  if (rows.length <= 2 * k) return rows.sort(cmp).subarray(0, k);
  // A max-heap: the worst row kept is at the top, and goes when a better one comes.
  const heap = rows.slice(0, k);
  const down = (from: number) => {
    let i = from;
    const r = heap[i]!;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= k) break;
      if (c + 1 < k && cmp(heap[c + 1]!, heap[c]!) > 0) c++;
      if (cmp(heap[c]!, r) <= 0) break;
      heap[i] = heap[c]!;
      i = c;
    }
    heap[i] = r;
  };
  for (let i = (k >> 1) - 1; i >= 0; i--) down(i);
  for (let i = k; i < rows.length; i++) {
    const r = rows[i]!;
    if (cmp(r, heap[0]!) < 0) {
      heap[0] = r;
      down(0);
    }
  }
  heap.sort(cmp);
  rows.set(heap);
  return rows.subarray(0, k);
}

function relevanceScorer(t: SearchTable, titles: readonly string[], text: string): (r: number) => number {
  const words = foldKey(text).split(' ').filter(Boolean);
  return (r) => {
    const title = ` ${foldKey(titles[r] ?? '')} `;
    const place = ` ${t.ortKey[t.ort[r]! - 1] ?? ''} ${t.bezirkKey[t.bezirk[r]! - 1] ?? ''} ${t.plz[r] || ''} `;
    let score = 0;
    for (const w of words) {
      if (title.includes(` ${w}`)) score += 3;
      else if (title.includes(w)) score += 2.5;
      else if (place.includes(w)) score += 2;
      else score += 1;
    }
    return score;
  };
}

export interface SearchResult {
  /** All matching listings. */
  total: number;
  /** Matching rows, sorted, at most RESULTS_CAP. */
  rows: Int32Array;
  /** The page shown (clamped into range). */
  page: number;
  pageCount: number;
  /** Rows of the page shown. */
  pageRows: Int32Array;
  /** True when more matched than the list shows (RESULTS_CAP). */
  capped: boolean;
}

/** How many listings match, without sorting or paging (for counts of alternative searches). */
export function countMatches(t: SearchTable, q: SearchQuery, ctx: SearchContext = {}): number {
  return matchingRows(t, q, ctx).length;
}

export function runSearch(t: SearchTable, q: SearchQuery, ctx: SearchContext = {}): SearchResult {
  const hits = matchingRows(t, q, ctx);
  const total = hits.length;
  const rows = sortRows(t, hits, q, ctx, RESULTS_CAP);
  const pageCount = Math.max(1, Math.min(MAX_PAGE, Math.ceil(rows.length / PAGE_SIZE)));
  const page = Math.min(Math.max(1, q.page), pageCount);
  return {
    total,
    rows,
    page,
    pageCount,
    pageRows: rows.subarray((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    capped: total > RESULTS_CAP,
  };
}

/** A page of results as the build renders it and hands it to the search island: counts and the page's cards. */
export interface InitialResults {
  page: number;
  total: number;
  pageCount: number;
  capped: boolean;
  cards: CardData[];
}

/** What occurs in the data, for the search form's choices (computed at build time from facetCounts and featuresInUse). */
export interface FormOptions {
  /** Main types that occur, with counts, most frequent first. */
  objektarten: { value: Objektart; count: number }[];
  /** Subtypes that occur, per objektart. */
  subtypes: Partial<Record<Objektart, string[]>>;
  /** Feature keys that occur, most frequent first. */
  features: FeatureKey[];
}

/** Counts per value of one facet, under all the other filters (so a choice shows what it would give). */
export function facetCounts(
  t: SearchTable,
  q: SearchQuery,
  facet: Facet,
  ctx: SearchContext = {},
): Map<string, number> {
  const match = rowMatcher(t, q, ctx, facet);
  const counts = new Map<string, number>();
  const bump = (key: string | undefined) => {
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  for (let r = 0; r < t.n; r++) {
    if (!match(r)) continue;
    const k = t.kind[r]!;
    switch (facet) {
      case 'vermarktungsart':
        bump(VERMARKTUNGSARTEN[kindOf.vermarktungsart(k)]);
        break;
      case 'objektart':
        bump(OBJEKTARTEN[kindOf.objektart(k)]);
        break;
      case 'status':
        bump(LISTING_STATUSES[kindOf.status(k)]);
        break;
      case 'bundesland':
        bump(BUNDESLAENDER[kindOf.bundesland(k) - 1]);
        break;
      case 'energieklasse':
        bump(ENERGY_CLASSES[kindOf.hwbKlasse(k) - 1]);
        break;
      case 'untergruppe': {
        const s = t.sub[r]! ? t.dict.sub[t.sub[r]! - 1] : undefined;
        bump(s ? s.slice(s.indexOf(':') + 1) : undefined);
        break;
      }
    }
  }
  return counts;
}

/** Feature keys that occur in the index at all (the form offers only those). */
export function featuresInUse(t: SearchTable): string[] {
  let lo = 0;
  let hi = 0;
  for (let r = 0; r < t.n; r++) {
    lo |= t.f0[r]!;
    hi |= t.f1[r]!;
  }
  return FEATURE_KEYS.filter((_, i) => (i < 30 ? (lo >>> i) & 1 : (hi >>> (i - 30)) & 1));
}

/** What most visitors look for: the home page's "new on the portal" shows these first. */
export const HOME_TYPES: readonly Objektart[] = ['WOHNUNG', 'HAUS'];

/**
 * The newest available listings for the home page, apartments and houses first (newest first among them), then
 * the other types to fill `count`: a visitor's first look should be at homes, not at a forest or a car park.
 */
export function newestHomesFirst(t: SearchTable, count: number): number[] {
  const rows = runSearch(t, { ...emptyQuery(), status: ['available'] }).rows;
  const home = new Set(HOME_TYPES.map((o) => OBJEKTARTEN.indexOf(o)));
  const homes: number[] = [];
  const others: number[] = [];
  for (const r of rows) {
    if (home.has(kindOf.objektart(t.kind[r]!))) {
      if (homes.length < count) homes.push(r);
    } else if (others.length < count) others.push(r);
    if (homes.length >= count) break;
  }
  return [...homes, ...others].slice(0, count);
}
