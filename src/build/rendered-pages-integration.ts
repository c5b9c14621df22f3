/**
 * The Astro integration that hands every file a build writes into its client folder to a thread of its own
 * (./rendered-pages-worker.ts: the brotli twin, the notes for the search index and the script check), while the
 * file's bytes are in memory.
 *
 * Astro has no hook for each page it writes; its generator writes each one with `fs.promises.writeFile`, which this
 * integration wraps from the start of the build until every page is generated. Where Astro writes its pages some
 * other way one day, nothing is handed over and the build's later steps do the work from the files themselves
 * (slower, with the same result). Taking the bytes from the page's response in a middleware instead cost two more
 * copies of every page, which made V8 collect the renderer's whole heap every half second at 10,000 listings.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration } from 'astro';
import { env } from '~/config/env';

/** Files handed over and not yet handled: beyond this many, Astro's writes wait. */
export const QUEUED = 32;
/**
 * Bytes handed over and not yet handled: beyond this, Astro's writes wait too (one file is always let through).
 * Counted by files alone, 32 sitemaps of 11 MB each (100,000 listings) could wait for the thread at once.
 */
export const QUEUED_BYTES = 16 * 2 ** 20;
/**
 * A file this large goes to the thread by its name, and the thread reads it back (from the page cache, just
 * written): no copy of it crosses to the thread or waits there in a message, each large file's bytes are in the
 * thread only while it compresses them. Pages (about 110 KB) are copied, which costs less than reading each back.
 */
export const BY_NAME_BYTES = 2 ** 20;

/**
 * The thread's own heap limit. A thread gets the process's heap limit unless told otherwise, and V8 grows a heap
 * between full collections by what the limit allows, not by what is live: at 100,000 listings in 15 languages the
 * thread's heap stood at 142 MB for 12 MB live after 20 minutes of pages (47 MB after 6), memory beside the
 * renderer's heap that its limit does not bound. What the thread holds at once is one file's bytes as a string
 * (pages of about 110 KB, a large one up to a few MB; files of 1 MB and more are read as buffers outside the heap)
 * and its notes' open files.
 */
export const THREAD_HEAP_MB = 64;

/** How a written file of `size` bytes goes to the thread. */
export function handOverBy(size: number): 'copy' | 'name' {
  return size >= BY_NAME_BYTES ? 'name' : 'copy';
}

/** Whether a file of `size` bytes must wait before it is handed over, with `queued` files of `queuedBytes` pending. */
export function mustWait(queued: number, queuedBytes: number, size: number): boolean {
  return queued >= QUEUED || (queued > 0 && queuedBytes + size > QUEUED_BYTES);
}

interface Handover {
  worker: Worker;
  queued: number;
  queuedBytes: number;
  handled: number;
  failure: string | null;
  waiters: Array<() => void>;
  original: typeof fs.promises.writeFile;
}

function start(outDir: string, notesDir: string, shard: string | undefined): Handover {
  const worker = new Worker(new URL('./rendered-pages-worker.ts', import.meta.url), {
    // The project's TypeScript, as every script of the build runs it.
    execArgv: ['--import', 'tsx'],
    workerData: { outDir, notesDir, shard },
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
  });
  const h: Handover = {
    worker,
    queued: 0,
    queuedBytes: 0,
    handled: 0,
    failure: null,
    waiters: [],
    original: fs.promises.writeFile,
  };
  // A build that fails on the way must not be kept alive by the thread; finish() holds it while it waits.
  worker.unref();
  const wake = () => {
    for (const w of h.waiters.splice(0)) w();
  };
  worker.on('message', (m: { file: string; size: number; error?: string }) => {
    h.queued--;
    h.queuedBytes -= m.size;
    if (m.error) h.failure ??= `${m.file}: ${m.error}`;
    else h.handled++;
    wake();
  });
  worker.on('error', (err) => {
    h.failure ??= String((err as Error).stack ?? err);
    h.queued = 0;
    h.queuedBytes = 0;
    wake();
  });
  const client = path.join(path.resolve(outDir), 'client') + path.sep;
  const wrapped = async (...args: Parameters<typeof fs.promises.writeFile>) => {
    await h.original(...args);
    const [target, data] = args;
    const name = target instanceof URL ? fileURLToPath(target) : typeof target === 'string' ? target : null;
    if (!name || !name.startsWith(client) || !(data instanceof Uint8Array) || h.failure) return;
    const size = data.byteLength;
    while (mustWait(h.queued, h.queuedBytes, size) && !h.failure) await new Promise<void>((r) => h.waiters.push(r));
    h.queued++;
    h.queuedBytes += size;
    const file = name.slice(client.length).split(path.sep).join('/');
    // A page is copied into the thread's heap (the renderer's own buffer goes on to the next write); a large file
    // goes by its name.
    worker.postMessage({ file, size, bytes: handOverBy(size) === 'copy' ? data : null });
  };
  fs.promises.writeFile = wrapped as typeof fs.promises.writeFile;
  return h;
}

/** Waits for every file handed over, stops the thread and puts Astro's writes back; throws the first failure. */
async function finish(h: Handover): Promise<number> {
  h.worker.ref();
  while (h.queued > 0 && !h.failure) await new Promise<void>((r) => h.waiters.push(r));
  fs.promises.writeFile = h.original;
  await h.worker.terminate();
  if (h.failure) throw new Error(`handling a rendered file failed: ${h.failure}`);
  return h.handled;
}

export function renderedPages(): AstroIntegration {
  let handover: Handover | null = null;
  return {
    name: 'immoportal-rendered-pages',
    hooks: {
      // Only a build into a folder of its own (./render.ts sets PORTAL_OUT_DIR) hands its files over.
      'astro:build:start': () => {
        const { PORTAL_OUT_DIR: outDir, PORTAL_NOTES_DIR: notesDir, PORTAL_SHARD: shard } = env();
        if (outDir) handover = start(outDir, notesDir ?? outDir, shard);
      },
      'astro:build:generated': async ({ logger }) => {
        if (!handover) return;
        const handled = await finish(handover);
        handover = null;
        logger.info(`${handled} files compressed and noted as they were written`);
      },
    },
  };
}
