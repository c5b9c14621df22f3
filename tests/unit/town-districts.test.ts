/**
 * A town and the political district that is that town under another name (the Statutarstadt Graz and its Bezirk
 * Graz (Stadt)): the place field offers the town alone when both hold the same listings, and the district where
 * it is a search of its own (the town not in the index, the district holding more). The ways out of an empty
 * search do not widen from the town to such a district either.
 */
import { describe, expect, it } from 'vitest';
import type { Listing } from '~/domain/listing';
import { buildSearchIndex, decodeIndex } from '~/domain/search/index-format';
import { runSearch } from '~/domain/search/filter';
import { districtNamesTown, locationOptions, suggestLocationGroups, townDistricts } from '~/domain/search/locations';
import { parseQuery } from '~/domain/search/query';
import { waysOut } from '~/domain/search/ways-out';
import { makeListings } from './search-fixtures';

type Place = [
  ort: string | null,
  bezirk: string,
  bundesland: Listing['location']['bundesland'],
  plz: string,
  objektart?: 'WOHNUNG' | 'HAUS',
];

function tableOf(places: Place[]) {
  const listings = makeListings(places.length, 7).map((l, i) => {
    const [ort, bezirk, bundesland, plz, objektart = 'WOHNUNG'] = places[i]!;
    return {
      ...l,
      status: 'available',
      vermarktungsart: 'KAUF',
      objektart,
      objektart_hauptgruppe: objektart.toLowerCase() as Listing['objektart_hauptgruppe'],
      objektart_untergruppe: null,
      location: { ...l.location, ort, bezirk, bundesland, plz, wien_bezirk: null },
    } as Listing;
  });
  return decodeIndex(JSON.parse(JSON.stringify(buildSearchIndex(listings, 't').index)));
}

const times = (n: number, p: Place): Place[] => Array.from({ length: n }, () => p);

const table = tableOf([
  ...times(3, ['Graz', 'Graz (Stadt)', 'steiermark', '8010', 'HAUS']),
  ...times(2, ['Graz', 'Graz (Stadt)', 'steiermark', '8020']),
  ...times(2, ['Gratwein-Straßengel', 'Graz-Umgebung', 'steiermark', '8112']),
  ...times(2, ['Klagenfurt am Wörthersee', 'Klagenfurt (Stadt)', 'kaernten', '9020']),
  ...times(1, ['St. Pölten', 'St. Pölten (Stadt)', 'niederoesterreich', '3100']),
  // Salzburg (Stadt) holds a part the feed writes as a town of its own: more than the town Salzburg.
  ...times(2, ['Salzburg', 'Salzburg (Stadt)', 'salzburg', '5020']),
  ...times(1, ['Salzburg-Gnigl', 'Salzburg (Stadt)', 'salzburg', '5023']),
  // Steyr (Stadt) without the town Steyr in the index.
  ...times(2, ['Steyr-Münichholz', 'Steyr (Stadt)', 'oberoesterreich', '4400']),
  // A town named like its district, the district holding other towns too.
  ...times(1, ['Baden', 'Baden', 'niederoesterreich', '2500']),
  ...times(2, ['Bad Vöslau', 'Baden', 'niederoesterreich', '2540', 'HAUS']),
  ...times(1, ['Linz', 'Linz (Stadt)', 'oberoesterreich', '4020']),
  ...times(1, ['Leonding', 'Linz-Land', 'oberoesterreich', '4060']),
]);
const options = locationOptions(table, (b) => b);
const has = (kind: string, value: string) => options.some((o) => o.kind === kind && o.value === value);
const total = (qs: string) => runSearch(table, parseQuery(qs).query).total;

describe('districtNamesTown: a political district named as its town', () => {
  it("reads the town's very name and the statutory city's '(Stadt)'", () => {
    expect(districtNamesTown('Graz (Stadt)', 'Graz')).toBe(true);
    expect(districtNamesTown('Graz', 'Graz')).toBe(true);
    expect(districtNamesTown('St. Pölten (Stadt)', 'St. Pölten')).toBe(true);
    expect(districtNamesTown('Wiener Neustadt (Stadt)', 'Wiener Neustadt')).toBe(true);
    expect(districtNamesTown('Krems an der Donau (Stadt)', 'Krems an der Donau')).toBe(true);
    expect(districtNamesTown('Waidhofen an der Ybbs (Stadt)', 'Waidhofen an der Ybbs')).toBe(true);
  });

  it('reads Klagenfurt (Stadt) as Klagenfurt am Wörthersee, and as Klagenfurt', () => {
    expect(districtNamesTown('Klagenfurt (Stadt)', 'Klagenfurt am Wörthersee')).toBe(true);
    expect(districtNamesTown('Klagenfurt (Stadt)', 'Klagenfurt')).toBe(true);
  });

  it("does not read a neighbouring district or another town's name as the town", () => {
    expect(districtNamesTown('Graz-Umgebung', 'Graz')).toBe(false);
    expect(districtNamesTown('Linz-Land', 'Linz')).toBe(false);
    expect(districtNamesTown('Krems (Land)', 'Krems an der Donau')).toBe(false);
    expect(districtNamesTown('Zell am See', 'Zell')).toBe(false);
    expect(districtNamesTown('Baden', 'Baden bei Wien')).toBe(false);
    expect(districtNamesTown('Salzburg (Stadt)', 'Salzburg-Gnigl')).toBe(false);
  });
});

describe('the place field beside a town and its own district', () => {
  it('offers the town alone where the district holds exactly its listings', () => {
    expect(total('ort=Graz')).toBe(total('bezirk=Graz (Stadt)'));
    expect(has('ort', 'Graz')).toBe(true);
    expect(has('bezirk', 'Graz (Stadt)')).toBe(false);
    expect(has('bezirk', 'Klagenfurt (Stadt)')).toBe(false);
    expect(has('bezirk', 'St. Pölten (Stadt)')).toBe(false);
    expect(has('bezirk', 'Linz (Stadt)')).toBe(false);
    const graz = suggestLocationGroups(options, 'Graz', null).places.map((o) => `${o.label} ${o.kind} ${o.count}`);
    expect(graz).toEqual(['Graz ort 5', 'Graz-Umgebung bezirk 2']);
    expect(suggestLocationGroups(options, 'Klagenf', null).places.map((o) => o.label)).toEqual([
      'Klagenfurt am Wörthersee',
    ]);
  });

  it('keeps the district where it is a search of its own', () => {
    // The town is not in the index: the district is the only way to it.
    expect(has('bezirk', 'Steyr (Stadt)')).toBe(true);
    // The district holds more than the town.
    expect(total('bezirk=Salzburg (Stadt)')).toBeGreaterThan(total('ort=Salzburg'));
    expect(has('bezirk', 'Salzburg (Stadt)')).toBe(true);
    expect(has('ort', 'Salzburg')).toBe(true);
    // A district named exactly as a town it holds, with other towns too.
    expect(has('bezirk', 'Baden')).toBe(true);
    expect(has('ort', 'Baden')).toBe(true);
    expect(has('bezirk', 'Linz-Land')).toBe(true);
    expect(has('bezirk', 'Graz-Umgebung')).toBe(true);
  });

  it('names the districts by their dictionary index', () => {
    const named = [...townDistricts(table)].map((i) => table.dict.bezirk[i - 1]).sort();
    expect(named).toEqual(['Graz (Stadt)', 'Klagenfurt (Stadt)', 'Linz (Stadt)', 'St. Pölten (Stadt)']);
    // A row that stands for no listing (the split index's places table) does not make the district wider.
    const weights = Array.from({ length: table.n }, (_, r) =>
      table.dict.ort[table.ort[r]! - 1] === 'Salzburg-Gnigl' ? 0 : 1,
    );
    expect([...townDistricts(table, weights)].map((i) => table.dict.bezirk[i - 1])).toContain('Salzburg (Stadt)');
  });
});

describe('ways out beside a town and its own district', () => {
  const ways = (qs: string) =>
    waysOut(table, parseQuery(qs).query, {}, 20).map((w) =>
      w.kind === 'town' ? `town:${w.town}` : w.kind === 'bezirk' ? `bezirk:${w.bezirk}` : w.kind,
    );

  it('widens a postcode to its town, then to its Bundesland: the district would find the same', () => {
    // No house in 8020, three in 8010: the town finds them, and so would Graz (Stadt).
    const found = ways('plz=8020&objektart=HAUS');
    expect(found).toContain('town:Graz');
    expect(found).not.toContain('bezirk:Graz (Stadt)');
    expect(found).toContain('bundesland');
  });

  it('widens a town to a district named like it that holds more', () => {
    // No house in Baden, two in Bad Vöslau in the Bezirk Baden.
    expect(ways('plz=2500&objektart=HAUS')).toContain('bezirk:Baden');
    expect(ways('ort=Baden&objektart=HAUS')).toContain('bezirk:Baden');
  });
});
