/**
 * Exposé generation: the listing from the snapshot (the API's properties table holds only a summary), a cached
 * PDF when one exists for the same content, options and language, else a print job on the exposé queue (the
 * model, the template and the browser), whose PDF the request waits for.
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

/** How long a visitor's request waits for its print (the queue may hold others first) before it gives up. */
export const PRINT_WAIT_MS = 60_000;
/** How often a waiting request looks for a PDF printed by another process. */
const LOOK_EVERY_MS = 150;

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
  /** `beforePrint` runs only when the PDF must be printed (not cached, not being printed): it may refuse. */
  create(
    listing: Listing,
    options: ExposeOptions<LangCode>,
    hooks?: { beforePrint?: () => Promise<void> },
  ): Promise<ExposeResult>;
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
  /**
   * Opens the print queue (with the exposé job, its concurrency and wake-up on enqueue); called on the first
   * print, so a process that never prints holds no queue of its own.
   */
  openPrintQueue: () => Promise<JobQueue>;
}

export function createExposeService(s: ExposeSettings): ExposeService {
  const executable = checkChromium(s.chromiumPath);
  const engine = createPrintEngine(executable);
  const cache = createExposeCache(s.dataDir, s.now);
  // The same exposé asked for twice while it prints (a double click, two visitors) is printed once.
  const inflight = new Map<string, Promise<Buffer>>();
  // Prints this process's workers finished, by job key: a request waiting here gets the bytes without the disk.
  const waiting = new Map<string, (pdf: Buffer) => void>();
  let queue: Promise<JobQueue> | null = null;

  const printer: ExposePrinter = {
    async printToCache(payload, jobKey) {
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
  async function printThroughQueue(payload: ExposePrintPayload): Promise<Buffer> {
    const q = await printQueue();
    const jobKey = `${EXPOSE_PRINT}:${payload.cacheKey}:${randomUUID()}`;
    let handOver!: (pdf: Buffer) => void;
    const printedHere = new Promise<Buffer>((resolve) => (handOver = resolve));
    waiting.set(jobKey, handOver);
    try {
      await q.enqueue(EXPOSE_PRINT, payload, { key: jobKey });
      const deadline = Date.now() + PRINT_WAIT_MS;
      for (;;) {
        let timer: NodeJS.Timeout | undefined;
        const pdf = await Promise.race([
          printedHere,
          new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), LOOK_EVERY_MS))),
        ]);
        clearTimeout(timer);
        if (pdf) return pdf;
        // Printed by another process, which wrote it to the shared cache.
        const cached = await cache.get(payload.cacheKey);
        if (cached) return cached;
        const outcome = await q.outcome(jobKey);
        if (outcome?.state === 'failed') throw new Error(`exposé print failed: ${outcome.lastError ?? 'unknown'}`);
        if (Date.now() > deadline) throw new Error(`exposé print not done after ${PRINT_WAIT_MS / 1000} s`);
      }
    } finally {
      waiting.delete(jobKey);
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
      if (running) return { pdf: await running, fileName, cached: false };
      // Registered before anything is awaited, so a request arriving meanwhile joins this print.
      const job = (async () => {
        await hooks.beforePrint?.();
        return printThroughQueue({ cacheKey: key, listingId: listing.id, query: exposeQuery(options), rate });
      })();
      inflight.set(key, job);
      try {
        return { pdf: await job, fileName, cached: false };
      } finally {
        inflight.delete(key);
      }
    },
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
