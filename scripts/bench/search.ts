/**
 * `npm run bench:search [-- URL [PATH]]`: the browser-side search targets of the list page, measured in Chromium
 * (src/bench/search.ts): bytes of a first search, filter change → results, the pointer entering a card.
 * BENCH_PARTS=bytes, changes or hover (comma-separated) runs only those parts; BENCH_CHANGES, BENCH_TEXT and
 * BENCH_HOLD_MS set the load. Start the server on the data you want to measure first (docs/benchmarks.md).
 */
import { runSearchBenchmark, searchBenchOptions } from '../../src/bench/search';

await runSearchBenchmark(searchBenchOptions(process.argv.slice(2)), (...line) => console.log(...line));
