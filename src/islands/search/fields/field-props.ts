import { memo, type ComponentType } from 'react';
import type { SearchText } from '~/site/listing/search-text';
import type { SearchQuery } from '~/domain/search/query';

/** Changes some filters of the search; 'replace' while typing, so the history gets no entry per keystroke. */
export type SetQuery = (patch: Partial<SearchQuery>, history?: 'push' | 'replace') => void;

/** What a field group of the filter form gets: the strings, the search, and the way to change it. */
export interface FieldProps {
  text: SearchText;
  query: SearchQuery;
  set: SetQuery;
}

/**
 * A field group that renders again only when a filter it reads, or another of its props, changes: a filter change
 * otherwise renders every group of the form in the change's own task, most of React's share of it. `reads` must
 * name every key of the search the group (and what it renders) reads, and `set` must not change from render to
 * render (it merges its patch into the latest search, see useSearchForm), since a group skipped keeps its handlers.
 */
export function memoField<P extends FieldProps>(
  Field: ComponentType<P>,
  reads: readonly (keyof SearchQuery)[],
): MemoField<P> {
  const memoised = memo(Field, (before, after) => {
    for (const key of Object.keys(after) as (keyof P)[]) {
      if (key === 'query') continue;
      if (!Object.is(before[key], after[key])) return false;
    }
    return reads.every((key) => Object.is(before.query[key], after.query[key]));
  });
  return Object.assign(memoised, { Field, reads });
}

/** A memoised field group, with the group itself and the filters it was declared to read (for the tests). */
export type MemoField<P> = ComponentType<P> & { Field: ComponentType<P>; reads: readonly (keyof SearchQuery)[] };
