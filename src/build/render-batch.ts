/**
 * A build's render spread over machines: on PostgreSQL with BUILD_WORKERS > 0, the build (the coordinator) puts
 * its render on the job queue as batches, one shard (PORTAL_SHARD k/n) each, and waits for them; render workers
 * (`npm run render-worker`, any number, on any machine that shares BUILDS_DIR and DATA_DIR at the same paths)
 * take one batch at a time and render it with Astro into `<build>.render<k>` beside the build. Once every batch is
 * done the coordinator merges their folders into the build as ./render.ts merges its own processes' (every file
 * two batches both wrote must be identical) and goes on as always: search index, twins, the atomic switch.
 *
 * A batch that fails is run again by the queue, its half-written folder removed first; one that fails its last run
 * fails the build, which removes its folder and leaves the live build as it was. Every batch carries the settings
 * its pages depend on (the build's time, the reused build, the data folder and its digest, the page settings), so
 * that every worker renders the same bytes the build's own processes would.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { run } from '../cli/run-command';
import { env, nodeOptionsHeapMb } from '../config/env';
import { connectPortalDatabase } from '../features/index';
import { connectWithRetry } from '../platform/db/connect-retry';
import { isDatabaseUnavailable } from '../platform/db/failures';
import { loadConfig, type Config } from '../platform/config';
import { openJobQueue } from '../platform/queue/open-queue';
import type { JobDefinition, JobQueue } from '../platform/queue/queue';
import { readSnapshotDigest } from '../snapshot';
import { pageSettings } from './fingerprint';
import { batchDir, buildRenderSettings, mergeRendered, quietPageLines, SYNCED_LINE } from './render';
import { renderProcessEnv } from './render-env';
import { RENDERED_DIR } from './rendered-pages';

export const RENDER_BATCH_QUEUE = 'build.render';

const RenderBatch = z.object({
  /** The build folder (absolute, on the shared folder); the batch renders into `<out>.render<shard>`. */
  out: z.string().min(1),
  shard: z.number().int().min(0),
  shards: z.number().int().min(1),
  /** The live build an incremental build takes its unchanged pages from; null for a full build. */
  reuseFrom: z.string().nullable(),
  buildTime: z.string(),
  heapMb: z.number().int().positive(),
  /** The data folder the build read (absolute, shared), and its snapshot's digest when it read it. */
  dataDir: z.string().min(1),
  digest: z.string().nullable(),
  /** A hash of the page settings (./fingerprint.ts): the worker's must be the build's. */
  settings: z.string(),
});
export type RenderBatch = z.infer<typeof RenderBatch>;

export { batchDir };

function settingsHash(): string {
  return crypto.createHash('sha256').update(pageSettings()).digest('hex');
}

/**
 * Astro writes its generated files and the synced content collections through one fixed temporary name in the
 * project folder, which two processes syncing at once would tear (./render.ts). A worker holds this lock from
 * starting Astro until Astro has synced, so that on each machine (each checkout) one process syncs at a time and
 * the next finds everything up to date. A lock whose process has gone is taken over.
 */
const SYNC_LOCK = path.resolve('.astro', 'render-sync.lock');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function takeSyncLock(): Promise<() => void> {
  fs.mkdirSync(path.dirname(SYNC_LOCK), { recursive: true });
  for (;;) {
    try {
      fs.writeFileSync(SYNC_LOCK, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      // An empty file is a lock being written: its holder is alive.
      const holder = Number(fs.readFileSync(SYNC_LOCK, { encoding: 'utf8', flag: 'r' }) || 0);
      if (holder && !alive(holder)) fs.rmSync(SYNC_LOCK, { force: true });
      else await sleep(250);
    }
  }
  let held = true;
  return () => {
    if (held) fs.rmSync(SYNC_LOCK, { force: true });
    held = false;
  };
}

/**
 * Renders one batch: Astro with the build's settings and the batch's shard, into the batch's folder. Aborting
 * `signal` (the worker is stopping) ends Astro and fails the run, so that the queue hands the batch to another
 * worker at once instead of after its timeout.
 */
export async function renderBatch(
  batch: RenderBatch,
  log: (line: string) => void,
  signal?: AbortSignal,
): Promise<void> {
  const label = `render batch ${batch.shard}/${batch.shards} of ${path.basename(batch.out)}`;
  // The build failed or was given up meanwhile (it removes its folder): nothing to render for.
  if (!fs.existsSync(batch.out)) return log(`${label}: the build is gone, skipped`);
  if (settingsHash() !== batch.settings)
    throw new Error(
      `${label}: this worker's page settings (SITE_*, PUBLIC_*, BUILD_LANGUAGES) differ from the build's`,
    );
  const digest = readSnapshotDigest(batch.dataDir);
  if (digest !== batch.digest)
    throw new Error(`${label}: the listings in ${batch.dataDir} (${digest}) are not the build's (${batch.digest})`);
  const dir = batchDir(batch.out, batch.shard);
  // An earlier run's half-written folder.
  fs.rmSync(dir, { recursive: true, force: true });
  log(`${label}: rendering into ${dir}`);
  const release = await takeSyncLock();
  const pageLines = quietPageLines();
  try {
    await run(
      'astro',
      ['build'],
      {
        ...renderProcessEnv({
          outDir: dir,
          // The batch's own notes, in its own folder: a failed run's are removed with it.
          notesDir: dir,
          reuseFrom: batch.reuseFrom,
          shard: `${batch.shard}/${batch.shards}`,
          buildTime: batch.buildTime,
          nodeOptions: env().NODE_OPTIONS,
          // The build's plan, unless this machine's operator set a heap limit in its NODE_OPTIONS: they know it.
          heapMb: nodeOptionsHeapMb() ?? batch.heapMb,
        }),
        DATA_DIR: batch.dataDir,
      },
      (line) => {
        if (SYNCED_LINE.test(line)) release();
        return pageLines(line);
      },
      signal,
    );
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  } finally {
    release();
  }
  const failOnce = env().PORTAL_RENDER_FAIL_ONCE;
  if (failOnce && !fs.existsSync(failOnce)) {
    fs.writeFileSync(failOnce, `${label}\n`);
    throw new Error(`${label}: failing once as PORTAL_RENDER_FAIL_ONCE asks`);
  }
  // Failed meanwhile: the coordinator no longer removes what comes after it.
  if (!fs.existsSync(batch.out)) fs.rmSync(dir, { recursive: true, force: true });
  log(`${label}: done`);
}

/** What a render worker's jobs are run with: the signal that it is stopping. */
export interface RenderWorkerContext {
  signal?: AbortSignal;
}

export const renderBatchJob: JobDefinition<RenderBatch, RenderWorkerContext | null> = {
  name: RENDER_BATCH_QUEUE,
  payload: RenderBatch,
  // Three runs: a worker that broke down, a machine that ran out of memory; beyond that the batch, and the build, fail.
  retry: { attempts: 3, baseDelayMs: 2_000, maxDelayMs: 30_000 },
  // A batch at 10,000 listings in 15 languages renders for well under an hour on two cores; a worker that died
  // hands its batch on after this.
  timeoutMs: 3 * 3600_000,
  run: (batch, context) => renderBatch(batch, (line) => console.info(`[render] ${line}`), context?.signal),
};

/**
 * The queue render batches travel on, opened on the portal's database (PostgreSQL). The build and the workers wait
 * for their connections longer than a request does and try again while the database does not answer
 * (QUEUE_CONNECT_TIMEOUT_MS, QUEUE_CONNECT_ATTEMPTS; src/platform/db/connect-retry.ts): a build's coordinator on a
 * machine busy rendering must not fail for a slow connection.
 */
export async function openRenderQueue(config: Config, log: (line: string) => void) {
  const url = config.databaseUrl;
  if (!url) throw new Error('render workers need the job queue on PostgreSQL (DATABASE_URL)');
  const { QUEUE_CONNECT_TIMEOUT_MS: connectTimeoutMs, QUEUE_CONNECT_ATTEMPTS: attempts } = env();
  const retry = { attempts, timeoutMs: connectTimeoutMs };
  const database = await connectWithRetry(
    'the render queue',
    url,
    retry,
    () => connectPortalDatabase({ url, sqliteFile: config.sqliteFile, connectTimeoutMs }),
    log,
  );
  try {
    const queue = await connectWithRetry(
      'the render queue (pg-boss)',
      url,
      retry,
      () =>
        openJobQueue({
          database,
          definitions: [renderBatchJob as JobDefinition],
          databaseUrl: url,
          pgBossSchema: config.pgBossSchema,
          pollMs: 1000,
          // Idle workers start on a batch when it is enqueued; each takes one batch at a time.
          wakeOnEnqueue: true,
          log,
          connectTimeoutMs,
        }),
      log,
    );
    return {
      queue,
      close: async () => {
        await queue.stop();
        await database.close();
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}

/** How often the coordinator looks at its batches' states. */
const POLL_MS = 1000;

/**
 * Renders the build into `out` through `batches` batches on the job queue and waits for them: every batch done,
 * their folders are merged into `out`; a batch that failed its last run fails the render. Their folders are
 * removed either way.
 */
export async function renderOnWorkers(out: string, reuse: string | null, batches: number): Promise<void> {
  const log = (line: string) => console.info(`[render] ${line}`);
  const { queue, close } = await openRenderQueue(loadConfig(), log);
  const dirs = Array.from({ length: batches }, (_, k) => batchDir(out, k));
  try {
    // The build folder exists while the build wants its batches (renderBatch skips them once it is gone).
    fs.mkdirSync(out, { recursive: true });
    const settings = buildRenderSettings(out, reuse, batches);
    log(`${batches} batches, each rendered with a heap limit of ${settings.heapMb} MB`);
    const dataDir = path.resolve(env().DATA_DIR);
    const run = crypto.randomUUID();
    const keys = dirs.map((_, k) => `render:${path.basename(out)}:${run}:${k}/${batches}`);
    for (const [k, key] of keys.entries()) {
      const batch: RenderBatch = {
        out,
        shard: k,
        shards: batches,
        reuseFrom: reuse,
        buildTime: settings.buildTime,
        heapMb: settings.heapMb,
        dataDir,
        digest: readSnapshotDigest(dataDir),
        settings: settingsHash(),
      };
      await queue.enqueue(RENDER_BATCH_QUEUE, batch, { key });
    }
    await waitForBatches(queue, keys, log);
    // Batch 0's folder is the build's (its page keys, its server code); the others' rendered pages and notes join it.
    mergeRendered(dirs[0]!, out);
    for (const dir of dirs.slice(1))
      for (const part of ['client', RENDERED_DIR]) {
        if (!fs.existsSync(path.join(dir, part))) continue;
        fs.mkdirSync(path.join(out, part), { recursive: true });
        mergeRendered(path.join(dir, part), path.join(out, part));
      }
  } catch (err) {
    // The build folder goes first: a worker still rendering a batch then removes its folder itself when it ends.
    fs.rmSync(out, { recursive: true, force: true });
    throw err;
  } finally {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    await close();
  }
}

/**
 * Waits until every batch is done. A look that fails because the database does not answer (a busy machine, a
 * restart) is taken again at the next poll, up to QUEUE_CONNECT_ATTEMPTS looks in a row: the batches go on
 * meanwhile, and a render of an hour must not fail for one slow connection.
 */
async function waitForBatches(queue: JobQueue, keys: readonly string[], log: (line: string) => void) {
  let told = '';
  let missed = 0;
  for (;;) {
    let outcomes;
    try {
      outcomes = await Promise.all(keys.map((k) => queue.outcome(k)));
      missed = 0;
    } catch (err) {
      if (!isDatabaseUnavailable(err) || ++missed >= env().QUEUE_CONNECT_ATTEMPTS) throw err;
      log(`the job queue did not answer (${(err as Error).message}); looking again`);
      await sleep(POLL_MS);
      continue;
    }
    const failed = outcomes.findIndex((o) => o?.state === 'failed');
    if (failed >= 0)
      throw new Error(`render batch ${failed}/${keys.length} failed in its last run: ${outcomes[failed]!.lastError}`);
    const counts = { done: 0, active: 0, queued: 0 };
    for (const o of outcomes) counts[o?.state === 'done' || o?.state === 'active' ? o.state : 'queued']++;
    if (counts.done === keys.length) return;
    const now = `${counts.done} of ${keys.length} batches done, ${counts.active} rendering, ${counts.queued} waiting for a worker`;
    if (now !== told) log(now);
    told = now;
    await sleep(POLL_MS);
  }
}

export interface RenderWorker {
  /** Batches waiting for a worker or being rendered by one, of any build. */
  pending(): Promise<number>;
  /** Ends the batch being rendered (it fails and goes back to the queue) and stops taking batches. */
  stop(): Promise<void>;
}

/** A render worker: works render batches, one at a time, until stopped. */
export async function startRenderWorker(config: Config = loadConfig()): Promise<RenderWorker> {
  const log = (line: string) => console.info(`[render] ${line}`);
  const { queue, close } = await openRenderQueue(config, log);
  const stopping = new AbortController();
  await queue.work({ signal: stopping.signal } satisfies RenderWorkerContext, [RENDER_BATCH_QUEUE]);
  log(`render worker on ${queue.engine}: waiting for batches`);
  return {
    async pending() {
      const [queued, active] = await Promise.all(
        (['queued', 'active'] as const).map((state) => queue.list({ state, queue: RENDER_BATCH_QUEUE, limit: 1 })),
      );
      return queued!.length + active!.length;
    },
    async stop() {
      stopping.abort();
      await close();
    },
  };
}
