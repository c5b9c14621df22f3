/**
 * The alerts benchmark (`npm run bench:alerts`, scripts/bench/alerts.ts): the scheduled matching at scale, 10,000
 * listings against 10,000 saved searches (search agents), end to end as the match job runs it (snapshot read,
 * first sightings, the index, every agent's search, the matches stored, each agent's report queued), and the pure
 * matching alone. Reports seconds and peak memory; the target is at most 30 s and 1 GB.
 *
 * The job runs on a SQLite file in a scratch folder, or with BENCH_DATABASE_URL on PostgreSQL (the portal's
 * database in production), in schemas of the run's own that are dropped at the end (./pg-schemas).
 *
 * Then 10,000 price alerts on the same listings with the price-alert feature's own rule (matchPriceAlerts); the
 * target is under a second.
 *
 * BENCH_MATCH_LISTINGS, BENCH_AGENTS, BENCH_ALERTS (default 10,000 each) and BENCH_SEED change the load.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Rng } from '../sample/random';
import { BUNDESLAENDER, FEATURE_KEYS } from '../domain/vocabulary';
import { buildMatchIndex, matchAgent } from '../domain/search-agents/matching';
import { openJobQueue } from '../platform/queue/open-queue';
import { connectPortalDatabase, PORTAL_JOBS } from '../features/index';
import { matchAndReport } from '../features/search-agents/jobs';
import { snapshotFiles } from '../snapshot/paths';
import { createListingReader } from '../snapshot/reader';
import { env } from '../config/env';
import { benchSchemas, type BenchSchemas } from './pg-schemas';
import { listingPrice, matchPriceAlerts } from '../domain/price-alerts';

const mb = (n: number) => `${Math.round(n / 1_048_576)} MB`;
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const PLACES = [
  { plz: '1010', ort: 'Wien', bl: 'wien', lat: 48.208, lon: 16.372 },
  { plz: '1070', ort: 'Wien', bl: 'wien', lat: 48.202, lon: 16.349 },
  { plz: '1100', ort: 'Wien', bl: 'wien', lat: 48.176, lon: 16.378 },
  { plz: '1220', ort: 'Wien', bl: 'wien', lat: 48.233, lon: 16.46 },
  { plz: '8010', ort: 'Graz', bl: 'steiermark', lat: 47.07, lon: 15.44 },
  { plz: '4020', ort: 'Linz', bl: 'oberoesterreich', lat: 48.306, lon: 14.286 },
  { plz: '5020', ort: 'Salzburg', bl: 'salzburg', lat: 47.8, lon: 13.045 },
  { plz: '6020', ort: 'Innsbruck', bl: 'tirol', lat: 47.269, lon: 11.404 },
  { plz: '9020', ort: 'Klagenfurt', bl: 'kaernten', lat: 46.624, lon: 14.308 },
  { plz: '3100', ort: 'St. Pölten', bl: 'niederoesterreich', lat: 48.204, lon: 15.626 },
];
const TYPES = ['WOHNUNG', 'HAUS', 'GRUNDSTUECK', 'BUERO_PRAXEN'] as const;
const WORDS = ['Dachterrasse', 'Altbau', 'Neubau', 'Garten', 'Loft', 'Penthouse', 'Balkon', 'ruhig'];

function listings(r: Rng, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const place = r.pick(PLACES);
    const rent = r.chance(0.5);
    const type = r.pick(TYPES);
    const rooms = type === 'GRUNDSTUECK' ? null : r.int(1, 6);
    return {
      id: i + 1,
      objekttitel: `${r.pick(WORDS)} ${type === 'HAUS' ? 'Haus' : 'Wohnung'} in ${place.ort} ${i + 1}`,
      title_slug: `objekt-${i + 1}`,
      status: r.chance(0.95) ? 'available' : 'reserved',
      vermarktungsart: rent ? 'MIETE_PACHT' : 'KAUF',
      objektart: type,
      kaufpreis: rent ? null : r.int(150, 1500) * 1000,
      kaltmiete: rent ? r.int(400, 3000) : null,
      zimmer: rooms,
      flaeche: r.int(30, 200),
      features: FEATURE_KEYS.filter(() => r.chance(0.15)),
      created_at: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
      location: {
        plz: place.plz,
        ort: place.ort,
        bundesland: place.bl,
        lat: place.lat + r.float(-0.05, 0.05),
        lon: place.lon + r.float(-0.05, 0.05),
      },
      energie: { hwb: r.int(20, 200), hwb_klasse: r.pick(['A', 'B', 'C', 'D']), missing: false },
    };
  });
}

/**
 * Saved searches as visitors make them: buy or rent (nine in ten), a property type (most), a place (a postcode,
 * a town, a Bundesland or a drawn area), often a price limit; some with area, text or a feature.
 */
function search(r: Rng): string {
  const p = new URLSearchParams();
  if (r.chance(0.9)) p.set('vermarktungsart', r.chance(0.5) ? 'MIETE_PACHT' : 'KAUF');
  if (r.chance(0.85)) p.set('objektart', r.pick(TYPES));
  const where = r.next();
  const place = r.pick(PLACES);
  if (where < 0.35) p.set('plz', place.plz);
  else if (where < 0.5) p.set('bundesland', r.pick(BUNDESLAENDER));
  else if (where < 0.7) p.set('ort', place.ort);
  else if (where < 0.95) {
    const d = 0.04;
    p.set(
      'polygon',
      `${place.lat - d},${place.lon - d};${place.lat + d},${place.lon - d};${place.lat + d},${place.lon + d};${place.lat - d},${place.lon + d}`,
    );
  }
  if (r.chance(0.5))
    p.set('preis_bis', String(p.get('vermarktungsart') === 'MIETE_PACHT' ? r.int(800, 2500) : r.int(300, 900) * 1000));
  if (r.chance(0.2)) p.set('flaeche_von', String(r.int(40, 90)));
  if (r.chance(0.1)) p.set('q', r.pick(WORDS));
  if (r.chance(0.1)) p.set('ausstattung', r.pick(FEATURE_KEYS));
  return p.toString();
}

function agents(r: Rng, count: number) {
  return Array.from({ length: count }, () => {
    const min = r.chance(0.5) ? r.int(1, 3) : null;
    return { search: search(r), rooms_min: min, rooms_max: r.chance(0.4) ? (min ?? 1) + r.int(0, 3) : null };
  });
}

/** Runs the benchmark, logging each figure as it is measured. */
export async function runAlertsBenchmark(log: (line: string) => void = console.log): Promise<void> {
  const {
    BENCH_MATCH_LISTINGS: LISTINGS,
    BENCH_AGENTS: AGENTS,
    BENCH_ALERTS: ALERTS,
    BENCH_SEED: SEED,
    BENCH_DATABASE_URL: PG_URL,
  } = env();
  const r = new Rng(SEED);

  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  sampler.unref();

  const data = listings(r, LISTINGS);
  const criteria = agents(r, AGENTS);
  const engine = PG_URL ? 'PostgreSQL' : 'SQLite';
  log(
    `bench:alerts — ${LISTINGS.toLocaleString('en')} listings, ${AGENTS.toLocaleString('en')} search agents on ${engine} (${os.cpus().length} cores, node ${process.version})`,
  );

  // 1. Pure matching: the index and every agent against every listing.
  let t = performance.now();
  const index = buildMatchIndex(data);
  const tIndex = performance.now() - t;
  t = performance.now();
  let pure = 0;
  for (const agent of criteria) pure += matchAgent(index, agent).length;
  const tPure = performance.now() - t;
  log(
    `pure matching: index ${secs(tIndex)}, ${AGENTS.toLocaleString('en')} searches ${secs(tPure)}, ${pure.toLocaleString('en')} matches`,
  );

  // 2. The match job end to end: agents saved before the listings appear, so every listing is new to all.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-alerts-'));
  let schemas: BenchSchemas | null = null;
  try {
    if (PG_URL) schemas = await benchSchemas(PG_URL, 'bench_alerts');
    const database = await connectPortalDatabase(
      schemas ? { url: PG_URL, schema: schemas.schema } : { sqliteFile: path.join(dir, 'portal.sqlite') },
    );
    const queue = await openJobQueue({
      database,
      definitions: PORTAL_JOBS,
      databaseUrl: PG_URL || undefined,
      pgBossSchema: schemas?.env.PGBOSS_SCHEMA,
      pollMs: 60_000,
      log: () => {},
    });
    const db = database.db;
    await db
      .insertInto('users')
      .values({ id: 1, name: 'Bench', email: 'bench@example.at', created_at: 0, updated_at: 0 } as never)
      .execute();
    const freq = ['instant', 'daily', 'weekly'] as const;
    for (let i = 0; i < criteria.length; i += 500) {
      await db
        .insertInto('search_agents')
        .values(
          criteria.slice(i, i + 500).map((a, j) => ({
            user_id: 1,
            name: `Agent ${i + j + 1}`,
            email: 'bench@example.at',
            email_confirmed: 1 as const,
            frequency: freq[(i + j) % 3]!,
            search: a.search,
            rooms_min: a.rooms_min,
            rooms_max: a.rooms_max,
            channels: '["email"]',
            phone: null,
            phone_confirmed: 0 as const,
            phone_code_hash: null,
            phone_code_expires: null,
            phone_code_tries: 0,
            active: 1 as const,
            lang: 'de',
            matched_through: 0,
            created_at: 0,
            updated_at: 0,
          })),
        )
        .execute();
    }
    const files = snapshotFiles(dir);
    fs.mkdirSync(files.dir, { recursive: true });
    fs.writeFileSync(files.properties, JSON.stringify(data));
    fs.writeFileSync(files.meta, JSON.stringify({ digest: 'bench' }));
    t = performance.now();
    const result = await matchAndReport(
      { database, queue, listings: createListingReader({ dataDir: dir }), now: () => 1_000 },
      'bench',
    );
    const tJob = performance.now() - t;
    log(
      `match job (${engine}): ${secs(tJob)} — ${result.matches.toLocaleString('en')} matches stored, ${result.reports.toLocaleString('en')} instant reports queued`,
    );

    // Price alerts: targets around each listing's price, so about half of them fire.
    const alerts = Array.from({ length: ALERTS }, (_, i) => {
      const l = data[r.int(0, data.length - 1)]!;
      const price = listingPrice({ kaufpreis: l.kaufpreis, kaltmiete: l.kaltmiete }) ?? 100_000;
      return {
        id: i + 1,
        property_id: l.id,
        target_price: Math.round(price * r.float(0.8, 1.2)),
        active: 1 as const,
        fired_at: null,
      };
    });
    t = performance.now();
    const fired = matchPriceAlerts(
      data.map((l) => ({ id: l.id, price: listingPrice(l), status: l.status })),
      alerts,
    );
    const tAlerts = performance.now() - t;
    log(
      `price alerts: ${ALERTS.toLocaleString('en')} alerts in ${secs(tAlerts)} (target < 1 s for 10,000), ${fired.length.toLocaleString('en')} fire`,
    );

    // The job is what runs after a sync; it includes its own index and matching (the pure figures above are apart).
    const total = tJob + tAlerts;
    const maxRss = process.resourceUsage().maxRSS * 1024;
    peakRss = Math.max(peakRss, maxRss);
    log(
      `total ${secs(total)} for the match job and the price alerts (target ≤ 30 s), peak memory ${mb(peakRss)} RSS over the whole run (target ≤ 1024 MB)`,
    );
    await queue.stop();
    await database.close();
  } finally {
    await schemas?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
