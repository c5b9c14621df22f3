/** Sign-up, sign-in, sign-out and the current user, under /api/auth. */
import { Hono } from 'hono';
import { loginSchema, registerSchema } from '../../domain/validation/account';
import type { AppEnv } from '../context';
import { ApiError } from '../../platform/errors';
import { readJson } from '../../platform/validate';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password';
import { issueToken, revokeToken } from './tokens';
import { clearRateLimit, enforceRateLimit, hitRateLimit } from '../../platform/rate-limit/rate-limit';
import { currentUser } from './session';
import { createUser, findUserByEmail, publicUser, updateUser } from './users';
import { registerAttemptMail } from './mails';
import { isKnownLoginAddress, rememberLoginAddress } from './login-addresses';
import { queueMail } from '../../platform/mail/outbox';
import { serverTranslator } from '../../platform/i18n';
import { isLangCode, type LangCode } from '../../i18n/languages';
import { localizePath } from '../../i18n/paths';
import { site } from '../../config/site';

/** The rate-limit key of one account tried from one address. */
const pairKey = (email: string, ip: string) => `login:pair:${email}:${ip}`;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function authRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/me', async (c) => {
    const user = currentUser(c);
    return c.json({ success: true, user: await publicUser(c.get('ctx').database.db, user) });
  });

  // For a developer's diagnostics: off unless enabled, never in production; it would tell scanners about sessions.
  r.get('/debug', async (c) => {
    const { config, database, now, mailer } = c.get('ctx');
    if (!config.debugEndpoint) throw new ApiError(404, 'errors.notFound');
    const user = c.get('user');
    return c.json({
      success: true,
      authenticated: user != null,
      user: user ? await publicUser(database.db, user) : null,
      lang: c.get('lang'),
      ip: c.get('clientAddress'),
      engine: database.engine,
      mail: mailer.mode,
      social: Object.keys(config.social),
      time: new Date(now()).toISOString(),
    });
  });

  r.post('/login', async (c) => {
    const {
      database,
      config,
      now,
      services: { scryptCost },
    } = c.get('ctx');
    const db = database.db;
    const input = await readJson(c, loginSchema);
    const ip = c.get('ip');
    // Guessing is refused per address and per (account, address) pair; the account as a whole is only slowed
    // down, and not at all from an address it signed in from before. A refusal per account would let anyone lock
    // the owner out; this way the owner's own device signs in at once while someone else guesses from elsewhere.
    await enforceRateLimit(db, `login:ip:${ip}`, config.rateLimits.loginPerIp, now());
    await enforceRateLimit(db, pairKey(input.email, ip), config.rateLimits.loginPerAccountIp, now());
    const account = await hitRateLimit(db, `login:account:${input.email}`, config.rateLimits.loginPerAccount, now());

    const user = await findUserByEmail(db, input.email);
    if (!account.allowed && !(user && (await isKnownLoginAddress(db, user.id, ip, now()))))
      await sleep(config.loginSlowdownMs);
    // Verify against a dummy hash when there is no such user or password, so timing tells nothing.
    const ok = await verifyPassword(input.password, user?.password_hash ?? (await dummyPasswordHash(scryptCost)));
    if (!user || !user.password_hash || !ok) throw new ApiError(401, 'errors.invalidCredentials');

    await clearRateLimit(db, pairKey(input.email, ip));
    await rememberLoginAddress(db, user.id, ip, now());
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

  // The answer is the same whether or not the address has an account (status, body, and one scrypt hash either
  // way), so the form cannot be used to find out who is registered. The owner of a taken address hears about the
  // attempt by mail instead; a new account signs in with the password just chosen.
  r.post('/register', async (c) => {
    const {
      database,
      config,
      now,
      queue,
      services: { scryptCost },
    } = c.get('ctx');
    const db = database.db;
    const input = await readJson(c, registerSchema);
    await enforceRateLimit(db, `register:ip:${c.get('ip')}`, config.rateLimits.registerPerIp, now());

    const at = now();
    const passwordHash = await hashPassword(input.password, scryptCost);
    let owner = await findUserByEmail(db, input.email);
    if (!owner) {
      try {
        await createUser(db, {
          email: input.email,
          name: input.name,
          phone: input.phone,
          password_hash: passwordHash,
          lang: c.get('lang'),
          created_at: at,
          updated_at: at,
        });
      } catch (err) {
        // Two sign-ups with one address at once: the unique index decides, the loser is treated as "taken".
        owner = await findUserByEmail(db, input.email);
        if (!owner) throw err;
      }
    }
    if (owner) {
      // In the owner's language, not the language of whoever tried.
      const requested = c.get('lang');
      const lang: LangCode = isLangCode(owner.lang ?? '')
        ? (owner.lang as LangCode)
        : isLangCode(requested)
          ? requested
          : 'de';
      const mail = registerAttemptMail(serverTranslator(lang, config.localesDir), {
        to: owner.email,
        name: owner.name,
        loginLink: `${config.siteUrl}${localizePath(lang, '/anmelden')}`,
        resetLink: `${config.siteUrl}${localizePath(lang, '/passwort-vergessen')}`,
        brand: site.brand,
      });
      // At most one such mail per account and hour, however often someone tries: the key names the hour.
      const hour = Math.floor(at / 3_600_000);
      await queueMail(queue, mail, { key: `mail:register-attempt:${owner.id}:${hour}`, db });
    }
    return c.json({ success: true, message: c.get('t')('account.registerSuccess') }, 201);
  });

  r.post('/logout', async (c) => {
    const { database, now } = c.get('ctx');
    const tokenHash = c.get('tokenHash');
    if (tokenHash) await revokeToken(database.db, tokenHash, now());
    // Signing out is idempotent: an already expired token still ends with "signed out".
    return c.json({ success: true, message: c.get('t')('account.logoutSuccess') });
  });

  return r;
}
