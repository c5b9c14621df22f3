/** Push subscriptions in the database: each user's browsers, and the one a push job sends to. */
import type { Kysely } from 'kysely';
import type { DB } from '../db';
import type { PushSubscriptionRow } from './tables';

export async function savePushSubscription(
  db: Kysely<DB>,
  s: { user_id: number; endpoint: string; p256dh: string; auth: string; now: number },
): Promise<void> {
  // A browser has one subscription per endpoint; signing in as another user there moves it to that user.
  await db
    .insertInto('push_subscriptions')
    .values({ user_id: s.user_id, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth, created_at: s.now })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({ user_id: s.user_id, p256dh: s.p256dh, auth: s.auth, created_at: s.now }),
    )
    .execute();
}

export async function removePushSubscription(db: Kysely<DB>, userId: number, endpoint: string): Promise<boolean> {
  const r = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export function pushSubscriptionsOf(db: Kysely<DB>, userId: number): Promise<PushSubscriptionRow[]> {
  return db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export function pushSubscriptionById(db: Kysely<DB>, id: number): Promise<PushSubscriptionRow | undefined> {
  return db.selectFrom('push_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A subscription the push service says is gone (404/410) is forgotten. */
export async function dropPushSubscription(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}
