/**
 * Daily housekeeping, at night when the portal is quiet: the platform's rate-limit windows that ended long ago,
 * finished jobs older than a month and expired action links, then every feature's own share (the registry's
 * clean-ups: expired sign-in tokens, the leads' repeat fingerprints, unconfirmed newsletter sign-ups, old API errors
 * and aggregates, the assistant's unanswered questions). Each table keeps only what still means something.
 */
import { z } from 'zod';
import { pruneRateLimits } from '../platform/rate-limit/rate-limit';
import { pruneFinishedJobs } from '../platform/queue/repository';
import { pruneTokens } from '../platform/action-tokens/tokens';
import type { JobDefinition } from '../platform/queue/queue';
import { CLEANUPS, type Context } from '../features/index';
import type { Schedule } from '../platform/queue/schedules';

export const CLEANUP = 'cleanup';
export const CLEANUP_CRON = '30 3 * * *';
const DAY = 24 * 3_600_000;

export const cleanupSchedule: Schedule = { name: CLEANUP, cron: CLEANUP_CRON, job: CLEANUP, payload: {} };

export const cleanupJob: JobDefinition<Record<string, never>, Context> = {
  name: CLEANUP,
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retry: { attempts: 3, baseDelayMs: 60_000, maxDelayMs: 600_000 },
  timeoutMs: 10 * 60_000,
  async run(_payload, { database: { db }, now }) {
    const at = now();
    await pruneRateLimits(db, at);
    await pruneFinishedJobs(db, at - 30 * DAY);
    await pruneTokens(db, at);
    for (const cleanup of CLEANUPS) await cleanup(db, at);
  },
};
