/**
 * Social sign-in's tables: the OAuth flows in progress (their state, hashed), the links to provider accounts, and
 * the one-time codes a finished sign-in hands the browser.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db';
import type { User } from './tables';

/** Stores a started flow; flows that ran out are dropped on the way. */
export async function storeOAuthState(
  db: Kysely<DB>,
  state: { stateHash: string; provider: string; codeVerifier: string; lang: string; at: number; expiresAt: number },
): Promise<void> {
  await db.deleteFrom('oauth_states').where('expires_at', '<', state.at).execute();
  await db
    .insertInto('oauth_states')
    .values({
      state_hash: state.stateHash,
      provider: state.provider,
      code_verifier: state.codeVerifier,
      lang: state.lang,
      created_at: state.at,
      expires_at: state.expiresAt,
    })
    .execute();
}

/** Takes a flow's state out (each works once); null when it is unknown, of another provider or expired. */
export async function claimOAuthState(
  db: Kysely<DB>,
  stateHash: string,
  provider: string,
  at: number,
): Promise<{ codeVerifier: string; lang: string } | null> {
  const claimed = await db
    .deleteFrom('oauth_states')
    .where('state_hash', '=', stateHash)
    .where('provider', '=', provider)
    .returning(['code_verifier', 'lang', 'expires_at'])
    .executeTakeFirst();
  if (!claimed || claimed.expires_at <= at) return null;
  return { codeVerifier: claimed.code_verifier, lang: claimed.lang };
}

export function findUserBySocialAccount(
  db: Kysely<DB>,
  provider: string,
  providerUserId: string,
): Promise<User | undefined> {
  return db
    .selectFrom('social_accounts')
    .innerJoin('users', 'users.id', 'social_accounts.user_id')
    .selectAll('users')
    .where('social_accounts.provider', '=', provider)
    .where('social_accounts.provider_user_id', '=', providerUserId)
    .executeTakeFirst();
}

export async function linkSocialAccount(
  db: Kysely<DB>,
  link: { userId: number; provider: string; providerUserId: string; email: string | null; at: number },
): Promise<void> {
  await db
    .insertInto('social_accounts')
    .values({
      user_id: link.userId,
      provider: link.provider,
      provider_user_id: link.providerUserId,
      email: link.email,
      created_at: link.at,
    })
    .execute();
}

/** Stores a finished sign-in's one-time code (hashed); codes that ran out are dropped on the way. */
export async function storeSocialLoginCode(
  db: Kysely<DB>,
  code: { codeHash: string; userId: number; at: number; expiresAt: number },
): Promise<void> {
  await db.deleteFrom('social_login_codes').where('expires_at', '<', code.at).execute();
  await db
    .insertInto('social_login_codes')
    .values({ code_hash: code.codeHash, user_id: code.userId, created_at: code.at, expires_at: code.expiresAt })
    .execute();
}

/**
 * Takes a code out (the delete decides: of two requests with one code only one gets the row); the user's id, or
 * null when the code is unknown, spent or expired.
 */
export async function claimSocialLoginCode(db: Kysely<DB>, codeHash: string, at: number): Promise<number | null> {
  const claimed = await db
    .deleteFrom('social_login_codes')
    .where('code_hash', '=', codeHash)
    .returning(['user_id', 'expires_at'])
    .executeTakeFirst();
  if (!claimed || claimed.expires_at <= at) return null;
  return claimed.user_id;
}
