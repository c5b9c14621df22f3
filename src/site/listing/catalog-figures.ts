/**
 * What the pages that sum up the catalogue show of it, computed from a catalog alone (no content-layer access), so
 * that a page and its key (src/site/incremental/page-keys.ts) read the same figures: the search form's options,
 * the listings per landing page, the list's pages and the home page's selections. Each is computed once per catalog.
 */
import type { FeatureKey, Objektart, Project } from '~/domain/listing';
import { facetCounts, featuresInUse, newestHomesFirst, runSearch, type FormOptions } from '~/domain/search/filter';
import { emptyQuery, MAX_PAGE, PAGE_SIZE } from '~/domain/search/query';
import { allLandings, landingPath, landingQuery, median, type Landing } from '~/domain/search/landing';
import { FEATURE_KEYS, OBJEKTARTEN } from '~/domain/vocabulary';
import type { Catalog } from '~/site/build-catalog';

function once<T>(compute: (c: Catalog) => T): (c: Catalog) => T {
  const cache = new WeakMap<Catalog, T>();
  return (c) => {
    if (!cache.has(c)) cache.set(c, compute(c));
    return cache.get(c)!;
  };
}

/** The search form's options: the types that occur with their counts, the subtypes, the features by frequency. */
export const formOptions = once((c: Catalog): FormOptions => {
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
  return {
    objektarten: OBJEKTARTEN.filter((o) => types.has(o))
      .map((o) => ({ value: o, count: types.get(o)! }))
      .sort((a, b) => b.count - a.count),
    subtypes,
    features: (featuresInUse(t) as FeatureKey[]).sort(
      (a, b) => (featureCount.get(b) ?? 0) - (featureCount.get(a) ?? 0),
    ),
  };
});

/**
 * Each landing page's search (by path), for those with listings: how many it matches and its result rows in order
 * (copied: a result's rows may be a view of an array as long as the index). One search per landing page and
 * catalog, read by the counts, the pages' keys and the sitemaps.
 */
export const landingResults = once((c: Catalog): Map<string, { total: number; rows: Int32Array }> => {
  const results = new Map<string, { total: number; rows: Int32Array }>();
  for (const l of allLandings()) {
    const res = runSearch(c.table, landingQuery(l));
    if (res.total > 0) results.set(landingPath(l), { total: res.total, rows: res.rows.slice() });
  }
  return results;
});

/** The result cards a landing page shows, the newest first. */
export const LANDING_CARDS = 12;

/** What a landing page shows of its listings, beside its title and links (src/pages/…/[typedeal]/[region].astro). */
export interface LandingFigures {
  /** Listings it matches. */
  total: number;
  /** The rows of the cards it shows, in order (the first LANDING_CARDS of the result). */
  cardRows: Int32Array;
  /** The median price and price per m² over the listings with one (null: none), unrounded. */
  medianPrice: number | null;
  medianPerSqm: number | null;
  /** The most frequent subtypes with their counts, as the page lists them. */
  subtypes: Array<[string, number]>;
  /** The towns with the most listings, with their counts, as the page lists them. */
  towns: Array<[string, number]>;
}

/**
 * A landing page's figures, from its search: the page shows exactly these, and its key holds them as the page
 * rounds them (src/site/incremental/page-keys.ts, landingKey), so that a new price that moves neither a median nor
 * a shown card leaves the page alone.
 */
export function landingFigures(c: Catalog, landing: Landing): LandingFigures {
  const { table } = c;
  const q = landingQuery(landing);
  const res = landingResults(c).get(landingPath(landing)) ?? runSearch(table, q);
  const prices = Array.from(res.rows, (r) => table.price[r]!);
  const perSqm = Array.from(res.rows, (r) => {
    const price = table.price[r]!;
    const area = table.area[r]!;
    return price > 0 && area > 0 ? price / area : 0;
  });
  const subtypes = [...facetCounts(table, q, 'untergruppe')].sort((a, b) => b[1] - a[1]).slice(0, LANDING_CARDS);
  const towns = new Map<string, number>();
  for (const r of res.rows) {
    const ort = table.dict.ort[table.ort[r]! - 1];
    if (ort) towns.set(ort, (towns.get(ort) ?? 0) + 1);
  }
  return {
    total: res.total,
    cardRows: res.rows.subarray(0, LANDING_CARDS),
    medianPrice: median(prices),
    medianPerSqm: median(perSqm),
    subtypes,
    towns: [...towns].sort((a, b) => b[1] - a[1]).slice(0, LANDING_CARDS),
  };
}

/** Listings per landing page path (pages without listings are not built). */
export const landingCounts = once(
  (c: Catalog): Map<string, number> => new Map([...landingResults(c)].map(([path, r]) => [path, r.total])),
);

/**
 * How many static pages the unfiltered list has: those of the listings it shows by default (available and
 * reserved), so that no built page lies beyond the list's last one.
 */
export function defaultListPages(c: Catalog): number {
  return Math.min(MAX_PAGE, Math.ceil(runSearch(c.table, emptyQuery()).total / PAGE_SIZE));
}

export interface HomeFigures {
  /** Rows of the newest available listings, apartments and houses first. */
  newest: number[];
  /** Listings per Bundesland in the default list. */
  regions: Map<string, number>;
  /** As many as the list shows by default (available and reserved), so the link's number is what it opens. */
  listTotal: number;
  /** Up to three projects still selling, those with the most units available first. */
  featured: Project[];
  /** The twelve landing pages with the most listings. */
  popular: Array<{ l: Landing; count: number }>;
}

/** What the home page shows of the catalogue, besides the form's options and the number of projects. */
export const homeFigures = once((c: Catalog): HomeFigures => {
  const { table } = c;
  const counts = landingCounts(c);
  return {
    // The home page opens with homes, not sold objects.
    newest: newestHomesFirst(table, 8),
    regions: facetCounts(table, emptyQuery(), 'bundesland'),
    listTotal: runSearch(table, emptyQuery()).total,
    featured: [...c.projects]
      .filter((p) => p.status !== 'sold_out' && p.status !== 'finished')
      .sort((a, b) => b.units_available - a.units_available || a.id - b.id)
      .slice(0, 3),
    popular: allLandings()
      .map((l) => ({ l, count: counts.get(landingPath(l)) ?? 0 }))
      .filter((x) => x.count > 0)
      .sort((a, b) => b.count - a.count)
      .slice(0, 12),
  };
});
