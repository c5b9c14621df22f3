/**
 * Every rent says "/ Monat" the one way (rentSuffix in src/domain/format/rent.ts): after a rental's amount, in the
 * page's language, and never after a purchase price or "Preis auf Anfrage". Checked in German, English and Arabic
 * for each place that writes a listing's price: the formatters, the list's cards (tests/unit/search-format.test.ts),
 * the map's popups, the comparison, the exposé, the detail page's price box and summary, the project page's units
 * the assistant's cards and the dashboard's price alerts; the mails in tests/unit/mail-money.test.ts. Recently viewed, favourites and the price
 * guide write the same key from their templates (tests/e2e/visitor.spec.ts sees them on the built pages).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatsFor, formatMoney, rentSuffix, unitWordsFrom } from '~/domain/format';
import { buildCompareRows, type CompareLabels } from '~/domain/comparison-table';
import { listingCardOf } from '~/domain/listing-card';
import { listingSchema, type Listing } from '~/domain/listing';
import { cardFromListing } from '~/domain/search/cards';
import { exposeQuerySchema } from '~/domain/validation/expose';
import { buildExposeModel } from '~/features/expose/model';
import { cardOf } from '~/features/assistant/engine';
import type { AssistantListing } from '~/features/assistant/listings';
import { mapPopupHtml } from '~/islands/search/map-popup';
import { alertMoney } from '~/islands/account/alert-money';
import { getLanguage, LANG_CODES, type LangCode } from '~/i18n/languages';
import { useTranslations } from '~/i18n/t';
import { serverTranslator } from '~/platform/i18n';
import { buildCatalog } from '~/site/build-catalog';
import { detailPage } from '~/site/listing/detail-model';
import { priceBox } from '~/site/listing/detail-price';
import { searchText } from '~/site/listing/search-text';
import { projectPage } from '~/site/project/project-model';
import { makeListings, makeProjects } from './search-fixtures';

/** The words after a rent, as the locale files write them. */
const PER_MONTH: Record<'de' | 'en' | 'ar', string> = { de: '/ Monat', en: '/ month', ar: '/ شهر' };
const LANGS = Object.keys(PER_MONTH) as ('de' | 'en' | 'ar')[];
const site = new URL('https://immoz.example');

const base = makeListings(1, 3)[0]!;
const rental: Listing = listingSchema.parse({
  ...base,
  id: 91001,
  title_slug: 'mietwohnung',
  objekttitel: 'Mietwohnung',
  vermarktungsart: 'MIETE_PACHT',
  kaufpreis: null,
  kaltmiete: 900,
  price_on_request: false,
  preise: { ...base.preise, kaufpreis: null, kaltmiete: 900, gesamtmiete: 1100, preis_pro_qm: 12.5 },
  project_id: null,
});
const sale: Listing = listingSchema.parse({
  ...rental,
  id: 91002,
  vermarktungsart: 'KAUF',
  kaufpreis: 350000,
  kaltmiete: null,
  preise: { ...rental.preise, kaufpreis: 350000, kaltmiete: null, gesamtmiete: null },
});
const onRequest: Listing = listingSchema.parse({
  ...rental,
  id: 91003,
  kaltmiete: null,
  price_on_request: true,
  preise: { ...rental.preise, kaltmiete: null, gesamtmiete: null },
});

const money = (lang: LangCode, n: number) => formatMoney(n, 'EUR', getLanguage(lang).bcp47)!;
const formats = (lang: LangCode) => {
  const t = useTranslations(lang);
  return formatsFor(
    getLanguage(lang).bcp47,
    unitWordsFrom((key, options) => String(t(key as never, options as never))),
  );
};

describe('the rule', () => {
  it('a rental with an amount: the words; a purchase, no amount or on request: none', () => {
    expect(rentSuffix('MIETE_PACHT', 900, '/ Monat')).toBe('/ Monat');
    expect(rentSuffix('KAUF', 350000, '/ Monat')).toBeNull();
    expect(rentSuffix('MIETE_PACHT', 0, '/ Monat')).toBeNull();
    expect(rentSuffix('MIETE_PACHT', null, '/ Monat')).toBeNull();
    expect(rentSuffix('MIETE_PACHT', Number.NaN, '/ Monat')).toBeNull();
  });

  it('the locale files hold one "/ Monat" for every language, the words of the rule', () => {
    for (const lang of LANGS) expect(useTranslations(lang)('listing.unit.perMonthShort')).toBe(PER_MONTH[lang]);
    for (const lang of LANG_CODES) {
      const json = JSON.parse(fs.readFileSync(`locales/${lang}.json`, 'utf8')) as {
        search: { card: Record<string, unknown> };
        visitor: { compare: { page: Record<string, unknown> } };
      };
      // The second ways of writing it ("pro Monat" on the compare page, the cards' own key) are gone.
      expect(json.search.card.perMonth, lang).toBeUndefined();
      expect(json.visitor.compare.page.pricePerMonth, lang).toBeUndefined();
    }
  });

  for (const lang of LANGS) {
    it(`${lang}: Formats.listingPrice and Formats.rentSuffix agree`, () => {
      const f = formats(lang);
      expect(f.listingPrice(900, 'MIETE_PACHT', '–')).toBe(`${money(lang, 900)} ${PER_MONTH[lang]}`);
      expect(f.listingPrice(350000, 'KAUF', '–')).toBe(money(lang, 350000));
      expect(f.listingPrice(0, 'MIETE_PACHT', '–')).toBe('–');
      expect(f.rentSuffix(900, 'MIETE_PACHT')).toBe(PER_MONTH[lang]);
      expect(f.rentSuffix(350000, 'KAUF')).toBeNull();
      expect(f.rentSuffix(0, 'MIETE_PACHT')).toBeNull();
    });
  }
});

/** The text of some HTML, its tags and bidi isolates left out. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/[\u2066-\u2069]/g, '');
const bare = (s: string) => s.replace(/[\u2066-\u2069]/g, '');

describe('each place that writes a listing price', () => {
  for (const lang of LANGS) {
    const words = PER_MONTH[lang];

    it(`${lang}: the map popup`, () => {
      const text = searchText(lang);
      const popup = (l: Listing) => textOf(mapPopupHtml(cardFromListing(l, lang, Date.now()), text));
      expect(popup(rental)).toContain(`${bare(money(lang, 1100))} ${words}`);
      expect(popup(sale)).toContain(bare(money(lang, 350000)));
      expect(popup(sale)).not.toContain(words);
      expect(popup(onRequest)).not.toContain(words);
    });

    it(`${lang}: the comparison's price, price per m² and monthly costs`, () => {
      const t = useTranslations(lang);
      const labels: CompareLabels = {
        locale: getLanguage(lang).bcp47,
        row: {},
        perMonth: t('listing.unit.perMonthShort'),
        floorOf: '{{floor}} / {{total}}',
        groundFloor: '0',
        energyMissing: '–',
        objektart: {},
        subtype: {},
        vermarktungsart: {},
        status: {},
        feature: {},
        condition: {},
        featureOrder: [],
      };
      const rows = buildCompareRows([listingCardOf(rental, Date.now()), listingCardOf(sale, Date.now())], labels);
      const price = rows.find((r) => r.key === 'price')!.cells;
      expect(price[0]).toEqual({ kind: 'price', eur: 1100, perMonth: words });
      expect(price[1]).toEqual({ kind: 'price', eur: 350000, perMonth: null });
      const perSqm = rows.find((r) => r.key === 'pricePerSqm')!.cells;
      expect(perSqm[0]).toMatchObject({ kind: 'price', perMonth: words });
      expect(perSqm[1]).toMatchObject({ kind: 'price', perMonth: null });
    });

    it(`${lang}: the exposé's price`, async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rent-suffix-'));
      try {
        const model = (l: Listing) =>
          buildExposeModel({
            listing: { ...l, images: [], contact: null },
            options: exposeQuerySchema(LANG_CODES).parse({ lang }),
            t: serverTranslator(lang, 'locales'),
            dataDir,
            siteUrl: 'http://portal.test',
            brand: 'Portal',
            now: Date.parse('2026-11-28T12:00:00Z'),
          });
        expect((await model(rental)).price).toBe(`${money(lang, 1100)} ${words}`);
        expect((await model(sale)).price).toBe(money(lang, 350000));
        expect((await model(onRequest)).price).toBe(useTranslations(lang)('price.onRequest'));
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it(`${lang}: the detail page's price box and its summary`, () => {
      expect(priceBox(rental, lang).perMonth).toBe(words);
      expect(priceBox(sale, lang).perMonth).toBeNull();
      expect(priceBox(onRequest, lang).perMonth).toBeNull();
      const catalog = buildCatalog([...makeListings(10, 7), rental, sale], []);
      expect(detailPage(rental, lang, catalog, site).description).toContain(`${money(lang, 1100)} ${words} · `);
      expect(detailPage(sale, lang, catalog, site).description).not.toContain(words);
    });

    it(`${lang}: the project page's units`, () => {
      const listings = makeListings(40, 7).map((l) => ({ ...l, project_id: null }));
      const projects = makeProjects(listings, 2);
      const catalog = buildCatalog(listings, projects);
      const rows = projects.flatMap((p) => projectPage(catalog.projectById.get(p.id)!, lang, catalog, site).units);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const l = catalog.byId.get(row.id)!;
        expect(row.perMonth).toBe(l.vermarktungsart === 'MIETE_PACHT' && row.price > 0 ? words : null);
      }
    });

    it(`${lang}: the dashboard's price alerts`, () => {
      const t = useTranslations(lang);
      const w = { perMonth: t('listing.unit.perMonthShort'), onRequest: t('price.onRequest') };
      const locale = getLanguage(lang).bcp47;
      expect(alertMoney(1100, 'MIETE_PACHT', locale, w)).toBe(`${money(lang, 1100)} ${words}`);
      expect(alertMoney(350000, 'KAUF', locale, w)).toBe(money(lang, 350000));
      expect(alertMoney(null, 'MIETE_PACHT', locale, w)).toBe(w.onRequest);
    });

    it(`${lang}: the assistant's cards`, () => {
      const t = serverTranslator(lang, 'locales');
      const card = (l: Listing) => cardOf(l as unknown as AssistantListing, lang, t);
      expect(card(rental).price).toBe(`${money(lang, 1100)} ${words}`);
      expect(card(sale).price).toBe(money(lang, 350000));
    });
  }
});
