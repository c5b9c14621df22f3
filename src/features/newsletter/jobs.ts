/** The newsletter's issues: weekly on Monday at 08:00, monthly on the 1st at 08:00 (Vienna time). */
import { z } from 'zod';
import type { JobDefinition } from '../../platform/queue/queue';
import type { Context } from '../context';
import type { Schedule } from '../../platform/queue/schedules';
import { sendIssue } from './service';

export const NEWSLETTER_ISSUE = 'newsletter-issue';
export const NEWSLETTER_WEEKLY_CRON = '0 8 * * 1';
export const NEWSLETTER_MONTHLY_CRON = '0 8 1 * *';

export const newsletterSchedules: readonly Schedule[] = [
  { name: 'newsletter-weekly', cron: NEWSLETTER_WEEKLY_CRON, job: NEWSLETTER_ISSUE, payload: { frequency: 'weekly' } },
  {
    name: 'newsletter-monthly',
    cron: NEWSLETTER_MONTHLY_CRON,
    job: NEWSLETTER_ISSUE,
    payload: { frequency: 'monthly' },
  },
];

const payload = z.object({ frequency: z.enum(['weekly', 'monthly']) });

export const newsletterIssueJob: JobDefinition<z.infer<typeof payload>, Context> = {
  name: NEWSLETTER_ISSUE,
  payload,
  retry: { attempts: 3, baseDelayMs: 60_000, maxDelayMs: 600_000 },
  timeoutMs: 30 * 60_000,
  async run({ frequency }, context, job) {
    await sendIssue(context, frequency, job.key);
  },
};
