/**
 * The job tables. On SQLite the queue itself lives in `jobs` (the embedded engine). On PostgreSQL pg-boss keeps
 * the queue in its own schema, and `job_keys` records each job's idempotency key beside it, so that a key
 * enqueued once is never enqueued (nor run) again, however long pg-boss keeps its finished jobs.
 */
import type { Generated } from 'kysely';

export type JobState = 'queued' | 'active' | 'done' | 'failed';

export interface JobsTable {
  id: Generated<number>;
  queue: string;
  key: string; // unique idempotency key
  payload: string; // JSON
  state: JobState;
  attempts: number; // runs started so far
  max_attempts: number;
  run_at: number; // not before (epoch ms)
  locked_until: number | null; // lease of the worker running it
  locked_by: string | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

export interface JobKeysTable {
  key: string;
  queue: string;
  job_id: string | null; // pg-boss's id
  created_at: number;
  completed_at: number | null;
}

export interface JobTables {
  jobs: JobsTable;
  job_keys: JobKeysTable;
}
