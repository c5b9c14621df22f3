import { describe, expect, it } from 'vitest';
import { formatPrice } from '~/domain/currency';
import { eurText, formatNumber } from '~/components/listing/format';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ListingCard } from '~/components/listing/ListingCard';
import { cardText } from '~/components/listing/labels';
import type { CardData } from '~/domain/search/search-index';
import { getLanguage, type LangCode } from '~/i18n/languages';

describe('cached formatting', () => {
  it('writes EUR exactly as formatPrice does', () => {
    for (const n of [0, 1, 12.5, 845.5, 999.999, 1000, 1234.56, 250000, 1_315_000, 12_345_678.9, -5, NaN]) {
      expect(eurText(n, 'Preis auf Anfrage')).toBe(formatPrice(n, 'EUR', {}, 'Preis auf Anfrage'));
    }
    expect(eurText(null, 'x')).toBe('x');
  });
  it('formats numbers per language', () => {
    expect(formatNumber('de-AT', 72.5)).toBe('72,5');
    expect(formatNumber('en-GB', 72.5)).toBe('72.5');
  });
});

describe('rooms on a card', () => {
  const card: CardData = {
    id: 7, slug: 'wohnung', title: 'Wohnung', vermarktungsart: 'KAUF', objektart: 'WOHNUNG', untergruppe: null, status: 'available',
    price: 300000, area: 70, rooms: 1, plot: null, plz: '1010', ort: 'Wien', bezirk: null, bundesland: 'wien', hwb: null,
    hwbKlasse: null, fgee: null, fgeeKlasse: null, energyMissing: false, image: null,
  };
  const rooms = (lang: LangCode, n: number) => {
    const html = renderToStaticMarkup(createElement(ListingCard, { card: { ...card, rooms: n }, text: cardText(lang), locale: getLanguage(lang).bcp47 }));
    // The facts list: area, then rooms.
    return [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1])[1];
  };
  it("takes the language's plural form, fractions included", () => {
    expect(rooms('de', 1)).toBe('1 Zimmer');
    expect(rooms('de', 2.5)).toBe('2,5 Zimmer');
    expect(rooms('en', 1)).toBe('1 room');
    expect(rooms('en', 3)).toBe('3 rooms');
    expect(rooms('en', 1.5)).toBe('1.5 rooms');
    expect(rooms('pl', 1)).toBe('1 pokój');
    expect(rooms('pl', 3)).toBe('3 pokoje');
    expect(rooms('pl', 5)).toBe('5 pokoi');
    expect(rooms('pl', 2.5)).toBe('2,5 pokoju');
    expect(rooms('ru', 21)).toBe('21 комната');
    expect(rooms('ru', 5)).toBe('5 комнат');
    expect(rooms('fr', 1.5)).toBe('1,5 pièce');
    expect(rooms('es', 1)).toBe('1 habitación');
  });
});
