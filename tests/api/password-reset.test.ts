import { afterAll, beforeAll, expect, it } from 'vitest';
import { decodeQuotedPrintable, describeApi, setupApi, type TestApi } from './helpers';

function resetTokenFrom(mail: string): string {
  const m = /passwort-vergessen\?token=([A-Za-z0-9_%-]+)/.exec(decodeQuotedPrintable(mail));
  if (!m) throw new Error(`no reset link in mail:\n${mail}`);
  return decodeURIComponent(m[1]!);
}

describeApi('password reset', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await setupApi({ tweak: (c) => (c.rateLimits.resetPerAccount = { limit: 3, windowMs: 3_600_000 }) });
  });
  afterAll(() => api.close());

  it('answers the same for known and unknown addresses and mails only the known one to the outbox', async () => {
    const a = await api.signUp();
    const before = api.outbox().length;
    const known = await api.call('POST', '/api/auth/password/forgot', { body: { email: a.email } });
    const unknown = await api.call('POST', '/api/auth/password/forgot', { body: { email: 'nobody@example.at' } });
    await api.runJobs();
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const mails = api.outbox();
    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toContain(`To: ${a.email}`);
    expect(mail).toMatch(/Subject: .*Passwort/);
    expect(resetTokenFrom(mail).length).toBeGreaterThan(20);
  });

  it('writes the link for the language of the request', async () => {
    const a = await api.signUp();
    await api.call('POST', '/api/auth/password/forgot', {
      body: { email: a.email },
      headers: { 'Accept-Language': 'en' },
    });
    await api.runJobs();
    const mail = decodeQuotedPrintable(api.outbox().at(-1)!);
    expect(mail).toContain('http://portal.test/en/passwort-vergessen?token=');
    expect(mail).toContain('Choose a new password');
  });

  it('sets a new password once with the mailed token, then the token is spent', async () => {
    const a = await api.signUp();
    const session = await api.call('POST', '/api/auth/login', { body: { email: a.email, password: a.password } });
    await api.call('POST', '/api/auth/password/forgot', { body: { email: a.email } });
    await api.runJobs();
    const token = resetTokenFrom(api.outbox().at(-1)!);

    const weak = await api.call('POST', '/api/auth/password/reset', {
      body: { token, password: 'weak', password_confirmation: 'weak' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password).toBeDefined();

    const ok = await api.call('POST', '/api/auth/password/reset', {
      body: { token, password: 'Zurueck123', password_confirmation: 'Zurueck123' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.success).toBe(true);
    // Every existing session ends with the reset.
    expect((await api.call('GET', '/api/auth/me', { token: session.body.token })).status).toBe(401);
    expect((await api.call('GET', '/api/auth/me', { token: a.token })).status).toBe(401);
    expect(
      (await api.call('POST', '/api/auth/login', { body: { email: a.email, password: 'Zurueck123' } })).status,
    ).toBe(200);

    const again = await api.call('POST', '/api/auth/password/reset', {
      body: { token, password: 'Nochmal123', password_confirmation: 'Nochmal123' },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.token).toEqual([
      'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    ]);
  });

  it('refuses an expired token', async () => {
    const a = await api.signUp();
    await api.call('POST', '/api/auth/password/forgot', { body: { email: a.email } });
    await api.runJobs();
    const token = resetTokenFrom(api.outbox().at(-1)!);
    api.clock.advance(api.config.resetTtlMs + 1);
    const res = await api.call('POST', '/api/auth/password/reset', {
      body: { token, password: 'Zurueck123', password_confirmation: 'Zurueck123' },
    });
    expect(res.status).toBe(422);
    expect((await api.call('POST', '/api/auth/login', { body: { email: a.email, password: a.password } })).status).toBe(
      200,
    );
  });

  it('only the newest link works', async () => {
    const a = await api.signUp();
    await api.call('POST', '/api/auth/password/forgot', { body: { email: a.email } });
    await api.runJobs();
    const first = resetTokenFrom(api.outbox().at(-1)!);
    await api.call('POST', '/api/auth/password/forgot', { body: { email: a.email } });
    await api.runJobs();
    const second = resetTokenFrom(api.outbox().at(-1)!);
    expect(second).not.toBe(first);
    const old = await api.call('POST', '/api/auth/password/reset', {
      body: { token: first, password: 'Zurueck123', password_confirmation: 'Zurueck123' },
    });
    expect(old.status).toBe(422);
    const fresh = await api.call('POST', '/api/auth/password/reset', {
      body: { token: second, password: 'Zurueck123', password_confirmation: 'Zurueck123' },
    });
    expect(fresh.status).toBe(200);
  });

  it('refuses made-up tokens and mismatched confirmations', async () => {
    const made = await api.call('POST', '/api/auth/password/reset', {
      body: { token: 'x'.repeat(43), password: 'Zurueck123', password_confirmation: 'Zurueck123' },
    });
    expect(made.status).toBe(422);
    const mismatch = await api.call('POST', '/api/auth/password/reset', {
      body: { token: 'x'.repeat(43), password: 'Zurueck123', password_confirmation: 'Zurueck124' },
    });
    expect(mismatch.body.errors.password_confirmation).toEqual(['Die Passwörter stimmen nicht überein.']);
  });

  it('rate-limits requests per address', async () => {
    const a = await api.signUp();
    api.clock.advance(3_600_001);
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await api.call('POST', '/api/auth/password/forgot', { body: { email: a.email }, ip: `192.0.2.${i}` })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describeApi('password reset: cost for unauthenticated callers', () => {
  let api: TestApi;
  // Counts how often the password hash reads its cost, i.e. whether a request got as far as hashing.
  let costReads = 0;
  const scryptCost = {
    get N() {
      costReads++;
      return 1024;
    },
    r: 8,
    p: 1,
  };
  beforeAll(async () => {
    api = await setupApi({
      overrides: { scryptCost },
      tweak: (c) => (c.rateLimits.resetConfirmPerIp = { limit: 3, windowMs: 3_600_000 }),
    });
  });
  afterAll(() => api.close());

  it('refuses made-up tokens without hashing the new password', async () => {
    const before = costReads;
    for (let i = 0; i < 3; i++) {
      const res = await api.call('POST', '/api/auth/password/reset', {
        body: { token: `junk-${i}-${'x'.repeat(40)}`, password: 'Zurueck123', password_confirmation: 'Zurueck123' },
        ip: `203.0.113.${i}`,
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.token).toBeDefined();
    }
    expect(costReads).toBe(before);
  });

  it('rate-limits attempts per address with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await api.call('POST', '/api/auth/password/reset', {
        body: { token: 'y'.repeat(43), password: 'Zurueck123', password_confirmation: 'Zurueck123' },
        ip: '203.0.113.50',
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
    expect(Number(last!.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('a valid link still works exactly once', async () => {
    const a = await api.signUp();
    await api.call('POST', '/api/auth/password/forgot', { body: { email: a.email } });
    await api.runJobs();
    const token = resetTokenFrom(api.outbox().at(-1)!);
    const before = costReads;
    const ok = await api.call('POST', '/api/auth/password/reset', {
      body: { token, password: 'Zurueck123', password_confirmation: 'Zurueck123' },
      ip: '203.0.113.60',
    });
    expect(ok.status).toBe(200);
    expect(costReads).toBeGreaterThan(before);
    const again = await api.call('POST', '/api/auth/password/reset', {
      body: { token, password: 'Nochmal123', password_confirmation: 'Nochmal123' },
      ip: '203.0.113.60',
    });
    expect(again.status).toBe(422);
    expect(
      (await api.call('POST', '/api/auth/login', { body: { email: a.email, password: 'Zurueck123' } })).status,
    ).toBe(200);
  });
});
