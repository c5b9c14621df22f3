/**
 * Fuzzing the importer: a few hundred seeded mutations of the real feeds in ../shared/openimmo (skipped where that
 * folder is absent) and of the sample, each through the import `npm run sync` runs, with its pictures. No mutation
 * may make the import throw, and every listing it reads must be accounted for: imported, deleted or skipped with a
 * reason. The mutations are deterministic (one seed), so a failure names a case that can be run again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '~/import/sync';
import type { ImportReport } from '~/import/report';
import { readSnapshot } from '~/snapshot';
import { writeZip } from '../../src/sample/zip-writer';
import { generateSample } from '../../src/sample/generate';

const SHARED = path.resolve(__dirname, '../../../shared/openimmo');
const FIXTURE = path.resolve(__dirname, '../fixtures/openimmo/full-at.xml');
/** Mutations in all; spread over the feeds. */
const CASES = 400;
const SEED = 0x1badf00d;

interface FeedFile {
  path: string;
  data: Buffer;
}

/** A source as it lies in the feeds folder: loose files (XML with pictures beside it) or one ZIP. */
interface Base {
  name: string;
  container: 'zip' | 'dir';
  files: FeedFile[];
}

/** mulberry32: small, fast, and the same sequence everywhere. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick<T>(list: readonly T[]): T {
      return list[Math.floor(next() * list.length)]!;
    },
  };
}
type Rng = ReturnType<typeof rng>;

function unzip(buf: Buffer): Promise<FeedFile[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const out: FeedFile[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(out));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (e2, stream) => {
          if (e2 || !stream) return reject(e2 ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            out.push({ path: entry.fileName, data: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

function walkFiles(dir: string, rel = ''): FeedFile[] {
  const out: FeedFile[] = [];
  for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...walkFiles(dir, r));
    else if (!e.name.endsWith('.md')) out.push({ path: r, data: fs.readFileSync(path.join(dir, r)) });
  }
  return out;
}

// ------------------------------------------------------------------------------------------------------------
// Mutations. Each returns a description; the files are changed in place.
// ------------------------------------------------------------------------------------------------------------

const isXml = (f: FeedFile) => /\.xml$/i.test(f.path);
const isImage = (f: FeedFile) => /\.(jpe?g|png|gif|webp)$/i.test(f.path);

/** The element spans `<name …>…</name>` of a document (non-nested search is enough for mutating). */
function spans(text: string, name: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const re = new RegExp(`<${name}[\\s>][\\s\\S]*?</${name}>`, 'g');
  for (const m of text.matchAll(re)) out.push([m.index, m.index + m[0].length]);
  return out;
}

type XmlMutation = (xml: Buffer, r: Rng) => [Buffer, string];

const latin = (b: Buffer) => b.toString('latin1');
const fromLatin = (s: string) => Buffer.from(s, 'latin1');

const XML_MUTATIONS: Record<string, XmlMutation> = {
  truncate(xml, r) {
    const at = r.int(xml.length);
    return [xml.subarray(0, at), `cut at byte ${at}`];
  },
  flipBytes(xml, r) {
    const out = Buffer.from(xml);
    const n = 1 + r.int(12);
    for (let i = 0; i < n; i++) out[r.int(out.length)] ^= 1 + r.int(255);
    return [out, `${n} byte(s) flipped`];
  },
  deleteTag(xml, r) {
    const s = latin(xml);
    const tags = [...s.matchAll(/<\/?[A-Za-z_][\w.:-]*[^>]*>/g)];
    if (!tags.length) return [xml, 'no tag'];
    const m = r.pick(tags);
    return [fromLatin(s.slice(0, m.index) + s.slice(m.index + m[0].length)), `deleted ${m[0].slice(0, 40)}`];
  },
  wrongClosingTag(xml, r) {
    const s = latin(xml);
    const closes = [...s.matchAll(/<\/([A-Za-z_][\w.:-]*)>/g)];
    if (!closes.length) return [xml, 'no closing tag'];
    const m = r.pick(closes);
    return [fromLatin(s.slice(0, m.index) + `</${m[1]}x>` + s.slice(m.index + m[0].length)), `renamed </${m[1]}>`];
  },
  duplicateElement(xml, r) {
    const s = latin(xml);
    const name = r.pick(['immobilie', 'anbieter', 'objektkategorie', 'preise', 'anhang', 'verwaltung_techn', 'geo']);
    const found = spans(s, name);
    if (!found.length) return [xml, `no <${name}>`];
    const [a, b] = r.pick(found);
    const times = 1 + r.int(3);
    return [fromLatin(s.slice(0, b) + s.slice(a, b).repeat(times) + s.slice(b)), `<${name}> ×${times + 1}`];
  },
  hugeValue(xml, r) {
    const s = latin(xml);
    const name = r.pick(['objekttitel', 'objektbeschreibung', 'ort', 'kaufpreis', 'firma', 'anhangtitel', 'pfad']);
    const found = spans(s, name);
    const size = r.pick([70_000, 300_000, 1_500_000]);
    const filler = r.pick(['A', 'ü', '<b>x</b>', '&amp;', '9']).repeat(size / 4);
    if (!found.length)
      return [fromLatin(s.replace(/<immobilie>/, `<immobilie><zzz>${filler}</zzz>`)), `huge unknown element`];
    const [, b] = r.pick(found);
    const close = s.lastIndexOf('</', b - 1);
    return [fromLatin(s.slice(0, close) + filler + s.slice(close)), `<${name}> +${filler.length} chars`];
  },
  badNumbers(xml, r) {
    const s = latin(xml);
    const bad = ['1e309', '-0', 'NaN', '1.2.3', '99999999999999999999999', '-250000', '0x10', '١٢٣', '', ' ', '½'];
    let n = 0;
    const out = s.replace(/>(\s*-?\d+(?:[.,]\d+)?\s*)</g, (all) => {
      if (r.next() < 0.4) {
        n++;
        return `>${r.pick(bad)}<`;
      }
      return all;
    });
    return [fromLatin(out), `${n} number(s) replaced`];
  },
  badEncoding(xml, r) {
    const s = latin(xml);
    const variant = r.int(5);
    if (variant === 0)
      return [fromLatin(s.replace(/encoding="[^"]*"/i, 'encoding="EBCDIC-FANTASY"')), 'unknown declared encoding'];
    if (variant === 1) return [fromLatin(s.replace(/encoding="[^"]*"/i, 'encoding="UTF-16"')), 'declares UTF-16'];
    if (variant === 2) {
      const out = Buffer.from(xml);
      for (let i = 0; i < 20; i++) out[r.int(out.length)] = r.pick([0xc3, 0xe2, 0xff, 0x80, 0xfe]);
      return [out, 'invalid UTF-8 sequences'];
    }
    if (variant === 3) return [Buffer.concat([Buffer.from([0xfe, 0xff]), xml]), 'UTF-16 BOM before UTF-8 text'];
    const out = Buffer.from(xml);
    for (let i = 0; i < 5; i++) out[r.int(out.length)] = 0;
    return [out, 'NUL bytes'];
  },
  shuffleListings(xml, r) {
    const s = latin(xml);
    const found = spans(s, 'immobilie');
    if (found.length < 2) return [xml, 'fewer than two listings'];
    const [a, b] = r.pick(found);
    // a listing moved outside its provider, after the document's root
    return [fromLatin(s.slice(0, a) + s.slice(b) + s.slice(a, b)), 'a listing moved after the root'];
  },
};

async function brokenImage(image: Buffer, r: Rng): Promise<[Buffer, string]> {
  switch (r.int(6)) {
    case 0:
      return [image.subarray(0, Math.max(1, r.int(image.length))), 'truncated picture'];
    case 1:
      return [
        Buffer.concat([image.subarray(0, Math.min(image.length, 200)), Buffer.alloc(4000, 0x5a)]),
        'header + garbage',
      ];
    case 2:
      return [Buffer.from('<!doctype html><script>alert(1)</script>'), 'HTML as picture'];
    case 3:
      return [Buffer.alloc(0), 'empty picture'];
    case 4: {
      // A PNG whose header claims 100000 × 100000 pixels (a decompression bomb)
      const png = Buffer.from(
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
      );
      png.writeUInt32BE(100_000, 16);
      png.writeUInt32BE(100_000, 20);
      return [png, 'PNG claiming 10^10 pixels'];
    }
    default: {
      const out = Buffer.from(image);
      for (let i = 0; i < 30; i++) out[r.int(out.length)] ^= 0xff;
      return [out, 'picture with flipped bytes'];
    }
  }
}

// ------------------------------------------------------------------------------------------------------------

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'immoz-fuzz-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const bases: Base[] = [];

beforeAll(async () => {
  // The sample: its agencies' sources, as loose XML with pictures beside it or as ZIP.
  const sampleOut = path.join(root, 'sample-src');
  await generateSample({
    listings: 40,
    projects: 1,
    seed: 5,
    feedsOut: path.join(sampleOut, 'feeds'),
    projectsOut: path.join(sampleOut, 'projects'),
  });
  for (const agency of fs.readdirSync(path.join(sampleOut, 'feeds')).sort()) {
    const dir = path.join(sampleOut, 'feeds', agency);
    if (!fs.statSync(dir).isDirectory()) continue;
    const files = walkFiles(dir);
    const zip = files.find((f) => f.path.endsWith('.zip'));
    if (zip) bases.push({ name: `sample/${agency}`, container: 'zip', files: await unzip(zip.data) });
    else bases.push({ name: `sample/${agency}`, container: 'dir', files });
  }
  // The project's own fixture with its pictures.
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7fa0c0' } })
    .jpeg()
    .toBuffer();
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  bases.push({
    name: 'fixture/full-at.xml',
    container: 'dir',
    files: [
      { path: 'feed.xml', data: fs.readFileSync(FIXTURE) },
      { path: 'bilder/haus.jpg', data: jpeg },
      { path: 'bilder/kueche.jpg', data: jpeg },
      { path: 'bilder/plan.png', data: png },
      { path: 'logo.png', data: png },
      { path: 'ea.pdf', data: Buffer.from('%PDF-1.4\n% fixture\n') },
    ],
  });
  // The real feeds, where this machine has them.
  if (fs.existsSync(SHARED)) {
    for (const name of fs.readdirSync(SHARED).sort()) {
      const data = fs.readFileSync(path.join(SHARED, name));
      if (name.endsWith('.zip')) bases.push({ name, container: 'zip', files: await unzip(data) });
      else if (name.endsWith('.xml')) bases.push({ name, container: 'dir', files: [{ path: 'feed.xml', data }] });
    }
  }
}, 60_000);

/** Lays the source out in a fresh feeds folder; the ZIP itself may be damaged too. */
function layOut(base: Base, files: FeedFile[], r: Rng, notes: string[]): string {
  const feeds = fs.mkdtempSync(path.join(root, 'feeds-'));
  const dir = path.join(feeds, 'quelle');
  fs.mkdirSync(dir);
  if (base.container === 'zip') {
    let zip = writeZip(files.map((f) => ({ name: f.path, data: f.data })));
    if (r.next() < 0.08) {
      const variant = r.int(2);
      if (variant === 0) {
        zip = zip.subarray(0, r.int(zip.length));
        notes.push('ZIP cut short');
      } else {
        zip = Buffer.from(zip);
        for (let i = 0; i < 8; i++) zip[r.int(zip.length)] ^= 0xff;
        notes.push('ZIP bytes flipped');
      }
    }
    fs.writeFileSync(path.join(dir, 'export.zip'), zip);
  } else {
    for (const f of files) {
      fs.mkdirSync(path.dirname(path.join(dir, f.path)), { recursive: true });
      fs.writeFileSync(path.join(dir, f.path), f.data);
    }
  }
  return feeds;
}

/** Every listing read is imported, deleted or skipped with a reason; what was written is a valid snapshot. */
function checkAccounted(report: ImportReport, dataDir: string): string[] {
  const problems: string[] = [];
  for (const s of report.sources) {
    for (const d of s.documents) {
      if (d.read !== d.imported + d.deleted + d.skipped)
        problems.push(`${d.file}: read ${d.read} ≠ ${d.imported} + ${d.deleted} + ${d.skipped}`);
      if (d.skipped_listings.length < Math.min(d.skipped, 1)) problems.push(`${d.file}: skipped without a reason`);
      for (const x of d.skipped_listings) if (!x.message) problems.push(`${d.file}: listing ${x.index} no reason`);
      if (d.status === 'failed' && !d.error) problems.push(`${d.file}: failed without a reason`);
    }
    if ((s.status === 'failed' || s.status === 'kept_previous') && !s.error)
      problems.push(`${s.key}: ${s.status} without a reason`);
  }
  if (report.snapshot?.written) {
    const snap = readSnapshot(dataDir, { validate: true });
    if (snap.properties.length !== report.snapshot.properties) problems.push('snapshot count differs from report');
  }
  return problems;
}

describe('import fuzzing', () => {
  it(`${CASES} seeded mutations of the real feeds and the sample: no crash, every listing accounted for`, async () => {
    expect(bases.length).toBeGreaterThanOrEqual(3);
    const r = rng(SEED);
    const failures: string[] = [];
    const tally: Record<string, number> = {};
    // One data folder per feed: pictures decoded once stay known, as between two real syncs.
    const dataDirs = new Map<string, string>();
    let imported = 0;
    for (let i = 0; i < CASES; i++) {
      const base = bases[i % bases.length]!;
      const files = base.files.map((f) => ({ ...f }));
      const notes: string[] = [];
      const xmlFiles = files.filter(isXml);
      const images = files.filter(isImage);
      const rounds = 1 + (r.next() < 0.25 ? 1 : 0);
      for (let k = 0; k < rounds; k++) {
        if (images.length && r.next() < 0.2) {
          const target = r.pick(images);
          const [data, note] = await brokenImage(target.data, r);
          target.data = data;
          notes.push(`${target.path}: ${note}`);
          tally.brokenImage = (tally.brokenImage ?? 0) + 1;
        } else if (xmlFiles.length) {
          const target = r.pick(xmlFiles);
          const kind = r.pick(Object.keys(XML_MUTATIONS));
          const [data, note] = XML_MUTATIONS[kind]!(target.data, r);
          target.data = data;
          notes.push(`${target.path}: ${kind} (${note})`);
          tally[kind] = (tally[kind] ?? 0) + 1;
        }
      }
      const feeds = layOut(base, files, r, notes);
      let dataDir = dataDirs.get(base.name);
      if (!dataDir) {
        dataDir = fs.mkdtempSync(path.join(root, 'data-'));
        dataDirs.set(base.name, dataDir);
      }
      const label = `#${i} ${base.name}: ${notes.join('; ')}`;
      try {
        const report = await runImport({
          feedsDir: feeds,
          projectsDir: path.join(root, 'no-projects'),
          dataDir,
          urls: [],
          force: true,
          now: new Date(Date.UTC(2026, 10, 23, 12)),
        });
        for (const p of checkAccounted(report, dataDir)) failures.push(`${label}: ${p}`);
        imported += report.totals.imported;
      } catch (e) {
        failures.push(`${label}: threw ${(e as Error).stack ?? e}`);
      } finally {
        fs.rmSync(feeds, { recursive: true, force: true });
      }
    }
    expect(failures).toEqual([]);
    // Most mutations leave listings to import: the runs reached the mapping and the pictures, not only the parser.
    expect(imported).toBeGreaterThan(CASES);
    // Every kind of mutation was tried.
    for (const kind of [...Object.keys(XML_MUTATIONS), 'brokenImage']) expect(tally[kind], kind).toBeGreaterThan(0);
    // hundreds of imports: a machine busy with other work may take minutes; the limit only catches a hang
  }, 900_000);
});
