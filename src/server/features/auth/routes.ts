/** Sign-up, sign-in, sign-out and the current user, under /api/auth. */
import { Hono } from 'hono';
import { loginSchema, registerSchema } from '../../../domain/validation/account';
import type { AppEnv } from '../../platform/context';
import { ApiError } from '../../platform/errors';
import { readJson } from '../../platform/validate';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password';
import { issueToken, revokeToken } from './tokens';
import { clearRateLimit, enforceRateLimit } from '../../platform/rate-limit/rate-limit';
import { currentUser } from './session';
import { createUser, findUserByEmail, publicUser, updateUser } from './users';

export function authRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/me', async (c) => {
    const user = currentUser(c);
    return c.json({ success: true, user: await publicUser(c.get('deps').database.db, user) });
  });

  // For a developer's diagnostics: off unless enabled, never in production; it would tell scanners about sessions.
  r.get('/debug', async (c) => {
    const { config, database, now, mailer } = c.get('deps');
    if (!config.debugEndpoint) throw new ApiError(404, 'errors.notFound');
    const user = c.get('user');
    return c.json({
      success: true,
      authenticated: user != null,
      user: user ? await publicUser(database.db, user) : null,
      lang: c.get('lang'),
      ip: c.get('ip'),
      engine: database.engine,
      mail: mailer.mode,
      social: Object.keys(config.social),
      time: new Date(now()).toISOString(),
    });
  });

  r.post('/login', async (c) => {
    const { database, config, now, scryptCost } = c.get('deps');
    const db = database.db;
    const input = await readJson(c, loginSchema);
    await enforceRateLimit(db, `login:ip:${c.get('ip')}`, config.rateLimits.loginPerIp, now());
    await enforceRateLimit(db, `login:account:${input.email}`, config.rateLimits.loginPerAccount, now());

    const user = await findUserByEmail(db, input.email);
    // Verify against a dummy hash when there is no such user or password, so timing tells nothing.
    const ok = await verifyPassword(input.password, user?.password_hash ?? (await dummyPasswordHash(scryptCost)));
    if (!user || !user.password_hash || !ok) throw new ApiError(401, 'errors.invalidCredentials');

    await clearRateLimit(db, `login:account:${input.email}`);
    const lang = c.get('lang');
    const changes: { lang: string; updated_at: number; password_hash?: string } = { lang, updated_at: now() };
    if (needsRehash(user.password_hash, scryptCost))
      changes.password_hash = await hashPassword(input.password, scryptCost);
    await updateUser(db, user.id, changes);
    const { token, expiresAt } = await issueToken(db, user.id, {
      now: now(),
      ttlMs: config.tokenTtlMs,
      userAgent: c.req.header('user-agent'),
    });
    return c.json({
      success: true,
      message: c.get('t')('account.loginSuccess'),
      token,
      token_expires_at: new Date(expiresAt).toISOString(),
      user: await publicUser(db, { ...user, lang }),
    });
  });

  r.post('/register', async (c) => {
    const { database, config, now, scryptCost } = c.get('deps');
    const db = database.db;
    const input = await readJson(c, registerSchema);
    await enforceRateLimit(db, `register:ip:${c.get('ip')}`, config.rateLimits.registerPerIp, now());

    if (await findUserByEmail(db, input.email)) {
      throw new ApiError(422, 'errors.validation', { email: ['validation.emailTaken'] });
    }
    const at = now();
    let user;
    try {
      user = await createUser(db, {
        email: input.email,
        name: input.name,
        phone: input.phone,
        password_hash: await hashPassword(input.password, scryptCost),
        lang: c.get('lang'),
        created_at: at,
        updated_at: at,
      });
    } catch (err) {
      // Two sign-ups with one address at once: the unique index decides, the loser hears "taken".
      if (await findUserByEmail(db, input.email))
        throw new ApiError(422, 'errors.validation', { email: ['validation.emailTaken'] });
      throw err;
    }
    const { token, expiresAt } = await issueToken(db, user.id, {
      now: at,
      ttlMs: config.tokenTtlMs,
      userAgent: c.req.header('user-agent'),
    });
    return c.json(
      {
        success: true,
        message: c.get('t')('account.registerSuccess'),
        token,
        token_expires_at: new Date(expiresAt).toISOString(),
        user: await publicUser(db, user),
      },
      201,
    );
  });

  r.post('/logout', async (c) => {
    const { database, now } = c.get('deps');
    const tokenHash = c.get('tokenHash');
    if (tokenHash) await revokeToken(database.db, tokenHash, now());
    // Signing out is idempotent: an already expired token still ends with "signed out".
    return c.json({ success: true, message: c.get('t')('account.logoutSuccess') });
  });

  return r;
}
