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

/** A query's terms as Pagefind reads them: words between spaces; a query with a quoted phrase stays whole. */
export function queryTerms(text: string): string[] {
  const t = text.trim();
  if (!t) return [];
  return t.includes('"') ? [t] : t.split(/\s+/);
}

/**
 * The listings matching every term of a query, from each term's matches alone, as one index of all pages answers
 * it: Pagefind skips a term that no page of its index holds, so a query searched part by part would match, in a
 * part without one of its terms, the pages holding the others. A term no page holds at all is skipped here too;
 * when no term is held, nothing matches.
 */
export async function hitsOfAllTerms(
  terms: readonly string[],
  matched: (term: string) => Promise<ReadonlySet<number>>,
): Promise<Set<number>> {
  const sets = (await Promise.all(terms.map(matched))).filter((s) => s.size > 0);
  if (!sets.length) return new Set();
  sets.sort((a, b) => a.size - b.size);
  const [first, ...rest] = sets;
  return new Set([...first!].filter((id) => rest.every((s) => s.has(id))));
}
