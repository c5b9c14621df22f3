/**
 * What a render process holds live of the catalogue (scripts/bench/render-heap.ts), measured in a plain Node process
 * without Astro: the build's catalogue (getCatalog() over the configured DATA_DIR, as every render process reads
 * it), then what the routes' getStaticPaths work out from it (every page key, the search files' versions, the
 * sitemaps' entries, the Preisspiegel views), each step's live heap after a forced full collection. The keys
 * themselves are dropped after the step, as keyedPaths writes them out and keeps none; what the step leaves cached
 * per catalogue stays, as in a render process. Astro's own list of the pages (its share) is not in these figures.
 * Optionally writes a heap snapshot at the end for src/bench/heap-owners.ts.
 */
import v8 from 'node:v8';
import { getCatalog } from '../site/catalog';
import type { Catalog } from '../site/build-catalog';
import {
  cardKey,
  detailKey,
  homeKey,
  landingKey,
  listingCardKey,
  redirectKey,
  listPageKey,
  projectKey,
  projectListKey,
  searchFileKeys,
  sitemapKey,
  slugKey,
  spiegelKey,
} from '../site/incremental/page-keys';
import { landingCounts, defaultListPages } from '../site/listing/catalog-figures';
import { allLandings, landingPath } from '../domain/search/landing';
import { sitemapEntries } from '../site/sitemap-entries';
import { spiegelAreas, spiegelOverview, spiegelView } from '../site/price-figures';

const gc = (globalThis as { gc?: () => void }).gc;

/** Live heap in MB after two full collections (the second catches what finalizers released). */
function liveMb(): number {
  if (!gc) throw new Error('run with --expose-gc');
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

/** Every key the routes' getStaticPaths work out, as they do (one per listing, landing page, list page…). */
function routeKeys(c: Catalog): number {
  let n = 0;
  const count = (keys: readonly string[]) => (n += keys.length);
  count(c.listings.map((l) => cardKey(c, l.id)));
  count(c.listings.map((l) => detailKey(c, l)));
  count(c.listings.flatMap((l) => [listingCardKey(c, l), redirectKey(l)]));
  count([...c.bySlug.values()].map((ls) => slugKey(c, ls)));
  const counts = landingCounts(c);
  const live = new Set(counts.keys());
  count(
    allLandings()
      .filter((l) => live.has(landingPath(l)))
      .map((l) => landingKey(c, l, live)),
  );
  count(Array.from({ length: defaultListPages(c) }, (_, i) => listPageKey(c, i + 1)));
  count([homeKey(c), projectListKey(c)]);
  count(c.projects.map((p) => projectKey(c, p)));
  count([...searchFileKeys(c).values()]);
  count([spiegelKey(spiegelOverview(c))]);
  for (const { area } of spiegelAreas(c)) {
    const view = spiegelView(c, area);
    if (view) count([spiegelKey(view)]);
  }
  return n;
}

export interface RenderHeapFigures {
  listings: number;
  keys: number;
  /** Live heap (MB) after each step, the first being the loaded code alone. */
  liveMb: Record<string, number>;
  /** What each step added (MB). */
  stepMb: Record<string, number>;
}

export async function runRenderHeap(
  options: { heapSnapshot?: string } = {},
  log: (line: string) => void = console.log,
): Promise<RenderHeapFigures> {
  const live: Record<string, number> = { code: liveMb() };
  const catalog = await getCatalog();
  live.catalogue = liveMb();
  const keys = routeKeys(catalog);
  live.keys = liveMb();
  const entries = await sitemapEntries();
  for (let i = 0; i < entries.count; i += 5000) sitemapKey(entries.slice(i, i + 5000));
  live.sitemaps = liveMb();
  const steps = Object.keys(live);
  const round = (x: number) => Math.round(x * 10) / 10;
  const figures: RenderHeapFigures = {
    listings: catalog.listings.length,
    keys,
    liveMb: Object.fromEntries(steps.map((s) => [s, round(live[s]!)])),
    stepMb: Object.fromEntries(steps.slice(1).map((s, i) => [s, round(live[s]! - live[steps[i]!]!)])),
  };
  log(
    `${figures.listings} listings, ${keys} keys, card digests ${catalog.cardDigests ? 'from the snapshot' : 'made by the build'}`,
  );
  for (const s of steps) log(`  ${s.padEnd(10)} live ${figures.liveMb[s]} MB (+${figures.stepMb[s] ?? 0})`);
  log(
    `  the catalogue and what the routes keep of it: ${round(live.sitemaps! - live.code!)} MB (${Math.round(((live.sitemaps! - live.code!) * 2 ** 20) / Math.max(1, figures.listings))} bytes a listing)`,
  );
  if (options.heapSnapshot) {
    const file = v8.writeHeapSnapshot(options.heapSnapshot);
    log(`  heap snapshot: ${file}`);
  }
  log(JSON.stringify(figures));
  // Kept reachable until the figures are taken.
  void catalog;
  void entries;
  return figures;
}
