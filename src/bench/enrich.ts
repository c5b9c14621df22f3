/**
 * The enrichment benchmark (`npm run bench:enrich`, scripts/bench/enrich.ts): the sample (1,000 listings by default)
 * generated into a scratch folder and synced once without places (for the positions), then with the Overpass step
 * on against an Overpass API in this process (./overpass-server.ts) holding an OSM extract made for the sample:
 * around every position a few stops with their route relations, schools, shops, doctors and parks (seeded, so the
 * same each run), plus the tests' Vienna and Graz extract. Prints the enrichment step's time (target ≤ 60 s),
 * requests per listing (target ≤ 1) and the requests of a second sync with no position moved (target 0). The
 * endpoint's own speed is this process's; a real Overpass adds its query time per request.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { enrichmentPosition, type OsmElement } from '../domain/places';
import { env } from '../config/env';
import type { PlacesReport, PlacesSettings } from '../import/places';
import { runImport } from '../import/sync';
import { generateSample } from '../sample/generate';
import { readSnapshot } from '../snapshot';
import { startOverpassServer } from './overpass-server';

export interface EnrichBenchOptions {
  listings: number;
  seed: number;
  dir?: string;
  keep?: boolean;
}

export const ENRICH_TARGET_S = 60;

const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A small seeded generator (mulberry32): the same extract for the same seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KINDS: Array<Record<string, string>> = [
  { public_transport: 'platform', subway: 'yes' },
  { railway: 'station', public_transport: 'station', train: 'yes' },
  { railway: 'tram_stop', public_transport: 'stop_position', tram: 'yes' },
  { highway: 'bus_stop', public_transport: 'platform', bus: 'yes' },
  { highway: 'bus_stop', public_transport: 'platform', bus: 'yes' },
  { amenity: 'kindergarten' },
  { amenity: 'school' },
  { shop: 'supermarket' },
  { amenity: 'pharmacy' },
  { amenity: 'doctors' },
  { leisure: 'park' },
  { leisure: 'playground' },
  { amenity: 'bench' },
  { shop: 'bakery' },
];
const ROUTE: Record<string, string> = { subway: 'subway', train: 'train', tram: 'tram', bus: 'bus' };

const STREETS = [
  'Zieglergasse',
  'Kirchengasse',
  'Burggasse',
  'Lindengasse',
  'Schottenfeld',
  'Kaiserstraße',
  'Stumpergasse',
  'Westbahnhof',
  'Pilgramgasse',
  'Hauptplatz',
  'Bahnhof',
  'Rathaus',
];
const SHOPS = ['BILLA', 'SPAR', 'HOFER', 'Lidl', 'PENNY', 'MPREIS'];

/** A plausible name for the kind (seeded by the node's id): stops after streets, shops after Austrian chains. */
function nameOf(tags: Record<string, string>, id: number): string {
  const street = STREETS[id % STREETS.length]!;
  if (tags.shop === 'supermarket') return SHOPS[id % SHOPS.length]!;
  if (tags.amenity === 'kindergarten') return `Kindergarten ${street}`;
  if (tags.amenity === 'school') return `Volksschule ${street}`;
  if (tags.amenity === 'pharmacy') return `${street}-Apotheke`;
  if (tags.amenity === 'doctors') return `Ordination Dr. ${['Huber', 'Gruber', 'Wagner', 'Berger'][id % 4]}`;
  if (tags.leisure === 'park') return `${street}park`;
  if (tags.leisure === 'playground') return `Spielplatz ${street}`;
  return street;
}

/** A line name as Austria writes it: U1–U6, S1–S80, trams by number, buses with an A or B. */
function lineRef(mode: string, id: number): string {
  if (mode === 'subway') return `U${(id % 6) + 1}`;
  if (mode === 'train') return `S${(id % 8) * 10 || 1}`;
  if (mode === 'tram') return String((id % 70) + 1);
  return `${(id % 90) + 1}${id % 2 ? 'A' : 'B'}`;
}

/** Around each position: every kind once or twice within 1.3 km, stops with a route relation each. */
export function sampleExtract(positions: Array<{ lat: number; lon: number }>, seed: number): OsmElement[] {
  const rnd = random(seed);
  const elements: OsmElement[] = [];
  let id = 1_000_000;
  for (const p of positions) {
    for (const tags of KINDS) {
      for (let k = rnd() < 0.5 ? 1 : 2; k > 0; k--) {
        const m = 50 + rnd() * 1250;
        const a = rnd() * 2 * Math.PI;
        const lat = p.lat + (m * Math.cos(a)) / 111_200;
        const lon = p.lon + (m * Math.sin(a)) / (111_200 * Math.cos((p.lat * Math.PI) / 180));
        const nodeId = ++id;
        elements.push({ type: 'node', id: nodeId, lat, lon, tags: { ...tags, name: nameOf(tags, nodeId) } });
        const mode = Object.keys(ROUTE).find((k2) => tags[k2] === 'yes');
        if (mode)
          elements.push({
            type: 'relation',
            id: nodeId,
            members: [{ type: 'node', ref: nodeId, role: 'stop' }],
            tags: { type: 'route', route: ROUTE[mode]!, ref: lineRef(mode, nodeId) },
          });
      }
    }
  }
  return elements;
}

export async function runEnrichBenchmark(
  options: EnrichBenchOptions,
  print: (line: string) => void = console.log,
): Promise<{ first: PlacesReport; second: PlacesReport; listings: number; seconds: number }> {
  const root = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'immoz-bench-enrich-'));
  const feedsDir = path.join(root, 'feeds');
  const projectsDir = path.join(root, 'projects');
  const dataDir = path.join(root, 'data');
  fs.rmSync(dataDir, { recursive: true, force: true });
  let t = Date.now();
  const sample = await generateSample({
    listings: options.listings,
    projects: 0,
    seed: options.seed,
    feedsOut: path.join(feedsDir, 'sample'),
    projectsOut: path.join(projectsDir, 'sample'),
  });
  print(`sample: ${sample.listings} listings in ${root} (${secs(Date.now() - t)})`);
  const sync = (places: PlacesSettings | null) =>
    runImport({ feedsDir, projectsDir, dataDir, urls: [], translation: null, places });
  await sync(null);
  const listings = readSnapshot(dataDir).properties;
  const positions = new Map<string, { lat: number; lon: number }>();
  for (const l of listings) {
    const p = enrichmentPosition(l.location);
    if (p) positions.set(p.key, p);
  }
  const fixture = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../../tests/fixtures/osm/vienna-graz.json'), 'utf8'),
  ) as { elements: OsmElement[] };
  const elements = [...fixture.elements, ...sampleExtract([...positions.values()], options.seed)];
  print(
    `extract: ${elements.length.toLocaleString('en')} OSM elements around ${positions.size} positions ` +
      `(${listings.length} listings; a hidden address at its area's position)`,
  );
  const server = await startOverpassServer({ elements });
  try {
    const e = env();
    const settings: PlacesSettings = {
      url: server.url,
      timeoutMs: e.OVERPASS_TIMEOUT_MS,
      maxBytes: e.OVERPASS_MAX_BYTES,
      concurrency: e.OVERPASS_CONCURRENCY,
      maxAgeDays: e.OVERPASS_MAX_AGE_DAYS,
      // the first sync asks for everything here: its figures are the whole catalogue's cost
      syncBudgetMs: 3_600_000,
      allowHosts: ['127.0.0.1'],
    };
    print(`endpoint: Overpass API in this process, ${settings.concurrency} requests at once`);
    t = Date.now();
    const cpu = process.cpuUsage();
    const first = (await sync(settings)).places!;
    const whole = Date.now() - t;
    const used = process.cpuUsage(cpu);
    const perListing = first.requests / Math.max(1, listings.length);
    print(
      `first sync: ${secs(whole)} in all; enrichment ${secs(first.duration_ms)} (target ≤ ${ENRICH_TARGET_S} s${
        first.duration_ms / 1000 <= ENRICH_TARGET_S ? ', met' : ', NOT met'
      }), ${first.requests} requests for ${listings.length} listings = ${perListing.toFixed(2)} per listing ` +
        `(target ≤ 1${perListing <= 1 ? ', met' : ', NOT met'}), ${first.failed} failed, ${first.listings} listings with places`,
    );
    // Client and server share this process: its CPU time says how much of the wall time was work, not waiting for
    // a busy machine's cores.
    print(
      `first sync's CPU time (portal and in-process endpoint together): ${secs((used.user + used.system) / 1000)}; ` +
        `load average ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores`,
    );
    server.resetStats();
    t = Date.now();
    const second = (await sync(settings)).places!;
    print(
      `second sync (no position moved): ${secs(Date.now() - t)} in all; ${server.stats.requests} requests ` +
        `(target 0${server.stats.requests === 0 ? ', met' : ', NOT met'}), ${second.listings} listings with places`,
    );
    return { first, second, listings: listings.length, seconds: first.duration_ms / 1000 };
  } finally {
    await server.close();
    if (!options.keep && !options.dir) fs.rmSync(root, { recursive: true, force: true });
  }
}
