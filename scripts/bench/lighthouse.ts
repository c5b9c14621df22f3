/**
 * `npm run bench:lighthouse [-- URL PATH...]`: Lighthouse mobile scores (performance, accessibility, best
 * practices, SEO) with LCP, TBT, CLS and the LCP element per page, median of LIGHTHOUSE_RUNS runs (3), with the
 * targets and the load average (src/bench/lighthouse.ts). Start the server first (`npm run serve`). Exits with 1
 * when a page could not be measured.
 */
import { pagesBenchOptions } from '../../src/bench/browser';
import { runLighthouseBenchmark } from '../../src/bench/lighthouse';

const ok = await runLighthouseBenchmark(pagesBenchOptions(process.argv.slice(2), ['/']), (...line) =>
  console.log(...line),
);
process.exitCode = ok ? 0 : 1;
