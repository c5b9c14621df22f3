/**
 * The importer against hostile or broken input: a damaged image costs only that image, and the dry run reports
 * what the real run does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '~/import/sync';
import type { ImportReport } from '~/import/report';
import { readSnapshot } from '~/snapshot';
import { writeZip } from '../../scripts/lib/sample/zip-writer';

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

const feedXml = (...listings: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><openimmo><uebertragung umfang="VOLL"/><anbieter><firma>Test</firma>${listings.join('')}</anbieter></openimmo>`;

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
    fs.writeFileSync(path.join(ws.feeds, 'agentur-b', 'feed.xml'), feedXml(listingXml('B-1')));

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
      });
      expect(r.snapshot!.properties).toBe(2);
    }
    expect(outcome(dry)).toEqual(outcome(real));

    const props = readSnapshot(ws.data).properties;
    expect(props.map((p) => p.external_id).sort()).toEqual(['A-1', 'B-1']);
    const a = props.find((p) => p.external_id === 'A-1')!;
    expect(a.images).toHaveLength(1);
    expect(a.images[0]).toMatchObject({ width: 800, height: 600 });
    expect(fs.existsSync(path.join(ws.data, a.images[0]!.thumbnail_url.slice(1)))).toBe(true);
    expect(a.primary_image?.url).toBe(a.images[0]!.url);
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
    fs.writeFileSync(path.join(ws.feeds, 'agentur-b', 'feed.xml'), feedXml(listingXml('B-1')));
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
