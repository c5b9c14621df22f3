/**
 * npm run bench:build -- [--listings 10000] [--changed 1] [--languages de,en] [--dir DIR] [--keep]
 * In a scratch folder: generates the sample with N listings and imports it, builds the site in full, applies a
 * sync that changes P % of the listings, builds again (incremental) and prints the figures, last of all one JSON
 * line (src/bench/build.ts).
 */
import path from 'node:path';
import { BUILD_BENCH_DEFAULTS, buildBenchProblem, runBuildBenchmark } from '../../src/bench/build';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error('usage: npm run bench:build -- [--listings N] [--changed P] [--languages de,en] [--dir DIR] [--keep]');
  process.exit(2);
}

const args = process.argv.slice(2);
const opts = { ...BUILD_BENCH_DEFAULTS };
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  const [flag, inline] = a.includes('=') ? a.split('=', 2) : [a, undefined];
  const value = () => inline ?? args[++i] ?? usage(`${flag} needs a value`);
  if (flag === '--listings') opts.listings = Number(value());
  else if (flag === '--changed') opts.changed = Number(value());
  else if (flag === '--languages') opts.languages = value();
  else if (flag === '--dir') opts.dir = path.resolve(value());
  else if (flag === '--keep') opts.keep = true;
  else if (flag === '--help' || flag === '-h') usage();
  else usage(`unknown option ${a}`);
}
const problem = buildBenchProblem(opts);
if (problem) usage(problem);

await runBuildBenchmark(opts, (line) => console.log(line));
