/**
 * "Similar listings" for a detail page: same type and marketing type, closest in place, price and size,
 * available ones first. Works on the search index (typed arrays), so 10,000 pages × their candidates take
 * well under a second in a build.
 */
import { kindOf, type SearchTable } from './index-format';

export function similarRows(t: SearchTable, row: number, count = 4, buckets?: Map<number, number[]>): number[] {
  if (count <= 0) return [];
  // The best `count` so far, best first: a listing's few neighbours out of thousands of candidates, without
  // sorting them all (once per listing in every build, incremental ones included).
  const best: { r: number; score: number }[] = [];
  for (const r of similarCandidates(t, row, buckets)) {
    const score = similarityScore(t, row, r);
    if (best.length === count && !before(score, r, best[count - 1]!)) continue;
    let i = best.length < count ? best.length : count - 1;
    while (i > 0 && before(score, r, best[i - 1]!)) {
      best[i] = best[i - 1]!;
      i--;
    }
    best[i] = { r, score };
  }
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
