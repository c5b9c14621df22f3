/**
 * The heap limit of an Astro render process. V8 sizes a heap by the machine's memory, not by what the process
 * holds: rendering 10,000 listings in 15 languages, Astro's heap keeps 560–700 MB after each full collection but
 * grows to 2.3 GB of garbage before the next one, and with the pages V8 keeps pooled for reuse the process stood
 * at 3.6–3.8 GB for the whole render. The search index's process works beside it (1.5–1.8 GB), so the build's peak
 * was Astro's slack. A limit of about three times what the catalog needs keeps the process at about 2.9 GB and cost
 * no measurable time (whole builds with and without it within the same run-to-run noise).
 */

/** What every render holds whatever the catalog: the bundled code, Vite's module graph, the routes. */
export const RENDER_HEAP_BASE_MB = 1024;
/** Per listing page (a listing in one language): about 4.7 KB live at 10,000 × 15, with room to spare. */
export const RENDER_HEAP_PER_LISTING_PAGE_KB = 10;
/** Never less: the bundling step at the start needs it however small the catalog. */
export const RENDER_HEAP_MIN_MB = 2048;

/** The limit in MB for a catalog of `listings` rendered in `languages` languages; `configured` wins when set. */
export function renderHeapMb(listings: number, languages: number, configured?: number): number {
  if (configured) return configured;
  const needed = RENDER_HEAP_BASE_MB + Math.ceil((listings * languages * RENDER_HEAP_PER_LISTING_PAGE_KB) / 1024);
  return Math.max(RENDER_HEAP_MIN_MB, needed);
}

/**
 * NODE_OPTIONS for the render process: the caller's own options with the heap limit, unless they set one
 * themselves (an operator's explicit choice stands).
 */
export function withHeapLimit(nodeOptions: string | undefined, mb: number): string {
  const own = (nodeOptions ?? '').trim();
  if (/--max-old-space-size[=\s]/.test(own)) return own;
  return [own, `--max-old-space-size=${mb}`].filter(Boolean).join(' ');
}
