import { describe, expect, it } from 'vitest';
import {
  cardImage,
  displayPrice,
  listingSchema,
  OBJEKTART_HAUPTGRUPPEN,
  OBJEKTART_SUBTYPES,
  objektartOf,
  translated,
} from '~/domain/listing';
import { fgeeClass, hwbClass, needsEnergyCertificate } from '~/domain/energy';
import { slugify } from '~/domain/slug';

describe('slugify', () => {
  it.each([
    ['Schöne 3-Zimmer-Wohnung in Döbling!', 'schoene-3-zimmer-wohnung-in-doebling'],
    ['Straße & Gärten – 120 m²', 'strasse-und-gaerten-120-m2'],
    ['ÄÖÜ ẞ', 'aeoeue-ss'],
    ['Crème brûlée à Łódź', 'creme-brulee-a-lodz'],
    ['   ', 'immobilie'],
    ['公寓', 'immobilie'],
  ])('%j → %j', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });

  it('cuts long titles at a word boundary', () => {
    const slug = slugify('Wunderschöne '.repeat(20));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('vocabularies', () => {
  it('has an upper-case objektart and a subtype list for every main group', () => {
    for (const g of OBJEKTART_HAUPTGRUPPEN) {
      expect(objektartOf(g)).toBe(g.toUpperCase());
      expect(OBJEKTART_SUBTYPES[g].length).toBeGreaterThan(0);
    }
  });

  it('classifies energy values by OIB-Richtlinie 6', () => {
    expect([8, 12, 20, 45, 90, 140, 190, 240, 300].map(hwbClass)).toEqual([
      'A++',
      'A+',
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
    ]);
    expect([0.5, 0.65, 0.8, 0.95, 1.5, 2.2, 3, 3.8, 4.5].map(fgeeClass)).toEqual([
      'A++',
      'A+',
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
    ]);
    expect(needsEnergyCertificate('wohnung')).toBe(true);
    expect(needsEnergyCertificate('grundstueck')).toBe(false);
  });
});

describe('reading helpers', () => {
  const img = { url: '/media/o/a.jpg', thumbnail_url: '/media/t/a.webp', kind: 'photo' as const };
  it('picks the card price (kaufpreis, else kaltmiete, else 0) and the five-step card image fallback', () => {
    expect(displayPrice({ kaufpreis: 350000, kaltmiete: null })).toBe(350000);
    expect(displayPrice({ kaufpreis: null, kaltmiete: 900 })).toBe(900);
    expect(displayPrice({ kaufpreis: null, kaltmiete: null })).toBe(0);
    expect(cardImage({ primary_image: { url: '/u', thumbnail_url: '/t' }, images: [img] })).toBe('/t');
    expect(cardImage({ primary_image: null, images: [{ ...img, thumbnail_url: '' }] })).toBe('/media/o/a.jpg');
    expect(cardImage({ primary_image: null, images: [] })).toBeNull();
  });

  it('falls back to German for missing translations', () => {
    const l = { objekttitel: 'Wohnung', objekttitel_translations: { en: 'Flat' } };
    expect(translated('objekttitel', l, 'en')).toBe('Flat');
    expect(translated('objekttitel', l, 'fr')).toBe('Wohnung');
    expect(translated('objekttitel', l, 'de')).toBe('Wohnung');
  });

  it('rejects a listing whose slug is not ASCII', () => {
    const bad = listingSchema.shape.title_slug.safeParse('schöne-wohnung');
    expect(bad.success).toBe(false);
  });
});
