/** The pure rules of leads: the form's schemas, the form ↔ API mapping, recipients, the Feedback XML and iCalendar. */
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import {
  APPOINTMENT_TYPES,
  appointmentSchema,
  inquirySchema,
  linkCount,
  MESSAGE_MIN,
  phoneRequiredFor,
  slotRange,
  viennaToday,
} from '~/domain/validation/lead';
import { formFieldOf, leadBodyFromForm } from '~/domain/validation/lead-form';
import { fieldErrorKeys } from '~/domain/validation/account';
import { listingRecipient, projectRecipient } from '~/features/leads/recipient';
import { feedbackXml, splitName } from '~/features/leads/feedback-xml';
import { appointmentIcs, escapeText, foldLine } from '~/features/leads/ical';
import { leadContactOf, type ProjectLeadContact } from '~/features/properties/lead-contact';
import type { LeadSubject } from '~/features/leads/subject';

const base = { name: 'Lena Gruber', email: 'Lena@Example.at', phone: '', privacy_accepted: true as const };
const message = 'Ich interessiere mich sehr für diese Wohnung.';

function errors(result: { success: boolean; error?: { issues: never[] } }) {
  return result.success ? {} : fieldErrorKeys(result.error!.issues);
}

describe('inquiry rules', () => {
  it('accepts a complete inquiry and lower-cases the address', () => {
    const r = inquirySchema.safeParse({ ...base, property_id: 3, message });
    expect(r.success && r.data.email).toBe('lena@example.at');
    expect(r.success && r.data.phone).toBeNull();
  });

  it(`refuses messages shorter than ${MESSAGE_MIN} characters (after trimming)`, () => {
    expect(errors(inquirySchema.safeParse({ ...base, message: `  ${'x'.repeat(19)}   ` }) as never)).toMatchObject({
      message: ['validation.messageMin'],
    });
    expect(inquirySchema.safeParse({ ...base, topic: 'buy', message: 'x'.repeat(20) }).success).toBe(true);
  });

  it('needs the privacy policy accepted', () => {
    expect(errors(inquirySchema.safeParse({ ...base, privacy_accepted: false, message }) as never)).toMatchObject({
      privacy_accepted: ['validation.privacyRequired'],
    });
  });

  it('counts links and allows at most 3', () => {
    expect(linkCount('a https://x.at b www.y.at c http://z.at')).toBe(3);
    const four = `${message} https://a.at https://b.at https://c.at https://d.at`;
    expect(errors(inquirySchema.safeParse({ ...base, message: four }) as never)).toMatchObject({
      message: ['validation.messageLinks'],
    });
  });

  it('refuses control and direction-override characters in the message, keeps line breaks', () => {
    expect(inquirySchema.safeParse({ ...base, topic: 'buy', message: `${message}\n\nGrüße` }).success).toBe(true);
    expect(errors(inquirySchema.safeParse({ ...base, message: `${message}\u202e` }) as never)).toMatchObject({
      message: ['validation.textInvalidChars'],
    });
  });

  it('takes a listing or a project, not both; ids are strict integers', () => {
    expect(inquirySchema.safeParse({ ...base, property_id: 1, project_id: 2, message }).success).toBe(false);
    for (const id of ['1', 1.5, -1, true, [1]])
      expect(inquirySchema.safeParse({ ...base, property_id: id, message }).success).toBe(false);
  });
});

describe('appointment rules', () => {
  const today = '2026-11-22';
  const schema = appointmentSchema(today);
  const slot = (date: string, time_window = 'morning') => ({ date, time_window });

  it('takes slots from today to 60 days ahead', () => {
    expect(slotRange(today)).toEqual({ min: '2026-11-22', max: '2027-01-21' });
    expect(
      schema.safeParse({ ...base, property_id: 1, type: 'viewing', preferred_slots: [slot('2026-11-22')] }).success,
    ).toBe(true);
    expect(
      schema.safeParse({ ...base, property_id: 1, type: 'viewing', preferred_slots: [slot('2027-01-21')] }).success,
    ).toBe(true);
    expect(
      errors(
        schema.safeParse({ ...base, property_id: 1, type: 'viewing', preferred_slots: [slot('2027-01-22')] }) as never,
      ),
    ).toEqual({
      'preferred_slots.0.date': ['validation.slotDateTooFar'],
    });
    expect(
      errors(
        schema.safeParse({ ...base, property_id: 1, type: 'viewing', preferred_slots: [slot('2026-11-21')] }) as never,
      ),
    ).toEqual({
      'preferred_slots.0.date': ['validation.slotDatePast'],
    });
  });

  it('needs one to three distinct slots', () => {
    const four = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'].map((d) => slot(d));
    expect(
      errors(schema.safeParse({ ...base, property_id: 1, type: 'viewing', preferred_slots: four }) as never),
    ).toEqual({
      preferred_slots: ['validation.slotsMax'],
    });
    expect(
      errors(schema.safeParse({ ...base, property_id: 1, type: 'viewing', preferred_slots: [] }) as never),
    ).toEqual({
      preferred_slots: ['validation.slotsRequired'],
    });
  });

  it('a call back needs a phone number; other types do not', () => {
    const body = { ...base, property_id: 1, preferred_slots: [slot('2026-11-30')] };
    expect(errors(schema.safeParse({ ...body, type: 'phone_call' }) as never)).toEqual({
      phone: ['validation.phoneRequiredForCall'],
    });
    expect(schema.safeParse({ ...body, type: 'phone_call', phone: '+43 1 234567' }).success).toBe(true);
    expect(schema.safeParse({ ...body, type: 'video_call' }).success).toBe(true);
  });

  it('the rule the form shows the phone field by is the rule the schema checks, for every kind of request', () => {
    expect(phoneRequiredFor('phone_call')).toBe(true);
    expect(phoneRequiredFor('video_call')).toBe(false);
    expect(phoneRequiredFor('inquiry')).toBe(false);
    expect(inquirySchema.safeParse({ ...base, property_id: 1, message: 'x'.repeat(MESSAGE_MIN) }).success).toBe(true);
    for (const type of APPOINTMENT_TYPES) {
      const body = { ...base, property_id: 1, type, preferred_slots: [slot('2026-11-30')] };
      const withoutPhone = schema.safeParse(body);
      expect(withoutPhone.success, type).toBe(!phoneRequiredFor(type));
      if (!withoutPhone.success)
        expect(errors(withoutPhone as never), type).toEqual({ phone: ['validation.phoneRequiredForCall'] });
      expect(schema.safeParse({ ...body, phone: '+43 1 234567' }).success, type).toBe(true);
    }
  });

  it('an optional message, when given, follows the inquiry message rules', () => {
    const body = { ...base, property_id: 1, type: 'viewing', preferred_slots: [slot('2026-11-30')] };
    expect(schema.safeParse({ ...body, message: '' }).success).toBe(true);
    expect(errors(schema.safeParse({ ...body, message: 'zu kurz' }) as never)).toEqual({
      message: ['validation.messageMin'],
    });
  });

  it("knows Vienna's date at midnight UTC", () => {
    expect(viennaToday(Date.UTC(2026, 10, 22, 23, 30))).toBe('2026-11-23');
    expect(viennaToday(Date.UTC(2026, 6, 1, 21, 59))).toBe('2026-07-01');
    expect(viennaToday(Date.UTC(2026, 6, 1, 22, 0))).toBe('2026-07-02');
  });
});

describe('the lead form and the API', () => {
  it('maps a posted inquiry form to the API body', () => {
    expect(
      leadBodyFromForm({
        intent: 'inquiry',
        property_id: '12',
        name: 'A B',
        email: 'a@b.at',
        message: message,
        privacy_accepted: '1',
        website: '',
        form_started_at: '',
      }),
    ).toEqual({
      kind: 'inquiry',
      body: { name: 'A B', email: 'a@b.at', phone: '', privacy_accepted: true, website: '', property_id: 12, message },
    });
  });

  it('maps an appointment form with its filled slot rows, skipping empty ones', () => {
    const { kind, body } = leadBodyFromForm({
      intent: 'viewing',
      project_id: '4',
      name: 'A B',
      email: 'a@b.at',
      slot1_date: '2026-12-01',
      slot1_window: 'evening',
      slot2_date: '',
      slot2_window: '',
      slot3_date: '2026-12-03',
      slot3_window: '',
      form_started_at: '1700000000000',
    });
    expect(kind).toBe('appointment');
    expect(body).toMatchObject({
      type: 'viewing',
      project_id: 4,
      privacy_accepted: false,
      form_started_at: 1700000000000,
      preferred_slots: [
        { date: '2026-12-01', time_window: 'evening' },
        { date: '2026-12-03', time_window: '' },
      ],
    });
  });

  it('finds the form field of an API error path', () => {
    expect(formFieldOf('preferred_slots.1.date')).toBe('slot2_date');
    expect(formFieldOf('preferred_slots.0.time_window')).toBe('slot1_window');
    expect(formFieldOf('preferred_slots')).toBe('slots');
    expect(formFieldOf('type')).toBe('intent');
    expect(formFieldOf('email')).toBe('email');
  });
});

describe('recipients', () => {
  const office = { name: 'Immoz', email: 'office@immoz.at' };
  const listing = (raw: unknown) => leadContactOf(raw);

  it('contact person, else agency, else the office', () => {
    const both = listing({
      contact: { vorname: 'Eva', name: 'Berger', email: 'eva@m.at' },
      agency: { name: 'M', email: 'o@m.at' },
    });
    expect(listingRecipient(both, office)).toEqual({ kind: 'contact', name: 'Eva Berger', email: 'eva@m.at' });
    expect(
      listingRecipient(listing({ contact: { name: 'X' }, agency: { name: 'M', email: 'o@m.at' } }), office),
    ).toEqual({
      kind: 'agency',
      name: 'M',
      email: 'o@m.at',
    });
    expect(listingRecipient(listing({ agency: { name: 'M', email: 'not-an-address' } }), office)).toEqual({
      kind: 'office',
      ...office,
    });
    expect(listingRecipient(null, office).kind).toBe('office');
  });

  it("a project's developer, else its units' agency, else the office", () => {
    const unit = listing({ agency: { name: 'Makler', email: 'm@m.at' } });
    // The project as the API stores it.
    const project = (email: string | null): ProjectLeadContact => ({
      developer: { name: 'Bau', email },
      unit_listing_ids: [1],
    });
    expect(projectRecipient(project('b@b.at'), [], office).kind).toBe('developer');
    expect(projectRecipient(project(null), [null, unit], office)).toEqual({
      kind: 'agency',
      name: 'Makler',
      email: 'm@m.at',
    });
    expect(projectRecipient(null, [], office).kind).toBe('office');
  });
});

const subject: LeadSubject = {
  type: 'listing',
  id: 42,
  title: 'Altbau & Balkon <Wien>',
  ref: 'W-42',
  openimmo_obid: 'OB42',
  objektnr_intern: null,
  agency_id: 'AG',
  url: 'https://immoz.at/immobilien/42/altbau',
  deal: 'miete',
  place: '1070 Wien',
  price: 1200,
  area: 71.8,
  rooms: 3,
};

describe('OpenImmo-Feedback', () => {
  it('writes the object numbers, the wish and an escaped message', () => {
    const xml = feedbackXml(
      {
        id: 7,
        kind: 'appointment',
        appointmentType: 'viewing',
        name: 'Maria von Trapp',
        email: 'm@t.at',
        phone: null,
        text: 'A & B < C',
        createdAt: Date.UTC(2026, 10, 23),
      },
      subject,
      { name: 'Immoz' },
    );
    expect(xml).toContain('<oobj_id>OB42</oobj_id>');
    expect(xml).toContain('<portal_obj_id>W-42</portal_obj_id>');
    expect(xml).toContain('<vermarktungsart>MIETE_PACHT</vermarktungsart>');
    expect(xml).toContain('<bezeichnung>Altbau &amp; Balkon &lt;Wien&gt;</bezeichnung>');
    expect(xml).toContain('<vorname>Maria</vorname>');
    expect(xml).toContain('<nachname>von Trapp</nachname>');
    expect(xml).toContain('<wunsch>BESICHTIGUNG</wunsch>');
    expect(xml).toContain('<anfrage>A &amp; B &lt; C</anfrage>');
    expect(xml).toContain('<datum>2026-11-23</datum>');
    expect(xml).not.toContain('<tel>');
  });

  it('splits names at the first space; a single word is the surname', () => {
    expect(splitName('Cher')).toEqual({ first: null, last: 'Cher' });
    expect(splitName(' Anna  Maria Huber ')).toEqual({ first: 'Anna', last: 'Maria Huber' });
  });
});

describe('iCalendar', () => {
  it('escapes text values and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const long = `SUMMARY:${'ä'.repeat(60)}`;
    const folded = foldLine(long).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const line of folded) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(long);
  });

  it('parses as a calendar with one tentative event per slot in Vienna time', () => {
    const text = appointmentIcs(
      {
        uid: 'lead-1',
        host: 'immoz.at',
        summary: 'Besichtigung: Altbau, Wien; 3 Zimmer',
        description: 'Zeile 1\nZeile 2',
        location: '1070 Wien',
        url: 'https://immoz.at/immobilien/1',
        organizer: { name: 'Lena', email: 'l@x.at' },
        slots: [
          { date: '2026-11-30', time_window: 'afternoon' },
          { date: '2027-03-29', time_window: 'morning' },
        ],
        createdAt: Date.UTC(2026, 10, 23, 10),
      },
      'Immoz',
    );
    const cal = new ICAL.Component(ICAL.parse(text));
    const events = cal.getAllSubcomponents('vevent');
    expect(events.map((e) => e.getFirstPropertyValue('uid'))).toEqual(['lead-1-1@immoz.at', 'lead-1-2@immoz.at']);
    expect(events[0]!.getFirstPropertyValue('summary')).toBe('Besichtigung: Altbau, Wien; 3 Zimmer');
    expect(events[0]!.getFirstPropertyValue('description')).toBe('Zeile 1\nZeile 2');
    // Through the time zone's rules: 12:00 in Vienna is 11:00 UTC in winter, and 9:00 is 7:00 UTC in summer.
    ICAL.TimezoneService.register(cal.getFirstSubcomponent('vtimezone')!);
    const start = (i: number) => (events[i]!.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString();
    expect(start(0)).toBe('2026-11-30T11:00:00.000Z');
    expect(start(1)).toBe('2027-03-29T07:00:00.000Z');
  });
});

describe('agencies and agents for the admin', () => {
  it('counts listings, available ones and leads per agency and agent, and names where leads go', async () => {
    const { companies } = await import('~/features/admin/companies');
    const row = (agency: unknown, contact: unknown, status = 'available') => ({
      status,
      lead_contact: JSON.stringify(leadContactOf({ agency, contact })),
    });
    const berger = { id: 'AG-1', name: 'Berger', email: 'office@berger.at' };
    const list = companies(
      [
        row(berger, { vorname: 'Eva', name: 'Berger', email: 'eva@berger.at' }),
        row(berger, { vorname: 'Eva', name: 'Berger', email: 'eva@berger.at' }, 'sold'),
        row(berger, null),
        row({ id: 'AG-2', name: 'Ohne Mail' }, null),
      ],
      new Map([
        ['eva@berger.at', 4],
        ['office@berger.at', 1],
      ]),
      { name: 'Immoz', email: 'office@immoz.at' },
    );
    expect(list[0]).toMatchObject({ id: 'AG-1', listings: 3, available: 2, leads: 1, leads_go_to: 'office@berger.at' });
    expect(list[0]!.agents).toEqual([{ name: 'Eva Berger', email: 'eva@berger.at', listings: 2, leads: 4 }]);
    expect(list[1]).toMatchObject({ id: 'AG-2', listings: 1, leads_go_to: 'office@immoz.at', agents: [] });
  });

  it('accepts Node 22.12 and newer only', async () => {
    const { nodeVersionOk } = await import('~/features/admin/system-check');
    expect(nodeVersionOk('v24.1.0')).toBe(true);
    expect(nodeVersionOk('v22.12.0')).toBe(true);
    expect(nodeVersionOk('v22.11.9')).toBe(false);
    expect(nodeVersionOk('v20.20.2')).toBe(false);
  });
});
