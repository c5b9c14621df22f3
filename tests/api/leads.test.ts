/**
 * Inquiries and appointment requests through the API, delivered through a real SMTP server in the test process:
 * the agent's mail with its OpenImmo-Feedback XML (and calendar file), the visitor's confirmation, the recipient
 * rules, validation, robot traps, repeats, rate limits, the visitor's own list, and delivery failures.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import ICAL from 'ical.js';
import { SaxesParser } from 'saxes';
import { PORTAL_JOBS } from '~/features/index';
import { leadDeliveryJob } from '~/features/leads/jobs';
import { snapshotFiles } from '~/snapshot/paths';
import { serverTranslator } from '~/platform/i18n';
import type { SnapshotContactFields } from '~/domain/leads/recipient';
import { projectLead } from '~/site/project/project-model';
import { describeApi, ENGINE, sampleListings, setupApi, writeSnapshot, type TestApi } from './helpers';
import { freePort, startSmtp, type TestSmtp } from './support/smtp';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function listings() {
  const list: Record<string, unknown>[] = sampleListings(10);
  Object.assign(list[0]!, {
    openimmo_obid: 'OBID-0001',
    objektnr_intern: 'INT-77',
    contact: {
      titel: 'Mag.',
      vorname: 'Eva',
      name: 'Berger',
      firma: 'Berger Immobilien',
      email: 'eva.berger@makler.test',
    },
    agency: { id: 'AG-1', name: 'Berger Immobilien GmbH', email: 'office@makler.test' },
  });
  Object.assign(list[1]!, { agency: { id: 'AG-2', name: 'Huber Realitäten', email: 'anfragen@huber.test' } });
  Object.assign(list[2]!, { agency: { id: 'AG-3', name: 'Ohne Adresse KG' } });
  Object.assign(list[3]!, { status: 'sold', contact: { name: 'Sold', email: 'sold@makler.test' } });
  // A rental: base rent 1,195, total monthly rent (base rent + running costs + VAT) 1,684.37, as its card shows.
  Object.assign(list[5]!, {
    vermarktungsart: 'MIETE_PACHT',
    kaufpreis: null,
    kaltmiete: 1195,
    price_on_request: false,
    preise: { betriebskosten: 371.25, hauptmietzins_ust: 118.12 },
    contact: { name: 'Miete', email: 'miete@makler.test' },
  });
  return list;
}

const PROJECTS = [
  {
    id: 1,
    slug: 'wohnpark-sued',
    name: 'Wohnpark Süd',
    developer: { name: 'Bau AG', email: 'projekt@bau.test' },
    units: [],
  },
  { id: 2, slug: 'ohne-mail', name: 'Stadtgarten', developer: { name: 'Stadt GmbH' }, units: [{ listing_id: 2 }] },
  // Its developer gives no address, its first unit's agency neither: the next unit's agency markets it.
  {
    id: 3,
    slug: 'alpenpanorama',
    name: 'Alpenpanorama',
    developer: { name: 'Stadtraum Development GmbH', email: null },
    units: [{ listing_id: 3 }, { listing_id: null }, { listing_id: 1 }, { listing_id: 2 }],
  },
  { id: 4, slug: 'allein', name: 'Auwiesen', developer: { name: 'Auwiesen Bau' }, units: [{ listing_id: 3 }] },
];

const visitor = {
  name: 'Lena Gruber',
  email: 'lena.gruber@example.test',
  phone: '+43 660 1234567',
  privacy_accepted: true,
};
const MESSAGE = 'Ich interessiere mich für die Wohnung und bitte um einen Rückruf.';

async function waitFor<T>(what: () => T | undefined, api: TestApi, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (ENGINE === 'sqlite') await api.runJobs();
    const v = what();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(ENGINE === 'sqlite' ? 20 : 200);
  }
}

function xmlText(xml: string, element: string): string[] {
  const found: string[] = [];
  const parser = new SaxesParser();
  let inside = 0;
  let text = '';
  parser.on('opentag', (t) => {
    if (t.name === element) {
      inside++;
      text = '';
    }
  });
  parser.on('text', (t) => {
    if (inside) text += t;
  });
  parser.on('closetag', (t) => {
    if (t.name === element) {
      inside--;
      found.push(text);
    }
  });
  parser.write(xml).close();
  return found;
}

describeApi('leads', () => {
  let api: TestApi;
  let smtp: TestSmtp;
  const mails: ParsedMail[] = [];

  const sentTo = (m: ParsedMail, address: string) =>
    (m.to && !Array.isArray(m.to) ? m.to.value : []).some((v) => v.address === address);
  const COPY_LINK = /http:\/\/portal\.test(\/api\/lead-copy\?token=\S+)/;

  /** The mail asking a typed address whether it wants the copy, and the link in it. */
  async function copyLinkTo(address: string): Promise<{ ask: ParsedMail; path: string }> {
    const ask = await waitFor(() => mails.find((m) => sentTo(m, address) && COPY_LINK.test(m.text ?? '')), api);
    return { ask, path: COPY_LINK.exec(ask.text!)![1]! };
  }

  /** A guest's copy: the link from the mail, then the page's button, then the copy itself. */
  async function copyByLink(address: string): Promise<ParsedMail> {
    const { ask, path } = await copyLinkTo(address);
    expect((await api.call('POST', path)).status).toBe(200);
    return waitFor(() => mails.find((m) => sentTo(m, address) && m !== ask && !COPY_LINK.test(m.text ?? '')), api);
  }

  async function mailTo(address: string, subjectPart?: string): Promise<ParsedMail> {
    return waitFor(() => {
      return mails.find(
        (m) =>
          (m.to && !Array.isArray(m.to) ? m.to.value : []).some((v) => v.address === address) &&
          (!subjectPart || (m.subject ?? '').includes(subjectPart)),
      );
    }, api);
  }

  beforeAll(async () => {
    const port = await freePort();
    smtp = await startSmtp(port);
    api = await setupApi({
      listings: listings(),
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: '0', SITE_EMAIL: 'office@portal.test' },
    });
    const files = snapshotFiles(api.dataDir);
    fs.writeFileSync(files.projects, JSON.stringify(PROJECTS));
    writeSnapshot(api.dataDir, listings());
    await api.ctx.services.snapshot.refresh();
    // Parse what the SMTP server receives as it arrives.
    const push = smtp.received.push.bind(smtp.received);
    smtp.received.push = (...items) => {
      for (const item of items) void simpleParser(item.raw).then((m) => mails.push(m));
      return push(...items);
    };
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });
  beforeEach(() => {
    // Rate-limit windows and repeats are per hour and minute: each test starts an hour later.
    api.clock.advance(3_600_000);
  });

  it('the Feedback XML of an inquiry about a rental names the deal and the price its card shows', async () => {
    const res = await api.call('POST', '/api/inquiries', {
      body: { ...visitor, email: 'mieterin@example.test', property_id: 6, message: MESSAGE },
    });
    expect(res.status).toBe(201);
    const agent = await mailTo('miete@makler.test');
    const doc = agent.attachments.find((a) => a.filename?.endsWith('.xml'))!.content.toString('utf8');
    expect(xmlText(doc, 'vermarktungsart')).toEqual(['MIETE_PACHT']);
    // the total monthly rent, not the base rent of 1,195
    expect(xmlText(doc, 'preis')).toEqual(['1684.37']);
  });

  it('an inquiry about a listing reaches its contact person with Reply-To and the Feedback XML', async () => {
    const res = await api.call('POST', '/api/inquiries', {
      body: { ...visitor, property_id: 1, message: MESSAGE },
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.inquiry).toEqual({ id: expect.any(Number), status: 'received' });
    expect(res.body.message).toContain('Mag. Eva Berger');

    const agent = await mailTo('eva.berger@makler.test');
    expect(agent.subject).toBe('Neue Anfrage zu „Wohnung 1 in Wien“ (Objektnummer ONR-1001)');
    expect(agent.replyTo?.value[0]?.address).toBe(visitor.email);
    expect(agent.text).toContain(MESSAGE);
    expect(agent.text).toContain('+43 660 1234567');
    expect(agent.html).toContain('Lena Gruber');
    const xml = agent.attachments.find((a) => a.filename?.endsWith('.xml'));
    expect(xml?.contentType).toBe('application/xml');
    const doc = xml!.content.toString('utf8');
    expect(xmlText(doc, 'oobj_id')).toEqual(['OBID-0001']);
    expect(xmlText(doc, 'portal_obj_id')).toEqual(['ONR-1001']);
    expect(xmlText(doc, 'zusatz_refnr')).toEqual(['INT-77']);
    expect(xmlText(doc, 'anbieter_id')).toEqual(['AG-1']);
    expect(xmlText(doc, 'email')).toEqual([visitor.email]);
    expect(xmlText(doc, 'vorname')).toEqual(['Lena']);
    expect(xmlText(doc, 'nachname')).toEqual(['Gruber']);
    expect(xmlText(doc, 'anfrage')[0]).toContain(MESSAGE);
    expect(xmlText(doc, 'expose_url')).toEqual(['http://portal.test/immobilien/1/wohnung-1-in-wien']);

    // The typed address gets no text of the sender before it asks for the copy: only the portal and a link.
    expect(res.body.message).toContain('für eine Kopie Ihrer Nachricht haben wir Ihnen einen Link geschickt');
    const { ask, path } = await copyLinkTo(visitor.email);
    for (const part of [ask.subject ?? '', ask.text ?? '', String(ask.html)]) {
      expect(part).not.toContain(MESSAGE);
      expect(part).not.toContain('Lena');
      expect(part).not.toContain('Wohnung 1');
    }
    // Opening the link (as a mail scanner does) sends nothing; the page's button does, once.
    const page = await api.call('GET', path);
    expect(page.status).toBe(200);
    expect(await page.res.clone().text()).toContain('Kopie senden');
    await api.runJobs();
    expect(mails.filter((m) => sentTo(m, visitor.email))).toHaveLength(1);
    const confirmation = await copyByLink(visitor.email);
    expect((await api.call('POST', path)).status).toBe(404);
    expect(confirmation.subject).toBe('Ihre Anfrage zu „Wohnung 1 in Wien“ ist eingegangen');
    expect(confirmation.text).toContain('Mag. Eva Berger');
    expect(confirmation.text).toContain(MESSAGE);

    // SMTP took the mail a moment before the job records it.
    let lead;
    for (let i = 0; i < 100 && lead?.status !== 'delivered'; i++) {
      if (i) await sleep(50);
      lead = await api.ctx.database.db
        .selectFrom('leads')
        .selectAll()
        .where('id', '=', res.body.inquiry.id)
        .executeTakeFirst();
    }
    const attempts = await api.ctx.database.db
      .selectFrom('lead_attempts')
      .selectAll()
      .where('lead_id', '=', res.body.inquiry.id)
      .execute();
    expect(lead?.status).toBe('delivered');
    expect(attempts).toHaveLength(1);
    expect(attempts[0]?.outcome).toBe('delivered');
  });

  it('an appointment request carries a valid iCalendar file with the slots as tentative events', async () => {
    const res = await api.call('POST', '/api/appointments', {
      body: {
        ...visitor,
        email: 'termin@example.test',
        property_id: 1,
        type: 'viewing',
        preferred_slots: [
          { date: '2026-11-25', time_window: 'morning' },
          { date: '2026-12-02', time_window: 'evening' },
        ],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.appointment).toEqual({ id: expect.any(Number), status: 'received' });
    const agent = await mailTo('eva.berger@makler.test', 'Besichtigung');
    const ics = agent.attachments.find((a) => a.filename?.endsWith('.ics'));
    expect(ics?.contentType).toBe('text/calendar');
    const text = ics!.content.toString('utf8');
    expect(text).toMatch(/\r\n/);
    const cal = new ICAL.Component(ICAL.parse(text));
    const events = cal.getAllSubcomponents('vevent');
    expect(events).toHaveLength(2);
    expect(events.map((e) => e.getFirstPropertyValue('status'))).toEqual(['TENTATIVE', 'TENTATIVE']);
    const first = events[0]!.getFirstProperty('dtstart')!;
    expect(first.getParameter('tzid')).toBe('Europe/Vienna');
    expect(String(first.getFirstValue())).toBe('2026-11-25T09:00:00');
    expect(String(events[1]!.getFirstPropertyValue('dtend'))).toBe('2026-12-02T20:00:00');
    expect(cal.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Vienna');
    expect(agent.text).toContain('Abend (17–20 Uhr)');
    const doc = agent.attachments.find((a) => a.filename?.endsWith('.xml'))!.content.toString('utf8');
    expect(xmlText(doc, 'wunsch')).toEqual(['BESICHTIGUNG']);
  });

  it('without a contact person the agency gets it; without any address the office, which is told to forward', async () => {
    const a = await api.call('POST', '/api/inquiries', { body: { ...visitor, property_id: 2, message: MESSAGE } });
    expect(a.status).toBe(201);
    expect(a.body.message).toContain('Huber Realitäten');
    await mailTo('anfragen@huber.test');

    const b = await api.call('POST', '/api/inquiries', { body: { ...visitor, property_id: 3, message: MESSAGE } });
    expect(b.status).toBe(201);
    const office = await mailTo('office@portal.test', 'Wohnung 3');
    expect(office.text).toContain('keine E-Mail-Adresse des Anbieters');
  });

  it('a project inquiry goes to the developer, else to the agency of its units', async () => {
    const a = await api.call('POST', '/api/inquiries', { body: { ...visitor, project_id: 1, message: MESSAGE } });
    expect(a.status).toBe(201);
    await mailTo('projekt@bau.test', 'Wohnpark Süd');
    const b = await api.call('POST', '/api/inquiries', { body: { ...visitor, project_id: 2, message: MESSAGE } });
    expect(b.status).toBe(201);
    await mailTo('anfragen@huber.test', 'Stadtgarten');
    expect(
      (await api.call('POST', '/api/inquiries', { body: { ...visitor, project_id: 99, message: MESSAGE } })).status,
    ).toBe(404);
  });

  it('a project inquiry goes to the recipient its page names; no subject has an empty object number', async () => {
    const office = { name: api.config.officeName, email: api.config.officeEmail };
    const snapshot = listings() as SnapshotContactFields[] & { id?: number }[];
    const byId = (id: number) => snapshot.find((l) => (l as { id?: number }).id === id);
    const named = new Map<number, string>();
    for (const project of PROJECTS) {
      const developer = { name: project.developer.name, email: project.developer.email ?? null };
      const units = project.units.map((u) => ({ listing_id: u.listing_id }));
      const page = projectLead({ developer, units }, byId, 'de', office);
      const email = `projekt-${project.id}@example.test`;
      const res = await api.call('POST', '/api/inquiries', {
        body: { ...visitor, email, project_id: project.id, message: MESSAGE },
      });
      expect(res.status).toBe(201);
      // The answer and the visitor's copy name whom the page named; the agent's mail goes to that address.
      expect(res.body.message).toContain(page.recipient.name);
      const agent = await waitFor(() => mails.find((m) => m.replyTo?.value[0]?.address === email), api);
      expect(agent.to && !Array.isArray(agent.to) && agent.to.value.map((v) => v.address)).toEqual([
        page.recipient.email,
      ]);
      expect(agent.subject).toBe(`Neue Anfrage zu „${project.name}“`);
      expect(agent.text).not.toContain('Objektnummer');
      const copy = await copyByLink(email);
      expect(copy.text).toContain(page.recipient.name);
      named.set(project.id, page.heading);
    }
    expect(Object.fromEntries(named)).toEqual({
      1: 'Anfrage an den Bauträger Bau AG',
      2: 'Anfrage an Huber Realitäten, die das Projekt vermarktet',
      3: 'Anfrage an Berger Immobilien GmbH, die das Projekt vermarktet',
      4: `Anfrage an ${api.config.officeName}`,
    });

    const viewing = await api.call('POST', '/api/appointments', {
      body: {
        ...visitor,
        email: 'projekt-termin@example.test',
        project_id: 3,
        type: 'viewing',
        preferred_slots: [{ date: '2026-12-03', time_window: 'afternoon' }],
      },
    });
    expect(viewing.status).toBe(201);
    const agent = await mailTo('office@makler.test', 'Besichtigung');
    expect(agent.subject).toBe('Besichtigung angefragt: „Alpenpanorama“');
  });

  it("the agent's mail sets the message apart from the object; the visitor's copy ends with one sign-off", async () => {
    const t = serverTranslator('de');
    const about = t('leads.form.aboutListing', { title: 'Wohnung 5 in Wien', ref: 'ONR-1005' });
    const offered = t('leads.form.prefills.inquiry', { about });
    const lines = (text: string | false | undefined) => (text || '').split(/\r?\n/);

    // Sent as the form offers it: the portal's sign-off is the copy's only one, and its end.
    const a = await api.call('POST', '/api/inquiries', {
      body: { ...visitor, email: 'signoff@example.test', property_id: 5, message: offered },
    });
    expect(a.status).toBe(201);
    const copy = await copyByLink('signoff@example.test');
    const signature = t('leads.mail.signature', { brand: api.config.officeName });
    expect(copy.text!.trimEnd().endsWith(signature)).toBe(true);
    expect(copy.text!.match(/Grüße|Grüßen/g)).toEqual(['Grüße']);
    expect(String(copy.html).match(/Grüße|Grüßen/g)).toEqual(['Grüße']);

    // Signed by the visitor: the message's last line is followed by a blank line, then the object.
    const signed = `${offered}\n\nMit freundlichen Grüßen\nLena Gruber`;
    const b = await api.call('POST', '/api/inquiries', {
      body: { ...visitor, email: 'signed@example.test', property_id: 5, message: signed },
    });
    expect(b.status).toBe(201);
    const agent = await waitFor(() => mails.find((m) => m.replyTo?.value[0]?.address === 'signed@example.test'), api);
    const text = lines(agent.text);
    const end = text.indexOf('Lena Gruber');
    expect(text.slice(end - 1, end + 3)).toEqual([
      'Mit freundlichen Grüßen',
      'Lena Gruber',
      '',
      'Objekt: Wohnung 5 in Wien',
    ]);
    expect(text).toContain('Objektnummer: ONR-1005');
    expect(agent.subject).toBe('Neue Anfrage zu „Wohnung 5 in Wien“ (Objektnummer ONR-1005)');
  });

  it('a general inquiry needs a topic and goes to the office', async () => {
    const missing = await api.call('POST', '/api/inquiries', { body: { ...visitor, message: MESSAGE } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.topic).toEqual(['Bitte wählen Sie Ihr Anliegen.']);
    const ok = await api.call('POST', '/api/inquiries', { body: { ...visitor, topic: 'sell', message: MESSAGE } });
    expect(ok.status).toBe(201);
    const office = await mailTo('office@portal.test', 'Verkaufen');
    expect(office.subject).toBe('Neue Kontaktanfrage (Anfrage: Verkaufen) von Lena Gruber');
  });

  it('refuses wrong fields with German messages per field', async () => {
    const res = await api.call('POST', '/api/inquiries', {
      body: { name: 'L', email: 'nope', phone: 'abc', message: 'Zu kurz', privacy_accepted: false, property_id: 1 },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: ['Der Name muss mindestens 2 Zeichen lang sein.'],
      email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      phone: ['Bitte geben Sie eine gültige Telefonnummer ein.'],
      message: ['Die Nachricht muss mindestens 20 Zeichen lang sein.'],
      privacy_accepted: ['Bitte akzeptieren Sie die Datenschutzerklärung.'],
    });
  });

  it('a message of exactly 20 characters passes, 19 do not', async () => {
    const base = { ...visitor, email: 'len@example.test', property_id: 5 };
    expect((await api.call('POST', '/api/inquiries', { body: { ...base, message: 'x'.repeat(19) } })).status).toBe(422);
    expect((await api.call('POST', '/api/inquiries', { body: { ...base, message: 'x'.repeat(20) } })).status).toBe(201);
  });

  it('refuses more than 3 links in a message', async () => {
    const links = 'Siehe https://a.test/1 https://a.test/2 www.a.test/3 und http://a.test/4 bitte';
    const res = await api.call('POST', '/api/inquiries', { body: { ...visitor, property_id: 1, message: links } });
    expect(res.status).toBe(422);
    expect(res.body.errors.message).toEqual(['Die Nachricht darf höchstens 3 Links enthalten.']);
  });

  it('judges slots against today in Vienna: not past, at most 60 days ahead, at most 3, no repeats', async () => {
    // The test clock starts on 2026-11-22; each test moved it on by an hour.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date(api.clock.now));
    const add = (d: number) => new Date(Date.parse(`${today}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
    const send = (preferred_slots: unknown, extra: Record<string, unknown> = {}) =>
      api.call('POST', '/api/appointments', {
        body: {
          ...visitor,
          email: `slots${Math.random()}@example.test`,
          property_id: 1,
          type: 'viewing',
          preferred_slots,
          ...extra,
        },
      });
    expect((await send([{ date: add(-1), time_window: 'morning' }])).body.errors).toEqual({
      'preferred_slots.0.date': ['Das Datum liegt in der Vergangenheit.'],
    });
    expect((await send([{ date: add(61), time_window: 'morning' }])).body.errors).toEqual({
      'preferred_slots.0.date': ['Bitte wählen Sie ein Datum innerhalb der nächsten 60 Tage.'],
    });
    expect((await send([{ date: add(60), time_window: 'evening' }])).status).toBe(201);
    expect((await send([{ date: add(0), time_window: 'afternoon' }])).status).toBe(201);
    const four = [1, 2, 3, 4].map((d) => ({ date: add(d), time_window: 'morning' }));
    expect((await send(four)).body.errors).toEqual({
      preferred_slots: ['Bitte nennen Sie höchstens drei Wunschtermine.'],
    });
    expect((await send([])).body.errors).toEqual({
      preferred_slots: ['Bitte nennen Sie mindestens einen Wunschtermin.'],
    });
    const twice = [
      { date: add(2), time_window: 'morning' },
      { date: add(2), time_window: 'morning' },
    ];
    expect((await send(twice)).body.errors).toEqual({
      preferred_slots: ['Jeder Wunschtermin darf nur einmal vorkommen.'],
    });
    expect((await send([{ date: '2026-02-30', time_window: 'morning' }])).body.errors).toEqual({
      'preferred_slots.0.date': ['Bitte geben Sie ein gültiges Datum ein.'],
    });
    expect((await send([{ date: add(3), time_window: 'night' }])).body.errors).toEqual({
      'preferred_slots.0.time_window': ['Bitte wählen Sie eine Tageszeit.'],
    });
    const call = await send([{ date: add(3), time_window: 'morning' }], { type: 'phone_call', phone: '' });
    expect(call.body.errors).toEqual({ phone: ['Für einen Rückruf benötigen wir Ihre Telefonnummer.'] });
  });

  it('refuses a viewing of a sold listing, and ids that are not integers', async () => {
    const sold = await api.call('POST', '/api/appointments', {
      body: {
        ...visitor,
        property_id: 4,
        type: 'viewing',
        preferred_slots: [{ date: '2026-12-01', time_window: 'morning' }],
      },
    });
    expect(sold.status).toBe(409);
    for (const id of ['1', '0x10', true, [1], 1.5, 0]) {
      const res = await api.call('POST', '/api/inquiries', { body: { ...visitor, property_id: id, message: MESSAGE } });
      expect(res.status, JSON.stringify(id)).toBe(422);
      expect(res.body.errors.property_id).toBeDefined();
    }
  });

  it('answers in the language of the request', async () => {
    const res = await api.call('POST', '/api/inquiries?lang=en', {
      body: { ...visitor, property_id: 1, message: 'short', privacy_accepted: false },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.message[0]).toBe('The message must be at least 20 characters long.');
  });

  it("the visitor's copy is written in the page's language (right to left in Arabic); the agent's stays German", async () => {
    const res = await api.call('POST', '/api/inquiries?lang=ar', {
      body: { ...visitor, email: 'arabic@example.test', property_id: 9, message: MESSAGE },
    });
    expect(res.status).toBe(201);
    const copy = await copyByLink('arabic@example.test');
    expect(copy.subject).toBe('تم استلام استفساركم بخصوص «Wohnung 9 in Wien»');
    expect(copy.html).toContain('dir="rtl"');
    expect(copy.html).toContain('direction:rtl');
    // Each label is followed by ": " and its value in an isolate (U+2068 … U+2069), so a telephone number or a
    // Latin title keeps its order beside the Arabic label.
    const ar = serverTranslator('ar');
    const text = copy.text!.split(/\r?\n/);
    const label = (key: string) => ar(`leads.mail.${key}`);
    const keys = ['fieldObject', 'fieldRef', 'fieldLink', 'fieldKind', 'fieldName', 'fieldEmail', 'fieldPhone'];
    for (const key of [...keys, 'fieldMessage']) {
      const line = text.find((l) => l.startsWith(`${label(key)}:`));
      expect(line, key).toMatch(new RegExp(`^${label(key)}: \u2068[^\u2068\u2069]+\u2069$`));
    }
    expect(text).toContain(`${label('fieldPhone')}: \u2068+43 660 1234567\u2069`);
    expect(text).toContain(`${label('fieldRef')}: \u2068ONR-1009\u2069`);
    expect(text).toContain(`${label('fieldMessage')}: \u2068${MESSAGE}\u2069`);
    // In the HTML the label stands on the right with the gap towards its value, which is isolated too.
    expect(copy.html).toContain('<bdi dir="ltr">+43 660 1234567</bdi>');
    expect(copy.html).toContain('<bdi>Wohnung 9 in Wien</bdi>');
    expect(copy.html).toContain('<th align="right" valign="top" style="padding:6px 0 6px 12px;');
    expect(copy.html).not.toContain('align="left"');
    const agent = await waitFor(() => mails.find((m) => m.replyTo?.value[0]?.address === 'arabic@example.test'), api);
    expect(agent.subject).toBe('Neue Anfrage zu „Wohnung 9 in Wien“ (Objektnummer ONR-1009)');
  });

  it('the robot traps: a filled hidden field or a form sent within 3 seconds is refused', async () => {
    const trap = await api.call('POST', '/api/inquiries', {
      body: { ...visitor, property_id: 1, message: MESSAGE, website: 'http://spam.test' },
    });
    expect(trap.status).toBe(422);
    expect(trap.body.message).toBe(
      'Ihre Anfrage konnte nicht angenommen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    );
    const fast = await api.call('POST', '/api/inquiries', {
      body: { ...visitor, property_id: 1, message: MESSAGE, form_started_at: api.clock.now - 2999 },
    });
    expect(fast.status).toBe(422);
    const human = await api.call('POST', '/api/inquiries', {
      body: { ...visitor, property_id: 1, message: MESSAGE, form_started_at: api.clock.now - 3000 },
    });
    expect(human.status).toBe(201);
  });

  it('the same inquiry twice within a minute is one inquiry; a minute later it is a new one', async () => {
    const body = { ...visitor, email: 'twice@example.test', property_id: 6, message: MESSAGE };
    const [a, b] = await Promise.all([
      api.call('POST', '/api/inquiries', { body }),
      api.call('POST', '/api/inquiries', { body: { ...body, message: `  ${MESSAGE.toUpperCase()} ` } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.inquiry.id).toBe(b.body.inquiry.id);
    api.clock.advance(59_000);
    const c = await api.call('POST', '/api/inquiries', { body });
    expect(c.body.inquiry.id).toBe(a.body.inquiry.id);
    api.clock.advance(60_001);
    const d = await api.call('POST', '/api/inquiries', { body });
    expect(d.status).toBe(201);
    expect(d.body.inquiry.id).not.toBe(a.body.inquiry.id);
    const rows = await api.ctx.database.db
      .selectFrom('leads')
      .select('id')
      .where('email', '=', 'twice@example.test')
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('rate limits: 5 per e-mail address and 10 per IP address an hour, then 429 with a clear message', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await api.call('POST', '/api/inquiries', {
        body: { ...visitor, email: 'many@example.test', property_id: 1, message: `${MESSAGE} (${i})` },
        ip: `203.0.113.${i + 1}`,
      });
      expect(res.status).toBe(201);
    }
    const sixth = await api.call('POST', '/api/inquiries', {
      body: { ...visitor, email: 'many@example.test', property_id: 1, message: `${MESSAGE} (6)` },
      ip: '203.0.113.99',
    });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(sixth.body.message).toContain('viele Anfragen');

    for (let i = 0; i < 10; i++) {
      const res = await api.call('POST', '/api/inquiries', {
        body: { ...visitor, email: `ip${i}@example.test`, property_id: 1, message: MESSAGE },
        ip: '203.0.113.200',
      });
      expect(res.status).toBe(201);
    }
    const eleventh = await api.call('POST', '/api/inquiries', {
      body: { ...visitor, email: 'ip11@example.test', property_id: 1, message: MESSAGE },
      ip: '203.0.113.200',
    });
    expect(eleventh.status).toBe(429);
  });

  it("a signed-in visitor's own address gets the copy at once; another address typed by them only the link", async () => {
    const anna = await api.signUp();
    const own = await api.call('POST', '/api/inquiries', {
      token: anna.token,
      body: { ...visitor, email: anna.email, property_id: 8, message: MESSAGE },
    });
    expect(own.status).toBe(201);
    expect(own.body.message).toContain('eine Kopie Ihrer Nachricht ist unterwegs zu Ihnen');
    const copy = await mailTo(anna.email, 'Wohnung 8 in Wien');
    expect(copy.text).toContain(MESSAGE);

    const other = await api.call('POST', '/api/inquiries', {
      token: anna.token,
      body: { ...visitor, email: 'someone-else@example.test', property_id: 8, message: MESSAGE },
    });
    expect(other.status).toBe(201);
    const { ask } = await copyLinkTo('someone-else@example.test');
    expect(ask.text).not.toContain(MESSAGE);
  });

  it('one mailbox gets at most three mails about leads a day, however its address is spelled', async () => {
    const spellings = [
      'victim+1@gmail.com',
      'Vic.Tim+2@gmail.com',
      'VICTIM@googlemail.com',
      'v.i.c.t.i.m@gmail.com',
      'victim+5@GMAIL.com',
      'victim+6@gmail.com',
    ];
    const answers: string[] = [];
    for (const [i, email] of spellings.entries()) {
      const res = await api.call('POST', '/api/inquiries', {
        body: { ...visitor, email, property_id: 2, message: `${MESSAGE} (${i})` },
        ip: `198.18.7.${i + 1}`,
      });
      expect(res.status).toBe(201);
      answers.push(res.body.message);
    }
    const limit = api.config.rateLimits.leadCopiesPerMailbox.limit;
    expect(answers.filter((m) => m.includes('Link'))).toHaveLength(limit);
    expect(answers.at(-1)).toBe(
      'Vielen Dank, Ihre Anfrage wurde gesendet. Die Antwort erhalten Sie direkt von Huber Realitäten per E-Mail.',
    );
    // Every lead still reaches its agent; only the visitor's mailbox is spared.
    const agentGot = (address: string) => mails.some((m) => m.replyTo?.value[0]?.address?.toLowerCase() === address);
    await waitFor(() => (spellings.every((s) => agentGot(s.toLowerCase())) ? true : undefined), api);
    const lowered = spellings.map((s) => s.toLowerCase());
    const toVictim = () =>
      mails.filter((m) =>
        (m.to && !Array.isArray(m.to) ? m.to.value : []).some((v) => lowered.includes(v.address!.toLowerCase())),
      );
    await waitFor(() => (toVictim().length >= limit ? true : undefined), api);
    await api.runJobs();
    expect(toVictim()).toHaveLength(limit);
  });

  it("a signed-in visitor lists their own inquiries and appointments, never another user's", async () => {
    const anna = await api.signUp();
    const ben = await api.signUp();
    const mine = await api.call('POST', '/api/inquiries', {
      token: anna.token,
      body: { ...visitor, email: anna.email, property_id: 7, message: MESSAGE },
    });
    expect(mine.status).toBe(201);
    await api.call('POST', '/api/appointments', {
      token: anna.token,
      body: {
        ...visitor,
        email: anna.email,
        property_id: 7,
        type: 'video_call',
        preferred_slots: [{ date: '2026-12-10', time_window: 'afternoon' }],
      },
    });
    await api.call('POST', '/api/inquiries', {
      token: ben.token,
      body: { ...visitor, email: ben.email, property_id: 8, message: MESSAGE },
    });

    expect((await api.call('GET', '/api/inquiries')).status).toBe(401);
    expect((await api.call('GET', '/api/appointments')).status).toBe(401);
    const list = await api.call('GET', '/api/inquiries', { token: anna.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((l: { id: number }) => l.id)).toEqual([mine.body.inquiry.id]);
    expect(list.body.data[0]).toMatchObject({
      subject: { title: 'Wohnung 7 in Wien', ref: 'ONR-1007' },
      kind: 'inquiry',
    });
    const appointments = await api.call('GET', '/api/appointments', { token: anna.token });
    expect(appointments.body.data).toHaveLength(1);
    expect(appointments.body.data[0]).toMatchObject({
      type: 'video_call',
      preferred_slots: [{ date: '2026-12-10', time_window: 'afternoon' }],
    });
    const benList = await api.call('GET', '/api/inquiries', { token: ben.token });
    expect(benList.body.data.map((l: { property_id: number }) => l.property_id)).toEqual([8]);
  });
});

describeApi('leads: an agent mail server that refuses', () => {
  let api: TestApi;

  beforeAll(async () => {
    const port = await freePort(); // nothing listens there
    const quick = leadDeliveryJob({ attempts: 2, baseDelayMs: 1000, maxDelayMs: 1000 });
    api = await setupApi({
      listings: listings(),
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: '0' },
      overrides: { jobs: [quick, ...PORTAL_JOBS.filter((j) => j.name !== quick.name)] },
    });
  });
  afterAll(async () => {
    await api.close();
  });

  it('records every attempt and marks the lead failed after the last one', async () => {
    const res = await api.call('POST', '/api/inquiries', { body: { ...visitor, property_id: 1, message: MESSAGE } });
    expect(res.status).toBe(201);
    const id = res.body.inquiry.id as number;
    const deadline = Date.now() + 20_000;
    let status = 'received';
    while (status !== 'failed' && Date.now() < deadline) {
      if (ENGINE === 'sqlite') {
        await api.runJobs();
        api.clock.advance(1500);
      }
      await sleep(ENGINE === 'sqlite' ? 20 : 300);
      status = (
        await api.ctx.database.db.selectFrom('leads').select('status').where('id', '=', id).executeTakeFirstOrThrow()
      ).status;
    }
    expect(status).toBe('failed');
    const attempts = await api.ctx.database.db
      .selectFrom('lead_attempts')
      .selectAll()
      .where('lead_id', '=', id)
      .orderBy('attempt')
      .execute();
    expect(attempts.map((a) => [a.attempt, a.outcome])).toEqual([
      [1, 'failed'],
      [2, 'failed'],
    ]);
    expect(attempts[0]?.error).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('lead test helpers', () => {
  it('xmlText reads element texts', () => {
    expect(xmlText('<a><b>1</b><b>2</b></a>', 'b')).toEqual(['1', '2']);
  });
});
