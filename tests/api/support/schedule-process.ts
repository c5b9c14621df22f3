/**
 * A server process's job worker for the two-process drill: the real worker (queue, schedules) on the database of
 * DATABASE_URL, with one job that records which process ran it for which due time (the job's key), scheduled by
 * SCHEDULE_CRON (Vienna time).
 */
import { sql } from 'kysely';
import { z } from 'zod';
import { loadConfig } from '~/platform/config';
import { startWorker } from '~/worker/worker';
import type { JobDefinition } from '~/platform/queue/queue';
import type { Context } from '~/features/index';

const recordRun: JobDefinition<{ label: string }, Context> = {
  name: 'drill-record',
  payload: z.object({ label: z.string() }),
  retry: { attempts: 3, baseDelayMs: 1000, maxDelayMs: 1000 },
  timeoutMs: 30_000,
  async run({ label }, { database: { db } }, job) {
    await sql`insert into drill_runs (label, pid, key) values (${label}, ${process.pid}, ${job.key})`.execute(db);
  },
};

await startWorker(loadConfig(process.env), {
  definitions: [recordRun],
  schedules: [
    { name: 'drill', cron: process.env.SCHEDULE_CRON!, job: 'drill-record', payload: { label: 'each-due-time' } },
  ],
  scheduleTickMs: 200,
  pollMs: 500,
  log: (l) => console.log(l),
});
console.log('ready');
