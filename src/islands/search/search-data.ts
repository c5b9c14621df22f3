/**
 * Browser side of the search data: the compact index, the titles of the page's language and (for the map and
 * drawn areas) the coordinates, each fetched once per page and shared by every caller. Pagefind is loaded only
 * when the visitor types free text.
 */
import {
  decodeIndex, decodeTitles, IndexFormatError, type CardStrings, type GeoFile, type SearchIndexFile, type SearchTable,
  type TitlesFile,
} from '~/domain/search/search-index';

export interface SearchDataUrls {
  index: string;
  titles: string;
  geo: string;
}

export interface SearchData {
  table: SearchTable;
  strings: CardStrings;
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

let data: Promise<SearchData> | null = null;
let geo: Promise<GeoFile> | null = null;

export function loadSearchData(urls: SearchDataUrls): Promise<SearchData> {
  data ??= (async () => {
    const [indexFile, titlesFile] = await Promise.all([getJson<SearchIndexFile>(urls.index), getJson<TitlesFile>(urls.titles)]);
    const table = decodeIndex(indexFile);
    return { table, strings: decodeTitles(titlesFile, table) };
  })();
  // A failed load may be retried by the next search (a flaky connection should not need a reload).
  data.catch(() => { data = null; });
  return data;
}

export function loadGeo(urls: SearchDataUrls, gen: string): Promise<GeoFile> {
  geo ??= getJson<GeoFile>(urls.geo).then((g) => {
    if (g.gen !== gen || !Array.isArray(g.lat)) throw new IndexFormatError('search geo: from another build');
    return g;
  });
  geo.catch(() => { geo = null; });
  return geo;
}

// --- Pagefind (free text) ----------------------------------------------------------------------------------

interface PagefindApi {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string | null, o?: Record<string, unknown>): Promise<{ results: { id: string }[]; filters?: Record<string, Record<string, number>> }>;
}

let pagefind: Promise<PagefindApi | null> | null = null;

function loadPagefind(): Promise<PagefindApi | null> {
  pagefind ??= (async () => {
    try {
      // A runtime URL, not a module Vite should bundle: the index is written after the Astro build.
      const url = '/pagefind/pagefind.js';
      const mod = (await import(/* @vite-ignore */ url)) as PagefindApi;
      await mod.options({ excerptLength: 0 });
      await mod.init();
      return mod;
    } catch (err) {
      console.warn('Pagefind is not available; free text searches titles and places only', err);
      return null;
    }
  })();
  return pagefind;
}

const textCache = new Map<string, ReadonlySet<number> | null>();

/**
 * Listing ids whose page matches the text, or null when Pagefind is unavailable (the caller then matches titles
 * and places itself). Each listing page carries a Pagefind filter `lid` = its id, so one search answers with the
 * ids through the filter counts, without loading a result fragment per hit.
 */
export async function textSearchIds(text: string): Promise<ReadonlySet<number> | null> {
  const key = text.trim().toLowerCase();
  if (textCache.has(key)) return textCache.get(key)!;
  const pf = await loadPagefind();
  if (!pf) return null;
  const res = await pf.search(key);
  const counts = res.filters?.lid;
  let ids: Set<number> | null = null;
  if (counts) {
    ids = new Set();
    for (const [id, n] of Object.entries(counts)) if (n > 0) ids.add(Number(id));
  }
  // No lid facet (an index built without it): fall back rather than claim nothing matched.
  if (ids && res.results.length > 0 && ids.size === 0) ids = null;
  textCache.set(key, ids);
  return ids;
}
