/**
 * What the page gives the property search island. Its own module: the island and its state hook both read it,
 * and neither imports the other for it.
 */
import type { SearchText } from '~/site/listing/search-text';
import type { FormOptions, InitialResults } from '~/domain/search/filter';
import type { SearchDataUrls } from '~/domain/search/index-format';
import type { WayOut } from '~/domain/search/ways-out';

export interface PropertySearchProps {
  text: SearchText;
  /** The localized list path, e.g. '/en/immobilien'. */
  listPath: string;
  /**
   * Where the form goes without JavaScript: the server renders that search on request (/immobilien/suche);
   * pager links point there too until the island runs.
   */
  formPath: string;
  /** The search the server rendered (serialized); '' for the unfiltered pre-rendered pages. */
  initialQuery: string;
  dropped: string[];
  initial: InitialResults;
  /** When the search the server rendered finds nothing: the nearest searches that find something. */
  waysOut?: WayOut[];
  options: FormOptions;
  urls: SearchDataUrls;
  map: { tiles: string; attribution: string };
}
