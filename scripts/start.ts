/**
 * `npm start`: everything a fresh clone needs, in order — sample data if there is none, the listing snapshot,
 * a build when the live one is stale — then serves site and API on one port.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSite, isBuildStale } from './lib/build-site';
import { run, step } from './lib/run';
import { listen } from '../src/server/http/main';

const dataDir = path.resolve(process.env.DATA_DIR || 'data');

async function ensureListingData() {
  if (fs.existsSync(path.join(dataDir, 'snapshot', 'meta.json'))) return;
  const feedsDir = path.resolve('content/feeds');
  const hasFeeds = fs.existsSync(feedsDir) && fs.readdirSync(feedsDir, { recursive: true }).some((f) => /\.(xml|zip)$/i.test(String(f)));
  if (!hasFeeds && fs.existsSync('scripts/sample.ts')) {
    const done = step('Generating the sample listings (first start)');
    await run('tsx', ['scripts/sample.ts']);
    done();
  }
  if (fs.existsSync('scripts/sync.ts')) {
    const done = step('Importing the feeds');
    await run('tsx', ['scripts/sync.ts']);
    done();
  }
}

async function main() {
  await ensureListingData();
  if (isBuildStale()) {
    const done = step('Building the site');
    const result = await buildSite();
    done(`${result.pages} pages`);
  } else {
    console.log('✔ The live build is up to date');
  }
  const { url } = await listen();
  // SCHEDULER: the listing-data scheduler hooks in here (sync on a schedule, rebuild when data changed).
  console.log(`\nPortal läuft auf ${url}  (Strg+C beendet)`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
