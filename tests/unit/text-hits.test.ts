/**
 * Free-text search over a base and a delta Pagefind index: the merge of their per-listing hits in the browser,
 * and which pages the build puts in the delta.
 */
import { describe, expect, it } from 'vitest';
import { mergeTextHits } from '~/islands/search/text-hits';
import { deltaPages } from '../../src/build/search-index';

describe('text hits from a base and a delta index', () => {
  it('takes the base alone when there is no delta', () => {
    expect([...mergeTextHits({ '1': 2, '2': 0, '3': 1 }, null)].sort()).toEqual([1, 3]);
  });

  it('judges a listing in the delta by the delta alone', () => {
    const hits = mergeTextHits(
      // 1 matched in its old text, 4 did not; both changed since
      { '1': 1, '2': 1, '4': 0 },
      { listings: new Set([1, 4, 9]), counts: { '1': 0, '4': 3, '9': 1 } },
    );
    expect([...hits].sort()).toEqual([2, 4, 9]);
  });

  it('finds nothing when nothing matches in either', () => {
    expect(mergeTextHits({ '1': 0 }, { listings: new Set([2]), counts: { '2': 0 } }).size).toBe(0);
  });
});

describe('the pages of a delta index', () => {
  const base = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`immobilien/${i}/x/index.html`, `k${i}`]));

  it('holds the changed and the new pages, not the unchanged or withdrawn ones', () => {
    const current: Record<string, string> = {
      ...base,
      'immobilien/3/x/index.html': 'k3-new',
      'en/immobilien/200/y/index.html': 'n',
    };
    delete current['immobilien/5/x/index.html'];
    expect(deltaPages(current, base, 20)).toEqual(['en/immobilien/200/y/index.html', 'immobilien/3/x/index.html']);
    expect(deltaPages(base, base, 20)).toEqual([]);
  });

  it('is refused (the base is built again) when more than the given share of the pages would be in it', () => {
    const changed = (n: number) =>
      Object.fromEntries(Object.entries(base).map(([f, k], i) => [f, i < n ? `${k}-new` : k]));
    expect(deltaPages(changed(20), base, 20)).toHaveLength(20);
    expect(deltaPages(changed(21), base, 20)).toBeNull();
    expect(deltaPages(changed(21), base, 50)).toHaveLength(21);
  });
});
