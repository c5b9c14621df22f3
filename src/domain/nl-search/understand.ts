/**
 * The list page's free-text box with the natural-language understanding: places, rooms, prices, areas and
 * features it recognises become filters of the search, only the rest stays free text for the full-text index.
 */
import type { LocationOption } from '../search/locations';
import type { SearchQuery } from '../search/query';
import { buildGazetteer, defaultGazetteer, extendGazetteer } from './gazetteer';
import { parseSearchText } from './parse';
import type { Gazetteer, Lang } from './types';
import { filtersToQuery } from './url';

const withIndex = new WeakMap<readonly LocationOption[], Gazetteer>();

/** The portal's gazetteer plus the towns and Bezirke the search index holds (the location field's options). */
export function gazetteerFor(options: readonly LocationOption[] | undefined): Gazetteer {
  if (!options?.length) return defaultGazetteer();
  let g = withIndex.get(options);
  if (!g) {
    g = extendGazetteer(buildGazetteer(), options);
    withIndex.set(options, g);
  }
  return g;
}

export function understandFreeText(
  base: SearchQuery,
  text: string,
  lang: Lang,
  places?: readonly LocationOption[],
): SearchQuery {
  const { filters, unmatched } = parseSearchText(text, lang, gazetteerFor(places));
  return filtersToQuery(filters, unmatched.join(' '), { ...base, q: '' });
}
