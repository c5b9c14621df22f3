/**
 * The near filters (public transport ≤ 500 m, school or kindergarten ≤ 1 km, supermarket ≤ 500 m): the address
 * parameter, the index's bits, and the search over the agency's distances and OpenStreetMap's places alike; a listing
 * whose distance is unknown never matches.
 */
import { describe, expect, it } from 'vitest';
import type { Listing } from '~/domain/listing';
import type { Place } from '~/domain/places';
import { activeFilterCount, emptyQuery, parseQuery, serializeQuery } from '~/domain/search/query';
import { buildSearchIndex, decodeIndex, kindOf, packKind } from '~/domain/search/index-format';
import { runSearch } from '~/domain/search/filter';
import { makeListings } from './search-fixtures';

const place = (kind: Place['kind'], km: number): Place => ({ kind, name: 'X', lines: [], km, lat: 48.2, lon: 16.37 });

function listings(): Listing[] {
  const base = makeListings(5, 3).map((l): Listing => ({
    ...l,
    status: 'available',
    infrastructure: undefined,
    places: undefined,
  }));
  // 1: OSM says U-Bahn 350 m, supermarket 80 m · 2: the agency says U-/S-Bahn 0.8 km, Volksschule 0.4 km
  // 3: OSM bus 0.49 km, school 1.2 km · 4: nothing known · 5: the agency's bus 0.3 km, OSM supermarket 0.6 km
  base[0]!.places = {
    at: '2026-11-28T00:00:00Z',
    precision: 'exact',
    items: [place('subway', 0.35), place('supermarket', 0.08)],
  };
  base[1]!.infrastructure = { distances: { US_BAHN: 0.8, GRUNDSCHULE: 0.4 }, sport: {} };
  base[2]!.places = {
    at: '2026-11-28T00:00:00Z',
    precision: 'area',
    items: [place('bus', 0.49), place('school', 1.2)],
  };
  base[4]!.infrastructure = { distances: { BUS: 0.3 }, sport: {} };
  base[4]!.places = { at: '2026-11-28T00:00:00Z', precision: 'exact', items: [place('supermarket', 0.6)] };
  return base.map((l, i) => ({ ...l, id: i + 1 }));
}

function search(qs: string): number[] {
  const built = buildSearchIndex(listings(), 't');
  const table = decodeIndex(JSON.parse(JSON.stringify(built.index)));
  return [...runSearch(table, parseQuery(qs).query).rows].map((r) => table.id[r]!).sort((a, b) => a - b);
}

describe('near filters', () => {
  it('reads ?nahe= in either form, writes it in one order, drops what it does not know', () => {
    expect(parseQuery('nahe=school&nahe=transit').query.nahe).toEqual(['transit', 'school']);
    expect(parseQuery('nahe=Supermarket,transit').query.nahe).toEqual(['transit', 'supermarket']);
    const bad = parseQuery('nahe=beach');
    expect(bad.query.nahe).toEqual([]);
    expect(bad.dropped).toEqual(['nahe']);
    expect(serializeQuery({ ...emptyQuery(), nahe: ['school', 'transit'] })).toBe('nahe=transit,school');
    expect(activeFilterCount({ ...emptyQuery(), nahe: ['school', 'transit'] })).toBe(2);
  });

  it('packs each filter into its own bit of the index', () => {
    const k = packKind({
      vermarktungsart: 'KAUF',
      objektart: 'WOHNUNG',
      status: 'available',
      hwbKlasse: null,
      fgeeKlasse: null,
      bundesland: 'wien',
      energyMissing: false,
      near: { transit: true, supermarket: true },
    });
    expect([kindOf.near(k, 'transit'), kindOf.near(k, 'school'), kindOf.near(k, 'supermarket')]).toEqual([1, 0, 1]);
    expect(kindOf.bundesland(k)).toBe(9);
    expect(k).toBeGreaterThan(0);
  });

  it('finds listings by the feed’s distances or OpenStreetMap’s, only where the distance is known', () => {
    expect(search('')).toEqual([1, 2, 3, 4, 5]);
    // transit ≤ 500 m: OSM U-Bahn 350 m, OSM bus 490 m, the agency's bus 300 m; not the agency's U-Bahn at 800 m
    expect(search('nahe=transit')).toEqual([1, 3, 5]);
    // school ≤ 1 km: the agency's Volksschule 400 m; not OSM's school at 1.2 km
    expect(search('nahe=school')).toEqual([2]);
    // supermarket ≤ 500 m: OSM's 80 m; not 600 m
    expect(search('nahe=supermarket')).toEqual([1]);
    expect(search('nahe=transit,supermarket')).toEqual([1]);
  });
});
