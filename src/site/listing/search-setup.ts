/**
 * Build-time inputs of the search island for one language: the form's options (what occurs in the data), the
 * strings, the index URLs and the first results. Shared by the list pages and the landing pages.
 */
import type { LangCode } from '~/i18n/languages';
import {
  facetCounts,
  featuresInUse,
  runSearch,
  type FormOptions,
  type InitialResults,
  type SearchContext,
} from '~/domain/search/filter';
import { emptyQuery, MAX_PAGE, needsGeo, PAGE_SIZE, type SearchQuery } from '~/domain/search/query';
import { waysOut, type WayOut } from '~/domain/search/ways-out';
import { cardFromListing } from '~/domain/search/cards';
import type { SearchDataUrls } from '~/domain/search/index-format';
import { FEATURE_KEYS, OBJEKTARTEN } from '~/domain/vocabulary';
import type { FeatureKey, Objektart } from '~/domain/listing';
import { getCatalog } from '~/site/catalog';
import type { Catalog } from '~/site/build-catalog';
import { allLandings, landingPath, landingQuery } from '~/domain/search/landing';

let optionsCache: FormOptions | null = null;

export function formOptions(c: Catalog): FormOptions {
  if (optionsCache) return optionsCache;
  const t = c.table;
  const types = facetCounts(t, emptyQuery(), 'objektart');
  const subtypes: Partial<Record<Objektart, string[]>> = {};
  for (const entry of t.dict.sub) {
    const [o, sub] = entry.split(':') as [Objektart, string];
    (subtypes[o] ??= []).push(sub);
  }
  for (const list of Object.values(subtypes)) list.sort();
  const featureCount = new Map<string, number>();
  for (let r = 0; r < t.n; r++) {
    const lo = t.f0[r]!;
    const hi = t.f1[r]!;
    FEATURE_KEYS.forEach((f, i) => {
      if ((i < 30 ? (lo >>> i) & 1 : (hi >>> (i - 30)) & 1) === 1) featureCount.set(f, (featureCount.get(f) ?? 0) + 1);
    });
  }
  optionsCache = {
    objektarten: OBJEKTARTEN.filter((o) => types.has(o))
      .map((o) => ({ value: o, count: types.get(o)! }))
      .sort((a, b) => b.count - a.count),
    subtypes,
    features: (featuresInUse(t) as FeatureKey[]).sort(
      (a, b) => (featureCount.get(b) ?? 0) - (featureCount.get(a) ?? 0),
    ),
  };
  return optionsCache;
}

export function searchUrls(lang: LangCode, gen: string): SearchDataUrls {
  // The generation in the query makes a rebuilt index a new URL, so no cache serves last hour's rows.
  return {
    parts: `/search/parts.json?v=${gen}`,
    index: `/search/index-{part}.json?v=${gen}`,
    titles: `/search/titles-${lang}-{part}.json?v=${gen}`,
    geo: `/search/geo-{part}.json?v=${gen}`,
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
    cards: Array.from(res.pageRows, (r) => cardFromListing(c.byId.get(c.table.id[r]!)!, lang)),
  };
}

let landingCache: Map<string, number> | null = null;

/** Listings per landing page path (computed once per build; pages without listings are not built). */
export function landingCounts(c: Catalog): Map<string, number> {
  if (!landingCache) {
    landingCache = new Map();
    for (const l of allLandings()) {
      const total = runSearch(c.table, landingQuery(l)).total;
      if (total > 0) landingCache.set(landingPath(l), total);
    }
  }
  return landingCache;
}

/**
 * How many static pages the unfiltered list has: those of the listings it shows by default (available and
 * reserved), so that no built page lies beyond the list's last one.
 */
export function defaultListPages(c: Catalog): number {
  return Math.min(MAX_PAGE, Math.ceil(runSearch(c.table, emptyQuery()).total / PAGE_SIZE));
}
