/**
 * The national catalogue of a large sample: places in proportion to where people live, postcodes of the right
 * Bundesland, many agencies of unequal size. Checked on the agencies and their places, without drawing a picture.
 */
import { describe, expect, it } from 'vitest';
import { bundeslandFromPlz } from '~/domain/austria';
import { BUNDESLAND_PEOPLE, nationalAgencies, nationalPlaces } from '~/sample/national';
import { Rng } from '~/sample/random';

describe('national sample', () => {
  it('every place has a postcode of its own Bundesland, and far more places than the curated towns', () => {
    const places = nationalPlaces();
    expect(places.length).toBeGreaterThan(2000);
    for (const p of places) expect(bundeslandFromPlz(p.town.plz)).toBe(p.town.bundesland);
  });

  it("100,000 listings: each Bundesland near its people's share, Linz far above Villach, 1,000+ agencies", () => {
    const agencies = nationalAgencies(new Rng(2026).fork('national'), 100_000);
    expect(agencies.length).toBeGreaterThan(1000);
    expect(new Set(agencies.map((a) => a.slug)).size).toBe(agencies.length);
    expect(new Set(agencies.map((a) => a.prefix)).size).toBe(agencies.length);
    const byLand: Record<string, number> = {};
    const byTown: Record<string, number> = {};
    let total = 0;
    for (const a of agencies) {
      const weight = a.towns.reduce((s, [, w]) => s + w, 0);
      for (const [town, w] of a.towns) {
        const n = (a.listings * w) / weight;
        byLand[town.bundesland] = (byLand[town.bundesland] ?? 0) + n;
        byTown[town.ort] = (byTown[town.ort] ?? 0) + n;
        total += n;
      }
    }
    const people = Object.values(BUNDESLAND_PEOPLE).reduce((s, n) => s + n, 0);
    for (const [land, n] of Object.entries(BUNDESLAND_PEOPLE))
      expect(Math.abs(byLand[land]! / total - n / people)).toBeLessThan(0.01);
    expect(byTown['Linz']!).toBeGreaterThan(5 * byTown['Villach']!);
    // a few big, many small
    const sizes = agencies.map((a) => a.listings).sort((a, b) => a - b);
    expect(sizes[Math.floor(sizes.length / 2)]!).toBeLessThan(100);
    expect(sizes.at(-1)!).toBeGreaterThan(1000);
  });
});
