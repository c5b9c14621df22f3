/**
 * The job worker: it opens the database and the queue, works the registry's jobs (and its own clean-up job) and
 * ticks their schedules. What a feature's jobs need of the process is the registry's to say: the process that can
 * rebuild the site (`npm start`) also works listing syncs and takes on-demand sync requests; any other
 * (`npm run serve`, a second API process) leaves those to it.
 */
import type { Config } from '../platform/config';
import type { JobDefinition, JobQueue } from '../platform/queue/queue';
import { startSchedules, type Schedule } from '../platform/queue/schedules';
import type { ListingReader } from '../snapshot/reader';
import { openContext, PORTAL_JOBS, portalSchedules, workerPlan, type ListingSync } from '../features/index';
import { cleanupJob, cleanupSchedule } from './cleanup';
import { env } from '../config/env';

export interface Worker {
  queue: JobQueue;
  /** Stops taking jobs and closes the context; a running job has `graceMs` (default SHUTDOWN_GRACE_MS) to end. */
  stop(graceMs?: number): Promise<void>;
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
  const ctx = await openContext(config, {
    jobs: definitions,
    jobPollMs: options.pollMs,
    log,
    listings: options.listings,
    listingSync: options.listingSync,
  });
  const plan = workerPlan(ctx);
  const queue = ctx.queue;
  const queues = definitions.map((j) => j.name).filter(plan.works);
  await queue.work(ctx, queues);
  const known = (options.schedules ?? [...portalSchedules(config), cleanupSchedule]).filter((s) =>
    definitions.some((d) => d.name === s.job),
  );
  const schedules = startSchedules({ queue, schedules: known, tickMs: options.scheduleTickMs, log });
  const stopWatching = plan.watch();
  log(`worker on ${queue.engine}: ${[queues.join(', '), ...plan.describe(schedules)].join('; ')}`);
  return {
    queue,
    async stop(graceMs = env().SHUTDOWN_GRACE_MS) {
      stopWatching();
      schedules.stop();
      // A job still running after the grace is not waited for: the process may end, and the job goes back to the
      // queue when its lease (SQLite) or its expiry (pg-boss) has passed, to run again in the next worker.
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          log(`stopping: a job is still running after ${graceMs} ms, it goes back to the queue`);
          resolve();
        }, graceMs);
        timer.unref();
      });
      await Promise.race([ctx.close(), grace]);
      clearTimeout(timer);
    },
  };
}
