/** The queue for a database: the embedded engine on SQLite, pg-boss on PostgreSQL. */
import type { Database } from '../db/database';
import { createPgBossQueue } from './pgboss-queue';
import type { JobDefinition, JobQueue } from './queue';
import type { JobTables } from './tables';
import { createSqliteQueue } from './sqlite-queue';

export interface OpenQueueOptions<D extends JobTables = JobTables> {
  database: Database<D>;
  definitions: readonly JobDefinition[];
  /** Required on PostgreSQL. */
  databaseUrl?: string;
  /** pg-boss's schema on PostgreSQL (default `pgboss`). */
  pgBossSchema?: string;
  now?: () => number;
  pollMs?: number;
  /** Jobs this process runs at once (default one after another). */
  concurrency?: number;
  /**
   * Workers start on a new job at once instead of at their next poll: for jobs someone waits for (a visitor's
   * PDF). On SQLite this process's own workers are woken; on PostgreSQL every process's, by LISTEN/NOTIFY.
   */
  wakeOnEnqueue?: boolean;
  log?: (line: string) => void;
  /** On PostgreSQL: how long pg-boss waits for a connection (default pg-boss's, 10 s). */
  connectTimeoutMs?: number;
}

export async function openJobQueue<D extends JobTables>(options: OpenQueueOptions<D>): Promise<JobQueue> {
  const { database, definitions, now, log } = options;
  if (database.engine === 'sqlite')
    return createSqliteQueue({
      db: database.db,
      definitions,
      now,
      pollMs: options.pollMs,
      concurrency: options.concurrency,
      wakeOnEnqueue: options.wakeOnEnqueue,
      log,
    });
  if (!options.databaseUrl) throw new Error('a PostgreSQL job queue needs the database URL');
  return createPgBossQueue({
    db: database.db,
    connectionString: options.databaseUrl,
    schema: options.pgBossSchema ?? 'pgboss',
    definitions,
    now,
    pollSeconds: options.pollMs ? Math.max(0.5, options.pollMs / 1000) : undefined,
    concurrency: options.concurrency,
    wakeOnEnqueue: options.wakeOnEnqueue,
    log,
    connectTimeoutMs: options.connectTimeoutMs,
  });
}
