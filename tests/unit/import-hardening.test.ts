/**
 * The importer against hostile or broken input: a damaged image costs only that image, and the dry run reports
 * what the real run does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '~/import/sync';
import { makeMissingThumbnails } from '~/import/media';
import type { ImportReport } from '~/import/report';
import { readSnapshot } from '~/snapshot';
import { writeZip } from '../../src/sample/zip-writer';

const tmpRoots: string[] = [];
afterAll(() => {
  for (const d of tmpRoots) fs.rmSync(d, { recursive: true, force: true });
});

/** A workspace with a feeds folder, an empty projects folder and a data dir, all in a fresh temp dir. */
function workspace() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'immoz-harden-'));
  tmpRoots.push(root);
  const feeds = path.join(root, 'feeds');
  const projects = path.join(root, 'projects');
  const data = path.join(root, 'data');
  fs.mkdirSync(feeds, { recursive: true });
  fs.mkdirSync(projects, { recursive: true });
  const run = (extra: Parameters<typeof runImport>[0] = {}) =>
    runImport({ feedsDir: feeds, projectsDir: projects, dataDir: data, urls: [], ...extra });
  return { root, feeds, data, run };
}

const anhang = (pfad: string) =>
  `<anhang location="INTERN" gruppe="BILD"><format>jpg</format><daten><pfad>${pfad}</pfad></daten></anhang>`;

/** One listing (Wien, a flat for sale) with the given object number, title, images and extra freitexte. */
function listingXml(nr: string, opts: { images?: string[]; freitexte?: string; title?: string } = {}): string {
  const images = opts.images?.length ? `<anhaenge>${opts.images.map(anhang).join('')}</anhaenge>` : '';
  return `<immobilie><objektkategorie><vermarktungsart KAUF="true"/><objektart><wohnung/></objektart></objektkategorie><geo><plz>1190</plz><ort>Wien</ort></geo><preise><kaufpreis>250000</kaufpreis></preise><freitexte><objekttitel>${opts.title ?? `Wohnung ${nr}`}</objekttitel>${opts.freitexte ?? ''}</freitexte>${images}<verwaltung_techn><objektnr_extern>${nr}</objektnr_extern></verwaltung_techn></immobilie>`;
}

const feedXml = (...listings: string[]) => agencyFeedXml('Test', ...listings);
/** Another agency's full stock: a VOLL feed of the same agency in another source would withdraw the first one's. */
const agencyFeedXml = (firma: string, ...listings: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><openimmo><uebertragung umfang="VOLL"/><anbieter><firma>${firma}</firma>${listings.join('')}</anbieter></openimmo>`;

/** Counts and warnings of a report, without times and digests (which differ between a dry and a real run). */
function outcome(r: ImportReport) {
  return {
    totals: r.totals,
    sources: r.sources.map((s) => ({
      key: s.key,
      status: s.status,
      listings: s.listings,
      error: s.error,
      documents: s.documents.map((d) => ({
        file: d.file,
        status: d.status,
        read: d.read,
        imported: d.imported,
        skipped: d.skipped,
        warnings: d.warnings,
        file_warnings: d.file_warnings,
      })),
    })),
    properties: r.snapshot?.properties,
  };
}

let goodJpeg: Buffer;
beforeAll(async () => {
  // noise, so that the JPEG has real scan data to cut
  goodJpeg = await sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg()
    .toBuffer();
});

describe('a broken image', () => {
  it.each([
    ['a truncated JPEG', () => goodJpeg.subarray(0, Math.floor(goodJpeg.length / 2))],
    ['a JPEG header followed by garbage', () => Buffer.concat([goodJpeg.subarray(0, 700), Buffer.alloc(5000, 0x5a)])],
  ])('%s costs only that image, in the real run and the dry run alike', async (_name, badBytes) => {
    const ws = workspace();
    fs.mkdirSync(path.join(ws.feeds, 'agentur-a'));
    fs.writeFileSync(
      path.join(ws.feeds, 'agentur-a', 'export.zip'),
      writeZip([
        { name: 'openimmo.xml', data: Buffer.from(feedXml(listingXml('A-1', { images: ['gut.jpg', 'kaputt.jpg'] }))) },
        { name: 'gut.jpg', data: goodJpeg },
        { name: 'kaputt.jpg', data: badBytes() },
      ]),
    );
    fs.mkdirSync(path.join(ws.feeds, 'agentur-b'));
    fs.writeFileSync(path.join(ws.feeds, 'agentur-b', 'feed.xml'), agencyFeedXml('Test B', listingXml('B-1')));

    const dry = await ws.run({ dryRun: true });
    expect(fs.existsSync(ws.data)).toBe(false);
    const real = await ws.run();

    for (const r of [dry, real]) {
      expect(r.sources.map((s) => [s.key, s.status, s.listings])).toEqual([
        ['agentur-a', 'imported', 1],
        ['agentur-b', 'imported', 1],
      ]);
      const warnings = r.sources[0]!.documents[0]!.warnings;
      expect(warnings).toContainEqual({
        index: 1,
        key: 'A-1',
        message: 'attachment "kaputt.jpg" is not a readable image; left out',
        code: 'attachmentNotImage',
        params: { ref: 'kaputt.jpg' },
      });
      expect(r.snapshot!.properties).toBe(2);
    }
    expect(outcome(dry)).toEqual(outcome(real));

    const props = readSnapshot(ws.data).properties;
    expect(props.map((p) => p.external_id).sort()).toEqual(['A-1', 'B-1']);
    const a = props.find((p) => p.external_id === 'A-1')!;
    expect(a.images).toHaveLength(1);
    expect(a.images[0]).toMatchObject({ width: 800, height: 600 });
    expect(fs.existsSync(path.join(ws.data, a.images[0]!.url.slice(1)))).toBe(true);
    await makeMissingThumbnails(ws.data);
    expect(fs.existsSync(path.join(ws.data, a.images[0]!.thumbnail_url.slice(1)))).toBe(true);
    expect(a.primary_image?.url).toBe(a.images[0]!.url);
  });
});

describe('documents of a feed', () => {
  it('publishes PDFs and pictures judged by content; an .html, an .svg and HTML named .pdf are left out', async () => {
    const ws = workspace();
    const doc = (pfad: string, gruppe = 'DOKUMENTE', format = '') =>
      `<anhang location="INTERN" gruppe="${gruppe}">${format ? `<format>${format}</format>` : ''}<anhangtitel>${pfad}</anhangtitel><daten><pfad>${pfad}</pfad></daten></anhang>`;
    const xml = listingXml('D-1').replace(
      '<verwaltung_techn>',
      `<anhaenge>${[
        doc('expose.pdf', 'DOKUMENTE', 'pdf'),
        doc('phishing.html', 'DOKUMENTE', 'text/html'),
        doc('logo.svg', 'DOKUMENTE', 'image/svg+xml'),
        doc('falsch.pdf', 'DOKUMENTE', 'pdf'),
        doc('bild.svg', 'BILD', 'svg'),
        doc('seite.html', 'BILD'),
        doc('foto.jpg', 'BILD', 'jpg'),
      ].join('')}</anhaenge><verwaltung_techn>`,
    );
    const html = '<!doctype html><html><body><form action="https://evil.example">Login</form></body></html>';
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';
    fs.mkdirSync(path.join(ws.feeds, 'agentur-d'));
    fs.writeFileSync(
      path.join(ws.feeds, 'agentur-d', 'export.zip'),
      writeZip([
        { name: 'openimmo.xml', data: Buffer.from(feedXml(xml)) },
        { name: 'expose.pdf', data: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n') },
        { name: 'phishing.html', data: Buffer.from(html) },
        { name: 'logo.svg', data: Buffer.from(svg) },
        { name: 'falsch.pdf', data: Buffer.from(html) },
        { name: 'bild.svg', data: Buffer.from(svg) },
        { name: 'seite.html', data: Buffer.from(html) },
        { name: 'foto.jpg', data: goodJpeg },
      ]),
    );
    const report = await ws.run();
    const warnings = report.sources[0]!.documents[0]!.warnings.map((w) => w.message);
    for (const name of ['phishing.html', 'logo.svg', 'falsch.pdf'])
      expect(warnings).toContain(`attachment "${name}" is neither a PDF nor an image by its content; left out`);
    for (const name of ['bild.svg', 'seite.html'])
      expect(warnings).toContain(`attachment "${name}" is not a readable image; left out`);

    const [listing] = readSnapshot(ws.data).properties;
    expect(listing!.documents.map((d) => d.url)).toEqual([
      expect.stringMatching(/^\/media\/d\/[0-9a-f]{2}\/[0-9a-f]{20}\.pdf$/),
    ]);
    expect(listing!.images).toHaveLength(1);
    const stored: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true }))
        if (e.isDirectory()) walk(path.join(dir, e.name));
        else stored.push(e.name);
    };
    walk(path.join(ws.data, 'media'));
    expect(stored.filter((f) => !/\.(pdf|jpg|webp)$|^index\.json$/.test(f))).toEqual([]);
    for (const f of stored) expect(f).not.toMatch(/\.(html|svg)$/);
  });
});

describe('a wrong closing tag', () => {
  it('keeps the listings before it, warns naming the error, and withdraws nothing', async () => {
    const ws = workspace();
    const file = path.join(ws.feeds, 'agentur-x.xml');
    const five = (title: (n: number) => string) =>
      [1, 2, 3, 4, 5].map((n) => listingXml(`X-${n}`, { title: title(n) }));
    fs.writeFileSync(file, feedXml(...five((n) => `Wohnung ${n}`)));
    const first = await ws.run();
    expect(first.sources[0]!.listings).toBe(5);

    const listings = five((n) => `Neu ${n}`);
    listings[2] = listings[2]!.replace('Neu 3</objekttitel>', 'Neu 3</objekttitle>');
    fs.writeFileSync(file, feedXml(...listings));
    const report = await ws.run();
    const [source] = report.sources;
    const doc = source!.documents[0]!;
    expect(source!.status).toBe('imported');
    expect(doc.status).toBe('ok');
    expect(doc.read).toBe(doc.imported + doc.deleted + doc.skipped);
    expect(doc.imported).toBe(2);
    expect(doc.withdrawn).toBe(0);
    expect(doc.file_warnings.map((w) => w.message)).toContainEqual(
      expect.stringMatching(/^XML error \d+:\d+: unmatched closing tag: objekttitle\./),
    );
    expect(doc.skipped_listings[0]).toMatchObject({ index: 3, message: expect.stringContaining('objekttitle') });

    const titles = Object.fromEntries(readSnapshot(ws.data).properties.map((p) => [p.external_id, p.objekttitel]));
    expect(titles).toEqual({
      'X-1': 'Neu 1',
      'X-2': 'Neu 2',
      'X-3': 'Wohnung 3',
      'X-4': 'Wohnung 4',
      'X-5': 'Wohnung 5',
    });
  });

  it('imports the first two listings of a new feed whose third has a wrong closing tag', async () => {
    const ws = workspace();
    const listings = [1, 2, 3, 4].map((n) => listingXml(`Y-${n}`));
    listings[2] = listings[2]!.replace('</freitexte>', '</freitext>');
    fs.writeFileSync(path.join(ws.feeds, 'agentur-y.xml'), feedXml(...listings));
    const report = await ws.run();
    const doc = report.sources[0]!.documents[0]!;
    expect(doc.imported).toBe(2);
    expect(doc.file_warnings.some((w) => w.message.includes('unmatched closing tag: freitext.'))).toBe(true);
    expect(
      readSnapshot(ws.data)
        .properties.map((p) => p.external_id)
        .sort(),
    ).toEqual(['Y-1', 'Y-2']);
  });
});

describe('an unexpected failure in one source', () => {
  it('fails that source only; the others import and the snapshot is written', async () => {
    const ws = workspace();
    fs.mkdirSync(path.join(ws.feeds, 'agentur-a'));
    fs.writeFileSync(
      path.join(ws.feeds, 'agentur-a', 'export.zip'),
      writeZip([
        { name: 'openimmo.xml', data: Buffer.from(feedXml(listingXml('A-1', { images: ['gut.jpg'] }))) },
        { name: 'gut.jpg', data: goodJpeg },
      ]),
    );
    fs.mkdirSync(path.join(ws.feeds, 'agentur-b'));
    fs.writeFileSync(path.join(ws.feeds, 'agentur-b', 'feed.xml'), agencyFeedXml('Test B', listingXml('B-1')));
    // a file where the media store needs a folder: storing agentur-a's image fails with a write error
    fs.mkdirSync(path.join(ws.data, 'media'), { recursive: true });
    fs.writeFileSync(path.join(ws.data, 'media', 'o'), 'not a folder');

    const r = await ws.run();
    expect(r.sources.map((s) => [s.key, s.status])).toEqual([
      ['agentur-a', 'failed'],
      ['agentur-b', 'imported'],
    ]);
    expect(r.sources[0]!.error).toMatch(/^agentur-a\/export\.zip!openimmo\.xml: internal error: /);
    expect(readSnapshot(ws.data).properties.map((p) => p.external_id)).toEqual(['B-1']);
  });
});

describe('limits on texts', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `Wort${i}`).join(' ');

  it('cuts a text over its limit with a warning, keeping the HTML well-formed', async () => {
    const ws = workspace();
    const longHtml = `<p>${words(6000)}</p><p><b>${words(2000)}</b></p>`; // ~ 60,000 characters
    const xml = feedXml(
      listingXml('T-1', {
        freitexte: [
          `<dreizeiler>${words(500)}</dreizeiler>`,
          `<lage>${words(3000)}</lage>`,
          `<objektbeschreibung><![CDATA[${longHtml}]]></objektbeschreibung>`,
          `<objekt_text lang="en">${words(5000)}</objekt_text>`,
          '<sonstige_angaben>kurz</sonstige_angaben>',
        ].join(''),
      }),
    );
    fs.writeFileSync(path.join(ws.feeds, 'feed.xml'), xml);
    const r = await ws.run();
    const messages = r.sources[0]!.documents[0]!.warnings.map((w) => w.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'dreizeiler longer than 1000 characters; cut',
        'lage longer than 10000 characters; cut',
        'objektbeschreibung longer than 20000 characters; cut',
        'objektbeschreibung (en) longer than 20000 characters; cut',
      ]),
    );
    expect(messages.join(' ')).not.toMatch(/sonstige_angaben/);
    const [l] = readSnapshot(ws.data).properties;
    expect(l!.dreizeiler!.length).toBeLessThanOrEqual(1000);
    expect(l!.dreizeiler).toMatch(/^Wort0 Wort1 .* …$/);
    expect(l!.lage!.length).toBeLessThanOrEqual(10_100);
    expect(l!.objektbeschreibung!.length).toBeLessThanOrEqual(20_100);
    expect(l!.objektbeschreibung!.length).toBeGreaterThan(19_000);
    expect(l!.objektbeschreibung).toMatch(/^<p>Wort0 Wort1 /);
    expect(l!.objektbeschreibung).toMatch(/ …<\/p>$/);
    expect(l!.objektbeschreibung_translations.en!.length).toBeLessThanOrEqual(20_100);
    expect(l!.sonstige_angaben).toBe('<p>kurz</p>');
  });

  it('cuts names and the imprint of the agency and the contact, with a warning', async () => {
    const ws = workspace();
    const listing = listingXml('K-1').replace(
      '<verwaltung_techn>',
      `<kontaktperson><name>${words(100)}</name><email_direkt>makler@example.at</email_direkt></kontaktperson><verwaltung_techn>`,
    );
    fs.writeFileSync(
      path.join(ws.feeds, 'feed.xml'),
      feedXml(listing).replace(
        '<firma>Test</firma>',
        `<firma>Agentur ${words(100)}</firma><impressum>${words(1000)}</impressum>`,
      ),
    );
    const r = await ws.run();
    const doc = r.sources[0]!.documents[0]!;
    expect(doc.file_warnings.map((w) => w.message)).toEqual([
      'anbieter firma longer than 200 characters; cut',
      'anbieter impressum longer than 5000 characters; cut',
    ]);
    expect(doc.warnings.map((w) => w.message)).toContain('kontaktperson name longer than 200 characters; cut');
    const [l] = readSnapshot(ws.data).properties;
    expect(l!.agency.name.length).toBeLessThanOrEqual(200);
    expect(l!.agency.name).toMatch(/^Agentur Wort0 .* …$/);
    expect(l!.agency.impressum!.length).toBeLessThanOrEqual(5000);
    expect(l!.contact!.name!.length).toBeLessThanOrEqual(200);
    expect(l!.contact!.email).toBe('makler@example.at');
  });

  it('finds the text that saxes collects where the parser cuts it (a saxes upgrade must keep this)', () => {
    const parser = new SaxesParser();
    parser.on('text', () => {}); // saxes collects text only for a text handler, as the feed parser has one
    parser.write('<a>');
    for (let i = 0; i < 3; i++) parser.write('x'.repeat(1000));
    expect((parser as unknown as { text: string }).text.length).toBeGreaterThanOrEqual(2000);
  });

  it('cuts a text of megabytes while parsing, so it is never held whole', async () => {
    const ws = workspace();
    const huge = 'x'.repeat(3_000_000);
    fs.writeFileSync(
      path.join(ws.feeds, 'feed.xml'),
      feedXml(
        listingXml('T-2', { freitexte: `<objektbeschreibung>${huge}</objektbeschreibung>` }),
        listingXml('T-3', { freitexte: `<lage><![CDATA[${huge}]]></lage>` }),
      ),
    );
    const r = await ws.run();
    const doc = r.sources[0]!.documents[0]!;
    expect(doc).toMatchObject({ status: 'ok', imported: 2 });
    expect(doc.file_warnings.map((w) => w.message)).toContain('a text longer than 1000000 characters was cut there');
    const props = readSnapshot(ws.data).properties;
    expect(props.find((p) => p.external_id === 'T-2')!.objektbeschreibung!.length).toBeLessThanOrEqual(20_100);
    expect(props.find((p) => p.external_id === 'T-3')!.lage!.length).toBeLessThanOrEqual(10_100);
  });
});

describe('limits on ZIPs', () => {
  /** Rewrites the uncompressed size that the ZIP's central directory states for every entry. */
  function claimSize(zip: Buffer, size: number): Buffer {
    const out = Buffer.from(zip);
    for (let i = 0; i + 4 <= out.length; i++) {
      if (out.readUInt32LE(i) === 0x02014b50) out.writeUInt32LE(size, i + 24);
    }
    return out;
  }

  function twoSources(ws: ReturnType<typeof workspace>, zip: Buffer) {
    fs.mkdirSync(path.join(ws.feeds, 'agentur-a'));
    fs.writeFileSync(path.join(ws.feeds, 'agentur-a', 'export.zip'), zip);
    fs.mkdirSync(path.join(ws.feeds, 'agentur-b'));
    fs.writeFileSync(path.join(ws.feeds, 'agentur-b', 'feed.xml'), agencyFeedXml('Test B', listingXml('B-1')));
  }

  it('rejects an XML entry over 50 MB without reading it; the other sources import', async () => {
    const ws = workspace();
    const padding = `<!--${'a'.repeat(51 * 1024 * 1024)}-->`;
    const zip = writeZip([{ name: 'openimmo.xml', data: Buffer.from(feedXml(listingXml('A-1')) + padding) }]);
    expect(zip.length).toBeLessThan(1024 * 1024);
    twoSources(ws, zip);
    const r = await ws.run();
    expect(r.sources.map((s) => [s.key, s.status])).toEqual([
      ['agentur-a', 'failed'],
      ['agentur-b', 'imported'],
    ]);
    expect(r.sources[0]!.documents[0]).toMatchObject({
      status: 'failed',
      error: 'cannot read: openimmo.xml is larger than 50 MB; not read',
    });
  });

  it('stops reading an XML entry whose header understates its size', async () => {
    const ws = workspace();
    const padding = `<!--${'a'.repeat(2 * 1024 * 1024)}-->`;
    const zip = writeZip([{ name: 'openimmo.xml', data: Buffer.from(feedXml(listingXml('A-1')) + padding) }]);
    twoSources(ws, claimSize(zip, 1000));
    const r = await ws.run();
    expect(r.sources.map((s) => [s.key, s.status])).toEqual([
      ['agentur-a', 'failed'],
      ['agentur-b', 'imported'],
    ]);
    expect(r.sources[0]!.documents[0]!.error).toMatch(/^cannot read: /);
  });

  it('leaves out an image over 20 MB with a warning and keeps the listing', async () => {
    const ws = workspace();
    twoSources(
      ws,
      writeZip([
        { name: 'openimmo.xml', data: Buffer.from(feedXml(listingXml('A-1', { images: ['gut.jpg', 'riesig.jpg'] }))) },
        { name: 'gut.jpg', data: goodJpeg },
        { name: 'riesig.jpg', data: Buffer.concat([goodJpeg, Buffer.alloc(21 * 1024 * 1024)]), compress: true },
      ]),
    );
    const dry = await ws.run({ dryRun: true });
    const real = await ws.run();
    expect(outcome(dry)).toEqual(outcome(real));
    expect(real.sources.map((s) => [s.key, s.status, s.listings])).toEqual([
      ['agentur-a', 'imported', 1],
      ['agentur-b', 'imported', 1],
    ]);
    expect(real.sources[0]!.documents[0]!.warnings.map((w) => w.message)).toContain(
      'attachment "riesig.jpg" is larger than 20 MB; left out',
    );
    const a = readSnapshot(ws.data).properties.find((p) => p.external_id === 'A-1')!;
    expect(a.images).toHaveLength(1);
  });

  it('rejects a ZIP whose entries together expand to more than 1 GB', async () => {
    const ws = workspace();
    const zip = writeZip([
      { name: 'openimmo.xml', data: Buffer.from(feedXml(listingXml('A-1'))) },
      { name: 'a.jpg', data: goodJpeg, compress: true },
      { name: 'b.jpg', data: goodJpeg, compress: true },
    ]);
    twoSources(ws, claimSize(zip, 600 * 1024 * 1024));
    const r = await ws.run();
    expect(r.sources.map((s) => [s.key, s.status])).toEqual([
      ['agentur-a', 'failed'],
      ['agentur-b', 'imported'],
    ]);
    expect(r.sources[0]!.error).toBe(
      'agentur-a/export.zip: cannot open: the ZIP expands to more than 1024 MB; not read',
    );
  });
});

describe('source keys', () => {
  it('feed.xml and feed.zip side by side are two sources, both imported', async () => {
    const ws = workspace();
    fs.writeFileSync(path.join(ws.feeds, 'feed.xml'), feedXml(listingXml('X-1')));
    fs.writeFileSync(
      path.join(ws.feeds, 'feed.zip'),
      writeZip([{ name: 'openimmo.xml', data: Buffer.from(agencyFeedXml('Test Z', listingXml('Z-1'))) }]),
    );
    fs.writeFileSync(path.join(ws.feeds, 'einzeln.xml'), agencyFeedXml('Test E', listingXml('E-1')));
    const r = await ws.run();
    expect(r.sources.map((s) => [s.key, s.status, s.listings])).toEqual([
      ['einzeln', 'imported', 1],
      ['feed-xml', 'imported', 1],
      ['feed-zip', 'imported', 1],
    ]);
    expect(
      readSnapshot(ws.data)
        .properties.map((p) => p.external_id)
        .sort(),
    ).toEqual(['E-1', 'X-1', 'Z-1']);
  });
});
