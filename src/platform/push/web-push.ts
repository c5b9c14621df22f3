/**
 * Web Push transport: one message to one browser subscription, encrypted (aes128gcm) for the subscription's keys
 * and signed with the portal's VAPID key. What a message says and whom it goes to is the caller's; this module
 * only delivers it and tells whether the push service still knows the subscription.
 * The endpoint is a URL the subscriber chose, so the request goes out through the outbound guard: only to an
 * endpoint the push rules accept (src/platform/push/endpoints.ts), on a connection to a public address (checked
 * after DNS), without following redirects, within 10 s and reading at most 64 KB of the answer (a push service
 * answers with an empty body).
 */
import { OutboundError, fetchPublic } from '../net/outbound';
import { PushEndpointRefused, pushEndpointRefusal, type PushEndpointRules } from './endpoints';
import { vapidKeys } from './vapid';

const PUSH_TIMEOUT_MS = 10_000;
const PUSH_MAX_ANSWER_BYTES = 64 * 1024;

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
  /** Which endpoints may be reached. */
  rules: PushEndpointRules;
}

/**
 * Sends one message. Resolves `'gone'` when the push service no longer knows the subscription (404, 410): the
 * caller forgets it. Throws PushEndpointRefused, without sending, when the endpoint is not one the rules accept
 * (or it redirects or answers at length, which no push service does); throws another error when the service
 * does not take the message, so a job retries.
 */
export async function sendWebPush(
  target: PushTarget,
  message: PushMessage,
  settings: PushSettings,
): Promise<'sent' | 'gone'> {
  const refusal = pushEndpointRefusal(target.endpoint, settings.rules);
  if (refusal)
    throw new PushEndpointRefused(refusal, `push endpoint refused (${refusal}): ${target.endpoint.slice(0, 200)}`);
  const keys = vapidKeys(settings.dataDir);
  // the push service's contact for the sender: the site when it is https, else a mailbox at its host
  const subject = settings.siteUrl.startsWith('https:')
    ? settings.siteUrl
    : `mailto:push@${new URL(settings.siteUrl).hostname}`;
  // web-push encrypts and signs (loaded with the first push); the request goes out through the outbound guard
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
  let status: number;
  try {
    ({ status } = await fetchPublic(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? Buffer.from(request.body) : undefined,
      httpsOnly: !settings.rules.allowHttp,
      allowHosts: settings.rules.allowHosts,
      timeoutMs: PUSH_TIMEOUT_MS,
      maxBytes: PUSH_MAX_ANSWER_BYTES,
      maxRedirects: 0,
    }));
  } catch (err) {
    if (err instanceof OutboundError && err.reason !== 'timeout' && err.reason !== 'network')
      throw new PushEndpointRefused(err.reason, `push endpoint refused (${err.reason}): ${err.message}`);
    throw err;
  }
  if (status === 404 || status === 410) return 'gone';
  if (status < 200 || status >= 300) throw new Error(`push service answered ${status}`);
  return 'sent';
}
