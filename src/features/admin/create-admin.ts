/**
 * The first admin: an existing account is promoted, a new one is created without a password; either way the
 * result is a one-time link to set the password (valid for a day, like a reset link but longer: it is handed over
 * by whoever runs the command, not mailed).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db';
import { emailSchema } from '../../domain/validation/account';
import { hashSecret, newSecret } from '../auth/tokens';
import { replaceResetLink } from '../auth/password-resets';
import { createUser, findUserByEmail } from '../auth/users';
import { audit, setUserBlocked, setUserRole } from './repository';

export const ADMIN_LINK_TTL_MS = 24 * 3_600_000;

export async function createAdmin(
  db: Kysely<DB>,
  rawEmail: string,
  opts: { now: number; siteUrl: string },
): Promise<{ userId: number; created: boolean; link: string; expiresAt: number }> {
  const email = emailSchema.parse(rawEmail);
  const at = opts.now;
  const secret = newSecret();
  return db.transaction().execute(async (trx) => {
    let user = await findUserByEmail(trx, email);
    const created = !user;
    user ??= await createUser(trx, {
      email,
      name: email.split('@')[0]!.slice(0, 100) || 'Admin',
      phone: null,
      password_hash: null,
      lang: 'de',
      created_at: at,
      updated_at: at,
    });
    await setUserRole(trx, user.id, 'admin', at);
    await setUserBlocked(trx, user.id, null, at);
    await replaceResetLink(trx, user.id, hashSecret(secret), at, at + ADMIN_LINK_TTL_MS);
    await audit(trx, {
      actor_id: user.id,
      actor_email: 'command line',
      action: 'user.role',
      target: `user:${user.id}`,
      details: { to: 'admin', created },
      at,
    });
    return {
      userId: user.id,
      created,
      link: `${opts.siteUrl}/passwort-vergessen?token=${encodeURIComponent(secret)}`,
      expiresAt: at + ADMIN_LINK_TTL_MS,
    };
  });
}
