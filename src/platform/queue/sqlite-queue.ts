/**
 * The embedded engine: a `jobs` table in the portal's SQLite database, worked by the server process. A worker
 * claims the oldest due job with one UPDATE … RETURNING (atomic under SQLite's write lock, so several processes
 * on one file never take the same job) and holds a lease; a job whose worker died is taken over once its lease
 * has passed. Finished jobs stay a while (the clean-up job removes old ones) and keep their key taken.
 */
import { randomBytes } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import { ownTables, type DatabaseWith } from '../db/own-tables';
import { retryDelayMs } from './backoff';
import {
  definitionOf,
  errorText,
  uniqueKeys,
  type EnqueueOptions,
  type JobDefinition,
  type JobQueue,
  type JobPage,
  type JobRecord,
} from './queue';
import type { JobsTable, JobTables } from './tables';

export interface SqliteQueueOptions<D extends JobTables = JobTables> {
  /** The database whose `jobs` table holds the queue. */
  db: DatabaseWith<D>;
  definitions: readonly JobDefinition[];
  now?: () => number;
  /** How often an idle worker looks for due jobs. */
  pollMs?: number;
  /** Jobs run at once in this process (default 1: one after another). */
  concurrency?: number;
  /** A job enqueued through this queue starts at once when this process works its queue. */
  wakeOnEnqueue?: boolean;
  log?: (line: string) => void;
}

export interface SqliteJobQueue extends JobQueue {
  /** Runs due jobs (up to `concurrency` at once) until none is due; resolves with how many ran. */
  runDue(context: unknown): Promise<number>;
}

export function createSqliteQueue<D extends JobTables>(options: SqliteQueueOptions<D>): SqliteJobQueue {
  const db = ownTables<JobTables>(options.db);
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.info(`[jobs] ${line}`));
  const definitions = new Map(options.definitions.map((d) => [d.name, d]));
  const workerId = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  let timer: NodeJS.Timeout | null = null;
  // The loops working due jobs now: at most `concurrency`, each taking one job after another.
  let loops: Array<Promise<number>> = [];
  let stopped = true;
  let workContext: unknown = null;
  let working: readonly string[] = [...definitions.keys()];

  // Due: queued and its time has come, or active with a lease that ran out (its worker died).
  const due = (at: number) => (eb: ExpressionBuilder<JobTables, 'jobs'>) =>
    eb.or([
      eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', at)]),
      eb.and([eb('state', '=', 'active'), eb('locked_until', '<', at)]),
    ]);

  async function claim(): Promise<(JobsTable & { id: number }) | undefined> {
    for (;;) {
      const at = now();
      const candidate = await db
        .selectFrom('jobs')
        .select(['id', 'queue'])
        .where('queue', 'in', working)
        .where(due(at))
        .orderBy('run_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!candidate) return undefined;
      const def = definitionOf(definitions, candidate.queue);
      // The same condition again in the UPDATE: of two workers that saw the job, only one gets it.
      const claimed = await db
        .updateTable('jobs')
        .set({
          state: 'active',
          attempts: sql`attempts + 1`,
          locked_until: at + def.timeoutMs,
          locked_by: workerId,
          updated_at: at,
        })
        .where('id', '=', candidate.id)
        .where(due(at))
        .returningAll()
        .executeTakeFirst();
      if (claimed) return claimed as JobsTable & { id: number };
    }
  }

  async function runOne(context: unknown): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    const def = definitionOf(definitions, job.queue);
    const mine = (q: UpdateQueryBuilder<JobTables, 'jobs', 'jobs', UpdateResult>) =>
      q.where('id', '=', job.id).where('locked_by', '=', workerId).where('attempts', '=', job.attempts);
    try {
      const payload = def.payload.parse(JSON.parse(job.payload));
      await def.run(payload, context, { key: job.key, attempt: job.attempts });
      const at = now();
      await mine(
        db.updateTable('jobs').set({ state: 'done', locked_until: null, finished_at: at, updated_at: at }),
      ).execute();
    } catch (err) {
      const at = now();
      const delay = retryDelayMs({ ...def.retry, attempts: job.max_attempts }, job.attempts);
      const lastError = errorText(err);
      if (delay === null) {
        log(`${job.queue} ${job.key} failed for good after ${job.attempts} run(s): ${lastError}`);
        await mine(
          db
            .updateTable('jobs')
            .set({ state: 'failed', locked_until: null, last_error: lastError, finished_at: at, updated_at: at }),
        ).execute();
      } else {
        log(`${job.queue} ${job.key} run ${job.attempts} failed, next in ${Math.round(delay / 1000)} s: ${lastError}`);
        await mine(
          db
            .updateTable('jobs')
            .set({ state: 'queued', locked_until: null, last_error: lastError, run_at: at + delay, updated_at: at }),
        ).execute();
      }
    }
    return true;
  }

  function runDue(context: unknown): Promise<number> {
    // A call that finds loops busy joins them, and adds loops up to `concurrency`.
    while (loops.length < concurrency) {
      const loop: Promise<number> = (async () => {
        let count = 0;
        try {
          while (await runOne(context)) count++;
        } finally {
          loops = loops.filter((l) => l !== loop);
        }
        return count;
      })();
      loops.push(loop);
    }
    return Promise.all(loops).then((counts) => counts.reduce((a, b) => a + b, 0));
  }

  function wake(): void {
    if (stopped) return;
    runDue(workContext).catch((err) => log(`worker error: ${errorText(err)}`));
  }

  return {
    engine: 'sqlite',
    runDue,

    async enqueue<T extends JobTables>(name: string, payload: unknown, opts: EnqueueOptions<T>): Promise<boolean> {
      const def = definitionOf(definitions, name);
      const data = def.payload.parse(payload);
      const at = now();
      const inserted = await (opts.db ? ownTables<JobTables>(opts.db) : db)
        .insertInto('jobs')
        .values(queuedRow(name, opts.key, data, def.retry.attempts, opts.runAt ?? at, at))
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('id')
        .executeTakeFirst();
      // Inside a caller's transaction the job is not visible yet: the next poll finds it.
      if (inserted && options.wakeOnEnqueue && !opts.db) wake();
      return inserted !== undefined;
    },

    async enqueueMany(name, jobs, opts = {}) {
      const def = definitionOf(definitions, name);
      const batch = uniqueKeys(jobs).map((j) => ({ ...j, payload: def.payload.parse(j.payload) }));
      if (batch.length === 0) return [];
      const at = now();
      const insert = async (trx: Kysely<JobTables>) => {
        const taken: string[] = [];
        // 500 rows of 13 values stay far below SQLite's limit on bound parameters.
        for (let i = 0; i < batch.length; i += 500) {
          const rows = await trx
            .insertInto('jobs')
            .values(
              batch
                .slice(i, i + 500)
                .map((j) => queuedRow(name, j.key, j.payload, def.retry.attempts, j.runAt ?? at, at)),
            )
            .onConflict((oc) => oc.column('key').doNothing())
            .returning('key')
            .execute();
          for (const r of rows) taken.push(r.key);
        }
        return taken;
      };
      const taken = opts.db
        ? await insert(ownTables<JobTables>(opts.db))
        : await db.transaction().execute((trx) => insert(trx));
      if (taken.length > 0 && options.wakeOnEnqueue && !opts.db) wake();
      // RETURNING's order is not promised: answer in the batch's order.
      const set = new Set(taken);
      return batch.filter((j) => set.has(j.key)).map((j) => j.key);
    },

    async work(context: unknown, queues?: readonly string[]) {
      if (queues) working = queues.map((q) => definitionOf(definitions, q).name);
      stopped = false;
      workContext = context;
      const pollMs = options.pollMs ?? 1000;
      const tick = () => {
        runDue(context)
          .catch((err) => log(`worker error: ${errorText(err)}`))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, pollMs);
          });
      };
      tick();
    },

    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await Promise.all(loops.map((l) => l.catch(() => 0)));
    },

    async outcome(key) {
      const row = await db.selectFrom('jobs').select(['state', 'last_error']).where('key', '=', key).executeTakeFirst();
      return row ? { state: row.state, lastError: row.last_error } : null;
    },

    async list({ state, queue, limit = 100 }): Promise<JobRecord[]> {
      let q = db.selectFrom('jobs').selectAll().where('state', '=', state);
      if (queue) q = q.where('queue', '=', queue);
      const rows = await q.orderBy('id', 'desc').limit(limit).execute();
      return rows.map((r) => ({
        id: String(r.id),
        queue: r.queue,
        key: r.key,
        state: r.state,
        attempts: r.attempts,
        lastError: r.last_error,
        createdAt: r.created_at,
      }));
    },

    async page({ queue, state, offset, limit }): Promise<JobPage> {
      let q = db.selectFrom('jobs').where('queue', '=', queue);
      if (state) q = q.where('state', '=', state);
      const count = await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
      const rows = await q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
      return {
        total: Number(count?.n ?? 0),
        rows: rows.map((r) => ({
          id: String(r.id),
          queue: r.queue,
          key: r.key,
          state: r.state,
          attempts: r.attempts,
          lastError: r.last_error,
          createdAt: r.created_at,
          updatedAt: r.finished_at ?? r.updated_at,
          payload: safeJson(r.payload),
        })),
      };
    },
  };
}

/** A job as it is first stored: queued, never run, due at `runAt`. */
function queuedRow(queue: string, key: string, payload: unknown, maxAttempts: number, runAt: number, at: number) {
  return {
    queue,
    key,
    payload: JSON.stringify(payload),
    state: 'queued' as const,
    attempts: 0,
    max_attempts: maxAttempts,
    run_at: runAt,
    locked_until: null,
    locked_by: null,
    last_error: null,
    created_at: at,
    updated_at: at,
    finished_at: null,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
