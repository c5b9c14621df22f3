import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingSchema, projectSchema, type Listing } from '~/domain/listing';
import { readSnapshot } from '~/snapshot';
import { runImport } from '~/import/sync';
import { makeMissingThumbnails } from '~/import/media';
import { writeZip } from '../../src/sample/zip-writer';
import { parseEtage } from '~/import/openimmo';
import { parseNumber, sanitizeText } from '~/import/values';
import type { ImportReport } from '~/import/report';

const FIXTURE = path.resolve(__dirname, '../fixtures/openimmo/full-at.xml');
const tmpRoots: string[] = [];

function tmp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'immoz-import-'));
  tmpRoots.push(dir);
  return dir;
}

let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7fa0c0' } })
    .jpeg()
    .toBuffer();
  png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
});

afterAll(() => {
  for (const d of tmpRoots) fs.rmSync(d, { recursive: true, force: true });
});

/** A workspace with content/feeds/<source>/, content/projects and a data dir. */
function workspace() {
  const root = tmp();
  const feeds = path.join(root, 'feeds');
  const projects = path.join(root, 'projects');
  const data = path.join(root, 'data');
  fs.mkdirSync(feeds, { recursive: true });
  fs.mkdirSync(projects, { recursive: true });
  const run = (extra: Parameters<typeof runImport>[0] = {}) =>
    runImport({ feedsDir: feeds, projectsDir: projects, dataDir: data, urls: [], ...extra });
  return { root, feeds, projects, data, run };
}

function putFixtureWithImages(dir: string, xml = fs.readFileSync(FIXTURE)) {
  fs.mkdirSync(path.join(dir, 'bilder'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'feed.xml'), xml);
  fs.writeFileSync(path.join(dir, 'bilder', 'haus.jpg'), jpeg);
  fs.writeFileSync(path.join(dir, 'bilder', 'kueche.jpg'), jpeg);
  fs.writeFileSync(path.join(dir, 'bilder', 'plan.png'), png);
  fs.writeFileSync(path.join(dir, 'logo.png'), png);
  fs.writeFileSync(path.join(dir, 'ea.pdf'), Buffer.from('%PDF-1.4\n% fixture\n'));
}

function expectAccounted(report: ImportReport) {
  for (const s of report.sources) {
    for (const d of s.documents) expect(d.read, d.file).toBe(d.imported + d.deleted + d.skipped);
  }
}

const byExternal = (list: Listing[], id: string) => list.find((l) => l.external_id === id)!;

describe('OpenImmo mapping (fixture full-at.xml)', () => {
  const ws = workspace();
  let report: ImportReport;
  let listings: Listing[];

  beforeAll(async () => {
    putFixtureWithImages(path.join(ws.feeds, 'fixture'));
    report = await ws.run();
    listings = readSnapshot(ws.data).properties;
  });

  it('accounts for every listing and imports the one without object number under a derived identity', () => {
    expectAccounted(report);
    const doc = report.sources[0]!.documents[0]!;
    expect(doc).toMatchObject({ status: 'ok', read: 4, imported: 4, skipped: 0, deleted: 0, umfang: 'VOLL' });
    expect(listings).toHaveLength(4);
    for (const l of listings) expect(listingSchema.safeParse(l).success).toBe(true);
    const derived = listings.find((l) => l.objekttitel === 'Ohne Nummer')!;
    expect(derived.external_id).toMatch(/^auto-[0-9a-f]{12}$/);
    const note = doc.warnings.find((w) => w.index === 4 && /^no object number/.test(w.message))!;
    expect(note.key).toBe(derived.external_id);
    expect(note.message).toContain('anbieter anbieternr "FIX-1" + objekttitel "ohne nummer"');
    expect(note.message).toMatch(/a changed title will appear as a new listing$/);
  });

  it('derives the Bundesland from the postcode and fixes swapped coordinates', () => {
    const l = byExternal(listings, 'FX-100');
    expect(l.location).toMatchObject({
      plz: '1070',
      ort: 'Wien',
      bezirk: 'Neubau',
      wien_bezirk: 7,
      bundesland: 'wien',
      land: 'AT',
    });
    expect(l.location.lat).toBeCloseTo(48.2022);
    expect(l.location.lon).toBeCloseTo(16.349);
    expect(l.location).toMatchObject({ strasse: 'Neubaugasse', hausnummer: '8/2/11', address_published: true });
    const lienz = byExternal(listings, 'FX-101');
    expect(lienz.location.bundesland).toBe('tirol'); // 99xx is East Tyrol, the feed said Kärnten
    expect(lienz.location.strasse).toBeNull();
    const warnings = report.sources[0]!.documents[0]!.warnings.map((w) => w.message);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/bundesland "Niederösterreich" corrected to Wien/),
        expect.stringMatching(/bundesland "Kärnten" corrected to Tirol/),
        expect.stringMatching(/swapped/),
        expect.stringMatching(/wohnflaeche: "72,3" read as 72.3/),
        expect.stringMatching(/etage: "DG"/),
      ]),
    );
  });

  it('reads the Austrian price block, areas, floor and energy values', () => {
    const l = byExternal(listings, 'FX-100');
    expect(l).toMatchObject({
      vermarktungsart: 'KAUF',
      objektart: 'WOHNUNG',
      objektart_hauptgruppe: 'wohnung',
      objektart_untergruppe: 'DACHGESCHOSS',
    });
    expect(l.kaufpreis).toBe(450000);
    expect(l.kaltmiete).toBeNull();
    expect(l.preise).toMatchObject({
      kaufpreis_netto: 375000,
      kaufpreis_ust: 75000,
      betriebskosten: 247.5,
      provision_text: '3 % zzgl. 20 % USt.',
      stellplatz_preis: 28000,
    });
    expect(l.flaeche).toBe(72.3);
    expect(l).toMatchObject({
      zimmer: 3,
      schlafzimmer: 2,
      badezimmer: 1,
      etage: 5,
      etage_label: 'DG',
      anzahl_etagen: 6,
      baujahr: 1905,
      zustand: 'VOLL_SANIERT',
      alter: 'ALTBAU',
    });
    expect(l.energie).toMatchObject({ hwb: 45.6, hwb_klasse: 'B', fgee: 0.92, fgee_klasse: 'B', missing: false });
    expect(l.features).toEqual(
      expect.arrayContaining([
        'terrace',
        'lift',
        'underground_parking',
        'parking',
        'fitted_kitchen',
        'cellar',
        'barrier_free',
        'floor_heating',
      ]),
    );
    expect(l.features).not.toContain('fireplace'); // <kamin/> without value is not a yes
    expect(l.heizungsart).toEqual(['FUSSBODEN']);
    expect(l.befeuerung).toEqual(['LUFTWP']);
    expect(l.title_slug).toBe('dachgeschoss-mit-terrasse-neubau');
    expect(l.created_at).toBe('2025-12-01T00:00:00Z');
    expect(l.updated_at).toBe('2026-01-05T00:00:00Z');

    const rent = byExternal(listings, 'FX-101');
    expect(rent).toMatchObject({
      vermarktungsart: 'MIETE_PACHT',
      kaufpreis: null,
      kaltmiete: 1300,
      status: 'reserved',
      zimmer: 4.5,
      etage: 0,
      etage_label: 'EG',
    });
    expect(rent.preise).toMatchObject({
      hauptmietzins_ust: 130,
      betriebskosten: 275,
      gesamtmiete: 1705,
      kaution: 5115,
    });
    expect(rent.energie.missing).toBe(true);

    const plot = byExternal(listings, 'FX-102');
    expect(plot).toMatchObject({ status: 'sold', price_on_request: true, kaufpreis: null, objektart: 'GRUNDSTUECK' });
    expect(plot.energie.missing).toBe(false); // plots need no Energieausweis
    expect(plot.location).toMatchObject({ ort: 'Graz', bundesland: 'steiermark', coordinates_approximate: true });
  });

  it('sanitizes texts and keeps translations', () => {
    const l = byExternal(listings, 'FX-100');
    expect(l.objektbeschreibung).not.toMatch(/script|onclick|javascript:/);
    expect(l.objektbeschreibung).toContain(
      '<a href="https://example.at" rel="nofollow noopener" target="_blank">Plan</a>',
    );
    expect(l.lage).toBe('<p>Zentral im <strong>7. Bezirk</strong>.<br>U3 in 3 Minuten.</p>');
    expect(l.ausstatt_beschr).toBe('<p>Parkett<br>Fußbodenheizung</p><p>Einbauküche</p>');
    expect(l.objekttitel_translations).toEqual({ en: 'Attic flat with terrace' });
    expect(l.objektbeschreibung_translations.en).toBe('<p>Bright flat.</p>');
    expect(l.dreizeiler).toBe('72 m² · 3 Zimmer · Terrasse');
  });

  it('stores attachments: title image first, floor plan last, thumbnails, documents, logo', async () => {
    const l = byExternal(listings, 'FX-100');
    expect(l.images.map((i) => i.kind)).toEqual(['photo', 'photo', 'photo', 'floorplan']);
    expect(l.images[0]!.title).toBe('Haus');
    expect(l.images[2]!.url).toBe('https://cdn.example.at/x.jpg');
    expect(l.primary_image).toEqual({ url: l.images[0]!.url, thumbnail_url: l.images[0]!.thumbnail_url });
    expect(l.images[0]).toMatchObject({ width: 800, height: 600 });
    // the sync leaves the thumbnails to the media-thumbnails job
    const thumb = path.join(ws.data, l.images[0]!.thumbnail_url.replace(/^\//, ''));
    const made = await makeMissingThumbnails(ws.data);
    expect(made.made + made.present).toBeGreaterThan(0);
    expect(fs.existsSync(thumb)).toBe(true);
    expect(fs.existsSync(path.join(ws.data, l.images[0]!.url.replace(/^\//, '')))).toBe(true);
    expect(l.documents).toEqual([
      expect.objectContaining({ title: 'Energieausweis', energy_certificate: true, format: 'PDF' }),
    ]);
    expect(l.virtual_tour_url).toBe('https://tour.example.at/1');
    expect(l.agency).toMatchObject({
      id: 'FIX-1',
      name: 'Fixture Immobilien GmbH',
      impressum: 'Fixture Immobilien GmbH, Wien',
    });
    expect(l.agency.logo_url).toMatch(/^\/media\//);
    expect(l.contact).toMatchObject({ vorname: 'Anna', name: 'Huber', titel: 'Mag.', email: 'a.huber@fixture.at' });
    const warnings = report.sources[0]!.documents[0]!.warnings.map((w) => w.message);
    expect(warnings).toContain('attachment "bilder/fehlt.jpg" is not in the feed; left out');
  });

  it('writes a snapshot whose meta describes it', async () => {
    const snap = readSnapshot(ws.data, { validate: true });
    expect(snap.meta).toMatchObject({ counts: { properties: 4, projects: 0 } });
    expect(snap.meta!.sources[0]).toMatchObject({ key: 'fixture', status: 'imported', listings: 4 });
    const again = await ws.run();
    expect(again.sources[0]!.status).toBe('unchanged');
    expect(again.snapshot!.changed).toBe(false);
    expect(again.snapshot!.digest).toBe(snap.meta!.digest);
  });
});

describe('VOLL, TEIL and stable ids', () => {
  it('withdraws what a VOLL feed no longer sends, keeps ids, applies DELETE in any case', async () => {
    const ws = workspace();
    const dir = path.join(ws.feeds, 'agentur');
    putFixtureWithImages(dir);
    await ws.run();
    const first = readSnapshot(ws.data).properties;
    const id100 = byExternal(first, 'FX-100').id;

    // the next VOLL export only contains FX-100
    const xml = fs.readFileSync(FIXTURE, 'utf8');
    const onlyFirst = xml.replace(/<\/immobilie>\s*<immobilie>[\s\S]*<\/immobilie>/, '</immobilie>');
    fs.writeFileSync(path.join(dir, 'feed.xml'), onlyFirst);
    const r2 = await ws.run();
    expectAccounted(r2);
    expect(r2.sources[0]!.documents[0]!.withdrawn).toBe(3);
    const second = readSnapshot(ws.data).properties;
    expect(second.map((l) => l.external_id)).toEqual(['FX-100']);
    expect(second[0]!.id).toBe(id100);

    // a TEIL feed later in name order deletes it (lower-case aktionart as some exporters write it)
    fs.writeFileSync(
      path.join(dir, 'zz-teil.xml'),
      `<openimmo><uebertragung umfang="TEIL"/><anbieter><anbieternr>FIX-1</anbieternr><immobilie><verwaltung_techn><objektnr_extern>FX-100</objektnr_extern><aktion aktionart="delete"/></verwaltung_techn></immobilie></anbieter></openimmo>`,
    );
    const r3 = await ws.run();
    expectAccounted(r3);
    expect(r3.sources[0]!.documents[1]).toMatchObject({ umfang: 'TEIL', read: 1, deleted: 1 });
    expect(readSnapshot(ws.data).properties).toHaveLength(0);

    // and when it comes back, it gets its old id again
    fs.rmSync(path.join(dir, 'zz-teil.xml'));
    await ws.run();
    expect(byExternal(readSnapshot(ws.data).properties, 'FX-100').id).toBe(id100);
  });

  it('keeps the last good data of a source whose feed became unreadable', async () => {
    const ws = workspace();
    const dir = path.join(ws.feeds, 'agentur');
    putFixtureWithImages(dir);
    await ws.run();
    const xml = fs.readFileSync(FIXTURE, 'utf8');
    fs.writeFileSync(path.join(dir, 'feed.xml'), xml.slice(0, Math.floor(xml.length / 2))); // truncated download
    const r = await ws.run();
    expect(r.sources[0]).toMatchObject({ status: 'kept_previous', listings: 4 });
    expect(r.sources[0]!.documents[0]).toMatchObject({ status: 'failed' });
    expect(r.totals.failed_documents).toBe(1);
    expectAccounted(r);
    expect(readSnapshot(ws.data).properties).toHaveLength(4);

    // a broken ZIP in a new source: reported, nothing else affected
    fs.writeFileSync(path.join(ws.feeds, 'kaputt.zip'), Buffer.from('PK\u0003\u0004 not really a zip'));
    const r2 = await ws.run();
    expect(r2.sources.find((s) => s.key === 'kaputt')).toMatchObject({ status: 'failed', listings: 0 });
    expect(readSnapshot(ws.data).properties).toHaveLength(4);
  });

  it('a dry run reports without writing anything', async () => {
    const ws = workspace();
    putFixtureWithImages(path.join(ws.feeds, 'agentur'));
    const r = await ws.run({ dryRun: true });
    expect(r.snapshot).toMatchObject({ properties: 4, written: false });
    expect(fs.existsSync(ws.data)).toBe(false);
  });
});

describe('encodings and ZIPs', () => {
  const listingXml = (title: string, decl: string) =>
    `${decl}<openimmo><anbieter><firma>Test</firma><immobilie><objektkategorie><vermarktungsart KAUF="true"/><objektart><wohnung/></objektart></objektkategorie><geo><plz>1190</plz><ort>Wien</ort></geo><freitexte><objekttitel>${title}</objekttitel></freitexte><verwaltung_techn><objektnr_extern>E-1</objektnr_extern></verwaltung_techn></immobilie></anbieter></openimmo>`;

  it.each([
    [
      'ISO-8859-1, not declared',
      Buffer.from(listingXml('Schöne Wohnung in Döbling, Größe 50 m²', ''), 'latin1'),
      /not valid UTF-8/,
    ],
    [
      'ISO-8859-1, declared',
      Buffer.from(
        listingXml('Schöne Wohnung in Döbling, Größe 50 m²', '<?xml version="1.0" encoding="ISO-8859-1"?>'),
        'latin1',
      ),
      null,
    ],
    [
      'UTF-8 declared as ISO-8859-1',
      Buffer.from(
        listingXml('Schöne Wohnung in Döbling, Größe 50 m²', '<?xml version="1.0" encoding="iso-8859-1"?>'),
        'utf8',
      ),
      /bytes are UTF-8/,
    ],
    [
      'UTF-8 with BOM',
      Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from(listingXml('Schöne Wohnung in Döbling, Größe 50 m²', '<?xml version="1.0"?>')),
      ]),
      null,
    ],
  ])('%s', async (_name, bytes, note) => {
    const ws = workspace();
    fs.writeFileSync(path.join(ws.feeds, 'feed.xml'), bytes);
    const r = await ws.run();
    const [l] = readSnapshot(ws.data).properties;
    expect(l!.objekttitel).toBe('Schöne Wohnung in Döbling, Größe 50 m²');
    expect(l!.location.bezirk).toBe('Döbling');
    const fileWarnings = r.sources[0]!.documents[0]!.file_warnings.map((w) => w.message).join(' | ');
    if (note) expect(fileWarnings).toMatch(note);
  });

  it('reads a ZIP with images inside, matching attachment paths case-insensitively', async () => {
    const ws = workspace();
    const xml = fs.readFileSync(FIXTURE, 'utf8').replace('bilder/haus.jpg', 'Bilder/HAUS.JPG');
    fs.writeFileSync(
      path.join(ws.feeds, 'export.zip'),
      writeZip([
        { name: 'export/openimmo.xml', data: Buffer.from(xml) },
        { name: 'export/bilder/haus.jpg', data: jpeg },
        { name: 'export/bilder/kueche.jpg', data: jpeg },
        { name: 'export/bilder/plan.png', data: png },
        { name: 'export/logo.png', data: png },
        { name: 'export/ea.pdf', data: Buffer.from('%PDF-1.4') },
      ]),
    );
    const r = await ws.run();
    expectAccounted(r);
    expect(r.sources[0]!.documents[0]!.file).toBe('export.zip!export/openimmo.xml');
    const l = byExternal(readSnapshot(ws.data).properties, 'FX-100');
    expect(l.images.filter((i) => i.url.startsWith('/media/'))).toHaveLength(3);
    const thumb = path.join(ws.data, l.images[0]!.thumbnail_url.slice(1));
    expect(fs.existsSync(thumb)).toBe(false);
    // two distinct pictures: the photos are one JPEG, the plan and the logo one PNG
    expect(await makeMissingThumbnails(ws.data)).toMatchObject({ made: 2, failed: 0 });
    const meta = await sharp(thumb).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480 });
  });
});

describe('projects', () => {
  it('links units by external id, derives ranges, reports invalid files', async () => {
    const ws = workspace();
    putFixtureWithImages(path.join(ws.feeds, 'agentur'));
    fs.mkdirSync(path.join(ws.projects, 'images'));
    fs.writeFileSync(path.join(ws.projects, 'images', 'a.jpg'), jpeg);
    fs.writeFileSync(
      path.join(ws.projects, 'neubau.json'),
      JSON.stringify({
        name: 'Neubau Neubaugasse',
        developer: { name: 'Bauträger GmbH' },
        location: { plz: '1070', strasse: 'Neubaugasse', hausnummer: '8' },
        status: 'construction',
        completion_date: '2027-06',
        description: 'Zwölf Wohnungen.\n\nTiefgarage.',
        images: [{ path: 'images/a.jpg', title: 'Visualisierung' }],
        amenities: ['lift', 'underground_parking'],
        units: ['FX-100', 'FX-101', 'FX-999'],
      }),
    );
    fs.writeFileSync(
      path.join(ws.projects, 'kaputt.json'),
      JSON.stringify({ name: 'Ohne Status', developer: { name: 'X' }, location: { plz: '1010' } }),
    );
    const r = await ws.run();
    expect(r.projects.count).toBe(1);
    expect(r.projects.errors).toEqual([expect.stringMatching(/^kaputt\.json: status/)]);
    expect(r.projects.warnings.map((w) => w.message)).toEqual([
      expect.stringMatching(/1 of 3 unit\(s\) are not in the feeds/),
    ]);
    const { projects, properties } = readSnapshot(ws.data);
    const p = projects[0]!;
    expect(projectSchema.safeParse(p).success).toBe(true);
    expect(p).toMatchObject({
      slug: 'neubau',
      status: 'construction',
      unit_count: 3,
      units_available: 1,
      kaufpreis_range: { min: 450000, max: 450000 },
      // the total rent (Hauptmietzins, Betriebskosten and their VAT), as the unit's own page states it
      miete_range: { min: 1705, max: 1705 },
      flaeche_range: { min: 72.3, max: 120 },
      objektarten: ['HAUS', 'WOHNUNG'],
    });
    expect(p.location).toMatchObject({ bundesland: 'wien', bezirk: 'Neubau', lat: 48.2022 });
    expect(p.description).toBe('<p>Zwölf Wohnungen.</p><p>Tiefgarage.</p>');
    expect(p.primary_image?.thumbnail_url).toMatch(/^\/media\/t\//);
    expect(byExternal(properties, 'FX-100').project_id).toBe(p.id);
    expect(byExternal(properties, 'FX-102').project_id).toBeNull();
  });
});

describe('value repairs', () => {
  it.each([
    ['940.0', 940, false],
    ['72,3', 72.3, true],
    ['1.234,56', 1234.56, true],
    ['€ 250.000,-', 250000, true],
    ['1,234,567', 1234567, true],
    ['ca. 85 m²', 85, true],
    ['', null, false],
    ['auf Anfrage', null, true],
  ])('parseNumber(%j) = %j', (raw, expected, warns) => {
    const warnings: string[] = [];
    expect(parseNumber(raw, 'x', (w) => warnings.push(w))).toBe(expected);
    expect(warnings.length > 0).toBe(warns);
  });

  it.each([
    ['EG', 4, 0, 'EG'],
    ['2. OG', 4, 2, '2. OG'],
    ['2.OG', null, 2, '2. OG'],
    ['3. Stock', null, 3, '3. OG'],
    ['DG', 5, 4, 'DG'],
    ['DG', null, null, 'DG'],
    ['UG', null, -1, 'UG'],
    ['Hochparterre', null, 0, 'HP'],
    ['3', null, 3, '3. OG'],
    ['im Grünen', null, null, 'im Grünen'],
  ])('parseEtage(%j, %j)', (raw, total, etage, label) => {
    expect(parseEtage(raw, total, () => {})).toEqual({ etage, label });
  });

  it('turns plain text into paragraphs and drops empty markup', () => {
    expect(sanitizeText('Zeile 1\nZeile 2\n\nAbsatz <2>')).toBe('<p>Zeile 1<br>Zeile 2</p><p>Absatz &lt;2&gt;</p>');
    expect(sanitizeText('<p> </p><div></div>')).toBeNull();
    expect(sanitizeText('<img src=x onerror=alert(1)><b>fett</b>')).toBe('<p><strong>fett</strong></p>');
  });
});

/** The test's feed server listens on the loopback address, which an operator must name to be reachable. */
const LOCAL_FEED_SERVER = { maxBytes: 10_000_000, timeoutMs: 30_000, allowHosts: ['127.0.0.1'] };

describe('feeds from URLs (FEED_URLS)', () => {
  it('downloads, imports, and keeps the last good data when the server fails', async () => {
    let fail = false;
    const xml = fs.readFileSync(FIXTURE);
    const server = http.createServer((_req, res) => {
      if (fail) {
        res.writeHead(503).end('down');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/xml' }).end(xml);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/export/openimmo.xml`;
      const ws = workspace();
      const r1 = await ws.run({ urls: [url], downloads: LOCAL_FEED_SERVER });
      expect(r1.sources[0]).toMatchObject({ origin: 'url', status: 'imported', listings: 4 });
      // relative attachments of a downloaded XML cannot be fetched: reported, the listing still imports
      expect(
        r1.sources[0]!.documents[0]!.warnings.some((w) => /not in the feed|no files beside it/.test(w.message)),
      ).toBe(true);
      fail = true;
      const r2 = await ws.run({ urls: [url], downloads: LOCAL_FEED_SERVER });
      expect(r2.sources[0]).toMatchObject({ status: 'kept_previous', listings: 4 });
      expect(r2.sources[0]!.error).toMatch(/HTTP 503/);
      expect(readSnapshot(ws.data).properties).toHaveLength(4);
    } finally {
      server.close();
    }
  });
});

describe('feed URLs a stranger could steer', () => {
  async function feedServer(handler: http.RequestListener) {
    const server = http.createServer(handler);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    return { port, close: () => new Promise<void>((r) => server.close(() => r())) };
  }

  function leftovers(data: string): string[] {
    const dir = path.join(data, 'downloads');
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.tmp')) : [];
  }

  it('refuses a loopback address the operator did not name, and keeps the last good data', async () => {
    const xml = fs.readFileSync(FIXTURE);
    let hits = 0;
    const server = await feedServer((_req, res) => {
      hits++;
      res.writeHead(200).end(xml);
    });
    try {
      const ws = workspace();
      const url = `http://127.0.0.1:${server.port}/feed.xml`;
      await ws.run({ urls: [url], downloads: LOCAL_FEED_SERVER });
      const before = hits;
      const r = await ws.run({ urls: [url], downloads: { ...LOCAL_FEED_SERVER, allowHosts: [] } });
      expect(r.sources[0]).toMatchObject({ status: 'kept_previous', listings: 4 });
      expect(r.sources[0]!.error).toMatch(/not a public address/);
      expect(hits).toBe(before);
    } finally {
      await server.close();
    }
  });

  it('refuses a redirect to an internal address', async () => {
    const server = await feedServer((req, res) => {
      if (req.url === '/feed.xml') res.writeHead(307, { location: `http://127.0.0.1:${server.port}/admin` }).end();
      else res.writeHead(200).end('<openimmo/>');
    });
    try {
      const ws = workspace();
      // the operator named "localhost" (their feed server), not the address the redirect points at
      const r = await ws.run({
        urls: [`http://localhost:${server.port}/feed.xml`],
        downloads: { ...LOCAL_FEED_SERVER, allowHosts: ['localhost'] },
      });
      expect(r.sources[0]!.status).toBe('failed');
      expect(r.sources[0]!.error).toMatch(/127\.0\.0\.1 is not a public address/);
    } finally {
      await server.close();
    }
  });

  it('cuts off an answer beyond the size cap and leaves no temporary file', async () => {
    const server = await feedServer((_req, res) => {
      res.writeHead(200);
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const more = () => {
        while (sent < 4 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        res.end();
      };
      more();
    });
    try {
      const ws = workspace();
      const r = await ws.run({
        urls: [`http://127.0.0.1:${server.port}/huge.xml`],
        downloads: { ...LOCAL_FEED_SERVER, maxBytes: 256 * 1024 },
      });
      expect(r.sources[0]!.status).toBe('failed');
      expect(r.sources[0]!.error).toMatch(/exceeds 262144 bytes/);
      expect(leftovers(ws.data)).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('gives up on an answer that never completes, leaves no temporary file, and goes on with the other sources', async () => {
    const server = await feedServer((_req, res) => {
      // headers and one byte, then nothing: the answer can never complete
      res.writeHead(200);
      res.write('<');
    });
    try {
      const ws = workspace();
      putFixtureWithImages(path.join(ws.feeds, 'agentur'));
      const r = await ws.run({
        urls: [`http://127.0.0.1:${server.port}/slow.xml`],
        downloads: { ...LOCAL_FEED_SERVER, timeoutMs: 500 },
      });
      const url = r.sources.find((s) => s.origin === 'url')!;
      expect(url.status).toBe('failed');
      expect(url.error).toMatch(/no complete answer within/);
      expect(r.sources.find((s) => s.origin === 'feeds')).toMatchObject({ status: 'imported', listings: 4 });
      expect(leftovers(ws.data)).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('gives up on a feed that drips a byte at a time: the limit is for the whole answer, not between bytes', async () => {
    const xml = fs.readFileSync(FIXTURE);
    let dripped = 0;
    const server = await feedServer((_req, res) => {
      // a real feed, one byte every 20 ms: never a pause long enough for an idle timeout, done only after minutes
      const drip = () => {
        if (dripped >= xml.length) return void res.end();
        res.write(xml.subarray(dripped, ++dripped));
      };
      res.writeHead(200, { 'content-type': 'application/xml' });
      drip();
      const timer = setInterval(drip, 20);
      res.on('close', () => clearInterval(timer));
    });
    try {
      const ws = workspace();
      putFixtureWithImages(path.join(ws.feeds, 'agentur'));
      const r = await ws.run({
        urls: [`http://127.0.0.1:${server.port}/drip.xml`],
        downloads: { ...LOCAL_FEED_SERVER, timeoutMs: 1_000 },
      });
      const url = r.sources.find((s) => s.origin === 'url')!;
      expect(url.status).toBe('failed');
      expect(url.error).toMatch(/no complete answer within/);
      // the sync did not wait for the feed's last byte
      expect(dripped).toBeLessThan(xml.length);
      expect(r.sources.find((s) => s.origin === 'feeds')).toMatchObject({ status: 'imported', listings: 4 });
      expect(leftovers(ws.data)).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe('a source that disappears', () => {
  it('keeps its listings with an error until the operator forgets it', async () => {
    const ws = workspace();
    putFixtureWithImages(path.join(ws.feeds, 'agentur'));
    await ws.run();
    expect(readSnapshot(ws.data).properties).toHaveLength(4);
    // the folder vanishes (an unmounted volume): a dry run and a real run keep everything
    fs.rmSync(path.join(ws.feeds, 'agentur'), { recursive: true });
    const dry = await ws.run({ dryRun: true });
    expect(dry.sources[0]).toMatchObject({ key: 'agentur', status: 'kept_previous', listings: 4 });
    expect(dry.changes?.withdrawn).toBe(0);
    const kept = await ws.run();
    expect(kept.sources[0]!.error).toMatch(/source not found/);
    expect(readSnapshot(ws.data).properties).toHaveLength(4);
    // forgetting it by name withdraws its listings
    const forgotten = await ws.run({ forget: ['agentur'] });
    expect(forgotten.sources[0]).toMatchObject({ key: 'agentur', status: 'removed' });
    expect(readSnapshot(ws.data).properties).toHaveLength(0);
  });

  it('keeps everything when the whole feeds folder is gone and a feed URL answers 404, in the dry run too', async () => {
    let gone = false;
    const second = fs.readFileSync(path.resolve(__dirname, '../fixtures/openimmo/no-object-number.xml'));
    const server = http.createServer((_req, res) => {
      if (gone) res.writeHead(404).end('not found');
      else res.writeHead(200, { 'content-type': 'application/xml' }).end(second);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const ws = workspace();
      putFixtureWithImages(path.join(ws.feeds, 'agentur'));
      const urls = [`http://127.0.0.1:${(server.address() as AddressInfo).port}/export.xml`];
      const first = await ws.run({ urls, downloads: LOCAL_FEED_SERVER });
      expect(first.sources.map((s) => s.status)).toEqual(['imported', 'imported']);
      const all = readSnapshot(ws.data).properties.length;
      expect(all).toBeGreaterThan(4);
      // the volume is unmounted (no feeds folder at all) and the agency's export answers 404
      fs.rmSync(ws.feeds, { recursive: true });
      gone = true;
      for (const dryRun of [true, false]) {
        const r = await ws.run({ urls, downloads: LOCAL_FEED_SERVER, dryRun });
        expect(r.sources.map((s) => s.status).sort(), `dry run: ${dryRun}`).toEqual(['kept_previous', 'kept_previous']);
        expect(r.sources.find((s) => s.origin === 'url')!.error).toMatch(/HTTP 404/);
        expect(r.changes?.withdrawn, `dry run: ${dryRun}`).toBe(0);
        expect(r.snapshot?.properties).toBe(all);
      }
      expect(readSnapshot(ws.data).properties).toHaveLength(all);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
