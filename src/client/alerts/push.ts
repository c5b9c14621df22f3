/**
 * Web Push in the browser: asked for only when the visitor picks the push channel. Registers the service worker
 * (/push-sw.js, which only shows notifications), subscribes with the portal's public VAPID key and stores the
 * subscription for the signed-in user.
 */
import { apiJson } from '../api';

export type PushOutcome = 'subscribed' | 'denied' | 'unsupported' | 'failed';

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export async function enablePush(): Promise<PushOutcome> {
  if (!pushSupported()) return 'unsupported';
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return 'denied';
  try {
    const registration = await navigator.serviceWorker.register('/push-sw.js', { scope: '/' });
    await navigator.serviceWorker.ready;
    let subscription = await registration.pushManager.getSubscription();
    if (!subscription) {
      const key = await apiJson<{ public_key: string }>('GET', '/api/push/key');
      if (!key.ok || !key.body?.public_key) return 'failed';
      subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(key.body.public_key),
      });
    }
    const json = subscription.toJSON();
    const saved = await apiJson('POST', '/api/push/subscriptions', { endpoint: json.endpoint, keys: json.keys });
    return saved.ok ? 'subscribed' : 'failed';
  } catch {
    return 'failed';
  }
}
