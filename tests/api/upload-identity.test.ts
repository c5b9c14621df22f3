/**
 * An agency's listing is one listing with one id however its feed arrives: imported from its feed folder, saved
 * and watched by a user, then updated by an editor's upload of a partial (TEIL) feed in the admin area. The dry run
 * calls it changed, the apply keeps its id, the favourite and the price alert stay on it, and the alert check
 * fires with the old and the new price, and the media-thumbnails job is queued for the new snapshot. The same feed uploaded under another file name makes no second listing,
 * nor does the agency's feed URL: its lower price updates the same listing, whose price history holds every change.
 * Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { setUserRole } from '~/features/admin/repository';
import { PRICE_ALERT_CHECK } from '~/features/price-alerts/jobs';
import { MEDIA_THUMBNAILS } from '~/features/listing-sync/thumbnails';
import { runImport } from '~/import/sync';
import { readSnapshot } from '~/snapshot';
import { decodeQuotedPrintable, describeApi, setupApi, type TestApi } from './helpers';

const NR = 'WW-10055';

/** A feed of the agency "Wohnwert" (anbieternr WW), as its folder and an editor's upload both send it. */
const feed = (umfang: 'VOLL' | 'TEIL', ...items: Array<{ nr: string; price: number }>) =>
  `<?xml version="1.0" encoding="UTF-8"?><openimmo><uebertragung umfang="${umfang}"/><anbieter><anbieternr>WW</anbieternr>` +
  `<firma>Wohnwert Immobilien</firma>` +
  items
    .map(
      (i) =>
        `<immobilie><objektkategorie><nutzungsart WOHNEN="true"/><vermarktungsart KAUF="true"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>` +
        `<geo><plz>8010</plz><ort>Graz</ort></geo><preise><kaufpreis>${i.price}</kaufpreis></preise>` +
        `<flaechen><wohnflaeche>80</wohnflaeche><anzahl_zimmer>3</anzahl_zimmer></flaechen>` +
        `<freitexte><objekttitel>Wohnung ${i.nr}</objekttitel></freitexte>` +
        `<verwaltung_techn><objektnr_extern>${i.nr}</objektnr_extern></verwaltung_techn></immobilie>`,
    )
    .join('') +
  `</anbieter></openimmo>`;

describeApi('an upload updates the listing its folder delivered', () => {
  let api: TestApi;
  let root = '';
  let editor = '';
  let anna: Awaited<ReturnType<TestApi['signUp']>>;
  const saved = { FEEDS_DIR: process.env.FEEDS_DIR, PROJECTS_DIR: process.env.PROJECTS_DIR };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-upload-identity-'));
    fs.mkdirSync(path.join(root, 'feeds', 'wohnwert'), { recursive: true });
    fs.mkdirSync(path.join(root, 'projects'));
    // the upload's import runs in a child process, which takes the folders from the environment
    process.env.FEEDS_DIR = path.join(root, 'feeds');
    process.env.PROJECTS_DIR = path.join(root, 'projects');
    api = await setupApi({ listings: [] });
    const e = await api.signUp({ name: 'Eva Editor' });
    await setUserRole(api.ctx.database.db, e.user.id, 'editor', api.clock.now);
    editor = e.token;
    anna = await api.signUp();
  });
  afterAll(async () => {
    await api?.close();
    for (const [k, v] of Object.entries(saved))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** The scheduled sync: reads the feed folder, in this process. */
  const sync = () =>
    runImport({
      dataDir: api.dataDir,
      feedsDir: path.join(root, 'feeds'),
      projectsDir: path.join(root, 'projects'),
      urls: [],
    });
  const upload = async (name: string, xml: string) => {
    const res = await api.app.request(
      `/api/admin/imports/uploads?name=${encodeURIComponent(name)}`,
      {
        method: 'POST',
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          'Content-Type': 'application/xml',
          Authorization: `Bearer ${editor}`,
        },
        body: xml,
      },
      { clientAddress: '198.51.100.7' },
    );
    expect(res.status).toBe(201);
    return res.json();
  };
  const apply = async (id: string) => {
    const res = await api.call('POST', `/api/admin/imports/uploads/${id}/apply`, { token: editor });
    expect(res.status).toBe(200);
    return res.body;
  };
  const catalogue = () => readSnapshot(api.dataDir).properties.filter((l) => l.external_id === NR);

  let listingId = 0;
  let alertId = 0;

  it('the folder delivers the listing; a user saves it and sets a price alert', async () => {
    fs.writeFileSync(
      path.join(root, 'feeds', 'wohnwert', 'feed.xml'),
      feed('VOLL', { nr: NR, price: 715_000 }, { nr: 'WW-2', price: 300_000 }),
    );
    await sync();
    const [listing] = catalogue();
    expect(listing).toMatchObject({ kaufpreis: 715_000, source: 'wohnwert' });
    listingId = listing!.id;
    await api.ctx.services.snapshot.refresh();

    const fav = await api.call('POST', '/api/favorites', { token: anna.token, body: { property_id: listingId } });
    expect(fav.status).toBe(201);
    const alert = await api.call('POST', '/api/price-alerts', {
      token: anna.token,
      body: { property_id: listingId, target_price: 700_000, channels: ['email'] },
    });
    expect(alert.status).toBe(201);
    alertId = alert.body.alert.id;
  }, 60_000);

  it("an editor's TEIL upload at a lower price: dry run says changed, the listing keeps its id, the alert fires", async () => {
    const teil = feed('TEIL', { nr: NR, price: 680_000 });
    const dry = await upload('wohnwert-teil.xml', teil);
    expect(dry.report.dry_run).toBe(true);
    expect(dry.report.changes).toMatchObject({ new: 0, changed: 1, withdrawn: 0 });
    expect(dry.report.changes.changed_listings.map((l: { id: number }) => l.id)).toEqual([listingId]);

    const applied = await apply(dry.upload.id);
    expect(applied.report.changes).toMatchObject({ new: 0, changed: 1, withdrawn: 0 });
    // the new pictures' thumbnails are queued on the portal's queue for the snapshot the upload wrote
    expect(applied.report.snapshot.written).toBe(true);
    expect(await api.ctx.queue.outcome(`${MEDIA_THUMBNAILS}:${applied.report.snapshot.digest}`)).not.toBeNull();
    // the scheduled sync reads the folder unchanged: the upload, delivered later, still stands
    const next = await sync();
    expect(next.changes).toMatchObject({ new: 0, changed: 0, withdrawn: 0 });
    expect(catalogue()).toEqual([expect.objectContaining({ id: listingId, kaufpreis: 680_000 })]);

    // the alert check follows the new snapshot into the API's table and fires
    await api.ctx.queue.enqueue(PRICE_ALERT_CHECK, { trigger: 'manual' }, { key: 'test:upload-check' });
    await vi.waitFor(
      async () => {
        await api.runJobs();
        expect(api.outbox().filter((m) => /Preisalarm/.test(m))).toHaveLength(1);
      },
      { timeout: 15_000, interval: 50 },
    );
    const mail = decodeQuotedPrintable(api.outbox().find((m) => /Preisalarm/.test(m))!);
    expect(mail).toContain(anna.email);
    // old and new price, as the portal writes amounts (a no-break space between the thousands, seen here as the
    // decoded mail's bytes)
    expect(mail).toMatch(/Bisher: 715\D{1,3}000/);
    expect(mail).toMatch(/Jetzt: 680\D{1,3}000/);
    expect(mail).toContain(`/immobilien/${listingId}/`);

    const favs = await api.call('GET', '/api/favorites', { token: anna.token });
    expect(favs.body.data.map((f: { property_id: number }) => f.property_id)).toEqual([listingId]);
    const alerts = await api.call('GET', '/api/price-alerts', { token: anna.token });
    expect(alerts.body.data).toEqual([
      expect.objectContaining({
        id: alertId,
        property_id: listingId,
        price_at_creation: 715_000,
        fired_price: 680_000,
      }),
    ]);
  }, 120_000);

  it('the same feed under another file name makes no new listing', async () => {
    const again = await upload('export (1).xml', feed('TEIL', { nr: NR, price: 680_000 }));
    expect(again.report.changes).toMatchObject({ new: 0, withdrawn: 0 });
    const applied = await apply(again.upload.id);
    expect(applied.report.changes).toMatchObject({ new: 0, withdrawn: 0 });
    expect(catalogue()).toEqual([expect.objectContaining({ id: listingId, kaufpreis: 680_000 })]);
    expect(
      readSnapshot(api.dataDir)
        .properties.map((l) => l.external_id)
        .sort(),
    ).toEqual([NR, 'WW-2']);
    await api.ctx.services.snapshot.refresh();
    const favs = await api.call('GET', '/api/favorites', { token: anna.token });
    expect(favs.body.data).toEqual([expect.objectContaining({ property_id: listingId })]);
  }, 120_000);

  it("the agency's feed URL updates the same listing: favourite, alert and the price history stay on it", async () => {
    const server = http.createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/xml' }).end(feed('TEIL', { nr: NR, price: 650_000 })),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/wohnwert.xml`;
      const viaUrl = await runImport({
        dataDir: api.dataDir,
        feedsDir: path.join(root, 'feeds'),
        projectsDir: path.join(root, 'projects'),
        urls: [url],
        downloads: { maxBytes: 10_000_000, timeoutMs: 30_000, allowHosts: ['127.0.0.1'] },
      });
      expect(viaUrl.changes).toMatchObject({ new: 0, changed: 1, withdrawn: 0 });
    } finally {
      server.close();
    }
    const [listing] = catalogue();
    expect(catalogue()).toHaveLength(1);
    expect(listing).toMatchObject({ id: listingId, kaufpreis: 650_000 });
    expect(listing!.price_history!.map((h) => [h.old, h.new])).toEqual([
      [715_000, 680_000],
      [680_000, 650_000],
    ]);
    await api.ctx.services.snapshot.refresh();
    const favs = await api.call('GET', '/api/favorites', { token: anna.token });
    expect(favs.body.data).toEqual([expect.objectContaining({ property_id: listingId })]);
    const alerts = await api.call('GET', '/api/price-alerts', { token: anna.token });
    expect(alerts.body.data).toEqual([expect.objectContaining({ id: alertId, property_id: listingId })]);
  }, 120_000);
});
