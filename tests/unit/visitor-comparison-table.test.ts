import { monthlyRent } from '~/domain/search/index-format';
import { describe, expect, it } from 'vitest';
import { buildCompareRows, pricePerSqm, type CompareLabels } from '~/domain/comparison-table';
import {
  cardPrice,
  cardTitle,
  imageOf,
  listingCardOf,
  listingPath,
  parseListingCard,
  toListingId,
  type ListingCard,
} from '~/domain/listing-card';
import { listingSchema } from '~/domain/listing';
import { makeListings } from './search-fixtures';

const labels: CompareLabels = {
  locale: 'de-AT',
  row: {},
  perMonth: '/ Monat',
  floorOf: '{{floor}} von {{total}}',
  groundFloor: 'Erdgeschoss',
  energyMissing: 'Keine Angaben',
  objektart: { WOHNUNG: 'Wohnung', HAUS: 'Haus' },
  subtype: { 'WOHNUNG:DACHGESCHOSS': 'Dachgeschoss' },
  vermarktungsart: { KAUF: 'Kauf', MIETE_PACHT: 'Miete' },
  status: { available: 'Verfügbar' },
  feature: { balcony: 'Balkon', lift: 'Lift' },
  condition: {},
  featureOrder: ['balcony', 'lift'],
};

function card(id: number, over: Partial<ListingCard> = {}): ListingCard {
  return {
    id,
    title_slug: `w-${id}`,
    objekttitel: `Wohnung ${id}`,
    objekttitel_translations: { en: `Flat ${id}` },
    url: `/immobilien/${id}/w-${id}`,
    status: 'available',
    objektart: 'WOHNUNG',
    objektart_hauptgruppe: 'wohnung',
    objektart_untergruppe: null,
    vermarktungsart: 'KAUF',
    location: { ort: 'Wien', plz: '1070', bezirk: null, bundesland: 'wien' },
    kaufpreis: 300_000,
    kaltmiete: null,
    monatsmiete: null,
    price_on_request: false,
    preis_pro_qm: null,
    flaeche: 75,
    wohnflaeche: 75,
    nutzflaeche: null,
    grundstuecksflaeche: null,
    zimmer: 3,
    schlafzimmer: 2,
    badezimmer: 1,
    baujahr: 1900,
    etage: 2,
    etage_label: '2. OG',
    anzahl_etagen: 5,
    zustand: null,
    energie: { hwb: 60, hwb_klasse: 'C', fgee: 0.9, fgee_klasse: 'B', missing: false },
    features: ['balcony'],
    kosten: {
      betriebskosten: 200,
      heizkosten: null,
      gesamtmiete: null,
      kaution: null,
      provision_text: '3 % zzgl. USt.',
    },
    primary_image: { thumbnail_url: '/media/t.jpg', url: '/media/u.jpg' },
    image: '/media/t.jpg',
    ...over,
  };
}

const byKey = (rows: ReturnType<typeof buildCompareRows>) => Object.fromEntries(rows.map((r) => [r.key, r]));

describe('comparison page rows', () => {
  it('covers price, area, rooms, price per m², year, floor, energy, features and costs', () => {
    const rows = byKey(
      buildCompareRows([card(1), card(2, { kaufpreis: 350_000, features: ['balcony', 'lift'] })], labels),
    );
    expect(Object.keys(rows)).toEqual(
      expect.arrayContaining([
        'price',
        'pricePerSqm',
        'area',
        'rooms',
        'year',
        'floor',
        'hwb',
        'fgee',
        'feature:balcony',
        'feature:lift',
        'operatingCosts',
        'commission',
      ]),
    );
    expect(rows.price!.cells).toEqual([
      { kind: 'price', eur: 300_000, perMonth: null },
      { kind: 'price', eur: 350_000, perMonth: null },
    ]);
    expect(rows.pricePerSqm!.cells[0]).toEqual({ kind: 'price', eur: 4000, perMonth: null });
    expect(rows.area!.cells[0]).toEqual({ kind: 'text', text: '75 m²' });
    expect(rows.floor!.cells[0]).toEqual({ kind: 'text', text: '2. OG von 5' });
    expect(rows.hwb!.cells[0]).toEqual({ kind: 'text', text: '60 kWh/m²a (C)' });
    expect(rows.fgee!.cells[0]).toEqual({ kind: 'text', text: '0,9 (B)' });
    expect(rows['feature:lift']!.cells).toEqual([
      { kind: 'check', on: false },
      { kind: 'check', on: true },
    ]);
  });

  it('marks rows whose values differ, and only those', () => {
    const rows = byKey(
      buildCompareRows([card(1), card(2, { kaufpreis: 350_000, features: ['balcony', 'lift'] })], labels),
    );
    expect(rows.price!.differs).toBe(true);
    expect(rows['feature:lift']!.differs).toBe(true);
    expect(rows.area!.differs).toBe(false);
    expect(rows['feature:balcony']!.differs).toBe(false);
  });

  it('a single listing or a withdrawn one never counts as a difference', () => {
    expect(buildCompareRows([card(1)], labels).some((r) => r.differs)).toBe(false);
    const rows = byKey(buildCompareRows([card(1), null], labels));
    expect(rows.price!.cells[1]).toEqual({ kind: 'none' });
    expect(rows.price!.differs).toBe(false);
  });

  it('leaves out rows nobody has a value for, keeps the price (0 = "Preis auf Anfrage")', () => {
    const rows = byKey(
      buildCompareRows(
        [
          card(1, {
            kaufpreis: null,
            price_on_request: true,
            kosten: { betriebskosten: null, heizkosten: null, gesamtmiete: null, kaution: null, provision_text: null },
          }),
        ],
        labels,
      ),
    );
    expect(rows.price!.cells[0]).toEqual({ kind: 'price', eur: 0, perMonth: null });
    expect(rows.deposit).toBeUndefined();
    expect(rows.totalRent).toBeUndefined();
    expect(rows.pricePerSqm).toBeUndefined();
  });

  it('rents show per month', () => {
    const rows = byKey(
      buildCompareRows([card(1, { vermarktungsart: 'MIETE_PACHT', kaufpreis: null, kaltmiete: 900 })], labels),
    );
    expect(rows.price!.cells[0]).toEqual({ kind: 'price', eur: 900, perMonth: '/ Monat' });
    expect(pricePerSqm(card(1, { preis_pro_qm: 12.5 }))).toBe(12.5);
  });

  it('flags a missing energy certificate', () => {
    const rows = byKey(
      buildCompareRows(
        [card(1, { energie: { hwb: null, hwb_klasse: null, fgee: null, fgee_klasse: null, missing: true } })],
        labels,
      ),
    );
    expect(rows.hwb!.cells[0]).toEqual({ kind: 'text', text: 'Keine Angaben' });
  });
});

describe("comparison in the page's language", () => {
  it("reads the feed's floor label into the language and writes its area unit", () => {
    const arabic: CompareLabels = {
      ...labels,
      floorOf: '{{floor}} من {{total}}',
      floor: {
        ground: 'Ground floor',
        raisedGround: 'Raised ground floor',
        basement: 'Basement',
        lower: 'Basement level {{number}}',
        upper: 'Floor {{number}}',
        attic: 'Attic floor',
        mezzanine: 'Mezzanine',
      },
      m2: 'م²',
      hwbUnit: 'كيلوواط ساعة/م²/سنة',
    };
    const rows = byKey(buildCompareRows([card(1, { etage_label: 'DG', etage: 4, anzahl_etagen: 5 })], arabic));
    expect(rows.floor!.cells[0]).toEqual({ kind: 'text', text: 'Attic floor من 5' });
    expect((rows.area!.cells[0] as { text: string }).text).toMatch(/ م²$/);
    expect((rows.hwb!.cells[0] as { text: string }).text).toContain('كيلوواط ساعة/م²/سنة');
  });

  it("marks the feed's German (the town, a floor label the words do not know) on another language's page", () => {
    const arabic: CompareLabels = {
      ...labels,
      germanLang: 'de',
      floor: {
        ground: 'الطابق الأرضي',
        raisedGround: 'الطابق الأرضي المرتفع',
        basement: 'القبو',
        lower: 'الطابق السفلي {{number}}',
        upper: 'الطابق {{number}}',
        attic: 'الطابق العلوي',
        mezzanine: 'الميزانين',
      },
    };
    const rows = byKey(buildCompareRows([card(1, { etage_label: 'Souterrain', anzahl_etagen: null })], arabic));
    expect(rows.location!.cells[0]).toEqual({ kind: 'text', text: '1070 Wien', lang: 'de' });
    expect(rows.floor!.cells[0]).toEqual({ kind: 'text', text: 'Souterrain', lang: 'de' });
    // On the German page nothing is marked.
    expect(byKey(buildCompareRows([card(1)], labels)).location!.cells[0]).toEqual({ kind: 'text', text: '1070 Wien' });
  });
});

describe('listing card object', () => {
  it('ids are positive integers', () => {
    expect(toListingId(5)).toBe(5);
    expect(toListingId('12')).toBe(12);
    expect(toListingId('1e3')).toBeNull();
    expect(toListingId(0)).toBeNull();
    expect(toListingId(null)).toBeNull();
  });

  it('detail path /immobilien/{id}/{slug}; title in the page language; price fallback', () => {
    expect(listingPath(3, 'haus-graz')).toBe('/immobilien/3/haus-graz');
    expect(listingPath(3, '')).toBe('/immobilien/3');
    expect(cardTitle(card(1), 'en')).toBe('Flat 1');
    expect(cardTitle(card(1), 'fr')).toBe('Wohnung 1');
    expect(cardPrice({ kaufpreis: null, kaltmiete: 800 })).toBe(800);
    // A rental leads with what the tenant pays each month.
    expect(cardPrice({ kaufpreis: null, kaltmiete: 800, monatsmiete: 1012.5 })).toBe(1012.5);
    expect(cardPrice({ kaufpreis: 5, price_on_request: true })).toBe(0);
    expect(imageOf({ primary_image: null, images: [{ url: 'x' }] })).toBe('x');
  });

  it('parses what the build writes and rejects anything else', () => {
    expect(parseListingCard(card(1))).toEqual(card(1));
    expect(parseListingCard({ id: 1 })).toBeNull();
    expect(parseListingCard('<html>')).toBeNull();
  });

  it('the build writes a valid card for every listing, with the card image fallback and price rule', () => {
    for (const listing of makeListings(60, 7)) {
      const l = listingSchema.parse(listing);
      const c = listingCardOf(l, Date.now());
      expect(parseListingCard(JSON.parse(JSON.stringify(c)))).toEqual(c);
      expect(c.url).toBe(`/immobilien/${l.id}/${l.title_slug}`);
      expect(c.image).toBe(imageOf(l));
      const monthly = l.vermarktungsart === 'MIETE_PACHT' ? monthlyRent({ ...l.preise, kaltmiete: l.kaltmiete }) : null;
      expect(cardPrice(c)).toBe(l.price_on_request ? 0 : l.kaufpreis || monthly || l.kaltmiete || 0);
      expect(c.features).toEqual(l.features);
    }
  });
});
