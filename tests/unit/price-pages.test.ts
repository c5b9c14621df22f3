/**
 * The Preisspiegel pages and a listing's price line as the build makes them (src/site/price-figures.ts): which
 * areas get a page, what a page holds, and that a page's key changes only with what it shows.
 */
import { describe, expect, it } from 'vitest';
import type { Listing } from '~/domain/listing';
import { districtOf } from '~/domain/prices/median';
import { preisspiegelPath } from '~/domain/prices/paths';
import { buildCatalog } from '~/site/build-catalog';
import { detailKey, detailPartKey, spiegelKey } from '~/site/incremental/page-keys';
import { listingPriceContext, spiegelAreas, spiegelOverview, spiegelView } from '~/site/price-figures';
import { hashJson } from '../../src/import/importer';
import { makeListings } from './search-fixtures';

function changed(l: Listing, over: Partial<Listing>): Listing {
  const { digest: _d, ...content } = { ...l, ...over };
  return { ...content, digest: hashJson(content) } as Listing;
}

/** Six flats for sale in Vienna-Neubau of 60 m² (one size band), and the generated listings around them. */
const neubau = makeListings(6, 3).map((l, i) =>
  changed(l, {
    id: 90_000 + i,
    objektart: 'WOHNUNG',
    objektart_hauptgruppe: 'wohnung',
    vermarktungsart: 'KAUF',
    flaeche: 60,
    kaufpreis: 300_000 + i * 6_000,
    price_on_request: false,
    location: { ...l.location, bundesland: 'wien', bezirk: 'Wien 7., Neubau', wien_bezirk: 7, lat: 48.2, lon: 16.35 },
  }),
);
const others = makeListings(120, 5).filter((l) => districtOf(l.location)?.slug !== 'neubau');
const base = [...neubau, ...others];
const before = buildCatalog(base, []);

describe('Preisspiegel pages', () => {
  it('exist for the nine Bundesländer and each district with comparable listings', () => {
    const areas = spiegelAreas(before);
    expect(areas.filter((a) => !a.area.district)).toHaveLength(9);
    expect(areas.map((a) => preisspiegelPath(a.area))).toContain('/preisspiegel/wien/neubau');
  });

  it("show a district's medians by type, deal and size band with their sample sizes, and its positions", () => {
    const view = spiegelView(before, { bundesland: 'wien', district: 'neubau' })!;
    const flats = view.rows.find((r) => r.objektart === 'WOHNUNG' && r.deal === 'KAUF')!;
    expect(flats.all).toEqual({ count: 6, median: 5250 });
    expect(flats.bands[1]).toEqual({ count: 6, median: 5250 });
    expect(flats.bands[0]).toEqual({ count: 0, median: null });
    expect(view.map!.points).toHaveLength(6);
    expect(spiegelView(before, { bundesland: 'wien', district: 'gibt-es-nicht' })).toBeNull();
  });

  it("list a Bundesland's districts and the overview's Bundesländer", () => {
    expect(spiegelView(before, { bundesland: 'wien' })!.parts.map((p) => p.slug)).toContain('neubau');
    expect(spiegelOverview(before).parts).toHaveLength(9);
  });

  it("keep their key when another district's listing changes, and change it with their own figures", () => {
    const key = () => spiegelKey(spiegelView(before, { bundesland: 'wien', district: 'neubau' })!);
    const other = others.findIndex((l) => l.location.bundesland === 'tirol' && l.kaufpreis);
    const elsewhere = buildCatalog(
      base.map((l, i) => (i === neubau.length + other ? changed(l, { kaufpreis: l.kaufpreis! + 1000 }) : l)),
      [],
    );
    const same = spiegelKey(spiegelView(elsewhere, { bundesland: 'wien', district: 'neubau' })!);
    expect(same).toBe(key());
    const here = buildCatalog(
      base.map((l, i) => (i === 2 ? changed(l, { kaufpreis: 400_000 }) : l)),
      [],
    );
    expect(spiegelKey(spiegelView(here, { bundesland: 'wien', district: 'neubau' })!)).not.toBe(key());
  });
});

describe("a listing's price line", () => {
  it('compares it with the median of its district, type, deal and size band', () => {
    const ctx = listingPriceContext(before, neubau[0]!)!;
    // The band's median of 5,250 € per m² is shown rounded to 100 €, and the deviation measured from what is shown.
    expect(ctx).toMatchObject({ perSqm: 5000, median: 5300, count: 6, deviationPercent: -6 });
  });

  it("renders the listing's price part again, not its page, when its comparable listings' median changes", () => {
    const key = detailPartKey(before, neubau[0]!, 'preis');
    const page = detailKey(before, neubau[0]!);
    const here = buildCatalog(
      base.map((l, i) => (i === 1 ? changed(l, { kaufpreis: 600_000 }) : l)),
      [],
    );
    expect(detailPartKey(here, here.byId.get(neubau[0]!.id)!, 'preis')).not.toBe(key);
    expect(detailKey(here, here.byId.get(neubau[0]!.id)!)).toBe(page);
  });
});
