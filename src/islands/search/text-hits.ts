/**
 * Free-text hits from two Pagefind indexes: the base, built from all listing pages at some earlier build, and the
 * delta, holding every listing page that changed or came new since. A listing in the delta is judged by the delta
 * alone (its text in the base may be outdated); every other listing by the base. Counts are Pagefind's per-`lid`
 * filter counts: a listing matched when its count is above zero.
 */
export type LidCounts = Readonly<Record<string, number>>;

export interface DeltaHits {
  /** Every listing the delta holds, matched or not. */
  listings: ReadonlySet<number>;
  counts: LidCounts;
}

export function mergeTextHits(base: LidCounts, delta: DeltaHits | null): Set<number> {
  const ids = new Set<number>();
  for (const [id, n] of Object.entries(base)) {
    const lid = Number(id);
    if (n > 0 && !delta?.listings.has(lid)) ids.add(lid);
  }
  if (delta) for (const [id, n] of Object.entries(delta.counts)) if (n > 0) ids.add(Number(id));
  return ids;
}
