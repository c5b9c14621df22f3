import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeQuotedPrintable, describeApi, setupApi, type TestApi } from './helpers';
import { hashPassword, verifyPassword, needsRehash, DEFAULT_SCRYPT_COST } from '~/features/auth/password';

// Counts the scrypt derivations of the code under test (node:crypto's own, passed through): that an answer does
// the same costly work whoever asks is what keeps its time from telling who has an account. npm run bench:auth
// measures the times themselves.
const scrypts = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  const scrypt = ((...args: Parameters<typeof crypto.scrypt>) => {
    scrypts.count++;
    return crypto.scrypt(...args);
  }) as typeof crypto.scrypt;
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

/** How many scrypt derivations `work` made. */
async function derivations(work: () => Promise<unknown>): Promise<number> {
  const before = scrypts.count;
  await work();
  return scrypts.count - before;
}

describeApi('auth: register, login, me, logout', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await setupApi({ env: { API_DEBUG: '1' } });
  });
  afterAll(() => api.close());

  const valid = {
    name: 'Anna Muster',
    email: 'anna@example.at',
    phone: '+43 660 1234567',
    password: 'Sicher123',
    password_confirmation: 'Sicher123',
    terms: true,
  };

  it('registers with success and "Registrierung erfolgreich"; the new account signs in with its password', async () => {
    const res = await api.call('POST', '/api/auth/register', { body: { ...valid, email: ' Anna@Example.AT ' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: 'Registrierung erfolgreich' });
    const login = await api.call('POST', '/api/auth/login', {
      body: { email: 'anna@example.at', password: 'Sicher123' },
    });
    expect(login.status).toBe(200);
    expect(login.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login.body.user).toMatchObject({
      name: 'Anna Muster',
      email: 'anna@example.at',
      phone: '+43 660 1234567',
      has_password: true,
    });
    expect(login.body.user).not.toHaveProperty('password_hash');
    const me = await api.call('GET', '/api/auth/me', { token: login.body.token });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('anna@example.at');
  });

  it('stores the token only as a hash and the password only as scrypt', async () => {
    const rows = await api.ctx.database.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const user = await api.ctx.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'anna@example.at')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^scrypt\$/);
    expect(user.password_hash).not.toContain('Sicher123');
  });

  it('answers a taken address (any case) exactly like a new one, keeps the account, and mails its owner', async () => {
    const before = api.outbox().length;
    const fresh = await api.call('POST', '/api/auth/register', { body: { ...valid, email: 'fresh@example.at' } });
    const taken = await api.call('POST', '/api/auth/register', {
      body: {
        ...valid,
        name: 'Mallory',
        email: 'ANNA@example.at',
        password: 'Boese1234',
        password_confirmation: 'Boese1234',
      },
    });
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    expect([...taken.headers.keys()].sort()).toEqual([...fresh.headers.keys()].sort());
    // The account is unchanged: the owner's password still works, the attempt's does not.
    expect(
      (await api.call('POST', '/api/auth/login', { body: { email: 'anna@example.at', password: 'Boese1234' } })).status,
    ).toBe(401);
    const owner = await api.call('POST', '/api/auth/login', {
      body: { email: 'anna@example.at', password: 'Sicher123' },
    });
    expect(owner.status).toBe(200);
    expect(owner.body.user.name).toBe('Anna Muster');

    await api.runJobs();
    const mails = api.outbox().slice(before).map(decodeQuotedPrintable);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatch(/^To: anna@example\.at/m);
    expect(mail).toContain('Soeben wollte jemand mit Ihrer E-Mail-Adresse ein neues Konto bei');
    expect(mail).toContain('http://portal.test/anmelden');
    expect(mail).toContain('http://portal.test/passwort-vergessen');

    // Repeated attempts within the hour do not flood the owner's inbox.
    await api.call('POST', '/api/auth/register', { body: { ...valid, email: 'anna@example.at' } });
    await api.runJobs();
    expect(api.outbox().slice(before)).toHaveLength(1);
  });

  it('hashes the password for a taken address too, so the answer does the same work', async () => {
    // Without the hash, a taken address answered about 20 times faster than a new one.
    const register = (ip: string) =>
      api.call('POST', '/api/auth/register', { body: { ...valid, email: 'work@example.at' }, ip });
    const fresh = await derivations(() => register('198.51.100.21'));
    const taken = await derivations(() => register('198.51.100.22'));
    expect(fresh).toBe(1);
    expect(taken).toBe(fresh);
  });

  it.each([
    ['name missing', { name: '' }, 'name', 'Bitte geben Sie Ihren Namen ein.'],
    ['name of 1 character', { name: 'A' }, 'name', 'Der Name muss mindestens 2 Zeichen lang sein.'],
    ['invalid e-mail', { email: 'anna@' }, 'email', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    ['invalid phone', { phone: 'call me' }, 'phone', 'Bitte geben Sie eine gültige Telefonnummer ein.'],
    [
      'password of 7',
      { password: 'Abcdef1', password_confirmation: 'Abcdef1' },
      'password',
      'Das Passwort muss mindestens 8 Zeichen lang sein.',
    ],
    [
      'no upper case',
      { password: 'sicher123', password_confirmation: 'sicher123' },
      'password',
      'Das Passwort muss mindestens einen Großbuchstaben enthalten.',
    ],
    [
      'no lower case',
      { password: 'SICHER123', password_confirmation: 'SICHER123' },
      'password',
      'Das Passwort muss mindestens einen Kleinbuchstaben enthalten.',
    ],
    [
      'no digit',
      { password: 'SicherSicher', password_confirmation: 'SicherSicher' },
      'password',
      'Das Passwort muss mindestens eine Ziffer enthalten.',
    ],
    [
      'confirmation differs',
      { password_confirmation: 'Sicher124' },
      'password_confirmation',
      'Die Passwörter stimmen nicht überein.',
    ],
    ['terms not accepted', { terms: false }, 'terms', 'Bitte akzeptieren Sie die Nutzungsbedingungen.'],
  ])('rejects registration: %s', async (_label, change, field, message) => {
    const res = await api.call('POST', '/api/auth/register', {
      body: { ...valid, email: 'other@example.at', ...change },
    });
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe('Bitte überprüfen Sie Ihre Eingaben.');
    expect(res.body.errors[field]).toContain(message);
  });

  it('accepts registration without a phone', async () => {
    const { phone: _p, ...noPhone } = valid;
    const res = await api.call('POST', '/api/auth/register', { body: { ...noPhone, email: 'nophone@example.at' } });
    expect(res.status).toBe(201);
    const login = await api.call('POST', '/api/auth/login', {
      body: { email: 'nophone@example.at', password: valid.password },
    });
    expect(login.body.user.phone).toBeNull();
  });

  it('answers in the requested language (Accept-Language, then ?lang)', async () => {
    const en = await api.call('POST', '/api/auth/register', {
      body: { ...valid, name: 'A', email: 'x@example.at' },
      headers: { 'Accept-Language': 'en-GB,en;q=0.9,de;q=0.5' },
    });
    expect(en.body.message).toBe('Please check your input.');
    expect(en.body.errors.name).toEqual(['The name must be at least 2 characters long.']);
    const viaQuery = await api.call('POST', '/api/auth/register?lang=gb', {
      body: { ...valid, name: 'A', email: 'x@example.at' },
    });
    expect(viaQuery.body.message).toBe('Please check your input.');
    const unknown = await api.call('POST', '/api/auth/register', {
      body: { ...valid, name: 'A' },
      headers: { 'Accept-Language': 'xx' },
    });
    expect(unknown.body.message).toBe('Bitte überprüfen Sie Ihre Eingaben.');
  });

  it('logs in with the right password and answers success, token, user, message', async () => {
    const res = await api.call('POST', '/api/auth/login', {
      body: { email: 'anna@example.at', password: 'Sicher123' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, user: { email: 'anna@example.at' } });
    expect(typeof res.body.message).toBe('string');
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses wrong passwords and unknown addresses alike', async () => {
    const wrong = await api.call('POST', '/api/auth/login', {
      body: { email: 'anna@example.at', password: 'Falsch123' },
    });
    const unknown = await api.call('POST', '/api/auth/login', {
      body: { email: 'nobody@example.at', password: 'Falsch123' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('E-Mail-Adresse oder Passwort ist falsch.');
  });

  it('verifies a password for an unknown address too, so the refusal does the same work', async () => {
    const login = (email: string) =>
      api.call('POST', '/api/auth/login', { body: { email, password: 'Falsch123' }, ip: '198.51.100.31' });
    // The stand-in hash an unknown address is checked against is made once, by the first such sign-in.
    await login('first-unknown@example.at');
    const wrong = await derivations(() => login('anna@example.at'));
    const unknown = await derivations(() => login('nobody-else@example.at'));
    expect(wrong).toBe(1);
    expect(unknown).toBe(wrong);
  });

  it('applies the login rule: password required, at least 6 characters', async () => {
    const empty = await api.call('POST', '/api/auth/login', { body: { email: 'anna@example.at', password: '' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.password).toEqual(['Bitte geben Sie Ihr Passwort ein.']);
    const short = await api.call('POST', '/api/auth/login', { body: { email: 'anna@example.at', password: '12345' } });
    expect(short.body.errors.password).toEqual(['Das Passwort muss mindestens 6 Zeichen lang sein.']);
  });

  it('answers 401 for /me without, with a malformed and with an unknown token', async () => {
    for (const token of [undefined, 'nonsense', 'A'.repeat(43)]) {
      const res = await api.call('GET', '/api/auth/me', { token });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, message: 'Bitte melden Sie sich an.', errors: {} });
    }
  });

  it('revokes the token at logout, and only that token', async () => {
    const a = await api.call('POST', '/api/auth/login', { body: { email: 'anna@example.at', password: 'Sicher123' } });
    const b = await api.call('POST', '/api/auth/login', { body: { email: 'anna@example.at', password: 'Sicher123' } });
    const out = await api.call('POST', '/api/auth/logout', { token: a.body.token });
    expect(out.status).toBe(200);
    expect(out.body.success).toBe(true);
    expect((await api.call('GET', '/api/auth/me', { token: a.body.token })).status).toBe(401);
    expect((await api.call('GET', '/api/auth/me', { token: b.body.token })).status).toBe(200);
    // Logging out twice is harmless.
    expect((await api.call('POST', '/api/auth/logout', { token: a.body.token })).status).toBe(200);
  });

  it('expires tokens after their lifetime', async () => {
    const { token } = await api.signUp();
    api.clock.advance(api.config.tokenTtlMs - 1000);
    expect((await api.call('GET', '/api/auth/me', { token })).status).toBe(200);
    api.clock.advance(2000);
    expect((await api.call('GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('answers /api/auth/debug when enabled outside production', async () => {
    const { token } = await api.signUp();
    const res = await api.call('GET', '/api/auth/debug', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, authenticated: true, engine: expect.any(String) });
    const anon = await api.call('GET', '/api/auth/debug');
    expect(anon.body).toMatchObject({ authenticated: false, user: null });
  });
});

describeApi('auth: debug endpoint in production', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await setupApi({ env: { NODE_ENV: 'production', API_DEBUG: '1' } });
  });
  afterAll(() => api.close());

  it('is not found, even when enabled', async () => {
    const res = await api.call('GET', '/api/auth/debug');
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });
});

describeApi('auth: debug endpoint by default', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await setupApi();
  });
  afterAll(() => api.close());

  it('is not found unless API_DEBUG enables it', async () => {
    const { token } = await api.signUp();
    const res = await api.call('GET', '/api/auth/debug', { token });
    expect(res.status).toBe(404);
    expect(res.body.user).toBeUndefined();
  });
});

describeApi('auth: profile, password change, account deletion', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await setupApi();
  });
  afterAll(() => api.close());

  it('changes name and phone of the signed-in user only', async () => {
    const a = await api.signUp();
    const b = await api.signUp();
    const res = await api.call('PATCH', '/api/auth/me', {
      token: a.token,
      body: { name: 'Anna Neu', phone: '01 234 56 78' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ name: 'Anna Neu', phone: '01 234 56 78' });
    expect(res.body.message).toBe('Ihre Angaben wurden gespeichert.');
    const other = await api.call('GET', '/api/auth/me', { token: b.token });
    expect(other.body.user.name).toBe('Anna Muster');
    // Clearing the phone.
    const cleared = await api.call('PATCH', '/api/auth/me', { token: a.token, body: { phone: '' } });
    expect(cleared.body.user.phone).toBeNull();
  });

  it('validates profile changes', async () => {
    const a = await api.signUp();
    const res = await api.call('PATCH', '/api/auth/me', { token: a.token, body: { name: 'X', phone: 'abc' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['name', 'phone']);
    const empty = await api.call('PATCH', '/api/auth/me', { token: a.token, body: {} });
    expect(empty.status).toBe(422);
    expect((await api.call('PATCH', '/api/auth/me', { body: { name: 'Hacker' } })).status).toBe(401);
  });

  it('changes the password with the current one and signs out other sessions', async () => {
    const a = await api.signUp();
    const other = await api.call('POST', '/api/auth/login', { body: { email: a.email, password: a.password } });
    const wrong = await api.call('PUT', '/api/auth/me/password', {
      token: a.token,
      body: { current_password: 'Falsch123', password: 'Neues123x', password_confirmation: 'Neues123x' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual(['Das Passwort ist nicht korrekt.']);
    const missing = await api.call('PUT', '/api/auth/me/password', {
      token: a.token,
      body: { password: 'Neues123x', password_confirmation: 'Neues123x' },
    });
    expect(missing.body.errors.current_password).toEqual(['Bitte geben Sie Ihr aktuelles Passwort ein.']);
    const weak = await api.call('PUT', '/api/auth/me/password', {
      token: a.token,
      body: { current_password: a.password, password: 'schwach', password_confirmation: 'schwach' },
    });
    expect(weak.status).toBe(422);
    const ok = await api.call('PUT', '/api/auth/me/password', {
      token: a.token,
      body: { current_password: a.password, password: 'Neues123x', password_confirmation: 'Neues123x' },
    });
    expect(ok.status).toBe(200);
    expect((await api.call('GET', '/api/auth/me', { token: a.token })).status).toBe(200);
    expect((await api.call('GET', '/api/auth/me', { token: other.body.token })).status).toBe(401);
    expect((await api.call('POST', '/api/auth/login', { body: { email: a.email, password: a.password } })).status).toBe(
      401,
    );
    expect(
      (await api.call('POST', '/api/auth/login', { body: { email: a.email, password: 'Neues123x' } })).status,
    ).toBe(200);
  });

  it('deletes the account with its password, with its favourites and sessions', async () => {
    const a = await api.signUp();
    await api.call('POST', '/api/favorites', { token: a.token, body: { property_id: 3 } });
    const noConfirm = await api.call('DELETE', '/api/auth/me', { token: a.token, body: { password: a.password } });
    expect(noConfirm.status).toBe(422);
    expect(noConfirm.body.errors.confirm).toBeDefined();
    const wrong = await api.call('DELETE', '/api/auth/me', {
      token: a.token,
      body: { password: 'Falsch123', confirm: true },
    });
    expect(wrong.status).toBe(422);
    const ok = await api.call('DELETE', '/api/auth/me', {
      token: a.token,
      body: { password: a.password, confirm: true },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Ihr Konto wurde gelöscht.');
    expect((await api.call('GET', '/api/auth/me', { token: a.token })).status).toBe(401);
    const db = api.ctx.database.db;
    expect(await db.selectFrom('users').select('id').where('id', '=', a.user.id).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('favorites').select('id').where('user_id', '=', a.user.id).execute()).toEqual([]);
    expect(await db.selectFrom('auth_tokens').select('id').where('user_id', '=', a.user.id).execute()).toEqual([]);
    expect((await api.call('POST', '/api/auth/login', { body: { email: a.email, password: a.password } })).status).toBe(
      401,
    );
  });
});

describeApi('auth: rate limits', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await setupApi({
      tweak: (c) => {
        c.rateLimits.loginPerAccountIp = { limit: 3, windowMs: 60_000 };
        c.rateLimits.loginPerAccount = { limit: 5, windowMs: 60_000 };
        c.rateLimits.loginPerIp = { limit: 10, windowMs: 60_000 };
        c.rateLimits.registerPerIp = { limit: 2, windowMs: 60_000 };
        c.loginSlowdownMs = 300;
      },
    });
  });
  afterAll(() => api.close());

  const login = (email: string, password: string, ip: string) =>
    api.call('POST', '/api/auth/login', { body: { email, password }, ip });

  it('refuses guessing from one address (429 with Retry-After) while the owner signs in from another', async () => {
    const a = await api.signUp();
    for (let i = 0; i < 3; i++) expect((await login(a.email, 'Falsch123', '192.0.2.1')).status).toBe(401);
    const blocked = await login(a.email, a.password, '192.0.2.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(
      'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
    );
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The attacker keeps hammering; the owner's own address is not affected.
    expect((await login(a.email, 'Falsch123', '192.0.2.1')).status).toBe(429);
    expect((await login(a.email, a.password, '192.0.2.99')).status).toBe(200);
    api.clock.advance(61_000);
    expect((await login(a.email, a.password, '192.0.2.1')).status).toBe(200);
  });

  it('guessing from many addresses only slows the account down: the owner still signs in', async () => {
    api.clock.advance(61_000);
    const a = await api.signUp();
    // The owner's usual device.
    expect((await login(a.email, a.password, '192.0.4.100')).status).toBe(200);
    // Twelve wrong guesses from six addresses: over the account's limit of 5, under each pair's limit of 3.
    for (let i = 0; i < 12; i++) {
      expect((await login(a.email, 'Falsch123', `192.0.4.${i % 6}`)).status).toBe(401);
    }
    // The slowdown is a wait of `loginSlowdownMs` before the answer: counted here, not timed.
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const counted = async (answer: () => Promise<{ status: number }>) => {
      const before = timers.mock.calls.length;
      const { status } = await answer();
      const waits = timers.mock.calls.slice(before).filter(([, ms]) => ms === api.config.loginSlowdownMs);
      return { status, slowdowns: waits.length };
    };
    try {
      // From a new address the owner waits, but gets in.
      expect(await counted(() => login(a.email, a.password, '192.0.4.200'))).toEqual({ status: 200, slowdowns: 1 });
      // From an address the account signed in from before, at once.
      expect(await counted(() => login(a.email, a.password, '192.0.4.100'))).toEqual({ status: 200, slowdowns: 0 });
      // Other accounts are not slowed down.
      const b = await api.signUp();
      expect(await counted(() => login(b.email, b.password, '192.0.4.201'))).toEqual({ status: 200, slowdowns: 0 });
    } finally {
      timers.mockRestore();
    }
  });

  it('resets the (account, address) counter after a successful login', async () => {
    api.clock.advance(61_000);
    const a = await api.signUp();
    for (let round = 0; round < 3; round++) {
      expect((await login(a.email, 'Falsch123', '192.0.3.1')).status).toBe(401);
      expect((await login(a.email, 'Falsch123', '192.0.3.1')).status).toBe(401);
      expect((await login(a.email, a.password, '192.0.3.1')).status).toBe(200);
    }
  });

  it('limits login attempts per IP across accounts', async () => {
    api.clock.advance(61_000);
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(`n${i}@example.at`, 'Falsch123', '203.0.113.50')).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // Another address is unaffected.
    expect((await login('n9@example.at', 'Falsch123', '203.0.113.51')).status).toBe(401);
  });

  it('limits registrations per IP', async () => {
    const body = (n: number) => ({
      name: 'Max Muster',
      email: `reg${n}@example.at`,
      password: 'Sicher123',
      password_confirmation: 'Sicher123',
      terms: true,
    });
    expect((await api.call('POST', '/api/auth/register', { body: body(1), ip: '203.0.113.60' })).status).toBe(201);
    expect((await api.call('POST', '/api/auth/register', { body: body(2), ip: '203.0.113.60' })).status).toBe(201);
    expect((await api.call('POST', '/api/auth/register', { body: body(3), ip: '203.0.113.60' })).status).toBe(429);
  });
});

describe('password hashing', () => {
  it('uses scrypt at 2^15 by default, verifies, and flags weaker hashes for rehash', async () => {
    const strong = await hashPassword('Sicher123');
    expect(strong.startsWith(`scrypt$${DEFAULT_SCRYPT_COST.N}$8$1$`)).toBe(true);
    expect(await verifyPassword('Sicher123', strong)).toBe(true);
    expect(await verifyPassword('Sicher124', strong)).toBe(false);
    expect(await verifyPassword('Sicher123', 'garbage')).toBe(false);
    const weak = await hashPassword('Sicher123', { N: 1024, r: 8, p: 1 });
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(strong)).toBe(false);
  });
});
