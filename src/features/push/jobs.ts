/**
 * One Web Push message to one browser subscription, as a job: retried while the push service does not answer;
 * a subscription the service reports gone (404, 410) is forgotten instead. The platform's transport encrypts,
 * signs and sends it.
 */
import { z } from 'zod';
import { DEFAULT_RETRY } from '../../platform/queue/backoff';
import type { JobContext } from '../../platform/queue/job-context';
import type { JobDefinition } from '../../platform/queue/queue';
import { sendWebPush } from '../../platform/push/web-push';
import { dropPushSubscription, pushSubscriptionById } from './repository';

export const PUSH_SEND = 'push-send';

const pushPayload = z.object({
  subscription_id: z.int().positive(),
  title: z.string().min(1).max(200),
  body: z.string().max(1000),
  /** Opened when the notification is clicked: an address on the portal. */
  url: z.string().max(2000),
});
export type PushPayload = z.infer<typeof pushPayload>;

export const pushSendJob: JobDefinition<PushPayload, JobContext> = {
  name: PUSH_SEND,
  payload: pushPayload,
  retry: DEFAULT_RETRY,
  timeoutMs: 60_000,
  async run(payload, context) {
    if (!context.dataDir || !context.siteUrl) throw new Error('push needs the data folder and the site address');
    const sub = await pushSubscriptionById(context.db, payload.subscription_id);
    if (!sub) return; // unsubscribed meanwhile: nothing to send
    const outcome = await sendWebPush(sub, payload, { dataDir: context.dataDir, siteUrl: context.siteUrl });
    if (outcome === 'gone') await dropPushSubscription(context.db, sub.id);
  },
};
