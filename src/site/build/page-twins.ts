/**
 * Brotli twins of the pages, written while Astro renders.
 *
 * Astro renders on one core; the other would wait until the build's compression step. Each page's HTML is
 * compressed on the thread pool as soon as it is rendered, and its twin written beside the page, so the
 * compression step finds most pages done. A twin is written under a temporary name and renamed into place: a
 * build stopped half-way never leaves a cut-off twin that looks finished.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(zlib.brotliCompress);

/** Bundles are few and cached for a year: squeeze them. Pages are many and change each build: a fast level. */
export function brotliQuality(file: string): number {
  return /\.(js|mjs|css)$/.test(file) ? 11 : 5;
}

/** Compressions in flight at most: enough to keep a core busy, few enough to leave threads for Astro's writes. */
const IN_FLIGHT = 4;

interface TwinState {
  pending: Set<Promise<void>>;
  written: number;
  failure: unknown;
}

// The middleware runs in Astro's bundle of the pages, the hook that waits for the last twins in the integration:
// two copies of this module in one process, one state.
const KEY = Symbol.for('immoportal.pageTwins');
function state(): TwinState {
  const g = globalThis as Record<symbol, TwinState | undefined>;
  return (g[KEY] ??= { pending: new Set(), written: 0, failure: null });
}

/**
 * Where Astro writes a page of the address `pathname` in a build with `format: 'directory'`: `<client>/<path>/index.html`;
 * null where it writes elsewhere (the status pages 404 and 500, files such as sitemap.xml).
 */
export function pageFile(clientDir: string, pathname: string): string | null {
  let rel: string;
  try {
    rel = decodeURIComponent(pathname).replace(/^\/+|\/+$/g, '');
  } catch {
    return null;
  }
  if (rel === '404' || rel === '500' || /\.[a-z0-9]+$/i.test(rel)) return null;
  if (rel.split('/').some((s) => s === '..' || s === '.')) return null;
  return path.join(clientDir, rel, 'index.html');
}

/** Compresses a rendered page and writes its twin; waits while too many are in flight. */
export async function queueTwin(file: string, html: string): Promise<void> {
  const s = state();
  while (s.pending.size >= IN_FLIGHT) await Promise.race(s.pending);
  const data = Buffer.from(html, 'utf8');
  const job = (async () => {
    const br = await brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.br.${process.pid}.tmp`;
    await fs.promises.writeFile(tmp, br);
    await fs.promises.rename(tmp, `${file}.br`);
    s.written++;
  })().catch((err: unknown) => {
    s.failure ??= err;
  });
  s.pending.add(job);
  void job.finally(() => s.pending.delete(job));
}

/** Waits for every twin in flight; throws the first failure. Gives the number written. */
export async function drainTwins(): Promise<number> {
  const s = state();
  while (s.pending.size) await Promise.all(s.pending);
  if (s.failure) throw s.failure;
  return s.written;
}
