/**
 * `npm start`: everything a fresh clone needs, in order — sample data if there is none, the listing snapshot,
 * a build when the live one is stale — then serves site and API on one port.
 */
import { buildSite, isBuildStale } from './lib/build-site';
import { step } from './lib/run';
import { ensureListingData } from './lib/listing-data';
import { listen } from '../src/server/http/main';

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
