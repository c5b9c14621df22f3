/**
 * One queue API for every piece of work that must happen later or again (mail, scheduled syncs, clean-ups):
 * - `enqueue` inside the transaction of the change that causes the job, so both happen or neither does;
 * - at-least-once delivery, with an idempotency key per job: a key that was enqueued once is never enqueued or
 *   run again, so a retried request or a second process cannot double a mail;
 * - retries with exponential backoff up to a limit; jobs that used up their runs stay, as failed, with their
 *   last error.
 * Two engines implement it: a jobs table on SQLite (the default) and pg-boss on PostgreSQL.
 */
import type { z } from 'zod';
import type { DatabaseWith } from '../db/own-tables';
import type { RetryPolicy } from './backoff';
import type { JobState, JobTables } from './tables';

export interface JobDefinition<Payload = unknown, Context = unknown> {
  /** The queue's name: letters, digits, dots, dashes. */
  name: string;
  payload: z.ZodType<Payload>;
  retry: RetryPolicy;
  /** How long one run may take before another worker may take the job over (the worker died). */
  timeoutMs: number;
  run(payload: Payload, context: Context, job: { key: string; attempt: number }): Promise<void>;
}

export interface EnqueueOptions<D extends JobTables = JobTables> {
  /** Idempotency key: the job is enqueued once per key, ever. */
  key: string;
  /** Not before this time (epoch ms). */
  runAt?: number;
  /** The transaction of the change that causes the job; without it the job is enqueued on its own. */
  db?: DatabaseWith<D>;
}

/** One job of a batch (`enqueueMany`): its payload, its idempotency key, and when it may run at the earliest. */
export interface BatchJob {
  payload: unknown;
  key: string;
  /** Not before this time (epoch ms). */
  runAt?: number;
}

export interface JobRecord {
  id: string;
  queue: string;
  key: string | null;
  state: JobState;
  attempts: number;
  lastError: string | null;
  createdAt: number;
}

export interface JobQueue {
  readonly engine: 'sqlite' | 'pg-boss';
  /** True when the job was enqueued, false when its key had been enqueued before. */
  enqueue<D extends JobTables>(name: string, payload: unknown, options: EnqueueOptions<D>): Promise<boolean>;
  /**
   * Jobs of one queue in a few statements instead of a transaction each, with `enqueue`'s guarantees per job: a
   * key enqueued before (or twice in the batch) is skipped, and the whole batch is stored at once or not at all
   * (in `db`, the caller's transaction, when given). Answers the keys that were enqueued, in the batch's order.
   */
  enqueueMany<D extends JobTables>(
    name: string,
    jobs: readonly BatchJob[],
    options?: { db?: DatabaseWith<D> },
  ): Promise<string[]>;
  /** Starts working, in this process, the given queues (default: all it knows). */
  work(context: unknown, queues?: readonly string[]): Promise<void>;
  /** Stops taking new jobs and waits for the running ones. */
  stop(): Promise<void>;
  /** Where the job enqueued under this key stands, or null when no job has it (or it was cleaned up). */
  outcome(key: string): Promise<{ state: JobState; lastError: string | null } | null>;
  /** Jobs in a state, newest first (failed ones for the admin and the logs). */
  list(filter: { state: JobState; queue?: string; limit?: number }): Promise<JobRecord[]>;
  /** One queue's jobs in any or one state, newest first, a page at a time, with their payloads (the mail log). */
  page(filter: { queue: string; state?: JobState; offset: number; limit: number }): Promise<JobPage>;
}

export interface JobPage {
  rows: Array<JobRecord & { payload: unknown; updatedAt: number | null }>;
  total: number;
}

export function definitionOf(definitions: ReadonlyMap<string, JobDefinition>, name: string): JobDefinition {
  const def = definitions.get(name);
  if (!def) throw new Error(`unknown job queue "${name}"`);
  return def;
}

/** A batch with each key once (its first job): a key names one job, so a repeat in the batch is a repeat. */
export function uniqueKeys<J extends { key: string }>(jobs: readonly J[]): J[] {
  const seen = new Set<string>();
  return jobs.filter((j) => !seen.has(j.key) && seen.add(j.key));
}

export function errorText(err: unknown): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return text.slice(0, 2000);
}
