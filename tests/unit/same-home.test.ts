/**
 * One home, one listing: the rule that says two agencies' listings are the same home, at its edges.
 */
import { describe, expect, it } from 'vitest';
import {
  findSameHomes,
  isSameHome,
  normalizeStreet,
  SAME_HOME,
  splitHouseNumber,
  type HomeFacts,
} from '~/domain/same-home';

let next = 1;
function home(over: Partial<HomeFacts> & { loc?: Partial<HomeFacts['location']> } = {}): HomeFacts {
  const { loc, ...rest } = over;
  return {
    id: next++,
    agency: { id: 'A' },
    vermarktungsart: 'kauf',
    objektart: 'wohnung',
    project_id: null,
    kaufpreis: 400_000,
    kaltmiete: null,
    flaeche: 72,
    zimmer: 3,
    etage: 2,
    images: [],
    ...rest,
    location: {
      plz: '1070',
      strasse: 'Neubaugasse',
      hausnummer: '12/7',
      address_published: true,
      lat: 48.2,
      lon: 16.35,
      coordinates_approximate: false,
      ...loc,
    },
  };
}

describe('isSameHome', () => {
  it('one flat from two agencies, the price within the tolerance, is one home', () => {
    const a = home();
    const b = home({ agency: { id: 'B' }, kaufpreis: 400_000 * (1 + SAME_HOME.priceShare) - 1, flaeche: 73.5 });
    expect(isSameHome(a, b)).toBe(true);
    expect(isSameHome(b, a)).toBe(true);
  });

  it('a price just outside the tolerance is another offer', () => {
    const a = home();
    const b = home({ agency: { id: 'B' }, kaufpreis: 400_000 * (1 + SAME_HOME.priceShare) + 1 });
    expect(isSameHome(a, b)).toBe(false);
  });

  it('another door (Top) in the same building is another flat', () => {
    const a = home({ loc: { hausnummer: '12/7' } });
    const b = home({ agency: { id: 'B' }, loc: { hausnummer: '12 / Top 8' } });
    expect(isSameHome(a, b)).toBe(false);
    const c = home({ agency: { id: 'B' }, loc: { hausnummer: '12 Top 7', strasse: 'Neubaug.' } });
    expect(isSameHome(a, c)).toBe(true);
  });

  it('the same agency, another deal, type, floor or room count is never merged', () => {
    const a = home();
    expect(isSameHome(a, home())).toBe(false);
    expect(isSameHome(a, home({ agency: { id: 'B' }, vermarktungsart: 'miete' }))).toBe(false);
    expect(isSameHome(a, home({ agency: { id: 'B' }, objektart: 'haus' }))).toBe(false);
    expect(isSameHome(a, home({ agency: { id: 'B' }, etage: 3 }))).toBe(false);
    expect(isSameHome(a, home({ agency: { id: 'B' }, zimmer: 4 }))).toBe(false);
    expect(isSameHome(a, home({ agency: { id: 'B' }, flaeche: 90 }))).toBe(false);
  });

  it("a project's units are not merged", () => {
    expect(isSameHome(home({ project_id: 4 }), home({ agency: { id: 'B' }, project_id: 4 }))).toBe(false);
  });

  it('without addresses: positions of the building within the distance, never a town centre', () => {
    const noAddress = { address_published: false, strasse: null, hausnummer: null };
    const a = home({ loc: { ...noAddress } });
    const near = home({ agency: { id: 'B' }, loc: { ...noAddress, lat: 48.2002 } }); // about 22 m north
    const far = home({ agency: { id: 'B' }, loc: { ...noAddress, lat: 48.201 } }); // about 110 m
    expect(isSameHome(a, near)).toBe(true);
    expect(isSameHome(a, far)).toBe(false);
    const centre = { ...noAddress, coordinates_approximate: true };
    expect(isSameHome(home({ loc: centre }), home({ agency: { id: 'B' }, loc: centre }))).toBe(false);
    // … unless a picture both carry says it is one place
    const pic = [{ url: '/media/o/ab/ab12.jpg' }];
    expect(
      isSameHome(home({ loc: centre, images: pic }), home({ agency: { id: 'B' }, loc: centre, images: pic })),
    ).toBe(true);
    const h1 = [{ url: '/x.jpg', dhash: 'f0f0f0f0f0f0f0f0' }];
    const h2 = [{ url: '/y.jpg', dhash: 'f0f0f0f0f0f0f0f3' }]; // 2 bits apart: re-encoded
    const h3 = [{ url: '/z.jpg', dhash: '0f0f0f0f0f0f0f0f' }];
    expect(isSameHome(home({ loc: centre, images: h1 }), home({ agency: { id: 'B' }, loc: centre, images: h2 }))).toBe(
      true,
    );
    expect(isSameHome(home({ loc: centre, images: h1 }), home({ agency: { id: 'B' }, loc: centre, images: h3 }))).toBe(
      false,
    );
  });

  it('a listing on request matches on the rest', () => {
    expect(isSameHome(home(), home({ agency: { id: 'B' }, kaufpreis: null }))).toBe(true);
  });
});

describe('findSameHomes', () => {
  it('groups transitively, keeps the lowest id, leaves split pairs apart', () => {
    const a = home({ id: 50 });
    const b = home({ id: 20, agency: { id: 'B' } });
    const c = home({ id: 90, agency: { id: 'C' }, kaufpreis: 405_000 });
    const other = home({ id: 30, agency: { id: 'B' }, loc: { hausnummer: '14' } });
    expect(findSameHomes([a, b, c, other])).toEqual([{ survivor: 20, merged: [50, 90] }]);
    // an editor took 90 out of the group
    expect(
      findSameHomes(
        [a, b, c, other],
        [
          [90, 20],
          [50, 90],
        ],
      ),
    ).toEqual([{ survivor: 20, merged: [50] }]);
    expect(findSameHomes([a])).toEqual([]);
  });
});

describe('findSameHomes within a large block', () => {
  /** Every pair of a block compared, as the rule reads: the reference the indexed comparison must equal. */
  function everyPair(listings: readonly HomeFacts[], splits: ReadonlyArray<readonly [number, number]> = []) {
    const apart = new Set(splits.map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`));
    const parent = new Map(listings.map((l) => [l.id, l.id]));
    const find = (id: number): number => (parent.get(id) === id ? id : find(parent.get(id)!));
    for (const [i, a] of listings.entries())
      for (const b of listings.slice(i + 1)) {
        if (a.flaeche === null || b.flaeche === null) continue;
        if (apart.has(`${Math.min(a.id, b.id)}-${Math.max(a.id, b.id)}`) || !isSameHome(a, b)) continue;
        const [ra, rb] = [find(a.id), find(b.id)];
        if (ra !== rb) parent.set(Math.max(ra, rb), Math.min(ra, rb));
      }
    const groups = new Map<number, number[]>();
    for (const l of listings) {
      const root = find(l.id);
      groups.set(root, [...(groups.get(root) ?? []), l.id]);
    }
    return [...groups.values()]
      .filter((g) => g.length > 1)
      .map((g) => g.sort((x, y) => x - y))
      .map(([survivor, ...merged]) => ({ survivor: survivor!, merged }))
      .sort((x, y) => x.survivor - y.survivor);
  }

  it('finds the groups every pair would, with areas on the share’s edge, equal, zero and missing', () => {
    // seeded: one postcode, deal and type; few addresses and areas, so many pairs meet on every test but the area
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const areas = [50, 52.5, 52.5000001, 55, 60, 63, 66.15, 66.2, 70, 0, -1, null];
    const listings = Array.from({ length: 600 }, (_, i) =>
      home({
        id: 1000 + i,
        agency: { id: `A${Math.floor(rand() * 12)}` },
        flaeche: areas[Math.floor(rand() * areas.length)]!,
        zimmer: rand() < 0.2 ? null : 2 + Math.floor(rand() * 2),
        kaufpreis: 300_000 + Math.floor(rand() * 4) * 10_000,
        loc: { hausnummer: `${1 + Math.floor(rand() * 60)}` },
      }),
    );
    const splits: Array<[number, number]> = [
      [1000, 1001],
      [1002, 1010],
    ];
    const expected = everyPair(listings, splits);
    expect(expected.length).toBeGreaterThan(10);
    expect(findSameHomes(listings, splits)).toEqual(expected);
    // the order the listings come in changes nothing
    expect(findSameHomes([...listings].reverse(), splits)).toEqual(expected);
  });
});

describe('address parts', () => {
  it('folds street spellings and splits the flat from the building', () => {
    expect(normalizeStreet('Mariahilfer Straße')).toBe(normalizeStreet('mariahilfer str.'));
    expect(normalizeStreet('Neubaugasse')).toBe(normalizeStreet('Neubaug.'));
    expect(splitHouseNumber('12/1/7')).toEqual({ house: '12', unit: '1/7' });
    expect(splitHouseNumber('12a Top 3')).toEqual({ house: '12a', unit: '3' });
    expect(splitHouseNumber('5')).toEqual({ house: '5', unit: null });
  });
});
