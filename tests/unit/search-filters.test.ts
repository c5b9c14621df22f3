/**
 * The filters Austrian searchers use (Vienna districts, outdoor space, commission-free, first occupancy / new
 * build, available from, rooms to), the default status filter, the price orders without parking spaces and sold
 * objects in front, relevance for free text, and the total monthly rent the index filters and sorts rentals by.
 */
import { describe, expect, it } from 'vitest';
import type { Listing } from '~/domain/listing';
import {
  activeFilterCount,
  DEFAULT_STATUSES,
  effectiveStatuses,
  emptyQuery,
  normalizeBezirk,
  parseQuery,
  serializeQuery,
} from '~/domain/search/query';
import {
  AVAILABLE_NOW,
  availabilityDay,
  buildSearchIndex,
  buildTitles,
  decodeIndex,
  decodeTitles,
  hasOutdoorSpace,
  isCommissionFree,
  isNewBuild,
  kindOf,
  monthlyRent,
  packKind,
  searchPrice,
} from '~/domain/search/index-format';
import { newestHomesFirst, runSearch } from '~/domain/search/filter';
import { locationText, namedBezirk, withLocation } from '~/domain/search/locations';
import { cardPrice, listingCardOf } from '~/domain/listing-card';
import { makeListings } from './search-fixtures';

type Patch = Omit<Partial<Listing>, 'preise' | 'location' | 'flaechen'> & {
  preise?: Partial<Listing['preise']>;
  location?: Partial<Listing['location']>;
  flaechen?: Partial<Listing['flaechen']>;
};

/** Fixture listings with the fields a test is about set explicitly, and none of those fields left to chance. */
function listingsWith(patches: Patch[]): Listing[] {
  const base = makeListings(patches.length, 11);
  return base.map((l, i) => {
    const p = patches[i]!;
    const neutral: Listing = {
      ...l,
      status: 'available',
      features: [],
      zustand: 'GEPFLEGT',
      alter: null,
      verfuegbar_ab: null,
      project_id: null,
      flaechen: { ...l.flaechen, balkon_terrasse_flaeche: null, gartenflaeche: null },
      preise: { ...l.preise, provisionspflichtig: true, provision_text: '3 %', provision_brutto: null },
      location: {
        ...l.location,
        plz: '8010',
        ort: 'Graz',
        bezirk: 'Graz',
        bundesland: 'steiermark',
        wien_bezirk: null,
      },
    };
    return {
      ...neutral,
      ...p,
      preise: { ...neutral.preise, ...p.preise },
      location: { ...neutral.location, ...p.location },
      flaechen: { ...neutral.flaechen, ...p.flaechen },
    } as Listing;
  });
}

function searcher(listings: Listing[]) {
  const built = buildSearchIndex(listings, 't');
  const table = decodeIndex(JSON.parse(JSON.stringify(built.index)));
  const titles = decodeTitles(buildTitles(built.rows, 'de', 't'), table);
  return (qs: string) => [...runSearch(table, parseQuery(qs).query, { titles }).rows].map((r) => table.id[r]!);
}

const wien = (n: number): Patch['location'] => ({
  plz: `1${String(n).padStart(2, '0')}0`,
  ort: 'Wien',
  bezirk: `Wien ${n}.`,
  bundesland: 'wien',
  wien_bezirk: n,
});

describe('the new filters in the address', () => {
  it('reads and writes zimmer_bis, repeated bezirk, provisionsfrei, erstbezug, aussenflaeche, verfuegbar_ab', () => {
    const qs =
      'zimmer_von=2&zimmer_bis=3&bezirk=7&bezirk=8&provisionsfrei=1&erstbezug=1&aussenflaeche=1&verfuegbar_ab=2027-03-01';
    const { query, dropped } = parseQuery(qs);
    expect(dropped).toEqual([]);
    expect(query).toMatchObject({
      zimmerVon: 2,
      zimmerBis: 3,
      bezirk: ['7', '8'],
      provisionsfrei: true,
      erstbezug: true,
      aussenflaeche: true,
      verfuegbarAb: '2027-03-01',
    });
    expect(serializeQuery(query)).toBe(qs);
    expect(parseQuery(serializeQuery(query)).query).toEqual(query);
    // Ticking 8 before 7 is the same search, and so the same address.
    expect(serializeQuery(parseQuery('bezirk=8&bezirk=7').query)).toBe('bezirk=7&bezirk=8');
    expect(activeFilterCount(query)).toBe(6);
  });
  it('normalizes Vienna districts to their number and keeps other districts whole, commas included', () => {
    expect(['7', '07', '1070', 'Neubau', 'neubau', 'Wien 7., Neubau', 'Wien 7'].map(normalizeBezirk)).toEqual(
      Array(7).fill('7'),
    );
    expect(normalizeBezirk('Rudolfsheim-Fünfhaus')).toBe('15');
    // umlauts typed plain or spelt out
    expect(['Döbling', 'Dobling', 'Doebling', 'rudolfsheim funfhaus'].map(normalizeBezirk)).toEqual([
      '19',
      '19',
      '19',
      '15',
    ]);
    expect(normalizeBezirk('24')).toBeNull();
    expect(normalizeBezirk('Mödling')).toBe('Mödling');
    expect(parseQuery('bezirk=Wien 19., Döbling&bezirk=Graz, Umgebung').query.bezirk).toEqual(['19', 'Graz, Umgebung']);
    expect(parseQuery('bezirk=0&bezirk=5').query).toMatchObject({ bezirk: ['5'] });
    expect(parseQuery('bezirk=0').dropped).toEqual(['bezirk']);
  });
  it('drops impossible values one by one', () => {
    const { query, dropped } = parseQuery('verfuegbar_ab=2027-02-30&provisionsfrei=vielleicht&zimmer_bis=x');
    expect(dropped.sort()).toEqual(['provisionsfrei', 'verfuegbar_ab', 'zimmer_bis']);
    expect(query).toMatchObject({ verfuegbarAb: null, provisionsfrei: false, zimmerBis: null });
    expect(parseQuery('verfuegbar_ab=01.03.2027').dropped).toEqual(['verfuegbar_ab']);
    // A checkbox sent without JavaScript (value "1") and one without a value both switch the filter on.
    expect(parseQuery('erstbezug=').query.erstbezug).toBe(true);
    expect(parseQuery('erstbezug=0').query.erstbezug).toBe(false);
  });
  it('reads the default statuses asked for explicitly as the default, so the address stays short', () => {
    expect(parseQuery('status=available,reserved').query.status).toEqual([]);
    expect(parseQuery('status=reserved&status=available').query.status).toEqual([]);
    expect(serializeQuery(parseQuery('status=available,reserved').query)).toBe('');
    expect(parseQuery('status=available').query.status).toEqual(['available']);
    expect(effectiveStatuses(emptyQuery())).toEqual(DEFAULT_STATUSES);
    expect(DEFAULT_STATUSES).toEqual(['available', 'reserved']);
  });
  it('swaps rooms from/to typed the wrong way round', () => {
    const q = parseQuery('zimmer_von=4&zimmer_bis=2').query;
    expect([q.zimmerVon, q.zimmerBis]).toEqual([2, 4]);
  });
  it('sorts by relevance while free text is given, by newest otherwise, and writes only what differs', () => {
    expect(parseQuery('q=Dachterrasse').query.sort).toBe('relevanz');
    expect(serializeQuery(parseQuery('q=Dachterrasse').query)).toBe('q=Dachterrasse');
    expect(parseQuery('').query.sort).toBe('neueste');
    const newest = parseQuery('q=Dachterrasse&sortierung=neueste').query;
    expect(newest.sort).toBe('neueste');
    expect(serializeQuery(newest)).toBe('q=Dachterrasse&sortierung=neueste');
    expect(serializeQuery(parseQuery('sortierung=relevanz').query)).toBe('sortierung=relevanz');
  });
  it('keeps Vienna districts when Vienna is chosen as the place and clears them for another place', () => {
    const q = parseQuery('bezirk=7&bezirk=8').query;
    expect(withLocation(q, { kind: 'bundesland', value: 'wien' })).toMatchObject({
      bundesland: 'wien',
      bezirk: ['7', '8'],
    });
    expect(withLocation(q, { kind: 'ort', value: 'Graz' }).bezirk).toEqual([]);
    expect(withLocation(q, { kind: 'bezirk', value: 'Neubau' }).bezirk).toEqual(['7']);
    expect(namedBezirk(parseQuery('bezirk=7').query)).toBe('Neubau');
    expect(namedBezirk(q)).toBeNull();
    expect(locationText(parseQuery('bezirk=Mödling').query, (b) => b)).toBe('Mödling');
    expect(emptyQuery().bezirk).toEqual([]);
  });
});

describe('the new filters on the index', () => {
  const listings = listingsWith([
    /* 0 */ { location: wien(7), zimmer: 2, features: ['balcony'] },
    /* 1 */ { location: wien(8), zimmer: 3, preise: { provisionspflichtig: false } },
    /* 2 */ { location: wien(22), zimmer: 4, zustand: 'ERSTBEZUG', verfuegbar_ab: 'sofort' },
    /* 3 */ { zimmer: 5, alter: 'NEUBAU', flaechen: { gartenflaeche: 120 }, verfuegbar_ab: '2027-06-01' },
    /* 4 */ { zimmer: 1, features: ['loggia'], preise: { provision_text: 'provisionsfrei für den Mieter' } },
    /* 5 */ { zimmer: 2, project_id: 42, verfuegbar_ab: '1.2.2027' },
    /* 6 */ { zimmer: 3, features: ['winter_garden'], verfuegbar_ab: 'nach Vereinbarung', status: 'sold' },
    /* 7 */ { zimmer: 2, features: ['terrace'], status: 'reserved', preise: { provision_brutto: 0 } },
  ]);
  const ids = listings.map((l) => l.id);
  const find = searcher(listings);
  const pick = (...i: number[]) => i.map((n) => ids[n]!).sort();
  const got = (qs: string) => find(qs).sort();

  it('finds any of the ticked Vienna districts', () => {
    expect(got('bezirk=7')).toEqual(pick(0));
    expect(got('bezirk=7&bezirk=22')).toEqual(pick(0, 2));
    expect(got('bezirk=Neubau&bezirk=8')).toEqual(pick(0, 1));
    expect(got('bezirk=Graz')).toEqual(pick(3, 4, 5, 7));
  });
  it('finds outdoor space of any kind: balcony, terrace, loggia or garden (not a winter garden)', () => {
    expect(got('aussenflaeche=1&status=available,reserved,sold')).toEqual(pick(0, 3, 4, 7));
  });
  it('finds commission-free listings by flag, text or a zero amount', () => {
    expect(got('provisionsfrei=1')).toEqual(pick(1, 4, 7));
  });
  it('finds first occupancy and new builds, project units included', () => {
    expect(got('erstbezug=1')).toEqual(pick(2, 3, 5));
  });
  it('finds what is free by the day one wants to move in; no stated date is no match', () => {
    expect(got('verfuegbar_ab=2027-03-01')).toEqual(pick(2, 5));
    expect(got('verfuegbar_ab=2027-06-01')).toEqual(pick(2, 3, 5));
    expect(got('verfuegbar_ab=2026-01-01')).toEqual(pick(2));
  });
  it('bounds the rooms from both sides', () => {
    expect(got('zimmer_von=2&zimmer_bis=3')).toEqual(pick(0, 1, 5, 7));
    expect(got('zimmer_bis=1')).toEqual(pick(4));
  });
  it('shows what one can still get by default: available and reserved, sold only when asked', () => {
    expect(got('')).toEqual(pick(0, 1, 2, 3, 4, 5, 7));
    expect(got('status=sold')).toEqual(pick(6));
  });
});

describe('the index columns for the new filters', () => {
  it('packs the Vienna district and the three flags beside the older fields', () => {
    const k = packKind({
      vermarktungsart: 'MIETE_PACHT',
      objektart: 'PARKEN',
      status: 'rented',
      hwbKlasse: 'G',
      fgeeKlasse: 'A++',
      bundesland: 'wien',
      energyMissing: true,
      wienBezirk: 23,
      commissionFree: true,
      newBuild: false,
      outdoor: true,
    });
    expect([kindOf.status(k), kindOf.bundesland(k), kindOf.energyMissing(k)]).toEqual([3, 9, 1]);
    expect([kindOf.wienBezirk(k), kindOf.commissionFree(k), kindOf.newBuild(k), kindOf.outdoor(k)]).toEqual([
      23, 1, 0, 1,
    ]);
  });
  it('reads availability dates as feeds write them', () => {
    expect(availabilityDay('sofort')).toBe(AVAILABLE_NOW);
    expect(availabilityDay('ab sofort')).toBe(AVAILABLE_NOW);
    expect(availabilityDay('2027-03-01')).toBe(Date.UTC(2027, 2, 1) / 86_400_000);
    expect(availabilityDay('1.3.2027')).toBe(Date.UTC(2027, 2, 1) / 86_400_000);
    expect(availabilityDay('ab 01.03.2027')).toBe(Date.UTC(2027, 2, 1) / 86_400_000);
    expect(availabilityDay('nach Vereinbarung')).toBe(0);
    expect(availabilityDay(null)).toBe(0);
  });
  it('decides commission-free, new build and outdoor space from the feed’s facts only', () => {
    const [l] = listingsWith([{}]);
    expect(isCommissionFree(l!)).toBe(false);
    expect(isCommissionFree({ preise: { ...l!.preise, provision_text: 'Keine Provision' } })).toBe(true);
    expect(isCommissionFree({ preise: undefined })).toBe(false);
    expect(isNewBuild(l!)).toBe(false);
    expect(isNewBuild({ ...l!, features: ['first_occupancy'] })).toBe(true);
    expect(hasOutdoorSpace(l!)).toBe(false);
    expect(hasOutdoorSpace({ ...l!, flaechen: { ...l!.flaechen, balkon_terrasse_flaeche: 6 } })).toBe(true);
  });
});

describe('price orders', () => {
  const listings = listingsWith([
    /* 0 */ { objektart: 'PARKEN', vermarktungsart: 'KAUF', kaufpreis: 15000, flaeche: 12 },
    /* 1 */ { objektart: 'WOHNUNG', vermarktungsart: 'KAUF', kaufpreis: 200000, flaeche: 50, status: 'sold' },
    /* 2 */ { objektart: 'WOHNUNG', vermarktungsart: 'KAUF', kaufpreis: 250000, flaeche: 60 },
    /* 3 */ { objektart: 'HAUS', vermarktungsart: 'KAUF', kaufpreis: 400000, flaeche: 120 },
    /* 4 */ { objektart: 'WOHNUNG', vermarktungsart: 'KAUF', kaufpreis: 300000, flaeche: 55 },
  ]).map((l) => ({ ...l, price_on_request: false, kaltmiete: null }));
  const ids = listings.map((l) => l.id);
  const find = searcher(listings);
  const order = (...i: number[]) => i.map((n) => ids[n]!);

  it('never puts parking spaces or sold objects first unless the filters ask for them', () => {
    expect(find('sortierung=preis_aufsteigend')).toEqual(order(2, 4, 3, 0));
    expect(find('sortierung=preis_pro_qm')).toEqual(order(3, 2, 4, 0));
    expect(find('sortierung=preis_aufsteigend&status=available,sold')).toEqual(order(1, 2, 4, 3, 0));
    expect(find('sortierung=preis_aufsteigend&objektart=PARKEN,WOHNUNG')).toEqual(order(0, 2, 4));
    expect(find('sortierung=preis_absteigend')).toEqual(order(3, 4, 2, 0));
  });
});

describe('relevance', () => {
  const listings = listingsWith([
    { objekttitel: 'Helle Wohnung mit Balkon', location: wien(7) },
    { objekttitel: 'Dachterrassenwohnung in Döbling', location: wien(19) },
    { objekttitel: 'Ruhige Wohnung mit Dachterrasse', location: wien(7) },
  ]);
  const ids = listings.map((l) => l.id);
  const built = buildSearchIndex(listings, 't');
  const table = decodeIndex(built.index);
  const titles = decodeTitles(buildTitles(built.rows, 'de', 't'), table);
  it('ranks title words before words found only in the description, newest first among equals', () => {
    // All three matched the full-text index; two name the word in their titles, one only in its description.
    const textIds = new Set(ids);
    const rows = runSearch(table, parseQuery('q=dachterrasse').query, { titles, textIds }).rows;
    const ranked = [...rows].map((r) => table.id[r]!);
    expect(ranked.slice(2)).toEqual([ids[0]]);
    expect(ranked.slice(0, 2).sort()).toEqual([ids[1], ids[2]].sort());
    // The word as a whole word of the title ranks before the word inside a compound.
    expect(ranked[0]).toBe(ids[2]);
    const newest = runSearch(table, parseQuery('q=dachterrasse&sortierung=neueste').query, { titles, textIds }).rows;
    expect([...newest].map((r) => table.id[r]!)).toEqual([...built.rows].map((l) => l.id));
  });
});

describe('the total monthly rent', () => {
  const rent = {
    kaltmiete: 575,
    hauptmietzins_ust: 57.5,
    betriebskosten: 190,
    betriebskosten_ust: 19,
    heizkosten: 42,
    heizkosten_enthalten: false,
    gesamtmiete: null,
  };
  it('adds Hauptmietzins, Betriebskosten, heating charged on top and VAT; the feed’s total wins', () => {
    expect(monthlyRent(rent)).toBe(883.5);
    expect(monthlyRent({ ...rent, heizkosten_enthalten: true })).toBe(841.5);
    expect(monthlyRent({ ...rent, gesamtmiete: 900 })).toBe(900);
    expect(monthlyRent({ kaltmiete: null })).toBeNull();
  });
  it('is what the index filters and sorts rentals by and what a card leads with; sales keep the price', () => {
    const [l] = listingsWith([{ vermarktungsart: 'MIETE_PACHT', kaufpreis: null, kaltmiete: 575, preise: rent }]);
    const rental = { ...l!, price_on_request: false };
    expect(searchPrice(rental)).toBe(883.5);
    expect(cardPrice(listingCardOf(rental, Date.now()))).toBe(883.5);
    const find = searcher([rental]);
    expect(find('preis_bis=800')).toEqual([]);
    expect(find('preis_von=850&preis_bis=900')).toEqual([rental.id]);
    expect(searchPrice({ ...rental, vermarktungsart: 'KAUF', kaufpreis: 250000 })).toBe(250000);
  });
});

describe('new on the portal', () => {
  it('leads with the newest available apartments and houses, then fills with other types', () => {
    const listings = listingsWith([
      { objektart: 'GRUNDSTUECK' },
      { objektart: 'WOHNUNG' },
      { objektart: 'PARKEN' },
      { objektart: 'HAUS', status: 'sold' },
      { objektart: 'HAUS' },
      { objektart: 'BUERO_PRAXEN' },
    ]);
    const built = buildSearchIndex(listings, 't');
    const table = decodeIndex(built.index);
    const types = (n: number) => newestHomesFirst(table, n).map((r) => listings.find((l) => l.id === table.id[r])!);
    const four = types(4);
    expect(four.slice(0, 2).every((l) => l.objektart === 'WOHNUNG' || l.objektart === 'HAUS')).toBe(true);
    expect(four.slice(2).every((l) => l.objektart !== 'WOHNUNG' && l.objektart !== 'HAUS')).toBe(true);
    expect(types(10).every((l) => l.status === 'available')).toBe(true);
    expect(types(10)).toHaveLength(5);
    expect(types(1)[0]!.objektart).toMatch(/WOHNUNG|HAUS/);
  });
});

describe('a named area and a radius around a place', () => {
  const at = (
    ort: string,
    lat: number,
    lon: number,
    bundesland: Listing['location']['bundesland'] = 'oberoesterreich',
  ) => ({ location: { ort, bezirk: ort, bundesland, lat, lon, plz: '4000' } }) as Patch;
  const listings = listingsWith([
    at('Freistadt', 48.511, 14.504),
    at('Bad Leonfelden', 48.52, 14.296),
    at('Linz', 48.306, 14.286),
    at('St. Georgen an der Gusen', 48.273, 14.449),
    at('Graz', 47.0707, 15.4395, 'steiermark'),
    at('Gratwein-Straßengel', 47.13, 15.33, 'steiermark'),
    at('Leibnitz', 46.78, 15.54, 'steiermark'),
  ]);
  const ids = (names: string[]) =>
    listings
      .filter((l) => names.includes(l.location.ort!))
      .map((l) => l.id)
      .sort();

  function geoSearch(qs: string) {
    const built = buildSearchIndex(listings, 't');
    const table = decodeIndex(JSON.parse(JSON.stringify(built.index)));
    const geo = { lat: built.geo.lat, lon: built.geo.lon };
    return [...runSearch(table, parseQuery(qs).query, { geo }).rows].map((r) => table.id[r]!).sort();
  }

  it('reads and writes region and umkreis, and drops invalid values', () => {
    const { query, dropped } = parseQuery('ort=Graz&region=muehlviertel&umkreis=10');
    expect(dropped).toEqual([]);
    expect(query).toMatchObject({ ort: 'Graz', region: 'muehlviertel', umkreis: 10 });
    expect(serializeQuery(query)).toBe('ort=Graz&region=muehlviertel&umkreis=10');
    expect(parseQuery('region=M%C3%BChl!&umkreis=0').dropped).toEqual(['region', 'umkreis']);
    expect(parseQuery('umkreis=999').dropped).toEqual(['umkreis']);
    expect(activeFilterCount(parseQuery('region=wachau').query)).toBe(1);
  });

  it('finds the listings in the towns of a region, whichever way "St." is written', () => {
    expect(geoSearch('region=muehlviertel')).toEqual(ids(['Freistadt', 'Bad Leonfelden', 'St. Georgen an der Gusen']));
    expect(geoSearch('region=suedsteiermark')).toEqual(ids(['Leibnitz']));
    expect(geoSearch('region=unbekannt')).toEqual([]);
  });

  it("finds the listings within the radius around the place, measured from the place's listings", () => {
    // Gratwein-Straßengel is about 11 km from Graz, Leibnitz about 33 km.
    expect(geoSearch('ort=Graz&umkreis=15')).toEqual(ids(['Graz', 'Gratwein-Straßengel']));
    expect(geoSearch('ort=Graz&umkreis=5')).toEqual(ids(['Graz']));
    expect(geoSearch('ort=Graz&umkreis=40')).toEqual(ids(['Graz', 'Gratwein-Straßengel', 'Leibnitz']));
    // Without coordinates a radius matches nothing rather than everything.
    const built = buildSearchIndex(listings, 't');
    const table = decodeIndex(JSON.parse(JSON.stringify(built.index)));
    expect(runSearch(table, parseQuery('ort=Graz&umkreis=15').query).total).toBe(0);
  });

  it('measures a radius around a postcode no listing has from its postal place', () => {
    // No listing here has 8020, a postcode of Graz; 1260 is no Austrian postcode.
    expect(geoSearch('ort=8020&umkreis=15')).toEqual(ids(['Graz', 'Gratwein-Straßengel']));
    expect(geoSearch('ort=1260&umkreis=15')).toEqual([]);
  });
});
