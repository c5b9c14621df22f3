/** The portal's jobs and schedules: what the server's worker runs, and when. */
import type { JobDefinition } from '../platform/queue/queue';
import type { Schedule } from '../platform/queue/schedules';
import { sendMailJob } from '../platform/mail/outbox-job';
import { cleanupJob, CLEANUP } from '../worker/cleanup';
import { listingSyncJob, LISTING_SYNC } from './listing-sync/jobs';
import { leadDeliveryJob } from './leads/jobs';
import {
  PRICE_ALERT_CHECK,
  PRICE_ALERT_CRON,
  priceAlertCheckJob,
  priceAlertNotifyJob,
} from './price-alerts/jobs';
import { pushSendJob } from './push/jobs';
import {
  DAILY_DIGEST_CRON,
  SEARCH_AGENTS_DIGEST,
  searchAgentJobs,
  WEEKLY_DIGEST_CRON,
} from './search-agents/jobs';
import {
  NEWSLETTER_ISSUE,
  NEWSLETTER_MONTHLY_CRON,
  NEWSLETTER_WEEKLY_CRON,
  newsletterIssueJob,
} from './newsletter/jobs';

export const PORTAL_JOBS: readonly JobDefinition[] = [
  sendMailJob,
  cleanupJob,
  listingSyncJob,
  leadDeliveryJob(),
  priceAlertCheckJob,
  priceAlertNotifyJob,
  pushSendJob,
  ...(searchAgentJobs as JobDefinition[]),
  newsletterIssueJob as JobDefinition,
];

export const DEFAULT_SYNC_CRON = '0 * * * *';
/** Housekeeping at night, when the portal is quiet. */
export const CLEANUP_CRON = '30 3 * * *';

export function portalSchedules(options: { syncCron: string }): Schedule[] {
  const schedules: Schedule[] = [
    { name: CLEANUP, cron: CLEANUP_CRON, job: CLEANUP, payload: {} },
    { name: PRICE_ALERT_CHECK, cron: PRICE_ALERT_CRON, job: PRICE_ALERT_CHECK, payload: { trigger: 'schedule' } },
    // Search agents' reports at seven in the morning: daily ones every day, weekly ones on Mondays.
    {
      name: 'search-agents-daily',
      cron: DAILY_DIGEST_CRON,
      job: SEARCH_AGENTS_DIGEST,
      payload: { frequency: 'daily' },
    },
    {
      name: 'search-agents-weekly',
      cron: WEEKLY_DIGEST_CRON,
      job: SEARCH_AGENTS_DIGEST,
      payload: { frequency: 'weekly' },
    },
    {
      name: 'newsletter-weekly',
      cron: NEWSLETTER_WEEKLY_CRON,
      job: NEWSLETTER_ISSUE,
      payload: { frequency: 'weekly' },
    },
    {
      name: 'newsletter-monthly',
      cron: NEWSLETTER_MONTHLY_CRON,
      job: NEWSLETTER_ISSUE,
      payload: { frequency: 'monthly' },
    },
  ];
  if (options.syncCron !== 'off') {
    schedules.push({
      name: LISTING_SYNC,
      cron: options.syncCron,
      job: LISTING_SYNC,
      payload: { trigger: 'schedule', sync: true },
    });
  }
  return schedules;
}
