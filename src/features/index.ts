/**
 * The features' registry: what each feature gives the API and the worker. The API (src/server) mounts the routers
 * listed here and runs their middleware; the worker (src/worker) works their jobs, ticks their schedules and runs
 * their clean-ups in its daily clean-up job; both migrate the database with their migrations. Neither reaches
 * into a feature folder itself, so a feature is added or removed here and nowhere else.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Config } from '../platform/config';
import type { MigrationSet } from '../platform/db/column-types';
import { connectDatabase, type DatabaseOptions } from '../platform/db/database';
import { createMailer, type Mailer } from '../platform/mail/mailer';
import { openJobQueue } from '../platform/queue/open-queue';
import type { JobDefinition } from '../platform/queue/queue';
import type { RunningSchedules, Schedule } from '../platform/queue/schedules';
import { sendMailJob } from '../platform/mail/outbox-job';
import type { SmsGateway } from '../platform/sms/gateway';
import { smsSendJob } from '../platform/sms/send-job';
import { createSmppGateway } from '../platform/sms/smpp';
import { vapidKeys } from '../platform/push/vapid';
import { sharedListingReader, type ListingReader } from '../snapshot/reader';
import type { AppEnv, Context } from './context';
import type { DB, PortalDatabase } from './db';
import { createFeatureServices } from './services';
import type { ScryptCost } from './auth/password';
import type { RatesService } from './currency/ecb';
import { adminRoutes } from './admin/routes';
import { UPLOAD_PATH } from './admin/imports-routes';
import { pruneUploads } from './admin/uploads';
import { env } from '../config/env';
import { adminMigrations } from './admin/migrations';
import { aiSearchRoutes } from './ai-search/routes';
import { assistantRoutes } from './assistant/routes';
import { assistantMigrations } from './assistant/migrations';
import { pruneUnanswered } from './assistant/repository';
import { authRoutes } from './auth/routes';
import { passwordRoutes } from './auth/password-routes';
import { profileRoutes } from './auth/profile-routes';
import { socialRoutes } from './auth/social-routes';
import { loadSession } from './auth/session';
import { authMigrations } from './auth/migrations';
import { pruneExpiredAuthRows } from './auth/tokens';
import { currencyRoutes } from './currency/routes';
import { exposeRoutes } from './expose/routes';
import { checkChromium } from './expose/engine';
import { favoritesRoutes } from './favorites/routes';
import { favoritesMigrations } from './favorites/migrations';
import { healthRoutes } from './health/routes';
import { appointmentRoutes, inquiryRoutes } from './leads/routes';
import { leadCopyRoutes } from './leads/copy-routes';
import { leadsMigrations } from './leads/migrations';
import { leadDeliveryJob } from './leads/jobs';
import { pruneLeadFingerprints } from './leads/repository';
import { LISTING_SYNC, listingSyncJob, listingSyncSchedules, watchSyncRequests } from './listing-sync/jobs';
import { mediaThumbnailsJob } from './listing-sync/thumbnails';
import type { ListingSync } from './listing-sync/sync';
import { checkTranslationSettings, translationBackfillJob } from './translation/jobs';
import { placesBackfillJob } from './places/jobs';
import { monitorRequests } from './monitoring/middleware';
import { rumRoutes } from './monitoring/rum-routes';
import { monitoringMigrations } from './monitoring/migrations';
import { pruneAggregates, pruneApiErrors } from './monitoring/repository';
import { newsletterRoutes } from './newsletter/routes';
import { newsletterMigrations } from './newsletter/migrations';
import { newsletterIssueJob, newsletterSchedules } from './newsletter/jobs';
import { pruneUnconfirmed } from './newsletter/repository';
import { priceAlertRoutes } from './price-alerts/routes';
import { priceAlertMigrations } from './price-alerts/migrations';
import { priceAlertCheckJob, priceAlertNotifyJob, priceAlertSchedules } from './price-alerts/jobs';
import { propertiesRoutes } from './properties/routes';
import { propertiesMigrations } from './properties/migrations';
import { adminReportRoutes, reportRoutes } from './reports/routes';
import { reportsMigrations } from './reports/migrations';
import { pruneHandledReports } from './reports/repository';
import { pushRoutes } from './push/routes';
import { pushMigrations } from './push/migrations';
import { pushSendJob } from './push/jobs';
import { searchAgentRoutes } from './search-agents/routes';
import { searchAgentsMigrations } from './search-agents/migrations';
import { searchAgentJobs, searchAgentSchedules } from './search-agents/jobs';

export type { ListingSync };
export type { AppBindings, AppEnv, Context } from './context';
export type { DB, PortalDatabase } from './db';

const DAY = 24 * 3_600_000;

/** What schedules depend on: the listing sync's cron expression (SYNC_CRON). */
export type ScheduleSettings = Pick<Config, 'syncCron'>;

export interface Feature {
  name: string;
  /** Routers and where the API mounts them under /api, in the order given (a longer path before its prefix). */
  routes?: ReadonlyArray<{ path: string; router: () => Hono<AppEnv> }>;
  /**
   * Middleware on every API request: `outer` around everything the request goes through (measuring it),
   * `inner` after the platform's checks (origin, body limit), before the routes.
   */
  middleware?: { outer?: () => MiddlewareHandler<AppEnv>; inner?: () => MiddlewareHandler<AppEnv> };
  /** API paths whose POST body may be as large as an upload (`config.uploadMaxBytes`), not an API call's. */
  uploadPaths?: readonly string[];
  migrations?: MigrationSet;
  jobs?: readonly JobDefinition[];
  schedules?: (settings: ScheduleSettings) => readonly Schedule[];
  /** What the daily clean-up removes of this feature's rows (`now`: the job's clock). */
  cleanup?: (db: Kysely<DB>, now: number) => Promise<void>;
  /** What a serving process prepares or checks once at its start. */
  onStart?: (config: Config) => void;
  worker?: {
    /** Whether a worker process works this feature's jobs (default: every worker does). */
    works?: (ctx: Context) => boolean;
    /** Runs beside the worker's queue while it works; returns how to stop. */
    watch?: (ctx: Context) => () => void;
    /** A word for the worker's start line (when the feature's next scheduled run is, say). */
    describe?: (schedules: RunningSchedules) => string | null;
  };
}

export const FEATURES: readonly Feature[] = [
  {
    name: 'auth',
    middleware: { inner: () => loadSession },
    routes: [
      { path: '/auth/password', router: passwordRoutes },
      { path: '/auth/me', router: profileRoutes },
      { path: '/auth/social', router: socialRoutes },
      { path: '/auth', router: authRoutes },
    ],
    migrations: authMigrations,
    cleanup: pruneExpiredAuthRows,
  },
  { name: 'favorites', routes: [{ path: '/favorites', router: favoritesRoutes }], migrations: favoritesMigrations },
  {
    name: 'properties',
    routes: [{ path: '/properties', router: propertiesRoutes }],
    // The listing snapshot is looked at again (at most once per interval) as requests come in.
    middleware: {
      inner: () => async (c, next) => {
        c.get('ctx').services.snapshot.maybeRefresh();
        await next();
      },
    },
    migrations: propertiesMigrations,
  },
  { name: 'currency', routes: [{ path: '/currency', router: currencyRoutes }] },
  {
    name: 'leads',
    routes: [
      { path: '/inquiries', router: inquiryRoutes },
      { path: '/appointments', router: appointmentRoutes },
      { path: '/lead-copy', router: leadCopyRoutes },
    ],
    migrations: leadsMigrations,
    jobs: [leadDeliveryJob()],
    // The repeat fingerprints of leads are needed for a minute only.
    cleanup: pruneLeadFingerprints,
  },
  {
    name: 'reports',
    // Before the admin's router: the longer path first.
    routes: [
      { path: '/reports', router: reportRoutes },
      { path: '/admin/reports', router: adminReportRoutes },
    ],
    migrations: reportsMigrations,
    // Handled reports, with the reporters' addresses, are kept 180 days (the audit log keeps what was done).
    cleanup: (db, now) => pruneHandledReports(db, now - 180 * DAY),
  },
  {
    name: 'admin',
    routes: [{ path: '/admin', router: adminRoutes }],
    uploadPaths: [UPLOAD_PATH],
    migrations: adminMigrations,
    // Uploaded feeds beyond UPLOADS_KEEP or older than UPLOADS_KEEP_DAYS (never the file a source reads).
    async cleanup(_db, now) {
      const e = env();
      pruneUploads(e.DATA_DIR, { keep: e.UPLOADS_KEEP, keepDays: e.UPLOADS_KEEP_DAYS, now });
    },
  },
  { name: 'health', routes: [{ path: '/', router: healthRoutes }] },
  {
    name: 'expose',
    routes: [{ path: '/expose', router: exposeRoutes }],
    // Exposés need a browser: said at start (once) when there is none, not first at a visitor's request.
    onStart: (config) => void checkChromium(config.chromiumPath),
  },
  {
    name: 'listing-sync',
    jobs: [listingSyncJob, mediaThumbnailsJob],
    schedules: (settings) => listingSyncSchedules(settings.syncCron),
    worker: {
      // Only the process that can rebuild the site (`npm start`) syncs; any other leaves syncs to it.
      works: (ctx) => ctx.services.listingSync !== undefined,
      watch: (ctx) => watchSyncRequests(ctx.queue, { dataDir: ctx.config.dataDir, log: ctx.log }),
      describe: (schedules) => {
        const next = schedules.nextRun(LISTING_SYNC);
        return next ? `next listing sync ${next.toISOString()}` : null;
      },
    },
  },
  { name: 'translation', jobs: [translationBackfillJob], onStart: checkTranslationSettings },
  { name: 'places', jobs: [placesBackfillJob] },
  {
    name: 'price-alerts',
    routes: [{ path: '/price-alerts', router: priceAlertRoutes }],
    migrations: priceAlertMigrations,
    jobs: [priceAlertCheckJob, priceAlertNotifyJob],
    schedules: () => priceAlertSchedules,
  },
  {
    name: 'push',
    routes: [{ path: '/push', router: pushRoutes }],
    migrations: pushMigrations,
    jobs: [pushSendJob],
    // The key pair exists from the first start on, before any browser subscribes with its public half.
    onStart(config) {
      try {
        vapidKeys(config.dataDir);
      } catch (err) {
        console.error(
          `[push] no VAPID keys in ${config.dataDir}: ${(err as Error).message}; push messages wait for them`,
        );
      }
    },
  },
  {
    name: 'search-agents',
    routes: [{ path: '/search-agents', router: searchAgentRoutes }],
    migrations: searchAgentsMigrations,
    jobs: searchAgentJobs,
    schedules: () => searchAgentSchedules,
  },
  {
    name: 'newsletter',
    routes: [{ path: '/newsletter', router: newsletterRoutes }],
    migrations: newsletterMigrations,
    jobs: [newsletterIssueJob],
    schedules: () => newsletterSchedules,
    // Sign-ups never confirmed within 7 days.
    async cleanup(db, now) {
      await pruneUnconfirmed(db, now);
    },
  },
  { name: 'ai-search', routes: [{ path: '/ai', router: aiSearchRoutes }] },
  {
    name: 'assistant',
    routes: [{ path: '/assistant', router: assistantRoutes }],
    migrations: assistantMigrations,
    // The questions it could not answer, kept 180 days for the editors to read.
    cleanup: (db, now) => pruneUnanswered(db, now - 180 * DAY),
  },
  {
    name: 'monitoring',
    middleware: { outer: monitorRequests },
    routes: [{ path: '/rum', router: rumRoutes }],
    migrations: monitoringMigrations,
    async cleanup(db, now) {
      await pruneApiErrors(db, now);
      await pruneAggregates(db, now);
    },
  },
];

/** Every feature's migrations (their names order them; the platform adds its own). */
export const MIGRATIONS: readonly MigrationSet[] = FEATURES.flatMap((f) => (f.migrations ? [f.migrations] : []));

/** Opens the portal's database and brings it up to date with the platform's and every feature's migrations. */
export function connectPortalDatabase(options: DatabaseOptions): Promise<PortalDatabase> {
  return connectDatabase<DB>({ ...options, migrations: MIGRATIONS });
}

/** Every job any process may enqueue: the platform's outboxes (mail, text messages) and every feature's. */
export const PORTAL_JOBS: readonly JobDefinition[] = [
  sendMailJob,
  smsSendJob,
  ...FEATURES.flatMap((f) => f.jobs ?? []),
];

/** Every feature's schedules under these settings. */
export function portalSchedules(settings: ScheduleSettings): Schedule[] {
  return FEATURES.flatMap((f) => [...(f.schedules?.(settings) ?? [])]);
}

/** Every feature's share of the daily clean-up. */
export const CLEANUPS: ReadonlyArray<(db: Kysely<DB>, now: number) => Promise<void>> = FEATURES.flatMap((f) =>
  f.cleanup ? [f.cleanup] : [],
);

/** The routers the API mounts, in order. */
export const API_ROUTES = FEATURES.flatMap((f) => f.routes ?? []);

/** The features' middleware of one stage, in the registry's order. */
export function apiMiddleware(stage: 'outer' | 'inner'): MiddlewareHandler<AppEnv>[] {
  return FEATURES.flatMap((f) => {
    const make = f.middleware?.[stage];
    return make ? [make()] : [];
  });
}

export const UPLOAD_PATHS: readonly string[] = FEATURES.flatMap((f) => f.uploadPaths ?? []);

/** What the features prepare or check when a serving process starts. */
export function startFeatures(config: Config): void {
  for (const f of FEATURES) f.onStart?.(config);
}

/** What one worker process takes on: the features' jobs it works, their watchers and their words for its log. */
export function workerPlan(ctx: Context) {
  const here = FEATURES.filter((f) => f.worker?.works?.(ctx) ?? true);
  const elsewhere = new Set(
    FEATURES.filter((f) => !here.includes(f)).flatMap((f) => (f.jobs ?? []).map((j) => j.name)),
  );
  return {
    /** Whether this process works the queue of that name. */
    works: (name: string) => !elsewhere.has(name),
    watch(): () => void {
      const stops = here.flatMap((f) => (f.worker?.watch ? [f.worker.watch(ctx)] : []));
      return () => stops.forEach((stop) => stop());
    },
    describe: (schedules: RunningSchedules) =>
      here.flatMap((f) => {
        const words = f.worker?.describe?.(schedules);
        return words ? [words] : [];
      }),
  };
}

export interface ContextOptions {
  /** An open database (tests); by default the configured one, migrated. */
  database?: PortalDatabase;
  /** PostgreSQL schema (tests use a fresh one per file); pg-boss gets `<schema>_jobs`. */
  schema?: string;
  mailer?: Mailer;
  sms?: SmsGateway | null;
  rates?: RatesService;
  now?: () => number;
  fetch?: typeof fetch;
  log?: (line: string) => void;
  scryptCost?: ScryptCost;
  /** The jobs this process's queue knows (default: the portal's). */
  jobs?: readonly JobDefinition[];
  jobPollMs?: number;
  /** The snapshot reader (default: the process's one for the data folder, shared by API and worker). */
  listings?: ListingReader;
  listingSync?: ListingSync;
}

/** The process's context: the platform's parts, opened from the configuration, and the features' services. */
export async function openContext(config: Config, options: ContextOptions = {}): Promise<Context> {
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const pgBossSchema = options.schema ? `${options.schema}_jobs` : config.pgBossSchema;
  const database =
    options.database ??
    (await connectPortalDatabase({ url: config.databaseUrl, sqliteFile: config.sqliteFile, schema: options.schema }));
  const listings =
    options.listings ?? sharedListingReader({ dataDir: config.dataDir, checkMs: config.snapshotCheckMs, now });
  const queue = await openJobQueue({
    database,
    definitions: options.jobs ?? PORTAL_JOBS,
    databaseUrl: config.databaseUrl,
    pgBossSchema,
    now,
    pollMs: options.jobPollMs,
    log: options.log,
  });
  const sms = options.sms !== undefined ? options.sms : config.sms ? createSmppGateway(config.sms) : null;
  const features = createFeatureServices({ config, database, listings, now, fetch: doFetch, pgBossSchema }, options);
  return {
    config,
    database,
    mailer: options.mailer ?? createMailer(config),
    queue,
    sms,
    now,
    fetch: doFetch,
    log: options.log ?? ((line) => console.info(line)),
    listings,
    services: features.services,
    // The queue first: a job still running finishes with every service it may use.
    async close() {
      await queue.stop();
      await features.close();
      await sms?.close();
      await database.close();
    },
  };
}
