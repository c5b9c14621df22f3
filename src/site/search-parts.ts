/** The catalog's search index split by Bundesland (src/domain/search/index-parts.ts), once per build process. */
import { splitIndex, type SplitIndex } from '~/domain/search/index-parts';
import type { Catalog } from './build-catalog';

const splits = new WeakMap<Catalog, SplitIndex>();

export function searchParts(c: Catalog): SplitIndex {
  let s = splits.get(c);
  if (!s) splits.set(c, (s = splitIndex(c.built)));
  return s;
}
