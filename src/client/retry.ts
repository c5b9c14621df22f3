/**
 * Lazily loaded parts of a page (island and map chunks, the search index, card data) are fetched again when a load
 * fails: up to 3 more times, after 1, 2 and 3 seconds, so a moment without connection costs a short wait and not
 * a blank area. Only when the last attempt fails too does the caller show its message.
 */
export const RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 3000];

export async function withRetry<T>(
  load: () => Promise<T>,
  opts: { delays?: readonly number[]; label?: string } = {},
): Promise<T> {
  const delays = opts.delays ?? RETRY_DELAYS_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (err) {
      if (attempt >= delays.length) throw err;
      console.warn(
        `${opts.label ?? 'lazy load'} failed (attempt ${attempt + 1}), retrying in ${delays[attempt]} ms`,
        err,
      );
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
    }
  }
}

/** Leaflet, with retries. */
export function loadLeaflet(): Promise<typeof import('leaflet')> {
  return withRetry(() => import('leaflet'), { label: 'map library' });
}
