/** The render process's heap limit: sized by the catalog, at least the floor, an operator's own choice kept. */
import { describe, expect, it } from 'vitest';
import { RENDER_HEAP_MIN_MB, renderHeapMb, withHeapLimit } from '../../src/build/render-heap';

describe('the render heap limit', () => {
  it('is the floor for the default catalog of 1,000 listings in 15 languages and for no listings', () => {
    expect(renderHeapMb(1000, 15)).toBe(RENDER_HEAP_MIN_MB);
    expect(renderHeapMb(0, 15)).toBe(2048);
  });

  it('grows by 10 KB per listing page over a base of 1,024 MB: 2,489 MB for 10,000 listings in 15 languages', () => {
    expect(renderHeapMb(10_000, 15)).toBe(1024 + Math.ceil((150_000 * 10) / 1024));
    expect(renderHeapMb(10_000, 15)).toBe(2489);
    expect(renderHeapMb(20_000, 15)).toBe(3954);
    // German alone needs less than 15 languages do
    expect(renderHeapMb(10_000, 1)).toBe(2048);
  });

  it('takes a configured limit as it is', () => {
    expect(renderHeapMb(10_000, 15, 6000)).toBe(6000);
    expect(renderHeapMb(10_000, 15, 1024)).toBe(1024);
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
