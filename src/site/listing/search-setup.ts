/**
 * Build-time inputs of the search island for one language: the form's options (what occurs in the data), the
 * strings, the index URLs and the first results. Shared by the list pages and the landing pages.
 */
import type { LangCode } from '~/i18n/languages';
import { runSearch, type InitialResults, type SearchContext } from '~/domain/search/filter';
import { emptyQuery, needsGeo, type SearchQuery } from '~/domain/search/query';
import { waysOut, type WayOut } from '~/domain/search/ways-out';
import { cardFromListing } from '~/domain/search/cards';
import type { SearchDataUrls } from '~/domain/search/index-format';
import { getCatalog } from '~/site/catalog';
import type { Catalog } from '~/site/build-catalog';

export { defaultListPages, formOptions, landingCounts } from './catalog-figures';

/**
 * The search data's URLs. The manifest is read fresh on every visit (the server has it revalidated) and names each
 * part's version (a hash of its content), which the island puts into the part's URLs (`{v}`): a changed part is a new
 * URL, so no cache serves last hour's rows, an unchanged one keeps its URL (and the browser's copy), and the pages
 * themselves carry no version, which changes with the listings (they would all be rendered again on every sync).
 */
export function searchUrls(lang: LangCode): SearchDataUrls {
  return {
    parts: '/search/parts.json',
    index: '/search/index-{part}.json?v={v}',
    titles: `/search/titles-${lang}-{part}.json?v={v}`,
    geo: '/search/geo-{part}.json?v={v}',
  };
}

const titlesCache = new Map<string, string[]>();

/** The titles in row order in one language (German where there is no translation), as the island's titles file. */
function rowTitles(c: Catalog, lang: LangCode): string[] {
  const key = `${c.gen}:${lang}`;
  let titles = titlesCache.get(key);
  if (!titles) {
    titles = Array.from(c.table.id, (id) => {
      const l = c.byId.get(id)!;
      return (lang !== 'de' && l.objekttitel_translations[lang]) || l.objekttitel;
    });
    titlesCache.set(key, titles);
  }
  return titles;
}

/**
 * What a search on the server reads besides the index: free text (a search sent without JavaScript) matches titles
 * and places and ranks by them; a drawn area or a radius needs the coordinates, which the build has at hand.
 */
function serverContext(c: Catalog, lang: LangCode, q: SearchQuery): SearchContext {
  return {
    titles: q.q ? rowTitles(c, lang) : null,
    geo: needsGeo(q) || q.ort ? { lat: c.built.geo.lat, lon: c.built.geo.lon } : null,
  };
}

/** The ways out of a search that finds nothing (none otherwise), as the list without JavaScript offers them. */
export async function initialWaysOut(lang: LangCode, q: SearchQuery): Promise<WayOut[]> {
  const c = await getCatalog();
  return waysOut(c.table, q, serverContext(c, lang, q));
}

export async function initialResults(lang: LangCode, q: SearchQuery = emptyQuery()): Promise<InitialResults> {
  const c = await getCatalog();
  const res = runSearch(c.table, q, serverContext(c, lang, q));
  return {
    page: res.page,
    total: res.total,
    pageCount: res.pageCount,
    capped: res.capped,
    cards: Array.from(res.pageRows, (r) => cardFromListing(c.byId.get(c.table.id[r]!)!, lang, c.freshness.now)),
  };
}
