/**
 * The place field's postcodes: a town's name offers the town and its postcodes (the Post's places for its parts
 * too), digits offer the postcodes starting with them with their postal place, and a postcode typed with or
 * without its place filters as the chosen one does (`plz=`), in the browser and on the server alike.
 */
import { describe, expect, it } from 'vitest';
import { postcodesFor } from '~/domain/nl-search/austria-places';
import { buildSearchIndex, decodeIndex } from '~/domain/search/index-format';
import { runSearch } from '~/domain/search/filter';
import {
  locationOptions,
  POSTCODE_LIMIT,
  resolveTypedLocation,
  suggestLocationGroups,
  typedPostcode,
  type LocationOption,
} from '~/domain/search/locations';
import { parseQuery } from '~/domain/search/query';
import { makeListings } from './search-fixtures';

const codes = (text: string) => postcodesFor(text, POSTCODE_LIMIT).map((p) => `${p.plz} ${p.name}`);

describe('postcodesFor: the postcodes the place field offers', () => {
  it("offers a town's own postcodes first, then the Post's places for its parts", () => {
    const graz = codes('Graz');
    expect(graz.slice(0, 4)).toEqual(['8010 Graz', '8020 Graz', '8036 Graz', '8041 Graz-Liebenau']);
    expect(graz.every((c) => c.includes('Graz'))).toBe(true);
    expect(codes('graz')).toEqual(graz);
  });

  it('takes the start of a name, folded as place names are', () => {
    expect(codes('Salzb')).toEqual(['5020 Salzburg', '5023 Salzburg-Gnigl', '5026 Salzburg-Aigen']);
    expect(codes('Wiener Neustadt')).toEqual(['2700 Wiener Neustadt']);
    expect(codes('Sankt Pölten')[0]).toBe('3100 St. Pölten');
    expect(codes('st poelten')[0]).toBe('3100 St. Pölten');
  });

  it("offers all of Vienna's postcodes before other places starting so", () => {
    const wien = codes('Wien');
    expect(wien).toHaveLength(POSTCODE_LIMIT);
    expect(wien[0]).toBe('1010 Wien');
    expect(wien[22]).toBe('1230 Wien');
    expect(wien[23]).toBe('1300 Wien-Flughafen');
  });

  it('offers the postcodes starting with typed digits, in order, with their postal place', () => {
    expect(codes('80').slice(0, 3)).toEqual(['8010 Graz', '8020 Graz', '8036 Graz']);
    expect(codes('80')).toHaveLength(POSTCODE_LIMIT);
    expect(codes('802')).toEqual(['8020 Graz']);
    expect(codes('8020')).toEqual(['8020 Graz']);
    expect(codes('8020 Gr')).toEqual(['8020 Graz']);
    expect(codes('8020 Linz')).toEqual([]);
    expect(codes('1260')).toEqual([]);
  });

  it('offers nothing for two letters, too many places to choose from', () => {
    expect(codes('Gr')).toEqual([]);
    expect(codes('')).toEqual([]);
  });
});

describe('suggestLocationGroups: places, then postcodes as a group', () => {
  const opt = (kind: LocationOption['kind'], value: string, label: string, count: number): LocationOption => ({
    kind,
    value,
    label,
    count,
    key: label.toLowerCase(),
  });
  const options = [
    opt('bundesland', 'steiermark', 'Steiermark', 40),
    opt('ort', 'Graz', 'Graz', 30),
    opt('bezirk', 'Graz-Umgebung', 'Graz-Umgebung', 9),
    opt('plz', '8010', '8010 Graz', 12),
    opt('plz', '8020', '8020 Graz', 7),
  ];

  it('offers the town and, apart, its postcodes counted from the index', () => {
    const g = suggestLocationGroups(options, 'Graz', postcodesFor);
    expect(g.places.map((o) => o.label)).toEqual(['Graz', 'Graz-Umgebung']);
    expect(g.postcodes.slice(0, 3).map((o) => [o.kind, o.value, o.label, o.count])).toEqual([
      ['plz', '8010', '8010 Graz', 12],
      ['plz', '8020', '8020 Graz', 7],
      ['plz', '8036', '8036 Graz', 0],
    ]);
  });

  it('offers postcodes alone for digits', () => {
    const g = suggestLocationGroups(options, '802', postcodesFor);
    expect(g.places).toEqual([]);
    expect(g.postcodes.map((o) => o.label)).toEqual(['8020 Graz']);
  });

  it("offers the index's postcodes until the postcode table is loaded", () => {
    const g = suggestLocationGroups(options, 'Graz', null);
    expect(g.places.map((o) => o.label)).toEqual(['Graz', 'Graz-Umgebung']);
    expect(g.postcodes.map((o) => o.label)).toEqual(['8010 Graz', '8020 Graz']);
    expect(suggestLocationGroups(options, '80', null).postcodes.map((o) => o.value)).toEqual(['8010', '8020']);
  });

  it('offers nothing for nothing typed', () => {
    expect(suggestLocationGroups(options, '  ', postcodesFor)).toEqual({ places: [], postcodes: [] });
  });
});

describe('a typed postcode', () => {
  it('is four digits, alone or before its place', () => {
    expect(typedPostcode('8020')).toBe('8020');
    expect(typedPostcode(' 8020 Graz ')).toBe('8020');
    expect(typedPostcode('8041 Graz-Liebenau')).toBe('8041');
    expect(typedPostcode('8020 Graz 5')).toBeNull();
    expect(typedPostcode('802')).toBeNull();
    expect(typedPostcode('Graz')).toBeNull();
  });

  const listings = makeListings(600, 7);
  const table = decodeIndex(JSON.parse(JSON.stringify(buildSearchIndex(listings, 'test').index)));
  const plz = listings.find((l) => l.location.plz && l.location.ort)!.location;
  const ids = (qs: string) => [...runSearch(table, parseQuery(qs).query).rows].map((r) => table.id[r]);

  it('filters as the chosen postcode does, typed alone or with its place (the text sent without JavaScript)', () => {
    const chosen = ids(`plz=${plz.plz}`);
    expect(chosen.length).toBeGreaterThan(0);
    expect(ids(`ort=${plz.plz}`)).toEqual(chosen);
    expect(ids(`ort=${encodeURIComponent(`${plz.plz} ${plz.ort}`)}`)).toEqual(chosen);
  });

  it('is taken as a postcode when the field is left without choosing', () => {
    const options = locationOptions(table, (b) => b);
    expect(resolveTypedLocation(options, `${plz.plz} ${plz.ort}`)).toMatchObject({ kind: 'plz', value: plz.plz });
    expect(resolveTypedLocation(options, '8036 Graz')).toMatchObject({ kind: 'plz', value: '8036' });
  });
});
