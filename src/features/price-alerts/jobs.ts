/**
 * Checking price alerts, as jobs:
 * - `price-alert-check` (daily at 07:00 Vienna, and after every sync that changed a price): loads the newest
 *   listing snapshot, matches the waiting alerts (matchPriceAlerts) and, per alert that fires, marks it fired and
 *   enqueues its notification in the same transaction. An alert fires once: a second check, or a check running
 *   beside it in another process, finds it fired.
 * - `price-alert-notify`: the alert's mail (outbox job `mail:price-alert:<id>`) and one push job per browser of
 *   the user (`push:price-alert:<id>:<subscription>`). Every key is used once ever, so a restart in the middle of a
 *   run sends nothing twice.
 */
import { z } from 'zod';
import { DEFAULT_RETRY } from '../../platform/queue/backoff';
import type { Context } from '../context';
import type { JobDefinition } from '../../platform/queue/queue';
import { listingPrice, matchPriceAlerts } from '../../domain/price-alerts';
import { listingPath } from '../../domain/listing-ref';
import { localizePath } from '../../i18n/paths';
import { DEFAULT_LANG, isLangCode, type LangCode } from '../../i18n/languages';
import { PUSH_SEND } from '../push/jobs';
import { pushSubscriptionsOf } from '../push/repository';
import { alertListing, alertListings, firedAlertWithUser, markFired, waitingAlerts } from './repository';
import type { Schedule } from '../../platform/queue/schedules';

export const PRICE_ALERT_CHECK = 'price-alert-check';
export const PRICE_ALERT_NOTIFY = 'price-alert-notify';
/** Every morning, before people look for flats on the way to work. */
export const PRICE_ALERT_CRON = '0 7 * * *';

export const priceAlertSchedules: readonly Schedule[] = [
  { name: PRICE_ALERT_CHECK, cron: PRICE_ALERT_CRON, job: PRICE_ALERT_CHECK, payload: { trigger: 'schedule' } },
];

const checkPayload = z.object({ trigger: z.enum(['schedule', 'sync', 'manual']) });

/** Runs one check; resolves with the number of alerts that fired. */
export async function checkPriceAlerts(context: Context): Promise<number> {
  const { queue } = context;
  // The sync that triggered this check wrote a new snapshot; the API process may not have loaded it yet.
  await context.services.snapshot.refresh();
  const alerts = await waitingAlerts(context.database.db);
  if (alerts.length === 0) return 0;
  const listings = await alertListings(context.database.db, [...new Set(alerts.map((a) => a.property_id))]);
  const matches = matchPriceAlerts(
    [...listings.values()].map((l) => ({ id: l.id, price: listingPrice(l), status: l.status })),
    alerts,
  );
  let fired = 0;
  for (const m of matches) {
    await context.database.db.transaction().execute(async (trx) => {
      if (!(await markFired(trx, m.alert_id, m.price, context.now()))) return;
      await queue.enqueue(
        PRICE_ALERT_NOTIFY,
        { alert_id: m.alert_id },
        { key: `price-alert:notify:${m.alert_id}`, db: trx },
      );
      fired++;
    });
  }
  return fired;
}

export const priceAlertCheckJob: JobDefinition<z.infer<typeof checkPayload>, Context> = {
  name: PRICE_ALERT_CHECK,
  payload: checkPayload,
  retry: DEFAULT_RETRY,
  timeoutMs: 10 * 60_000,
  async run(_payload, context) {
    await checkPriceAlerts(context);
  },
};

const notifyPayload = z.object({ alert_id: z.int().positive() });

export const priceAlertNotifyJob: JobDefinition<z.infer<typeof notifyPayload>, Context> = {
  name: PRICE_ALERT_NOTIFY,
  payload: notifyPayload,
  retry: DEFAULT_RETRY,
  timeoutMs: 60_000,
  async run({ alert_id }, context) {
    const { queue } = context;
    // React and the mail components load with the first notification, not with every process that works jobs
    const [{ createElement }, { mailContext, queueRenderedMail }, { PriceAlertMail }] = await Promise.all([
      import('react'),
      import('../../platform/mail/react-mail'),
      import('./mail'),
    ]);
    const alert = await firedAlertWithUser(context.database.db, alert_id);
    // deleted by its owner (or with the account) since it fired: nobody to tell
    if (!alert || alert.fired_at == null || alert.fired_price == null) return;
    const listing = await alertListing(context.database.db, alert.property_id);
    const langCode = alert.user_lang && isLangCode(alert.user_lang) ? alert.user_lang : alert.lang;
    const lang: LangCode = isLangCode(langCode) ? langCode : DEFAULT_LANG;
    const mail = mailContext(lang);
    const site = context.config.siteUrl.replace(/\/+$/, '');
    const url = `${site}${localizePath(lang, listingPath(alert.property_id, listing?.title_slug ?? null))}`;
    const title = listing?.objekttitel ?? `#${alert.property_id}`;
    const rent = listing?.vermarktungsart === 'MIETE_PACHT';
    const channels = JSON.parse(alert.channels) as string[];
    if (channels.includes('email')) {
      await queueRenderedMail(queue, {
        key: `mail:price-alert:${alert.id}`,
        to: alert.email,
        subject: mail.t('priceAlerts.mail.subject', { title, price: mail.money(alert.fired_price) }),
        element: createElement(PriceAlertMail, {
          mail,
          title,
          before: alert.price_at_creation,
          now: alert.fired_price,
          target: alert.target_price,
          rent,
          url,
          dashboardUrl: `${site}${localizePath(lang, '/dashboard')}#preisalarme`,
          siteUrl: `${site}${localizePath(lang, '/')}`,
        }),
      });
    }
    if (channels.includes('push')) {
      for (const sub of await pushSubscriptionsOf(context.database.db, alert.user_id)) {
        await queue.enqueue(
          PUSH_SEND,
          {
            subscription_id: sub.id,
            title: mail.t('priceAlerts.push.title'),
            body: mail.t('priceAlerts.push.body', {
              title,
              before: mail.money(alert.price_at_creation),
              price: mail.money(alert.fired_price),
            }),
            url,
          },
          { key: `push:price-alert:${alert.id}:${sub.id}` },
        );
      }
    }
  },
};
