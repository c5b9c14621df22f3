/**
 * The list page's free-text box with the natural-language understanding: places, rooms, prices, areas and
 * features it recognises become filters of the search. The words it did not understand never become a filter by
 * themselves: they come back to be shown, and only the visitor turns them into free text ("add as search term"),
 * because a hidden full-text filter of unknown words empties the results. Criteria about people are dropped.
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

export interface UnderstoodText {
  /** The search with what was understood; its free text is empty. */
  query: SearchQuery;
  /** Words not understood, to be shown and offered as a search term. */
  unmatched: string[];
  /** Whether anything became a filter. */
  understood: boolean;
}

export function understandFreeText(
  base: SearchQuery,
  text: string,
  lang: Lang,
  places?: readonly LocationOption[],
): UnderstoodText {
  const { filters, unmatched } = parseSearchText(text, lang, gazetteerFor(places));
  return {
    query: filtersToQuery(filters, '', { ...base, q: '' }),
    unmatched,
    understood: Object.values(filters).some((v) => v !== undefined && v !== false),
  };
}
