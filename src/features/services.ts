/**
 * The features' long-lived services of one process (the context's `services`): exchange rates, the properties
 * table's sync and the listing summaries, the exposé printer with its own print queue, and the API latency
 * recorder. Made by the registry's `openContext`, closed with the context.
 */
import type { Config } from '../platform/config';
import { openJobQueue } from '../platform/queue/open-queue';
import type { ListingReader } from '../snapshot/reader';
import type { FeatureServices } from './context';
import type { PortalDatabase } from './db';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from './auth/password';
import { createRatesService, type RatesService } from './currency/ecb';
import { createExposeService } from './expose/service';
import { exposePrintJob, PRINTS_AT_ONCE } from './expose/jobs';
import type { ListingSync } from './listing-sync/sync';
import { createLatencyRecorder } from './monitoring/latency';
import { createSnapshotLoader } from './properties/snapshot-loader';
import { createListingSummaries } from './properties/summaries';

export interface PlatformParts {
  config: Config;
  database: PortalDatabase;
  listings: ListingReader;
  now: () => number;
  fetch: typeof fetch;
  /** pg-boss's schema on PostgreSQL, for the exposé's print queue. */
  pgBossSchema: string;
}

export function createFeatureServices(
  { config, database, listings, now, fetch, pgBossSchema }: PlatformParts,
  options: { rates?: RatesService; scryptCost?: ScryptCost; listingSync?: ListingSync },
): { services: FeatureServices; close(): Promise<void> } {
  const summaries = createListingSummaries(listings);
  const snapshot = createSnapshotLoader({ db: database.db, listings, now });
  const rates = options.rates ?? createRatesService({ url: config.ecbRatesUrl, fetch, now });
  const expose = createExposeService({
    listings,
    dataDir: config.dataDir,
    siteUrl: config.siteUrl,
    localesDir: config.localesDir,
    chromiumPath: config.chromiumPath,
    brand: config.officeName,
    now,
    rates,
    maxPrints: config.exposePrintsWaiting,
    cacheMaxBytes: config.exposeCacheMaxBytes,
    // Prints run on the wall clock, whatever clock the rest of the process is given.
    openPrintQueue: () =>
      openJobQueue({
        database,
        definitions: [exposePrintJob],
        databaseUrl: config.databaseUrl,
        pgBossSchema,
        concurrency: PRINTS_AT_ONCE,
        wakeOnEnqueue: true,
        pollMs: 500,
      }),
  });
  const latency = createLatencyRecorder(database.db);
  return {
    services: {
      rates,
      snapshot,
      summaries,
      expose,
      latency,
      scryptCost: options.scryptCost ?? DEFAULT_SCRYPT_COST,
      listingSync: options.listingSync,
    },
    async close() {
      await snapshot.idle();
      await expose.close();
      await latency.close();
    },
  };
}
