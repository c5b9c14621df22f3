/**
 * `npm run jobs -- [failed|queued|active|done] [--queue NAME] [--limit N]`: the jobs of the portal's queue in one
 * state, newest first, with their key, runs and last error (default: the failed ones, which need a look).
 */
import { loadConfig } from '../src/platform/config';
import { openJobQueue } from '../src/platform/queue/open-queue';
import { connectPortalDatabase } from '../src/features/index';
import { WORKER_JOBS } from '../src/worker/worker';
import { renderBatchJob } from '../src/build/render-batch';
import type { JobDefinition } from '../src/platform/queue/queue';
import type { JobState } from '../src/platform/queue/tables';

const STATES: readonly JobState[] = ['failed', 'queued', 'active', 'done'];
// The worker's jobs and the render workers' batches (src/build/render-batch.ts).
const QUEUES: readonly JobDefinition[] = [...WORKER_JOBS, renderBatchJob as JobDefinition];

function usage(message: string): never {
  console.error(`${message}\nusage: npm run jobs -- [${STATES.join('|')}] [--queue NAME] [--limit N]`);
  process.exit(2);
}

const args = process.argv.slice(2);
let state: JobState = 'failed';
let queue: string | undefined;
let limit = 50;
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if ((STATES as readonly string[]).includes(a)) state = a as JobState;
  else if (a === '--queue') queue = args[++i] ?? usage('--queue needs a name');
  else if (a === '--limit') limit = Number(args[++i]);
  else usage(`unknown argument ${a}`);
}
if (!Number.isInteger(limit) || limit < 1) usage('--limit needs a positive whole number');
if (queue && !QUEUES.some((j) => j.name === queue))
  usage(`unknown queue ${queue} (${QUEUES.map((j) => j.name).join(', ')})`);

const config = loadConfig();
const database = await connectPortalDatabase({ url: config.databaseUrl, sqliteFile: config.sqliteFile });
const jobs = await openJobQueue({
  database,
  definitions: QUEUES,
  databaseUrl: config.databaseUrl,
  pgBossSchema: config.pgBossSchema,
  log: () => {},
});
try {
  const list = await jobs.list({ state, queue, limit });
  console.log(`${list.length} ${state} job(s) on ${jobs.engine}${queue ? ` in ${queue}` : ''}`);
  for (const j of list) {
    console.log(
      `${new Date(j.createdAt).toISOString()}  ${j.queue}  ${j.key ?? j.id}  runs ${j.attempts}${j.lastError ? `\n    ${j.lastError}` : ''}`,
    );
  }
} finally {
  await jobs.stop();
  await database.close();
}
