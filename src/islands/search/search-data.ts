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
  checkVersions,
  mergeParts,
  partVersions,
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
import { hitsOfAllTerms, mergeTextHits, queryTerms, type LidCounts } from './text-hits';
import { isTextPartition, textPartsFor, type TextPart } from '~/domain/search/text-parts';
import type { Region } from '~/domain/search/index-parts';

export interface SearchData {
  /** The loaded parts' rows in one table, in the whole index's order. */
  table: SearchTable;
  merged: MergedParts;
  /** Every part is loaded: the table is the whole index. */
  complete: boolean;
  /** The versions of the loaded parts' titles and coordinates the manifest names, in `merged.keys` order. */
  versions: { titles: string[]; geo: string[] };
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

/** A part's file for its version: the URL and the caches' key change with the part's content. */
const partUrl = (template: string, part: PartKey, version: string) =>
  template.replace('{part}', part).replace('{v}', encodeURIComponent(version));
const versioned = (part: PartKey, version: string) => `${part}@${version}`;

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

/** Part files by part and version (versioned). */
const partFiles = new Map<string, Promise<PartIndexFile>>();
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
  const versions = partVersions(manifest, keys, 'h');
  const files = await Promise.all(
    keys.map((k, i) =>
      retryable(partFiles, versioned(k, versions[i]!), () =>
        getJson<PartIndexFile>(partUrl(urls.index, k, versions[i]!)),
      ),
    ),
  );
  checkVersions(manifest, files, keys, 'h');
  // Another load may have merged more meanwhile: keep the larger.
  if (current && current.merged.keys.length >= keys.length && keys.every((k) => current!.merged.keys.includes(k)))
    return current;
  const merged = mergeParts(files);
  current = {
    table: merged.table,
    merged,
    complete: keys.length === manifest.parts.length,
    versions: { titles: partVersions(manifest, keys, 't'), geo: partVersions(manifest, keys, 'g') },
  };
  // The parsed part files are kept only for merging again with more parts. Once every part is merged none is
  // needed again, and they are most of what the page holds (at 100,000 listings 6.6 of 12.9 MB of live heap),
  // which every full garbage collection, during a filter change or its frame, has to mark.
  if (current.complete) partFiles.clear();
  return current;
}

/** Whether the data holds every part the search needs (so it can run at once, in the change's task). */
export function covers(data: SearchData, manifest: PartsManifest, places: SearchTable, q: SearchQuery): boolean {
  if (data.complete) return true;
  const have = new Set(data.merged.keys);
  return partsFor(manifest, q, places).every((k) => have.has(k));
}

/** Titles and coordinates files by part and version (versioned). */
const titleParts = new Map<string, Promise<TitlesFile>>();
const titlesOf = new WeakMap<SearchData, Promise<string[]>>();

/** The titles of the data's rows in the page's language, in row order. */
export function loadTitles(urls: SearchDataUrls, data: SearchData): Promise<string[]> {
  let p = titlesOf.get(data);
  if (!p) {
    const { keys, sizes } = data.merged;
    const versions = data.versions.titles;
    p = Promise.all(
      keys.map((k, i) =>
        retryable(titleParts, versioned(k, versions[i]!), () =>
          getJson<TitlesFile>(partUrl(urls.titles, k, versions[i]!)),
        ).then((f) => decodeTitles(f, { n: sizes[i]!, gen: versions[i]! })),
      ),
    ).then((perPart) => mergeRowArrays(data.merged, perPart));
    titlesOf.set(data, p);
    p.catch(() => titlesOf.delete(data));
  }
  return p;
}

const geoParts = new Map<string, Promise<GeoFile>>();
const geoOf = new WeakMap<SearchData, Promise<{ lat: number[]; lon: number[] }>>();

/** The coordinates of the data's rows, in row order. */
export function loadGeo(urls: SearchDataUrls, data: SearchData): Promise<{ lat: number[]; lon: number[] }> {
  let p = geoOf.get(data);
  if (!p) {
    const { keys } = data.merged;
    const versions = data.versions.geo;
    p = Promise.all(
      keys.map((k, i) =>
        retryable(geoParts, versioned(k, versions[i]!), () =>
          getJson<GeoFile>(partUrl(urls.geo, k, versions[i]!)),
        ).then((g) => {
          if (g.gen !== versions[i] || !Array.isArray(g.lat) || g.lat.length !== data.merged.sizes[i])
            throw new IndexFormatError('search geo: not the version the manifest names');
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
  mergeIndex(path: string, o?: Record<string, unknown>): Promise<void>;
  filters(): Promise<Record<string, Record<string, number>>>;
  search(
    term: string | null,
    o?: Record<string, unknown>,
  ): Promise<{ results: { id: string }[]; filters?: Record<string, Record<string, number>> }>;
}

/**
 * The text index's manifest (written by src/build/search-index.ts): its parts by region
 * (src/domain/search/text-parts.ts), and per part the languages of its base index and of its delta.
 */
interface TextManifest {
  parts: TextPart[];
  base: Record<string, string[]>;
  delta: Record<string, string[]>;
}

function isLanguageMap(v: unknown): v is Record<string, string[]> {
  return (
    !!v &&
    typeof v === 'object' &&
    Object.values(v).every((l) => Array.isArray(l) && l.every((x) => typeof x === 'string'))
  );
}

let textManifest: Promise<TextManifest> | null = null;

function loadTextManifest(): Promise<TextManifest> {
  textManifest ??= getJson<Partial<TextManifest>>('/pagefind-delta.json').then((m) => {
    if (!isTextPartition(m?.parts) || !isLanguageMap(m.base) || !isLanguageMap(m.delta))
      throw new IndexFormatError('text index: unknown manifest');
    return { parts: m.parts, base: m.base, delta: m.delta };
  });
  textManifest.catch(() => (textManifest = null));
  return textManifest;
}

/**
 * One Pagefind instance over several parts' bundles of one folder (`pagefind` or `pagefind-delta`): opened from the
 * first part wanted (its script and WebAssembly serve all), the others merged in as searches need them
 * (Pagefind's mergeIndex: a search asks every merged part and adds their filter counts). Parts only join, so the
 * parts of earlier searches are asked again; their answers for listings outside the search's regions match no
 * row of the search's table.
 */
class TextBundle {
  private api: Promise<PagefindApi> | null = null;
  private readonly parts = new Set<string>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly folder: string) {}

  /** Parts merged so far. */
  get size(): number {
    return this.parts.size;
  }

  /** The instance with at least these parts merged (in order; one change at a time). */
  with(keys: readonly string[]): Promise<PagefindApi> {
    const next = this.queue.then(async () => {
      const missing = keys.filter((k) => !this.parts.has(k));
      if (!this.api) {
        const first = missing.shift()!;
        this.api = openPagefind(`/${this.folder}/${first}/`);
        this.api.catch(() => (this.api = null));
        await this.api;
        this.parts.add(first);
      }
      const api = await this.api;
      for (const k of missing) {
        await api.mergeIndex(`/${this.folder}/${k}/`, { excerptLength: 0 });
        this.parts.add(k);
      }
      // Loads the filter index of every part, so that every search reports its hits per `lid` (textSearchIds).
      if (missing.length) await api.filters();
      return api;
    });
    this.queue = next.catch(() => {});
    return next;
  }
}

/** One Pagefind bundle, ready to answer with its per-listing filter counts. */
async function openPagefind(basePath: string): Promise<PagefindApi> {
  // A runtime URL, not a module Vite should bundle: the index is written after the Astro build.
  const url = `${basePath}pagefind.js`;
  const mod = (await withRetry(() => import(/* @vite-ignore */ url), { label: 'text search' })) as PagefindApi;
  await mod.options({ excerptLength: 0, basePath });
  await mod.init();
  // Loads the filter index, so that every search reports its hits per `lid` (see textSearchIds).
  await mod.filters();
  return mod;
}

const bases = new TextBundle('pagefind');
const deltas = new TextBundle('pagefind-delta');

/** The base's and the delta's parts for these regions in the page's language (all parts for null). */
async function textParts(regions: readonly Region[] | null): Promise<{ base: string[]; delta: string[] }> {
  const m = await loadTextManifest();
  const lang = document.documentElement.dataset.lang ?? document.documentElement.lang;
  const keys = textPartsFor(m.parts, regions).map((p) => p.key);
  return {
    base: keys.filter((k) => m.base[k]?.includes(lang)),
    delta: keys.filter((k) => m.delta[k]?.includes(lang)),
  };
}

/**
 * Starts loading Pagefind for a search in these regions (null: all of Austria) when the visitor focuses the text
 * field, so the first text search is quick.
 */
export function prefetchTextSearch(regions: readonly Region[] | null): void {
  void textParts(regions)
    .then((p) => Promise.all([p.base.length && bases.with(p.base), p.delta.length && deltas.with(p.delta)]))
    .catch(() => {});
}

/** The regions of the search data's rows: what a text search over them needs; null when it holds every part. */
export function textRegions(data: SearchData): Region[] | null {
  if (data.complete) return null;
  // A part's key starts with its region: `tirol_kauf`, `wien-07_miete`.
  return [...new Set(data.merged.keys.map((k) => k.split(/[-_]/)[0] as Region))];
}

const textCache = new Map<string, ReadonlySet<number> | null>();

/**
 * Listing ids whose page matches the text among the listings of `regions` (all of Austria for null; ids of other
 * regions may come too), or null when Pagefind is unavailable (the caller then matches titles and places itself).
 * Each listing page carries a Pagefind filter `lid` = its id, so one search answers with the ids through the
 * filter counts, without loading a result fragment per hit; a listing is in one part, so the parts' counts add up
 * to those of one index of all. A listing the delta holds is judged by the delta alone (./text-hits.ts).
 */
export async function textSearchIds(
  text: string,
  regions: readonly Region[] | null,
): Promise<ReadonlySet<number> | null> {
  const key = text.trim().toLowerCase();
  let parts: { base: string[]; delta: string[] };
  try {
    parts = await textParts(regions);
  } catch (err) {
    console.warn('Pagefind is not available; free text searches titles and places only', err);
    return null;
  }
  const cacheKey = `${key}\n${parts.base.join(',')}\n${parts.delta.join(',')}`;
  if (textCache.has(cacheKey)) return textCache.get(cacheKey)!;
  if (!parts.base.length) return new Set();
  let base: PagefindApi;
  let delta: PagefindApi | null;
  try {
    [base, delta] = await Promise.all([bases.with(parts.base), parts.delta.length ? deltas.with(parts.delta) : null]);
  } catch (err) {
    console.warn('Pagefind is not available; free text searches titles and places only', err);
    return null;
  }
  const deltaLids = delta ? new Set(Object.keys((await delta.filters()).lid ?? {}).map(Number)) : null;
  // No lid facet (an index built without it): fall back rather than claim nothing matched.
  const faceted = (c: LidCounts | undefined) => !!c && Object.values(c).some((n) => n > 0);
  /** The listings one text matches, base and delta together; null without the lid facet. */
  const matches = async (term: string): Promise<Set<number> | null> => {
    const [res, deltaRes] = await Promise.all([base.search(term), delta?.search(term)]);
    const counts: LidCounts | undefined = res.filters?.lid;
    if (!counts || (res.results.length > 0 && !faceted(counts))) return null;
    if (deltaRes && deltaRes.results.length > 0 && !faceted(deltaRes.filters?.lid)) return null;
    return mergeTextHits(counts, deltaLids ? { listings: deltaLids, counts: deltaRes?.filters?.lid ?? {} } : null);
  };
  // Over several indexes (parts, a delta) each term is searched alone and the matches intersected, as one index
  // of all pages would answer (hitsOfAllTerms); one index answers the whole query itself.
  const terms = queryTerms(key);
  let ids: Set<number> | null;
  if (terms.length > 1 && (bases.size > 1 || delta)) {
    let unfaceted = false;
    ids = await hitsOfAllTerms(terms, async (t) => {
      const m = await matches(t);
      if (!m) unfaceted = true;
      return m ?? new Set();
    });
    if (unfaceted) ids = null;
  } else ids = await matches(key);
  textCache.set(cacheKey, ids);
  return ids;
}
