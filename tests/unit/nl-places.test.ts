/**
 * Several places in one request and postcodes. The list's filter combines its places with "and" (a town, a
 * Bundesland and a region narrow each other; only districts may be several), so the parser keeps the first of
 * places that cannot hold together and leaves the others as words not understood, shown and offered; a postcode
 * is a postcode filter (Vienna's name the district), with the word that names it, and the name after it is a town.
 */
import { describe, expect, it } from 'vitest';
import { parseSearchText } from '~/domain/nl-search';
import { districtLand } from '~/domain/nl-search/austria-places';
import { otherPlaceOffers } from '~/domain/nl-search/suggest';
import type { Lang } from '~/domain/nl-search';

const p = (text: string, lang: Lang = 'de') => parseSearchText(text, lang);

describe('several places in one request', () => {
  it('keeps the first of two places in different Bundesländer and leaves the second not understood', () => {
    const r = p('Wohnung in Wien oder Graz');
    expect(r.filters).toEqual({ objektart: ['WOHNUNG'], bundesland: 'wien' });
    expect(r.unmatched).toContain('graz');
    const back = p('Wohnung in Graz oder Wien');
    expect(back.filters).toEqual({ objektart: ['WOHNUNG'], ort: 'Graz' });
    expect(back.unmatched).toContain('wien');
  });

  it('takes the places in the order typed, whatever kind of name they are', () => {
    // A name of two words is found first, yet "Wien" was typed before it.
    expect(p('Wien oder St. Pölten').filters).toEqual({ bundesland: 'wien' });
    expect(p('St. Pölten oder Wien').filters).toEqual({ ort: 'St. Pölten' });
  });

  it('keeps one town of two and one Bundesland of two', () => {
    expect(p('Reihenhaus Mödling oder Baden').filters).toMatchObject({ ort: 'Mödling' });
    expect(p('Haus in Tirol oder Salzburg').filters).toMatchObject({ bundesland: 'tirol' });
    expect(p('Haus in Tirol oder Salzburg').unmatched).toContain('salzburg');
  });

  it('keeps places that narrow each other: a town in its Bundesland, districts of one city', () => {
    expect(p('Wohnung Innsbruck Tirol').filters).toMatchObject({ ort: 'Innsbruck', bundesland: 'tirol' });
    expect(p('Wohnung in Favoriten oder Simmering').filters.bezirk).toEqual(['Favoriten', 'Simmering']);
    expect(p('Wohnung Wien 1070').filters).toMatchObject({ bundesland: 'wien', bezirk: ['Neubau'] });
  });

  it('does not add a Bundesland that contradicts the town ("Klosterneuburg bei Wien" is in Lower Austria)', () => {
    const r = p('Haus Klosterneuburg bei Wien');
    expect(r.filters).toMatchObject({ ort: 'Klosterneuburg' });
    expect(r.filters.bundesland).toBeUndefined();
  });

  it('offers the place left out as a search of its own: the text with the two places swapped', () => {
    const text = 'Wohnung in Wien oder Graz';
    const offers = otherPlaceOffers(text, p(text).otherPlaces ?? []);
    expect(offers).toEqual([{ word: 'Graz', suggestion: 'Graz', text: 'Wohnung in Graz oder Wien' }]);
    expect(p(offers[0]!.text).filters).toEqual({ objektart: ['WOHNUNG'], ort: 'Graz' });
    // The way back offers Vienna by the Bundesland's name.
    expect(otherPlaceOffers(offers[0]!.text, p(offers[0]!.text).otherPlaces ?? [])[0]).toMatchObject({
      suggestion: 'Wien',
      text,
    });
    const zh = '维也纳或格拉茨的公寓';
    expect(otherPlaceOffers(zh, p(zh, 'zh').otherPlaces ?? [])[0]).toMatchObject({ text: '格拉茨或维也纳的公寓' });
    expect(p('Wohnung in Wien mit Balkon').otherPlaces).toBeUndefined();
  });

  it('does so in other languages and scripts', () => {
    expect(p('flat in Vienna or Graz', 'en').filters).toMatchObject({ bundesland: 'wien' });
    expect(p('flat in Vienna or Graz', 'en').filters.ort).toBeUndefined();
    expect(p('квартира в Вене или Граце', 'ru').filters).toEqual({ objektart: ['WOHNUNG'], bundesland: 'wien' });
    expect(p('维也纳或格拉茨的公寓', 'zh').filters).toEqual({ objektart: ['WOHNUNG'], bundesland: 'wien' });
    expect(p('شقة في فيينا أو غراتس', 'ar').filters).toEqual({ objektart: ['WOHNUNG'], bundesland: 'wien' });
  });
});

describe('postcodes', () => {
  it('reads a postcode with the word that names it', () => {
    for (const [text, lang] of [
      ['Grundstück PLZ 3400', 'de'],
      ['house postcode 3400', 'en'],
      ['maison code postal 3400', 'fr'],
      ['casa código postal 3400', 'es'],
      ['hus postnummer 3400', 'sv'],
      ['dom kod pocztowy 3400', 'pl'],
      ['дом индекс 3400', 'ru'],
      ['ev posta kodu 3400', 'tr'],
    ] as Array<[string, Lang]>) {
      const r = p(text, lang);
      expect(r.filters.plz, text).toBe('3400');
      expect(r.unmatched, text).toEqual([]);
    }
  });

  it('reads a Vienna postcode as its district, also after its word', () => {
    expect(p('邮编1100的公寓', 'zh').filters).toEqual({ objektart: ['WOHNUNG'], bezirk: ['Favoriten'] });
    expect(p('Wohnung PLZ 1070').filters).toMatchObject({ bezirk: ['Neubau'] });
  });

  it('reads a postcode with the place named with it', () => {
    expect(p('Haus in 8020 Graz').filters).toMatchObject({ plz: '8020', ort: 'Graz' });
    expect(p('Eigentumswohnung 4020 Linz ab 70m2').filters).toMatchObject({ plz: '4020', ort: 'Linz', flaecheVon: 70 });
  });
});

describe('districtLand', () => {
  it('names the Bundesland of a political district or Vienna district', () => {
    expect(districtLand('Zell am See')).toBe('salzburg');
    expect(districtLand('Graz (Stadt)')).toBe('steiermark');
    expect(districtLand('Graz')).toBe('steiermark');
    expect(districtLand('Neubau')).toBe('wien');
    expect(districtLand('Nirgendwo')).toBeUndefined();
  });
});

describe('districts', () => {
  it('reads Vienna districts listed with one district phrase, in any language', () => {
    const both = ['Landstraße', 'Wieden'];
    for (const [text, lang] of [
      ['Wohnung im 3. oder 4. Bezirk', 'de'],
      ["flat in Vienna's 3rd or 4th district", 'en'],
      ['appartement dans le 3e ou le 4e arrondissement', 'fr'],
      ['appartamento nel 3° o 4° distretto', 'it'],
      ['piso en el distrito 3 o 4', 'es'],
      ['apartamento no 3º ou 4º distrito', 'pt'],
      ['appartement in het 3e of 4e district', 'nl'],
      ['lägenhet i 3:e eller 4:e distriktet', 'sv'],
      ['mieszkanie w 3. lub 4. dzielnicy', 'pl'],
      ['квартира в 3-м или 4-м районе', 'ru'],
      ['3. veya 4. bölgede daire', 'tr'],
      ['شقة في الحي الثالث أو الرابع', 'ar'],
      ['آپارتمان در منطقه ۳ یا ۴', 'fa'],
    ] as Array<[string, Lang]>)
      expect(p(text, lang).filters.bezirk, text).toEqual(both);
  });

  it('does not read a number of rooms or square metres listed after a district as another district', () => {
    expect(p('Bezirk 7, 2 oder 3 Zimmer').filters.bezirk).toEqual(['Neubau']);
    expect(p('piso en el distrito 3, 80 m²', 'es').filters).toMatchObject({ bezirk: ['Landstraße'], flaecheVon: 80 });
  });

  it('reads a town named with the word for a political district as the district', () => {
    for (const [text, lang] of [
      ['Haus im Bezirk Baden', 'de'],
      ['house in the Baden district', 'en'],
      ['maison dans le district de Baden', 'fr'],
      ['dom w powiecie Baden', 'pl'],
      ['дом в округе Баден', 'ru'],
      ['Baden ilçesinde ev', 'tr'],
      ['巴登区的房子', 'zh'],
      ['バーデン郡の一戸建て', 'ja'],
    ] as Array<[string, Lang]>) {
      const r = p(text, lang);
      expect(r.filters.bezirk, text).toEqual(['Baden']);
      expect(r.filters.ort, text).toBeUndefined();
    }
    // Without the word it is the town.
    expect(p('Haus in Baden').filters).toMatchObject({ ort: 'Baden' });
    expect(p('Wohnung im Bezirk Graz').filters.bezirk).toEqual(['Graz (Stadt)']);
  });
});
