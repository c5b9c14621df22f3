/**
 * "Similar listings" for a detail page: same type and marketing type, closest in place, price and size,
 * available ones first. Works on the search index (typed arrays), so 10,000 pages × their candidates take
 * well under a second in a build.
 */
import { kindOf, type SearchTable } from './index-format';

export function similarRows(t: SearchTable, row: number, count = 4, buckets?: Map<number, number[]>): number[] {
  const k = t.kind[row]!;
  const key = (k & 1) | (kindOf.objektart(k) << 1);
  const candidates = buckets?.get(key) ?? rowsOfKind(t, key);
  const bl = kindOf.bundesland(k);
  const price = t.price[row]!;
  const area = t.area[row]!;
  const scored: { r: number; score: number }[] = [];
  for (const r of candidates) {
    if (r === row) continue;
    const kr = t.kind[r]!;
    let score = 0;
    if (t.ort[r] === t.ort[row] && t.ort[row]! > 0) score -= 3;
    else if (kindOf.bundesland(kr) === bl) score -= 1.5;
    if (price > 0 && t.price[r]! > 0) score += Math.abs(Math.log(t.price[r]! / price)) * 2;
    else score += 1;
    if (area > 0 && t.area[r]! > 0) score += Math.abs(Math.log(t.area[r]! / area));
    else score += 0.5;
    if (kindOf.status(kr) !== 0) score += 4; // reserved, sold, rented: only when nothing else fits
    scored.push({ r, score });
  }
  scored.sort((a, b) => a.score - b.score || a.r - b.r);
  return scored.slice(0, count).map((x) => x.r);
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
