/**
 * `npx tsx scripts/refresh-postcodes.ts [file]`: writes src/domain/search/data/postcodes-at.json, Austria's
 * postcodes, from RTR's open data table (https://data.rtr.at/api/v1/tables/plz.json) or from a file: a saved
 * plz.json, or python3-stdnum's stdnum/at/postleitzahl.dat (`apt-get download python3-stdnum`, unpack with
 * `dpkg-deb -x`). A source with far fewer postcodes than the committed file is refused and the file kept
 * (src/build/postcodes.ts says how). Commit the JSON.
 */
import { POSTCODES_FILE, refreshPostcodes } from '../src/build/postcodes';

try {
  const count = await refreshPostcodes(process.argv[2]);
  console.log(`${count} postcodes written to ${POSTCODES_FILE}`);
} catch (err) {
  console.error(`postcodes not refreshed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
