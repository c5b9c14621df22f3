/**
 * Web Push transport: one message to one browser subscription, encrypted (aes128gcm) for the subscription's keys
 * and signed with the portal's VAPID key, sent through fetch within a time limit. What a message says and whom it
 * goes to is the caller's; this module only delivers it and tells whether the push service still knows the
 * subscription.
 */
import { vapidKeys } from './vapid';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushMessage {
  title: string;
  body: string;
  /** Opened when the notification is clicked: an address on the portal. */
  url: string;
}

export interface PushSettings {
  /** The data folder that holds the VAPID key pair. */
  dataDir: string;
  /** The public site's address: the push service's contact for the sender. */
  siteUrl: string;
  fetch?: typeof fetch;
}

/**
 * Sends one message. Resolves `'gone'` when the push service no longer knows the subscription (404, 410): the
 * caller forgets it. Throws when the service does not take the message, so a job retries.
 */
export async function sendWebPush(
  target: PushTarget,
  message: PushMessage,
  settings: PushSettings,
): Promise<'sent' | 'gone'> {
  const keys = vapidKeys(settings.dataDir);
  // the push service's contact for the sender: the site when it is https, else a mailbox at its host
  const subject = settings.siteUrl.startsWith('https:')
    ? settings.siteUrl
    : `mailto:push@${new URL(settings.siteUrl).hostname}`;
  // web-push encrypts and signs (loaded with the first push); the request goes out through fetch, bounded in time
  const { default: webpush } = await import('web-push');
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify({ title: message.title, body: message.body, url: message.url }),
    {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      // a price drop a day later is still news; after that the mail has told it
      TTL: 24 * 3600,
      contentEncoding: 'aes128gcm',
    },
  );
  const res = await (settings.fetch ?? fetch)(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : null,
    signal: AbortSignal.timeout(30_000),
  });
  await res.arrayBuffer().catch(() => null);
  if (res.status === 404 || res.status === 410) return 'gone';
  if (!res.ok) throw new Error(`push service answered ${res.status}`);
  return 'sent';
}
