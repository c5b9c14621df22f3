/**
 * The list page's free-text box with the natural-language understanding: places, rooms, prices, areas and
 * features it recognises become filters of the search, only the rest stays free text for the full-text index.
 */
import type { SearchQuery } from '../search/query';
import { parseSearchText } from './parse';
import type { Lang } from './types';
import { filtersToQuery } from './url';

export function understandFreeText(base: SearchQuery, text: string, lang: Lang): SearchQuery {
  const { filters, unmatched } = parseSearchText(text, lang);
  return filtersToQuery(filters, unmatched.join(' '), { ...base, q: '' });
}
