/**
 * The one reader of the listing snapshot in a running process (API and worker alike): it holds the listings and
 * projects of the last snapshot it read, with an index by id, and decides in one place when to read again.
 *
 * When: meta.json is written last and its digest changes exactly when the data does, so the reader looks at the
 * digest (a file of a few hundred bytes) at most once per `checkMs`, and reads the listings only when the digest
 * is not the one it holds. A snapshot that cannot be read (not JSON, not a list, no listing with an id) is logged
 * and the last good one stays; its digest is remembered, so a broken file is not parsed again at every check.
 * Without a snapshot (a fresh clone before the first sync) the reader holds no listings.
 *
 * What features build from the listings (summaries, the assistant's search index, the towns the natural-language
 * search knows) they build with `derived`, which keeps one value per snapshot.
 */
import fs from 'node:fs';
import type { Listing, Project } from '../domain/listing';
import { resolveDataDir, snapshotFiles } from './paths';
import { readSnapshotDigest } from './read';

export interface ListingSnapshot {
  /** As the file has them (sorted by id); entries without a numeric id and later duplicates of an id left out. */
  readonly listings: readonly Listing[];
  readonly projects: readonly Project[];
  /** meta.json's digest; null before any snapshot was read. */
  readonly digest: string | null;
  /** Counts the snapshots read by this reader: 0 before the first, one more with each new one. */
  readonly version: number;
  /** meta.json's merged_ids: an id an object gave up when its ids were collapsed to one → the id it kept. */
  readonly merged: ReadonlyMap<number, number>;
  listing(id: number): Listing | undefined;
  project(id: number): Project | undefined;
}

export interface ListingReader {
  readonly dataDir: string;
  /** The snapshot as last read, after a look at meta.json when the last look is `checkMs` old. Never throws. */
  current(): ListingSnapshot;
  /** The same after a look at meta.json now: for jobs that must judge by the data a sync has just written. */
  latest(): ListingSnapshot;
  /**
   * Looks at meta.json now and reads the snapshot when its digest changed, also one that failed before. True when
   * a new snapshot was read; throws when it cannot be read (the last good one stays).
   */
  refresh(): boolean;
  /**
   * `build` over the current snapshot, computed once per snapshot and kept until another one is read. Keyed by the
   * function, so pass one defined once (at module level), not a new closure per call.
   */
  derived<T>(build: (snapshot: ListingSnapshot) => T): T;
}

export interface ListingReaderOptions {
  dataDir?: string;
  /** How often at most `current()` looks at meta.json (default 5 s). */
  checkMs?: number;
  now?: () => number;
  log?: (line: string) => void;
}

function snapshotOf(
  listings: readonly Listing[],
  projects: readonly Project[],
  digest: string | null,
  version: number,
  merged: ReadonlyMap<number, number> = new Map(),
): ListingSnapshot {
  const byId = new Map(listings.map((l) => [l.id, l]));
  const projectById = new Map(projects.map((p) => [p.id, p]));
  return {
    listings,
    projects,
    digest,
    version,
    merged,
    listing: (id) => byId.get(id),
    project: (id) => projectById.get(id),
  };
}

function hasId(item: unknown): item is { id: number } {
  const id = (item as { id?: unknown } | null)?.id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0;
}

/** Entries with an integer id, each id once (the first wins, as the properties table keeps it). */
function withIds<T extends { id: number }>(items: unknown[]): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const item of items) {
    if (!hasId(item) || seen.has(item.id)) continue;
    seen.add(item.id);
    out.push(item as T);
  }
  return out;
}

function readList(file: string, what: string): unknown[] {
  if (!fs.existsSync(file)) return [];
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(raw)) throw new Error(`${file}: the ${what} are not a list`);
  return raw;
}

/** meta.json's merged ids, read loosely (an entry that is not a pair of positive integers is left out). */
function readMerged(metaFile: string): Map<number, number> {
  const out = new Map<number, number>();
  let raw: unknown;
  try {
    raw = (JSON.parse(fs.readFileSync(metaFile, 'utf8')) as { merged_ids?: unknown } | null)?.merged_ids;
  } catch {
    return out;
  }
  if (!raw || typeof raw !== 'object') return out;
  for (const [from, to] of Object.entries(raw)) {
    const f = Number(from);
    if (Number.isInteger(f) && f > 0 && typeof to === 'number' && Number.isInteger(to) && to > 0 && to !== f)
      out.set(f, to);
  }
  return out;
}

/** Reads the snapshot's listings and projects; throws when they cannot be used. */
function readFiles(
  dataDir: string,
  log: (line: string) => void,
): { listings: Listing[]; projects: Project[]; merged: Map<number, number> } {
  const files = snapshotFiles(dataDir);
  const raw = readList(files.properties, 'listings');
  const listings = withIds<Listing>(raw);
  // A file whose every entry is unusable is far more likely broken than a portal without offers.
  if (listings.length === 0 && raw.length > 0)
    throw new Error(`snapshot in ${files.dir}: none of ${raw.length} listings is readable`);
  const skipped = raw.length - listings.length;
  if (skipped > 0) log(`[snapshot] ${skipped} listing(s) without a usable id or with a repeated one left out`);
  return {
    listings,
    projects: withIds<Project>(readList(files.projects, 'projects')),
    merged: readMerged(files.meta),
  };
}

export function createListingReader(options: ListingReaderOptions = {}): ListingReader {
  const dataDir = resolveDataDir(options.dataDir);
  const checkMs = options.checkMs ?? 5_000;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.error(line));
  let snapshot = snapshotOf([], [], null, 0);
  let lastLook = -Infinity;
  // The digest of a snapshot that could not be read: looked at again only when asked to (refresh) or changed.
  let failed: string | null = null;
  let cache = new Map<(s: ListingSnapshot) => unknown, unknown>();

  /** True when a new snapshot was read. */
  function look(retryFailed: boolean): boolean {
    lastLook = now();
    const digest = readSnapshotDigest(dataDir);
    if (digest === null || digest === snapshot.digest || (digest === failed && !retryFailed)) return false;
    try {
      const { listings, projects, merged } = readFiles(dataDir, log);
      snapshot = snapshotOf(listings, projects, digest, snapshot.version + 1, merged);
      cache = new Map();
      failed = null;
      return true;
    } catch (err) {
      failed = digest;
      throw err;
    }
  }

  function lookQuietly(): void {
    try {
      look(false);
    } catch (err) {
      log(`[snapshot] cannot read the new listing snapshot, keeping the previous one: ${(err as Error).message}`);
    }
  }

  function current(): ListingSnapshot {
    if (now() - lastLook >= checkMs) lookQuietly();
    return snapshot;
  }

  return {
    dataDir,
    current,
    latest() {
      lookQuietly();
      return snapshot;
    },
    refresh: () => look(true),
    derived<T>(build: (s: ListingSnapshot) => T): T {
      const s = current();
      if (cache.has(build)) return cache.get(build) as T;
      const value = build(s);
      cache.set(build, value);
      return value;
    },
  };
}

const shared = new Map<string, ListingReader>();

/**
 * The process's reader of a data folder: the API (server/deps.ts) and the job worker (worker/worker.ts) of one
 * process are built apart but read one snapshot, so they share one reader. The first caller's options hold.
 */
export function sharedListingReader(options: ListingReaderOptions & { dataDir: string }): ListingReader {
  const key = resolveDataDir(options.dataDir);
  let reader = shared.get(key);
  if (!reader) shared.set(key, (reader = createListingReader(options)));
  return reader;
}
