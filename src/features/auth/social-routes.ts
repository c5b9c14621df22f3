/**
 * Social sign-in (Google, Facebook). The redirect call answers the provider URL and binds the flow to this
 * browser with an HttpOnly cookie holding the state; the provider returns to GET …/callback, which signs the user
 * in and sends the browser to /social-callback?code=…&social-auth=success. That code is not the session: it is
 * random, stored hashed, valid for a minute and once, and the page trades it for the token with
 * POST /api/auth/social/exchange, so no token lands in the address bar, the history, logs or a Referer.
 * POST …/callback does the provider exchange for a client that receives `code` and `state` itself and answers JSON.
 */
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../platform/config';
import type { AppEnv } from '../context';
import type { DB } from '../db';
import type { User } from './tables';
import { ApiError } from '../../platform/errors';
import { readJson } from '../../platform/validate';
import { localizePath } from '../../i18n/paths';
import { DEFAULT_LANG, isLangCode, type LangCode } from '../../i18n/languages';
import { hashSecret, issueToken, newSecret } from './tokens';
import { enforceRateLimit } from '../../platform/rate-limit/rate-limit';
import { createUser, findUserByEmail, findUserById, publicUser, updateUser, type PublicUser } from './users';
import {
  claimOAuthState,
  claimSocialLoginCode,
  findUserBySocialAccount,
  linkSocialAccount,
  storeOAuthState,
  storeSocialLoginCode,
} from './social-accounts';
import { callbackUrl, completeAuthorization, startAuthorization, type SocialProfile } from './oauth';

const STATE_TTL_MS = 10 * 60_000;
const CallbackBody = z.object({ code: z.string().min(1).max(2048), state: z.string().min(1).max(256) });
/** How long the code in /social-callback's address can be exchanged: enough for the page to load and post it. */
const LOGIN_CODE_TTL_MS = 60_000;
const ExchangeBody = z.object({ code: z.string().max(200) });
const LOGIN_CODE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

class SocialLoginError extends Error {}

function providerOf(c: Context<AppEnv>): SocialProvider {
  const name = c.req.param('provider') ?? '';
  if (!(SOCIAL_PROVIDERS as readonly string[]).includes(name)) throw new ApiError(404, 'errors.notFound');
  return name as SocialProvider;
}

function cookieName(provider: SocialProvider) {
  return `portal_oauth_${provider}`;
}

function cookiePath(provider: SocialProvider) {
  return `/api/auth/social/${provider}`;
}

/** Links the provider account to a user: known link, else a verified address of an existing account, else new. */
async function userForProfile(
  db: Kysely<DB>,
  provider: SocialProvider,
  profile: SocialProfile,
  lang: string,
  at: number,
): Promise<User> {
  const linked = await findUserBySocialAccount(db, provider, profile.providerUserId);
  if (linked) return linked;
  // Without an address confirmed by the provider, linking by e-mail would let anyone claim an account.
  if (!profile.email || !profile.emailVerified)
    throw new SocialLoginError(`${provider} gave no verified e-mail address`);
  return db.transaction().execute(async (trx) => {
    let user = await findUserByEmail(trx, profile.email!);
    if (!user) {
      const name = (profile.name?.trim() || profile.email!.split('@')[0]!).slice(0, 100);
      user = await createUser(trx, {
        email: profile.email!,
        name,
        phone: null,
        password_hash: null,
        lang,
        created_at: at,
        updated_at: at,
      });
    }
    await linkSocialAccount(trx, {
      userId: user.id,
      provider,
      providerUserId: profile.providerUserId,
      email: profile.email ?? null,
      at,
    });
    return user;
  });
}

async function complete(
  c: Context<AppEnv>,
  provider: SocialProvider,
  code: string,
  state: string,
  /** Receives the language the flow started in as soon as it is known, so a failure can answer in it too. */
  flow: { lang: LangCode } = { lang: DEFAULT_LANG },
): Promise<{ user: User; lang: LangCode }> {
  const { database, config, now, fetch: doFetch } = c.get('ctx');
  const db = database.db;
  const cfg = config.social[provider];
  if (!cfg) throw new SocialLoginError(`${provider} is not configured`);
  // The state must come back to the same browser that started the flow (login CSRF).
  const cookieState = getCookie(c, cookieName(provider));
  deleteCookie(c, cookieName(provider), { path: cookiePath(provider) });
  if (!cookieState || cookieState !== state) throw new SocialLoginError('state does not match this browser');
  const at = now();
  const claimed = await claimOAuthState(db, hashSecret(state), provider, at);
  if (!claimed) throw new SocialLoginError('unknown or expired state');
  const lang = isLangCode(claimed.lang) ? claimed.lang : DEFAULT_LANG;
  flow.lang = lang;
  const profile = await completeAuthorization(
    provider,
    cfg,
    callbackUrl(config.siteUrl, provider),
    code,
    claimed.codeVerifier,
    doFetch,
  );
  const user = await userForProfile(db, provider, profile, lang, at);
  await updateUser(db, user.id, { lang, updated_at: at });
  return { user: { ...user, lang }, lang };
}

/** A new session for the user: the token and the user as the API shows it. */
async function signInUser(c: Context<AppEnv>, user: User): Promise<{ token: string; user: PublicUser }> {
  const { database, config, now } = c.get('ctx');
  const { token } = await issueToken(database.db, user.id, {
    now: now(),
    ttlMs: config.tokenTtlMs,
    userAgent: c.req.header('user-agent'),
  });
  return { token, user: await publicUser(database.db, user) };
}

export function socialRoutes() {
  const r = new Hono<AppEnv>();

  // The page /social-callback trades the one-time code of its address for the session.
  r.post('/exchange', async (c) => {
    const { database, config, now } = c.get('ctx');
    await enforceRateLimit(database.db, `social:ip:${c.get('ip')}`, config.rateLimits.socialPerIp, now());
    const { code } = await readJson(c, ExchangeBody);
    // A made-up, spent or expired code all answer alike.
    const userId = LOGIN_CODE_SHAPE.test(code)
      ? await claimSocialLoginCode(database.db, hashSecret(code), now())
      : null;
    const user = userId === null ? undefined : await findUserById(database.db, userId);
    if (!user) throw new ApiError(400, 'errors.socialFailed');
    const session = await signInUser(c, user);
    return c.json({ success: true, message: c.get('t')('account.loginSuccess'), ...session });
  });

  // Which providers this server can sign in with: the sign-in pages are static, so their buttons ask here and show
  // only these (a button for an unconfigured provider could only fail).
  r.get('/providers', (c) => {
    const { config } = c.get('ctx');
    return c.json({ success: true, providers: SOCIAL_PROVIDERS.filter((p) => config.social[p]) });
  });

  r.get('/:provider/redirect', async (c) => {
    const provider = providerOf(c);
    const { database, config, now } = c.get('ctx');
    await enforceRateLimit(database.db, `social:ip:${c.get('ip')}`, config.rateLimits.socialPerIp, now());
    const cfg = config.social[provider];
    if (!cfg) throw new ApiError(503, 'errors.socialFailed');
    const { url, state, codeVerifier } = startAuthorization(cfg, callbackUrl(config.siteUrl, provider));
    const at = now();
    await storeOAuthState(database.db, {
      stateHash: hashSecret(state),
      provider,
      codeVerifier,
      lang: c.get('lang'),
      at,
      expiresAt: at + STATE_TTL_MS,
    });
    setCookie(c, cookieName(provider), state, {
      path: cookiePath(provider),
      httpOnly: true,
      // Lax: the provider's top-level redirect back must carry it; cross-site subrequests must not.
      sameSite: 'Lax',
      secure: config.siteUrl.startsWith('https:'),
      maxAge: STATE_TTL_MS / 1000,
    });
    return c.json({ success: true, redirect_url: url });
  });

  r.get('/:provider/callback', async (c) => {
    const provider = providerOf(c);
    const code = c.req.query('code');
    const state = c.req.query('state');
    // Until the state row is found the flow's language is unknown: German, the site's default, whose page
    // forwards a visitor with another stored language before paint.
    const flow = { lang: DEFAULT_LANG as LangCode };
    try {
      if (c.req.query('error') || !code || !state)
        throw new SocialLoginError(`provider answered ${c.req.query('error') ?? 'without a code'}`);
      const { user, lang } = await complete(c, provider, code, state, flow);
      const { database, now } = c.get('ctx');
      const loginCode = newSecret();
      const at = now();
      await storeSocialLoginCode(database.db, {
        codeHash: hashSecret(loginCode),
        userId: user.id,
        at,
        expiresAt: at + LOGIN_CODE_TTL_MS,
      });
      const target = `${localizePath(lang, '/social-callback')}?code=${loginCode}&social-auth=success`;
      return c.redirect(target, 302);
    } catch (err) {
      console.warn(`[social] ${provider} sign-in failed:`, err instanceof Error ? err.message : err);
      return c.redirect(`${localizePath(flow.lang, '/social-callback')}?social-auth=error`, 302);
    }
  });

  r.post('/:provider/callback', async (c) => {
    const provider = providerOf(c);
    const { code, state } = await readJson(c, CallbackBody);
    try {
      const { user } = await complete(c, provider, code, state);
      const session = await signInUser(c, user);
      return c.json({ success: true, message: c.get('t')('account.loginSuccess'), ...session });
    } catch (err) {
      if (err instanceof ApiError) throw err;
      console.warn(`[social] ${provider} sign-in failed:`, err instanceof Error ? err.message : err);
      throw new ApiError(400, 'errors.socialFailed');
    }
  });

  return r;
}
