/**
 * `npm run bench:search [-- URL [PATH]]`: the browser-side search targets of the list page, measured in Chromium
 * (src/bench/search.ts): bytes of a first search, filter change → results, the pointer entering a card.
 * BENCH_PARTS=bytes, changes or hover (comma-separated) runs only those parts; BENCH_CHANGES, BENCH_TEXT and
 * BENCH_HOLD_MS set the load. Start the server on the data you want to measure first (docs/benchmarks.md).
 *
 * `npm run bench:search -- --listings 100000 [--dir DIR] [--port 4460] [PATH]`: the same on the live build's pages
 * with the search data of an N-listing sample (generated and synced into DIR unless there already, beyond 10,000
 * the 10,000 sample repeated; see src/bench/search-scale.ts), served on its own port; also prints the server's
 * memory with that snapshot loaded.
 */
import os from 'node:os';
import path from 'node:path';
import { runSearchBenchmark, searchBenchOptions } from '../../src/bench/search';
import { prepareScaledSearch, processTreeRss } from '../../src/bench/search-scale';

/** The figures of the unsplit index at 10,000 listings, as docs/benchmarks.md records them. */
const TEN_THOUSAND = 'a first search transferred at most about 205 KB; a filter change on screen p95 32–48 ms';

const log = (...line: unknown[]) => console.log(...line);
const args = process.argv.slice(2);
const take = (flag: string): string | null => {
  const i = args.indexOf(flag);
  if (i < 0) return null;
  const [, value] = args.splice(i, 2);
  if (!value) throw new Error(`${flag} needs a value`);
  return value;
};
const listings = take('--listings');
const dir = take('--dir');
const port = take('--port');

if (!listings) {
  await runSearchBenchmark(searchBenchOptions(args), log);
} else {
  const n = Number(listings);
  if (!Number.isInteger(n) || n <= 0) throw new Error('--listings needs a whole number');
  const site = await prepareScaledSearch({
    listings: n,
    dir: dir ?? path.join(os.tmpdir(), `immoz-bench-search-${n}`),
    port: Number(port ?? 4460),
    log,
  });
  try {
    log(`search index parts: ${site.parts.map((p) => `${p.key} ${p.n}`).join(', ')}`);
    // The API reads the snapshot on its first request that needs the listings (and loads its table when the
    // table's digest is another).
    const started = performance.now();
    const first = await fetch(`${site.base}/api/properties/batch`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ property_ids: [1, 2, 3] }),
    }).catch(() => null);
    const firstMs = performance.now() - started;
    const before = processTreeRss(site.pid);
    log(
      `first API request: ${first?.status ?? 'no answer'} after ${(firstMs / 1000).toFixed(1)} s; largest process ${before[0]?.mb ?? '?'} MB RSS`,
    );
    await runSearchBenchmark(searchBenchOptions([site.base, ...args]), log);
    const after = processTreeRss(site.pid);
    log(`\nat 10,000 listings before the split (docs/benchmarks.md): ${TEN_THOUSAND}`);
    log(
      `server with ${site.listings} listings loaded: largest process ${after[0]?.mb ?? '?'} MB RSS after the benchmark (${before[0]?.mb ?? '?'} MB before)`,
    );
  } finally {
    await site.stop();
  }
}
