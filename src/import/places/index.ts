/**
 * What lies around each listing, from OpenStreetMap through an Overpass API endpoint (OVERPASS_URL; off when it is
 * unset). The sync asks once per position it has no fresh answer for (new or moved listings; positions rounded as
 * enrichmentPosition says, so a hidden address is asked for no more precisely than the page shows it), within a time
 * budget and a few requests at once, and puts the nearest place of each kind into the listings before their digests
 * are taken. A slow or failing endpoint never holds a sync up: after the budget, or after a few failures in a row,
 * the rest waits, the `places-backfill` job asks for it later, and a further sync publishes it from the cache.
 */
import { enrichmentPosition, nearestPlaces, type EnrichmentPosition, type Places } from '../../domain/places';
import type { Listing } from '../../domain/listing';
import { env } from '../../config/env';
import { eachSnapshotListing } from '../../snapshot/reader';
import { PlacesCache, placesCacheFile, type CachedPlaces } from './cache';
import { askOverpass, overpassQuery } from './overpass';

export interface PlacesSettings {
  url: string;
  timeoutMs: number;
  maxBytes: number;
  concurrency: number;
  maxAgeDays: number;
  syncBudgetMs: number;
  allowHosts: readonly string[];
}

/** The configuration's settings; null when OVERPASS_URL is not set (the step is off). */
export function placesSettings(): PlacesSettings | null {
  const e = env();
  if (!e.OVERPASS_URL) return null;
  return {
    url: e.OVERPASS_URL,
    timeoutMs: e.OVERPASS_TIMEOUT_MS,
    maxBytes: e.OVERPASS_MAX_BYTES,
    concurrency: e.OVERPASS_CONCURRENCY,
    maxAgeDays: e.OVERPASS_MAX_AGE_DAYS,
    syncBudgetMs: e.OVERPASS_SYNC_BUDGET_MS,
    allowHosts: e.OUTBOUND_ALLOW_HOSTS,
  };
}

export interface PlacesReport {
  /** Distinct positions of the listings with coordinates. */
  positions: number;
  /** Listings that carry places now. */
  listings: number;
  /** Requests sent to Overpass in this run. */
  requests: number;
  failed: number;
  /** Positions still without a fresh answer: the places job asks for them. */
  pending: number;
  /** The last failure's message. */
  error?: string;
  duration_ms: number;
}

/** Failures in a row after which the endpoint counts as down for this run (the rest waits for the job). */
const FAILURES_IN_A_ROW = 3;

function fresh(entry: CachedPlaces | null, now: number, maxAgeDays: number): boolean {
  return !!entry && now - Date.parse(entry.at) < maxAgeDays * 86_400_000;
}

interface FillResult {
  requests: number;
  failed: number;
  error?: string;
}

/** Asks Overpass for the positions, a few at once, until done, out of time, or the endpoint fails repeatedly. */
async function fill(
  positions: readonly EnrichmentPosition[],
  cache: PlacesCache,
  settings: PlacesSettings,
  budgetMs: number,
  now: string,
  log: (line: string) => void,
): Promise<FillResult> {
  const result: FillResult = { requests: 0, failed: 0 };
  if (!positions.length || budgetMs <= 0) return result;
  const deadline = Date.now() + budgetMs;
  const stop = new AbortController();
  let next = 0;
  let inARow = 0;
  const worker = async () => {
    while (!stop.signal.aborted && next < positions.length) {
      const left = deadline - Date.now();
      if (left < 500) return;
      const p = positions[next++]!;
      result.requests++;
      try {
        const elements = await askOverpass(overpassQuery(p.lat, p.lon), {
          url: settings.url,
          timeoutMs: Math.min(settings.timeoutMs, left),
          maxBytes: settings.maxBytes,
          allowHosts: settings.allowHosts,
          signal: stop.signal,
        });
        cache.set(p.key, { at: now, items: nearestPlaces(p, elements) });
        inARow = 0;
      } catch (err) {
        if (stop.signal.aborted) return;
        result.failed++;
        result.error = (err as Error).message;
        if (++inARow >= FAILURES_IN_A_ROW) {
          log(`Overpass failed ${inARow} times in a row (${result.error}); the rest is asked for later`);
          stop.abort();
        }
      }
    }
  };
  const timer = setTimeout(() => stop.abort(), budgetMs);
  try {
    await Promise.all(Array.from({ length: Math.max(1, settings.concurrency) }, worker));
  } finally {
    clearTimeout(timer);
  }
  return result;
}

/** Adds a listing's position (if it has one) to the distinct positions, by key. */
function addPosition(all: Map<string, EnrichmentPosition>, listing: Listing): void {
  const p = enrichmentPosition(listing.location);
  if (p) all.set(p.key, p);
}

/** Of the distinct positions, those that have no fresh answer in the cache. */
function missing(all: Map<string, EnrichmentPosition>, cache: PlacesCache, settings: PlacesSettings, now: number) {
  const todo = [...all.values()].filter((p) => !fresh(cache.get(p.key), now, settings.maxAgeDays));
  return { all, todo };
}

/**
 * The sync's step: asks for what is missing within the sync budget (none in a dry run) and gives every listing the
 * places of its position from the cache (a stale answer stays until a new one arrives). Null when the step is off.
 */
export async function enrichForSync(
  listings: Listing[],
  options: {
    dataDir: string;
    dryRun?: boolean;
    /** Default: the configuration's; null: off. */
    settings?: PlacesSettings | null;
    budgetMs?: number;
    now: string;
    log?: (line: string) => void;
  },
): Promise<PlacesReport | null> {
  const settings = options.settings === undefined ? placesSettings() : options.settings;
  if (!settings) return null;
  const started = Date.now();
  const log = options.log ?? (() => {});
  const cache = new PlacesCache(placesCacheFile(options.dataDir));
  try {
    const nowMs = Date.parse(options.now);
    const positions = new Map<string, EnrichmentPosition>();
    for (const l of listings) addPosition(positions, l);
    const { all, todo } = missing(positions, cache, settings, nowMs);
    const budget = options.dryRun ? 0 : (options.budgetMs ?? settings.syncBudgetMs);
    const filled = await fill(todo, cache, settings, budget, options.now, log);
    let carrying = 0;
    for (const l of listings) {
      const p = enrichmentPosition(l.location);
      const entry = p ? cache.get(p.key) : null;
      if (!p || !entry) {
        delete l.places;
        continue;
      }
      const places: Places = { at: entry.at, precision: p.precision, items: entry.items };
      l.places = places;
      carrying++;
    }
    const pending = [...all.values()].filter((p) => !fresh(cache.get(p.key), nowMs, settings.maxAgeDays)).length;
    return {
      positions: all.size,
      listings: carrying,
      ...filled,
      pending,
      duration_ms: Date.now() - started,
    };
  } finally {
    cache.close();
  }
}

/**
 * The places job's work: asks for the positions of the snapshot's listings that have no fresh answer, within its
 * budget, into the cache (the caller has a sync publish them). Null when the step is off.
 */
export async function backfillPlaces(options: {
  dataDir: string;
  settings?: PlacesSettings | null;
  budgetMs: number;
  now?: Date;
  log?: (line: string) => void;
}): Promise<PlacesReport | null> {
  const settings = options.settings === undefined ? placesSettings() : options.settings;
  if (!settings) return null;
  const started = Date.now();
  const now = (options.now ?? new Date()).toISOString();
  // Of each listing only its position is kept: the snapshot is read one listing at a time.
  const positions = new Map<string, EnrichmentPosition>();
  try {
    eachSnapshotListing(options.dataDir, (l) => addPosition(positions, l));
  } catch {
    /* no readable snapshot: nothing to ask for */
  }
  const cache = new PlacesCache(placesCacheFile(options.dataDir));
  try {
    const nowMs = Date.parse(now);
    const { all, todo } = missing(positions, cache, settings, nowMs);
    const filled = await fill(todo, cache, settings, options.budgetMs, now, options.log ?? (() => {}));
    const pending = [...all.values()].filter((p) => !fresh(cache.get(p.key), nowMs, settings.maxAgeDays)).length;
    return {
      positions: all.size,
      listings: 0,
      ...filled,
      pending,
      duration_ms: Date.now() - started,
    };
  } finally {
    cache.close();
  }
}
