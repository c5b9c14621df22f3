/** The signed-in user's own account: name and phone, password, deletion. Every query is scoped to that user. */
import { Hono } from 'hono';
import { accountDeleteSchema, passwordChangeSchema, profileUpdateSchema } from '../../domain/validation/account';
import type { AppEnv } from '../context';
import { ApiError } from '../../platform/errors';
import { readJson } from '../../platform/validate';
import { currentUser } from './session';
import { hashPassword, verifyPassword } from './password';
import { revokeAllTokens } from './tokens';
import { enforceRateLimit } from '../../platform/rate-limit/rate-limit';
import { deleteUser, findUserById, publicUser, setPassword, updateUser } from './users';

export function profileRoutes() {
  const r = new Hono<AppEnv>();

  r.patch('/', async (c) => {
    const user = currentUser(c);
    const { database, now } = c.get('ctx');
    const input = await readJson(c, profileUpdateSchema);
    const changes: { updated_at: number; name?: string; phone?: string | null } = { updated_at: now() };
    if (input.name !== undefined) changes.name = input.name;
    if (input.phone !== undefined) changes.phone = input.phone ?? null;
    await updateUser(database.db, user.id, changes);
    const fresh = (await findUserById(database.db, user.id))!;
    return c.json({
      success: true,
      message: c.get('t')('account.profileSaved'),
      user: await publicUser(database.db, fresh),
    });
  });

  r.put('/password', async (c) => {
    const user = currentUser(c);
    const {
      database,
      config,
      now,
      services: { scryptCost },
    } = c.get('ctx');
    const db = database.db;
    const input = await readJson(c, passwordChangeSchema);
    if (user.password_hash) {
      // Limited per user: this endpoint must not become a way to guess the password of a stolen session.
      await enforceRateLimit(db, `password-check:user:${user.id}`, config.rateLimits.passwordCheckPerUser, now());
      if (!input.current_password)
        throw new ApiError(422, 'errors.validation', { current_password: ['validation.currentPasswordRequired'] });
      if (!(await verifyPassword(input.current_password, user.password_hash))) {
        throw new ApiError(422, 'errors.validation', { current_password: ['validation.currentPasswordWrong'] });
      }
    }
    await setPassword(db, user.id, await hashPassword(input.password, scryptCost), now());
    // Other devices sign in again with the new password; this one stays signed in.
    await revokeAllTokens(db, user.id, now(), c.get('tokenHash') ?? undefined);
    return c.json({ success: true, message: c.get('t')('account.passwordChanged') });
  });

  r.delete('/', async (c) => {
    const user = currentUser(c);
    const { database, config, now } = c.get('ctx');
    const db = database.db;
    const input = await readJson(c, accountDeleteSchema);
    if (user.password_hash) {
      await enforceRateLimit(db, `password-check:user:${user.id}`, config.rateLimits.passwordCheckPerUser, now());
      if (!input.password || !(await verifyPassword(input.password, user.password_hash))) {
        throw new ApiError(422, 'errors.validation', { password: ['validation.currentPasswordWrong'] });
      }
    }
    await deleteUser(db, user.id);
    return c.json({ success: true, message: c.get('t')('account.accountDeleted') });
  });

  return r;
}
