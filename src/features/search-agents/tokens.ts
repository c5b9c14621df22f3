/**
 * Links that act without a sign-in: a random token in the link, only its sha256 in the database. Confirmation
 * links expire; unsubscribe links live as long as their agent or subscription (a mail read a year later must
 * still stop the mails).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema';

export type TokenPurpose =
  'agent-unsubscribe' | 'agent-results' | 'agent-email' | 'newsletter-confirm' | 'newsletter-unsubscribe';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueToken(
  db: Kysely<DB>,
  purpose: TokenPurpose,
  subjectId: number,
  now: number,
  ttlMs: number | null = null,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('action_tokens')
    .values({
      token_hash: hashToken(token),
      purpose,
      subject_id: subjectId,
      created_at: now,
      expires_at: ttlMs == null ? null : now + ttlMs,
    })
    .execute();
  return token;
}

/** The subject the token stands for, or null when it is unknown, of another purpose or expired. */
export async function tokenSubject(
  db: Kysely<DB>,
  purpose: TokenPurpose,
  token: string | undefined | null,
  now: number,
): Promise<number | null> {
  if (!token || token.length < 16 || token.length > 100) return null;
  const row = await db
    .selectFrom('action_tokens')
    .select(['subject_id', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || (row.expires_at != null && row.expires_at < now)) return null;
  return row.subject_id;
}

export async function dropTokens(db: Kysely<DB>, purposes: TokenPurpose[], subjectId: number): Promise<void> {
  await db.deleteFrom('action_tokens').where('purpose', 'in', purposes).where('subject_id', '=', subjectId).execute();
}

/** Expired confirmation links are of no use to anyone. */
export async function pruneTokens(db: Kysely<DB>, now: number): Promise<void> {
  await db.deleteFrom('action_tokens').where('expires_at', '<', now).execute();
}
