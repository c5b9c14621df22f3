/**
 * Social sign-in against a real OAuth 2 server on loopback (oauth2-mock-server): authorization code with PKCE,
 * state bound to the browser by a cookie, userinfo, account linking.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { describeApi, setupApi, type TestApi } from './helpers';

interface Person {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

const SOCIAL_FAILED_DE = 'Die Anmeldung über das soziale Netzwerk ist fehlgeschlagen.';

describeApi('social login', () => {
  let oauth: OAuth2Server;
  let api: TestApi;
  let person: Person;

  beforeAll(async () => {
    oauth = new OAuth2Server();
    await oauth.issuer.keys.generate('RS256');
    await oauth.start(0, '127.0.0.1');
    const issuer = oauth.issuer.url!;
    oauth.service.on(Events.BeforeUserinfo, (res) => {
      res.body = { ...person };
    });
    const provider = (p: string) => ({
      [`${p}_CLIENT_ID`]: `${p.toLowerCase()}-client`,
      [`${p}_CLIENT_SECRET`]: `${p.toLowerCase()}-secret`,
      [`${p}_AUTH_URL`]: `${issuer}/authorize`,
      [`${p}_TOKEN_URL`]: `${issuer}/token`,
      [`${p}_USERINFO_URL`]: `${issuer}/userinfo`,
    });
    api = await setupApi({ env: { ...provider('GOOGLE'), ...provider('FACEBOOK') } });
  });
  afterAll(async () => {
    await api.close();
    await oauth.stop();
  });

  it('names the configured providers for the sign-in buttons', async () => {
    const res = await api.call('GET', '/api/auth/social/providers');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, providers: ['google', 'facebook'] });
  });

  /** The browser's part: ask for the redirect, visit the provider, come back with code and state. */
  async function startFlow(provider: string, lang?: string) {
    const start = await api.call('GET', `/api/auth/social/${provider}/redirect${lang ? `?lang=${lang}` : ''}`);
    expect(start.status).toBe(200);
    expect(start.body.success).toBe(true);
    const cookie = start.headers.get('set-cookie')!.split(';')[0]!;
    const authorize = await fetch(start.body.redirect_url, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const back = new URL(authorize.headers.get('location')!);
    return { start, cookie, back, code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  }

  async function finish(back: URL, cookie?: string) {
    const res = await api.call('GET', back.pathname + back.search, { headers: cookie ? { Cookie: cookie } : {} });
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location')!, 'http://portal.test');
  }

  /** The page's part: trade the one-time code of /social-callback's address for token and user. */
  async function exchange(target: URL) {
    const res = await api.call('POST', '/api/auth/social/exchange', {
      body: { code: target.searchParams.get('code') },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    return res.body as { token: string; user: any };
  }

  it('sends the browser to the provider with PKCE (S256), state and the callback URL, binding state by cookie', async () => {
    const start = await api.call('GET', '/api/auth/social/google/redirect');
    const url = new URL(start.body.redirect_url);
    expect(url.origin).toBe(new URL(oauth.issuer.url!).origin);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('google-client');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('redirect_uri')).toBe('http://portal.test/api/auth/social/google/callback');
    expect(url.searchParams.get('scope')).toContain('email');
    const cookie = start.headers.get('set-cookie')!;
    expect(cookie).toContain(`portal_oauth_google=${url.searchParams.get('state')}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toContain('Path=/api/auth/social/google');
  });

  it('round trip: creates the account, returns to /social-callback with a one-time code, which gives the session', async () => {
    person = { sub: 'g-1001', email: 'Sophie@Example.at', email_verified: true, name: 'Sophie Sozial' };
    const { back, cookie } = await startFlow('google');
    expect(back.pathname).toBe('/api/auth/social/google/callback');
    const target = await finish(back, cookie);
    expect(target.pathname).toBe('/social-callback');
    expect(target.searchParams.get('social-auth')).toBe('success');
    expect([...target.searchParams.keys()].sort()).toEqual(['code', 'social-auth']);
    const code = target.searchParams.get('code')!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The code in the address is no session.
    expect((await api.call('GET', '/api/auth/me', { token: code })).status).toBe(401);
    const { token, user } = await exchange(target);
    expect(token).not.toBe(code);
    expect(user).toMatchObject({
      email: 'sophie@example.at',
      name: 'Sophie Sozial',
      has_password: false,
      providers: ['google'],
    });
    const me = await api.call('GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(user.id);
  });

  it('signs the same provider account into the same user again, in the language it started with', async () => {
    person = { sub: 'g-1001', email: 'sophie@example.at', email_verified: true, name: 'Sophie' };
    const { back, cookie } = await startFlow('google', 'en');
    const target = await finish(back, cookie);
    expect(target.pathname).toBe('/en/social-callback');
    const { user } = await exchange(target);
    const users = await api.ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sophie@example.at')
      .execute();
    expect(users).toEqual([{ id: user.id }]);
  });

  it('links a verified provider address to the existing password account', async () => {
    const existing = await api.signUp({ email: 'max@example.at' });
    person = { sub: 'fb-77', email: 'max@example.at', name: 'Max FB' };
    const { back, cookie } = await startFlow('facebook');
    const target = await finish(back, cookie);
    const { user } = await exchange(target);
    expect(user.id).toBe(existing.user.id);
    expect(user.providers).toEqual(['facebook']);
    expect(user.has_password).toBe(true);
  });

  it('refuses an unverified address for a new account', async () => {
    person = { sub: 'g-2002', email: 'victim@example.at', email_verified: false };
    const { back, cookie } = await startFlow('google');
    const target = await finish(back, cookie);
    expect(target.searchParams.get('social-auth')).toBe('error');
    expect(target.searchParams.has('code')).toBe(false);
  });

  it('the one-time code works once, for a minute, and is stored only as a hash', async () => {
    person = { sub: 'g-1101', email: 'once@example.at', email_verified: true, name: 'Otto Once' };
    const flow = await startFlow('google');
    const first = await finish(flow.back, flow.cookie);
    const code = first.searchParams.get('code')!;
    const rows = await api.ctx.database.db.selectFrom('social_login_codes').selectAll().execute();
    expect(rows.map((r) => r.code_hash)).not.toContain(code);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.code_hash))).toBe(true);
    await exchange(first);
    const again = await api.call('POST', '/api/auth/social/exchange', { body: { code } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      success: false,
      message: 'Die Anmeldung über das soziale Netzwerk ist fehlgeschlagen.',
    });

    const lateFlow = await startFlow('google');
    const late = await finish(lateFlow.back, lateFlow.cookie);
    api.clock.advance(61_000);
    const expired = await api.call('POST', '/api/auth/social/exchange', {
      body: { code: late.searchParams.get('code') },
    });
    expect(expired.status).toBe(400);
    const madeUp = await api.call('POST', '/api/auth/social/exchange', { body: { code: 'x'.repeat(43) } });
    expect(madeUp.status).toBe(400);
  });

  it('refuses a callback without the state cookie (login CSRF) and spends nothing', async () => {
    person = { sub: 'g-3003', email: 'c@example.at', email_verified: true };
    const { back } = await startFlow('google');
    const target = await finish(back);
    expect(target.searchParams.get('social-auth')).toBe('error');
  });

  it('refuses a state from another browser', async () => {
    person = { sub: 'g-3003', email: 'c@example.at', email_verified: true };
    const mine = await startFlow('google');
    const theirs = await startFlow('google');
    const target = await finish(theirs.back, mine.cookie);
    expect(target.searchParams.get('social-auth')).toBe('error');
  });

  it('refuses a replayed callback', async () => {
    person = { sub: 'g-4004', email: 'r@example.at', email_verified: true };
    const { back, cookie } = await startFlow('google');
    expect((await finish(back, cookie)).searchParams.get('social-auth')).toBe('success');
    expect((await finish(back, cookie)).searchParams.get('social-auth')).toBe('error');
  });

  it('refuses an expired state', async () => {
    person = { sub: 'g-5005', email: 'e@example.at', email_verified: true };
    const { back, cookie } = await startFlow('google');
    api.clock.advance(11 * 60_000);
    expect((await finish(back, cookie)).searchParams.get('social-auth')).toBe('error');
  });

  it('reports a provider refusing the code exchange, and a user who cancels', async () => {
    person = { sub: 'g-6006', email: 'x@example.at', email_verified: true };
    const { back, cookie } = await startFlow('google');
    oauth.service.once(Events.BeforeResponse, (res) => {
      res.body = { error: 'invalid_grant' };
      res.statusCode = 400;
    });
    expect((await finish(back, cookie)).searchParams.get('social-auth')).toBe('error');
    const cancelled = await finish(
      new URL('http://portal.test/api/auth/social/google/callback?error=access_denied&state=x'),
      cookie,
    );
    expect(cancelled.searchParams.get('social-auth')).toBe('error');
  });

  it('POST callback: exchanges code and state for success, token, user', async () => {
    person = { sub: 'g-7007', email: 'post@example.at', email_verified: true, name: 'Paula Post' };
    const { code, state, cookie } = await startFlow('google');
    const res = await api.call('POST', '/api/auth/social/google/callback', {
      body: { code, state },
      headers: { Cookie: cookie },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, user: { email: 'post@example.at' } });
    expect((await api.call('GET', '/api/auth/me', { token: res.body.token })).status).toBe(200);
    const replay = await api.call('POST', '/api/auth/social/google/callback', {
      body: { code, state },
      headers: { Cookie: cookie },
    });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ success: false, message: SOCIAL_FAILED_DE });
  });

  it('answers 404 for unknown providers', async () => {
    expect((await api.call('GET', '/api/auth/social/myspace/redirect')).status).toBe(404);
    expect(
      (await api.call('POST', '/api/auth/social/myspace/callback', { body: { code: 'a', state: 'b' } })).status,
    ).toBe(404);
  });
});

describeApi('social login without configuration', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await setupApi();
  });
  afterAll(() => api.close());

  it('says the sign-in failed, in German (503), when a provider has no client id', async () => {
    const res = await api.call('GET', '/api/auth/social/google/redirect');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, message: SOCIAL_FAILED_DE });
  });

  it('names no provider, so the sign-in pages show no social buttons', async () => {
    const res = await api.call('GET', '/api/auth/social/providers');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, providers: [] });
  });
});
