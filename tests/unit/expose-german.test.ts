/**
 * The exposé in another language shows the feed's German only where it is marked German (lang="de", isolated), as
 * the built pages do (the detector of tests/support/german-scan.ts): an untranslated listing's title, address,
 * description, location and equipment text, its floor label, availability, commission term, price note, energy
 * carrier, agency and imprint; the feed's fixed words ("2. OG", "nach Vereinbarung", "Immobilienberaterin", the
 * commission sentence) are read into the language. Every design, in English, Arabic, Persian and Chinese.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listingSchema, type Listing } from '~/domain/listing';
import { exposeQuerySchema, EXPOSE_TEMPLATES } from '~/domain/validation/expose';
import { buildExposeModel } from '~/features/expose/model';
import { headerFooter, renderExposeHtml } from '~/features/expose/templates';
import { LANG_CODES, type LangCode } from '~/i18n/languages';
import { serverTranslator } from '~/platform/i18n';
import { germanWordsIn, unmarkedText } from '../support/german-scan';
import { makeListings } from './search-fixtures';

const base = makeListings(1, 11)[0]!;
const untranslated: Listing = listingSchema.parse({
  ...base,
  id: 92001,
  objekttitel: 'Helle Wohnung mit Balkon nahe der Neubaugasse',
  objekttitel_translations: {},
  objektbeschreibung: '<p>Die Wohnung liegt im 2. OG und ist sofort beziehbar.</p>',
  objektbeschreibung_translations: {},
  lage: '<p>Ruhige Lage nahe der Mariahilfer Straße.</p>',
  lage_translations: {},
  ausstatt_beschr: '<p>Parkett und Fernwärme, Keller und Tiefgarage.</p>',
  ausstatt_beschr_translations: {},
  vermarktungsart: 'KAUF',
  kaufpreis: 420000,
  kaltmiete: null,
  price_on_request: false,
  etage_label: '2. OG',
  verfuegbar_ab: 'nach Vereinbarung',
  preise: {
    ...base.preise,
    kaufpreis: 420000,
    provision_text: '3 % des Kaufpreises zzgl. 20 % USt.',
    freitext_preis: 'Kaufpreis inkl. Stellplatz in der Tiefgarage',
  },
  energie: { ...base.energie, primaerenergietraeger: 'Fernwärme', gueltig_bis: '2029-11-27' },
  location: {
    ...base.location,
    strasse: 'Neubaugasse',
    hausnummer: '12',
    plz: '1070',
    ort: 'Wien',
    bundesland: 'wien',
    address_published: true,
  },
  agency: {
    ...base.agency,
    name: 'Muster Immobilien GmbH',
    impressum: 'Muster Immobilien GmbH, Neubaugasse 12, 1070 Wien, Firmenbuch FN 12345a',
  },
  contact: {
    anrede: 'Frau',
    titel: null,
    vorname: 'Anna',
    name: 'Huber',
    firma: 'Muster Immobilien GmbH',
    position: 'Immobilienberaterin',
    email: 'anna.huber@example.at',
    telefon: '+43 1 234 56 78',
    mobil: null,
    photo_url: null,
  },
  images: [],
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expose-german-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function documents(lang: LangCode): Promise<string[]> {
  const options = exposeQuerySchema(LANG_CODES).parse({ lang });
  const model = await buildExposeModel({
    listing: untranslated,
    options,
    t: serverTranslator(lang, 'locales'),
    dataDir,
    siteUrl: 'http://portal.test',
    brand: 'Portal',
    now: Date.parse('2026-11-28T12:00:00Z'),
  });
  return EXPOSE_TEMPLATES.flatMap((template) => {
    const { header, footer } = headerFooter(model, template);
    return [renderExposeHtml(model, template), `<html lang="${lang}"><body>${header}${footer}</body></html>`];
  });
}

const leaks = (html: string) =>
  unmarkedText(html).flatMap(({ text, translation }) => {
    const words = germanWordsIn(text, { names: !translation });
    return words.length ? [`${text.slice(0, 80)} [${words.join(', ')}]`] : [];
  });

describe('the exposé shows German only where it is marked', () => {
  for (const lang of ['en', 'ar', 'fa', 'zh'] as const) {
    it(`${lang}: no unmarked German in any design`, async () => {
      const docs = await documents(lang);
      expect(docs.flatMap(leaks)).toEqual([]);
      const html = docs[0]!;
      // The German is there, marked: the title, the street, the description.
      expect(html).toContain('<bdi lang="de">Helle Wohnung mit Balkon nahe der Neubaugasse</bdi>');
      expect(html).toContain('<bdi lang="de">Neubaugasse 12</bdi>, <bdi lang="de">1070 Wien</bdi>');
      expect(html).toMatch(/<div class="rich" lang="de"( dir="ltr")?><p>Die Wohnung/);
      if (lang === 'ar' || lang === 'fa') expect(html).toContain('<div class="rich" lang="de" dir="ltr">');
    });
  }

  it('de: the German exposé marks nothing', async () => {
    const html = (await documents('de'))[0]!;
    expect(html.slice(html.indexOf('<body'))).not.toContain('lang="de"');
    expect(html).toContain('nach Vereinbarung');
    expect(html).toContain('Immobilienberaterin');
  });
});
