/**
 * Words a visitor reads on the cards, the detail page and the map search: plural forms, one area unit per
 * language, and "Miete" (not "Miete / Pacht") for homes.
 */
import { describe, expect, it } from 'vitest';
import { pickPlural } from '~/i18n/t';
import { plural } from '~/domain/search/text';
import { dealLabel } from '~/domain/vocabulary';
import { listingSchema } from '~/domain/listing';
import { cardText, vocab } from '~/site/listing/labels';
import { detailFacts } from '~/site/listing/detail-model';
import { LANGUAGES } from '~/i18n/languages';
import { makeListings } from './search-fixtures';

describe('map search: points still needed', () => {
  const needMore = (lang: 'de' | 'en' | 'pl', count: number, locale: string) =>
    plural(pickPlural(lang, 'search.mapSearch.needMore', 'needMore'), 'needMore', count, locale);

  it('says "Noch 1 Punkt" and "Noch 2 Punkte" in German', () => {
    expect(needMore('de', 1, 'de-AT')).toBe('Noch 1 Punkt bis zur Fläche');
    expect(needMore('de', 2, 'de-AT')).toBe('Noch 2 Punkte bis zur Fläche');
  });

  it("uses each language's own plural forms", () => {
    expect(needMore('en', 1, 'en-GB')).toBe('1 more point to make an area');
    expect(needMore('pl', 2, 'pl-PL')).toBe('Jeszcze 2 punkty do utworzenia obszaru');
    for (const { code } of LANGUAGES)
      expect(Object.keys(pickPlural(code, 'search.mapSearch.needMore', 'needMore')).length).toBeGreaterThan(0);
  });
});

describe('one area unit per language', () => {
  const base = makeListings(1, 5)[0]!;
  const flat = listingSchema.parse({
    ...base,
    objektart: 'WOHNUNG',
    objektart_hauptgruppe: 'wohnung',
    flaeche: 71.8,
    flaechen: { ...base.flaechen, wohnflaeche: 71.8, nutzflaeche: 75, balkon_terrasse_flaeche: 8 },
    preise: { ...base.preise, preis_pro_qm: 4200 },
  });

  it('Arabic pages write م² in the facts, the cards and the energy value, never m²', () => {
    const facts = detailFacts(flat, 'ar');
    const values = [...facts.key, ...facts.building].map((f) => f.value).filter((v) => v.includes('²'));
    expect(values.length).toBeGreaterThan(2);
    for (const v of values) {
      expect(v).toContain('م²');
      expect(v).not.toContain('m²');
    }
    expect(cardText('ar').area).toContain('م²');
    expect(cardText('ar').hwbUnit).toContain('م²');
  });

  it('German pages keep m²', () => {
    const area = detailFacts(flat, 'de').key.find((f) => f.key === 'area');
    expect(area?.value).toBe('71,8 m²');
  });
});

describe('marketing type of a home', () => {
  it('a rented flat, house or room says "Miete", a rented office "Miete / Pacht"', () => {
    const v = vocab('de');
    expect(dealLabel(v, 'WOHNUNG', 'MIETE_PACHT')).toBe('Miete');
    expect(dealLabel(v, 'HAUS', 'MIETE_PACHT')).toBe('Miete');
    expect(dealLabel(v, 'ZIMMER', 'MIETE_PACHT')).toBe('Miete');
    expect(dealLabel(v, 'BUERO_PRAXEN', 'MIETE_PACHT')).toBe('Miete / Pacht');
    expect(dealLabel(v, 'WOHNUNG', 'KAUF')).toBe('Kauf');
    expect(dealLabel(vocab('en'), 'WOHNUNG', 'MIETE_PACHT')).toBe('Rent');
  });
});
