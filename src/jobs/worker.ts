/**
 * The server process's job worker: it opens the database and the queue, works the portal's jobs and ticks their
 * schedules. The process that can rebuild the site (`npm start`) also works listing syncs and takes on-demand
 * sync requests; any other (`npm run serve`, a second API process) leaves those to it.
 */
import type { Config } from '../server/platform/config';
import { connectDatabase } from '../server/platform/db/database';
import { createMailer } from '../server/platform/mail/mailer';
import type { JobContext } from './context';
import { LISTING_SYNC, watchSyncRequests, type ListingSync } from './handlers/listing-sync';
import { openJobQueue } from './open-queue';
import { PORTAL_JOBS, portalSchedules } from './portal-jobs';
import type { JobQueue } from './queue';
import { startSchedules } from './schedules';

export interface Worker {
  queue: JobQueue;
  stop(): Promise<void>;
}

export async function startWorker(config: Config, options: { listingSync?: ListingSync; log?: (line: string) => void } = {}): Promise<Worker> {
  const log = options.log ?? ((line: string) => console.info(`[jobs] ${line}`));
  const database = await connectDatabase({ url: config.databaseUrl, sqliteFile: config.sqliteFile });
  const queue = await openJobQueue({ database, definitions: PORTAL_JOBS, databaseUrl: config.databaseUrl, pgBossSchema: config.pgBossSchema, log });
  const context: JobContext = {
    db: database.db,
    mailer: createMailer(config),
    mailHost: new URL(config.siteUrl).hostname,
    now: Date.now,
    listingSync: options.listingSync,
  };
  const queues = PORTAL_JOBS.map((j) => j.name).filter((name) => name !== LISTING_SYNC || options.listingSync);
  await queue.work(context, queues);
  const schedules = startSchedules({ queue, schedules: portalSchedules({ syncCron: config.syncCron }), log });
  const stopWatching = options.listingSync ? watchSyncRequests(queue, { dataDir: config.dataDir, log }) : () => {};
  const next = schedules.nextRun(LISTING_SYNC);
  log(`worker on ${queue.engine}: ${queues.join(', ')}${next ? `; next listing sync ${next.toISOString()}` : ''}`);
  return {
    queue,
    async stop() {
      stopWatching();
      schedules.stop();
      await queue.stop();
      await database.close();
    },
  };
}
