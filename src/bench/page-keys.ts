/**
 * What the page keys of a build cost (scripts/bench/page-keys.ts): reads a data folder's snapshot as the build does
 * (catalogOf(readBuildSnapshot(dir))), then computes every listing route's keys with the functions the routes call
 * (src/site/incremental/page-keys.ts), once per listing as the routes do (a key is shared by the page's languages).
 * Logs the CPU time of each kind, the card hashes' share, and the heap the keys hold; last of all one JSON line.
 */
import { catalogOf, readBuildSnapshot } from '../site/catalog';
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
  slugKey,
} from '../site/incremental/page-keys';
import { landingCounts, defaultListPages } from '../site/listing/catalog-figures';
import { allLandings, landingPath } from '../domain/search/landing';

const gc = (globalThis as { gc?: () => void }).gc;
const heapMb = () => {
  gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

/**
 * The CPU time of `f` in ms (user and system): on a shared machine at a load of many times its cores, the wall time
 * of a step measures the others as much as the step.
 */
function timed<T>(f: () => T): [T, number] {
  const t = process.cpuUsage();
  const out = f();
  const d = process.cpuUsage(t);
  return [out, (d.user + d.system) / 1000];
}

/** Every key of the listing routes, as their getStaticPaths compute them. */
function allKeys(c: Catalog): { keys: string[]; ms: Record<string, number> } {
  const keys: string[] = [];
  const ms: Record<string, number> = {};
  const step = (name: string, f: () => string[]) => {
    const [k, t] = timed(f);
    keys.push(...k);
    ms[name] = t;
  };
  step('cards', () => c.listings.map((l) => cardKey(c, l.id)));
  step('detail', () => c.listings.map((l) => detailKey(c, l)));
  step('listing', () => c.listings.flatMap((l) => [listingCardKey(c, l), redirectKey(l)]));
  step('slug', () => {
    const bySlug = new Map<string, (typeof c.listings)[number][]>();
    for (const l of c.listings) bySlug.set(l.title_slug, [...(bySlug.get(l.title_slug) ?? []), l]);
    return [...bySlug.values()].map((ls) => slugKey(c, ls));
  });
  step('landing', () => {
    const counts = landingCounts(c);
    const live = allLandings().filter((l) => counts.has(landingPath(l)));
    const livePaths = new Set(counts.keys());
    return live.map((l) => landingKey(c, l, livePaths));
  });
  step('list', () => Array.from({ length: defaultListPages(c) }, (_, i) => listPageKey(c, i + 1)));
  step('home', () => [homeKey(c), projectListKey(c)]);
  step('projects', () => c.projects.map((p) => projectKey(c, p)));
  return { keys, ms };
}

export async function runPageKeysBenchmark(dataDir: string, runs: number, log: (line: string) => void = console.log) {
  const before = heapMb();
  const [snapshot, readMs] = timed(() => readBuildSnapshot(dataDir));
  const [first, catalogMs] = timed(() => catalogOf(snapshot, dataDir));
  const catalogHeap = heapMb() - before;
  const rounds: { total: number; ms: Record<string, number>; keys: number; heap: number }[] = [];
  let held: string[] = [];
  for (let r = 0; r < runs; r++) {
    // A fresh catalogue each round: the card hashes are cached per catalogue.
    const c = r === 0 ? first : catalogOf(snapshot, dataDir);
    held = [];
    const h0 = heapMb();
    const [{ keys, ms }, total] = timed(() => allKeys(c));
    held = keys;
    rounds.push({ total, ms, keys: keys.length, heap: heapMb() - h0 });
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const kinds = Object.keys(rounds[0]!.ms);
  const figures = {
    dataDir,
    listings: first.listings.length,
    keys: held.length,
    readMs: Math.round(readMs),
    catalogMs: Math.round(catalogMs),
    catalogHeapMb: Math.round(catalogHeap * 10) / 10,
    keysMs: Math.round(median(rounds.map((r) => r.total))),
    byKindMs: Object.fromEntries(kinds.map((k) => [k, Math.round(median(rounds.map((r) => r.ms[k]!)))])),
    // The first round's: the later ones start with the former round's catalogue still to be collected.
    keysHeapMb: Math.round(rounds[0]!.heap * 10) / 10,
    runs,
  };
  log(`${figures.listings} listings, ${figures.keys} keys (one per listing page, shared by its languages)`);
  log(`  snapshot read ${figures.readMs} CPU ms, catalogue ${figures.catalogMs} CPU ms, ${figures.catalogHeapMb} MB`);
  log(
    `  all keys ${figures.keysMs} CPU ms (median of ${runs}), the keys and what they build of the catalogue ${figures.keysHeapMb} MB of heap`,
  );
  for (const k of kinds) log(`    ${k.padEnd(9)} ${figures.byKindMs[k]} CPU ms`);
  log(JSON.stringify(figures));
  return figures;
}
