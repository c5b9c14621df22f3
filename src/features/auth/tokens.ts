/**
 * Bearer tokens: 256 random bits shown to the client once; the database keeps only their SHA-256, so a leaked
 * backup cannot sign anyone in. Tokens expire, and logout or a password change revokes them.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db';
import type { User } from './tables';
import { ApiError } from '../../platform/errors';
import { outageLog } from '../../platform/db/failures';

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

// A token is 43 base64url characters; anything else is rejected before touching the database.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export async function issueToken(
  db: Kysely<DB>,
  userId: number,
  opts: { now: number; ttlMs: number; userAgent?: string | null },
): Promise<{ token: string; expiresAt: number }> {
  // Every way of signing in ends here: a blocked account gets no session, whichever way it tried.
  const blocked = await db.selectFrom('users').select('blocked_at').where('id', '=', userId).executeTakeFirst();
  if (blocked?.blocked_at != null) throw new ApiError(403, 'errors.accountBlocked');
  const token = newSecret();
  const expiresAt = opts.now + opts.ttlMs;
  await db
    .insertInto('auth_tokens')
    .values({
      user_id: userId,
      token_hash: hashSecret(token),
      created_at: opts.now,
      expires_at: expiresAt,
      last_used_at: opts.now,
      revoked_at: null,
      user_agent: opts.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  // Housekeeping on sign-in rather than a timer: expired rows of this user only, cheap with the index.
  await db.deleteFrom('auth_tokens').where('user_id', '=', userId).where('expires_at', '<', opts.now).execute();
  return { token, expiresAt };
}

export interface TokenSession {
  user: User;
  tokenHash: string;
  expiresAt: number;
}

/** How often a session's `last_used_at` is written at most. */
const LAST_USED_EVERY_MS = 5 * 60_000;
const lastUsedLog = outageLog('auth: last use of a session', (line) => console.warn(line));

/** The signed-in user for a bearer token, or null when it is unknown, expired or revoked, or the account blocked. */
export async function userForToken(db: Kysely<DB>, token: string, now: number): Promise<TokenSession | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const tokenHash = hashSecret(token);
  const row = await db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .selectAll('users')
    .select(['auth_tokens.expires_at as token_expires_at', 'auth_tokens.revoked_at', 'auth_tokens.last_used_at'])
    .where('auth_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.revoked_at != null || row.token_expires_at <= now || row.blocked_at != null) return null;
  // Recording use every few minutes is enough for "last active" and spares almost every request a write. The
  // record is a courtesy: a read never fails on it (a full disk, a read-only replica), the failure is only logged.
  if (row.last_used_at == null || now - row.last_used_at > LAST_USED_EVERY_MS) {
    try {
      await db.updateTable('auth_tokens').set({ last_used_at: now }).where('token_hash', '=', tokenHash).execute();
      lastUsedLog.recovered();
    } catch (err) {
      lastUsedLog.failed(err);
    }
  }
  const { token_expires_at, revoked_at: _r, last_used_at: _l, ...user } = row;
  return { user: user as User, tokenHash, expiresAt: token_expires_at };
}

export async function revokeToken(db: Kysely<DB>, tokenHash: string, now: number): Promise<void> {
  await db.updateTable('auth_tokens').set({ revoked_at: now }).where('token_hash', '=', tokenHash).execute();
}

/** Signs a user out everywhere, optionally keeping the session that asked for it. */
export async function revokeAllTokens(db: Kysely<DB>, userId: number, now: number, keepHash?: string): Promise<void> {
  let q = db
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepHash) q = q.where('token_hash', '!=', keepHash);
  await q.execute();
}

/** How long an address an account signed in from counts as the owner's. */
export const KNOWN_ADDRESS_TTL_MS = 90 * 24 * 3_600_000;

/**
 * Expired or long-revoked tokens, expired reset links, OAuth states and sign-in codes, and addresses not signed in
 * from for 90 days: nothing can use them any more.
 */
export async function pruneExpiredAuthRows(db: Kysely<DB>, now: number): Promise<void> {
  await db
    .deleteFrom('auth_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', now), eb('revoked_at', '<', now - 30 * 24 * 3_600_000)]))
    .execute();
  await db.deleteFrom('password_resets').where('expires_at', '<', now).execute();
  await db.deleteFrom('oauth_states').where('expires_at', '<', now).execute();
  await db.deleteFrom('social_login_codes').where('expires_at', '<', now).execute();
  await db
    .deleteFrom('known_login_addresses')
    .where('last_success_at', '<', now - KNOWN_ADDRESS_TTL_MS)
    .execute();
}
