/**
 * Browser side of the search data: the compact index, split by Bundesland (src/domain/search/index-parts.ts), of
 * which a search loads only the parts it needs (once each, merged into one table); the card JSON of the listings a
 * page shows (once per listing), and only when needed the coordinates (map, drawn areas), Pagefind (free text) and
 * the titles (free text where Pagefind cannot load), both per part like the rows.
 */
import {
  decodeTitles,
  IndexFormatError,
  type GeoFile,
  type SearchDataUrls,
  type SearchTable,
  type TitlesFile,
} from '~/domain/search/index-format';
import {
  mergeParts,
  mergeRowArrays,
  partsFor,
  placesTable,
  type MergedParts,
  type PartIndexFile,
  type PartKey,
  type PartsManifest,
} from '~/domain/search/index-parts';
import type { SearchQuery } from '~/domain/search/query';
import { loadPlaceBook, needsPlaceBook } from '~/domain/search/place-book';
import { parseCardJson, type CardJson } from '~/domain/search/cards';
import { withRetry } from '~/client/retry';
import { mergeTextHits, type LidCounts } from './text-hits';

export interface SearchData {
  /** The loaded parts' rows in one table, in the whole index's order. */
  table: SearchTable;
  merged: MergedParts;
  /** Every part is loaded: the table is the whole index. */
  complete: boolean;
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

/** A failed load may be retried by the next search (a flaky connection should not need a reload). */
function retryable<K, V>(cache: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  let p = cache.get(key);
  if (!p) {
    p = load();
    cache.set(key, p);
    p.catch(() => cache.delete(key));
  }
  return p;
}

const partUrl = (template: string, part: PartKey) => template.replace('{part}', part);

const manifests = new Map<string, Promise<{ manifest: PartsManifest; places: SearchTable }>>();

/** The parts' manifest with its places as a table (which parts a search needs; the location suggestions). */
export function loadManifest(urls: SearchDataUrls): Promise<{ manifest: PartsManifest; places: SearchTable }> {
  return retryable(manifests, urls.parts, () =>
    getJson<PartsManifest>(urls.parts).then((manifest) => {
      if (!manifest || !Array.isArray(manifest.parts)) throw new IndexFormatError('search parts: unknown format');
      return { manifest, places: placesTable(manifest) };
    }),
  );
}

const partFiles = new Map<PartKey, Promise<PartIndexFile>>();
let current: SearchData | null = null;

/**
 * The search data holding at least the parts `q` needs (every part without `q`): the parts loaded so far and
 * those, merged. A table once complete stays the same object, so rows of earlier searches stay valid.
 */
export async function loadSearchData(urls: SearchDataUrls, q?: SearchQuery): Promise<SearchData> {
  const { manifest, places } = await loadManifest(urls);
  // Which parts a named area needs is the filter's own question on the places, answered with the gazetteer.
  if (q && needsPlaceBook(q)) await loadPlaceBook();
  const needed = q ? partsFor(manifest, q, places) : manifest.parts.map((p) => p.key);
  const have = new Set(current?.merged.keys ?? []);
  if (current && needed.every((k) => have.has(k))) return current;
  const keys = manifest.parts.map((p) => p.key).filter((k) => have.has(k) || needed.includes(k));
  const files = await Promise.all(
    keys.map((k) => retryable(partFiles, k, () => getJson<PartIndexFile>(partUrl(urls.index, k)))),
  );
  if (files.some((f) => f.gen !== manifest.gen)) throw new IndexFormatError('search index: from another build');
  // Another load may have merged more meanwhile: keep the larger.
  if (current && current.merged.keys.length >= keys.length && keys.every((k) => current!.merged.keys.includes(k)))
    return current;
  const merged = mergeParts(files);
  current = { table: merged.table, merged, complete: keys.length === manifest.parts.length };
  return current;
}

/** Whether the data holds every part the search needs (so it can run at once, in the change's task). */
export function covers(data: SearchData, manifest: PartsManifest, places: SearchTable, q: SearchQuery): boolean {
  if (data.complete) return true;
  const have = new Set(data.merged.keys);
  return partsFor(manifest, q, places).every((k) => have.has(k));
}

const titleParts = new Map<string, Promise<TitlesFile>>();
const titlesOf = new WeakMap<SearchData, Promise<string[]>>();

/** The titles of the data's rows in the page's language, in row order. */
export function loadTitles(urls: SearchDataUrls, data: SearchData): Promise<string[]> {
  let p = titlesOf.get(data);
  if (!p) {
    const keys = data.merged.keys;
    p = Promise.all(
      keys.map((k, i) =>
        retryable(titleParts, k, () => getJson<TitlesFile>(partUrl(urls.titles, k))).then((f) =>
          decodeTitles(f, { n: data.merged.sizes[i]!, gen: data.table.gen }),
        ),
      ),
    ).then((perPart) => mergeRowArrays(data.merged, perPart));
    titlesOf.set(data, p);
    p.catch(() => titlesOf.delete(data));
  }
  return p;
}

const geoParts = new Map<PartKey, Promise<GeoFile>>();
const geoOf = new WeakMap<SearchData, Promise<{ lat: number[]; lon: number[] }>>();

/** The coordinates of the data's rows, in row order. */
export function loadGeo(urls: SearchDataUrls, data: SearchData): Promise<{ lat: number[]; lon: number[] }> {
  let p = geoOf.get(data);
  if (!p) {
    const keys = data.merged.keys;
    p = Promise.all(
      keys.map((k) =>
        retryable(geoParts, k, () => getJson<GeoFile>(partUrl(urls.geo, k))).then((g) => {
          if (g.gen !== data.table.gen || !Array.isArray(g.lat))
            throw new IndexFormatError('search geo: from another build');
          return g;
        }),
      ),
    ).then((files) => ({
      lat: mergeRowArrays(
        data.merged,
        files.map((f) => f.lat),
      ),
      lon: mergeRowArrays(
        data.merged,
        files.map((f) => f.lon),
      ),
    }));
    geoOf.set(data, p);
    p.catch(() => geoOf.delete(data));
  }
  return p;
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
