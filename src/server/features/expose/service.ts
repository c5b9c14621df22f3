/**
 * Exposé generation: the listing from the snapshot (the API's properties table holds only a summary), a cached
 * PDF when one exists for the same content, options and language, else the model, the template and a print.
 */
import type { Listing } from '../../../domain/listing';
import type { ExposeOptions } from '../../../domain/validation/expose';
import type { LangCode } from '../../../i18n/languages';
import type { CurrencyCode } from '../../../domain/currency';
import { readSnapshot, readSnapshotDigest } from '../../../snapshot/read';
import { serverTranslator } from '../../platform/i18n';
import { createExposeCache, type ExposeCache } from './cache';
import { checkChromium, createPrintEngine, type PrintEngine } from './engine';
import { buildExposeModel } from './model';
import { TEMPLATE_VERSION, headerFooter, renderExposeHtml } from './templates';
import { exposeFileName } from './file-name';
import type { RatesService } from '../currency/ecb';

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
  dataDir: string;
  siteUrl: string;
  localesDir: string | undefined;
  chromiumPath: string | undefined;
  brand: string;
  now: () => number;
  /** Exchange rates for a price in the visitor's currency. */
  rates?: RatesService;
}

export function createExposeService(s: ExposeSettings): ExposeService {
  const executable = checkChromium(s.chromiumPath);
  const engine = createPrintEngine(executable);
  const cache = createExposeCache(s.dataDir, s.now);
  // The same exposé asked for twice while it prints (a double click, two visitors) is printed once.
  const inflight = new Map<string, Promise<Buffer>>();
  // The snapshot's listings by id, read again only when its digest changes (reading meta.json is cheap).
  let loaded: { digest: string | null; byId: Map<number, Listing> } | null = null;

  function listings(): Map<number, Listing> {
    const digest = readSnapshotDigest(s.dataDir);
    if (!loaded || loaded.digest !== digest) {
      const snap = readSnapshot(s.dataDir);
      loaded = { digest, byId: new Map(snap.properties.map((l) => [l.id, l])) };
    }
    return loaded.byId;
  }

  return {
    available: executable !== null,
    engine,
    cache,
    findListing: (id) => listings().get(id) ?? null,
    async create(listing, options, hooks = {}) {
      const fileName = exposeFileName(listing, options.lang);
      // A price in another currency depends on the day's rate: the rate is part of the cache key.
      const rates = options.currency !== 'EUR' && s.rates ? (await s.rates.get()).rates : undefined;
      const key = cache.key({
        v: TEMPLATE_VERSION,
        id: listing.id,
        digest: listing.digest,
        site: s.siteUrl,
        brand: s.brand,
        rate: rates?.[options.currency] ?? null,
        ...options,
      });
      const hit = await cache.get(key);
      if (hit) return { pdf: hit, fileName, cached: true };
      const running = inflight.get(key);
      if (running) return { pdf: await running, fileName, cached: false };
      // Registered before anything is awaited, so a request arriving meanwhile joins this print.
      const job = (async () => {
        await hooks.beforePrint?.();
        return print(listing, options, rates);
      })();
      inflight.set(key, job);
      try {
        const pdf = await job;
        // A full disk costs the next request a print, not this one its PDF.
        await cache.put(key, pdf).catch((err: unknown) => console.warn('[expose] could not cache a PDF:', err));
        return { pdf, fileName, cached: false };
      } finally {
        inflight.delete(key);
      }
    },
    close: () => engine.close(),
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
