/**
 * The brotli twins of a build's files: `page.html.br` beside `page.html`, so the server never compresses for
 * current browsers (the rare client without brotli gets gzip made on the fly). Written for each page while Astro
 * renders it (./rendered-pages.ts) and for the other files after (./precompress.ts), by the same rules.
 */
import zlib from 'node:zlib';
import { isPartFile } from '../domain/page-parts';

/** Text files worth a twin. Pagefind's own files are gzip already; compressing them again only costs time. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt)$/;
/** Below this, a twin saves less than the headers it costs. */
const MIN_BYTES = 512;

/** A file of a kind worth a twin, whatever its size. */
export function compressible(file: string): boolean {
  return COMPRESSIBLE.test(file);
}

/** A file worth a twin: of a kind worth one, large enough, and sent (a detail page's part is only spliced). */
export function wantsTwin(file: string, size: number): boolean {
  return compressible(file) && size > MIN_BYTES && !isPartFile(file);
}

/**
 * The search index's manifest and row parts (src/domain/search/index-parts.ts): what every search transfers before
 * it can show a result, and few files (one per Bundesland and deal, Vienna's by district).
 */
const SEARCH_ROWS = /(^|\/)search\/(parts|index-[^/]+)\.json$/;

/**
 * Bundles are few and cached for a year: squeeze them, and the search index's rows, which a first search waits for:
 * level 11 makes Vienna's sales at 100,000 listings (23 district parts) 186 KB instead of 220 KB, for about 10 s of
 * CPU over all 62 parts (0.3 s at level 4; levels 5–10 gain 3–28 KB). Pages are many and change each build: a fast
 * level. Level 4 compresses a listing page in 0.8 ms to 20.8 KB, level 5 in 1.2 ms to 19.4 KB; at 10,000 listings
 * in 15 languages the build renders a fifth more pages a second with 4, as the compressing thread keeps up with the
 * renderer. The coordinates and titles stay at 4: 16 files a part, fetched only by the map and some text searches.
 */
export function brotliQuality(file: string): number {
  return /\.(js|mjs|css)$/.test(file) || SEARCH_ROWS.test(file) ? 11 : 4;
}

export function brotliOptions(file: string, size: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}
