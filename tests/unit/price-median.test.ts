import { describe, expect, it } from 'vitest';
import {
  bandBounds,
  cellOf,
  districtOf,
  median,
  priceContext,
  priceFigures,
  pricePerSqm,
  shownPriceContext,
  sizeBand,
  SHOWN_COUNT_STEPS,
  type PriceContext,
  type PricedInput,
} from '~/domain/prices/median';
import { makeListings } from './search-fixtures';

let nextId = 1;
/** A listing as the rule reads it: a Vienna-Neubau flat for sale unless told otherwise. */
function listing(over: Partial<PricedInput> & { price?: number; rent?: number } = {}): PricedInput {
  const { price, rent, ...rest } = over;
  const deal = rest.vermarktungsart ?? (rent != null ? 'MIETE_PACHT' : 'KAUF');
  return {
    id: nextId++,
    vermarktungsart: deal,
    objektart: 'WOHNUNG',
    flaeche: 70,
    kaufpreis: deal === 'KAUF' ? (price ?? 350_000) : null,
    kaltmiete: null,
    price_on_request: false,
    preise: {
      gesamtmiete: rent ?? null,
      kaltmiete: null,
      betriebskosten: null,
      heizkosten: null,
      heizkosten_enthalten: null,
      hauptmietzins_ust: null,
      betriebskosten_ust: null,
    } as PricedInput['preise'],
    location: { bundesland: 'wien', bezirk: 'Wien 7., Neubau', wien_bezirk: 7 },
    ...rest,
  };
}

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([3])).toBe(3);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    // Numeric order, not the strings' ('10' < '9').
    expect(median([9, 10, 100])).toBe(10);
  });
});

describe('size bands', () => {
  it('puts flats into <50, 50–80, 80–120 and ≥120 m²', () => {
    expect(sizeBand('WOHNUNG', 49.9)).toBe(0);
    expect(sizeBand('WOHNUNG', 50)).toBe(1);
    expect(sizeBand('WOHNUNG', 79)).toBe(1);
    expect(sizeBand('WOHNUNG', 80)).toBe(2);
    expect(sizeBand('WOHNUNG', 120)).toBe(3);
    expect(bandBounds('WOHNUNG', 0)).toEqual({ from: null, to: 50 });
    expect(bandBounds('WOHNUNG', 3)).toEqual({ from: 120, to: null });
  });
  it('uses plot sizes for plots and compares no parking spaces', () => {
    expect(sizeBand('GRUNDSTUECK', 800)).toBe(1);
    expect(sizeBand('PARKEN', 12)).toBeNull();
    expect(sizeBand('WOHNUNG', 0)).toBeNull();
    expect(sizeBand('WOHNUNG', null)).toBeNull();
  });
});

describe('district', () => {
  it("is Vienna's Gemeindebezirk by number, elsewhere the political district", () => {
    expect(districtOf({ bundesland: 'wien', bezirk: 'Wien 7., Neubau', wien_bezirk: 7 })).toEqual({
      bundesland: 'wien',
      slug: 'neubau',
      name: 'Wien-Neubau',
      number: 7,
    });
    expect(districtOf({ bundesland: 'steiermark', bezirk: 'Graz (Stadt)', wien_bezirk: null })?.slug).toBe(
      'graz-stadt',
    );
    expect(districtOf({ bundesland: 'tirol', bezirk: null, wien_bezirk: null })).toBeNull();
    expect(districtOf({ bundesland: null, bezirk: 'Baden', wien_bezirk: null })).toBeNull();
  });
});

describe('price per m²', () => {
  it('divides the listed price by the area; a rent by its total monthly rent', () => {
    expect(pricePerSqm(listing({ price: 350_000, flaeche: 70 }))).toBe(5000);
    expect(pricePerSqm(listing({ rent: 1050, flaeche: 70 }))).toBe(15);
    expect(pricePerSqm(listing({ price_on_request: true }))).toBeNull();
    expect(pricePerSqm(listing({ flaeche: null }))).toBeNull();
  });
});

describe('comparable listings', () => {
  const neubau = [4000, 4500, 5000, 5500, 6000].map((p) => listing({ price: p * 70 }));
  const other = [
    // Same district, other deal, band, type, or another district: none of them counts for the flats above.
    listing({ rent: 1000 }),
    listing({ price: 1_000_000, flaeche: 130 }),
    listing({ objektart: 'HAUS', price: 900_000, flaeche: 70 }),
    listing({ price: 100 * 70, location: { bundesland: 'wien', bezirk: 'Wien 19., Döbling', wien_bezirk: 19 } }),
    listing({ objektart: 'PARKEN', price: 30_000, flaeche: 12 }),
  ];
  const f = priceFigures([...neubau, ...other]);

  it('share district, type, deal and size band; their median needs five listings', () => {
    const ctx = priceContext(f, neubau[0]!)!;
    expect(ctx).toMatchObject({ perSqm: 4000, count: 5, median: 5000, deviationPercent: -20, band: 1 });
    expect(ctx.district.name).toBe('Wien-Neubau');
  });

  it('gives no median below the minimum and says how many there are', () => {
    const lone = priceContext(f, other[1]!)!;
    expect(lone.count).toBe(1);
    expect(lone.median).toBeNull();
    expect(lone.deviationPercent).toBeNull();
    const strict = priceFigures([...neubau, ...other], 6);
    expect(priceContext(strict, neubau[0]!)!.median).toBeNull();
  });

  it('does not widen to the Bundesland or other bands', () => {
    // Döbling's one flat has no median of its own, though Vienna has six flats of its band.
    expect(priceContext(f, other[3]!)!.median).toBeNull();
    expect(cellOf(f, { bundesland: 'wien' }, 'WOHNUNG', 'KAUF', 1)).toEqual({ count: 6, median: 4750 });
  });

  it('sums a district over all sizes and lists the districts that have listings', () => {
    expect(cellOf(f, { bundesland: 'wien', district: 'neubau' }, 'WOHNUNG', 'KAUF', 'all').count).toBe(6);
    expect(f.districts.get('wien')!.map((d) => d.slug)).toEqual(['neubau', 'doebling']);
    expect(f.members.get('wien/neubau')!.length).toBe(8);
    expect(priceContext(f, other[4]!)).toBeNull();
  });

  it('counts a home several agencies offer once', () => {
    const twice = priceFigures([...neubau, listing({ price: 4000 * 70, duplicate_of: neubau[0]!.id })]);
    expect(priceContext(twice, neubau[0]!)!.count).toBe(5);
  });

  it('holds for the generated listings: every median has its minimum behind it', () => {
    const figures = priceFigures(makeListings(400, 7));
    let cells = 0;
    for (const cell of figures.cells.values()) {
      cells++;
      expect(cell.median == null).toBe(cell.count < 5);
    }
    expect(cells).toBeGreaterThan(0);
  });
});

describe("what a listing's page shows of its context", () => {
  const ctx = (over: Partial<PriceContext>): PriceContext => ({
    perSqm: 5000,
    district: { bundesland: 'wien', slug: 'neubau', name: 'Wien-Neubau', number: 7 },
    objektart: 'WOHNUNG',
    deal: 'KAUF',
    band: 1,
    count: 7,
    median: 4512.5,
    deviationPercent: 11,
    ...over,
  });

  it('rounds the median (100 € per m² to buy, 50 cents to rent) and measures the deviation from the rounded one', () => {
    expect(shownPriceContext(ctx({}))).toMatchObject({
      median: 4500,
      deviationPercent: 11,
      count: 7,
      countAtLeast: false,
    });
    expect(shownPriceContext(ctx({ median: 4551 })).median).toBe(4600);
    expect(shownPriceContext(ctx({ median: 4600, perSqm: 4600 })).deviationPercent).toBe(0);
    expect(shownPriceContext(ctx({ deal: 'MIETE_PACHT', perSqm: 14, median: 12.74 }))).toMatchObject({
      median: 12.5,
      deviationPercent: 12,
    });
    expect(shownPriceContext(ctx({ median: null, deviationPercent: null, count: 3 }))).toMatchObject({
      median: null,
      deviationPercent: null,
      count: 3,
    });
  });

  it('shows a count from 10 on as the step it reaches', () => {
    expect(SHOWN_COUNT_STEPS[0]).toBe(10);
    expect(shownPriceContext(ctx({ count: 9 }))).toMatchObject({ count: 9, countAtLeast: false });
    expect(shownPriceContext(ctx({ count: 10 }))).toMatchObject({ count: 10, countAtLeast: true });
    expect(shownPriceContext(ctx({ count: 69 }))).toMatchObject({ count: 50, countAtLeast: true });
    expect(shownPriceContext(ctx({ count: 1234 }))).toMatchObject({ count: 1000, countAtLeast: true });
  });

  it('stays the same when a listing more or less in a large cell moves the exact median a little', () => {
    const cell = Array.from({ length: 61 }, (_, i) => listing({ price: (4000 + i * 20) * 70 }));
    const before = priceContext(priceFigures(cell.slice(0, 60)), cell[0]!)!;
    const after = priceContext(priceFigures(cell), cell[0]!)!;
    expect([before.count, after.count]).toEqual([60, 61]);
    expect(after.median).not.toBe(before.median);
    expect(shownPriceContext(after)).toEqual(shownPriceContext(before));
  });
});
