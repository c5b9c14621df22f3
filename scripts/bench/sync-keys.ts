/**
 * npx tsx scripts/bench/sync-keys.ts [--data DIR] [--changed 1] [--runs 3]
 * What a sync of `changed` % of DIR's listings (default: the configured DATA_DIR) costs the incremental build: the
 * search data files it renders again, and the CPU time of writing the card digests (src/bench/sync-keys.ts). DIR is
 * only read. The keys' modules import the site's code, which uses Vite's import.meta.glob: loaded through Vite, as
 * the build and the unit tests load them.
 */
import path from 'node:path';
import { env } from '../../src/config/env';
import { withViteModule } from '../../src/bench/through-vite';

let dataDir = path.resolve(env().DATA_DIR);
let changed = 1;
let runs = 3;
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--data') dataDir = path.resolve(args[++i] ?? '');
  else if (args[i] === '--changed') changed = Number(args[++i]);
  else if (args[i] === '--runs') runs = Number(args[++i]);
  else {
    console.error('usage: npx tsx scripts/bench/sync-keys.ts [--data DIR] [--changed PERCENT] [--runs N]');
    process.exit(2);
  }
}
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
if (!(changed > 0 && changed <= 100)) throw new Error('--changed must be a percentage above 0');

await withViteModule<typeof import('../../src/bench/sync-keys')>('/src/bench/sync-keys.ts', (mod) =>
  mod.runSyncKeysBenchmark(dataDir, changed, runs),
);
