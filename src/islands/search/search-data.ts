/**
 * Browser side of the search data: the compact index (once per page), the card JSON of the listings a page
 * shows (once per listing), and only when needed the coordinates (map, drawn areas), Pagefind (free text) and
 * the titles (free text where Pagefind cannot load).
 */
import {
  decodeIndex,
  decodeTitles,
  IndexFormatError,
  type GeoFile,
  type SearchDataUrls,
  type SearchIndexFile,
  type SearchTable,
  type TitlesFile,
} from '~/domain/search/index-format';
import { parseCardJson, type CardJson } from '~/domain/search/cards';
import { withRetry } from '~/client/retry';
import { mergeTextHits, type LidCounts } from './text-hits';

export interface SearchData {
  table: SearchTable;
}

/** A JSON file of the build, fetched again after 1, 2 and 3 s when the network fails it. */
function getJson<T>(url: string): Promise<T> {
  return withRetry(
    async () => {
      const res = await fetch(url, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      return (await res.json()) as T;
    },
    { label: url },
  );
}

let data: Promise<SearchData> | null = null;
let geo: Promise<GeoFile> | null = null;

export function loadSearchData(urls: SearchDataUrls): Promise<SearchData> {
  data ??= getJson<SearchIndexFile>(urls.index).then((file) => ({ table: decodeIndex(file) }));
  // A failed load may be retried by the next search (a flaky connection should not need a reload).
  data.catch(() => {
    data = null;
  });
  return data;
}

let titles: Promise<string[]> | null = null;

export function loadTitles(urls: SearchDataUrls, table: SearchTable): Promise<string[]> {
  titles ??= getJson<TitlesFile>(urls.titles).then((f) => decodeTitles(f, table));
  titles.catch(() => {
    titles = null;
  });
  return titles;
}

// --- Card JSON per listing ------------------------------------------------------------------------------------

const cards = new Map<number, CardJson | null>();
const inflight = new Map<number, Promise<CardJson | null>>();

/** The card JSON of a listing if it was fetched already (undefined: not yet; null: there is none). */
export function cachedCard(id: number): CardJson | null | undefined {
  return cards.get(id);
}

function fetchCard(id: number): Promise<CardJson | null> {
  let p = inflight.get(id);
  if (!p) {
    p = withRetry(() => fetch(`/listing-cards/${id}.json`, { credentials: 'same-origin' }), { label: `card ${id}` })
      .then(async (res) => {
        if (res.status === 404) return null;
        if (!res.ok) throw new Error(`card ${id}: HTTP ${res.status}`);
        const card = parseCardJson(await res.json());
        if (!card) throw new Error(`card ${id}: not a listing card`);
        return card;
      })
      .then((card) => {
        cards.set(id, card);
        return card;
      })
      .finally(() => inflight.delete(id));
    inflight.set(id, p);
  }
  return p;
}

/** Fetches the cards not cached yet; failures leave those cards partial (they still show type, place, price). */
export async function loadCards(ids: readonly number[]): Promise<void> {
  await Promise.all(ids.filter((id) => !cards.has(id)).map((id) => fetchCard(id).catch((err) => console.warn(err))));
}

export function loadGeo(urls: SearchDataUrls, gen: string): Promise<GeoFile> {
  geo ??= getJson<GeoFile>(urls.geo).then((g) => {
    if (g.gen !== gen || !Array.isArray(g.lat)) throw new IndexFormatError('search geo: from another build');
    return g;
  });
  geo.catch(() => {
    geo = null;
  });
  return geo;
}

// --- Pagefind (free text) ----------------------------------------------------------------------------------

interface PagefindApi {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  filters(): Promise<Record<string, Record<string, number>>>;
  search(
    term: string | null,
    o?: Record<string, unknown>,
  ): Promise<{ results: { id: string }[]; filters?: Record<string, Record<string, number>> }>;
}

interface TextIndexes {
  base: PagefindApi;
  /** The index of the listing pages that changed since the base was built, with the listings it holds. */
  delta: { api: PagefindApi; listings: ReadonlySet<number> } | null;
}

let pagefind: Promise<TextIndexes | null> | null = null;

/** Starts loading Pagefind (when the visitor focuses the text field), so the first text search is quick. */
export function prefetchTextSearch(): void {
  void loadPagefind();
}

/** One Pagefind bundle, ready to answer with its per-listing filter counts. */
async function openPagefind(folder: string): Promise<PagefindApi> {
  // A runtime URL, not a module Vite should bundle: the index is written after the Astro build.
  const url = `/${folder}/pagefind.js`;
  const mod = (await withRetry(() => import(/* @vite-ignore */ url), { label: 'text search' })) as PagefindApi;
  await mod.options({ excerptLength: 0, basePath: `/${folder}/` });
  await mod.init();
  // Loads the filter index, so that every search reports its hits per `lid` (see textSearchIds).
  await mod.filters();
  return mod;
}

/**
 * The delta index for the page's language, when the build has one (it says so in pagefind-delta.json). Without the
 * manifest (a build from before deltas, a failed request) the base alone answers, as it did then.
 */
async function openDelta(): Promise<TextIndexes['delta']> {
  const res = await fetch('/pagefind-delta.json', { credentials: 'same-origin' }).catch(() => null);
  if (!res?.ok) return null;
  const manifest = (await res.json().catch(() => null)) as { languages?: unknown } | null;
  const lang = document.documentElement.dataset.lang ?? document.documentElement.lang;
  if (!Array.isArray(manifest?.languages) || !manifest.languages.includes(lang)) return null;
  const api = await openPagefind('pagefind-delta');
  const lids = (await api.filters()).lid ?? {};
  return { api, listings: new Set(Object.keys(lids).map(Number)) };
}

function loadPagefind(): Promise<TextIndexes | null> {
  pagefind ??= (async () => {
    try {
      const [base, delta] = await Promise.all([openPagefind('pagefind'), openDelta()]);
      return { base, delta };
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
  const [res, deltaRes] = await Promise.all([pf.base.search(key), pf.delta?.api.search(key)]);
  const counts: LidCounts | undefined = res.filters?.lid;
  let ids: Set<number> | null = null;
  if (counts) {
    ids = mergeTextHits(
      counts,
      pf.delta ? { listings: pf.delta.listings, counts: deltaRes?.filters?.lid ?? {} } : null,
    );
  }
  // No lid facet (an index built without it): fall back rather than claim nothing matched.
  const faceted = (c: LidCounts | undefined) => !!c && Object.values(c).some((n) => n > 0);
  if (res.results.length > 0 && !faceted(counts)) ids = null;
  if (deltaRes && deltaRes.results.length > 0 && !faceted(deltaRes.filters?.lid)) ids = null;
  textCache.set(key, ids);
  return ids;
}
