/**
 * /api/push: Web Push for signed-in users. `GET /key` gives the portal's public VAPID key (anyone may read it);
 * `POST /subscriptions` stores this browser's subscription for the user, `DELETE /subscriptions` removes it.
 * An endpoint is accepted only where the push rules allow it (src/platform/push/endpoints.ts): https, a known
 * push service's host (or any public one with PUSH_ANY_HOST) resolving to public addresses only, since the server
 * later POSTs to it; a plain-http endpoint only outside production, at a host in OUTBOUND_ALLOW_HOSTS (local tests).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { ApiError } from '../../platform/errors';
import { readJson } from '../../platform/validate';
import { currentUser, requireUser } from '../auth/session';
import { vapidKeys } from '../../platform/push/vapid';
import {
  checkPushEndpoint,
  pushEndpointRefusal,
  pushEndpointRules,
  type PushEndpointRules,
} from '../../platform/push/endpoints';
import { pushSubscriptionsOf, removePushSubscription, savePushSubscription } from './repository';

/** Browsers, phones and tablets of one person; more is a script, not a person. */
export const MAX_PUSH_SUBSCRIPTIONS = 20;

const base64url = z.string().regex(/^[A-Za-z0-9_-]+=*$/, { error: 'push.errors.invalid' });

function endpointSchema(rules: PushEndpointRules) {
  return z
    .string({ error: 'push.errors.invalid' })
    .max(2000, { error: 'push.errors.invalid' })
    .refine((s) => pushEndpointRefusal(s, rules) === null, { error: 'push.errors.invalid' });
}

export function pushRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/key', (c) => {
    const { publicKey } = vapidKeys(c.get('ctx').config.dataDir);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ success: true, public_key: publicKey });
  });

  r.use('/subscriptions', requireUser);

  r.post('/subscriptions', async (c) => {
    const { config, database, now } = c.get('ctx');
    const user = currentUser(c);
    const input = await readJson(
      c,
      z.object({
        endpoint: endpointSchema(pushEndpointRules(config)),
        keys: z.object({ p256dh: base64url.min(20).max(200), auth: base64url.min(8).max(100) }),
      }),
    );
    // The name must resolve to public addresses only (the send checks the connection it makes again).
    if ((await checkPushEndpoint(input.endpoint, pushEndpointRules(config))) !== null)
      throw new ApiError(422, 'push.errors.invalid', { endpoint: ['push.errors.invalid'] });
    const existing = await pushSubscriptionsOf(database.db, user.id);
    if (existing.length >= MAX_PUSH_SUBSCRIPTIONS && !existing.some((s) => s.endpoint === input.endpoint))
      throw new ApiError(422, 'push.errors.tooMany');
    await savePushSubscription(database.db, {
      user_id: user.id,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      now: now(),
    });
    return c.json({ success: true, message: c.get('t')('push.messages.subscribed') }, 201);
  });

  r.delete('/subscriptions', async (c) => {
    const { database } = c.get('ctx');
    // Any stored endpoint may be removed, also one the rules no longer accept.
    const input = await readJson(
      c,
      z.object({ endpoint: z.string({ error: 'push.errors.invalid' }).max(2000, { error: 'push.errors.invalid' }) }),
    );
    await removePushSubscription(database.db, currentUser(c).id, input.endpoint);
    return c.json({ success: true, message: c.get('t')('push.messages.unsubscribed') });
  });

  return r;
}
