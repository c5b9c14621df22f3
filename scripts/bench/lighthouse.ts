/**
 * `npm run bench:lighthouse [-- URL PATH...]`: Lighthouse mobile scores (performance, accessibility, best
 * practices, SEO) per page, median of 3 runs, with Debian's chromium (src/bench/lighthouse.ts). Start the server
 * first (`npm run serve`). Lighthouse is fetched by npx on first use rather than made a dependency of every install.
 */
import { pagesBenchOptions } from '../../src/bench/browser';
import { runLighthouseBenchmark } from '../../src/bench/lighthouse';

runLighthouseBenchmark(pagesBenchOptions(process.argv.slice(2), ['/']), (...line) => console.log(...line));
