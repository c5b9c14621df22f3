/**
 * `npm start`: everything a fresh clone needs, in order — sample data if there is none, the listing snapshot,
 * a build when the live one is stale — then serves site and API on one port.
 */
import { buildSite } from '../src/build/build-site';
import { isBuildStale } from '../src/build/build-info';
import { step } from '../src/cli/step';
import { ensureListingData } from '../src/cli/first-start';
import { serve } from '../src/cli/serve';
import { createListingSync } from '../src/features/listing-sync/sync';

async function main() {
  await ensureListingData();
  if (isBuildStale()) {
    const done = step('Building the site');
    const result = await buildSite({ startedBy: 'start' });
    done(`${result.pages} pages`);
  } else {
    console.log('✔ The live build is up to date');
  }
  // Listing syncs run as jobs (SYNC_CRON, hourly by default, and on demand); the site is rebuilt only when the
  // snapshot changed, and a failed build keeps the live site.
  const listingSync = createListingSync({
    onData: async ({ startedBy }) => {
      const result = await buildSite({ startedBy });
      console.log(
        `✔ Site rebuilt from new listing data (${result.mode}): ${result.pagesRendered} pages rendered, ${result.pagesReused} taken over, ${result.seconds.toFixed(0)} s`,
      );
    },
  });
  const { url } = await serve({ listingSync });
  console.log(`\nPortal läuft auf ${url}  (Strg+C beendet)`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
