/** Newsletter subscriptions. */
import type { Kysely } from 'kysely';
import type { DB } from '../db';
import type { NewsletterRow } from './tables';

export function findSubscription(db: Kysely<DB>, email: string): Promise<NewsletterRow | undefined> {
  return db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).executeTakeFirst();
}

export function subscriptionById(db: Kysely<DB>, id: number): Promise<NewsletterRow | undefined> {
  return db.selectFrom('newsletter_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A sign-up: a new address is stored unconfirmed; an unconfirmed one gets its details refreshed; a confirmed one
 * keeps everything (a stranger must not change someone's subscription). Answers the row and whether a
 * confirmation mail is due.
 */
export async function upsertSignup(
  db: Kysely<DB>,
  values: { email: string; name: string | null; frequency: 'weekly' | 'monthly'; lang: string },
  now: number,
): Promise<{ row: NewsletterRow; confirmationDue: boolean }> {
  const existing = await findSubscription(db, values.email);
  if (existing?.confirmed_at) return { row: existing, confirmationDue: false };
  if (existing) {
    const row = await db
      .updateTable('newsletter_subscriptions')
      .set({ ...values, updated_at: now })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row, confirmationDue: true };
  }
  const row = await db
    .insertInto('newsletter_subscriptions')
    .values({ ...values, confirmed_at: null, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('email').doUpdateSet({ updated_at: now }))
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, confirmationDue: true };
}

export async function confirmSubscription(db: Kysely<DB>, id: number, now: number): Promise<void> {
  await db
    .updateTable('newsletter_subscriptions')
    .set({ confirmed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .execute();
}

export async function deleteSubscription(db: Kysely<DB>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('action_tokens')
      .where('purpose', 'in', ['newsletter-confirm', 'newsletter-unsubscribe'])
      .where('subject_id', '=', id)
      .execute();
    await trx.deleteFrom('newsletter_subscriptions').where('id', '=', id).execute();
  });
}

/** Sign-ups never confirmed within a week are forgotten, address and all. */
export async function pruneUnconfirmed(db: Kysely<DB>, now: number): Promise<number> {
  const stale = await db
    .selectFrom('newsletter_subscriptions')
    .select('id')
    .where('confirmed_at', 'is', null)
    .where('created_at', '<', now - 7 * 24 * 3_600_000)
    .execute();
  for (const { id } of stale) await deleteSubscription(db, id);
  return stale.length;
}

export function confirmedSubscribers(db: Kysely<DB>, frequency: 'weekly' | 'monthly'): Promise<NewsletterRow[]> {
  return db
    .selectFrom('newsletter_subscriptions')
    .selectAll()
    .where('frequency', '=', frequency)
    .where('confirmed_at', 'is not', null)
    .orderBy('id')
    .execute();
}

/** Listings first seen in [from, to). */
export async function listingsSeenBetween(db: Kysely<DB>, from: number, to: number): Promise<number[]> {
  const rows = await db
    .selectFrom('listing_first_seen')
    .select('listing_id')
    .where('first_seen', '>=', from)
    .where('first_seen', '<', to)
    .execute();
  return rows.map((r) => r.listing_id);
}
