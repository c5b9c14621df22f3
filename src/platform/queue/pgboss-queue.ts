/**
 * The PostgreSQL engine: pg-boss, so that several server processes share the work safely (it claims jobs with
 * SKIP LOCKED, retries with backoff, expires jobs whose worker died and keeps failed ones). Our idempotency keys
 * live in `job_keys`, written in the same transaction as pg-boss's job: pg-boss forgets finished jobs after a
 * while, a key must stay taken.
 */
import { randomUUID } from 'node:crypto';
import { PgBoss, fromKysely } from 'pg-boss';
import { sql, type Kysely } from 'kysely';
import { ownTables, type DatabaseWith } from '../db/own-tables';
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
import type { JobState, JobTables } from './tables';

export interface PgBossQueueOptions<D extends JobTables = JobTables> {
  /** The database that keeps `job_keys` (pg-boss's own tables are in `schema`). */
  db: DatabaseWith<D>;
  connectionString: string;
  /** pg-boss's own schema (tests use one per file). */
  schema: string;
  definitions: readonly JobDefinition[];
  now?: () => number;
  pollSeconds?: number;
  /** Jobs of one queue run at once in this process (default: one batch of up to ten, one after another). */
  concurrency?: number;
  /** Workers in every process are woken by LISTEN/NOTIFY when a job is sent, instead of at their next poll. */
  wakeOnEnqueue?: boolean;
  log?: (line: string) => void;
  /** How long pg-boss waits for a connection before it fails (default pg-boss's, 10 s). */
  connectTimeoutMs?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,49}$/;

// pg-boss's states and ours: created/retry wait, active runs, completed is done, failed and cancelled failed.
const STATES: Record<JobState, string[]> = {
  queued: ['created', 'retry'],
  active: ['active'],
  done: ['completed'],
  failed: ['failed', 'cancelled'],
};

function ourState(boss: string): JobState {
  return (Object.keys(STATES) as JobState[]).find((s) => STATES[s].includes(boss)) ?? 'queued';
}

/** A failed run's error as pg-boss keeps it in `output`. */
function outputText(output: unknown): string | null {
  if (output == null) return null;
  if (typeof output === 'object' && 'message' in output) return String((output as { message: unknown }).message);
  return JSON.stringify(output);
}

export async function createPgBossQueue<D extends JobTables>(options: PgBossQueueOptions<D>): Promise<JobQueue> {
  if (!SCHEMA_NAME.test(options.schema)) throw new Error(`invalid pg-boss schema name: ${options.schema}`);
  const db = ownTables<JobTables>(options.db);
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.info(`[jobs] ${line}`));
  const definitions = new Map(options.definitions.map((d) => [d.name, d]));
  // A job whose worker died is handed out again once its time is up; pg-boss notices that when it supervises,
  // so it supervises at least twice per shortest job timeout.
  const shortest = Math.min(...[...definitions.values()].map((d) => d.timeoutMs));
  const supervise = Math.max(1, Math.min(60, Math.floor(shortest / 2000)));
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema,
    max: 4,
    superviseIntervalSeconds: supervise,
    monitorIntervalSeconds: supervise,
    useListenNotify: options.wakeOnEnqueue ?? false,
    ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
  });
  boss.on('error', (err) => log(`pg-boss: ${errorText(err)}`));
  try {
    await boss.start();
    for (const def of definitions.values()) {
      await boss.createQueue(def.name, {
        retryLimit: def.retry.attempts - 1,
        retryDelay: Math.max(1, Math.round(def.retry.baseDelayMs / 1000)),
        retryBackoff: true,
        retryDelayMax: Math.max(1, Math.round(def.retry.maxDelayMs / 1000)),
        expireInSeconds: Math.max(1, Math.ceil(def.timeoutMs / 1000)),
        // Failed jobs stay for the admin to see; finished ones for a month, like the embedded engine's.
        deleteAfterSeconds: 30 * 24 * 3600,
        notify: options.wakeOnEnqueue ?? false,
      });
    }
  } catch (err) {
    // A start that failed (the database unreachable) leaves no pool or timer behind, so that it can be tried again.
    await boss.stop({ graceful: false, close: true, timeout: 1000 }).catch(() => {});
    throw err;
  }
  const workers: string[] = [];

  async function enqueueIn<T extends JobTables>(
    trx: Kysely<JobTables>,
    name: string,
    data: unknown,
    opts: EnqueueOptions<T>,
  ): Promise<boolean> {
    const taken = await trx
      .insertInto('job_keys')
      .values({ key: opts.key, queue: name, job_id: null, created_at: now(), completed_at: null })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!taken) return false;
    const id = await boss.send(name, data as object, {
      db: fromKysely(trx),
      ...(opts.runAt ? { startAfter: new Date(opts.runAt) } : {}),
    });
    await trx.updateTable('job_keys').set({ job_id: id }).where('key', '=', opts.key).execute();
    return true;
  }

  async function enqueueManyIn(
    trx: Kysely<JobTables>,
    name: string,
    batch: ReadonlyArray<{ key: string; payload: unknown; runAt?: number }>,
  ): Promise<string[]> {
    const taken: string[] = [];
    // 500 rows a statement: 2,500 bound values, far below PostgreSQL's limit.
    for (let i = 0; i < batch.length; i += 500) {
      const chunk = batch.slice(i, i + 500).map((j) => ({ ...j, id: randomUUID() }));
      // The keys first, each with the id its job will have (pg-boss takes an id given to it), so the job and its
      // key are written in two statements for the whole chunk, not three per job; a key taken before is skipped.
      const rows = await trx
        .insertInto('job_keys')
        .values(chunk.map((j) => ({ key: j.key, queue: name, job_id: j.id, created_at: now(), completed_at: null })))
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .execute();
      if (rows.length === 0) continue;
      const fresh = new Set(rows.map((r) => r.key));
      const jobs = chunk.filter((j) => fresh.has(j.key));
      await boss.insert(
        name,
        jobs.map((j) => ({
          id: j.id,
          data: j.payload as object,
          ...(j.runAt ? { startAfter: new Date(j.runAt) } : {}),
        })),
        { db: fromKysely(trx) },
      );
      for (const j of jobs) taken.push(j.key);
    }
    return taken;
  }

  async function runJob(def: JobDefinition, jobId: string, data: unknown, attempt: number, context: unknown) {
    const key = await db
      .selectFrom('job_keys')
      .select(['key', 'completed_at'])
      .where('job_id', '=', jobId)
      .executeTakeFirst();
    // Delivered again after it had finished (the worker died before pg-boss heard): it ran, so not again.
    if (key?.completed_at != null) return;
    await def.run(def.payload.parse(data), context, { key: key?.key ?? jobId, attempt });
    if (key) await db.updateTable('job_keys').set({ completed_at: now() }).where('key', '=', key.key).execute();
  }

  return {
    engine: 'pg-boss',

    async enqueue(name, payload, opts) {
      const data = definitionOf(definitions, name).payload.parse(payload);
      if (opts.db) return enqueueIn(ownTables<JobTables>(opts.db), name, data, opts);
      return db.transaction().execute((trx) => enqueueIn(trx, name, data, opts));
    },

    async enqueueMany(name, jobs, opts = {}) {
      const def = definitionOf(definitions, name);
      const batch = uniqueKeys(jobs).map((j) => ({ ...j, payload: def.payload.parse(j.payload) }));
      if (batch.length === 0) return [];
      if (opts.db) return enqueueManyIn(ownTables<JobTables>(opts.db), name, batch);
      return db.transaction().execute((trx) => enqueueManyIn(trx, name, batch));
    },

    async work(context: unknown, queues?: readonly string[]) {
      for (const def of queues ? queues.map((q) => definitionOf(definitions, q)) : definitions.values()) {
        // Up to ten jobs per fetch, settled one by one: a mail that fails does not hold back the others. Where
        // jobs run side by side, or someone waits for each (a visitor's PDF), a worker takes one job at a time:
        // pg-boss records a fetch's outcomes when the whole fetch is done, so a job's state would lag behind.
        const parallel = (options.concurrency ?? 1) > 1;
        const oneByOne = parallel || options.wakeOnEnqueue === true;
        const id = await boss.work<Record<string, unknown>>(
          def.name,
          {
            pollingIntervalSeconds: options.pollSeconds ?? 1,
            // NOTIFY wakes idle workers only: busy ones find the next job, and retries, by polling, as often.
            notifyPollingIntervalSeconds: options.pollSeconds ?? 1,
            batchSize: oneByOne ? 1 : 10,
            ...(parallel ? { localConcurrency: options.concurrency } : {}),
            includeMetadata: true,
            perJobResults: true,
          },
          async (jobs) => {
            const results = [];
            for (const job of jobs) {
              try {
                await runJob(def, job.id, job.data, job.retryCount + 1, context);
                results.push({ id: job.id, status: 'completed' as const });
              } catch (err) {
                log(`${def.name} run ${job.retryCount + 1} failed: ${errorText(err)}`);
                results.push({ id: job.id, status: 'failed' as const, output: { message: errorText(err) } });
              }
            }
            return results;
          },
        );
        workers.push(id);
      }
    },

    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },

    async outcome(key) {
      const { rows } = await sql<{ state: string; output: unknown }>`
        select j.state, j.output
        from job_keys k join ${sql.table(`${options.schema}.job`)} j on j.id::text = k.job_id
        where k.key = ${key}`.execute(db);
      const row = rows[0];
      return row ? { state: ourState(row.state), lastError: outputText(row.output) } : null;
    },

    async list({ state, queue, limit = 100 }): Promise<JobRecord[]> {
      const names = queue ? [queue] : [...definitions.keys()];
      const { rows } = await sql<{
        id: string;
        name: string;
        state: string;
        retry_count: number;
        output: unknown;
        created_on: Date;
        key: string | null;
      }>`
        select j.id, j.name, j.state, j.retry_count, j.output, j.created_on, k.key
        from ${sql.table(`${options.schema}.job`)} j left join job_keys k on k.job_id = j.id::text
        where j.name in (${sql.join(names)}) and j.state::text in (${sql.join(STATES[state])})
        order by j.created_on desc limit ${limit}`.execute(db);
      return rows.map((r) => ({
        id: r.id,
        queue: r.name,
        key: r.key,
        state,
        attempts: r.state === 'created' ? r.retry_count : r.retry_count + 1,
        lastError: outputText(r.output),
        createdAt: new Date(r.created_on).getTime(),
      }));
    },

    async page({ queue, state, offset, limit }): Promise<JobPage> {
      const states = state ? STATES[state] : Object.values(STATES).flat();
      const where = sql`j.name = ${queue} and j.state::text in (${sql.join(states)})`;
      const table = sql.table(`${options.schema}.job`);
      const count = await sql<{ n: number | string }>`select count(*) as n from ${table} j where ${where}`.execute(db);
      const { rows } = await sql<{
        id: string;
        name: string;
        state: string;
        retry_count: number;
        output: unknown;
        data: unknown;
        created_on: Date;
        completed_on: Date | null;
        key: string | null;
      }>`
        select j.id, j.name, j.state, j.retry_count, j.output, j.data, j.created_on, j.completed_on, k.key
        from ${table} j left join job_keys k on k.job_id = j.id::text
        where ${where}
        order by j.created_on desc limit ${limit} offset ${offset}`.execute(db);
      return {
        total: Number(count.rows[0]?.n ?? 0),
        rows: rows.map((r) => ({
          id: r.id,
          queue: r.name,
          key: r.key,
          state: ourState(r.state),
          attempts: r.state === 'created' ? r.retry_count : r.retry_count + 1,
          lastError: outputText(r.output),
          createdAt: new Date(r.created_on).getTime(),
          updatedAt: r.completed_on ? new Date(r.completed_on).getTime() : null,
          payload: r.data,
        })),
      };
    },
  };
}
