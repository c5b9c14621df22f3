/**
 * Ways out of an empty result: each kind (a filter dropped, a wider place, a radius, the other deal), their order
 * (fewest changes, then most listings), and none when the search finds something. Every way out's count is what
 * its own search finds.
 */
import { describe, expect, it } from 'vitest';
import type { Listing } from '~/domain/listing';
import { buildSearchIndex, decodeIndex } from '~/domain/search/index-format';
import { runSearch } from '~/domain/search/filter';
import { parseQuery, serializeQuery } from '~/domain/search/query';
import { WAYS_OUT_SHOWN, waysOut, type WayOut } from '~/domain/search/ways-out';
import { withLocation } from '~/domain/search/locations';
import { makeListings } from './search-fixtures';

interface Spec {
  ort: string;
  bezirk: string;
  bundesland: Listing['location']['bundesland'];
  lat: number;
  lon: number;
  plz: string;
  objektart?: 'WOHNUNG' | 'HAUS';
  deal?: 'KAUF' | 'MIETE_PACHT';
  features?: Listing['features'];
  price?: number;
}

const GRAZ = {
  ort: 'Graz',
  bezirk: 'Graz',
  bundesland: 'steiermark',
  lat: 47.0707,
  lon: 15.4395,
  plz: '8010',
} as const;
// About 11 km from Graz, in the Bezirk Graz-Umgebung.
const GRATWEIN = {
  ort: 'Gratwein-Straßengel',
  bezirk: 'Graz-Umgebung',
  bundesland: 'steiermark',
  lat: 47.13,
  lon: 15.33,
  plz: '8112',
} as const;
// About 6 km from Graz, also in Graz-Umgebung.
const SEIERSBERG = {
  ort: 'Seiersberg-Pirka',
  bezirk: 'Graz-Umgebung',
  bundesland: 'steiermark',
  lat: 47.0,
  lon: 15.4,
  plz: '8054',
} as const;
// About 33 km from Graz.
const LEIBNITZ = {
  ort: 'Leibnitz',
  bezirk: 'Leibnitz',
  bundesland: 'steiermark',
  lat: 46.78,
  lon: 15.54,
  plz: '8430',
} as const;
const LINZ = {
  ort: 'Linz',
  bezirk: 'Linz',
  bundesland: 'oberoesterreich',
  lat: 48.306,
  lon: 14.286,
  plz: '4020',
} as const;

function listingsOf(specs: Spec[]): Listing[] {
  return makeListings(specs.length, 5).map((l, i) => {
    const s = specs[i]!;
    const price = s.price ?? 300_000;
    return {
      ...l,
      status: 'available',
      vermarktungsart: s.deal ?? 'KAUF',
      objektart: s.objektart ?? 'WOHNUNG',
      objektart_hauptgruppe: (s.objektart ?? 'WOHNUNG').toLowerCase() as Listing['objektart_hauptgruppe'],
      objektart_untergruppe: null,
      features: s.features ?? [],
      kaufpreis: price,
      kaltmiete: s.deal === 'MIETE_PACHT' ? 900 : null,
      price_on_request: false,
      preise: { ...l.preise, kaufpreis: price, kaltmiete: s.deal === 'MIETE_PACHT' ? 900 : null },
      location: {
        ...l.location,
        ort: s.ort,
        bezirk: s.bezirk,
        bundesland: s.bundesland,
        plz: s.plz,
        lat: s.lat,
        lon: s.lon,
        wien_bezirk: null,
      },
    } as Listing;
  });
}

const times = (n: number, spec: Spec): Spec[] => Array.from({ length: n }, () => spec);

const listings = listingsOf([
  ...times(3, { ...GRAZ, objektart: 'HAUS', features: ['lift'] }),
  ...times(4, { ...GRAZ, features: ['lift', 'garden'] }),
  ...times(2, { ...GRATWEIN, features: ['balcony'] }),
  ...times(1, { ...SEIERSBERG, objektart: 'HAUS' }),
  ...times(2, { ...LEIBNITZ, objektart: 'HAUS', price: 150_000 }),
  ...times(2, { ...LINZ, objektart: 'HAUS', deal: 'MIETE_PACHT' }),
]);
const built = buildSearchIndex(listings, 't');
const table = decodeIndex(JSON.parse(JSON.stringify(built.index)));
const geo = { lat: built.geo.lat, lon: built.geo.lon };

const ways = (qs: string, withGeo = true) => waysOut(table, parseQuery(qs).query, withGeo ? { geo } : {});
const brief = (w: WayOut) => {
  switch (w.kind) {
    case 'drop':
      return w.filter === 'feature' ? `drop:${w.feature}` : `drop:${w.filter}`;
    case 'town':
      return `town:${w.town}`;
    case 'bezirk':
      return `bezirk:${w.bezirk}`;
    case 'bundesland':
      return `bundesland:${w.bundesland}`;
    case 'radius':
      return `radius:${w.km}`;
    case 'deal':
      return `deal:${w.deal}`;
    case 'austria':
      return 'austria';
    case 'spelling':
      return `spelling:${w.from}>${w.to}`;
  }
};

describe('ways out of an empty result', () => {
  it('offers none when the search finds something', () => {
    expect(runSearch(table, parseQuery('ort=Graz').query).total).toBeGreaterThan(0);
    expect(ways('ort=Graz')).toEqual([]);
    expect(ways('')).toEqual([]);
  });

  it('drops one feature at a time, and says what each finds', () => {
    // In Graz the lifts have no balcony: without the balcony 7 are left, without the lift none.
    const found = ways('ort=Graz&ausstattung=balcony,lift');
    expect(found.map(brief)).toContain('drop:balcony');
    expect(found.map(brief)).not.toContain('drop:lift');
    expect(found.find((w) => brief(w) === 'drop:balcony')!.count).toBe(7);
    expect(serializeQuery(found.find((w) => brief(w) === 'drop:balcony')!.query)).toBe('ort=Graz&ausstattung=lift');
  });

  it('drops a price range, and the free text with its relevance order', () => {
    const price = ways('ort=Leibnitz&preis_bis=100000');
    expect(price[0]).toMatchObject({ kind: 'drop', filter: 'price', count: 2, changes: 1 });
    const text = ways('ort=Graz&q=seeblick');
    const dropText = text.find((w) => brief(w) === 'drop:text')!;
    expect(dropText.count).toBe(7);
    // The relevance order was the default for a text search; without the text the default is newest first.
    expect(serializeQuery(dropText.query)).toBe('ort=Graz');
  });

  it('widens the place step by step: Bezirk, then Bundesland, then Austria', () => {
    // A house in Gratwein-Straßengel: none there, one in its Bezirk, six in Styria, eight in Austria.
    const found = ways('ort=Gratwein-Stra%C3%9Fengel&objektart=HAUS', false);
    expect(found.map((w) => [brief(w), w.count, w.changes])).toEqual([
      ['bezirk:Graz-Umgebung', 1, 1],
      ['bundesland:steiermark', 6, 2],
      ['austria', 8, 3],
    ]);
    expect(serializeQuery(found[1]!.query)).toBe('objektart=HAUS&bundesland=steiermark');
  });

  it('widens a postcode to its town first', () => {
    const found = ways('plz=8010&objektart=HAUS&ausstattung=garden', false);
    expect(found.map(brief)).toContain('drop:garden');
    expect(found.find((w) => w.kind === 'town')).toBeUndefined(); // Graz has no house with a garden either
    const town = ways('plz=8010&erstbezug=1', false);
    expect(town.map(brief)).not.toContain('town:Graz'); // every step is empty: no new builds anywhere
  });

  it('does not offer a Bezirk that is the town itself', () => {
    const found = ways('ort=Graz&objektart=HAUS&preis_bis=200000', false);
    expect(found.map(brief)).not.toContain('bezirk:Graz');
    expect(found.map(brief)).toContain('bundesland:steiermark');
  });

  it('offers radii around the town where the listings have coordinates, wider than one already set', () => {
    const found = ways('ort=Gratwein-Stra%C3%9Fengel&objektart=HAUS', true);
    const radii = found.filter((w) => w.kind === 'radius');
    // 10 km: nothing (Seiersberg is 14 km away); 25 km: Graz and Seiersberg; 50 km: Leibnitz too.
    expect(radii.map((w) => [brief(w), w.count, w.changes])).toEqual([
      ['radius:25', 4, 2],
      ['radius:50', 6, 3],
    ]);
    expect(serializeQuery(radii[0]!.query)).toBe('objektart=HAUS&ort=Gratwein-Stra%C3%9Fengel&umkreis=25');
    const wider = ways('ort=Gratwein-Stra%C3%9Fengel&objektart=HAUS&umkreis=5', true);
    expect(wider.filter((w) => w.kind === 'radius').map(brief)).toEqual(['radius:25', 'radius:50']);
    expect(ways('ort=Gratwein-Stra%C3%9Fengel&objektart=HAUS', false).some((w) => w.kind === 'radius')).toBe(false);
  });

  it('offers the other deal', () => {
    const found = ways('ort=Linz&vermarktungsart=KAUF', false);
    expect(found[0]).toMatchObject({ kind: 'deal', deal: 'MIETE_PACHT', count: 2, changes: 1 });
  });

  it('orders by fewest changes, then most listings, and shows at most the limit (five by default)', () => {
    const qs = 'ort=Gratwein-Stra%C3%9Fengel&objektart=HAUS';
    expect(ways(qs).map((w) => [brief(w), w.changes, w.count])).toEqual([
      ['bezirk:Graz-Umgebung', 1, 1],
      ['bundesland:steiermark', 2, 6],
      ['radius:25', 2, 4],
      ['austria', 3, 8],
      ['radius:50', 3, 6],
    ]);
    expect(waysOut(table, parseQuery(qs).query, { geo }, 3).map(brief)).toEqual([
      'bezirk:Graz-Umgebung',
      'bundesland:steiermark',
      'radius:25',
    ]);
    expect(WAYS_OUT_SHOWN).toBe(5);
  });

  it('gives each way out the count its own search finds', () => {
    for (const qs of [
      'ort=Graz&ausstattung=balcony,lift',
      'ort=Gratwein-Stra%C3%9Fengel&objektart=HAUS',
      'ort=Linz&vermarktungsart=KAUF&ausstattung=lift',
    ]) {
      const found = ways(qs);
      expect(found.length).toBeGreaterThan(0);
      for (const w of found) expect(runSearch(table, w.query, { geo }).total).toBe(w.count);
    }
  });
});

describe('"Meinten Sie …?" among the ways out', () => {
  it('offers a misspelt town of the free text or the place field as the index spells it, first', () => {
    const text = ways('q=Leibnits');
    expect(text.map(brief)[0]).toBe('spelling:Leibnits>Leibnitz');
    expect(text[0]!.query.q).toBe('Leibnitz');
    expect(text[0]!.count).toBe(2);
    const place = ways('ort=Leibnits&objektart=HAUS');
    expect(place.map(brief)[0]).toBe('spelling:Leibnits>Leibnitz');
    expect(place[0]!.query).toMatchObject({ ort: 'Leibnitz', objektart: ['HAUS'] });
    for (const w of [...text, ...place]) expect(runSearch(table, w.query, { geo }).total).toBe(w.count);
  });

  it('guesses nothing for a word far from every place', () => {
    expect(ways('q=Schwimmteich').map(brief)).not.toContainEqual(expect.stringMatching(/^spelling/));
  });
});

describe('a radius around a place without listings', () => {
  it('is measured from the place’s position in the gazetteer file', () => {
    // Kalsdorf bei Graz lies about 10 km south of Graz; no listing is there.
    expect(runSearch(table, parseQuery('ort=Kalsdorf%20bei%20Graz&umkreis=15').query, { geo }).total).toBe(8);
    expect(runSearch(table, parseQuery('ort=Kalsdorf%20bei%20Graz').query, { geo }).total).toBe(0);
  });
});

describe('the radius control', () => {
  it('keeps a radius from one town to another and drops it with any other place', () => {
    const q = parseQuery('ort=Graz&umkreis=25').query;
    expect(withLocation(q, { kind: 'ort', value: 'Leibnitz' })).toMatchObject({ ort: 'Leibnitz', umkreis: 25 });
    expect(withLocation(q, { kind: 'bundesland', value: 'steiermark' }).umkreis).toBeNull();
    expect(withLocation(q, null).umkreis).toBeNull();
  });
});
