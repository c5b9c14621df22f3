/**
 * One listing per agency and object number, whichever way its feed arrives: a folder under the feeds folder, a feed
 * URL, an upload in the admin area (`npm run import PATH`, under any file name). The id stays, the price history
 * records the change on it, the dry run calls it changed. And "Neu" only for what is new: a first import without
 * feed dates marks nothing new.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { cardBadge } from '~/domain/price-history';
import type { Listing } from '~/domain/listing';
import { readSnapshot } from '~/snapshot';
import { runImport } from '~/import/sync';

const tmpRoots: string[] = [];
const servers: http.Server[] = [];
afterAll(async () => {
  for (const s of servers) await new Promise((r) => s.close(r));
  for (const d of tmpRoots) fs.rmSync(d, { recursive: true, force: true });
});

interface Item {
  nr: string;
  price: number;
  standVom?: string;
  aktivVon?: string;
}

const immobilie = (i: Item) =>
  `<immobilie><objektkategorie><nutzungsart WOHNEN="true"/><vermarktungsart KAUF="true"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>` +
  `<geo><plz>8010</plz><ort>Graz</ort></geo><preise><kaufpreis>${i.price}</kaufpreis></preise>` +
  `<flaechen><wohnflaeche>80</wohnflaeche><anzahl_zimmer>3</anzahl_zimmer></flaechen>` +
  `<freitexte><objekttitel>Wohnung ${i.nr}</objekttitel></freitexte>` +
  `<verwaltung_techn><objektnr_extern>${i.nr}</objektnr_extern>` +
  (i.aktivVon ? `<aktiv_von>${i.aktivVon}</aktiv_von>` : '') +
  (i.standVom ? `<stand_vom>${i.standVom}</stand_vom>` : '') +
  `</verwaltung_techn></immobilie>`;

/** A feed of the agency "Wohnwert" (anbieternr WW), as its folder, its URL and an editor's upload all send it. */
const feed = (umfang: 'VOLL' | 'TEIL', ...items: Item[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><openimmo><uebertragung umfang="${umfang}"/><anbieter><anbieternr>WW</anbieternr>` +
  `<firma>Wohnwert Immobilien</firma>${items.map(immobilie).join('')}</anbieter></openimmo>`;

function workspace() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'immoz-one-listing-'));
  tmpRoots.push(root);
  const feeds = path.join(root, 'feeds');
  const data = path.join(root, 'data');
  const uploads = path.join(root, 'uploads');
  fs.mkdirSync(path.join(feeds, 'wohnwert'), { recursive: true });
  fs.mkdirSync(uploads, { recursive: true });
  const base = { feedsDir: feeds, projectsDir: path.join(root, 'no-projects'), dataDir: data };
  const listings = () => readSnapshot(data).properties;
  const byNr = (nr: string) => listings().filter((l) => l.external_id === nr);
  /** The admin area's upload: the stored file imported as `npm run import --force FILE` does. */
  const upload = (name: string, xml: string, dryRun = false) => {
    const file = path.join(uploads, name);
    fs.writeFileSync(file, xml);
    return runImport({ ...base, paths: [file], force: true, dryRun });
  };
  return { root, feeds, data, base, listings, byNr, upload };
}

const LOCAL = { maxBytes: 10_000_000, timeoutMs: 30_000, allowHosts: ['127.0.0.1'] };

async function feedServer(body: () => string): Promise<string> {
  const server = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/xml' }).end(body()),
  );
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/wohnwert.xml`;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('one identity per listing across folder, URL and upload', () => {
  it('updates the same listing, keeps its id and records the price change on it', async () => {
    const ws = workspace();
    fs.writeFileSync(
      path.join(ws.feeds, 'wohnwert', 'feed.xml'),
      feed('VOLL', { nr: 'WW-10055', price: 715_000 }, { nr: 'WW-2', price: 300_000 }),
    );
    await runImport({ ...ws.base, urls: [] });
    const [first] = ws.byNr('WW-10055');
    expect(first).toMatchObject({ kaufpreis: 715_000, source: 'wohnwert' });
    const id = first!.id;

    // the same agency's feed from a URL, at a new price
    let served = feed('TEIL', { nr: 'WW-10055', price: 700_000 });
    const url = await feedServer(() => served);
    const viaUrl = () => runImport({ ...ws.base, urls: [url], downloads: LOCAL });
    await viaUrl();
    expect(ws.byNr('WW-10055')).toEqual([
      expect.objectContaining({
        id,
        kaufpreis: 700_000,
        price_history: [expect.objectContaining({ old: 715_000, new: 700_000 })],
      }),
    ]);

    // an editor's upload of a partial feed: the dry run calls it changed, not new
    const teil = feed('TEIL', { nr: 'WW-10055', price: 680_000 });
    const dry = await ws.upload('wohnwert-teil.xml', teil, true);
    expect(dry.changes).toMatchObject({ new: 0, changed: 1, withdrawn: 0 });
    expect(dry.changes!.changed_listings.map((l) => l.id)).toEqual([id]);
    const applied = await ws.upload('wohnwert-teil.xml', teil);
    expect(applied.changes).toMatchObject({ new: 0, changed: 1, withdrawn: 0 });
    const list = ws.byNr('WW-10055');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id, kaufpreis: 680_000 });
    expect(list[0]!.price_history!.map((c) => [c.old, c.new])).toEqual([
      [715_000, 700_000],
      [700_000, 680_000],
    ]);
    // the partial feed changed only what it carries
    expect(ws.byNr('WW-2')).toEqual([expect.objectContaining({ kaufpreis: 300_000 })]);

    // the same feed under another file name makes no third listing
    const again = await ws.upload('export (1).xml', teil);
    expect(again.changes).toMatchObject({ new: 0, withdrawn: 0 });
    expect(
      ws
        .listings()
        .map((l) => l.external_id)
        .sort(),
    ).toEqual(['WW-10055', 'WW-2']);
    expect(ws.byNr('WW-10055')[0]!.id).toBe(id);

    // the next scheduled sync reads folder and URL unchanged: the upload, delivered last, still stands
    const sync = await viaUrl();
    expect(sync.changes).toMatchObject({ new: 0, changed: 0, withdrawn: 0 });
    expect(ws.byNr('WW-10055')).toEqual([expect.objectContaining({ id, kaufpreis: 680_000 })]);

    // the agency's full stock from its URL no longer has WW-2: gone, although its folder delivered it
    served = feed('VOLL', { nr: 'WW-10055', price: 680_000 });
    const voll = await viaUrl();
    expect(voll.changes).toMatchObject({ new: 0, withdrawn: 1 });
    expect(ws.listings().map((l) => l.external_id)).toEqual(['WW-10055']);
    expect(ws.byNr('WW-10055')[0]!.id).toBe(id);
  });

  it('a TEIL DELETE from an upload takes off the listing its folder delivered', async () => {
    const ws = workspace();
    fs.writeFileSync(
      path.join(ws.feeds, 'wohnwert', 'feed.xml'),
      feed('VOLL', { nr: 'WW-1', price: 400_000 }, { nr: 'WW-2', price: 300_000 }),
    );
    await runImport({ ...ws.base, urls: [] });
    const del = `<openimmo><uebertragung umfang="TEIL"/><anbieter><anbieternr>WW</anbieternr><immobilie><verwaltung_techn><objektnr_extern>WW-1</objektnr_extern><aktion aktionart="DELETE"/></verwaltung_techn></immobilie></anbieter></openimmo>`;
    const r = await ws.upload('loeschen.xml', del);
    expect(r.sources[0]!.documents[0]).toMatchObject({ deleted: 1, warning_count: 0 });
    expect(r.changes).toMatchObject({ withdrawn: 1 });
    expect(ws.listings().map((l) => l.external_id)).toEqual(['WW-2']);
  });

  it('two sources of one run carrying the same object: one listing, the later delivery shown, the report says so', async () => {
    const ws = workspace();
    fs.writeFileSync(path.join(ws.feeds, 'wohnwert', 'a.xml'), feed('TEIL', { nr: 'WW-7', price: 500_000 }));
    fs.mkdirSync(path.join(ws.feeds, 'wohnwert-export'));
    fs.writeFileSync(path.join(ws.feeds, 'wohnwert-export', 'b.xml'), feed('TEIL', { nr: 'WW-7', price: 490_000 }));
    const r = await runImport({ ...ws.base, urls: [] });
    expect(ws.byNr('WW-7')).toEqual([expect.objectContaining({ kaufpreis: 490_000, source: 'wohnwert-export' })]);
    const warned = r.sources.flatMap((s) => s.documents.flatMap((d) => d.file_warnings.map((w) => w.message)));
    expect(warned.some((w) => /WW-7 .* also arrived from .*wohnwert-export.*: that one is shown/.test(w))).toBe(true);
  });
});

describe('the id map keyed by source before', () => {
  it('keeps the numbers: the agency key takes the lowest id its object had under any source, nothing is renumbered', async () => {
    const ws = workspace();
    fs.mkdirSync(path.join(ws.data, 'state'), { recursive: true });
    const legacy = {
      version: 1,
      next: 1042,
      listings: { 'wohnwert|WW|WW-10055': 757, 'import-wohnwert-teil|WW|WW-10055': 1041, 'wohnwert|WW|WW-2': 12 },
      projects: {},
    };
    fs.writeFileSync(path.join(ws.data, 'state', 'ids.json'), JSON.stringify(legacy));
    fs.writeFileSync(
      path.join(ws.feeds, 'wohnwert', 'feed.xml'),
      feed('VOLL', { nr: 'WW-10055', price: 715_000 }, { nr: 'WW-2', price: 300_000 }, { nr: 'WW-3', price: 1 }),
    );
    await runImport({ ...ws.base, urls: [] });
    await ws.upload('wohnwert-teil.xml', feed('TEIL', { nr: 'WW-10055', price: 680_000 }));
    expect(ws.listings().map((l) => [l.external_id, l.id])).toEqual([
      ['WW-2', 12],
      ['WW-10055', 757],
      ['WW-3', 1042],
    ]);
    const ids = JSON.parse(fs.readFileSync(path.join(ws.data, 'state', 'ids.json'), 'utf8'));
    expect(ids.listings).toEqual(legacy.listings);
    // the snapshot names the id the object gave up, for the API to move favourites and alerts to the one it kept
    expect(readSnapshot(ws.data).meta?.merged_ids).toEqual({ '1041': 757 });
  });
});

describe('"Neu" means new', () => {
  const isNew = (l: Listing) => cardBadge(l, Date.now())?.kind === 'new';

  it('a first import marks nothing new unless the feed dates it; a later run’s new object is new', async () => {
    const ws = workspace();
    const dir = path.join(ws.feeds, 'wohnwert');
    fs.writeFileSync(
      path.join(dir, 'feed.xml'),
      feed(
        'VOLL',
        { nr: 'WW-OLD', price: 400_000 },
        { nr: 'WW-DATED', price: 410_000, standVom: day(-2) },
        { nr: 'WW-ACTIVE', price: 420_000, aktivVon: day(-30) },
      ),
    );
    await runImport({ ...ws.base, urls: [] });
    const first = new Map(ws.listings().map((l) => [l.external_id, l]));
    expect(first.get('WW-OLD')!.published_at).toBeNull();
    expect(isNew(first.get('WW-OLD')!)).toBe(false);
    expect(isNew(first.get('WW-DATED')!)).toBe(true);
    expect(isNew(first.get('WW-ACTIVE')!)).toBe(false);

    fs.writeFileSync(path.join(dir, 'zz-teil.xml'), feed('TEIL', { nr: 'WW-NEW', price: 430_000 }));
    await runImport({ ...ws.base, urls: [] });
    const second = new Map(ws.listings().map((l) => [l.external_id, l]));
    expect(isNew(second.get('WW-NEW')!)).toBe(true);
    expect(isNew(second.get('WW-OLD')!)).toBe(false);

    // a new object of the known agency arriving by upload is new too; a known one by upload stays as it was
    const up = await ws.upload(
      'nachtrag.xml',
      feed('TEIL', { nr: 'WW-UPLOAD', price: 440_000 }, { nr: 'WW-OLD', price: 390_000 }),
    );
    expect(up.changes).toMatchObject({ new: 1, changed: 1 });
    const third = new Map(ws.listings().map((l) => [l.external_id, l]));
    expect(isNew(third.get('WW-UPLOAD')!)).toBe(true);
    expect(third.get('WW-OLD')!.published_at).toBeNull();
  });
});
