/**
 * Fixed-bucket histograms: each measurement adds one to the bucket its value falls in, so aggregates from many
 * requests and processes simply add up, and a percentile is read from the counts (linear within its bucket). The
 * error is bounded by the bucket's width, which is close enough for a p75 or p95 on a dashboard.
 */
export const BUCKET_COUNT = 12;
export type BucketColumn = `b${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11}`;
export const BUCKET_COLUMNS = Array.from({ length: BUCKET_COUNT }, (_, i) => `b${i}` as BucketColumn);

/** Upper bounds of the buckets but the last (which takes everything above), per kind of value. */
export const BOUNDS = {
  /** API durations and LCP/INP/FCP/TTFB in milliseconds. */
  ms: [10, 25, 50, 100, 200, 400, 800, 1200, 2500, 4000, 8000],
  /** Layout shift, multiplied by 1000 (0.1 → 100). */
  cls: [10, 25, 50, 75, 100, 150, 250, 400, 600, 1000, 2000],
} as const;
export type BoundsKind = keyof typeof BOUNDS;

export function bucketOf(value: number, kind: BoundsKind): number {
  const bounds = BOUNDS[kind];
  for (let i = 0; i < bounds.length; i++) if (value <= bounds[i]!) return i;
  return bounds.length;
}

/** The q-quantile (0–1) of a histogram's counts; null without data. */
export function quantile(counts: readonly number[], q: number, kind: BoundsKind): number | null {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const bounds = BOUNDS[kind];
  const rank = q * total;
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    const c = counts[i]!;
    if (c > 0 && seen + c >= rank) {
      const lower = i === 0 ? 0 : bounds[i - 1]!;
      // The open last bucket is read as twice its lower bound: an honest "above", not a made-up tail.
      const upper = i < bounds.length ? bounds[i]! : lower * 2;
      return lower + ((rank - seen) / c) * (upper - lower);
    }
    seen += c;
  }
  return bounds[bounds.length - 1]!;
}

export function countsOf(row: Record<BucketColumn, number | string>): number[] {
  return BUCKET_COLUMNS.map((b) => Number(row[b]));
}
