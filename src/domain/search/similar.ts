/**
 * "Similar listings" for a detail page: same type and marketing type, closest in place, price and size,
 * available ones first. Works on the search index (typed arrays). Every build (incremental ones included) asks
 * it for every listing, for the detail pages' keys, so a listing's neighbours are found without scoring every
 * listing of its type: scoring them all took 3.4 s at 10,000 listings and 54 s at 40,000 (it grows with the
 * square of the catalogue).
 */
import { kindOf, type SearchTable } from './index-format';

/** Scores are sums of a few logarithms: a bound within this of the worst kept score may still tie it. */
const EPS = 1e-9;

/** Rows of one place (or all of a type), the priced ones by log price, and those without a price. */
interface Group {
  rows: Int32Array;
  logp: Float64Array;
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
  const logs = new Map(priced.map((r) => [r, Math.log(t.price[r]!)]));
  priced.sort((a, b) => logs.get(a)! - logs.get(b)! || a - b);
  return {
    rows: Int32Array.from(priced),
    logp: Float64Array.from(priced, (r) => logs.get(r)!),
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
    if (best.length === count && !before(score, r, best[count - 1]!)) return;
    let i = best.length < count ? best.length : count - 1;
    while (i > 0 && before(score, r, best[i - 1]!)) {
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
  // A candidate's score is at least its place's term plus twice its log price's distance (size and status only
  // add), so each place's rows are read outwards from the listing's price until that bound passes the worst kept
  // score: the listing's town (-3), its Bundesland's other towns (-1.5), then everything else (0). Every row
  // that may beat or tie a kept one is scored, so the result is the full scan's.
  const worst = () => (best.length < count ? Infinity : best[count - 1]!.score);
  const lp = Math.log(price);
  const scan = (g: Group | undefined, place: number, skip: (r: number) => boolean) => {
    if (!g) return;
    let hi = lowerBound(g.logp, lp);
    let lo = hi - 1;
    while (lo >= 0 || hi < g.rows.length) {
      const dLo = lo >= 0 ? lp - g.logp[lo]! : Infinity;
      const dHi = hi < g.rows.length ? g.logp[hi]! - lp : Infinity;
      const up = dHi <= dLo;
      if (place + 2 * (up ? dHi : dLo) > worst() + EPS) break;
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

/** How far row `r` is from `row`: lower is more similar (same town, then same Bundesland; price; size; available). */
export function similarityScore(t: SearchTable, row: number, r: number): number {
  const kr = t.kind[r]!;
  let score = 0;
  if (t.ort[r] === t.ort[row] && t.ort[row]! > 0) score -= 3;
  else if (kindOf.bundesland(kr) === kindOf.bundesland(t.kind[row]!)) score -= 1.5;
  const price = t.price[row]!;
  const area = t.area[row]!;
  if (price > 0 && t.price[r]! > 0) score += Math.abs(Math.log(t.price[r]! / price)) * 2;
  else score += 1;
  if (area > 0 && t.area[r]! > 0) score += Math.abs(Math.log(t.area[r]! / area));
  else score += 0.5;
  if (kindOf.status(kr) !== 0) score += 4; // reserved, sold, rented: only when nothing else fits
  return score;
}

/** Lower score first, then the earlier row. */
function before(score: number, r: number, other: { r: number; score: number }): boolean {
  return score < other.score || (score === other.score && r < other.r);
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
