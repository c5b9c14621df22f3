import { describe, expect, it } from 'vitest';
import { formatPrice } from '~/domain/format';
import { eurText, formatNumber } from '~/components/listing/format';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ListingCard } from '~/components/listing/ListingCard';
import { cardText } from '~/site/listing/labels';
import type { CardData } from '~/domain/search/cards';
import { getLanguage, type LangCode } from '~/i18n/languages';

describe('cached formatting', () => {
  it('writes EUR exactly as formatPrice does', () => {
    for (const n of [0, 1, 12.5, 845.5, 999.999, 1000, 1234.56, 250000, 1_315_000, 12_345_678.9, -5, NaN]) {
      for (const locale of ['de-AT', 'en-GB', 'ar', 'fa-IR'])
        expect(eurText(n, 'Preis auf Anfrage', locale)).toBe(formatPrice(n, 'EUR', {}, 'Preis auf Anfrage', locale));
    }
    expect(eurText(null, 'x', 'en-GB')).toBe('x');
  });
  it('formats numbers per language', () => {
    expect(formatNumber('de-AT', 72.5)).toBe('72,5');
    expect(formatNumber('en-GB', 72.5)).toBe('72.5');
  });
});

describe('rooms on a card', () => {
  const card: CardData = {
    id: 7,
    slug: 'wohnung',
    title: 'Wohnung',
    vermarktungsart: 'KAUF',
    objektart: 'WOHNUNG',
    untergruppe: null,
    status: 'available',
    price: 300000,
    area: 70,
    rooms: 1,
    plot: null,
    plz: '1010',
    ort: 'Wien',
    bezirk: null,
    bundesland: 'wien',
    hwb: null,
    hwbKlasse: null,
    fgee: null,
    fgeeKlasse: null,
    energyMissing: false,
    image: null,
  };
  const rooms = (lang: LangCode, n: number) => {
    const html = renderToStaticMarkup(
      createElement(ListingCard, {
        card: { ...card, rooms: n },
        text: cardText(lang),
        locale: getLanguage(lang).bcp47,
      }),
    );
    // The facts list: area, then rooms.
    return [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1])[1];
  };
  it("takes the language's plural form, fractions included", () => {
    const cases: [LangCode, number, string][] = [
      ['de', 1, '1 Zimmer'],
      ['de', 2.5, '2,5 Zimmer'],
      ['en', 1, '1 room'],
      ['en', 3, '3 rooms'],
      ['en', 1.5, '1.5 rooms'],
      ['pl', 1, '1 pokój'],
      ['pl', 3, '3 pokoje'],
      ['pl', 5, '5 pokoi'],
      ['pl', 2.5, '2,5 pokoju'],
      ['ru', 21, '21 комната'],
      ['ru', 5, '5 комнат'],
      ['fr', 1.5, '1,5 pièce'],
      ['es', 1, '1 habitación'],
    ];
    for (const [lang, n, text] of cases) expect(rooms(lang, n), `${lang} ${n}`).toBe(text);
  });
});

describe('the price on a card', () => {
  const card: CardData = {
    id: 8,
    slug: 'wohnung',
    title: 'Wohnung',
    vermarktungsart: 'MIETE_PACHT',
    objektart: 'WOHNUNG',
    untergruppe: null,
    status: 'available',
    price: 1234.5,
    area: 70,
    rooms: 3,
    plot: null,
    plz: '1010',
    ort: 'Wien',
    bezirk: null,
    bundesland: 'wien',
    hwb: null,
    hwbKlasse: null,
    fgee: null,
    fgeeKlasse: null,
    energyMissing: false,
    image: null,
  };
  const priceLine = (lang: LangCode, c: CardData = card) => {
    const html = renderToStaticMarkup(
      createElement(ListingCard, { card: c, text: cardText(lang), locale: getLanguage(lang).bcp47 }),
    );
    const m = /<p class="card-price">(.*?)<\/p>/.exec(html);
    return (m?.[1] ?? '').replace(/<[^>]+>/g, '');
  };
  it("is written in the page's language, a rent with the language's per month", () => {
    expect(priceLine('de')).toBe('1\u00a0234,50 € / Monat');
    expect(priceLine('en')).toBe('1,234.50 € / month');
    expect(priceLine('zh')).toBe('1,234.50 € /月');
    // Right-to-left: the figure isolated, then the language's own words.
    expect(priceLine('ar')).toBe(
      `\u2068${new Intl.NumberFormat('ar', { minimumFractionDigits: 2 }).format(1234.5)} €\u2069 / شهر`,
    );
    expect(priceLine('fa')).toBe('\u2068۱٬۲۳۴٫۵۰ €\u2069 / ماه');
  });
  it('a purchase price has no per month', () => {
    expect(priceLine('en', { ...card, vermarktungsart: 'KAUF', price: 690000 })).toBe('690,000 €');
    expect(priceLine('de', { ...card, vermarktungsart: 'KAUF', price: 690000 })).toBe('690\u00a0000 €');
  });
});

describe('the picture on a card', () => {
  const card: CardData = {
    id: 7,
    slug: 'wohnung',
    title: 'Wohnung',
    vermarktungsart: 'KAUF',
    objektart: 'WOHNUNG',
    untergruppe: null,
    status: 'available',
    price: 300000,
    area: 70,
    rooms: 3,
    plot: null,
    plz: '1010',
    ort: 'Wien',
    bezirk: null,
    bundesland: 'wien',
    hwb: null,
    hwbKlasse: null,
    fgee: null,
    fgeeKlasse: null,
    energyMissing: false,
    image: '/media/t/ab/abc.webp',
  };
  const img = (props: { picture?: boolean; partial?: boolean }) => {
    const html = renderToStaticMarkup(
      createElement(ListingCard, {
        card: { ...card, partial: props.partial },
        picture: props.picture,
        text: cardText('de'),
        locale: 'de-AT',
      }),
    );
    return html.match(/<img[^>]*>/)?.[0] ?? null;
  };
  it('is shown by default, and the element stays empty while the picture is to follow', () => {
    expect(img({})).toContain('src="/media/t/ab/abc.webp"');
    // Same element, no picture yet: the next render sets its src instead of creating an element.
    expect(img({ picture: false })).not.toBeNull();
    expect(img({ picture: false })).not.toContain('src=');
    expect(img({ partial: true })).not.toContain('src=');
  });
});

describe('the title on a card in another language', () => {
  const card: CardData = {
    id: 8,
    slug: 'baugrundstueck',
    title: 'Building plot of 695 m² in Neustift im Stubaital',
    titleLang: 'en',
    vermarktungsart: 'KAUF',
    objektart: 'GRUNDSTUECK',
    untergruppe: null,
    status: 'available',
    price: 200000,
    area: null,
    rooms: null,
    plot: 695,
    plz: '6167',
    ort: 'Neustift im Stubaital',
    bezirk: null,
    bundesland: 'tirol',
    hwb: null,
    hwbKlasse: null,
    fgee: null,
    fgeeKlasse: null,
    energyMissing: false,
    image: null,
  };
  const title = (c: CardData, lang: LangCode) =>
    renderToStaticMarkup(
      createElement(ListingCard, { card: c, text: cardText(lang), locale: getLanguage(lang).bcp47 }),
    ).match(/<h3[^>]*><a[^>]*>(.*?)<\/a>/)?.[0];
  it('marks the German town inside a translated title, and the German original as a whole', () => {
    expect(title(card, 'en')).toContain('lang="en"');
    expect(title(card, 'en')).toContain('Building plot of 695 m² in <bdi lang="de">Neustift im Stubaital</bdi>');
    const german = { ...card, title: 'Baugrundstück in Neustift im Stubaital', titleLang: 'de' };
    expect(title(german, 'en')).toContain('lang="de"');
    expect(title(german, 'en')).not.toContain('<bdi');
    expect(title({ ...german, titleLang: undefined }, 'de')).not.toContain('<bdi');
  });
});
