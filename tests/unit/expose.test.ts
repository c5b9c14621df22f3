/**
 * The exposé's pure parts: option parsing, file names, escaping, the semaphore that caps parallel prints,
 * and which parts a listing has data for.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exposeAvailability, exposeQuery, exposeQuerySchema } from '~/domain/validation/expose';
import { LANG_CODES } from '~/i18n/languages';
import { asciiFileName, contentDisposition } from '~/features/expose/file-name';
import { esc } from '~/features/expose/templates';
import { MAX_AGE_MS, createExposeCache } from '~/features/expose/cache';
import { buildExposeModel } from '~/features/expose/model';
import { serverTranslator } from '~/platform/i18n';
import { makeListings } from './search-fixtures';

const schema = exposeQuerySchema(LANG_CODES);

describe('exposé options', () => {
  it('defaults: modern, German, every part on, euros, 10 pictures', () => {
    expect(schema.parse({})).toEqual({
      template: 'modern',
      lang: 'de',
      qr: true,
      floorplan: true,
      energy: true,
      tour: true,
      agent: true,
      currency: 'EUR',
      images: 10,
    });
  });

  it('reads 0 as off and round-trips through the query string', () => {
    const o = schema.parse({ template: 'luxury', lang: 'ar', qr: '0', images: '20' });
    expect(o.qr).toBe(false);
    expect(schema.parse(Object.fromEntries(new URLSearchParams(exposeQuery(o))))).toEqual(o);
  });

  it('refuses other values with locale keys', () => {
    const r = schema.safeParse({ template: 'x', lang: 'xx', tour: 'true', images: '4' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`).sort()).toEqual([
      'images:validation.expose.images',
      'lang:validation.expose.lang',
      'template:validation.expose.template',
      'tour:validation.expose.toggle',
    ]);
  });
});

describe('exposé file name', () => {
  it('has an ASCII name beside the UTF-8 one', () => {
    const cd = contentDisposition('Expose 7 Schöne Wohnung "Süd"; 3 Zi.pdf');
    expect(cd).toMatch(/^attachment; filename="Expose 7 Schoene Wohnung Sued 3 Zi\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(cd.split("UTF-8''")[1]!)).toBe('Expose 7 Schöne Wohnung "Süd"; 3 Zi.pdf');
    expect(asciiFileName('شقة.pdf')).toBe('expose.pdf');
  });
});

describe('exposé templates', () => {
  it('escape every value', () => {
    expect(esc(`<img src=x onerror="a('b')">&`)).toBe('&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;');
  });
});

describe('exposé parts a listing has data for', () => {
  it('disables floor plans, energy, tour and agent without data', () => {
    const l = makeListings(1, 5)[0]!;
    const bare = {
      ...l,
      images: [],
      energie: { ...l.energie, hwb: null, fgee: null, hwb_klasse: null, fgee_klasse: null },
      virtual_tour_url: 'javascript:alert(1)',
      contact: null,
      agency: { ...l.agency, name: '' },
    };
    expect(exposeAvailability(bare)).toEqual({ qr: true, floorplan: false, energy: false, tour: false, agent: false });
  });
});

describe('exposé cache', () => {
  it('keeps used files and removes those unused for 30 days', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expose-cache-'));
    try {
      const cache = createExposeCache(dir);
      await cache.put('old', Buffer.from('%PDF-old'));
      await cache.put('new', Buffer.from('%PDF-new'));
      const longAgo = new Date(Date.now() - MAX_AGE_MS - 60_000);
      fs.utimesSync(path.join(cache.dir, 'old.pdf'), longAgo, longAgo);
      expect(await cache.prune(Date.now())).toBe(1);
      expect(await cache.get('old')).toBeNull();
      expect((await cache.get('new'))?.toString()).toBe('%PDF-new');
      expect(cache.key({ a: 1, b: 2 })).toBe(cache.key({ b: 2, a: 1 }));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stays within its size cap after writing more than it holds, removing the least recently used first', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expose-cache-'));
    try {
      let now = Date.UTC(2026, 10, 1);
      const pdf = Buffer.alloc(100_000, 1);
      const cache = createExposeCache(dir, () => now, 350_000);
      for (let i = 0; i < 10; i++) {
        now += 60_000;
        await cache.put(`pdf${i}`, pdf);
        // The first PDF is asked for again after every write: recently used, it stays.
        now += 60_000;
        expect(await cache.get('pdf0')).not.toBeNull();
        expect(await cache.size()).toBeLessThanOrEqual(350_000);
      }
      const kept = fs.readdirSync(cache.dir).sort();
      expect(kept).toEqual(['pdf0.pdf', 'pdf8.pdf', 'pdf9.pdf']);
      expect(await cache.size()).toBe(300_000);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('exposé price', () => {
  it("leads with the price the list's cards show: a rental's total monthly rent; the cost table names the base rent", async () => {
    const l = makeListings(1, 5)[0]!;
    const rental = {
      ...l,
      vermarktungsart: 'MIETE_PACHT' as const,
      kaufpreis: null,
      kaltmiete: 1195,
      price_on_request: false,
      // base rent + running costs + the VAT on the base rent, no stated total: 1,684.37
      preise: {
        ...l.preise,
        gesamtmiete: null,
        betriebskosten: 371.25,
        betriebskosten_ust: null,
        hauptmietzins_ust: 118.12,
        heizkosten: null,
      },
      images: [],
      contact: null,
    };
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expose-price-'));
    try {
      const model = await buildExposeModel({
        listing: rental,
        options: schema.parse({ lang: 'en' }),
        t: serverTranslator('en', 'locales'),
        dataDir,
        siteUrl: 'http://portal.test',
        brand: 'Portal',
        now: Date.parse('2026-11-28T12:00:00Z'),
      });
      expect(model.price).toMatch(/^1,684\.37\s€ /);
      expect(model.priceLabel).toBe(serverTranslator('en', 'locales')('search.detail.totalRent'));
      const base = model.costs.find((c) => c.label === serverTranslator('en', 'locales')('search.costs.hauptmietzins'));
      expect(base?.value).toMatch(/^1,195\s€$/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
