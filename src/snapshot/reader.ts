/**
 * The one reader of the listing snapshot in a running process (API, worker and the site build's render processes
 * alike): it holds every listing's summary (summary.ts: the fields the passes over all listings read) and the
 * projects of the last snapshot it read, with an index by id, and reads a listing in full from the snapshot file
 * when asked for it.
 *
 * Memory: a full listing is about 5 KB of JSON and three to four times that as an object, so 100,000 of them held
 * 2 GB; the summaries are a fraction of that. Reading: one pass over properties.json in 1 MB blocks, each listing
 * parsed on its own and kept as its summary and its place in the file (offset and length). `listing(id)` reads
 * those bytes again, with the last few hundred kept in a cache; `full()` walks every listing in full, one at a
 * time, for the passes that need more than the summary (loading the properties table, the editors' warning signs).
 *
 * The file a snapshot's offsets point into: the reader keeps properties.json open from the pass onwards, so a
 * sync that replaces it (by rename) leaves the open file as it was, and a snapshot never reads another's bytes.
 * The file of the snapshot before the current one stays open too (a request or job that began with it can finish
 * with it); an older one's `listing(id)` answers from the current snapshot and its `full()` throws.
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
import { snapshotMetaSchema } from './format';
import { createInterner, listingSummaryOf, type ListingSummary } from './summary';

export type { ListingSummary } from './summary';

export interface ListingSnapshot {
  /**
   * Every listing's summary, as the file has them (sorted by id); entries without a numeric id and later
   * duplicates of an id left out. A listing in full: `listing(id)`, all of them in full: `full()`.
   */
  readonly listings: readonly ListingSummary[];
  readonly projects: readonly Project[];
  /** meta.json's digest; null before any snapshot was read. */
  readonly digest: string | null;
  /** Counts the snapshots read by this reader: 0 before the first, one more with each new one. */
  readonly version: number;
  /** meta.json's merged_ids: an id an object gave up when its ids were collapsed to one → the id it kept. */
  readonly merged: ReadonlyMap<number, number>;
  /** The listing in full, read from the snapshot file (the last ones asked for come from a small cache). */
  listing(id: number): Listing | undefined;
  summary(id: number): ListingSummary | undefined;
  /**
   * Every listing in full, in the order of `listings`, read from the file one after the other: keep what the pass
   * needs of each, not the listings. Throws when the snapshot is two snapshots old (its file is closed).
   */
  full(): IterableIterator<Listing>;
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
   * `refresh` without holding the event loop: the pass reads one block of properties.json (about 1 MB) per turn of
   * the event loop, so other requests are answered while a large snapshot is read. Until it is done, `current`,
   * `latest` and `refresh` answer with the snapshot held before (they do not read the file a second time).
   */
  load(): Promise<boolean>;
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
  /** How many full listings each snapshot keeps after reading them (default 256). */
  cacheSize?: number;
}

/** An open properties.json: closed when the reader has read two newer snapshots, or when nothing holds it. */
interface OpenFile {
  fd: number;
  closed: boolean;
  /** Its size and time of change when the reader's pass began: a file written over in place no longer has them. */
  size: number;
  mtimeMs: number;
}

/** Whether the open file is still the one the offsets were taken from (not closed, not written over in place). */
function unchanged(file: OpenFile): boolean {
  if (file.closed) return false;
  const stat = fs.fstatSync(file.fd);
  return stat.size === file.size && stat.mtimeMs === file.mtimeMs;
}

function closeFile(file: OpenFile): void {
  if (file.closed) return;
  file.closed = true;
  try {
    fs.closeSync(file.fd);
  } catch {
    // already gone with the process's other descriptors: nothing to release
  }
}

// A snapshot dropped without the reader closing its file (a reader that is itself dropped, as tests do) closes it
// when it is collected.
const unreachable = new FinalizationRegistry<OpenFile>(closeFile);

/** Where each listing lies in the file, by its index in `listings`. */
interface Places {
  offsets: number[];
  lengths: number[];
}

const BLOCK = 1 << 20;

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/**
 * Walks a JSON array in a file block by block and hands each element's bytes (and where they lie in the file) to
 * `each`; throws when the file is not one array. The elements themselves are checked by whoever parses them.
 * UTF-8 bytes of characters beyond ASCII are all ≥ 0x80, so the brackets, braces, quotes and commas found byte by
 * byte are the document's own.
 */
export function scanJsonArray(
  fd: number,
  each: (bytes: Buffer, offset: number) => void,
  options: { from?: number; trailing?: boolean } = {},
): number {
  let end = -1;
  const step = jsonArrayScanner(fd, each, options.from ?? 0, options.trailing ? (at) => (end = at) : null);
  while (step());
  return end;
}

/**
 * Each listing of the snapshot as it stands, parsed one at a time from properties.json, so a caller that keeps only
 * a little of each (the sync's comparison with the previous snapshot) never holds the file's listings at once. No
 * snapshot (no meta.json or no properties.json): none. Throws where readSnapshot would: meta.json not valid,
 * properties.json not one array of JSON values.
 */
export function eachSnapshotListing(dataDir: string, each: (listing: Listing) => void): void {
  const files = snapshotFiles(dataDir);
  if (!fs.existsSync(files.meta)) return;
  snapshotMetaSchema.parse(JSON.parse(fs.readFileSync(files.meta, 'utf8')));
  if (!fs.existsSync(files.properties)) return;
  const fd = fs.openSync(files.properties, 'r');
  try {
    scanJsonArray(fd, (bytes) => each(JSON.parse(bytes.toString('utf8')) as Listing));
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The snapshot's projects (a few hundred, read whole), for a pass that walks the listings with eachSnapshotListing;
 * none without a snapshot.
 */
export function readSnapshotProjects(dataDir: string): Project[] {
  const files = snapshotFiles(dataDir);
  if (!fs.existsSync(files.meta) || !fs.existsSync(files.projects)) return [];
  const projects = JSON.parse(fs.readFileSync(files.projects, 'utf8')) as unknown;
  if (!Array.isArray(projects)) throw new Error(`${files.dir}: projects.json must be an array`);
  return projects as Project[];
}

/**
 * scanJsonArray one block at a time: each call reads and scans the next block (about 1 MB) and says whether there
 * is more, so a pass can hand the event loop back between blocks (ListingReader.load).
 */
function jsonArrayScanner(
  fd: number,
  each: (bytes: Buffer, offset: number) => void,
  from = 0,
  /** Given: the list may be followed by other text (it is a value inside an object); told the offset after `]`. */
  ended: ((at: number) => void) | null = null,
): () => boolean {
  let buf = Buffer.alloc(0);
  let bufAt = from; // file offset of buf[0]
  let readAt = from;
  let i = 0;
  let opened = false;
  let closed = false;
  let depth = 0;
  let inString = false;
  let itemStart = -1;
  let expectItem = false;
  const emit = (end: number) => {
    let e = end;
    while (e > itemStart && isSpace(buf[e - 1]!)) e--;
    each(buf.subarray(itemStart, e), bufAt + itemStart);
    itemStart = -1;
  };
  return () => {
    // keep the element begun in this block, drop what was scanned before it
    const keep = itemStart >= 0 ? itemStart : i;
    const chunk = Buffer.allocUnsafe(BLOCK);
    const n = fs.readSync(fd, chunk, 0, BLOCK, readAt);
    if (n === 0) {
      if (!closed) throw new Error(opened ? 'the list is cut off' : 'empty');
      return false;
    }
    readAt += n;
    buf = Buffer.concat([buf.subarray(keep), chunk.subarray(0, n)]);
    bufAt += keep;
    i -= keep;
    if (itemStart >= 0) itemStart -= keep;
    for (; i < buf.length; i++) {
      const c = buf[i]!;
      if (inString) {
        // Most of a listing's bytes are its texts: jump to the string's closing quote, one not escaped by an odd
        // run of backslashes before it (the string began in this buffer, which keeps its element from the start).
        // Keys and short values end within a few bytes: a loop finds their quote sooner than a call would.
        let end = -1;
        for (let j = i, stop = Math.min(i + 48, buf.length); j < stop; j++)
          if (buf[j] === 0x22) {
            end = j;
            break;
          }
        if (end < 0 && i + 48 < buf.length) end = buf.indexOf(0x22, i + 48);
        while (end >= 0) {
          let slashes = 0;
          while (buf[end - 1 - slashes] === 0x5c) slashes++;
          if (slashes % 2 === 0) break;
          end = buf.indexOf(0x22, end + 1);
        }
        if (end < 0) {
          i = buf.length - 1; // the string goes on in the next block
          continue;
        }
        i = end;
        inString = false;
        continue;
      }
      if (isSpace(c)) continue;
      if (closed) throw new Error('text after the list');
      if (!opened) {
        if (c !== 0x5b) throw new Error('not a list');
        opened = true;
        depth = 1;
        continue;
      }
      if (depth === 1 && itemStart < 0 && c !== 0x2c && c !== 0x5d) {
        itemStart = i;
        expectItem = false;
      }
      if (c === 0x22) inString = true;
      else if (c === 0x7b || c === 0x5b) depth++;
      else if (c === 0x7d || c === 0x5d) {
        depth--;
        if (depth === 0) {
          if (c !== 0x5d || expectItem) throw new Error('not a well-formed list');
          if (itemStart >= 0) emit(i);
          closed = true;
          if (ended) {
            ended(bufAt + i + 1);
            return false;
          }
        }
      } else if (c === 0x2c && depth === 1) {
        if (itemStart < 0) throw new Error('an empty element in the list');
        emit(i);
        expectItem = true;
      }
    }
    return true;
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

interface ReadListings {
  summaries: ListingSummary[];
  places: Places;
  /** properties.json, open; null when the snapshot has none. */
  file: OpenFile | null;
}

/**
 * One pass over properties.json: each listing's summary and place in the file; throws when it cannot be used.
 * `step` reads the next block (false when the pass is done), `done` gives what was read.
 */
interface ListingsPass {
  step(): boolean;
  done(): ReadListings;
  /** Closes the file of a pass given up. */
  abandon(): void;
}

function beginListings(file: string, log: (line: string) => void): ListingsPass {
  const summaries: ListingSummary[] = [];
  const places: Places = { offsets: [], lengths: [] };
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      return { step: () => false, done: () => ({ summaries, places, file: null }), abandon: () => undefined };
    throw err;
  }
  const stat = fs.fstatSync(fd);
  const open: OpenFile = { fd, closed: false, size: stat.size, mtimeMs: stat.mtimeMs };
  const seen = new Set<number>();
  const intern = createInterner();
  let total = 0;
  const scan = jsonArrayScanner(fd, (bytes, offset) => {
    total++;
    const item = JSON.parse(bytes.toString('utf8')) as unknown;
    if (!hasId(item) || seen.has(item.id)) return;
    seen.add(item.id);
    summaries.push(listingSummaryOf(item, intern));
    places.offsets.push(offset);
    places.lengths.push(bytes.length);
  });
  return {
    step() {
      try {
        return scan();
      } catch (err) {
        closeFile(open);
        throw new Error(`${file}: the listings are not a list of JSON values (${(err as Error).message})`);
      }
    },
    done() {
      // A file whose every entry is unusable is far more likely broken than a portal without offers.
      if (summaries.length === 0 && total > 0) {
        closeFile(open);
        throw new Error(`${file}: none of ${total} listings is readable`);
      }
      const skipped = total - summaries.length;
      if (skipped > 0) log(`[snapshot] ${skipped} listing(s) without a usable id or with a repeated one left out`);
      return { summaries, places, file: open };
    },
    abandon: () => closeFile(open),
  };
}

function snapshotOf(
  read: ReadListings,
  projects: readonly Project[],
  digest: string | null,
  version: number,
  merged: ReadonlyMap<number, number>,
  options: { cacheSize: number; fallback: (from: ListingSnapshot) => ListingSnapshot | null },
): ListingSnapshot {
  const { summaries, places, file } = read;
  const index = new Map<number, number>();
  summaries.forEach((s, i) => index.set(s.id, i));
  const projectById = new Map(projects.map((p) => [p.id, p]));
  // Recently read listings, the oldest first (a Map keeps its insertion order).
  const cache = new Map<number, Listing>();

  const bytesAt = (i: number): Buffer => {
    const length = places.lengths[i]!;
    const bytes = Buffer.allocUnsafe(length);
    for (let at = 0; at < length;) {
      const n = fs.readSync(file!.fd, bytes, at, length - at, places.offsets[i]! + at);
      if (n === 0) throw new Error('the listing snapshot file is shorter than when it was read');
      at += n;
    }
    return bytes;
  };

  const snapshot: ListingSnapshot = {
    listings: summaries,
    projects,
    digest,
    version,
    merged,
    summary: (id) => {
      const i = index.get(id);
      return i === undefined ? undefined : summaries[i];
    },
    listing(id) {
      const i = index.get(id);
      if (i === undefined || !file) return undefined;
      const hit = cache.get(id);
      if (hit) {
        cache.delete(id);
        cache.set(id, hit);
        return hit;
      }
      // Two snapshots old (its file is closed), or its file was written over in place instead of replaced: the
      // listing as the data stands now.
      let listing: Listing | undefined;
      try {
        if (unchanged(file)) listing = JSON.parse(bytesAt(i).toString('utf8')) as Listing;
      } catch {
        listing = undefined;
      }
      if (listing?.id !== id) return options.fallback(snapshot)?.listing(id);
      cache.set(id, listing);
      if (cache.size > options.cacheSize) cache.delete(cache.keys().next().value!);
      return listing;
    },
    *full() {
      if (!file) return;
      // Read in blocks of about 1 MB: the listings lie one after the other.
      let block = Buffer.alloc(0);
      let blockAt = 0;
      for (let i = 0; i < summaries.length; i++) {
        if (file.closed) throw new Error('the listing snapshot was replaced twice while it was being read');
        const offset = places.offsets[i]!;
        const length = places.lengths[i]!;
        if (offset < blockAt || offset + length > blockAt + block.length) {
          if (!unchanged(file)) throw new Error('the listing snapshot file was written over in place');
          let size = Math.max(BLOCK, length);
          block = Buffer.allocUnsafe(size);
          size = fs.readSync(file.fd, block, 0, size, offset);
          block = block.subarray(0, size);
          blockAt = offset;
          if (size < length) throw new Error('the listing snapshot file is shorter than when it was read');
        }
        yield JSON.parse(block.toString('utf8', offset - blockAt, offset - blockAt + length)) as Listing;
      }
    },
    project: (id) => projectById.get(id),
  };
  if (file) unreachable.register(snapshot, file);
  return snapshot;
}

const EMPTY: ReadListings = { summaries: [], places: { offsets: [], lengths: [] }, file: null };

export function createListingReader(options: ListingReaderOptions = {}): ListingReader {
  const dataDir = resolveDataDir(options.dataDir);
  const checkMs = options.checkMs ?? 5_000;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.error(line));
  const cacheSize = options.cacheSize ?? 256;
  // A snapshot that cannot read its file any more asks for the current one; the reader looks at meta.json first.
  const fallback = (from: ListingSnapshot) => {
    lookQuietly();
    return snapshot === from ? null : snapshot;
  };
  let snapshot = snapshotOf(EMPTY, [], null, 0, new Map(), { cacheSize, fallback });
  // The files of the current snapshot and the one before it (see the module comment).
  const files: OpenFile[] = [];
  let lastLook = -Infinity;
  // The digest of a snapshot that could not be read: looked at again only when asked to (refresh) or changed.
  let failed: string | null = null;
  let cache = new Map<(s: ListingSnapshot) => unknown, unknown>();

  // A pass under way that hands the event loop back between blocks (load): until it is done, the reader answers
  // with the snapshot it holds rather than read the same file a second time, all at once.
  let loading: Promise<boolean> | null = null;

  interface Pending {
    digest: string;
    paths: ReturnType<typeof snapshotFiles>;
    pass: ListingsPass;
  }

  /** A pass over the new snapshot, or null when there is none to read. A failure marks the digest as failed. */
  function begin(retryFailed: boolean): Pending | null {
    lastLook = now();
    const digest = readSnapshotDigest(dataDir);
    if (digest === null || digest === snapshot.digest || (digest === failed && !retryFailed)) return null;
    try {
      const paths = snapshotFiles(dataDir);
      return { digest, paths, pass: beginListings(paths.properties, log) };
    } catch (err) {
      failed = digest;
      throw err;
    }
  }

  function step(p: Pending): boolean {
    try {
      return p.pass.step();
    } catch (err) {
      failed = p.digest;
      throw err;
    }
  }

  /** The pass's snapshot becomes the current one; true. */
  function finish(p: Pending): boolean {
    try {
      const read = p.pass.done();
      let projects: Project[];
      try {
        projects = withIds<Project>(readList(p.paths.projects, 'projects'));
      } catch (err) {
        if (read.file) closeFile(read.file);
        throw err;
      }
      snapshot = snapshotOf(read, projects, p.digest, snapshot.version + 1, readMerged(p.paths.meta), {
        cacheSize,
        fallback,
      });
      if (read.file) files.push(read.file);
      while (files.length > 2) closeFile(files.shift()!);
      cache = new Map();
      failed = null;
      return true;
    } catch (err) {
      failed = p.digest;
      throw err;
    }
  }

  /** True when a new snapshot was read. */
  function look(retryFailed: boolean): boolean {
    if (loading) return false;
    const p = begin(retryFailed);
    if (!p) return false;
    while (step(p));
    return finish(p);
  }

  function load(): Promise<boolean> {
    if (loading) return loading;
    const run = (async () => {
      const p = begin(true);
      if (!p) return false;
      while (step(p)) await new Promise<void>((resolve) => setImmediate(resolve));
      return finish(p);
    })();
    loading = run;
    const settled = () => {
      if (loading === run) loading = null;
    };
    run.then(settled, settled);
    return run;
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
    load,
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
