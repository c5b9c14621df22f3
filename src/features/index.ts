/** The portal's features as the API and the worker get them: their migrations, jobs and schedules. */
import type { JobDefinition } from '../platform/queue/queue';
import type { MigrationSet } from '../platform/db/column-types';
import { connectDatabase, type DatabaseOptions } from '../platform/db/database';
import type { DB, PortalDatabase } from './db';
import { authMigrations } from './auth/migrations';
import { favoritesMigrations } from './favorites/migrations';
import { propertiesMigrations } from './properties/migrations';
import { leadsMigrations } from './leads/migrations';
import { adminMigrations } from './admin/migrations';
import { priceAlertMigrations } from './price-alerts/migrations';
import { pushMigrations } from './push/migrations';
import { searchAgentsMigrations } from './search-agents/migrations';
import { newsletterMigrations } from './newsletter/migrations';
import { assistantMigrations } from './assistant/migrations';
import { monitoringMigrations } from './monitoring/migrations';
import type { Schedule } from '../platform/queue/schedules';
import { sendMailJob } from '../platform/mail/outbox-job';
import { cleanupJob, CLEANUP } from '../worker/cleanup';
import { listingSyncJob, LISTING_SYNC } from './listing-sync/jobs';
import { leadDeliveryJob } from './leads/jobs';
import { PRICE_ALERT_CHECK, PRICE_ALERT_CRON, priceAlertCheckJob, priceAlertNotifyJob } from './price-alerts/jobs';
import { pushSendJob } from './push/jobs';
import { DAILY_DIGEST_CRON, SEARCH_AGENTS_DIGEST, searchAgentJobs, WEEKLY_DIGEST_CRON } from './search-agents/jobs';
import {
  NEWSLETTER_ISSUE,
  NEWSLETTER_MONTHLY_CRON,
  NEWSLETTER_WEEKLY_CRON,
  newsletterIssueJob,
} from './newsletter/jobs';

/** Every feature's migrations (their names order them; the platform adds its own). */
export const MIGRATIONS: readonly MigrationSet[] = [
  authMigrations,
  favoritesMigrations,
  propertiesMigrations,
  leadsMigrations,
  adminMigrations,
  priceAlertMigrations,
  pushMigrations,
  searchAgentsMigrations,
  newsletterMigrations,
  assistantMigrations,
  monitoringMigrations,
];

/** Opens the portal's database and brings it up to date with the platform's and every feature's migrations. */
export function connectPortalDatabase(options: DatabaseOptions): Promise<PortalDatabase> {
  return connectDatabase<DB>({ ...options, migrations: MIGRATIONS });
}

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
