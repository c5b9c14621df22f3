/**
 * SMS over SMPP against a real SMS centre started in-process (the `smpp` package's server): what arrives (text,
 * data_coding, concatenation headers), enquire_link, a reconnect after the centre drops the connection, and the
 * search agent's SMS path through the API: the code to confirm the number, and the report with its count and
 * short link.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import smpp, { type PDU, type Session } from 'smpp';
import { createSmppGateway } from '~/platform/sms/smpp';
import type { SmsGateway } from '~/platform/sms/gateway';
import { describeApi, sampleListings, setupApi, writeSnapshot, type TestApi } from './helpers';
import { SEARCH_AGENTS_MATCH } from '~/features/search-agents/jobs';
import { setUserRole } from '~/features/admin/repository';
import { servedMobile } from '~/domain/sms/mobile';

interface Received {
  system_id: string;
  destination: string;
  source: string;
  data_coding: number;
  message: string;
  udh: number[][];
}

interface Centre {
  url: string;
  received: Received[];
  enquireLinks: number;
  sessions: Session[];
  close(): Promise<void>;
}

async function startCentre(): Promise<Centre> {
  const centre = { received: [] as Received[], enquireLinks: 0, sessions: [] as Session[] };
  const server = smpp.createServer({}, (session: Session) => {
    centre.sessions.push(session);
    let systemId = '';
    session.on('error', () => {});
    session.on('bind_transceiver', (pdu: PDU) => {
      const ok = pdu.system_id === 'portal' && pdu.password === 'geheim';
      systemId = String(pdu.system_id);
      session.send(pdu.response({ command_status: ok ? 0 : 0x0e }));
    });
    session.on('enquire_link', (pdu: PDU) => {
      centre.enquireLinks++;
      session.send(pdu.response());
    });
    session.on('submit_sm', (pdu: PDU) => {
      const sm = pdu.short_message as { message: string; udh?: Buffer[] };
      centre.received.push({
        system_id: systemId,
        destination: String(pdu.destination_addr),
        source: String(pdu.source_addr),
        data_coding: Number(pdu.data_coding),
        message: String(sm.message),
        udh: (sm.udh ?? []).map((b) => [...b]),
      });
      session.send(pdu.response({ message_id: `m${centre.received.length}` }));
    });
    session.on('unbind', (pdu: PDU) => session.send(pdu.response()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    ...centre,
    get received() {
      return centre.received;
    },
    get enquireLinks() {
      return centre.enquireLinks;
    },
    url: `smpp://127.0.0.1:${port}`,
    async close() {
      for (const s of centre.sessions) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('SMPP gateway', () => {
  let centre: Centre;
  let gateway: SmsGateway;
  const logged: string[] = [];

  beforeAll(async () => {
    centre = await startCentre();
    gateway = createSmppGateway({
      url: centre.url,
      systemId: 'portal',
      password: 'geheim',
      sender: 'Immoz',
      enquireLinkMs: 100,
      log: (line) => logged.push(line),
    });
  });
  afterAll(async () => {
    await gateway.close();
    await centre.close();
  });

  it('GSM 7-bit when every character is in the alphabet, extension characters (€) included', async () => {
    const text = 'Neue Wohnung in Wien: 3 Zimmer, € 1.200 [Balkon] – nein, ohne Gedankenstrich'.replace('–', '-');
    const result = await gateway.send('+43 664 1234567', text);
    expect(result).toMatchObject({ encoding: 'gsm7', parts: 1 });
    const got = centre.received.at(-1)!;
    expect(got).toMatchObject({ data_coding: 0, message: text, destination: '436641234567', source: 'Immoz' });
    expect(got.udh).toEqual([]);
  });

  it('UCS-2 when the text needs it (Arabic, Cyrillic, an emoji)', async () => {
    const text = 'عقار جديد 🏠 Новая квартира';
    const result = await gateway.send('06641234567', text);
    expect(result).toMatchObject({ encoding: 'ucs2', parts: 1 });
    const got = centre.received.at(-1)!;
    expect(got).toMatchObject({ data_coding: 8, message: text, destination: '436641234567' });
  });

  it('long texts in parts with one concatenation reference, joined back to the text', async () => {
    const before = centre.received.length;
    const text = Array.from({ length: 40 }, (_, i) => `Wohnung ${i + 1}`).join(', ');
    expect(text.length).toBeGreaterThan(306);
    const result = await gateway.send('+4366412345', text);
    expect(result.encoding).toBe('gsm7');
    const expected = Math.ceil(text.length / 153);
    expect(result.parts).toBe(expected);
    const parts = centre.received.slice(before);
    expect(parts).toHaveLength(expected);
    const refs = new Set(parts.map((p) => p.udh[0]![2]));
    expect(refs.size).toBe(1);
    expect(parts.map((p) => p.udh[0]!.slice(3))).toEqual(parts.map((_, i) => [expected, i + 1]));
    expect(parts.slice(0, -1).every((p) => p.message.length === 153)).toBe(true);
    expect(parts.map((p) => p.message).join('')).toBe(text);

    const arabic = 'شقة جديدة في فيينا '.repeat(8);
    const before2 = centre.received.length;
    const r2 = await gateway.send('+4366412345', arabic);
    expect(r2).toMatchObject({ encoding: 'ucs2', parts: 3 });
    const joined = centre.received
      .slice(before2)
      .map((p) => p.message)
      .join('');
    expect(joined).toBe(arabic);
  });

  it('keeps the link alive with enquire_link and binds again after the centre drops the connection', async () => {
    const links = centre.enquireLinks;
    await vi.waitFor(() => expect(centre.enquireLinks).toBeGreaterThan(links), { timeout: 15_000, interval: 20 });
    const drops = () => logged.filter((l) => l.includes('connection to the SMS centre lost')).length;
    const before = drops();
    for (const s of centre.sessions) s.destroy();
    // The gateway noticed the drop; the next message binds again.
    await vi.waitFor(() => expect(drops()).toBeGreaterThan(before), { timeout: 15_000, interval: 20 });
    const result = await gateway.send('+43664999', 'Nach dem Abbruch');
    expect(result.parts).toBe(1);
    expect(centre.received.at(-1)!.message).toBe('Nach dem Abbruch');
    expect(centre.sessions.length).toBeGreaterThanOrEqual(2);
  });
});

describeApi('search agents by SMS', () => {
  let centre: Centre;
  let api: TestApi;
  let gateway: SmsGateway;

  beforeAll(async () => {
    centre = await startCentre();
    api = await setupApi({
      listings: sampleListings(10),
      env: { SMPP_URL: centre.url, SMPP_SYSTEM_ID: 'portal', SMPP_PASSWORD: 'geheim', SMS_SENDER: 'Immoz' },
    });
    gateway = createSmppGateway({ ...api.config.sms!, log: () => {} });
    api.jobContext.sms = gateway;
  });
  afterAll(async () => {
    await gateway?.close();
    await api?.close();
    await centre?.close();
  });

  it('the number is confirmed with a code by SMS; a report is the count and a short link', async () => {
    const anna = await api.signUp();
    const created = await api.call('POST', '/api/search-agents', {
      token: anna.token,
      body: {
        name: 'Wien SMS',
        email: anna.email,
        frequency: 'instant',
        search: 'plz=1090',
        channels: ['email', 'sms'],
        phone: '+43 664 5550000',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.agent.phone_confirmed).toBe(false);
    await api.runJobs();
    const codeSms = centre.received.at(-1)!;
    expect(codeSms.destination).toBe('436645550000');
    const code = /(\d{6})/.exec(codeSms.message)![1]!;
    const id = created.body.agent.id;
    const wrong = await api.call('POST', `/api/search-agents/${id}/phone-confirm`, {
      token: anna.token,
      body: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(422);
    const ok = await api.call('POST', `/api/search-agents/${id}/phone-confirm`, { token: anna.token, body: { code } });
    expect(ok.status).toBe(200);
    expect(ok.body.agent.phone_confirmed).toBe(true);

    api.clock.advance(60_000);
    writeSnapshot(api.dataDir, [
      ...sampleListings(10),
      {
        id: 501,
        objekttitel: 'Altbau 1090',
        status: 'available',
        vermarktungsart: 'KAUF',
        objektart: 'WOHNUNG',
        kaufpreis: 400000,
        location: { plz: '1090', ort: 'Wien' },
      },
      {
        id: 502,
        objekttitel: 'Neubau 1090',
        status: 'available',
        vermarktungsart: 'KAUF',
        objektart: 'WOHNUNG',
        kaufpreis: 500000,
        location: { plz: '1090', ort: 'Wien' },
      },
    ]);
    await api.ctx.services.snapshot.refresh();
    const before = centre.received.length;
    await api.ctx.queue.enqueue(SEARCH_AGENTS_MATCH, { reason: 'sync' }, { key: 'search-agents-match:sms-test' });
    await api.runJobs();
    const report = centre.received.slice(before);
    expect(report).toHaveLength(1);
    expect(report[0]!.message).toMatch(
      /^2 neue Immobilien für "Wien SMS": http:\/\/portal\.test\/api\/search-agents\/r\/[\w-]+$/,
    );
    expect(report[0]!.data_coding).toBe(0); // GSM 7-bit: ü is in the alphabet, one part
    expect(report[0]!.udh).toEqual([]);
    const link = /(\/api\/search-agents\/r\/[\w-]+)/.exec(report[0]!.message)![1]!;
    const redirect = await api.call('GET', link);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('http://portal.test/immobilien?plz=1090');
    // Matching again reports nothing new: each listing goes to an agent once.
    await api.ctx.queue.enqueue(SEARCH_AGENTS_MATCH, { reason: 'sync' }, { key: 'search-agents-match:sms-test-2' });
    await api.runJobs();
    expect(centre.received.length).toBe(before + 1);
  });

  it('codes go only to served mobile ranges, within limits per number, per prefix and in all; the admin sees the spend', async () => {
    const local = await setupApi({
      listings: sampleListings(10),
      env: {
        SMPP_URL: centre.url,
        SMPP_SYSTEM_ID: 'portal',
        SMPP_PASSWORD: 'geheim',
        SMS_CODES_PER_NUMBER_PER_DAY: '2',
        SMS_CODES_PER_PREFIX_PER_DAY: '3',
        SMS_CODES_PER_DAY: '4',
      },
    });
    try {
      local.jobContext.sms = gateway;
      const create = (token: string, phone: string) =>
        local.call('POST', '/api/search-agents', {
          token,
          body: {
            name: 'SMS',
            email: 'x@example.at',
            frequency: 'daily',
            search: 'plz=1090',
            channels: ['sms'],
            phone,
          },
        });
      const before = centre.received.length;
      // premium, satellite, other countries, fixed lines: refused before anything is saved or sent
      const mallory = await local.signUp();
      for (const phone of [
        '+882 1234 5678',
        '+43 900 123456',
        '+43 930 123456',
        '+1 900 5551234',
        '+7 999 1234567',
        '+43 1 5880000',
        '+44 7700 900123',
      ]) {
        const res = await create(mallory.token, phone);
        expect(res.status, phone).toBe(422);
        expect(res.body.errors.phone, phone).toEqual([
          'SMS senden wir nur an Mobilnummern aus den Ländern, in denen wir tätig sind (z. B. +43 664 …). Bitte geben Sie eine solche Nummer an.',
        ]);
      }
      expect((await local.call('GET', '/api/search-agents', { token: mallory.token })).body.data).toEqual([]);
      // one number: two codes a day, whoever asks (each account is within its own hourly limit)
      const users = await Promise.all([1, 2, 3, 4, 5, 6].map(() => local.signUp()));
      expect((await create(users[0]!.token, '+43 664 1110001')).status).toBe(201);
      expect((await create(users[1]!.token, '0664 111 0001')).status).toBe(201);
      expect((await create(users[2]!.token, '+43 (664) 1110001')).status).toBe(429);
      // one prefix (436641…): three codes a day over all its numbers
      expect((await create(users[3]!.token, '+43 664 1110002')).status).toBe(201);
      expect((await create(users[4]!.token, '+43 664 1110003')).status).toBe(429);
      // in all: four codes a day
      expect((await create(users[4]!.token, '+49 151 23456789')).status).toBe(201);
      expect((await create(users[5]!.token, '+41 79 123 45 67')).status).toBe(429);
      await local.runJobs();
      // (pg-boss delivers in any order)
      expect(
        centre.received
          .slice(before)
          .map((r) => r.destination)
          .sort(),
      ).toEqual(['436641110001', '436641110001', '436641110002', '4915123456789']);
      // the admin's system view: codes sent today and this month, refusals, the busiest prefixes
      const editor = await local.signUp();
      await setUserRole(local.ctx.database.db, editor.user.id, 'editor', local.clock.now);
      const system = await local.call('GET', '/api/admin/system', { token: editor.token });
      const check = system.body.checks.find((c: { name: string }) => c.name === 'smsCodes');
      expect(check).toMatchObject({
        level: 'amber',
        reason: 'smsCapReached',
        detail: { sentToday: 4, sentMonth: 4, refusedToday: 10 },
      });
      expect(check.detail.topPrefixes).toMatch(/^\+436641… 5/);
      // the next day the number gets codes again
      local.clock.advance(24 * 3_600_000 + 1);
      expect((await create(users[5]!.token, '+43 664 1110001')).status).toBe(201);
    } finally {
      await local.close();
    }
  });
});

describe('served mobile numbers', () => {
  it('knows the mobile ranges of the served countries and nothing else', () => {
    const served = ['AT', 'DE', 'CH', 'IT'];
    for (const phone of [
      '+43 664 1234567',
      '0676 123 4567',
      '+43 650 1234567',
      '+43 699 12345678',
      '0049 170 1234567',
      '+41 79 123 45 67',
      '+39 347 1234567',
    ])
      expect(servedMobile(phone, served), phone).not.toBeNull();
    for (const phone of [
      '+43 900 123456',
      '+43 1 5880000',
      '+43 5 1234567',
      '+882 1234 5678',
      '+1 900 5551234',
      '+7 999 1234567',
      '+49 30 1234567',
      '+41 44 123 45 67',
      '+423 791 2345',
      'abc',
      '664 1234567',
    ])
      expect(servedMobile(phone, served), phone).toBeNull();
    expect(servedMobile('+423 791 2345', ['LI'])).not.toBeNull();
  });
});
