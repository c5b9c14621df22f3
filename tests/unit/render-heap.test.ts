/**
 * The render process's heap limit: sized by what a process holds, at least the floor, at most the cap where that
 * leaves enough room, an operator's own choice kept.
 */
import { describe, expect, it } from 'vitest';
import {
  batchPlanWarning,
  fitsRenderMachine,
  heapChoice,
  planRenderBatches,
  RENDER_BATCHES_MAX,
  RENDER_HEAP_CAP_MB,
  RENDER_HEAP_MIN_MB,
  RENDER_MACHINE_MB,
  RENDER_OUTSIDE_HEAP_MB,
  renderHeapMb,
  withHeapLimit,
} from '../../src/build/render-heap';
import { nodeOptionsHeapMb } from '../../src/config/env';

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

  it("puts the planned limit in place of one in the caller's NODE_OPTIONS, so that none overrides it unseen", () => {
    expect(withHeapLimit('--max-old-space-size=8192', 2489)).toBe('--max-old-space-size=2489');
    expect(withHeapLimit('--enable-source-maps --max-old-space-size 4096 --trace-gc', 2048)).toBe(
      '--enable-source-maps --trace-gc --max-old-space-size=2048',
    );
    expect(withHeapLimit('--max_old_space_size=900 --max-old-space-size=1000', 1300)).toBe('--max-old-space-size=1300');
    // another option that only begins alike stays
    expect(withHeapLimit('--max-old-space-size-typo=1', 1300)).toBe(
      '--max-old-space-size-typo=1 --max-old-space-size=1300',
    );
  });
});

describe("an operator's own heap limit", () => {
  it("is read from NODE_OPTIONS as Node takes it: either spelling, the last one's value", () => {
    expect(nodeOptionsHeapMb(undefined)).toBeUndefined();
    expect(nodeOptionsHeapMb('--enable-source-maps')).toBeUndefined();
    expect(nodeOptionsHeapMb('--max-old-space-size=3000')).toBe(3000);
    expect(nodeOptionsHeapMb('--trace-gc --max-old-space-size 1100 --enable-source-maps')).toBe(1100);
    expect(nodeOptionsHeapMb('--max_old_space_size=900 --max-old-space-size=1000')).toBe(1000);
    expect(nodeOptionsHeapMb('--max-old-space-size-typo=1')).toBeUndefined();
  });

  it("is BUILD_HEAP_MB first, the render processes' own, then NODE_OPTIONS', which Node gives them too", () => {
    expect(heapChoice(undefined, undefined)).toEqual({});
    expect(heapChoice(undefined, '--enable-source-maps')).toEqual({});
    expect(heapChoice(undefined, '--max-old-space-size=1200')).toEqual({ heapMb: 1200, heapFrom: 'NODE_OPTIONS' });
    expect(heapChoice(1000, '--max-old-space-size=1200')).toEqual({ heapMb: 1000, heapFrom: 'BUILD_HEAP_MB' });
  });

  it('is the limit the plan plans with and the render processes get, with the warning when it does not fit', () => {
    const at100k = { listings: 100_000, languages: 15 };
    const own = heapChoice(undefined, '--max-old-space-size=3000');
    const plan = planRenderBatches(at100k, 2, own);
    // a limit that does not shrink with the share: no more batches than the processes
    expect(plan).toEqual({ batches: 2, heapMb: 3000, fits: false, fitsFrom: null });
    expect(withHeapLimit('--max-old-space-size=3000', plan.heapMb)).toBe('--max-old-space-size=3000');
    expect(batchPlanWarning(plan, 100_000, own)).toContain(
      "heap limit of 3,000 MB (NODE_OPTIONS' --max-old-space-size=3000)",
    );
    expect(batchPlanWarning(plan, 100_000, own)).toContain("NODE_OPTIONS' --max-old-space-size=3000 is kept.");
    // BUILD_HEAP_MB wins over it: the render processes get that one, not NODE_OPTIONS'
    const both = heapChoice(1200, '--max-old-space-size=3000');
    const fitting = planRenderBatches(at100k, 2, both);
    expect(fitting).toEqual({ batches: 2, heapMb: 1200, fits: true, fitsFrom: null });
    expect(withHeapLimit('--max-old-space-size=3000', fitting.heapMb)).toBe('--max-old-space-size=1200');
  });
});

describe('the render batches of a build that renders itself (BUILD_PROCESSES at once)', () => {
  const at100k = { listings: 100_000, languages: 15 };

  it('are its processes where each fits, and more where not: no process gets a limit over the cap', () => {
    expect(planRenderBatches({ listings: 1008, languages: 15 }, 2).batches).toBe(2);
    expect(planRenderBatches({ listings: 10_000, languages: 15 }, 1).batches).toBe(1);
    // two processes at 100,000 listings in 15 languages: 4,470 MB each as two batches; 16 batches of 1,300 MB
    expect(fitsRenderMachine(renderHeapMb({ ...at100k, shares: 2 }))).toBe(false);
    const plan = planRenderBatches(at100k, 2);
    expect(plan).toEqual({ batches: 16, heapMb: RENDER_HEAP_CAP_MB, fits: true, fitsFrom: null });
    for (const processes of [1, 2, 3, 4, 16])
      expect(fitsRenderMachine(planRenderBatches(at100k, processes).heapMb)).toBe(true);
  });
});

describe("a build's render batches", () => {
  const at100k = { listings: 100_000, languages: 15 };

  it('caps the heap where a render machine leaves room for what a process holds beside it', () => {
    expect(RENDER_HEAP_CAP_MB + RENDER_OUTSIDE_HEAP_MB).toBe(RENDER_MACHINE_MB);
    expect(fitsRenderMachine(RENDER_HEAP_CAP_MB)).toBe(true);
    expect(fitsRenderMachine(RENDER_HEAP_CAP_MB + 1)).toBe(false);
    // eight batches at 100,000 listings in 15 languages: 1,724 MB, more than a machine has beside 750 MB
    expect(fitsRenderMachine(renderHeapMb({ ...at100k, shares: 8 }))).toBe(false);
  });

  it('are as many as asked where each fits', () => {
    expect(planRenderBatches({ listings: 1008, languages: 15 }, 2)).toEqual({
      batches: 2,
      heapMb: RENDER_HEAP_MIN_MB,
      fits: true,
      fitsFrom: null,
    });
    expect(planRenderBatches({ listings: 10_000, languages: 15 }, 1).batches).toBe(1);
    expect(planRenderBatches({ listings: 100_000, languages: 1 }, 1).batches).toBe(1);
  });

  it('grow until each batch fits: 15 for 100,000 listings in 15 languages, not 8', () => {
    // (128 MB + 195 MB + 2,930 MB / n) × 2.5 ≤ 1,300 MB from n = 15 on
    const plan = planRenderBatches(at100k, 1);
    expect(plan).toEqual({ batches: 15, heapMb: RENDER_HEAP_CAP_MB, fits: true, fitsFrom: null });
    expect(fitsRenderMachine(renderHeapMb({ ...at100k, shares: 14 }))).toBe(false);
    // at least one per worker, and a multiple of them: eight workers render 16 batches in the rounds of 15
    expect(planRenderBatches(at100k, 8).batches).toBe(16);
    expect(planRenderBatches(at100k, 20).batches).toBe(20);
  });

  it("keep an operator's batch count, saying whether it fits and what would", () => {
    expect(planRenderBatches(at100k, 1, { batches: 8 })).toEqual({
      batches: 8,
      heapMb: 1724,
      fits: false,
      fitsFrom: 15,
    });
    expect(planRenderBatches(at100k, 1, { batches: 20 })).toMatchObject({ batches: 20, fits: true, fitsFrom: null });
  });

  it("keep the workers' count under an operator's heap limit, which does not shrink with the share", () => {
    expect(planRenderBatches(at100k, 8, { heapMb: 1200 })).toEqual({
      batches: 8,
      heapMb: 1200,
      fits: true,
      fitsFrom: null,
    });
    expect(planRenderBatches(at100k, 8, { heapMb: 3000 })).toMatchObject({ batches: 8, fits: false });
  });

  it('stay as asked where no number fits: the catalogue alone takes the limit over the cap', () => {
    // 128 MB + 2 KB × 250,000 = 616 MB live before any page: 2.5 times that is over the cap
    const plan = planRenderBatches({ listings: 250_000, languages: 15 }, 4);
    expect(plan).toMatchObject({ batches: 4, fits: false, fitsFrom: null });
    expect(fitsRenderMachine(renderHeapMb({ listings: 250_000, languages: 15, shares: RENDER_BATCHES_MAX }))).toBe(
      false,
    );
  });

  it('say why a batch does not fit, and what would', () => {
    const chosen = { batches: 8 };
    const kept = batchPlanWarning(planRenderBatches(at100k, 1, chosen), 100_000, chosen);
    expect(kept).toContain('heap limit of 1,724 MB');
    expect(kept).toContain("render machine's 2,048 MB");
    expect(kept).toContain('BUILD_BATCHES=8 is kept; 15 batches would fit');
    const large = { listings: 250_000, languages: 15 };
    expect(batchPlanWarning(planRenderBatches(large, 4), 250_000, {})).toContain(
      'at 250,000 listings no number of batches up to 64 fits',
    );
    expect(batchPlanWarning(planRenderBatches(at100k, 8, { heapMb: 3000 }), 100_000, { heapMb: 3000 })).toContain(
      'BUILD_HEAP_MB is kept',
    );
  });
});
