/**
 * npm run bench:build -- [--listings 10000] [--changed 1] [--languages de,en] [--dir DIR] [--keep] [--workers N]
 *   [--batches B] [--stop-after K]
 * In a scratch folder: generates the sample with N listings and imports it, builds the site in full, applies a
 * sync that changes P % of the listings, builds again (incremental) and prints the figures, last of all one JSON
 * line (src/bench/build.ts). `--workers N` builds on PostgreSQL (BENCH_DATABASE_URL) with N render workers started
 * on this machine; `--batches B` puts the render into B batches for them (default: as many as the build plans for
 * machines of 2 GB, at least one per worker), and `--stop-after K` stops the run once K of the full build's
 * batches are done (no sync, no incremental build, no search index), to measure one batch of a build spread over
 * many machines.
 *
 * The scratch folder is emptied first and removed after the JSON line unless `--keep`; at 10,000 listings it holds
 * several GB, and removing it can take minutes. The benchmark takes no lock of its own, so a lock around the command
 * (`flock /tmp/build.lock …`, which keeps builds apart) is held through the removal too. To free the lock when the
 * figures are out, keep the folder and remove it after the lock, beside whatever takes the lock next:
 *
 *   flock /tmp/build.lock npm run bench:build -- --keep --dir /tmp/bench-build …; rm -rf /tmp/bench-build
 *
 * A folder left by an earlier run is likewise removed under the lock when the next run starts: remove it first.
 */
import path from 'node:path';
import { BUILD_BENCH_DEFAULTS, buildBenchProblem, runBuildBenchmark } from '../../src/bench/build';
import { env } from '../../src/config/env';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(
    'usage: [BENCH_DATABASE_URL=postgres://…] npm run bench:build -- [--listings N] [--changed P] [--languages de,en] [--dir DIR] [--keep] [--workers N] [--batches B] [--stop-after K]',
  );
  process.exit(2);
}

const args = process.argv.slice(2);
const opts = { ...BUILD_BENCH_DEFAULTS, databaseUrl: env().BENCH_DATABASE_URL ?? '' };
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  const [flag, inline] = a.includes('=') ? a.split('=', 2) : [a, undefined];
  const value = () => inline ?? args[++i] ?? usage(`${flag} needs a value`);
  if (flag === '--listings') opts.listings = Number(value());
  else if (flag === '--changed') opts.changed = Number(value());
  else if (flag === '--languages') opts.languages = value();
  else if (flag === '--dir') opts.dir = path.resolve(value());
  else if (flag === '--keep') opts.keep = true;
  else if (flag === '--workers') {
    opts.workers = Number(value());
    if (!(opts.workers >= 1)) usage('--workers needs a whole number from 1 to 64');
  } else if (flag === '--batches') {
    opts.batches = Number(value());
    if (!(opts.batches >= 1)) usage('--batches needs a whole number from 1 to 64');
  } else if (flag === '--stop-after') {
    opts.stopAfter = Number(value());
    if (!(opts.stopAfter >= 1)) usage('--stop-after needs a whole number of batches');
  } else if (flag === '--help' || flag === '-h') usage();
  else usage(`unknown option ${a}`);
}
const problem = buildBenchProblem(opts);
if (problem) usage(problem);

await runBuildBenchmark(opts, (line) => console.log(line));
