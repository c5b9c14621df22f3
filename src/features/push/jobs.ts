/**
 * One Web Push message to one browser subscription, as a job: retried while the push service does not answer;
 * a subscription the service reports gone (404, 410) is forgotten instead. The platform's transport encrypts,
 * signs and sends it.
 */
import { z } from 'zod';
import { DEFAULT_RETRY } from '../../platform/queue/backoff';
import type { Context } from '../context';
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

export const pushSendJob: JobDefinition<PushPayload, Context> = {
  name: PUSH_SEND,
  payload: pushPayload,
  retry: DEFAULT_RETRY,
  timeoutMs: 60_000,
  async run(payload, context) {
    const sub = await pushSubscriptionById(context.database.db, payload.subscription_id);
    if (!sub) return; // unsubscribed meanwhile: nothing to send
    const outcome = await sendWebPush(sub, payload, {
      dataDir: context.config.dataDir,
      siteUrl: context.config.siteUrl,
      fetch: context.fetch,
    });
    if (outcome === 'gone') await dropPushSubscription(context.database.db, sub.id);
  },
};
