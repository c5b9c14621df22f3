/** Password-reset links: only their SHA-256 is stored; each works once, and only the newest of a user works. */
import type { Kysely } from 'kysely';
import type { DB } from '../db';

/** Withdraws the user's older unused links and stores the new one; returns its row id. */
export async function replaceResetLink(
  db: Kysely<DB>,
  userId: number,
  tokenHash: string,
  at: number,
  expiresAt: number,
): Promise<number> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
  const row = await db
    .insertInto('password_resets')
    .values({ user_id: userId, token_hash: tokenHash, created_at: at, expires_at: expiresAt, used_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Whether a link is known, unused and unexpired: a cheap read that lets the caller refuse made-up tokens before
 * spending a password hash on them. It does not claim the link; `claimResetLink` still decides under a race.
 */
export async function isResetLinkUsable(db: Kysely<DB>, tokenHash: string, at: number): Promise<boolean> {
  const row = await db
    .selectFrom('password_resets')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks a valid link used and returns its user, or null when the link is unknown, used or expired. Checking and
 * marking in one statement keeps the link single-use under a race; the user's other unused links go with it.
 */
export async function claimResetLink(db: Kysely<DB>, tokenHash: string, at: number): Promise<number | null> {
  const claimed = await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning(['user_id'])
    .executeTakeFirst();
  if (!claimed) return null;
  await db.deleteFrom('password_resets').where('user_id', '=', claimed.user_id).where('used_at', 'is', null).execute();
  return claimed.user_id;
}
