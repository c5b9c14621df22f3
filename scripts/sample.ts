/**
 * npm run sample -- [--listings 1000] [--projects 40] [--seed 2026] [--out DIR] [--sync]
 * Writes the deterministic sample: OpenImmo feeds into content/feeds/sample/ and projects into
 * content/projects/sample/ (both git-ignored, replaced on every run), or into DIR/feeds/sample and
 * DIR/projects/sample with --out (benchmarks; import with FEEDS_DIR=DIR/feeds PROJECTS_DIR=DIR/projects).
 * --sync imports them right away.
 */
import path from 'node:path';
import { generateSample } from '../src/sample/generate.ts';
import { runImport } from '../src/import/sync.ts';
import { summarize } from '../src/import/report.ts';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error('usage: npm run sample -- [--listings N] [--projects N] [--seed N] [--out DIR] [--sync]');
  process.exit(2);
}

const args = process.argv.slice(2);
const opts = { listings: 1000, projects: 40, seed: 2026, sync: false, out: null as string | null };
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
  else if (flag === '--out') opts.out = inline ?? args[++i] ?? usage('--out needs a folder');
  else usage(`unknown option ${a}`);
}

const t0 = Date.now();
const feedsDir = path.resolve(opts.out ? path.join(opts.out, 'feeds') : 'content/feeds');
const projectsDir = path.resolve(opts.out ? path.join(opts.out, 'projects') : 'content/projects');
const result = await generateSample({
  listings: opts.listings,
  projects: opts.projects,
  seed: opts.seed,
  feedsOut: path.join(feedsDir, 'sample'),
  projectsOut: path.join(projectsDir, 'sample'),
});
console.log(
  `sample: ${result.listings} listings in ${result.files.length} feed files, ${result.projects} projects (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
);
if (opts.sync) {
  const report = await runImport({ feedsDir, projectsDir, log: (l) => console.error(l) });
  console.log(summarize(report));
  process.exit(report.totals.failed_documents > 0 ? 1 : 0);
}
