/**
 * Brotli twins of the pages, written while Astro renders.
 *
 * Astro renders on one core; the other would wait until the build's compression step. Each page's HTML goes to
 * a thread of its own as soon as it is rendered, which compresses it and writes its twin beside the page, so the
 * compression step finds most pages done. A twin is written under a temporary name and renamed into place: a
 * build stopped half-way never leaves a cut-off twin that looks finished.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** Bundles are few and cached for a year: squeeze them. Pages are many and change each build: a fast level. */
export function brotliQuality(file: string): number {
  return /\.(js|mjs|css)$/.test(file) ? 11 : 5;
}

/** Pages handed to the compressing thread and not yet written: beyond this many, rendering waits. */
const QUEUED = 64;

// The thread that compresses and writes the twins. Plain CommonJS evaluated as is: the pages' bundle has no file
// of its own to start a worker from. Synchronous brotli there keeps the main thread free of zlib's chunk callbacks.
const WORKER = `
const { parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
parentPort.on('message', ({ file, bytes, quality }) => {
  try {
    const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const br = zlib.brotliCompressSync(data, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    });
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const tmp = file + '.br.' + process.pid + '.tmp';
    fs.writeFileSync(tmp, br);
    fs.renameSync(tmp, file + '.br');
    parentPort.postMessage({ file });
  } catch (err) {
    parentPort.postMessage({ file, error: String((err && err.stack) || err) });
  }
});
`;

interface TwinState {
  worker: Worker | null;
  queued: number;
  written: number;
  failure: string | null;
  /** Called when the queue shrinks. */
  waiters: (() => void)[];
}

// The middleware runs in Astro's bundle of the pages, the hook that waits for the last twins in the integration:
// two copies of this module in one process, one state.
const KEY = Symbol.for('immoportal.pageTwins');
function state(): TwinState {
  const g = globalThis as Record<symbol, TwinState | undefined>;
  return (g[KEY] ??= { worker: null, queued: 0, written: 0, failure: null, waiters: [] });
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

function worker(s: TwinState): Worker {
  if (!s.worker) {
    const w = new Worker(WORKER, { eval: true });
    w.on('message', (m: { file: string; error?: string }) => {
      s.queued--;
      if (m.error) s.failure ??= `${m.file}: ${m.error}`;
      else s.written++;
      for (const wake of s.waiters.splice(0)) wake();
    });
    w.on('error', (err) => {
      s.failure ??= String(err);
      s.queued = 0;
      for (const wake of s.waiters.splice(0)) wake();
    });
    s.worker = w;
  }
  return s.worker;
}

const shrunk = (s: TwinState) => new Promise<void>((resolve) => s.waiters.push(resolve));

/** Hands a rendered page to the compressing thread; waits while too many are queued. */
export async function queueTwin(file: string, bytes: Uint8Array): Promise<void> {
  const s = state();
  while (s.queued >= QUEUED && !s.failure) await shrunk(s);
  s.queued++;
  worker(s).postMessage({ file, bytes, quality: brotliQuality(file) });
}

/** Waits until every queued twin is written, then ends the thread; throws the first failure. Gives the number written. */
export async function drainTwins(): Promise<number> {
  const s = state();
  while (s.queued > 0 && !s.failure) await shrunk(s);
  await s.worker?.terminate();
  s.worker = null;
  if (s.failure) throw new Error(`brotli twin: ${s.failure}`);
  return s.written;
}
