/** Search agents' rules: the form schema, the results link, matching (rooms from/to, polygon, text), digest order. */
import { describe, expect, it } from 'vitest';
import { agentCreateSchema, normalizeSearch, resultsPath, resultsQuery } from '~/domain/search-agents/rules';
import {
  buildMatchIndex,
  digestOrder,
  indexedListing,
  matchAgent,
  rowsSeenAfter,
} from '~/domain/search-agents/matching';
import { fieldErrorKeys } from '~/domain/validation/account';
import { buildSearchIndex, decodeIndex } from '~/domain/search/index-format';
import { runSearch } from '~/domain/search/filter';
import { parseQuery } from '~/domain/search/query';
import { makeListings } from './search-fixtures';

function listing(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    objekttitel: `Wohnung ${id}`,
    status: 'available',
    vermarktungsart: 'KAUF',
    objektart: 'WOHNUNG',
    kaufpreis: 300_000,
    zimmer: 3,
    flaeche: 70,
    created_at: `2026-11-${String(id).padStart(2, '0')}T08:00:00Z`,
    location: { ort: 'Wien', plz: '1070', bundesland: 'wien', lat: 48.2, lon: 16.35 },
    ...extra,
  };
}

describe('agent form rules', () => {
  it('needs at least name and email; defaults the rest', () => {
    const empty = agentCreateSchema.safeParse({});
    expect(empty.success).toBe(false);
    const keys = fieldErrorKeys(empty.error!.issues);
    expect(keys.name).toEqual(['searchAgents.validation.nameRequired']);
    expect(keys.email).toEqual(['validation.emailRequired']);
    const ok = agentCreateSchema.parse({ name: ' Wien ', email: 'A@B.AT' });
    expect(ok).toMatchObject({ name: 'Wien', email: 'a@b.at', frequency: 'daily', search: '', channels: ['email'] });
  });

  it('SMS needs a phone; rooms from must not exceed rooms to; half rooms are fine', () => {
    const sms = agentCreateSchema.safeParse({ name: 'x', email: 'a@b.at', channels: ['sms'] });
    expect(fieldErrorKeys(sms.error!.issues).phone).toEqual(['searchAgents.validation.phoneRequired']);
    const rooms = agentCreateSchema.safeParse({ name: 'x', email: 'a@b.at', rooms_min: 4, rooms_max: 2 });
    expect(fieldErrorKeys(rooms.error!.issues).rooms_max).toEqual(['searchAgents.validation.roomsOrder']);
    expect(agentCreateSchema.safeParse({ name: 'x', email: 'a@b.at', rooms_min: 2.5 }).success).toBe(true);
    expect(agentCreateSchema.safeParse({ name: 'x', email: 'a@b.at', rooms_min: 2.3 }).success).toBe(false);
  });

  it('the saved search drops the page; the results link carries rooms as zimmer_von/zimmer_bis', () => {
    expect(normalizeSearch('?ort=Wien&seite=4&zimmer_bis=9')).toBe('ort=Wien');
    expect(resultsQuery('ort=Wien&zimmer_von=1', 2, 3)).toBe('ort=Wien&zimmer_von=2&zimmer_bis=3');
    expect(resultsPath('ort=Wien', null, null, '/en')).toBe('/en/immobilien?ort=Wien');
    expect(resultsPath('polygon=48.1,16.3;48.3,16.3;48.3,16.5', null, 4)).toBe(
      '/kartensuche?polygon=48.1,16.3;48.3,16.3;48.3,16.5&zimmer_bis=4',
    );
  });
});

describe('matching', () => {
  const index = buildMatchIndex([
    listing(1),
    listing(2, { zimmer: 5 }),
    listing(3, { zimmer: 1 }),
    listing(4, { vermarktungsart: 'MIETE_PACHT', kaufpreis: null, kaltmiete: 900 }),
    listing(5, { location: { ort: 'Graz', plz: '8010', bundesland: 'steiermark', lat: 47.07, lon: 15.44 } }),
    listing(6, { status: 'sold' }),
    listing(7, { objekttitel: 'Dachterrasse mit Blick', zimmer: null }),
  ]);

  it('applies the search and the rooms from/to; sold listings and unknown room counts are not reported', () => {
    expect(
      matchAgent(index, { search: 'vermarktungsart=KAUF&plz=1070', rooms_min: 2, rooms_max: 3 }, undefined),
    ).toEqual([1]);
    expect(matchAgent(index, { search: 'plz=1070', rooms_min: null, rooms_max: null }).sort()).toEqual([1, 2, 3, 4, 7]);
    expect(matchAgent(index, { search: '', rooms_min: 4, rooms_max: null })).toEqual([2]);
    expect(matchAgent(index, { search: '', rooms_min: null, rooms_max: 1 })).toEqual([3]);
  });

  it('a drawn polygon and free text', () => {
    const vienna = 'polygon=48.1,16.2;48.3,16.2;48.3,16.5;48.1,16.5';
    expect(matchAgent(index, { search: vienna, rooms_min: null, rooms_max: null })).not.toContain(5);
    expect(matchAgent(index, { search: 'q=dachterrasse', rooms_min: null, rooms_max: null })).toEqual([7]);
  });

  it("reports what the list page shows: the index it matches on is the list page's, field for field", () => {
    // Rent parts (the monthly rent the price filter compares), commission, condition, age, balcony and garden
    // areas, the availability date and the distances all count; the build indexes complete listings.
    const listings = makeListings(400, 11).map((l, i) => ({
      ...l,
      zustand: i % 7 === 0 ? ('ERSTBEZUG' as const) : l.zustand,
      verfuegbar_ab: i % 3 === 0 ? 'sofort' : i % 3 === 1 ? '2027-03-01' : l.verfuegbar_ab,
      preise: { ...l.preise, provisionspflichtig: i % 5 === 0 ? false : l.preise.provisionspflichtig },
      infrastructure:
        i % 4 === 0 ? { distances: { BUS: (i % 9) / 10, KINDERGAERTEN: (i % 13) / 10 }, sport: {} } : undefined,
      places:
        i % 6 === 0
          ? {
              at: '2026-11-28T00:00:00Z',
              precision: 'exact' as const,
              items: [{ kind: 'supermarket' as const, name: null, lines: [], km: (i % 11) / 10, lat: 48.2, lon: 16.3 }],
            }
          : undefined,
    }));
    const theList = buildSearchIndex(listings, 'x');
    const theAgents = buildSearchIndex(
      listings.map((l) => indexedListing(l)),
      'x',
    );
    expect(theAgents.index).toEqual(theList.index);
    expect(theAgents.geo).toEqual(theList.geo);
    const table = decodeIndex(theList.index);
    const agents = buildMatchIndex(listings);
    for (const search of [
      'vermarktungsart=MIETE_PACHT&preis_bis=1200',
      'provisionsfrei=1',
      'erstbezug=1',
      'aussenflaeche=1',
      'verfuegbar_ab=2027-06-01',
      'nahe=transit',
      'nahe=school',
      'nahe=supermarket',
    ]) {
      // The list shows what one can still get (available and reserved), as agents report it.
      const shown = [...runSearch(table, parseQuery(search).query).rows].map((r) => table.id[r]!);
      expect(shown.length).toBeGreaterThan(0);
      expect(matchAgent(agents, { search, rooms_min: null, rooms_max: null })).toEqual(shown);
    }
  });

  it('narrowing by place, drawn area and kind reports exactly what the list shows', () => {
    // The index scans only the place groups and map cells an agent can match; a place written any way the
    // location field takes it, a district, a region, a radius and an area across cells must find the same rows.
    const listings = makeListings(600, 23);
    const built = buildSearchIndex(listings, 'x');
    const table = decodeIndex(built.index);
    const agents = buildMatchIndex(listings);
    const around = (lat: number, lon: number, d: number) =>
      `polygon=${lat - d},${lon - d};${lat + d},${lon - d};${lat + d},${lon + d};${lat - d},${lon + d}`;
    for (const search of [
      'plz=1070',
      'vermarktungsart=KAUF&objektart=WOHNUNG&plz=8010',
      'ort=Wien',
      'ort=wien 19., döbling',
      'ort=Steiermark',
      'ort=4020',
      'ort=Klagen',
      'ort=Linz&umkreis=30',
      'bundesland=niederoesterreich&objektart=HAUS',
      'bezirk=7&bezirk=22',
      'bezirk=Gmunden',
      'region=salzkammergut',
      around(48.2, 16.35, 0.08),
      `vermarktungsart=MIETE_PACHT&${around(47.07, 15.44, 0.01)}`,
      around(47.5, 13.5, 3),
      'objektart=GRUNDSTUECK',
      'preis_bis=400000',
    ]) {
      const shown = [...runSearch(table, parseQuery(search).query, { geo: built.geo }).rows].map((r) => table.id[r]!);
      expect(shown.length, search).toBeGreaterThan(0);
      expect(matchAgent(agents, { search, rooms_min: null, rooms_max: null }), search).toEqual(shown);
    }
  });

  it('an agent with near filters reports only listings whose known distance is within the limit', () => {
    const at = '2026-11-28T00:00:00Z';
    const osm = (kind: string, km: number) => ({ kind, name: 'X', lines: [], km, lat: 48.2, lon: 16.35 });
    const near = buildMatchIndex([
      // OpenStreetMap: U-Bahn 350 m, supermarket 80 m
      listing(1, { places: { at, precision: 'exact', items: [osm('subway', 0.35), osm('supermarket', 0.08)] } }),
      // the agency: U-/S-Bahn 800 m (too far), Volksschule 400 m
      listing(2, { infrastructure: { distances: { US_BAHN: 0.8, GRUNDSCHULE: 0.4 }, sport: {} } }),
      // the agency's bus 300 m; OpenStreetMap's supermarket 600 m (too far)
      listing(3, {
        infrastructure: { distances: { BUS: 0.3 }, sport: {} },
        places: { at, precision: 'area', items: [osm('supermarket', 0.6)] },
      }),
      // no distance known: never a match
      listing(4),
      // a distance that does not parse counts as unknown
      listing(5, { infrastructure: { distances: { BUS: 'nah' }, sport: {} } }),
      // exactly at the limit: 500 m
      listing(6, { places: { at, precision: 'exact', items: [osm('tram', 0.5)] } }),
      // within, but sold
      listing(7, { status: 'sold', places: { at, precision: 'exact', items: [osm('bus', 0.1)] } }),
    ]);
    const ids = (search: string) => matchAgent(near, { search, rooms_min: null, rooms_max: null }).sort();
    expect(ids('')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids('nahe=transit')).toEqual([1, 3, 6]);
    expect(ids('nahe=school')).toEqual([2]);
    expect(ids('nahe=supermarket')).toEqual([1]);
    expect(ids('nahe=transit,supermarket')).toEqual([1]);
    expect(ids('nahe=transit&plz=1070')).toEqual([1, 3, 6]);
  });

  it('only listings first seen after the agent last matched are candidates', () => {
    const seen = new Map([
      [1, 100],
      [2, 200],
      [3, 300],
    ]);
    const mask = rowsSeenAfter(index, seen, 150)!;
    expect([...index.ids].filter((_, r) => mask[r] === 1).sort()).toEqual([2, 3]);
    expect(matchAgent(index, { search: '', rooms_min: null, rooms_max: null }, mask).sort()).toEqual([2, 3]);
    expect(rowsSeenAfter(index, seen, 300)).toBeNull();
    // newest first across property types
    expect(matchAgent(index, { search: 'vermarktungsart=KAUF', rooms_min: null, rooms_max: null })).toEqual([
      7, 5, 3, 2, 1,
    ]);
  });

  it('a digest is newest first: latest found, then latest published', () => {
    const items = [
      { listing_id: 1, matched_at: 10, published: '2026-11-01', gone: false },
      { listing_id: 2, matched_at: 20, published: '2026-10-01', gone: true },
      { listing_id: 3, matched_at: 10, published: '2026-11-05', gone: false },
    ];
    expect(digestOrder(items).map((i) => i.listing_id)).toEqual([2, 3, 1]);
  });
});
