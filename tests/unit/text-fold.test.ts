/**
 * The one folding rule names and words are compared by, and its users: the search index's place keys, the
 * location field, the list's free text and the natural-language search's place names.
 */
import { describe, expect, it } from 'vitest';
import { buildGazetteer, extendGazetteer } from '~/domain/nl-search';
import { runSearch } from '~/domain/search/filter';
import { buildSearchIndex, decodeIndex } from '~/domain/search/index-format';
import { locationOptions, resolveTypedLocation, suggestLocations } from '~/domain/search/locations';
import { parseQuery } from '~/domain/search/query';
import { foldKey, foldKeyLoose } from '~/domain/text/fold';
import { makeListings } from './search-fixtures';

describe('the folding rule', () => {
  it('has a loose reading for short name lists: umlauts with or without their e', () => {
    expect(['Döbling', 'Doebling', 'Dobling'].map(foldKeyLoose)).toEqual(['dobling', 'dobling', 'dobling']);
    expect(foldKeyLoose('Rudolfsheim-Fünfhaus')).toBe(foldKeyLoose('rudolfsheim funfhaus'));
  });
  it('spells out umlauts and ß, the way they are typed without them', () => {
    expect(foldKey('Döbling')).toBe('doebling');
    expect(foldKey('MÜRZZUSCHLAG')).toBe('muerzzuschlag');
    expect(foldKey('Jägerstraße')).toBe('jaegerstrasse');
    expect(foldKey('Wörgl')).toBe(foldKey('Woergl'));
  });

  it('drops accents and reads Turkish dotless and dotted i as i', () => {
    expect(foldKey('Crème brûlée')).toBe('creme brulee');
    expect(foldKey('Český Krumlov')).toBe('cesky krumlov');
    expect(foldKey('Kadıköy')).toBe('kadikoey');
    expect(foldKey('İstanbul')).toBe('istanbul');
  });

  it('keeps the letters of every script', () => {
    expect(foldKey('Вена')).toBe('вена');
    expect(foldKey('Санкт-Пёльтен')).toBe('санкт пельтен');
    expect(foldKey('فيينا')).toBe('فيينا');
    expect(foldKey('وين')).toBe('وين');
    expect(foldKey('维也纳')).toBe('维也纳');
    expect(foldKey('グラーツ')).toBe('グラーツ');
    expect(foldKey('ザルツブルク')).toBe('ザルツブルク');
  });

  it('drops Arabic vowel marks, hamza signs and tatweel as it drops accents', () => {
    expect(foldKey('إنسبروك')).toBe('انسبروك');
    expect(foldKey('مُحَمَّد')).toBe('محمد');
    expect(foldKey('فيـــينا')).toBe('فيينا');
  });

  it('reads compatibility forms as their plain ones', () => {
    expect(foldKey('Ｗｉｅｎ')).toBe('wien');
    expect(foldKey('80 m²')).toBe('80 m2');
  });

  it('makes anything but letters and digits one space, none at the ends', () => {
    expect(foldKey('Wien 19., Döbling')).toBe('wien 19 doebling');
    expect(foldKey('  St. Pölten!  ')).toBe('st poelten');
    expect(foldKey('Rudolfsheim-Fünfhaus')).toBe('rudolfsheim fuenfhaus');
    expect(foldKey('«Вена», 1070')).toBe('вена 1070');
    expect(foldKey('!?…')).toBe('');
  });
});

describe('its users', () => {
  const listings = makeListings(200, 3);
  const built = buildSearchIndex(listings, 'fold');
  const table = decodeIndex(JSON.parse(JSON.stringify(built.index)));

  it('the location field finds a Bundesland by its name in any script', () => {
    const names: Record<string, string> = { wien: 'Вена', steiermark: 'Штирия', niederoesterreich: 'Нижняя Австрия' };
    const options = locationOptions(table, (b) => names[b] ?? b);
    expect(resolveTypedLocation(options, 'вена')).toMatchObject({ kind: 'bundesland', value: 'wien' });
    expect(suggestLocations(options, 'Шти')[0]).toMatchObject({ kind: 'bundesland', value: 'steiermark' });
    expect(resolveTypedLocation(options, 'Лондон')).toBeNull();
  });

  it('the list’s free text matches words of titles in any script', () => {
    const titles = built.rows.map((l, r) => (r % 2 ? `Квартира с балконом, ${l.id}` : `Дом с садом, ${l.id}`));
    const q = (text: string) => parseQuery(`q=${encodeURIComponent(text)}&status=available,reserved,sold,rented`);
    const flats = runSearch(table, q('КВАРТИРА').query, { titles });
    expect(flats.total).toBe(Math.floor(table.n / 2));
    expect([...flats.rows].every((r) => r % 2 === 1)).toBe(true);
    expect(runSearch(table, q('балкон сад').query, { titles }).total).toBe(0);
  });

  it('the natural-language search keys a place from the index as the index does', () => {
    const g = extendGazetteer(buildGazetteer(), [{ kind: 'ort', value: 'Kadıköy am Bach' }]);
    const l = listings[0]!;
    const one = buildSearchIndex([{ ...l, location: { ...l.location, ort: 'Kadıköy am Bach' } }], 'one');
    const index = decodeIndex(JSON.parse(JSON.stringify(one.index)));
    expect(g.names.get(index.ortKey[0]!)).toEqual({ kind: 'ort', value: 'Kadıköy am Bach' });
  });
});
