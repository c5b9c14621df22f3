/**
 * The job worker: it opens the database and the queue, works the registry's jobs (and its own clean-up job) and
 * ticks their schedules. What a feature's jobs need of the process is the registry's to say: the process that can
 * rebuild the site (`npm start`) also works listing syncs and takes on-demand sync requests; any other
 * (`npm run serve`, a second API process) leaves those to it.
 */
import type { Config } from '../platform/config';
import { createMailer } from '../platform/mail/mailer';
import { createSmppGateway } from '../platform/sms/smpp';
import type { JobContext } from '../platform/queue/job-context';
import { openJobQueue } from '../platform/queue/open-queue';
import { connectPortalDatabase, PORTAL_JOBS, portalSchedules, workerPlan, type ListingSync } from '../features/index';
import { cleanupJob, cleanupSchedule } from './cleanup';
import type { JobDefinition, JobQueue } from '../platform/queue/queue';
import { startSchedules, type Schedule } from '../platform/queue/schedules';
import { sharedListingReader, type ListingReader } from '../snapshot/reader';

export interface Worker {
  queue: JobQueue;
  stop(): Promise<void>;
}

export interface WorkerOptions {
  listingSync?: ListingSync;
  /** The listing snapshot reader (default: the process's one for the data folder, which the API shares). */
  listings?: ListingReader;
  /** The jobs this worker knows (default: the portal's and the clean-up). */
  definitions?: readonly JobDefinition[];
  /** The schedules it ticks (default: the portal's and the clean-up's). */
  schedules?: readonly Schedule[];
  scheduleTickMs?: number;
  pollMs?: number;
  log?: (line: string) => void;
}

/** Every job a worker works by default: the registry's and the nightly clean-up. */
export const WORKER_JOBS: readonly JobDefinition[] = [...PORTAL_JOBS, cleanupJob as JobDefinition];

export async function startWorker(config: Config, options: WorkerOptions = {}): Promise<Worker> {
  const definitions = options.definitions ?? WORKER_JOBS;
  const log = options.log ?? ((line: string) => console.info(`[jobs] ${line}`));
  const plan = workerPlan({ config, listingSync: options.listingSync, log });
  const database = await connectPortalDatabase({ url: config.databaseUrl, sqliteFile: config.sqliteFile });
  const queue = await openJobQueue({
    database,
    definitions,
    databaseUrl: config.databaseUrl,
    pgBossSchema: config.pgBossSchema,
    pollMs: options.pollMs,
    log,
  });
  const context: JobContext = {
    db: database.db,
    mailer: createMailer(config),
    mailHost: new URL(config.siteUrl).hostname,
    now: Date.now,
    listingSync: options.listingSync,
    queue,
    dataDir: config.dataDir,
    listings: options.listings ?? sharedListingReader({ dataDir: config.dataDir, checkMs: config.snapshotCheckMs }),
    siteUrl: config.siteUrl,
    localesDir: config.localesDir,
    sms: config.sms ? createSmppGateway(config.sms) : null,
  };
  const queues = definitions.map((j) => j.name).filter(plan.works);
  await queue.work(context, queues);
  const known = (options.schedules ?? [...portalSchedules(config), cleanupSchedule]).filter((s) =>
    definitions.some((d) => d.name === s.job),
  );
  const schedules = startSchedules({ queue, schedules: known, tickMs: options.scheduleTickMs, log });
  const stopWatching = plan.watch(queue);
  log(`worker on ${queue.engine}: ${[queues.join(', '), ...plan.describe(schedules)].join('; ')}`);
  return {
    queue,
    async stop() {
      stopWatching();
      schedules.stop();
      await queue.stop();
      await context.sms?.close();
      await database.close();
    },
  };
}
