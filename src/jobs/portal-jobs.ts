/** The portal's jobs and schedules: what the server's worker runs, and when. */
import type { JobDefinition } from './queue';
import type { Schedule } from './schedules';
import { sendMailJob } from './handlers/send-mail';
import { cleanupJob, CLEANUP } from './handlers/cleanup';
import { listingSyncJob, LISTING_SYNC } from './handlers/listing-sync';
import { leadDeliveryJob } from '../server/features/leads/delivery-job';
import {
  DAILY_DIGEST_CRON,
  SEARCH_AGENTS_DIGEST,
  searchAgentJobs,
  WEEKLY_DIGEST_CRON,
} from '../server/features/search-agents/jobs';
import {
  NEWSLETTER_ISSUE,
  NEWSLETTER_MONTHLY_CRON,
  NEWSLETTER_WEEKLY_CRON,
  newsletterIssueJob,
} from '../server/features/newsletter/jobs';
import {
  PRICE_ALERT_CHECK,
  PRICE_ALERT_CRON,
  priceAlertCheckJob,
  priceAlertNotifyJob,
} from '../server/features/price-alerts/jobs';
import { pushSendJob } from '../server/features/push/send-job';

export const PORTAL_JOBS: readonly JobDefinition[] = [
  sendMailJob,
  cleanupJob,
  listingSyncJob,
  leadDeliveryJob(),
  ...(searchAgentJobs as JobDefinition[]),
  newsletterIssueJob as JobDefinition,
  priceAlertCheckJob,
  priceAlertNotifyJob,
  pushSendJob,
];

export const DEFAULT_SYNC_CRON = '0 * * * *';
/** Housekeeping at night, when the portal is quiet. */
export const CLEANUP_CRON = '30 3 * * *';

export function portalSchedules(options: { syncCron: string }): Schedule[] {
  const schedules: Schedule[] = [
    { name: CLEANUP, cron: CLEANUP_CRON, job: CLEANUP, payload: {} },
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
    { name: PRICE_ALERT_CHECK, cron: PRICE_ALERT_CRON, job: PRICE_ALERT_CHECK, payload: { trigger: 'schedule' } },
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
