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
