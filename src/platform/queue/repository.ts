/** Queries on the job tables that are not part of an engine's claim loop. */
import { ownTables, type DatabaseWith } from '../db/own-tables';
import type { JobTables } from './tables';

/** Finished jobs (and, on PostgreSQL, the keys of completed ones) older than `before`: their keys become free. */
export async function pruneFinishedJobs<D extends JobTables>(database: DatabaseWith<D>, before: number): Promise<void> {
  const db = ownTables<JobTables>(database);
  const tables = await db.introspection.getTables();
  if (tables.some((t) => t.name === 'jobs')) {
    await db.deleteFrom('jobs').where('state', '=', 'done').where('finished_at', '<', before).execute();
  }
  if (tables.some((t) => t.name === 'job_keys')) {
    await db.deleteFrom('job_keys').where('completed_at', '<', before).execute();
  }
}
