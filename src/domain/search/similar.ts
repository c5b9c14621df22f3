/**
 * "Similar listings" for a detail page: same type and marketing type, closest in place, price band and size band,
 * available ones first, and among equals the longest listed (the lower id). Works on the search index (typed
 * arrays). Every build (incremental ones included) asks it for every listing, for the detail pages' keys, so a
 * listing's neighbours are found without scoring every listing of its type: scoring them all took 3.4 s at 10,000
 * listings and 54 s at 40,000 (it grows with the square of the catalogue).
 *
 * Prices and areas count by band (PRICE_BAND, AREA_BAND: fixed steps on a log scale, the same for every listing),
 * not to the euro and the square metre: a detail page is rendered again whenever its selection changes
 * (src/site/incremental/page-keys.ts, detailKey), and with exact distances a neighbour's new price of a few per
 * cent reshuffled the selections of the pages around it. Within its band a listing's price may move without
 * touching any other page's selection; the pages that show it as a card are rendered again for its new price all
 * the same. Ties go to the lower id, so a new listing takes a place only from a worse one, never from its equal.
 */
import { kindOf, type SearchTable } from './index-format';

/** Scores are sums of a few band steps: a bound within this of the worst kept score may still tie it. */
const EPS = 1e-9;

/** A price band's width on the log scale: a step of 10 % (prices within 10 % of each other share a band or touch). */
export const PRICE_BAND = Math.log(1.1);
/** An area band's width on the log scale: a step of 10 %. */
export const AREA_BAND = Math.log(1.1);

/** The band of a positive price or area: whole steps of `width` on the log scale, the same for every listing. */
export function bandOf(value: number, width: number): number {
  return Math.round(Math.log(value) / width);
}

/** Each row's price and area band (NaN without one), worked out once per table: the scans score many rows. */
interface Bands {
  price: Float64Array;
  area: Float64Array;
}

const tableBands = new WeakMap<SearchTable, Bands>();

function bandsOf(t: SearchTable): Bands {
  let b = tableBands.get(t);
  if (!b) {
    const of = (values: Float64Array, width: number) =>
      Float64Array.from({ length: t.n }, (_, r) => (values[r]! > 0 ? bandOf(values[r]!, width) : NaN));
    b = { price: of(t.price, PRICE_BAND), area: of(t.area, AREA_BAND) };
    tableBands.set(t, b);
  }
  return b;
}

/** Rows of one place (or all of a type), the priced ones by price band, and those without a price. */
interface Group {
  rows: Int32Array;
  band: Float64Array;
  unpriced: Int32Array;
}

/** One type × marketing type's rows: all, by Bundesland and by town. */
interface KindIndex {
  all: Group;
  byBundesland: Map<number, Group>;
  byOrt: Map<number, Group>;
}

const kindIndexes = new WeakMap<SearchTable, Map<number, KindIndex>>();

function group(t: SearchTable, rows: readonly number[]): Group {
  const priced = rows.filter((r) => t.price[r]! > 0);
  const bands = bandsOf(t).price;
  priced.sort((a, b) => bands[a]! - bands[b]! || a - b);
  return {
    rows: Int32Array.from(priced),
    band: Float64Array.from(priced, (r) => bands[r]!),
    unpriced: Int32Array.from(rows.filter((r) => !(t.price[r]! > 0))),
  };
}

function kindIndex(t: SearchTable, key: number, buckets?: Map<number, number[]>): KindIndex {
  let byKind = kindIndexes.get(t);
  if (!byKind) kindIndexes.set(t, (byKind = new Map()));
  let index = byKind.get(key);
  if (!index) {
    const rows = buckets?.get(key) ?? rowsOfKind(t, key);
    const split = (place: (r: number) => number) => {
      const lists = new Map<number, number[]>();
      for (const r of rows) {
        const p = place(r);
        const list = lists.get(p);
        if (list) list.push(r);
        else lists.set(p, [r]);
      }
      return new Map([...lists].map(([p, list]) => [p, group(t, list)]));
    };
    index = {
      all: group(t, rows),
      byBundesland: split((r) => kindOf.bundesland(t.kind[r]!)),
      byOrt: split((r) => t.ort[r]!),
    };
    byKind.set(key, index);
  }
  return index;
}

/** The first index whose value is at least `x`. */
function lowerBound(values: Float64Array, x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function similarRows(t: SearchTable, row: number, count = 4, buckets?: Map<number, number[]>): number[] {
  if (count <= 0) return [];
  // The best `count` so far, best first: a listing's few neighbours out of thousands of candidates, without
  // sorting them all.
  const best: { r: number; score: number }[] = [];
  const consider = (r: number) => {
    if (r === row) return;
    const score = similarityScore(t, row, r);
    if (best.length === count && !before(t, score, r, best[count - 1]!)) return;
    let i = best.length < count ? best.length : count - 1;
    while (i > 0 && before(t, score, r, best[i - 1]!)) {
      best[i] = best[i - 1]!;
      i--;
    }
    best[i] = { r, score };
  };
  const price = t.price[row]!;
  if (!(price > 0)) {
    // Without a price every candidate's price term is the same: all are scored.
    for (const r of similarCandidates(t, row, buckets)) consider(r);
    return best.map((x) => x.r);
  }
  // A candidate's score is at least its place's term plus its price bands' distance (size and status only add),
  // so each place's rows are read outwards from the listing's price band until that bound passes the worst kept
  // score: the listing's town (-3), its Bundesland's other towns (-1.5), then everything else (0). Every row that
  // may beat or tie a kept one is scored, so the result is the full scan's.
  const worst = () => (best.length < count ? Infinity : best[count - 1]!.score);
  const own = bandsOf(t).price[row]!;
  const scan = (g: Group | undefined, place: number, skip: (r: number) => boolean) => {
    if (!g) return;
    let hi = lowerBound(g.band, own);
    let lo = hi - 1;
    while (lo >= 0 || hi < g.rows.length) {
      const dLo = lo >= 0 ? own - g.band[lo]! : Infinity;
      const dHi = hi < g.rows.length ? g.band[hi]! - own : Infinity;
      const up = dHi <= dLo;
      if (place + priceTerm(up ? dHi : dLo) > worst() + EPS) break;
      const r = g.rows[up ? hi++ : lo--]!;
      if (!skip(r)) consider(r);
    }
    // Candidates without a price: their price term is 1.
    if (place + 1 <= worst() + EPS) for (const r of g.unpriced) if (!skip(r)) consider(r);
  };
  const k = t.kind[row]!;
  const index = kindIndex(t, (k & 1) | (kindOf.objektart(k) << 1), buckets);
  const ort = t.ort[row]!;
  const bundesland = kindOf.bundesland(k);
  const sameOrt = (r: number) => ort > 0 && t.ort[r] === ort;
  if (ort > 0) scan(index.byOrt.get(ort), -3, () => false);
  scan(index.byBundesland.get(bundesland), -1.5, sameOrt);
  scan(index.all, 0, (r) => sameOrt(r) || kindOf.bundesland(t.kind[r]!) === bundesland);
  return best.map((x) => x.r);
}

/** The rows that may be similar to `row`: same type and marketing type, but not the row itself. */
export function similarCandidates(t: SearchTable, row: number, buckets?: Map<number, number[]>): number[] {
  const k = t.kind[row]!;
  const key = (k & 1) | (kindOf.objektart(k) << 1);
  return (buckets?.get(key) ?? rowsOfKind(t, key)).filter((r) => r !== row);
}

/** The price term of two prices `steps` bands apart: as twice their log distance, counted in whole bands. */
function priceTerm(steps: number): number {
  return 2 * PRICE_BAND * steps;
}

/**
 * How far row `r` is from `row`: lower is more similar (same town, then same Bundesland; price band; size band;
 * available).
 */
export function similarityScore(t: SearchTable, row: number, r: number): number {
  const kr = t.kind[r]!;
  let score = 0;
  if (t.ort[r] === t.ort[row] && t.ort[row]! > 0) score -= 3;
  else if (kindOf.bundesland(kr) === kindOf.bundesland(t.kind[row]!)) score -= 1.5;
  const b = bandsOf(t);
  // NaN where either has no price (or area): the constant term instead.
  const dPrice = Math.abs(b.price[r]! - b.price[row]!);
  const dArea = Math.abs(b.area[r]! - b.area[row]!);
  score += dPrice >= 0 ? priceTerm(dPrice) : 1;
  score += dArea >= 0 ? AREA_BAND * dArea : 0.5;
  if (kindOf.status(kr) !== 0) score += 4; // reserved, sold, rented: only when nothing else fits
  return score;
}

/** Lower score first, then the lower id (the listing listed longer). */
function before(t: SearchTable, score: number, r: number, other: { r: number; score: number }): boolean {
  return score < other.score || (score === other.score && t.id[r]! < t.id[other.r]!);
}

function rowsOfKind(t: SearchTable, key: number): number[] {
  const out: number[] = [];
  for (let r = 0; r < t.n; r++) {
    const k = t.kind[r]!;
    if (((k & 1) | (kindOf.objektart(k) << 1)) === key) out.push(r);
  }
  return out;
}

/** Rows grouped by marketing type × objektart, built once per index. */
export function similarBuckets(t: SearchTable): Map<number, number[]> {
  const m = new Map<number, number[]>();
  for (let r = 0; r < t.n; r++) {
    const k = t.kind[r]!;
    const key = (k & 1) | (kindOf.objektart(k) << 1);
    const list = m.get(key);
    if (list) list.push(r);
    else m.set(key, [r]);
  }
  return m;
}
