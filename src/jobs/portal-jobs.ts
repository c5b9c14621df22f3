/** The portal's jobs and schedules: what the server's worker runs, and when. */
import type { JobDefinition } from './queue';
import type { Schedule } from './schedules';
import { sendMailJob } from './handlers/send-mail';
import { cleanupJob, CLEANUP } from './handlers/cleanup';
import { listingSyncJob, LISTING_SYNC } from './handlers/listing-sync';
import { leadDeliveryJob } from '../server/features/leads/delivery-job';
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
