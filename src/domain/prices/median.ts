/**
 * The price in context: a listing's price per m² beside the median of comparable listings, and the district and
 * Bundesland figures of the Preisspiegel pages. Pure: the build feeds it the catalog's listings.
 *
 * Comparable listings share
 * - the district: the political district (Bezirk), in Vienna the Gemeindebezirk (1–23) from the postcode;
 * - the type group: the listing's main type (Wohnung, Haus, Grundstück, …); types whose price is not per area
 *   (parking spaces, rooms, farmland, leisure and other objects) are not compared;
 * - the deal: buy or rent;
 * - the size band: four bands of the main area per type group (a 45 m² flat costs more per m² than a 140 m² one).
 *
 * The price per m² is the price the list and the cards show divided by the main area: the purchase price of a
 * sale, the total monthly rent of a rental (searchPrice). A listing without a price or an area has none and is
 * not counted, nor is another agency's listing of a home already counted (duplicate_of): a home is one listing.
 * A median is only given where at least `minCount` listings back it (default 5): fewer say too little about a
 * market, and a single listing would be its own yardstick. The rule does not widen to the Bundesland or to
 * neighbouring bands instead: the page says there are too few comparable listings.
 */
import type { Bundesland, Listing, Objektart, Vermarktungsart } from '../listing';
import { searchPrice, type RentParts } from '../search/index-format';
import { slugify } from '../slug';
import { WIEN_BEZIRKE } from '../wien-bezirke';

/** The fewest listings a median is given for, unless the operator sets PRICE_MEDIAN_MIN_LISTINGS. */
export const DEFAULT_MIN_COMPARABLES = 5;

/**
 * Upper bounds (m², exclusive) of the first three size bands per type group; the fourth band is everything
 * above the last. Flats follow the usual Austrian flat sizes, houses and plots their own scales.
 */
export const SIZE_BANDS: Readonly<Partial<Record<Objektart, readonly [number, number, number]>>> = {
  WOHNUNG: [50, 80, 120],
  HAUS: [100, 150, 200],
  GRUNDSTUECK: [500, 1000, 2000],
  BUERO_PRAXEN: [100, 250, 500],
  EINZELHANDEL: [100, 250, 500],
  GASTGEWERBE: [100, 250, 500],
  HALLEN_LAGER_PROD: [250, 1000, 3000],
  ZINSHAUS_RENDITEOBJEKT: [500, 1000, 2000],
};

/** The type groups compared, in the order the tables list them. */
export const PRICE_TYPES = Object.keys(SIZE_BANDS) as Objektart[];
export const PRICE_DEALS: readonly Vermarktungsart[] = ['KAUF', 'MIETE_PACHT'];
/** Size band index 0–3. */
export type SizeBand = 0 | 1 | 2 | 3;
export const SIZE_BAND_INDEXES: readonly SizeBand[] = [0, 1, 2, 3];

/** The band of an area for a type group; null for a type that is not compared or an area that is not positive. */
export function sizeBand(objektart: Objektart, area: number | null | undefined): SizeBand | null {
  const bounds = SIZE_BANDS[objektart];
  if (!bounds || area == null || !(area > 0)) return null;
  const i = bounds.findIndex((b) => area < b);
  return (i < 0 ? 3 : i) as SizeBand;
}

/** The band's bounds in m²: `from` inclusive (null for the first), `to` exclusive (null for the last). */
export function bandBounds(objektart: Objektart, band: SizeBand): { from: number | null; to: number | null } | null {
  const bounds = SIZE_BANDS[objektart];
  if (!bounds) return null;
  return { from: band === 0 ? null : bounds[band - 1]!, to: band === 3 ? null : bounds[band]! };
}

/** The median of the values (null when there are none); the mean of the two middle values for an even count. */
export function median(values: Iterable<number>): number | null {
  const v = Float64Array.from(values).sort();
  if (!v.length) return null;
  const mid = v.length >> 1;
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}

export interface District {
  bundesland: Bundesland;
  /** URL segment under the Bundesland: 'neubau', 'graz-stadt'. */
  slug: string;
  /** As written on pages: Vienna's as 'Wien-Neubau', the others as the political district is named. */
  name: string;
  /** Vienna's district number 1–23, for ordering; null elsewhere. */
  number: number | null;
}

/** Slugs of the district names seen (a few hundred): every listing of a district asks for the same one. */
const slugs = new Map<string, string>();
function districtSlug(name: string): string {
  let slug = slugs.get(name);
  if (slug === undefined) slugs.set(name, (slug = slugify(name)));
  return slug;
}

/** The listing's district, or null when it has no Bundesland or its district is unknown. */
export function districtOf(loc: Pick<Listing['location'], 'bundesland' | 'bezirk' | 'wien_bezirk'>): District | null {
  if (!loc.bundesland) return null;
  if (loc.bundesland === 'wien') {
    const n = loc.wien_bezirk;
    const name = n != null ? WIEN_BEZIRKE[n - 1] : undefined;
    return name ? { bundesland: 'wien', slug: districtSlug(name), name: `Wien-${name}`, number: n } : null;
  }
  const bezirk = loc.bezirk?.trim();
  return bezirk ? { bundesland: loc.bundesland, slug: districtSlug(bezirk), name: bezirk, number: null } : null;
}

export type PricedInput = Pick<
  Listing,
  'id' | 'vermarktungsart' | 'objektart' | 'flaeche' | 'kaufpreis' | 'kaltmiete' | 'price_on_request'
> & {
  preise?: RentParts;
  location: Pick<Listing['location'], 'bundesland' | 'bezirk' | 'wien_bezirk'>;
  duplicate_of?: Listing['duplicate_of'];
};

/** Price (searchPrice) per m² of the main area, or null when either is missing. */
export function pricePerSqm(l: PricedInput): number | null {
  const price = searchPrice(l);
  const area = l.flaeche;
  return price > 0 && area != null && area > 0 ? price / area : null;
}

/** What one listing brings to the figures: null when it is not comparable (type, price, area or district missing). */
export interface PricedListing {
  id: number;
  district: District;
  objektart: Objektart;
  deal: Vermarktungsart;
  band: SizeBand;
  perSqm: number;
}

export function pricedListing(l: PricedInput): PricedListing | null {
  const band = sizeBand(l.objektart, l.flaeche);
  const perSqm = pricePerSqm(l);
  const district = districtOf(l.location);
  if (band == null || perSqm == null || !district) return null;
  return { id: l.id, district, objektart: l.objektart, deal: l.vermarktungsart, band, perSqm };
}

/** A cell of the figures: how many listings it holds and their median, null below the minimum count. */
export interface PriceCell {
  count: number;
  median: number | null;
}

/** The area a figure is about: a Bundesland, or a district in it. */
export type PriceArea = { bundesland: Bundesland; district?: string | null };

/** The key of a cell: area, type, deal and band ('all' for every size). */
export function cellKey(area: PriceArea, objektart: Objektart, deal: Vermarktungsart, band: SizeBand | 'all'): string {
  return `${area.bundesland}/${area.district ?? '*'}/${objektart}/${deal}/${band}`;
}

export interface PriceFigures {
  minCount: number;
  cells: ReadonlyMap<string, PriceCell>;
  /** Districts per Bundesland that hold at least one comparable listing, Vienna's by number, others by name. */
  districts: ReadonlyMap<Bundesland, readonly District[]>;
  /**
   * The ids of the comparable listings per district key ('wien/neubau') and per Bundesland key ('wien'). Ids, not
   * the listings as priced: a build's render processes hold the figures for the whole build, and a priced listing
   * with a district object of its own cost about 160 bytes a listing (6.5 MB at 40,000 listings).
   */
  members: ReadonlyMap<string, Int32Array>;
}

/** 'wien' for a Bundesland, 'wien/neubau' for a district. */
export function areaKey(area: PriceArea): string {
  return area.district ? `${area.bundesland}/${area.district}` : area.bundesland;
}

/**
 * The figures over all comparable listings: for each district and each Bundesland, each type group and deal, per
 * size band and over all sizes, the count and the median price per m² (null below `minCount`).
 */
export function priceFigures(listings: Iterable<PricedInput>, minCount = DEFAULT_MIN_COMPARABLES): PriceFigures {
  const values = new Map<string, number[]>();
  const memberIds = new Map<string, number[]>();
  const districts = new Map<Bundesland, Map<string, District>>();
  const push = <T>(m: Map<string, T[]>, k: string, v: T) => {
    const list = m.get(k);
    if (list) list.push(v);
    else m.set(k, [v]);
  };
  for (const raw of listings) {
    // A home several agencies offer counts once, as the search shows it: by the listing the others point to.
    if (raw.duplicate_of != null) continue;
    const p = pricedListing(raw);
    if (!p) continue;
    const byName = districts.get(p.district.bundesland) ?? new Map<string, District>();
    districts.set(p.district.bundesland, byName);
    byName.set(p.district.slug, p.district);
    const areas: PriceArea[] = [
      { bundesland: p.district.bundesland, district: p.district.slug },
      { bundesland: p.district.bundesland },
    ];
    for (const area of areas) {
      push(memberIds, areaKey(area), p.id);
      push(values, cellKey(area, p.objektart, p.deal, p.band), p.perSqm);
      push(values, cellKey(area, p.objektart, p.deal, 'all'), p.perSqm);
    }
  }
  const cells = new Map<string, PriceCell>();
  for (const [k, v] of values) cells.set(k, { count: v.length, median: v.length >= minCount ? median(v) : null });
  const sorted = new Map<Bundesland, District[]>();
  for (const [b, byName] of districts)
    sorted.set(
      b,
      [...byName.values()].sort((x, y) => (x.number ?? 0) - (y.number ?? 0) || x.name.localeCompare(y.name, 'de')),
    );
  const members = new Map([...memberIds].map(([k, ids]) => [k, Int32Array.from(ids)]));
  return { minCount, cells, districts: sorted, members };
}

/** A cell of the figures; count 0 and no median where no listing falls in it. */
export function cellOf(
  f: PriceFigures,
  area: PriceArea,
  objektart: Objektart,
  deal: Vermarktungsart,
  band: SizeBand | 'all',
): PriceCell {
  return f.cells.get(cellKey(area, objektart, deal, band)) ?? { count: 0, median: null };
}

export interface PriceContext {
  perSqm: number;
  district: District;
  objektart: Objektart;
  deal: Vermarktungsart;
  band: SizeBand;
  /** Comparable listings in the district, type, deal and band, the listing itself included. */
  count: number;
  /** Their median price per m²; null when fewer than the minimum back it. */
  median: number | null;
  /** How far the listing's price per m² lies from the median, in whole percent (+ above, − below); null without one. */
  deviationPercent: number | null;
}

/** A listing's price in context, or null when it is not comparable at all (no price, area, district or type). */
export function priceContext(f: PriceFigures, l: PricedInput): PriceContext | null {
  const p = pricedListing(l);
  if (!p) return null;
  const cell = cellOf(f, { bundesland: p.district.bundesland, district: p.district.slug }, p.objektart, p.deal, p.band);
  return {
    perSqm: p.perSqm,
    district: p.district,
    objektart: p.objektart,
    deal: p.deal,
    band: p.band,
    count: cell.count,
    median: cell.median,
    deviationPercent: cell.median ? Math.round((p.perSqm / cell.median - 1) * 100) : null,
  };
}

/** Counts at or above the first step are shown as the highest step they reach ("50+"); below it, exactly. */
export const SHOWN_COUNT_STEPS = [10, 20, 50, 100, 200, 500, 1000] as const;

/**
 * What a listing's page shows of its price context (src/site/price-figures.ts, listingPriceContext): the median
 * rounded to 100 € per m² (a purchase) or 50 cents (a rent), the count from 10 on as the step it reaches, and the
 * deviation from that rounded median. The page is keyed on it (src/site/incremental/page-keys.ts, detailKey), so
 * it is what makes a listing's page depend on its neighbours: with the exact median and count every new or
 * withdrawn listing in a district, type, deal and size band changed every page of that cell (69 listings in the
 * middle one at 100,000 listings, 244 at its 90th percentile), 83 % of the detail pages a sync of 1 % rendered
 * again. The exact figures stay on the Preisspiegel page the section links to. `countAtLeast`: the count is a step.
 */
export interface ShownPriceContext extends PriceContext {
  countAtLeast: boolean;
}

export function shownPriceContext(c: PriceContext): ShownPriceContext {
  const median =
    c.median == null
      ? null
      : c.deal === 'MIETE_PACHT'
        ? Math.round(c.median * 2) / 2
        : Math.round(c.median / 100) * 100;
  const step = SHOWN_COUNT_STEPS.filter((s) => c.count >= s).at(-1);
  return {
    ...c,
    median,
    count: step ?? c.count,
    countAtLeast: step !== undefined,
    deviationPercent: median ? Math.round((c.perSqm / median - 1) * 100) : null,
  };
}
