/**
 * One Web Push message to one browser subscription, as a job: retried while the push service does not answer;
 * a subscription the service reports gone (404, 410) is forgotten instead. The platform's transport encrypts,
 * signs and sends it, only to an endpoint the push rules accept and through the outbound guard. A subscription
 * whose endpoint is refused (not a push service, a non-public address, a redirect, an answer no push service
 * gives) is never contacted again: it is forgotten, and the run fails with the refusal, so the job's record
 * and the log say why nothing was sent.
 */
import { z } from 'zod';
import { DEFAULT_RETRY } from '../../platform/queue/backoff';
import type { Context } from '../context';
import type { JobDefinition } from '../../platform/queue/queue';
import { sendWebPush } from '../../platform/push/web-push';
import { PushEndpointRefused, pushEndpointRules } from '../../platform/push/endpoints';
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
    let outcome: 'sent' | 'gone';
    try {
      outcome = await sendWebPush(sub, payload, {
        dataDir: context.config.dataDir,
        siteUrl: context.config.siteUrl,
        rules: pushEndpointRules(context.config),
      });
    } catch (err) {
      if (err instanceof PushEndpointRefused) {
        await dropPushSubscription(context.database.db, sub.id);
        context.log(`push subscription ${sub.id} of user ${sub.user_id} forgotten: ${err.message}`);
      }
      throw err;
    }
    if (outcome === 'gone') await dropPushSubscription(context.database.db, sub.id);
  },
};
