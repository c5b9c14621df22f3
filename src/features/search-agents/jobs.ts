/**
 * The search agents' jobs: a match run after every listing sync (instant agents report at once), the daily
 * (07:00) and weekly (Monday 07:00, Vienna time) reports, and one report per agent and period (its mail and text
 * message go out through the platform's outboxes).
 */
import { z } from 'zod';
import { DEFAULT_RETRY } from '../../platform/queue/backoff';
import type { DatabaseWith } from '../../platform/db/own-tables';
import type { JobDefinition, JobQueue } from '../../platform/queue/queue';
import type { Schedule } from '../../platform/queue/schedules';
import type { JobTables } from '../../platform/queue/tables';
import { agentsWithPending } from './repository';
import type { Context } from '../context';
import { runMatching, sendReport, type MatchRunResult } from './service';

export const SEARCH_AGENTS_MATCH = 'search-agents-match';
export const SEARCH_AGENTS_DIGEST = 'search-agents-digest';
export const SEARCH_AGENT_REPORT = 'search-agent-report';
export const DAILY_DIGEST_CRON = '0 7 * * *';
export const WEEKLY_DIGEST_CRON = '0 7 * * 1';

/** Reports at seven in the morning: daily ones every day, weekly ones on Mondays. */
export const searchAgentSchedules: readonly Schedule[] = [
  { name: 'search-agents-daily', cron: DAILY_DIGEST_CRON, job: SEARCH_AGENTS_DIGEST, payload: { frequency: 'daily' } },
  {
    name: 'search-agents-weekly',
    cron: WEEKLY_DIGEST_CRON,
    job: SEARCH_AGENTS_DIGEST,
    payload: { frequency: 'weekly' },
  },
];

/** A report's idempotency key: one report per agent and period, however often it is queued. */
function reportKey(agentId: number, period: string): string {
  return `${SEARCH_AGENT_REPORT}:${agentId}:${period}`;
}

export function queueReport<D extends JobTables>(
  queue: JobQueue,
  agentId: number,
  period: string,
  db?: DatabaseWith<D>,
): Promise<boolean> {
  return queue.enqueue(
    SEARCH_AGENT_REPORT,
    { agentId, period },
    { key: reportKey(agentId, period), ...(db ? { db } : {}) },
  );
}

/** Reports queued per batch: one transaction each, short enough not to hold the database for long. */
export const REPORT_BATCH = 500;

/**
 * One report per agent for a period, queued in batches of REPORT_BATCH (a few statements each instead of a
 * transaction per report), under the same keys as `queueReport`: an agent whose report for the period was queued
 * before, by either, is skipped, so a rerun of the job queues none twice. Answers how many were queued.
 */
export async function queueReports(queue: JobQueue, agentIds: readonly number[], period: string): Promise<number> {
  let queued = 0;
  for (let i = 0; i < agentIds.length; i += REPORT_BATCH) {
    const jobs = agentIds
      .slice(i, i + REPORT_BATCH)
      .map((agentId) => ({ payload: { agentId, period }, key: reportKey(agentId, period) }));
    queued += (await queue.enqueueMany(SEARCH_AGENT_REPORT, jobs)).length;
  }
  return queued;
}

/** A match run, then the instant agents' reports, named after the run. */
export async function matchAndReport(
  ctx: Pick<Context, 'database' | 'queue' | 'listings' | 'now'>,
  runName: string,
): Promise<MatchRunResult & { reports: number }> {
  const result = await runMatching(ctx);
  const pending = await agentsWithPending(ctx.database.db, 'instant');
  const reports = await queueReports(ctx.queue, pending, `instant:${runName}`);
  return { ...result, reports };
}

/** The daily or weekly reports: a fresh match run, then one report per agent with waiting matches. */
export async function runDigests(ctx: Context, frequency: 'daily' | 'weekly', period: string): Promise<number> {
  await matchAndReport(ctx, period);
  return queueReports(ctx.queue, await agentsWithPending(ctx.database.db, frequency), `${frequency}:${period}`);
}

const matchPayload = z.object({ reason: z.string().max(100) });

export const searchAgentsMatchJob: JobDefinition<z.infer<typeof matchPayload>, Context> = {
  name: SEARCH_AGENTS_MATCH,
  payload: matchPayload,
  retry: { attempts: 3, baseDelayMs: 60_000, maxDelayMs: 600_000 },
  timeoutMs: 15 * 60_000,
  async run(_payload, context, job) {
    await matchAndReport(context, job.key);
  },
};

const digestPayload = z.object({ frequency: z.enum(['daily', 'weekly']) });

export const searchAgentsDigestJob: JobDefinition<z.infer<typeof digestPayload>, Context> = {
  name: SEARCH_AGENTS_DIGEST,
  payload: digestPayload,
  retry: { attempts: 3, baseDelayMs: 60_000, maxDelayMs: 600_000 },
  timeoutMs: 15 * 60_000,
  async run({ frequency }, context, job) {
    // The schedule's key names the due time: a rerun of this job names the same reports.
    await runDigests(context, frequency, job.key);
  },
};

const reportPayload = z.object({ agentId: z.int().positive(), period: z.string().min(1).max(200) });

export const searchAgentReportJob: JobDefinition<z.infer<typeof reportPayload>, Context> = {
  name: SEARCH_AGENT_REPORT,
  payload: reportPayload,
  retry: DEFAULT_RETRY,
  timeoutMs: 5 * 60_000,
  async run({ agentId, period }, context) {
    await sendReport(context, agentId, period);
  },
};

export const searchAgentJobs: readonly JobDefinition[] = [
  searchAgentsMatchJob,
  searchAgentsDigestJob,
  searchAgentReportJob,
];
