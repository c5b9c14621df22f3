/**
 * Links that act without a sign-in: a random token in the link, only its sha256 in the database. Confirmation
 * links expire; unsubscribe links live as long as their subject (a mail read a year later must still stop the
 * mails). A purpose names what the link does and is chosen by the feature that issues it; a token answers only
 * for its own purpose.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ownTables, type DatabaseWith } from '../db/own-tables';
import type { ActionTokenTables } from './tables';

const own = (db: object) => ownTables<ActionTokenTables>(db);

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueToken<D extends ActionTokenTables>(
  db: DatabaseWith<D>,
  purpose: string,
  subjectId: number,
  now: number,
  ttlMs: number | null = null,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await own(db)
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
export async function tokenSubject<D extends ActionTokenTables>(
  db: DatabaseWith<D>,
  purpose: string,
  token: string | undefined | null,
  now: number,
): Promise<number | null> {
  if (!token || token.length < 16 || token.length > 100) return null;
  const row = await own(db)
    .selectFrom('action_tokens')
    .select(['subject_id', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || (row.expires_at != null && row.expires_at < now)) return null;
  return row.subject_id;
}

export async function dropTokens<D extends ActionTokenTables>(
  db: DatabaseWith<D>,
  purposes: string[],
  subjectId: number,
): Promise<void> {
  await own(db)
    .deleteFrom('action_tokens')
    .where('purpose', 'in', purposes)
    .where('subject_id', '=', subjectId)
    .execute();
}

/** Expired confirmation links are of no use to anyone. */
export async function pruneTokens<D extends ActionTokenTables>(db: DatabaseWith<D>, now: number): Promise<void> {
  await own(db).deleteFrom('action_tokens').where('expires_at', '<', now).execute();
}
