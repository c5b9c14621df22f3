/**
 * `npm run bench:weight [-- URL PATH...]`: the compressed JavaScript each page really loads in Chromium, plus CSS
 * and HTML bytes (src/bench/page-weight.ts). Start the server first (`npm run serve`); defaults to BENCH_URL
 * (http://127.0.0.1:4321) and the shell's content pages.
 */
import { pagesBenchOptions } from '../../src/bench/browser';
import { PAGE_WEIGHT_PATHS, runPageWeightBenchmark } from '../../src/bench/page-weight';

await runPageWeightBenchmark(pagesBenchOptions(process.argv.slice(2), PAGE_WEIGHT_PATHS), (...line) =>
  console.log(...line),
);
