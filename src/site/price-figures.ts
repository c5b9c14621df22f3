/**
 * The price figures of one build (src/domain/prices/median.ts over the listings in the search: stale ones have left
 * the market the figures describe) and the view models of the Preisspiegel pages and a listing's price line. A
 * view model holds exactly what its page shows of the data, so its hash is the page's key: a sync that leaves a
 * district's figures and positions alone leaves its pages alone.
 */
import type { Bundesland, Objektart, Vermarktungsart } from '~/domain/listing';
import { BUNDESLAENDER } from '~/domain/listing';
import {
  PRICE_DEALS,
  PRICE_TYPES,
  SIZE_BAND_INDEXES,
  areaKey,
  cellOf,
  priceContext,
  priceFigures,
  shownPriceContext,
  type District,
  type PriceArea,
  type PriceCell,
  type PriceFigures,
  type ShownPriceContext,
} from '~/domain/prices/median';
import { env } from '~/config/env';
import type { Catalog } from './build-catalog';
import type { ListingSummary } from '~/snapshot/summary';

const cache = new WeakMap<Catalog, PriceFigures>();

/** The figures over the catalog's listings that are in the search; computed once per catalog. */
export function catalogPriceFigures(c: Catalog): PriceFigures {
  let f = cache.get(c);
  if (!f) {
    const live = c.stale.size ? c.listings.filter((l) => !c.stale.has(l.id)) : c.listings;
    f = priceFigures(live, env().PRICE_MEDIAN_MIN_LISTINGS);
    cache.set(c, f);
  }
  return f;
}

/**
 * A listing's price beside its comparable listings' median, as its page shows it (rounded median, count in steps:
 * shownPriceContext); null when it has no price per m² to compare.
 */
export function listingPriceContext(c: Catalog, l: ListingSummary): ShownPriceContext | null {
  const ctx = priceContext(catalogPriceFigures(c), l);
  return ctx && shownPriceContext(ctx);
}

export interface SpiegelRow {
  objektart: Objektart;
  deal: Vermarktungsart;
  all: PriceCell;
  bands: PriceCell[];
}

export interface SpiegelDistrict {
  slug: string;
  name: string;
  count: number;
  /** Flats to buy and to rent over all sizes: the figures most visitors look for first. */
  flatsBuy: PriceCell;
  flatsRent: PriceCell;
}

/** The map: the listings' positions scaled into a WIDTH × height picture (x, y, 0 buy / 1 rent). */
export interface SpiegelMap {
  width: number;
  height: number;
  points: Array<[number, number, 0 | 1]>;
  /** The area's bounds for the link to a full map: south, west, north, east. */
  bbox: [number, number, number, number];
}

export interface SpiegelView {
  /** null on the overview of all Bundesländer. */
  area: PriceArea | null;
  minCount: number;
  /** Comparable listings in the area. */
  count: number;
  rows: SpiegelRow[];
  /** The Bundesland's districts (on a Bundesland's page), or the Bundesländer (on the overview). */
  parts: SpiegelDistrict[];
  map: SpiegelMap | null;
}

const MAP_WIDTH = 600;

/** Positions projected for a small area (equirectangular, x shrunk by the cosine of the mean latitude). */
function mapOf(positions: ReadonlyArray<[number, number, 0 | 1]>): SpiegelMap | null {
  if (!positions.length) return null;
  let [s, w, n, e] = [90, 180, -90, -180];
  for (const [lat, lon] of positions) {
    s = Math.min(s, lat);
    n = Math.max(n, lat);
    w = Math.min(w, lon);
    e = Math.max(e, lon);
  }
  // A little margin, and at least about a kilometre, so a single listing is not a point without surroundings.
  const pad = Math.max(0.01, (n - s) * 0.08, (e - w) * 0.08);
  [s, w, n, e] = [s - pad, w - pad, n + pad, e + pad];
  const kx = Math.cos((((s + n) / 2) * Math.PI) / 180);
  const spanX = (e - w) * kx;
  const spanY = n - s;
  const height = Math.max(160, Math.min(600, Math.round((MAP_WIDTH * spanY) / spanX)));
  const scale = Math.min(MAP_WIDTH / spanX, height / spanY);
  const offX = (MAP_WIDTH - spanX * scale) / 2;
  const offY = (height - spanY * scale) / 2;
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    width: MAP_WIDTH,
    height,
    points: positions.map(([lat, lon, deal]) => [
      round(offX + (lon - w) * kx * scale),
      round(offY + (n - lat) * scale),
      deal,
    ]),
    bbox: [s, w, n, e].map((v) => Math.round(v * 1e4) / 1e4) as SpiegelMap['bbox'],
  };
}

function rowsOf(f: PriceFigures, area: PriceArea): SpiegelRow[] {
  const rows: SpiegelRow[] = [];
  for (const objektart of PRICE_TYPES)
    for (const deal of PRICE_DEALS) {
      const all = cellOf(f, area, objektart, deal, 'all');
      if (all.count)
        rows.push({ objektart, deal, all, bands: SIZE_BAND_INDEXES.map((b) => cellOf(f, area, objektart, deal, b)) });
    }
  return rows;
}

function partOf(f: PriceFigures, area: PriceArea, slug: string, name: string): SpiegelDistrict {
  return {
    slug,
    name,
    count: f.members.get(areaKey(area))?.length ?? 0,
    flatsBuy: cellOf(f, area, 'WOHNUNG', 'KAUF', 'all'),
    flatsRent: cellOf(f, area, 'WOHNUNG', 'MIETE_PACHT', 'all'),
  };
}

/** A Bundesland's or a district's page; null for a district without comparable listings (it has no page). */
export function spiegelView(c: Catalog, area: PriceArea): SpiegelView | null {
  const f = catalogPriceFigures(c);
  const members = f.members.get(areaKey(area)) ?? [];
  if (area.district && !members.length) return null;
  const positions: Array<[number, number, 0 | 1]> = [];
  for (const id of members) {
    const l = c.byId.get(id);
    const loc = l?.location;
    if (loc?.lat != null && loc.lon != null) positions.push([loc.lat, loc.lon, l!.vermarktungsart === 'KAUF' ? 0 : 1]);
  }
  const parts = area.district
    ? []
    : (f.districts.get(area.bundesland) ?? []).map((d) =>
        partOf(f, { bundesland: area.bundesland, district: d.slug }, d.slug, d.name),
      );
  return { area, minCount: f.minCount, count: members.length, rows: rowsOf(f, area), parts, map: mapOf(positions) };
}

/** The overview: every Bundesland with its flats' figures. */
export function spiegelOverview(c: Catalog): SpiegelView {
  const f = catalogPriceFigures(c);
  let count = 0;
  const parts = BUNDESLAENDER.map((b) => {
    // Named on the page in its language (the slug is the Bundesland's key).
    const part = partOf(f, { bundesland: b }, b, b);
    count += part.count;
    return part;
  });
  return { area: null, minCount: f.minCount, count, rows: [], parts, map: null };
}

/** Every Preisspiegel area with a page: the nine Bundesländer and each district with comparable listings. */
export function spiegelAreas(c: Catalog): Array<{ area: PriceArea; district: District | null }> {
  const f = catalogPriceFigures(c);
  const out: Array<{ area: PriceArea; district: District | null }> = [];
  for (const b of BUNDESLAENDER as readonly Bundesland[]) {
    out.push({ area: { bundesland: b }, district: null });
    for (const d of f.districts.get(b) ?? []) out.push({ area: { bundesland: b, district: d.slug }, district: d });
  }
  return out;
}
