/**
 * "Inserat melden" and the editors' queue: a guest reports with field-level messages for bad input, within the
 * limits per address, per listing and in total; only editors and admins read the queue and act on it; hiding
 * writes the hidden list the build skips, requests a rebuild and answers the listing as withdrawn; asking the
 * agency mails the listing's contact the reasons; every action is in the audit log; the daily clean-up removes
 * handled reports after 180 days.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setUserRole } from '~/features/admin/repository';
import { REPORT_LIMITS } from '~/domain/reports/rules';
import { readHiddenIds } from '~/snapshot/hidden';
import { cleanupJob } from '~/worker/cleanup';
import { decodeQuotedPrintable, describeApi, sampleListings, setupApi, type TestApi } from './helpers';

function listings() {
  const list = sampleListings(40);
  Object.assign(list[0]!, { agency: { id: 'AG-1', name: 'Berger Immobilien GmbH', email: 'office@makler.test' } });
  Object.assign(list[1]!, { agency: { id: 'AG-3', name: 'Ohne Adresse KG' } });
  return list;
}

describeApi('listing reports', () => {
  let api: TestApi;
  let user: string;
  let editor: string;
  let admin: string;
  let ip = 0;
  /** Each report from its own address, unless the test is about the address's limit. */
  const report = (body: unknown, from = `203.0.113.${++ip}`) => api.call('POST', '/api/reports', { body, ip: from });

  beforeAll(async () => {
    api = await setupApi({ listings: listings() });
    user = (await api.signUp()).token;
    const e = await api.signUp();
    await setUserRole(api.ctx.database.db, e.user.id, 'editor', api.clock.now);
    editor = e.token;
    const a = await api.signUp();
    await setUserRole(api.ctx.database.db, a.user.id, 'admin', api.clock.now);
    admin = a.token;
  });
  afterAll(() => api.close());

  it('takes a report without an account', async () => {
    const res = await report({ property_id: 3, reason: 'scam', text: 'Will Vorauszahlung per Western Union.' });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toMatch(/Danke/);
  });

  it('answers bad input field by field, in the language asked', async () => {
    const res = await report({ property_id: 'x', reason: 'ugly', text: 'a'.repeat(1001), email: 'no-address' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'property_id', 'reason', 'text']);
    expect(res.body.errors.text[0]).toMatch(/1000/);
    const en = await api.call('POST', '/api/reports?lang=en', {
      body: { property_id: 3, reason: '' },
      ip: '203.0.113.250',
    });
    expect(en.status).toBe(422);
    expect(en.body.errors.reason[0]).toMatch(/reason/i);
    // An empty e-mail field is none given.
    expect((await report({ property_id: 3, reason: 'other', email: '' })).status).toBe(201);
    expect((await report({ property_id: 99_999, reason: 'other' })).status).toBe(404);
  });

  it('limits reports per address, per listing and in total', async () => {
    const from = '198.51.100.99';
    for (let i = 0; i < REPORT_LIMITS.perIp.limit; i++)
      expect((await report({ property_id: 10 + i, reason: 'unavailable' }, from)).status).toBe(201);
    const over = await report({ property_id: 20, reason: 'unavailable' }, from);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);

    for (let i = 0; i < REPORT_LIMITS.perListing.limit; i++)
      expect((await report({ property_id: 30, reason: 'wrong_details' })).status).toBe(201);
    expect((await report({ property_id: 30, reason: 'wrong_details' })).status).toBe(429);
    // Another listing is still open to reports …
    expect((await report({ property_id: 31, reason: 'wrong_details' })).status).toBe(201);
    // … until the day's total is reached, and again the next day.
    // The total is a constant far above a test's reports: its counter is set to the limit.
    const { n } = (await api.ctx.database.db
      .selectFrom('rate_limits')
      .select('count as n')
      .where('key', '=', 'report:total')
      .executeTakeFirstOrThrow()) as { n: number };
    await api.ctx.database.db
      .updateTable('rate_limits')
      .set({ count: REPORT_LIMITS.total.limit })
      .where('key', '=', 'report:total')
      .execute();
    expect(Number(n)).toBeGreaterThan(0);
    expect((await report({ property_id: 32, reason: 'other' })).status).toBe(429);
    api.clock.advance(REPORT_LIMITS.total.windowMs);
    expect((await report({ property_id: 32, reason: 'other' })).status).toBe(201);
  });

  it('shows the queue and its actions to editors and admins only', async () => {
    expect((await api.call('GET', '/api/admin/reports')).status).toBe(401);
    expect((await api.call('GET', '/api/admin/reports', { token: user })).status).toBe(403);
    expect((await api.call('POST', '/api/admin/reports/1/dismiss', { token: user })).status).toBe(403);
    expect((await api.call('POST', '/api/admin/reports/1/hide', { token: user })).status).toBe(403);
    expect((await api.call('GET', '/api/admin/reports', { token: admin })).status).toBe(200);
    const res = await api.call('GET', '/api/admin/reports', { token: editor });
    expect(res.status).toBe(200);
    const first = res.body.data[0];
    expect(first).toMatchObject({
      property_id: 3,
      reason: 'scam',
      text: 'Will Vorauszahlung per Western Union.',
      listing: { title: 'Wohnung 3 in Wien', path: expect.stringContaining('/immobilien/3') },
      listing_open_reports: 2,
    });
    const on30 = res.body.data.filter((r: any) => r.property_id === 30);
    expect(on30.length).toBe(REPORT_LIMITS.perListing.limit);
    expect(on30[0].listing_open_reports).toBe(REPORT_LIMITS.perListing.limit);
    expect((await api.call('POST', '/api/admin/reports/abc/hide', { token: editor })).status).toBe(400);
    expect((await api.call('POST', '/api/admin/reports/999999/hide', { token: editor })).status).toBe(404);
  });

  it('hides a listing: the hidden list holds it, a rebuild is requested, the API answers it withdrawn', async () => {
    const requestFile = path.join(api.dataDir, 'state', 'sync-request');
    fs.rmSync(requestFile, { force: true });
    const queue = (await api.call('GET', '/api/admin/reports', { token: editor })).body.data;
    const target = queue.find((r: any) => r.property_id === 3);
    const res = await api.call('POST', `/api/admin/reports/${target.id}/hide`, { token: editor });
    expect(res.status).toBe(200);
    expect(res.body.closed.length).toBe(2);
    expect([...readHiddenIds(api.dataDir)]).toEqual([3]);
    const request = JSON.parse(fs.readFileSync(requestFile, 'utf8'));
    expect(request).toMatchObject({ sync: false, force: true });
    // The listing's reports left the queue; a second action on them is refused.
    const after = (await api.call('GET', '/api/admin/reports', { token: editor })).body.data;
    expect(after.some((r: any) => r.property_id === 3)).toBe(false);
    expect((await api.call('POST', `/api/admin/reports/${target.id}/dismiss`, { token: editor })).status).toBe(409);
    // Withdrawn for the API: the batch check drops it, and it can no longer be reported.
    const batch = await api.call('POST', '/api/properties/batch', { body: { property_ids: [3, 4] } });
    expect(batch.body.data.map((l: any) => l.id)).toEqual([4]);
    expect((await report({ property_id: 3, reason: 'scam' })).status).toBe(404);
  });

  it("asks the listing's agency by mail with the reasons, never the reporter's text", async () => {
    expect(
      (await report({ property_id: 1, reason: 'unavailable', text: 'Privat: ruf mich an 0664 1234' })).status,
    ).toBe(201);
    expect((await report({ property_id: 1, reason: 'wrong_details' })).status).toBe(201);
    const queue = (await api.call('GET', '/api/admin/reports', { token: editor })).body.data;
    const target = queue.find((r: any) => r.property_id === 1);
    const res = await api.call('POST', `/api/admin/reports/${target.id}/ask-agency`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.closed.length).toBe(2);
    await api.runJobs();
    const raw = decodeQuotedPrintable(api.outbox().find((m) => m.includes('office@makler.test'))!);
    const mail = Buffer.from(raw, 'latin1').toString('utf8');
    expect(mail).toContain('Wohnung 1 in Wien');
    expect(mail).toContain('Nicht mehr verfügbar');
    expect(mail).toContain('Falsche Angaben');
    expect(mail).not.toContain('0664');
    // A listing without an address of its own has nobody to ask.
    expect((await report({ property_id: 2, reason: 'other' })).status).toBe(201);
    const two = (await api.call('GET', '/api/admin/reports', { token: editor })).body.data.find(
      (r: any) => r.property_id === 2,
    );
    expect((await api.call('POST', `/api/admin/reports/${two.id}/ask-agency`, { token: editor })).status).toBe(409);
    expect((await api.call('POST', `/api/admin/reports/${two.id}/dismiss`, { token: editor })).status).toBe(200);
  });

  it('writes every action to the audit log', async () => {
    const res = await api.call('GET', '/api/admin/audit?size=100', { token: editor });
    const actions = res.body.data.filter((e: any) => String(e.action).startsWith('report.'));
    expect(actions.map((e: any) => [e.action, e.target]).sort()).toEqual([
      ['report.ask_agency', 'listing:1'],
      ['report.dismiss', 'listing:2'],
      ['report.hide', 'listing:3'],
    ]);
  });

  it('removes handled reports 180 days after they were handled and keeps open ones', async () => {
    const count = async (status: string) =>
      Number(
        (
          await api.ctx.database.db
            .selectFrom('listing_reports')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('status', '=', status)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const open = await count('open');
    expect(open).toBeGreaterThan(0);
    expect(await count('dismissed')).toBeGreaterThan(0);
    await cleanupJob.run({}, api.jobContext, { key: 'cleanup:reports-early', attempt: 1 });
    expect(await count('dismissed')).toBeGreaterThan(0);
    api.clock.advance(181 * 24 * 3_600_000);
    await cleanupJob.run({}, api.jobContext, { key: 'cleanup:reports', attempt: 1 });
    expect(await count('dismissed')).toBe(0);
    expect(await count('hidden')).toBe(0);
    expect(await count('open')).toBe(open);
  });
});
