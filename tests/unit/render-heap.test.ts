/**
 * The render process's heap limit: sized by what a process holds, at least the floor, at most the cap where that
 * leaves enough room, an operator's own choice kept.
 */
import { describe, expect, it } from 'vitest';
import { RENDER_HEAP_CAP_MB, RENDER_HEAP_MIN_MB, renderHeapMb, withHeapLimit } from '../../src/build/render-heap';

describe('the render heap limit', () => {
  it('is the floor for the default catalogue of 1,000 listings, for none, and for 10,000 in one process', () => {
    expect(renderHeapMb({ listings: 1000, languages: 15, shares: 1 })).toBe(RENDER_HEAP_MIN_MB);
    expect(renderHeapMb({ listings: 0, languages: 15, shares: 1 })).toBe(1024);
    expect(renderHeapMb({ listings: 10_000, languages: 1, shares: 1 })).toBe(1024);
  });

  it('is 3 times a base of 128 MB, 2 KB per listing and 2 KB per listing page of the process, up to the cap', () => {
    // 60,000 listings in German, one process: (128 MB + 117 MB + 117 MB) × 3, between the floor and the cap
    expect(renderHeapMb({ listings: 60_000, languages: 1, shares: 1 })).toBe(
      Math.ceil(((128 * 1024 + 120_000 + 120_000) * 3) / 1024),
    );
    expect(renderHeapMb({ listings: 60_000, languages: 1, shares: 1 })).toBeLessThan(RENDER_HEAP_CAP_MB);
  });

  it('stops at the cap, where a process would pass 2 GB, while that leaves 2.5 times what is live', () => {
    // 100,000 listings in German, one process: 3 × 519 MB would be 1,556 MB; 2.5 × 519 MB is under the cap
    expect(renderHeapMb({ listings: 100_000, languages: 1, shares: 1 })).toBe(RENDER_HEAP_CAP_MB);
    expect(renderHeapMb({ listings: 10_000, languages: 15, shares: 1 })).toBe(RENDER_HEAP_CAP_MB);
    // where 2.5 times what is live is above the cap, that is the limit: (128 MB + 195 MB + 2,930 MB) × 2.5
    expect(renderHeapMb({ listings: 100_000, languages: 15, shares: 1 })).toBe(
      Math.ceil(((128 * 1024 + 200_000 + 3_000_000) * 2.5) / 1024),
    );
  });

  it("grows with the process's share of the pages, not with the whole catalogue's", () => {
    // 100,000 listings in 15 languages over eight machines: each holds the catalogue and an eighth of the pages
    expect(renderHeapMb({ listings: 100_000, languages: 15, shares: 8 })).toBe(1724);
    expect(renderHeapMb({ listings: 100_000, languages: 15, shares: 8 })).toBeLessThan(
      renderHeapMb({ listings: 100_000, languages: 15, shares: 2 }),
    );
    // the catalogue part stays whatever the share
    expect(renderHeapMb({ listings: 200_000, languages: 1, shares: 64 })).toBe(
      Math.ceil(((128 * 1024 + 400_000 + 400_000 / 64) * 2.5) / 1024),
    );
  });

  it('takes a configured limit as it is', () => {
    expect(renderHeapMb({ listings: 10_000, languages: 15, shares: 1 }, 6000)).toBe(6000);
    expect(renderHeapMb({ listings: 10_000, languages: 15, shares: 1 }, 512)).toBe(512);
  });

  it("adds the limit to the caller's NODE_OPTIONS", () => {
    expect(withHeapLimit(undefined, 2489)).toBe('--max-old-space-size=2489');
    expect(withHeapLimit('', 2489)).toBe('--max-old-space-size=2489');
    expect(withHeapLimit('--enable-source-maps', 2048)).toBe('--enable-source-maps --max-old-space-size=2048');
  });

  it('keeps a limit the caller set in NODE_OPTIONS', () => {
    expect(withHeapLimit('--max-old-space-size=8192', 2489)).toBe('--max-old-space-size=8192');
    expect(withHeapLimit('--enable-source-maps --max-old-space-size 4096', 2048)).toBe(
      '--enable-source-maps --max-old-space-size 4096',
    );
  });
});
