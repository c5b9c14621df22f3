/**
 * The search agents' jobs: a match run after every listing sync (instant agents report at once), the daily
 * (07:00) and weekly (Monday 07:00, Vienna time) reports, one report per agent and period, and text messages.
 */
import { z } from 'zod';
import type { JobDefinition } from '../../platform/queue/queue';
import type { JobContext } from '../../platform/queue/job-context';
import { DEFAULT_RETRY } from '../../platform/queue/backoff';
import { runDigests, runMatching, sendReport, SEARCH_AGENT_REPORT, SMS_SEND, type AgentsContext } from './service';

export const SEARCH_AGENTS_MATCH = 'search-agents-match';
export const SEARCH_AGENTS_DIGEST = 'search-agents-digest';
export const DAILY_DIGEST_CRON = '0 7 * * *';
export const WEEKLY_DIGEST_CRON = '0 7 * * 1';

export function agentsContext(context: JobContext): AgentsContext {
  if (!context.queue || !context.listings || !context.siteUrl)
    throw new Error('search agents need the queue, the listing reader and the site address in the job context');
  return {
    db: context.db,
    queue: context.queue,
    listings: context.listings,
    siteUrl: context.siteUrl,
    localesDir: context.localesDir,
    sms: context.sms ?? null,
    now: context.now,
  };
}

const matchPayload = z.object({ reason: z.string().max(100) });

export const searchAgentsMatchJob: JobDefinition<z.infer<typeof matchPayload>, JobContext> = {
  name: SEARCH_AGENTS_MATCH,
  payload: matchPayload,
  retry: { attempts: 3, baseDelayMs: 60_000, maxDelayMs: 600_000 },
  timeoutMs: 15 * 60_000,
  async run(_payload, context, job) {
    await runMatching(agentsContext(context), job.key);
  },
};

const digestPayload = z.object({ frequency: z.enum(['daily', 'weekly']) });

export const searchAgentsDigestJob: JobDefinition<z.infer<typeof digestPayload>, JobContext> = {
  name: SEARCH_AGENTS_DIGEST,
  payload: digestPayload,
  retry: { attempts: 3, baseDelayMs: 60_000, maxDelayMs: 600_000 },
  timeoutMs: 15 * 60_000,
  async run({ frequency }, context, job) {
    // The schedule's key names the due time: a rerun of this job names the same reports.
    await runDigests(agentsContext(context), frequency, job.key);
  },
};

const reportPayload = z.object({ agentId: z.int().positive(), period: z.string().min(1).max(200) });

export const searchAgentReportJob: JobDefinition<z.infer<typeof reportPayload>, JobContext> = {
  name: SEARCH_AGENT_REPORT,
  payload: reportPayload,
  retry: DEFAULT_RETRY,
  timeoutMs: 5 * 60_000,
  async run({ agentId, period }, context) {
    await sendReport(agentsContext(context), agentId, period);
  },
};

const smsPayload = z.object({ to: z.string().min(3).max(30), text: z.string().min(1).max(1500) });

export const smsSendJob: JobDefinition<z.infer<typeof smsPayload>, JobContext> = {
  name: SMS_SEND,
  payload: smsPayload,
  retry: DEFAULT_RETRY,
  timeoutMs: 90_000,
  async run({ to, text }, context) {
    if (!context.sms) throw new Error('no SMS gateway is configured in this process');
    await context.sms.send(to, text);
  },
};

export const searchAgentJobs = [searchAgentsMatchJob, searchAgentsDigestJob, searchAgentReportJob, smsSendJob];
