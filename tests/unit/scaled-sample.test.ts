/** The benchmarks' larger catalogues: a sample repeated with new ids, prices and areas within ±20 %. */
import { describe, expect, it } from 'vitest';
import { scaledListings } from '../../src/bench/scaled-sample';
import { makeListings } from './search-fixtures';

describe('a sample repeated up to N listings', () => {
  const base = makeListings(300, 4);
  const scaled = scaledListings(base, 1000);

  it('has N listings with distinct ids and external ids, the first copy the sample itself', () => {
    expect(scaled).toHaveLength(1000);
    expect(new Set(scaled.map((l) => l.id)).size).toBe(1000);
    expect(new Set(scaled.map((l) => l.external_id)).size).toBe(1000);
    expect(scaled.slice(0, base.length)).toEqual(base);
  });

  it('gives each copy a title slug of its own, so a slug names as many listings as in the sample', () => {
    const mostPerSlug = (ls: typeof base) => {
      const count = new Map<string, number>();
      for (const l of ls) count.set(l.title_slug, (count.get(l.title_slug) ?? 0) + 1);
      return Math.max(...count.values());
    };
    expect(mostPerSlug(scaled)).toBe(mostPerSlug(base));
    const stride = scaled[base.length]!.id - base[0]!.id;
    const byId = new Map(base.map((l) => [l.id, l]));
    for (const c of scaled.slice(base.length)) {
      const l = byId.get(c.id % stride)!;
      expect(c.title_slug).toBe(`${l.title_slug}-${Math.floor(c.id / stride) + 1}`);
      expect(c.objekttitel).toBe(l.objekttitel);
    }
  });

  it("varies a copy's price and area within ±20 % and keeps its agency", () => {
    const byId = new Map(base.map((l) => [l.id, l]));
    const stride = scaled[base.length]!.id - base[0]!.id;
    for (const c of scaled.slice(base.length)) {
      const l = byId.get(c.id % stride)!;
      expect(c.agency).toEqual(l.agency);
      const price = l.kaufpreis ?? l.kaltmiete;
      const copyPrice = c.kaufpreis ?? c.kaltmiete;
      if (price) expect(Math.abs(copyPrice! / price - 1)).toBeLessThanOrEqual(0.21);
      if (l.flaeche) expect(Math.abs(c.flaeche! / l.flaeche - 1)).toBeLessThanOrEqual(0.21);
      expect(Date.parse(c.created_at)).toBeLessThanOrEqual(Date.parse(l.created_at));
    }
  });

  it('is the same on every run', () => {
    expect(scaledListings(base, 1000)).toEqual(scaled);
  });
});
