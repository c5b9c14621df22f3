/**
 * Daily housekeeping: rate-limit windows that ended long ago, expired sign-in tokens, reset links and OAuth
 * states, finished jobs older than a month, the repeat fingerprints of leads (needed for a minute only), API errors
 * beyond their age or count, latency and vitals aggregates past their time, and the assistant's unanswered questions
 * after 180 days. Each table keeps only what still means something.
 */
import { z } from 'zod';
import { pruneRateLimits } from '../platform/rate-limit/rate-limit';
import { pruneExpiredAuthRows } from '../features/auth/tokens';
import { pruneFinishedJobs } from '../platform/queue/repository';
import { pruneLeadFingerprints } from '../features/leads/repository';
import { pruneUnconfirmed } from '../features/newsletter/repository';
import { pruneTokens } from '../platform/action-tokens/tokens';
import { pruneAggregates, pruneApiErrors } from '../features/monitoring/repository';
import { pruneUnanswered } from '../features/assistant/repository';
import type { JobDefinition } from '../platform/queue/queue';
import type { JobContext } from '../platform/queue/job-context';

export const CLEANUP = 'cleanup';
const DAY = 24 * 3_600_000;

export const cleanupJob: JobDefinition<Record<string, never>, JobContext> = {
  name: CLEANUP,
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retry: { attempts: 3, baseDelayMs: 60_000, maxDelayMs: 600_000 },
  timeoutMs: 10 * 60_000,
  async run(_payload, { db, now }) {
    const at = now();
    await pruneRateLimits(db, at);
    await pruneExpiredAuthRows(db, at);
    await pruneFinishedJobs(db, at - 30 * DAY);
    await pruneLeadFingerprints(db, at);
    // Newsletter sign-ups never confirmed within 7 days, and confirmation links that expired.
    await pruneUnconfirmed(db, at);
    await pruneTokens(db, at);
    await pruneApiErrors(db, at);
    await pruneAggregates(db, at);
    await pruneUnanswered(db, at - 180 * DAY);
  },
};
