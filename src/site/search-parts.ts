/**
 * The catalog's search index split by Bundesland (src/domain/search/index-parts.ts), once per build process; each
 * part's version is the page keys' hash of its content.
 */
import { splitIndex, type SplitIndex } from '~/domain/search/index-parts';
import { hashKey } from '~/site/incremental/card-digest';
import type { Catalog } from './build-catalog';

const splits = new WeakMap<Catalog, SplitIndex>();

export function searchParts(c: Catalog): SplitIndex {
  let s = splits.get(c);
  if (!s)
    splits.set(
      c,
      (s = splitIndex({ rows: c.built.rows, table: c.table }, { hash: (content) => hashKey('search-part', content) })),
    );
  return s;
}
