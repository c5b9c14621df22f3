/**
 * Exposé generation: the listing from the snapshot (the API's properties table holds only a summary), a cached
 * PDF when one exists for the same content, options and language, else a print job on the exposé queue (the
 * model, the template and the browser), whose PDF the request waits for. Work nobody waits for is not done: a print
 * whose every waiting request went away is dropped before it starts, and beyond `maxPrints` prints waiting or
 * running here a new one is refused at once (503 with Retry-After) instead of failing after a minute in line.
 */
import { randomUUID } from 'node:crypto';
import type { Listing } from '../../domain/listing';
import type { ExposeOptions } from '../../domain/validation/expose';
import type { LangCode } from '../../i18n/languages';
import type { CurrencyCode } from '../../domain/currency';
import type { ListingReader } from '../../snapshot/reader';
import { serverTranslator } from '../../platform/i18n';
import { createExposeCache, type ExposeCache } from './cache';
import { checkChromium, createPrintEngine, type PrintEngine } from './engine';
import { buildExposeModel } from './model';
import { TEMPLATE_VERSION, headerFooter, renderExposeHtml } from './templates';
import { exposeFileName } from './file-name';
import type { RatesService } from '../currency/ecb';
import type { JobQueue } from '../../platform/queue/queue';
import { exposeQuery, exposeQuerySchema } from '../../domain/validation/expose';
import { LANG_CODES } from '../../i18n/languages';
import { EXPOSE_PRINT, type ExposePrintPayload, type ExposePrinter } from './jobs';
import { ApiError } from '../../platform/errors';

/** How long a visitor's request waits for its print (the queue may hold others first) before it gives up. */
export const PRINT_WAIT_MS = 60_000;
/** How often a waiting request looks for a PDF printed by another process. */
const LOOK_EVERY_MS = 150;
/** What a refused or timed-out request is told to wait before asking again: about the time a queue's prints take. */
export const BUSY_RETRY_AFTER_S = 30;

/** The answer when the prints are full or a print did not come in time: try again later, nothing is broken. */
const busy = () => new ApiError(503, 'expose.error.busy', {}, { 'Retry-After': String(BUSY_RETRY_AFTER_S) });

export interface ExposeResult {
  pdf: Buffer;
  fileName: string;
  cached: boolean;
}

export interface ExposeService {
  /** False when no Chromium was found: the API answers 503. */
  readonly available: boolean;
  readonly engine: PrintEngine;
  readonly cache: ExposeCache;
  /** The listing, or null when the snapshot has none with this id. */
  findListing(id: number): Listing | null;
  /**
   * `beforePrint` runs only when the PDF must be printed (not cached, not being printed): it may refuse. When
   * `signal` aborts (the client went away) the request stops waiting, and its print is dropped if no one else
   * waits for the same file.
   */
  create(
    listing: Listing,
    options: ExposeOptions<LangCode>,
    hooks?: { beforePrint?: () => Promise<void>; signal?: AbortSignal },
  ): Promise<ExposeResult>;
  /** Prints waiting or running for this process's requests. */
  pending(): number;
  close(): Promise<void>;
}

export interface ExposeSettings {
  /** The process's snapshot reader: the listing an exposé shows. */
  listings: ListingReader;
  /** The exposé cache and the listings' pictures live here. */
  dataDir: string;
  siteUrl: string;
  localesDir: string | undefined;
  chromiumPath: string | undefined;
  brand: string;
  now: () => number;
  /** Exchange rates for a price in the visitor's currency. */
  rates?: RatesService;
  /** Prints waiting or running for this process's requests at most (EXPOSE_PRINTS_WAITING); beyond, 503. */
  maxPrints?: number;
  /** The cache's size in bytes at most (EXPOSE_CACHE_MB); the least recently used PDFs go first. */
  cacheMaxBytes?: number;
  /**
   * Opens the print queue (with the exposé job, its concurrency and wake-up on enqueue); called on the first
   * print, so a process that never prints holds no queue of its own.
   */
  openPrintQueue: () => Promise<JobQueue>;
}

export function createExposeService(s: ExposeSettings): ExposeService {
  const executable = checkChromium(s.chromiumPath);
  const engine = createPrintEngine(executable);
  const cache = createExposeCache(s.dataDir, s.now, s.cacheMaxBytes);
  const maxPrints = s.maxPrints ?? Infinity;
  /**
   * The same exposé asked for twice while it prints (a double click, two visitors) is printed once: the requests
   * waiting for it are counted, and the last one to leave cancels it.
   */
  const inflight = new Map<string, { pdf: Promise<Buffer>; waiters: number; cancel: AbortController }>();
  // Prints this process's workers finished, by job key: a request waiting here gets the bytes without the disk.
  const waiting = new Map<string, (pdf: Buffer) => void>();
  // Jobs this process enqueued that nobody waits for any more: their worker drops them before printing.
  const abandoned = new Set<string>();
  /** This process's mark in its job keys, so its worker knows which jobs' waiters it can see. */
  const origin = randomUUID().slice(0, 8);
  let queue: Promise<JobQueue> | null = null;
  const abandon = (jobKey: string) => {
    abandoned.add(jobKey);
    // Keys of jobs another process took are never looked up here: the oldest go, so the set stays small.
    if (abandoned.size > 1000) abandoned.delete(abandoned.values().next().value!);
  };

  const printer: ExposePrinter = {
    async printToCache(payload, jobKey) {
      // A print nobody waits for is not made. (A job another process enqueued is printed: its waiters live there.)
      if (abandoned.delete(jobKey)) return;
      // The print may run in another process than the request: it looks at the snapshot now, not at its last look.
      const listing = s.listings.latest().listing(payload.listingId);
      if (!listing) throw new Error(`listing ${payload.listingId} is no longer in the snapshot`);
      const options = exposeQuerySchema(LANG_CODES).parse(Object.fromEntries(new URLSearchParams(payload.query)));
      const rates = payload.rate === null ? undefined : { [options.currency]: payload.rate };
      const pdf = await print(listing, options, rates);
      // A full disk costs the next request a print; a waiter in this process still gets its PDF.
      await cache
        .put(payload.cacheKey, pdf)
        .catch((err: unknown) => console.warn('[expose] could not cache a PDF:', err));
      waiting.get(jobKey)?.(pdf);
    },
  };

  function printQueue(): Promise<JobQueue> {
    queue ??= (async () => {
      const q = await s.openPrintQueue();
      await q.work({ printer }, [EXPOSE_PRINT]);
      return q;
    })().catch((err: unknown) => {
      queue = null;
      throw err;
    });
    return queue;
  }

  /** Enqueues the print and waits for its PDF: handed over here, found in the cache, or the job's failure. */
  async function printThroughQueue(payload: ExposePrintPayload, cancel: AbortSignal): Promise<Buffer> {
    const q = await printQueue();
    const jobKey = `${EXPOSE_PRINT}:${payload.cacheKey}:${origin}:${randomUUID()}`;
    let handOver!: (pdf: Buffer) => void;
    const printedHere = new Promise<Buffer>((resolve) => (handOver = resolve));
    let stop!: () => void;
    const cancelled = new Promise<'cancelled'>((resolve) => (stop = () => resolve('cancelled')));
    cancel.addEventListener('abort', stop, { once: true });
    waiting.set(jobKey, handOver);
    try {
      if (cancel.aborted) throw new Error('exposé no longer wanted');
      await q.enqueue(EXPOSE_PRINT, payload, { key: jobKey });
      const deadline = Date.now() + PRINT_WAIT_MS;
      for (;;) {
        let timer: NodeJS.Timeout | undefined;
        const pdf = await Promise.race([
          printedHere,
          cancelled,
          new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), LOOK_EVERY_MS))),
        ]);
        clearTimeout(timer);
        if (pdf === 'cancelled') {
          // Dropped by this process's worker before it starts; a print already running finishes into the cache.
          abandon(jobKey);
          throw new Error('exposé no longer wanted');
        }
        if (pdf) return pdf;
        // Printed by another process, which wrote it to the shared cache.
        const cached = await cache.get(payload.cacheKey);
        if (cached) return cached;
        const outcome = await q.outcome(jobKey);
        if (outcome?.state === 'failed') throw new Error(`exposé print failed: ${outcome.lastError ?? 'unknown'}`);
        if (Date.now() > deadline) {
          console.warn(`[expose] print not done after ${PRINT_WAIT_MS / 1000} s: the print queue is full`);
          abandon(jobKey);
          throw busy();
        }
      }
    } finally {
      cancel.removeEventListener('abort', stop);
      waiting.delete(jobKey);
    }
  }

  /** Waits for a print with the others who want it; leaving as the last one cancels it. */
  async function join(
    entry: { pdf: Promise<Buffer>; waiters: number; cancel: AbortController },
    signal: AbortSignal | undefined,
  ): Promise<Buffer> {
    entry.waiters++;
    let left = false;
    let gone!: (err: Error) => void;
    const leaving = new Promise<never>((_, reject) => (gone = reject));
    const leave = () => {
      if (left) return;
      left = true;
      if (--entry.waiters === 0) entry.cancel.abort();
      gone(new Error('exposé no longer wanted'));
    };
    if (signal?.aborted) leave();
    signal?.addEventListener('abort', leave, { once: true });
    try {
      // The request that leaves stops waiting at once; the print goes on for those still waiting.
      return await Promise.race([entry.pdf, leaving]);
    } finally {
      signal?.removeEventListener('abort', leave);
      if (!left) {
        left = true;
        entry.waiters--;
      }
    }
  }

  return {
    available: executable !== null,
    engine,
    cache,
    findListing: (id) => s.listings.current().listing(id) ?? null,
    async create(listing, options, hooks = {}) {
      const fileName = exposeFileName(listing, options.lang);
      // A price in another currency depends on the day's rate: the rate is part of the cache key.
      const rates = options.currency !== 'EUR' && s.rates ? (await s.rates.get()).rates : undefined;
      const rate = rates?.[options.currency] ?? null;
      const key = cache.key({
        v: TEMPLATE_VERSION,
        id: listing.id,
        digest: listing.digest,
        site: s.siteUrl,
        brand: s.brand,
        rate,
        ...options,
      });
      const hit = await cache.get(key);
      if (hit) return { pdf: hit, fileName, cached: true };
      const running = inflight.get(key);
      if (running) return { pdf: await join(running, hooks.signal), fileName, cached: false };
      if (hooks.signal?.aborted) throw new Error('exposé no longer wanted');
      if (inflight.size >= maxPrints) throw busy();
      // Registered before anything is awaited, so a request arriving meanwhile joins this print.
      const cancel = new AbortController();
      const pdf = (async () => {
        await hooks.beforePrint?.();
        const payload = { cacheKey: key, listingId: listing.id, query: exposeQuery(options), rate };
        return printThroughQueue(payload, cancel.signal);
      })();
      const entry = { pdf, waiters: 0, cancel };
      inflight.set(key, entry);
      // Settled whoever waits: the entry goes when the print is done, failed or dropped.
      const done = () => {
        if (inflight.get(key) === entry) inflight.delete(key);
      };
      void pdf.then(done, done);
      return { pdf: await join(entry, hooks.signal), fileName, cached: false };
    },
    pending: () => inflight.size,
    async close() {
      const q = queue;
      queue = null;
      // Running prints finish (their waiters get their PDFs) before the browser goes.
      if (q) await (await q.catch(() => null))?.stop();
      await engine.close();
    },
  };

  async function print(
    listing: Listing,
    options: ExposeOptions<LangCode>,
    rates: Partial<Record<CurrencyCode, number>> | undefined,
  ): Promise<Buffer> {
    const t = serverTranslator(options.lang, s.localesDir);
    const model = await buildExposeModel({
      listing,
      options,
      t,
      dataDir: s.dataDir,
      siteUrl: s.siteUrl,
      brand: s.brand,
      now: s.now(),
      rates,
    });
    const { header, footer } = headerFooter(model, options.template);
    return engine.print({
      html: renderExposeHtml(model, options.template),
      headerTemplate: header,
      footerTemplate: footer,
    });
  }
}
