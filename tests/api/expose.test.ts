/**
 * PDF exposés through the real API and a real headless Chromium: three listings with pictures written into the
 * test's data folder; the PDFs are read back with poppler (pdftotext, pdfimages, pdftoppm) and the QR codes
 * decoded with jsQR. Skipped with a clear line where no Chromium or no poppler is installed.
 */
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { execFileSync, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import jsQR from 'jsqr';
import { sql } from 'kysely';
import { describeApi, ENGINE, setupApi, type TestApi } from './helpers';
import { EXPOSE_PRINT, PRINTS_AT_ONCE, exposePrintJob } from '~/features/expose/jobs';
import { createExposeService } from '~/features/expose/service';
import { createListingReader } from '~/snapshot/reader';
import { openJobQueue } from '~/platform/queue/open-queue';
import type { JobDefinition } from '~/platform/queue/queue';
import { LANG_CODES } from '~/i18n/languages';
import { listingSchema, type Listing } from '~/domain/listing';
import { FALLBACK_RATES } from '~/domain/currency';
import { formatMoney, formatPrice } from '~/domain/format';
import { EXPOSE_TEMPLATES, EXPOSE_TOGGLES, exposeQuerySchema } from '~/domain/validation/expose';
import { resolveChromium } from '~/features/expose/engine';
import { makeListings } from '../unit/search-fixtures';
import { snapshotFiles } from '~/snapshot/paths';

const chromium = resolveChromium(process.env.CHROMIUM_PATH || undefined);
const poppler = spawnSync('pdftotext', ['-v']).status === 0;
if (!chromium) console.log('– exposé API tests skipped: no Chromium (set CHROMIUM_PATH or install chromium)');
if (!poppler) console.log('– exposé API tests skipped: pdftotext missing (install poppler-utils)');
const describeExpose = chromium && poppler ? describeApi : (name: string, fn: () => void) => describe.skip(name, fn);

const SITE = 'http://portal.test';
const TOUR = 'https://tour.example.com/rundgang/4711';

async function writeImage(dataDir: string, rel: string, w: number, h: number, hue: number): Promise<void> {
  const file = path.join(dataDir, 'media', rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const color = { r: (hue * 37) % 256, g: (hue * 91) % 256, b: (hue * 53) % 256 };
  const img = sharp({ create: { width: w, height: h, channels: 3, background: color } });
  await (rel.endsWith('.png') ? img.png() : img.jpeg({ quality: 80 })).toFile(file);
}

function fixtures(): Listing[] {
  const [a, b, c] = makeListings(3, 11);
  const photos = Array.from({ length: 12 }, (_, i) => ({
    url: `/media/o/p${i}.jpg`,
    thumbnail_url: `/media/o/p${i}.jpg`,
    kind: 'photo' as const,
    title: `Foto ${i + 1}`,
    width: 320,
    height: 200,
  }));
  const sale = listingSchema.parse({
    ...a,
    id: 101,
    objekttitel: 'Helle Dachgeschoßwohnung mit Blick über Wien',
    objekttitel_translations: { en: 'Bright attic flat overlooking Vienna', ar: 'شقة علوية مشرقة تطل على فيينا' },
    title_slug: 'helle-dachgeschosswohnung-mit-blick-ueber-wien',
    vermarktungsart: 'KAUF',
    objektart: 'WOHNUNG',
    objektart_hauptgruppe: 'wohnung',
    kaufpreis: 450000,
    kaltmiete: null,
    price_on_request: false,
    status: 'available',
    objektbeschreibung: '<p>Ruhige Lage, <strong>große</strong> Terrasse.</p>',
    energie: { ...a!.energie, hwb: 16.5, hwb_klasse: 'A', fgee: 0.72, fgee_klasse: 'A', missing: false },
    primary_image: { url: '/media/o/cover.jpg', thumbnail_url: '/media/o/cover.jpg' },
    images: [
      ...photos,
      { url: '/media/o/plan.png', thumbnail_url: '/media/o/plan.png', kind: 'floorplan', title: 'Grundriss' },
    ],
    virtual_tour_url: TOUR,
    agency: {
      ...a!.agency,
      name: 'Donau Immobilien GmbH',
      logo_url: '/media/o/logo.png',
      impressum: 'Donau Immobilien GmbH, FN 999x',
    },
    contact: {
      anrede: 'Frau',
      titel: 'Mag.',
      vorname: 'Eva',
      name: 'Berger',
      firma: 'Donau Immobilien GmbH',
      position: 'Maklerin',
      email: 'eva.berger@donau.example',
      telefon: '+43 1 555 12 12',
      mobil: null,
      photo_url: null,
    },
    project_id: null,
  });
  const rental = listingSchema.parse({
    ...b,
    id: 102,
    objekttitel: 'Büro im Zentrum',
    objekttitel_translations: {},
    title_slug: 'buero-im-zentrum',
    vermarktungsart: 'MIETE_PACHT',
    kaufpreis: null,
    kaltmiete: 1200,
    price_on_request: false,
    energie: { ...b!.energie, hwb: null, hwb_klasse: null, fgee: null, fgee_klasse: null },
    images: [
      ...photos.slice(0, 2),
      { url: '/media/o/huge.jpg', thumbnail_url: '/media/o/huge.jpg', kind: 'photo', width: 3000, height: 2000 },
    ],
    primary_image: { url: photos[0]!.url, thumbnail_url: photos[0]!.url },
    virtual_tour_url: null,
    project_id: null,
  });
  // Feed texts are sanitized at import; the print page runs no script even if one slipped through.
  const third = listingSchema.parse({
    ...c,
    id: 103,
    project_id: null,
    images: [],
    primary_image: null,
    objektbeschreibung: '<p>Ruhig.</p><script>document.body.textContent = "INJECTED"</script>',
  });
  return [sale, rental, third];
}

let api: TestApi;
const listings = fixtures();

function pdfText(pdf: Buffer, ...args: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expose-'));
  const file = path.join(dir, 'x.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', [...args, '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
/** The names of the fonts a PDF embeds, as pdffonts lists them (subset prefixes dropped). */
function pdfFonts(pdf: Buffer): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expose-'));
  const file = path.join(dir, 'x.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdffonts', [file], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .map((line) => line.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, ''))
      .filter(Boolean);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
/** Whitespace folded (prices use no-break spaces) and bidi marks dropped, so texts compare as written. */
const flat = (s: string) => s.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').replace(/\s+/g, ' ');

function imageSizes(pdf: Buffer): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expose-'));
  const file = path.join(dir, 'x.pdf');
  fs.writeFileSync(file, pdf);
  try {
    const out = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    return out
      .split('\n')
      .slice(2)
      .filter((l) => /\bimage\b/.test(l))
      .map((l) => {
        const cols = l.trim().split(/\s+/);
        return `${cols[3]}x${cols[4]}`;
      });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Every QR code found on the PDF's pages (one per page image; pages rendered at 150 dpi). */
async function qrCodes(pdf: Buffer): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expose-'));
  const file = path.join(dir, 'x.pdf');
  fs.writeFileSync(file, pdf);
  try {
    execFileSync('pdftoppm', ['-r', '150', '-png', file, path.join(dir, 'p')]);
    const found: string[] = [];
    for (const png of fs.readdirSync(dir).filter((f) => f.endsWith('.png'))) {
      const { data, info } = await sharp(path.join(dir, png)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
      if (code) found.push(code.data);
    }
    return found;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function getPdf(url: string) {
  const res = await api.call('GET', url);
  const buf = Buffer.from(
    await res.res
      .clone()
      .arrayBuffer()
      .catch(() => new ArrayBuffer(0)),
  );
  return { ...res, pdf: buf };
}

/** Prints waiting or running at most in this suite's API process (EXPOSE_PRINTS_WAITING). */
const PRINTS_WAITING = 6;

describeExpose('PDF exposé', () => {
  beforeAll(async () => {
    api = await setupApi({
      listings,
      // A fixed rate for the price in the visitor's currency (no ECB request in tests).
      overrides: {
        rates: {
          get: async () => ({
            rates: { ...FALLBACK_RATES, USD: 1.1 },
            live: false,
            date: null,
            fallback: [],
            fetchedAt: 0,
          }),
        },
      },
      env: {
        PUBLIC_SITE_URL: SITE,
        EXPOSE_PRINTS_WAITING: String(PRINTS_WAITING),
        ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
      },
    });
    // A snapshot meta as the importer writes it (the exposé reads the snapshot itself).
    fs.writeFileSync(
      snapshotFiles(api.dataDir).meta,
      JSON.stringify({
        generatedAt: new Date().toISOString(),
        digest: 'test-digest-1',
        counts: { properties: 3, projects: 0, byStatus: {}, byObjektart: {}, byVermarktungsart: {} },
        sources: [],
      }),
    );
    for (let i = 0; i < 12; i++) await writeImage(api.dataDir, `o/p${i}.jpg`, 320, 200, i + 1);
    await writeImage(api.dataDir, 'o/cover.jpg', 400, 250, 40);
    await writeImage(api.dataDir, 'o/plan.png', 300, 300, 50);
    await writeImage(api.dataDir, 'o/logo.png', 200, 80, 60);
    // A camera original: 3000 × 2000 of noise, several megabytes as JPEG.
    await sharp({
      create: {
        width: 3000,
        height: 2000,
        channels: 3,
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
        background: '#808080',
      },
    })
      .jpeg({ quality: 95 })
      .toFile(path.join(api.dataDir, 'media', 'o', 'huge.jpg'));
    await api.ctx.services.expose.engine.warm();
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  it('prints a German exposé: title, price, HWB and fGEE, file name from the title', async () => {
    const r = await getPdf('/api/expose/101.pdf?lang=de');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(r.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const cd = r.headers.get('content-disposition')!;
    expect(cd).toContain('attachment; filename="Expose 101 Helle Dachgeschosswohnung mit Blick ueber Wien.pdf"');
    expect(cd).toContain(
      `filename*=UTF-8''${encodeURIComponent('Expose 101 Helle Dachgeschoßwohnung mit Blick über Wien.pdf')}`,
    );
    const text = flat(pdfText(r.pdf));
    expect(text).toContain('Helle Dachgeschoßwohnung mit Blick über Wien');
    expect(text).toContain(flat(formatMoney(450000, 'EUR')!));
    expect(text).toContain('Kaufpreis');
    expect(text).toContain('16,5 kWh/m²a');
    expect(text).toContain('0,72');
    expect(text).toContain('Grunderwerbsteuer');
    expect(text).toContain('Mag. Eva Berger');
    expect(text).toContain('Angaben ohne Gewähr');
    expect(text).toContain('Provision: 3,57 % inkl. USt.');
  }, 60_000);

  it('prints the same listing in English with its translated title and English number format', async () => {
    const r = await getPdf('/api/expose/101.pdf?lang=en&template=professional');
    expect(r.status).toBe(200);
    const text = flat(pdfText(r.pdf));
    expect(text).toContain('Bright attic flat overlooking Vienna');
    expect(text).toContain('Purchase price');
    expect(text).toContain('16.5 kWh/m²a');
    expect(text).toContain(flat(formatMoney(450000, 'EUR', 'en')!));
    expect(text).toContain('All information without guarantee');
  }, 60_000);

  it("adds the price in the visitor's currency when it is not EUR", async () => {
    const r = await getPdf('/api/expose/101.pdf?lang=en&currency=USD');
    expect(r.status).toBe(200);
    const text = flat(pdfText(r.pdf));
    expect(text).toContain(flat(formatMoney(450000, 'EUR', 'en')!));
    expect(text).toContain(`approx. ${flat(formatPrice(450000, 'USD', { USD: 1.1 }, '', 'en'))}`);
  }, 60_000);

  it('holds at most the chosen number of pictures, besides title picture, floor plan and logo', async () => {
    for (const n of [3, 10]) {
      const r = await getPdf(`/api/expose/101.pdf?images=${n}&template=compact`);
      const sizes = imageSizes(r.pdf);
      // Chromium embeds a picture cropped to its box (object-fit: cover): photos keep one side of 320×200.
      const photos = sizes.filter((s) => /^320x|x200$/.test(s));
      expect(photos.length, `images=${n}: ${sizes.join(' ')}`).toBe(n);
      expect(sizes.filter((s) => /x250$|^400x/.test(s)).length, 'title picture').toBe(1);
      expect(sizes).toContain('300x300');
    }
    const off = await getPdf('/api/expose/101.pdf?images=3&floorplan=0&agent=0');
    const sizes = imageSizes(off.pdf);
    expect(sizes.filter((s) => /^320x|x200$/.test(s)).length).toBe(3);
    expect(sizes).not.toContain('300x300');
    expect(sizes.filter((s) => /x80$|^200x/.test(s))).toEqual([]);
  }, 60_000);

  it('has QR codes that decode to the listing page in the language, and to the tour', async () => {
    const listingOnly = await qrCodes((await getPdf('/api/expose/101.pdf?lang=en&tour=0')).pdf);
    expect(listingOnly).toEqual([`${SITE}/en/immobilien/101/helle-dachgeschosswohnung-mit-blick-ueber-wien`]);
    const tourOnly = await qrCodes((await getPdf('/api/expose/101.pdf?qr=0')).pdf);
    expect(tourOnly).toEqual([TOUR]);
  }, 60_000);

  it('writes Arabic in logical order, right to left', async () => {
    const r = await getPdf('/api/expose/101.pdf?lang=ar&template=luxury');
    expect(r.status).toBe(200);
    const text = flat(pdfText(r.pdf));
    expect(text).toContain('شقة علوية مشرقة تطل على فيينا');
    expect(text).toContain('سعر الشراء');
    expect(text).toContain('المعلومات دون ضمان');
  }, 60_000);

  it('sets Persian, Chinese and Japanese labels as text (fonts embedded, nothing drawn as pictures)', async () => {
    for (const lang of ['fa', 'zh', 'ja']) {
      const messages = JSON.parse(fs.readFileSync(path.join('locales', `${lang}.json`), 'utf8'));
      const r = await getPdf(`/api/expose/101.pdf?lang=${lang}&template=compact&images=3`);
      expect(r.status).toBe(200);
      const text = flat(pdfText(r.pdf));
      expect(text, lang).toContain(messages.search.detail.purchasePrice);
      // Headings, not sentences: pdftotext splits the lam-alef ligature and reorders full stops in Persian.
      expect(text, lang).toContain(messages.expose.pdf.contactAndLinks);
    }
  }, 60_000);

  it('sets Chinese and Japanese, running header and footer included, in the inlined range fonts', async () => {
    for (const [lang, family] of [
      ['ja', 'NotoSansJP'],
      ['zh', 'NotoSansSC'],
    ] as const) {
      const r = await getPdf(`/api/expose/101.pdf?lang=${lang}&template=luxury&images=3`);
      expect(r.status).toBe(200);
      const fonts = pdfFonts(r.pdf);
      expect(
        fonts.some((f) => f.includes(family)),
        lang,
      ).toBe(true);
      // The system's CJK collections cost the print process about 110 MB a print; they must not be reached for.
      expect(
        fonts.filter((f) => /CJK/.test(f)),
        lang,
      ).toEqual([]);
    }
    const german = pdfFonts((await getPdf('/api/expose/101.pdf?template=luxury&images=3')).pdf);
    expect(german.filter((f) => /CJK|NotoSans(JP|SC)/.test(f))).toEqual([]);
  }, 60_000);

  it('runs no script from a listing text', async () => {
    const r = await getPdf('/api/expose/103.pdf');
    expect(r.status).toBe(200);
    const text = flat(pdfText(r.pdf));
    expect(text).toContain('Ruhig.');
    expect(text).not.toContain('INJECTED');
  }, 60_000);

  it('says so when the feed gives no energy certificate, and shows the rent breakdown for a rental', async () => {
    const r = await getPdf('/api/expose/102.pdf?template=modern');
    const text = flat(pdfText(r.pdf));
    expect(text).toContain('keinen Energieausweis angegeben');
    expect(text).toContain('Hauptmietzins');
    expect(text).toContain('Monatliche Gesamtmiete');
    expect(text).not.toContain('Grunderwerbsteuer');
  }, 60_000);

  it('scales a large original down for print', async () => {
    const original = fs.statSync(path.join(api.dataDir, 'media', 'o', 'huge.jpg')).size;
    const r = await getPdf('/api/expose/102.pdf?images=3');
    expect(r.status).toBe(200);
    expect(imageSizes(r.pdf).some((s) => s.startsWith('1600x'))).toBe(true);
    expect(imageSizes(r.pdf).some((s) => s.startsWith('3000x'))).toBe(false);
    expect(r.pdf.length).toBeLessThan(original);
  }, 60_000);

  it('prints the same exposé once when it is asked for twice at the same time', async () => {
    const print = vi.spyOn(api.ctx.services.expose.engine, 'print');
    try {
      const url = '/api/expose/101.pdf?template=compact&lang=it&images=3';
      const [a, b] = await Promise.all([getPdf(url), getPdf(url)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.pdf.equals(b.pdf)).toBe(true);
      expect(print).toHaveBeenCalledTimes(1);
    } finally {
      print.mockRestore();
    }
  }, 60_000);

  /** The print queue's jobs, in the engine's own words (the embedded table's states, or pg-boss's). */
  async function printJobs(): Promise<string[]> {
    if (ENGINE === 'sqlite') {
      const rows = await api.ctx.database.db
        .selectFrom('jobs')
        .select('state')
        .where('queue', '=', EXPOSE_PRINT)
        .execute();
      return rows.map((r) => r.state);
    }
    const { rows } = await sql<{ state: string }>`
      select state from ${sql.table(`${api.schema}_jobs.job`)} where name = ${EXPOSE_PRINT}`.execute(
      api.ctx.database.db,
    );
    return rows.map((r) => r.state);
  }

  it('prints through the job queue, one at a time in a process', async () => {
    const engine = api.ctx.services.expose.engine;
    const real = engine.print.bind(engine);
    let running = 0;
    let peak = 0;
    const print = vi.spyOn(engine, 'print').mockImplementation(async (job) => {
      running++;
      peak = Math.max(peak, running);
      try {
        return await real(job);
      } finally {
        running--;
      }
    });
    const before = (await printJobs()).length;
    try {
      const langs = ['fr', 'es', 'nl', 'pl', 'sv'];
      const results = await Promise.all(langs.map((lang) => getPdf(`/api/expose/102.pdf?lang=${lang}&images=3`)));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect(results.every((r) => r.pdf.subarray(0, 5).toString() === '%PDF-')).toBe(true);
      expect(print).toHaveBeenCalledTimes(5);
      expect(peak).toBe(PRINTS_AT_ONCE);
      expect(PRINTS_AT_ONCE).toBe(1);
    } finally {
      print.mockRestore();
    }
    // A job is marked done just after its PDF is handed over: wait for the queue's books to catch up.
    const finished = ENGINE === 'sqlite' ? 'done' : 'completed';
    await vi.waitFor(
      async () => {
        const jobs = await printJobs();
        expect(jobs.length - before).toBe(5);
        expect(jobs.filter((state) => state === finished).length).toBeGreaterThanOrEqual(5);
      },
      { timeout: 30_000, interval: 100 },
    );
  }, 90_000);

  it('hands over a PDF printed by another process through the shared cache', async () => {
    // A second API process on the same database and data folder: its own browser and print worker.
    const other = createExposeService({
      listings: createListingReader({ dataDir: api.dataDir }),
      dataDir: api.dataDir,
      siteUrl: api.config.siteUrl,
      localesDir: api.config.localesDir,
      chromiumPath: api.config.chromiumPath,
      brand: api.config.officeName,
      now: Date.now,
      rates: api.ctx.services.rates,
      openPrintQueue: () =>
        openJobQueue({
          database: api.ctx.database,
          definitions: [exposePrintJob as JobDefinition],
          databaseUrl: api.config.databaseUrl,
          pgBossSchema: api.schema ? `${api.schema}_jobs` : api.config.pgBossSchema,
          concurrency: PRINTS_AT_ONCE,
          wakeOnEnqueue: true,
          pollMs: 500,
        }),
    });
    const here = api.ctx.services.expose.engine;
    const there = other.engine;
    // The first print, in whichever process takes it, is held: the next job can then only be taken by the other
    // process, and it is asked for through the held one, which must find the PDF in the shared cache.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldIn: typeof here | null = null;
    let started!: () => void;
    const busy = new Promise<void>((resolve) => (started = resolve));
    const hold = (engine: typeof here) => {
      const real = engine.print.bind(engine);
      return vi.spyOn(engine, 'print').mockImplementation(async (job) => {
        if (!heldIn) {
          heldIn = engine;
          started();
          await held;
        }
        return real(job);
      });
    };
    try {
      // The other process's worker starts with its first exposé: it then works the shared queue.
      const warmUp = await other.create(listings[1]!, exposeQuerySchema(LANG_CODES).parse({ lang: 'it', images: '3' }));
      expect(warmUp.pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const printHere = hold(here);
      const printThere = hold(there);
      const first = getPdf('/api/expose/101.pdf?lang=pt&images=3');
      await busy;
      const options = exposeQuerySchema(LANG_CODES).parse({ lang: 'nl', images: '3' });
      const second =
        heldIn === here
          ? (await getPdf('/api/expose/101.pdf?lang=nl&images=3')).pdf
          : (await other.create(listings[0]!, options)).pdf;
      expect(flat(pdfText(second))).toContain('Helle Dachgeschoßwohnung');
      // Printed once, by the process that was free; the held one printed only its first.
      const [busyPrints, freePrints] = heldIn === here ? [printHere, printThere] : [printThere, printHere];
      expect(freePrints).toHaveBeenCalledTimes(1);
      expect(busyPrints).toHaveBeenCalledTimes(1);
      release();
      expect((await first).status).toBe(200);
      expect(busyPrints).toHaveBeenCalledTimes(1);
    } finally {
      release();
      vi.restoreAllMocks();
      await other.close();
    }
  }, 90_000);

  it('answers a print that fails with the translated server error, tried twice', async () => {
    const print = vi.spyOn(api.ctx.services.expose.engine, 'print').mockRejectedValue(new Error('the browser crashed'));
    try {
      const r = await api.call('GET', '/api/expose/101.pdf?template=professional&lang=ru&images=3');
      expect(r.status).toBe(500);
      const ru = JSON.parse(fs.readFileSync(path.join('locales', 'ru.json'), 'utf8'));
      expect(r.body.message).toBe(ru.expose.error.server);
      expect(print).toHaveBeenCalledTimes(2);
    } finally {
      print.mockRestore();
    }
    // The next request prints anew instead of waiting on the failed job.
    const again = await getPdf('/api/expose/101.pdf?template=professional&lang=ru&images=3');
    expect(again.status).toBe(200);
    expect(again.headers.get('x-expose-cache')).toBe('miss');
  }, 60_000);

  /**
   * engine.print held until `release()`: `started` counts the prints begun, `first` resolves when one is. The PDF
   * is a stand-in, so these tests' options (all parts off, in dollars) are removed from the cache afterwards.
   */
  function holdPrints() {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let begun!: () => void;
    const first = new Promise<void>((resolve) => (begun = resolve));
    const counter = { started: 0 };
    const spy = vi.spyOn(api.ctx.services.expose.engine, 'print').mockImplementation(async () => {
      counter.started++;
      begun();
      await held;
      return Buffer.from('%PDF-1.7 stand-in');
    });
    return { counter, first, release, restore: () => spy.mockRestore() };
  }
  const partsOff = 'qr=0&floorplan=0&energy=0&tour=0&agent=0&currency=USD';
  const ask = async (query: string, ip: string, signal?: AbortSignal): Promise<Response> =>
    api.app.request(
      `/api/expose/101.pdf?${partsOff}&${query}`,
      { headers: { 'X-Requested-With': 'XMLHttpRequest' }, ...(signal ? { signal } : {}) },
      { clientAddress: ip },
    );

  it('answers 503 with Retry-After at once when the prints are full, and prints only those it took', async () => {
    const hold = holdPrints();
    let requests: Promise<Response>[] = [];
    try {
      const langs = ['en', 'fr', 'es', 'it', 'nl', 'pl', 'pt', 'sv', 'tr'];
      const settled: [string, Response][] = [];
      let refusedAll!: () => void;
      const threeRefused = new Promise<void>((resolve) => (refusedAll = resolve));
      requests = langs.map((lang, i) =>
        ask(`lang=${lang}&template=compact`, `203.0.113.${60 + i}`).then((res) => {
          settled.push([lang, res]);
          if (settled.length === langs.length - PRINTS_WAITING) refusedAll();
          return res;
        }),
      );
      await hold.first;
      // While the first print is held, the requests beyond PRINTS_WAITING are answered, the others wait.
      await threeRefused;
      expect(api.ctx.services.expose.pending()).toBe(PRINTS_WAITING);
      for (const [lang, res] of settled) {
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('30');
        const strings = JSON.parse(fs.readFileSync(path.join('locales', `${lang}.json`), 'utf8'));
        expect(((await res.json()) as { message: string }).message).toBe(strings.expose.error.busy);
      }
      hold.release();
      const all = await Promise.all(requests);
      expect(all.filter((r) => r.status === 200)).toHaveLength(PRINTS_WAITING);
      expect(hold.counter.started).toBe(PRINTS_WAITING);
    } finally {
      hold.release();
      await Promise.allSettled(requests);
      hold.restore();
      fs.rmSync(api.ctx.services.expose.cache.dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('drops a queued print whose request went away, and keeps one another request still waits for', async () => {
    const hold = holdPrints();
    const jobsBefore = (await printJobs()).length;
    const requests: Promise<Response>[] = [];
    try {
      const a = ask('lang=ja&template=compact', '203.0.113.80');
      await hold.first;
      // B waits behind A alone; C is asked for twice.
      const bGone = new AbortController();
      const b = ask('lang=zh&template=compact', '203.0.113.81', bGone.signal);
      const c1Gone = new AbortController();
      const c1 = ask('lang=ru&template=compact', '203.0.113.82', c1Gone.signal);
      const c2 = ask('lang=ru&template=compact', '203.0.113.83');
      requests.push(a, b, c1, c2);
      // Both jobs are in the queue (B's and the one for C) before their requests go.
      await vi.waitFor(async () => expect((await printJobs()).length - jobsBefore).toBe(3), {
        timeout: 20_000,
        interval: 50,
      });
      bGone.abort();
      c1Gone.abort();
      expect((await b).status).toBe(503);
      expect((await c1).status).toBe(503);
      hold.release();
      expect((await a).status).toBe(200);
      expect((await c2).status).toBe(200);
      // Jobs run in order: B's was taken (and dropped) before C's was printed.
      expect(hold.counter.started).toBe(2);
    } finally {
      hold.release();
      await Promise.allSettled(requests);
      hold.restore();
      fs.rmSync(api.ctx.services.expose.cache.dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('says whether exposés are available', async () => {
    const r = await api.call('GET', '/api/expose/status');
    expect(r.body).toEqual({ success: true, available: true, message: null });
  });

  // How fast a cached copy comes is measured by npm run bench:expose (target ≤ 50 ms), not here.
  it('answers a repeated request from the cache, without printing again', async () => {
    const url = '/api/expose/101.pdf?template=luxury&lang=de&images=15';
    const first = await getPdf(url);
    const print = vi.spyOn(api.ctx.services.expose.engine, 'print');
    try {
      for (let i = 0; i < 5; i++) {
        const again = await getPdf(url);
        expect(again.headers.get('x-expose-cache')).toBe('hit');
        expect(again.pdf.equals(first.pdf)).toBe(true);
      }
      expect(print).not.toHaveBeenCalled();
    } finally {
      print.mockRestore();
    }
  }, 60_000);

  it('limits the prints per address; copies from the cache do not count', async () => {
    const before = api.config.rateLimits.exposePrintsPerIp;
    api.config.rateLimits.exposePrintsPerIp = { limit: 1, windowMs: 3_600_000 };
    try {
      const ip = '203.0.113.77';
      const first = '/api/expose/101.pdf?template=compact&images=3&qr=0&agent=0&tour=0&lang=it';
      expect((await api.call('GET', first, { ip })).status).toBe(200);
      const copy = await api.call('GET', first, { ip });
      expect(copy.status).toBe(200);
      expect(copy.headers.get('x-expose-cache')).toBe('hit');
      const other = await api.call('GET', '/api/expose/101.pdf?template=compact&images=20&qr=0&agent=0&lang=it', {
        ip,
      });
      expect(other.status).toBe(429);
      expect(Number(other.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      api.config.rateLimits.exposePrintsPerIp = before;
    }
  }, 60_000);

  it('refuses bad options with 422 and translated field errors', async () => {
    const de = await api.call('GET', '/api/expose/101.pdf?template=fancy&images=7&qr=yes');
    expect(de.status).toBe(422);
    expect(de.body.message).toBe('Bitte überprüfen Sie Ihre Eingaben.');
    expect(de.body.errors.template).toEqual([
      'Bitte wählen Sie eine der Vorlagen Modern, Professionell, Luxus oder Kompakt.',
    ]);
    expect(de.body.errors.images).toEqual(['Bitte wählen Sie 3, 10, 15 oder 20 Bilder.']);
    expect(de.body.errors.qr).toEqual(['Erlaubt sind nur 0 (aus) oder 1 (ein).']);
    const en = await api.call('GET', '/api/expose/101.pdf?lang=en&images=7');
    expect(en.status).toBe(422);
    expect(en.body.errors.images).toEqual(['Please choose 3, 10, 15 or 20 pictures.']);
    const currency = await api.call('GET', '/api/expose/101.pdf?currency=XYZ');
    expect(currency.body.errors.currency).toEqual(['Diese Währung wird nicht unterstützt.']);
    const lang = await api.call('GET', '/api/expose/101.pdf?lang=xx');
    expect(lang.status).toBe(422);
    expect(lang.body.errors.lang).toEqual(['Diese Sprache wird nicht unterstützt.']);
  });

  it('answers 404 for an unknown listing or an address without id', async () => {
    expect((await api.call('GET', '/api/expose/999.pdf')).status).toBe(404);
    expect((await api.call('GET', '/api/expose/abc.pdf')).status).toBe(404);
    expect((await api.call('GET', '/api/expose/101')).status).toBe(404);
  });

  // Last in this block: its 48 prints would use up the per-address budget of the tests after it.
  // Every pair of parts meets in each of its four states (both in, both out, one without the other) in these
  // masks: all out, all in, each part alone and each part left out; so a part that hid or showed another is
  // caught without printing all 32 combinations per template (128 prints took over five minutes on a busy machine).
  const all = 2 ** EXPOSE_TOGGLES.length - 1;
  const masks = [0, all, ...EXPOSE_TOGGLES.map((_, i) => 1 << i), ...EXPOSE_TOGGLES.map((_, i) => all & ~(1 << i))];
  it('renders every template with each part in and out, every pair of parts in all four states', async () => {
    const before = api.config.rateLimits.exposePrintsPerIp;
    api.config.rateLimits.exposePrintsPerIp = { limit: 1_000, windowMs: 3_600_000 };
    try {
      for (const template of EXPOSE_TEMPLATES) {
        for (const mask of masks) {
          const on = (part: (typeof EXPOSE_TOGGLES)[number]) => ((mask >> EXPOSE_TOGGLES.indexOf(part)) & 1) === 1;
          const parts = EXPOSE_TOGGLES.map((part) => `${part}=${on(part) ? 1 : 0}`).join('&');
          const r = await getPdf(`/api/expose/101.pdf?template=${template}&${parts}&images=${mask % 2 ? 20 : 3}`);
          expect(r.status, `${template} ${parts}`).toBe(200);
          const text = flat(pdfText(r.pdf));
          expect(text.includes('Mag. Eva Berger'), `${template} ${parts}: agent`).toBe(on('agent'));
          expect(text.includes('16,5 kWh/m²a'), `${template} ${parts}: energy`).toBe(on('energy'));
          expect(text, `${template} ${parts}`).toContain('Angaben ohne Gewähr');
        }
        // A listing without pictures, plan, tour or energy figures, in Japanese.
        const bare = await getPdf(`/api/expose/103.pdf?template=${template}&lang=ja`);
        expect(bare.status, `${template} 103`).toBe(200);
      }
    } finally {
      api.config.rateLimits.exposePrintsPerIp = before;
    }
  }, 900_000);
});

describeApi('PDF exposé without a browser', () => {
  it('answers 503 with a translated message', async () => {
    const noBrowser = await setupApi({ listings, env: { CHROMIUM_PATH: '/nonexistent/chromium' } });
    try {
      fs.writeFileSync(
        snapshotFiles(noBrowser.dataDir).meta,
        JSON.stringify({
          generatedAt: new Date().toISOString(),
          digest: 'd',
          counts: { properties: 3, projects: 0, byStatus: {}, byObjektart: {}, byVermarktungsart: {} },
          sources: [],
        }),
      );
      const r = await noBrowser.call('GET', '/api/expose/101.pdf?lang=en');
      expect(r.status).toBe(503);
      expect(r.body.message).toBe('Exposés are not available at the moment.');
      expect(noBrowser.ctx.services.expose.available).toBe(false);
      const status = await noBrowser.call('GET', '/api/expose/status?lang=en');
      expect(status.body).toEqual({
        success: true,
        available: false,
        message: 'Exposés are not available at the moment.',
      });
    } finally {
      await noBrowser.close();
    }
  });
});
