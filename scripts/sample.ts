/**
 * npm run sample -- [--listings 1000] [--projects 40] [--seed 2026] [--sync]
 * Writes the deterministic sample: OpenImmo feeds into content/feeds/sample/ and projects into
 * content/projects/sample/ (both git-ignored, replaced on every run). --sync imports them right away.
 */
import path from 'node:path';
import { generateSample } from '../src/import/sample/generate.ts';
import { runImport } from '../src/import/sync.ts';
import { summarize } from '../src/import/report.ts';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error('usage: npm run sample -- [--listings N] [--projects N] [--seed N] [--sync]');
  process.exit(2);
}

const args = process.argv.slice(2);
const opts = { listings: 1000, projects: 40, seed: 2026, sync: false };
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  const [flag, inline] = a.includes('=') ? a.split('=', 2) : [a, undefined];
  const value = () => {
    const v = Number(inline ?? args[++i]);
    if (!Number.isInteger(v) || v < 0) usage(`${flag} needs a whole number`);
    return v;
  };
  if (flag === '--listings') opts.listings = value();
  else if (flag === '--projects') opts.projects = value();
  else if (flag === '--seed') opts.seed = value();
  else if (flag === '--sync') opts.sync = true;
  else usage(`unknown option ${a}`);
}

const t0 = Date.now();
const result = await generateSample({
  listings: opts.listings,
  projects: opts.projects,
  seed: opts.seed,
  feedsOut: path.resolve('content/feeds/sample'),
  projectsOut: path.resolve('content/projects/sample'),
});
console.log(`sample: ${result.listings} listings in ${result.files.length} feed files, ${result.projects} projects (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
if (opts.sync) {
  const report = await runImport({ log: (l) => console.error(l) });
  console.log(summarize(report));
  process.exit(report.totals.failed_documents > 0 ? 1 : 0);
}
