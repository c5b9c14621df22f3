/**
 * npm run bench:enrich -- [--listings 1000] [--seed 2026] [--dir DIR] [--keep]
 * The OpenStreetMap enrichment in the sync (src/bench/enrich.ts): the sample synced against an in-process Overpass
 * API over an extract made around its positions; prints the step's time (target ≤ 60 s), requests per listing
 * (target ≤ 1) and the requests of a second sync (target 0). OVERPASS_CONCURRENCY applies as in a sync.
 */
import { runEnrichBenchmark } from '../../src/bench/enrich';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error('usage: npm run bench:enrich -- [--listings N] [--seed N] [--dir DIR] [--keep]');
  process.exit(2);
}

const opts = { listings: 1000, seed: 2026, dir: undefined as string | undefined, keep: false };
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const [flag, inline] = args[i]!.includes('=') ? args[i]!.split('=', 2) : [args[i]!, undefined];
  const number = () => {
    const v = Number(inline ?? args[++i]);
    if (!Number.isInteger(v) || v < 0) usage(`${flag} needs a whole number`);
    return v;
  };
  if (flag === '--listings') opts.listings = number();
  else if (flag === '--seed') opts.seed = number();
  else if (flag === '--dir') opts.dir = inline ?? args[++i] ?? usage('--dir needs a folder');
  else if (flag === '--keep') opts.keep = true;
  else usage(`unknown option ${flag}`);
}

const result = await runEnrichBenchmark(opts);
process.exit(result.first.failed === 0 && result.second.requests === 0 ? 0 : 1);
