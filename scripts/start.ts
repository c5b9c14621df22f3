/**
 * `npm start`: everything a fresh clone needs, in order — sample data if there is none, the listing snapshot,
 * a build when the live one is stale — then serves site and API on one port.
 */
import { buildSite, isBuildStale } from './lib/build-site';
import { step } from './lib/run';
import { ensureListingData } from './lib/listing-data';
import { listen } from '../src/server/http/main';
import { startScheduler } from './lib/scheduler';

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
  // --- listing-data scheduler (issue 3): sync on SYNC_CRON (default hourly) and on demand (SIGUSR2,
  // `npm run sync -- --rebuild`); rebuild only when the snapshot digest changed. A failed build keeps the live site.
  startScheduler({
    onData: async () => {
      const result = await buildSite();
      console.log(`✔ Site rebuilt from new listing data: ${result.pages} pages in ${result.seconds.toFixed(0)} s`);
    },
  });
  // --- end scheduler
  console.log(`\nPortal läuft auf ${url}  (Strg+C beendet)`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
