/**
 * npm run bench:same-homes -- [--listings 10000] [--twins 0.03] [--data DIR]
 * Times the same-home marking and the warning signs a sync adds, over listings made up in memory, and the
 * difference hash per new picture over DIR's stored thumbnails (default: the configured DATA_DIR). Prints the
 * figures, last of all one JSON line (src/bench/same-homes.ts).
 */
import path from 'node:path';
import { SAME_HOMES_BENCH_DEFAULTS, runSameHomesBenchmark } from '../../src/bench/same-homes';
import { env } from '../../src/config/env';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error('usage: npm run bench:same-homes -- [--listings N] [--twins SHARE] [--data DIR]');
  process.exit(2);
}

const args = process.argv.slice(2);
const opts = { ...SAME_HOMES_BENCH_DEFAULTS, dataDir: path.resolve(env().DATA_DIR) };
for (let i = 0; i < args.length; i++) {
  const [flag, inline] = args[i]!.includes('=') ? args[i]!.split('=', 2) : [args[i]!, undefined];
  const value = () => inline ?? args[++i] ?? usage(`${flag} needs a value`);
  if (flag === '--listings') opts.listings = Number(value());
  else if (flag === '--twins') opts.twins = Number(value());
  else if (flag === '--data') opts.dataDir = path.resolve(value());
  else usage(`unknown option ${args[i]}`);
}
if (!Number.isInteger(opts.listings) || opts.listings < 2) usage('--listings must be a whole number of at least 2');
if (!(opts.twins >= 0 && opts.twins < 1)) usage('--twins must be a share from 0 to below 1');

await runSameHomesBenchmark(opts, (line) => console.log(line));
