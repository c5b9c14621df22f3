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

  const forgot = (email: string, opts: { ip: string; token?: string }) =>
    api.call('POST', '/api/auth/password/forgot', { body: { email }, ...opts });
  const mailsTo = (email: string) => api.outbox().filter((m) => m.includes(`To: ${email}`));

  it('refuses too many requests from one address, whichever accounts they name', async () => {
    const statuses = [];
    for (let i = 0; i <= api.config.rateLimits.resetPerIp.limit; i++)
      statuses.push((await forgot(`someone${i}@example.at`, { ip: '192.0.2.200' })).status);
    expect(statuses.at(-2)).toBe(200);
    expect(statuses.at(-1)).toBe(429);
  });

  it('a stranger asking from many addresses neither blocks the owner nor floods the mailbox', async () => {
    const a = await api.signUp();
    api.clock.advance(3_600_001);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await forgot(a.email, { ip: `192.0.2.${10 + i}` }));
    await api.runJobs();
    // Every request hears the same 200; only the account's allowance of mails went out.
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const r of answers) expect(r.body).toEqual(answers[0]!.body);
    const strangers = mailsTo(a.email);
    expect(strangers.length).toBe(api.config.rateLimits.resetPerAccount.limit);

    const newest = resetTokenFrom(strangers.at(-1)!);
    const owner = await forgot(a.email, { ip: '10.0.99.99', token: a.token });
    expect(owner.status).toBe(200);
    await api.runJobs();
    // The owner's own request (from the account's session, here from a new address) is mailed at once.
    const afterOwner = mailsTo(a.email);
    expect(afterOwner.length).toBe(strangers.length + 1);
    expect(resetTokenFrom(afterOwner.at(-1)!)).not.toBe(newest);
    const ok = await api.call('POST', '/api/auth/password/reset', {
      body: { token: resetTokenFrom(afterOwner.at(-1)!), password: 'Zurueck123', password_confirmation: 'Zurueck123' },
      ip: '10.0.99.99',
    });
    expect(ok.status).toBe(200);
  });

  it('the owner asking from an address the account signed in from gets a mail while strangers are held back', async () => {
    const a = await api.signUp();
    api.clock.advance(3_600_001);
    for (let i = 0; i < 5; i++) await forgot(a.email, { ip: `192.0.2.${30 + i}` });
    await api.runJobs();
    const before = mailsTo(a.email).length;
    // The newest link mailed still works: the requests that mailed nothing did not withdraw it. The mails carry the
    // test clock's time, the same for all of them, so which one is newest is found by trying them: exactly one works.
    const statuses: number[] = [];
    for (const mail of mailsTo(a.email)) {
      const res = await api.call('POST', '/api/auth/password/reset', {
        body: { token: resetTokenFrom(mail), password: 'Zurueck123', password_confirmation: 'Zurueck123' },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // signUp signed in from 10.0.<n>.1: the owner's usual address, without a session now.
    const ownAddress = `10.0.${/^user(\d+)-/.exec(a.email)![1]}.1`;
    expect((await forgot(a.email, { ip: ownAddress })).status).toBe(200);
    await api.runJobs();
    expect(mailsTo(a.email).length).toBe(before + 1);
  });

  it('strangers get a few mails an hour and a day to one account, however long they keep asking', async () => {
    const a = await api.signUp();
    const { resetPerAccount, resetPerAccountDay } = api.config.rateLimits;
    for (let hour = 0; hour < 24; hour++) {
      api.clock.advance(3_600_001);
      for (let i = 0; i < 5; i++) await forgot(a.email, { ip: `198.18.${hour}.${i}` });
    }
    await api.runJobs();
    expect(resetPerAccount.limit).toBeLessThan(resetPerAccountDay.limit);
    expect(mailsTo(a.email).length).toBe(resetPerAccountDay.limit);
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
