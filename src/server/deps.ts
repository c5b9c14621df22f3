/**
 * Everything the API needs from outside, built once per process (or per test file). Passing it into
 * `createApp` keeps the app free of globals, so tests run it in-process against their own database.
 */
import type { Config } from '../platform/config';
import { createMailer, type Mailer } from '../platform/mail/mailer';
import { createRatesService, type RatesService } from '../features/currency/ecb';
import { createSnapshotLoader, type SnapshotLoader } from '../features/properties/snapshot-loader';
import { createListingSummaries, type ListingSummaries } from '../features/properties/summaries';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from '../features/auth/password';
import { createExposeService, type ExposeService } from '../features/expose/service';
import { exposePrintJob, PRINTS_AT_ONCE } from '../features/expose/jobs';
import { openJobQueue } from '../platform/queue/open-queue';
import { createLatencyRecorder, type LatencyRecorder } from '../features/monitoring/middleware';
import { connectPortalDatabase, PORTAL_JOBS } from '../features/index';
import type { PortalDatabase } from '../features/db';
import type { JobQueue } from '../platform/queue/queue';
import type { JobDefinition } from '../platform/queue/queue';
import { sharedListingReader, type ListingReader } from '../snapshot/reader';

export interface AppDeps {
  config: Config;
  database: PortalDatabase;
  /** The mail transport: only the outbox job sends through it. */
  mailer: Mailer;
  jobs: JobQueue;
  rates: RatesService;
  /** The listing snapshot as this process reads it: every feature reads listings and projects through it. */
  listings: ListingReader;
  /** Keeps the properties table at the snapshot the reader holds. */
  snapshot: SnapshotLoader;
  /** The listing summaries in memory, made from the reader's snapshot. */
  summaries: ListingSummaries;
  /** PDF exposés: the warm browser and the disk cache. */
  expose: ExposeService;
  /** API durations per route and hour, written once a minute. */
  latency: LatencyRecorder;
  now: () => number;
  fetch: typeof fetch;
  scryptCost: ScryptCost;
  close(): Promise<void>;
}

export interface DepsOverrides {
  database?: PortalDatabase;
  /** PostgreSQL schema (tests use a fresh one per file); pg-boss gets `<schema>_jobs`. */
  schema?: string;
  mailer?: Mailer;
  rates?: RatesService;
  now?: () => number;
  fetch?: typeof fetch;
  scryptCost?: ScryptCost;
  jobDefinitions?: readonly JobDefinition[];
  jobPollMs?: number;
  /** The snapshot reader (default: the process's one for the data folder). */
  listings?: ListingReader;
}

export async function createDeps(config: Config, overrides: DepsOverrides = {}): Promise<AppDeps> {
  const now = overrides.now ?? Date.now;
  const doFetch = overrides.fetch ?? fetch;
  const database =
    overrides.database ??
    (await connectPortalDatabase({ url: config.databaseUrl, sqliteFile: config.sqliteFile, schema: overrides.schema }));
  const listings =
    overrides.listings ?? sharedListingReader({ dataDir: config.dataDir, checkMs: config.snapshotCheckMs, now });
  const summaries = createListingSummaries(listings);
  const snapshot = createSnapshotLoader({ db: database.db, listings, now });
  try {
    await snapshot.refresh();
  } catch (err) {
    // The API still serves accounts and favourites; listings come with the next good snapshot.
    console.error('[snapshot] initial load failed:', err);
  }
  const jobs = await openJobQueue({
    database,
    definitions: overrides.jobDefinitions ?? PORTAL_JOBS,
    databaseUrl: config.databaseUrl,
    pgBossSchema: overrides.schema ? `${overrides.schema}_jobs` : config.pgBossSchema,
    now,
    pollMs: overrides.jobPollMs,
  });
  const mailer = overrides.mailer ?? createMailer(config);
  const rates = overrides.rates ?? createRatesService({ url: config.ecbRatesUrl, fetch: doFetch, now });
  const expose = createExposeService({
    listings,
    dataDir: config.dataDir,
    siteUrl: config.siteUrl,
    localesDir: config.localesDir,
    chromiumPath: config.chromiumPath,
    brand: config.officeName,
    now,
    rates,
    // Prints run on the wall clock, whatever clock the rest of the API is given.
    openPrintQueue: () =>
      openJobQueue({
        database,
        definitions: [exposePrintJob as JobDefinition],
        databaseUrl: config.databaseUrl,
        pgBossSchema: overrides.schema ? `${overrides.schema}_jobs` : config.pgBossSchema,
        concurrency: PRINTS_AT_ONCE,
        wakeOnEnqueue: true,
        pollMs: 500,
      }),
  });
  const latency = createLatencyRecorder(database.db);
  return {
    config,
    database,
    latency,
    mailer,
    jobs,
    rates,
    listings,
    snapshot,
    summaries,
    expose,
    now,
    fetch: doFetch,
    scryptCost: overrides.scryptCost ?? DEFAULT_SCRYPT_COST,
    async close() {
      await snapshot.idle();
      await expose.close();
      await latency.close();
      await jobs.stop();
      await database.close();
    },
  };
}
