/**
 * The end-to-end server: the real server on the live build (as `npm run serve`), and, as `npm start` does, the
 * process that syncs and rebuilds, so that an editor's "rebuild now" really builds and switches the live site.
 * It builds the languages the end-to-end build has (BUILD_LANGUAGES from the runner), not all fifteen.
 */
import { buildSite } from '../../../src/build/build-site';
import { createListingSync } from '../../../src/features/listing-sync/sync';
import { serve } from '../../../src/cli/serve';

const listingSync = createListingSync({
  onData: async ({ startedBy }) => {
    const result = await buildSite({ startedBy });
    console.log(`[e2e] site rebuilt: ${result.pages} pages in ${result.seconds.toFixed(1)} s`);
  },
});
const { url } = await serve({ listingSync });
console.log(`end-to-end server on ${url}`);
