/**
 * What the editors have besides the reports: the listings' warning signs and the merged homes (with a split that
 * holds), and a hidden listing restored. A hidden listing takes no inquiries from the moment it is hidden. Only
 * editors and admins see or do any of it; every action is audited.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setUserRole } from '~/features/admin/repository';
import { readHiddenIds } from '~/snapshot/hidden';
import { readSplits } from '~/snapshot/same-home-splits';
import { describeApi, sampleListings, setupApi, type TestApi } from './helpers';

function listings() {
  return sampleListings(30).map((l) => ({
    ...l,
    agency: { id: `AG-${l.id % 3}`, name: `Makler ${l.id % 3}`, email: 'office@makler.test', website: null },
    contact: { email: 'berater@makler.test' },
    images: [],
    flaeche: 70,
    location: { ort: 'Wien', plz: '1060', bezirk: 'Wien 6., Mariahilf' },
    ...(l.id === 5
      ? {
          objektbeschreibung: '<p>Kaution vorab per Western Union.</p>',
          contact: { email: 'vermieter@gmail.com' },
          // a rental: base rent 1,195, total monthly rent 1,684.37 (the amount its card shows)
          vermarktungsart: 'MIETE_PACHT',
          kaufpreis: null,
          kaltmiete: 1195,
          preise: { gesamtmiete: 1684.37 },
        }
      : {}),
    // one home from two agencies: 10 is shown, 13 merged into it
    ...(l.id === 10 ? { offers: [{ id: 10 }, { id: 13 }] } : {}),
    ...(l.id === 13 ? { duplicate_of: 10 } : {}),
  }));
}

const visitor = { name: 'Lena Gruber', email: 'lena.gruber@example.test', privacy_accepted: true };
const MESSAGE = 'Ich interessiere mich für die Wohnung und bitte um einen Rückruf.';

describeApi('listing trust: warning signs, merged homes, restoring hidden listings', () => {
  let api: TestApi;
  let user: string;
  let editor: string;
  let ip = 0;
  const inquire = (id: number) =>
    api.call('POST', '/api/inquiries', {
      // each from another visitor (the same visitor's repeat is answered as received already)
      body: { ...visitor, email: `lena.${++ip}@example.test`, property_id: id, message: MESSAGE },
      ip: `203.0.113.${ip}`,
    });
  const auditActions = async (prefix: string) =>
    (await api.call('GET', '/api/admin/audit?size=100', { token: editor })).body.data
      .filter((e: any) => String(e.action).startsWith(prefix))
      .map((e: any) => [e.action, e.target]);

  beforeAll(async () => {
    api = await setupApi({ listings: listings() });
    user = (await api.signUp()).token;
    const e = await api.signUp();
    await setUserRole(api.ctx.database.db, e.user.id, 'editor', api.clock.now);
    editor = e.token;
  });
  afterAll(() => api.close());

  it('shows editors the warning signs, and nobody else', async () => {
    expect((await api.call('GET', '/api/admin/reports/signs')).status).toBe(401);
    expect((await api.call('GET', '/api/admin/reports/signs', { token: user })).status).toBe(403);
    const res = await api.call('GET', '/api/admin/reports/signs', { token: editor });
    expect(res.status).toBe(200);
    const five = res.body.data.find((r: any) => r.listing.id === 5);
    expect(five.listing).toMatchObject({ title: 'Wohnung 5 in Wien', path: expect.stringContaining('/immobilien/5') });
    // the price the list's cards show: a rental's total monthly rent, not its base rent
    expect(five.listing.price).toBe(1684.37);
    // and says it is a rent, so the view writes it "/ Monat" as the cards do
    expect(five.listing.vermarktungsart).toBe('MIETE_PACHT');
    expect(five.signs.map((s: any) => s.kind)).toEqual(['contact_mismatch', 'money_first']);
    expect(five.signs[1].detail).toEqual({ phrase: 'kaution vorab' });
    // the others show none
    expect(res.body.data.map((r: any) => r.listing.id)).toEqual([5]);
  });

  it('lists the merged homes and splits a listing out of its home for good, audited', async () => {
    expect((await api.call('GET', '/api/admin/reports/homes', { token: user })).status).toBe(403);
    expect((await api.call('POST', '/api/admin/reports/homes/13/split', { token: user })).status).toBe(403);
    const homes = await api.call('GET', '/api/admin/reports/homes', { token: editor });
    expect(homes.body.data).toEqual([
      {
        survivor: expect.objectContaining({ id: 10, agency: 'Makler 1' }),
        merged: [expect.objectContaining({ id: 13, agency: 'Makler 1' })],
      },
    ]);
    const requestFile = path.join(api.dataDir, 'state', 'sync-request');
    fs.rmSync(requestFile, { force: true });
    const res = await api.call('POST', '/api/admin/reports/homes/13/split', { token: editor });
    expect(res.status).toBe(200);
    expect(readSplits(api.dataDir)).toEqual([[10, 13]]);
    expect(JSON.parse(fs.readFileSync(requestFile, 'utf8'))).toMatchObject({ sync: true, force: true });
    // a listing in no home has nothing to split
    expect((await api.call('POST', '/api/admin/reports/homes/14/split', { token: editor })).status).toBe(404);
    expect(await auditActions('same_home.')).toEqual([['same_home.split', 'listing:13']]);
  });

  it('a hidden listing takes no inquiry at once; restored, it does again, audited', async () => {
    expect((await inquire(3)).status).toBe(201);
    const reported = await api.call('POST', '/api/reports', {
      body: { property_id: 3, reason: 'scam' },
      ip: '198.51.100.7',
    });
    expect(reported.status).toBe(201);
    const hide = await api.call('POST', `/api/admin/reports/${reported.body.report.id}/hide`, { token: editor });
    expect(hide.status).toBe(200);
    expect((await inquire(3)).status).toBe(404);

    expect((await api.call('GET', '/api/admin/reports/hidden', { token: user })).status).toBe(403);
    expect((await api.call('POST', '/api/admin/reports/hidden/3/restore', { token: user })).status).toBe(403);
    const hidden = await api.call('GET', '/api/admin/reports/hidden', { token: editor });
    expect(hidden.body.data).toEqual([
      expect.objectContaining({ property_id: 3, listing: expect.objectContaining({ title: 'Wohnung 3 in Wien' }) }),
    ]);
    const requestFile = path.join(api.dataDir, 'state', 'sync-request');
    fs.rmSync(requestFile, { force: true });
    const restore = await api.call('POST', '/api/admin/reports/hidden/3/restore', { token: editor });
    expect(restore.status).toBe(200);
    expect(restore.body.message).toMatch(/nächsten Build/);
    expect([...readHiddenIds(api.dataDir)]).toEqual([]);
    expect(JSON.parse(fs.readFileSync(requestFile, 'utf8'))).toMatchObject({ sync: false, force: true });
    expect((await api.call('GET', '/api/admin/reports/hidden', { token: editor })).body.data).toEqual([]);
    expect((await api.call('POST', '/api/admin/reports/hidden/3/restore', { token: editor })).status).toBe(404);
    expect((await inquire(3)).status).toBe(201);
    expect(await auditActions('report.')).toEqual([
      ['report.restore', 'listing:3'],
      ['report.hide', 'listing:3'],
    ]);
  });
});
