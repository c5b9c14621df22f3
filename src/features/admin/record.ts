/** Writes an admin action of the signed-in account to the audit log. */
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { currentUser } from '../auth/session';
import { audit } from './repository';

export async function recordAction(c: Context<AppEnv>, action: string, target?: string, details?: unknown) {
  const actor = currentUser(c);
  const { database, now } = c.get('ctx');
  await audit(database.db, { actor_id: actor.id, actor_email: actor.email, action, target, details, at: now() });
}
