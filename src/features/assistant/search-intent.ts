/**
 * What a chat message asks to search for, as the list page's search value (SearchQuery), or null when it names
 * no search criterion: the portal's natural-language search parser (domain/nl-search) in the assistant's terms,
 * with the one-sentence summary of what was understood (and, when the message asked to filter by people, the
 * polite note that the portal does not).
 */
import { buildNlStrings, filtersToQuery, parseSearchText, summarize, type Gazetteer } from '../../domain/nl-search';
import type { SearchQuery } from '../../domain/search/query';
import { getLanguage, type LangCode } from '../../i18n/languages';
import type { Translate } from '../../i18n/translations';

export interface SearchIntent {
  query: SearchQuery;
  /**
   * How many criteria besides buy/rent and the order the message named (how surely it is a search); a subtype and
   * its type count once.
   */
  criteria: number;
  /** The criteria's names (the parser's filter keys: objektart, features, zimmer_min …), when known. */
  criteriaKeys?: string[];
  /** One sentence: what was understood. */
  summary: string;
  /** Criteria about people the message asked for, which are never applied. */
  refused: number;
  /**
   * Words of the message the parser did not understand: a search request is mostly criteria, while "Wie ist das
   * Wetter morgen in Linz?" names one place among words about something else.
   */
  unmatched?: number;
  /** Those words themselves: what the message says beside its criteria ("wie viel Grunderwerbsteuer kommt dazu"). */
  unmatchedWords?: string[];
}

export type SearchInterpreter = (text: string, lang: LangCode) => SearchIntent | null;

const NOT_CRITERIA = new Set(['vermarktungsart', 'sort']);

/**
 * `places` gives the gazetteer the parser looks places up in: the API passes the one with the towns of the
 * listings, the same the list page's natural-language search uses (default: the curated places only).
 */
export function nlSearchInterpreter(t: (lang: LangCode) => Translate, places?: () => Gazetteer): SearchInterpreter {
  return (text, lang) => {
    const { filters, refused, unmatched } = parseSearchText(text, lang, places?.());
    const keys = Object.entries(filters)
      .filter(([, v]) => v !== undefined && v !== null && v !== false && !(Array.isArray(v) && v.length === 0))
      .map(([k]) => k);
    const criteriaKeys = keys.filter((k) => !NOT_CRITERIA.has(k));
    // A subtype names its type ("kawalerka", "penthouse", an attic's "علية" the parser reads in "عليه"): the two keys
    // are one criterion, which beside a guide question ("penthouse rental, max deposit?") sets its scene.
    const criteria =
      criteriaKeys.length - (criteriaKeys.includes('untergruppe') && criteriaKeys.includes('objektart') ? 1 : 0);
    if (!keys.length && !refused.length) return null;
    return {
      query: filtersToQuery(filters),
      criteria,
      criteriaKeys,
      summary: summarize(filters, refused, buildNlStrings(t(lang), getLanguage(lang).bcp47)),
      refused: refused.length,
      unmatched: unmatched.length,
      unmatchedWords: unmatched,
    };
  };
}
