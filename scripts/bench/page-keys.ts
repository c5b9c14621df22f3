/**
 * npx tsx --expose-gc scripts/bench/page-keys.ts [--data DIR] [--runs 3]
 * Times every page key of a build over DIR's snapshot (default: the configured DATA_DIR), src/bench/page-keys.ts.
 * The keys' modules import the site's code, which uses Vite's import.meta.glob: loaded through Vite, as the build
 * and the unit tests load them.
 */
import path from 'node:path';
import { env } from '../../src/config/env';
import { withViteModule } from '../../src/bench/through-vite';

let dataDir = path.resolve(env().DATA_DIR);
let runs = 3;
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--data') dataDir = path.resolve(args[++i] ?? '');
  else if (args[i] === '--runs') runs = Number(args[++i]);
  else {
    console.error('usage: npx tsx --expose-gc scripts/bench/page-keys.ts [--data DIR] [--runs N]');
    process.exit(2);
  }
}
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');

await withViteModule<typeof import('../../src/bench/page-keys')>('/src/bench/page-keys.ts', (mod) =>
  mod.runPageKeysBenchmark(dataDir, runs),
);
