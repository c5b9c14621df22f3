/**
 * Search agents and the newsletter through the API, on SQLite and PostgreSQL: authorization (guests 401, another
 * user's agent 404), validation messages, matching after a sync (each listing once), the daily report with gone
 * listings marked, reports that run twice sending once, the no-login pause link and RFC 8058 one-click POST,
 * confirmation of another address, and the newsletter's double opt-in.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { describeApi, sampleListings, setupApi, writeSnapshot, type TestApi } from './helpers';
import { sendReport } from '~/features/search-agents/service';
import { matchAndReport, SEARCH_AGENTS_DIGEST, SEARCH_AGENTS_MATCH } from '~/features/search-agents/jobs';
import { sendIssue } from '~/features/newsletter/service';

let api: TestApi;
const base = sampleListings(40);

function listing(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    objekttitel: `Neue Wohnung ${id}`,
    title_slug: `neue-wohnung-${id}`,
    status: 'available',
    vermarktungsart: 'KAUF',
    objektart: 'WOHNUNG',
    kaufpreis: 300_000 + id,
    zimmer: 3,
    flaeche: 70,
    created_at: `2026-11-2${id % 9}T08:00:00Z`,
    location: { ort: 'Wien', plz: '1070', bundesland: 'wien' },
    ...extra,
  };
}

/** The raw header line: mailparser turns List-Unsubscribe into an object of its own. */
function header(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((h) => h.key === name)?.line ?? '';
  return line.slice(line.indexOf(':') + 1).trim();
}

async function mails(): Promise<ParsedMail[]> {
  return Promise.all(api.outbox().map((raw) => simpleParser(raw)));
}

async function syncWith(listings: unknown[]) {
  api.clock.advance(60_000);
  writeSnapshot(api.dataDir, listings);
  await api.ctx.services.snapshot.refresh();
}

beforeAll(async () => {
  api = await setupApi({ listings: base });
});
afterAll(async () => {
  await api?.close();
});

describeApi('search agents', () => {
  it('guests get 401', async () => {
    expect((await api.call('GET', '/api/search-agents')).status).toBe(401);
    const res = await api.call('POST', '/api/search-agents', { body: { name: 'x', email: 'a@b.at' } });
    expect(res.status).toBe(401);
  });

  it('a search agent needs at least name and email; rooms in order; SMS only where a gateway is configured', async () => {
    const anna = await api.signUp();
    const empty = await api.call('POST', '/api/search-agents', { token: anna.token, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.name).toEqual(['Bitte geben Sie dem Suchagenten einen Namen.']);
    expect(empty.body.errors.email).toEqual(['Bitte geben Sie Ihre E-Mail-Adresse ein.']);
    const rooms = await api.call('POST', '/api/search-agents', {
      token: anna.token,
      body: {
        name: 'A',
        email: anna.email,
        frequency: 'daily',
        search: '',
        rooms_min: 4,
        rooms_max: 2,
        channels: ['email'],
      },
    });
    expect(rooms.status).toBe(422);
    expect(Object.keys(rooms.body.errors)).toEqual(['rooms_max']);
    const sms = await api.call('POST', '/api/search-agents', {
      token: anna.token,
      body: {
        name: 'A',
        email: anna.email,
        frequency: 'daily',
        search: '',
        channels: ['sms'],
        phone: '+43 664 1234567',
      },
    });
    expect(sms.status).toBe(422);
    expect(sms.body.errors.channels).toHaveLength(1);
    const badFrequency = await api.call('POST', '/api/search-agents', {
      token: anna.token,
      body: { name: 'A', email: anna.email, frequency: 'hourly', search: '', channels: ['email'] },
    });
    expect(Object.keys(badFrequency.body.errors)).toEqual(['frequency']);
  });

  it('create, list, edit, pause and delete; another user never sees or changes it (404)', async () => {
    const anna = await api.signUp();
    const ben = await api.signUp();
    const created = await api.call('POST', '/api/search-agents', {
      token: anna.token,
      body: {
        name: 'Neubau 1070',
        email: anna.email,
        frequency: 'weekly',
        search: '?vermarktungsart=KAUF&plz=1070&seite=3',
        rooms_min: 2,
        rooms_max: 3,
        channels: ['email'],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.success).toBe(true);
    const agent = created.body.agent;
    expect(agent).toMatchObject({ name: 'Neubau 1070', email_confirmed: true, active: true, channels: ['email'] });
    expect(agent.search).toBe('vermarktungsart=KAUF&plz=1070');
    expect(agent.results_url).toBe('/immobilien?vermarktungsart=KAUF&plz=1070&zimmer_von=2&zimmer_bis=3');

    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'Übernommen' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await api.call(method, `/api/search-agents/${agent.id}`, { token: ben.token, body });
      expect(res.status, method).toBe(404);
    }
    expect((await api.call('GET', '/api/search-agents', { token: ben.token })).body.data).toEqual([]);

    const paused = await api.call('PATCH', `/api/search-agents/${agent.id}`, {
      token: anna.token,
      body: { active: false, rooms_max: 4 },
    });
    expect(paused.status).toBe(200);
    expect(paused.body.agent).toMatchObject({ active: false, rooms_min: 2, rooms_max: 4, name: 'Neubau 1070' });
    const list = await api.call('GET', '/api/search-agents', { token: anna.token });
    expect(list.body.data.map((a: { id: number }) => a.id)).toEqual([agent.id]);
    expect(list.body.sms_available).toBe(false);
    expect((await api.call('DELETE', `/api/search-agents/${agent.id}`, { token: anna.token })).status).toBe(200);
    expect((await api.call('GET', `/api/search-agents/${agent.id}`, { token: anna.token })).status).toBe(404);
  });

  it('matches after a sync: only new listings, each once; the instant report with one-click unsubscribe', async () => {
    const anna = await api.signUp();
    const created = await api.call('POST', '/api/search-agents', {
      token: anna.token,
      body: {
        name: 'Kauf 1070',
        email: anna.email,
        frequency: 'instant',
        search: 'vermarktungsart=KAUF&plz=1070',
        rooms_min: 2,
        rooms_max: 3,
        channels: ['email'],
      },
    });
    const agentId = created.body.agent.id;
    const before = api.outbox().length;
    // The sync brings four listings: one matches, one has too many rooms, one is for rent, one is in 1060.
    await syncWith([
      ...base,
      listing(101),
      listing(102, { zimmer: 5 }),
      listing(103, { vermarktungsart: 'MIETE_PACHT', kaufpreis: null, kaltmiete: 900 }),
      listing(104, { location: { ort: 'Wien', plz: '1060', bundesland: 'wien' } }),
    ]);
    await api.ctx.queue.enqueue(SEARCH_AGENTS_MATCH, { reason: 'sync' }, { key: 'search-agents-match:test-1' });
    await api.runJobs();
    const sent = (await mails()).slice(before);
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(anna.email);
    expect(mail.subject).toContain('Kauf 1070');
    expect(mail.text).toContain('Neue Wohnung 101');
    expect(mail.text).not.toContain('nicht mehr verfügbar');
    expect(mail.text).not.toContain('Neue Wohnung 102');
    expect(mail.text).not.toContain('Neue Wohnung 103');
    expect(mail.text).not.toContain('Neue Wohnung 104');
    expect(mail.text).not.toContain('Wohnung 1 in Wien');
    const unsubscribe = header(mail, 'list-unsubscribe');
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const url = /<(http[^>]+)>/.exec(unsubscribe)![1]!;
    expect(mail.html).toContain(url.replace(/&/g, '&amp;'));

    // The same data matched again, and a later run: nothing new, nothing sent.
    await api.ctx.queue.enqueue(SEARCH_AGENTS_MATCH, { reason: 'sync' }, { key: 'search-agents-match:test-2' });
    await api.runJobs();
    expect(api.outbox().length).toBe(before + 1);

    // The link works without a sign-in: GET shows a page, the mail client's one-click POST pauses the agent.
    const path = url.replace('http://portal.test', '');
    const page = await api.call('GET', path);
    expect(page.status).toBe(200);
    expect(page.res.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const oneClick = await api.call('POST', path, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    const after = await api.call('GET', `/api/search-agents/${agentId}`, { token: anna.token });
    expect(after.body.agent.active).toBe(false);
    expect((await api.call('POST', '/api/search-agents/unsubscribe?token=wrong-token-0123456789')).status).toBe(404);
  });

  it('the daily report: every match newest first, gone listings marked, a rerun sends nothing twice', async () => {
    const anna = await api.signUp();
    await api.call('POST', '/api/search-agents', {
      token: anna.token,
      body: { name: 'Täglich 1080', email: anna.email, frequency: 'daily', search: 'plz=1080', channels: ['email'] },
    });
    const before = api.outbox().length;
    const fresh = [201, 202, 203, 204, 205].map((id) =>
      listing(id, { location: { ort: 'Wien', plz: '1080', bundesland: 'wien' } }),
    );
    await syncWith([...base, ...fresh]);
    const ctx = api.jobContext;
    await matchAndReport(ctx, 'test-daily');
    await api.runJobs();
    expect(api.outbox().length).toBe(before); // daily agents wait for seven o'clock
    // One listing is sold before the report goes out.
    await syncWith([...base, ...fresh.slice(0, 4), { ...fresh[4]!, status: 'sold' }]);
    await api.ctx.queue.enqueue(
      SEARCH_AGENTS_DIGEST,
      { frequency: 'daily' },
      { key: 'schedule:search-agents-daily:2026-11-23T06:00:00.000Z' },
    );
    await api.runJobs();
    const sent = (await mails()).slice(before);
    expect(sent).toHaveLength(1);
    const text = sent[0]!.text ?? '';
    const order = [205, 204, 203, 202, 201].map((id) => text.indexOf(`Neue Wohnung ${id}`));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(sent[0]!.subject).toContain('5');
    expect(text).toMatch(/Neue Wohnung 205[^\n]*\n?[^\n]*nicht mehr verfügbar/);

    // The report job run again (a crash after queueing the mail): the same matches, the same mail key.
    const agents = await api.call('GET', '/api/search-agents', { token: anna.token });
    const id = agents.body.data[0].id;
    const period = 'daily:schedule:search-agents-daily:2026-11-23T06:00:00.000Z';
    expect(await sendReport(ctx, id, period)).toBe(5);
    await api.runJobs();
    expect(api.outbox().length).toBe(before + 1);
  });

  it('another notification address is confirmed by a link first', async () => {
    const anna = await api.signUp();
    const before = api.outbox().length;
    const created = await api.call('POST', '/api/search-agents', {
      token: anna.token,
      body: { name: 'Für Ben', email: 'ben.partner@example.at', frequency: 'daily', search: '', channels: ['email'] },
    });
    expect(created.body.agent.email_confirmed).toBe(false);
    await api.runJobs();
    const sent = (await mails()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('/api/search-agents/confirm-email?token=');
    // The address has agreed to nothing yet: the mail names the portal, not what the account wrote.
    expect(`${sent[0]!.subject} ${sent[0]!.text} ${sent[0]!.html}`).not.toContain('Für Ben');
    const link = /http:\/\/portal\.test(\/api\/search-agents\/confirm-email\?token=[\w-]+&lang=de)/.exec(
      sent[0]!.text!,
    )![1]!;
    // Opening the link (as a mail scanner does) only shows the page with its button: nothing is confirmed yet.
    const page = await api.call('GET', link);
    expect(page.status).toBe(200);
    expect(page.body).toContain('E-Mail-Adresse bestätigen');
    expect(page.body).not.toContain('Für Ben');
    expect(page.body).toMatch(
      /<form method="post" action="\/api\/search-agents\/confirm-email\?token=[\w-]+&amp;lang=de">/,
    );
    expect(page.body).toContain('<button type="submit">Adresse bestätigen</button>');
    const before2 = await api.call('GET', `/api/search-agents/${created.body.agent.id}`, { token: anna.token });
    expect(before2.body.agent.email_confirmed).toBe(false);
    const form = { rawBody: 'action=confirm', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
    const done = await api.call('POST', link, form);
    expect(done.status).toBe(200);
    expect(done.body).toContain('Adresse bestätigt');
    expect(done.body).toContain('„Für Ben“');
    const after = await api.call('GET', `/api/search-agents/${created.body.agent.id}`, { token: anna.token });
    expect(after.body.agent.email_confirmed).toBe(true);
    expect((await api.call('GET', link)).status).toBe(404);
    expect((await api.call('POST', link, form)).status).toBe(404);
  });

  it('changing the address back and forth mails each mailbox a few confirmations a day, the account a few more', async () => {
    const mallory = await api.signUp();
    const created = await api.call('POST', '/api/search-agents', {
      token: mallory.token,
      body: { name: 'Gratis-Gewinn: 0900 123 456 anrufen!', email: mallory.email, frequency: 'daily', search: '' },
    });
    expect(created.status).toBe(201);
    const id = created.body.agent.id;
    const { confirmMailsPerMailbox, confirmMailsPerUser } = api.config.rateLimits;
    // 40 changes alternating two outside mailboxes, spelled differently each time.
    const spellings = [
      (i: number) => `Opfer.Eins+${i}@example.at`,
      (i: number) => `opfer${i % 2 ? '.' : ''}zwei@gmail.com`,
    ];
    const before = api.outbox().length;
    const answers: string[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await api.call('PATCH', `/api/search-agents/${id}`, {
        token: mallory.token,
        body: { email: spellings[i % 2]!(i) },
      });
      expect(res.status).toBe(200);
      answers.push(res.body.message);
    }
    await api.runJobs();
    const sent = (await mails()).slice(before);
    const to = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.value[0]!.address! : '').toLowerCase();
    expect(sent.filter((m) => to(m).startsWith('opfer.eins'))).toHaveLength(confirmMailsPerMailbox.limit);
    expect(sent.filter((m) => to(m).includes('zwei@gmail.com'))).toHaveLength(confirmMailsPerMailbox.limit);
    for (const m of sent) expect(`${m.subject} ${m.text} ${m.html}`).not.toContain('0900');
    expect(answers.at(-1)).toContain('gingen heute schon so viele Bestätigungs-Mails');

    // Fresh mailboxes still get theirs until the account's own allowance for the day is spent.
    const more = before + sent.length;
    for (let i = 0; i < 10; i++)
      await api.call('PATCH', `/api/search-agents/${id}`, {
        token: mallory.token,
        body: { email: `neu${i}@example.at` },
      });
    await api.runJobs();
    expect(api.outbox().length - more).toBe(confirmMailsPerUser.limit - 2 * confirmMailsPerMailbox.limit);

    // A day later the mailbox can be asked again.
    api.clock.advance(24 * 3_600_000 + 1);
    const later = await api.call('PATCH', `/api/search-agents/${id}`, {
      token: mallory.token,
      body: { email: 'opfer.eins@example.at' },
    });
    expect(later.body.message).toContain('mit dem Link, den wir ihr geschickt haben');
    await api.runJobs();
  });
});

describeApi('newsletter', () => {
  it('double opt-in: the same answer for a known address, a confirmation link, an issue with one-click unsubscribe', async () => {
    const before = api.outbox().length;
    const body = { email: 'leser@example.at', name: 'Lea', frequency: 'weekly' };
    const first = await api.call('POST', '/api/newsletter', { body, ip: '203.0.113.9' });
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    await api.runJobs();
    const confirm = (await mails()).slice(before);
    expect(confirm).toHaveLength(1);
    const link = /http:\/\/portal\.test(\/api\/newsletter\/confirm\?token=[\w-]+&lang=de)/.exec(confirm[0]!.text!)![1]!;
    // Opening the link (as a mail scanner does) only shows the page with its button: nothing is confirmed yet.
    const page = await api.call('GET', link);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Newsletter-Anmeldung bestätigen');
    expect(page.body).toContain('<button type="submit">Anmeldung bestätigen</button>');
    const { findSubscription } = await import('~/features/newsletter/repository');
    expect((await findSubscription(api.ctx.database.db, 'leser@example.at'))!.confirmed_at).toBeNull();
    const form = { rawBody: 'action=confirm', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
    const done = await api.call('POST', link, form);
    expect(done.status).toBe(200);
    expect(done.body).toContain('Anmeldung bestätigt');
    expect((await findSubscription(api.ctx.database.db, 'leser@example.at'))!.confirmed_at).not.toBeNull();
    expect((await api.call('POST', link, form)).status).toBe(404);
    const again = await api.call('POST', '/api/newsletter', { body, ip: '203.0.113.9' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    await api.runJobs();
    expect(api.outbox().length).toBe(before + 1); // a confirmed address gets no second confirmation

    const invalid = await api.call('POST', '/api/newsletter', { body: { email: 'kein-mail' }, ip: '203.0.113.9' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.email).toEqual(['Bitte geben Sie eine gültige E-Mail-Adresse ein.']);

    const n = await sendIssue(api.jobContext, 'weekly', 'test-week');
    expect(n).toBe(1);
    await api.runJobs();
    const issue = (await mails()).at(-1)!;
    expect(issue.subject).toBeTruthy();
    const unsubscribe = /<(http[^>]+)>/.exec(header(issue, 'list-unsubscribe'))![1]!;
    const res = await api.call('POST', unsubscribe.replace('http://portal.test', ''), {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(await sendIssue(api.jobContext, 'weekly', 'test-week-2')).toBe(0);
  });

  it('unconfirmed sign-ups are deleted after 7 days by the nightly clean-up; sign-ups are rate-limited', async () => {
    await api.call('POST', '/api/newsletter', {
      body: { email: 'vergessen@example.at', frequency: 'monthly' },
      ip: '203.0.113.20',
    });
    const { pruneUnconfirmed } = await import('~/features/newsletter/repository');
    expect(await pruneUnconfirmed(api.ctx.database.db, api.clock.now + 8 * 86_400_000)).toBeGreaterThanOrEqual(1);
    let last = 0;
    for (let i = 0; i < 12; i++) {
      last = (await api.call('POST', '/api/newsletter', { body: { email: `r${i}@example.at` }, ip: '203.0.113.30' }))
        .status;
    }
    expect(last).toBe(429);
  });

  it('one mailbox gets a few sign-up confirmations a day, however its address is spelled, with the same answer', async () => {
    const before = api.outbox().length;
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const email = i % 2 ? `Ziel+news${i}@example.at` : `ziel+${i}@EXAMPLE.at`;
      const res = await api.call('POST', '/api/newsletter', { body: { email }, ip: `198.18.9.${i + 1}` });
      expect(res.status).toBe(200);
      answers.push(res.body);
    }
    for (const a of answers) expect(a).toEqual(answers[0]);
    await api.runJobs();
    const toZiel = (await mails())
      .slice(before)
      .filter((m) => /ziel\+/i.test(m.to && !Array.isArray(m.to) ? m.to.text : ''));
    expect(toZiel).toHaveLength(api.config.rateLimits.confirmMailsPerMailbox.limit);
  });
});

describeApi('the price in mails', () => {
  // A rental whose base rent is 1,195 and whose total monthly rent (base rent + running costs + VAT) is 1,684.37:
  // the list's cards show the total, and so do the mails.
  const rental = listing(1501, {
    objekttitel: 'Mietwohnung 1501',
    vermarktungsart: 'MIETE_PACHT',
    kaufpreis: null,
    kaltmiete: 1195,
    preise: { betriebskosten: 371.25, hauptmietzins_ust: 118.12 },
    location: { ort: 'Wien', plz: '1190', bundesland: 'wien' },
  });

  it("the search agent's mail and the newsletter show a rental's total monthly rent, in the mail's language", async () => {
    const anna = await api.signUp();
    await api.call('POST', '/api/search-agents', {
      token: anna.token,
      body: {
        name: 'Miete 1190',
        email: anna.email,
        frequency: 'instant',
        search: 'vermarktungsart=MIETE_PACHT&plz=1190',
        channels: ['email'],
      },
    });
    const before = api.outbox().length;
    await syncWith([...base, rental]);
    await api.ctx.queue.enqueue(SEARCH_AGENTS_MATCH, { reason: 'sync' }, { key: 'search-agents-match:rent-price' });
    await api.runJobs();
    const agentMail = (await mails()).slice(before).find((m) => (m.subject ?? '').includes('Miete 1190'))!;
    expect(agentMail.text).toContain('Mietwohnung 1501');
    // a rent "/ Monat", as the cards write it (one rule: Formats.listingPrice)
    expect(agentMail.text).toMatch(/1\s684,37\s€ \/ Monat/);
    expect(agentMail.text).not.toMatch(/1\s195/);

    const { upsertSignup, confirmSubscription } = await import('~/features/newsletter/repository');
    const { row } = await upsertSignup(
      api.ctx.database.db,
      { email: 'tenant.reader@example.at', name: null, frequency: 'monthly', lang: 'en' },
      api.clock.now,
    );
    await confirmSubscription(api.ctx.database.db, row.id, api.clock.now);
    const beforeIssue = api.outbox().length;
    api.clock.advance(60_000);
    await sendIssue(api.jobContext, 'monthly', 'rent-price');
    await api.runJobs();
    const issue = (await mails())
      .slice(beforeIssue)
      .find((m) => (m.to && !Array.isArray(m.to) ? m.to.text : '').includes('tenant.reader@example.at'))!;
    // with "/ month", as the cards write a rent (one rule: Formats.listingPrice)
    expect(issue.text).toMatch(/1190 Wien · 1,684\.37\s€ \/ month/);
    expect(issue.text).not.toMatch(/1,195/);
  });
});
