/**
 * One Web Push message to one browser subscription, as a job: retried while the push service does not answer;
 * a subscription the service reports gone (404, 410) is forgotten instead. The payload is encrypted (aes128gcm)
 * for the subscription's keys and signed with the portal's VAPID key.
 */
import { z } from 'zod';
import { DEFAULT_RETRY } from '../../platform/queue/backoff';
import type { JobContext } from '../../platform/queue/job-context';
import type { JobDefinition } from '../../platform/queue/queue';
import { dropPushSubscription, pushSubscriptionById } from '../price-alerts/repository';
import { vapidKeys } from './vapid';

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
    const keys = vapidKeys(context.dataDir);
    // the push service's contact for the sender: the site when it is https, else a mailbox at its host
    const subject = context.siteUrl.startsWith('https:')
      ? context.siteUrl
      : `mailto:push@${new URL(context.siteUrl).hostname}`;
    // web-push encrypts and signs (loaded with the first push); the request goes out through fetch, bounded in time
    const { default: webpush } = await import('web-push');
    const request = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify({ title: payload.title, body: payload.body, url: payload.url }),
      {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        // a price drop a day later is still news; after that the mail has told it
        TTL: 24 * 3600,
        contentEncoding: 'aes128gcm',
      },
    );
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(30_000),
    });
    await res.arrayBuffer().catch(() => null);
    if (res.status === 404 || res.status === 410) {
      await dropPushSubscription(context.db, sub.id);
      return;
    }
    if (!res.ok) throw new Error(`push service answered ${res.status}`);
  },
};
