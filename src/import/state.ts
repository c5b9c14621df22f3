/**
 * What the importer remembers between runs, under DATA_DIR:
 * - state/ids.json: the stable integer ids (URLs, favourites and price alerts use them), keyed by agency + object
 *   number: a listing is the same whether its feed arrives from a folder, a URL or an upload in the admin area;
 *   the ids that one object lost when its ids were collapsed to one stay known (IdMap.mergedIds), so that what
 *   users saved on them follows to the one it kept;
 * - sources/<key>.json: each source's last good listings, so an unreadable feed keeps its previous data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Listing } from '../domain/listing';
import { writeFileAtomic, writeJsonAtomic } from '../snapshot/atomic-file';
import { scanJsonArray } from '../snapshot/reader';

const idFileSchema = z.object({
  version: z.literal(1),
  next: z.int().positive(),
  /**
   * The ids as they were first keyed: `source|agency|object`. Kept as they are (never renumbered) so that the
   * agency keys below can take over their numbers, and a listing not yet re-read since keeps its id.
   */
  listings: z.record(z.string(), z.int().positive()),
  /** `agency|object` → id: the identity of a listing whatever way its feed arrives. */
  agency_listings: z.record(z.string(), z.int().positive()).optional(),
  projects: z.record(z.string(), z.int().positive()),
  /**
   * Collapses the key comparison cannot see (derived `auto-…` keys hashed the source in, see listingId): the
   * id given up → the id kept. Those of source-keyed entries follow from the two maps above (mergedIds).
   */
  merged: z.record(z.string(), z.int().positive()).optional(),
  /** Counts the sources' applications (see StoredListing.arrival): a higher number was applied later. */
  arrivals: z.int().nonnegative().optional(),
});

/** Source keys are slugs without "|": the first "|" of a legacy key ends its source. */
function withoutSource(legacyKey: string): string | null {
  const bar = legacyKey.indexOf('|');
  return bar > 0 ? legacyKey.slice(bar + 1) : null;
}

export class IdMap {
  private data: z.infer<typeof idFileSchema>;
  private byAgency: Record<string, number>;
  private dirty = false;

  constructor(private readonly file: string) {
    let loaded: z.infer<typeof idFileSchema> | null = null;
    if (fs.existsSync(file)) {
      const parsed = idFileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
      // a damaged id map would silently renumber every listing (breaking favourites): stop instead
      if (!parsed.success) throw new Error(`${file} is not a valid id map: ${parsed.error.message}`);
      loaded = parsed.data;
    }
    this.data = loaded ?? { version: 1, next: 1, listings: {}, agency_listings: {}, projects: {} };
    this.byAgency = this.data.agency_listings ??= {};
    this.migrate();
  }

  /**
   * Ids keyed by source get their agency key. When the same agency's object was imported under several sources
   * (a folder and an upload, two upload file names), the lowest id is kept: it is the one the portal has shown
   * longest, so the most favourites, alerts and links point at it. Derived keys (`auto-…`) hashed the source in,
   * so they cannot be matched here; they are taken over when their listing is read again (listingId's legacyKeys).
   */
  private migrate(): void {
    const lowest = new Map<string, number>();
    for (const [legacy, id] of Object.entries(this.data.listings)) {
      const key = withoutSource(legacy);
      if (key && !(key in this.byAgency)) lowest.set(key, Math.min(id, lowest.get(key) ?? id));
    }
    for (const [key, id] of lowest) this.byAgency[key] = id;
    if (lowest.size) this.dirty = true;
  }

  static load(dataDir: string): IdMap {
    return new IdMap(path.join(dataDir, 'state', 'ids.json'));
  }

  /**
   * The listing's id by `agency|object`. `legacyKeys` are source-keyed entries (`source|agency|object`) that may
   * hold its number from before. Of all the numbers the object has, the lowest is kept (as in migrate): the others
   * are recorded as merged into it, so favourites and alerts on them can follow.
   */
  listingId(key: string, legacyKeys: readonly string[] = []): number {
    const known = [this.byAgency[key], ...legacyKeys.map((k) => this.data.listings[k])].filter((n): n is number => !!n);
    if (!known.length) {
      const id = this.data.next++;
      this.byAgency[key] = id;
      this.dirty = true;
      return id;
    }
    const id = Math.min(...known);
    if (this.byAgency[key] !== id) {
      this.byAgency[key] = id;
      this.dirty = true;
    }
    for (const other of known) {
      if (other === id || this.data.merged?.[other] === id) continue;
      (this.data.merged ??= {})[other] = id;
      this.dirty = true;
    }
    return id;
  }

  /**
   * Every id an object gave up when its ids were collapsed to one → the id it kept (followed to the end when it
   * was collapsed again). Source-keyed entries whose object's agency key holds another number, and the recorded
   * collapses of derived keys. An id given up is never handed out again, so the map only grows.
   */
  mergedIds(): Record<string, number> {
    const step = new Map<number, number>();
    for (const [legacy, id] of Object.entries(this.data.listings)) {
      const key = withoutSource(legacy);
      const kept = key ? this.byAgency[key] : undefined;
      if (kept && kept !== id) step.set(id, kept);
    }
    for (const [from, to] of Object.entries(this.data.merged ?? {})) step.set(Number(from), to);
    const out: Record<string, number> = {};
    for (const from of step.keys()) {
      let to = step.get(from)!;
      // a chain ends at an id nothing merged further; the guard stops a cycle a hand-edited map could hold
      for (let hops = 0; step.has(to) && hops < step.size; hops++) to = step.get(to)!;
      if (to !== from) out[from] = to;
    }
    return out;
  }

  /** The id the listing has, without giving it one. */
  existingListingId(key: string): number | null {
    return this.byAgency[key] ?? null;
  }

  /** A number greater than every earlier source application's (saved with the map). */
  nextArrival(): number {
    this.data.arrivals = (this.data.arrivals ?? 0) + 1;
    this.dirty = true;
    return this.data.arrivals;
  }

  projectId(slug: string): number {
    let id = this.data.projects[slug];
    if (!id) {
      id = this.data.next++;
      this.data.projects[slug] = id;
      this.dirty = true;
    }
    return id;
  }

  save(): void {
    if (this.dirty) writeFileAtomic(this.file, JSON.stringify(this.data));
    this.dirty = false;
  }
}

/**
 * When a source applied something: the feed's delivery (a local file's modification time, a download's or upload's
 * moment) and, for equal deliveries, the order of application (IdMap.nextArrival). The same agency's listing may
 * be held by several sources (its folder, a URL, uploads): the one delivered latest is shown.
 */
export interface Arrival {
  delivered: string;
  arrival: number;
}

/** Whether `a` was delivered after `b`; what carries no stamp (state from before stamps) counts as earliest. */
export function laterThan(a: Partial<Arrival> | undefined, b: Partial<Arrival> | undefined): boolean {
  const da = a?.delivered ?? '';
  const db = b?.delivered ?? '';
  if (da !== db) return da > db;
  return (a?.arrival ?? 0) > (b?.arrival ?? 0);
}

/** A listing inside a source's state. */
export interface StoredListing extends Partial<Arrival> {
  /** `${agencyId}|${objectKey}` — the listing's identity, the same in every source. */
  key: string;
  agency_id: string;
  /** Hash of the listing's content without dates, to tell a real change from a re-send. */
  content_digest: string;
  listing: Listing;
}

/**
 * What a source's feeds took off the portal, for the listings other sources hold: a VOLL feed supersedes every
 * listing of its agencies delivered before it (the agency's full stock is what it sends), a DELETE the listing it
 * names.
 */
export interface Superseded {
  agencies: Record<string, Arrival>;
  keys: Record<string, Arrival>;
}

export interface SourceState {
  version: 1;
  key: string;
  origin: 'feeds' | 'url' | 'import';
  label: string;
  /** Hash of the inputs (file names, sizes, modification times, or downloaded bytes) of the last good run. */
  fingerprint: string;
  last_success_at: string;
  listings: StoredListing[];
  superseded?: Superseded;
}

export function sourceFile(dataDir: string, key: string): string {
  return path.join(dataDir, 'sources', `${key.replace(/[^a-z0-9._-]+/gi, '_')}.json`);
}

export function loadSourceState(dataDir: string, key: string): SourceState | null {
  const file = sourceFile(dataDir, key);
  if (!fs.existsSync(file)) return null;
  try {
    const s = JSON.parse(fs.readFileSync(file, 'utf8')) as SourceState;
    return s && s.version === 1 && Array.isArray(s.listings) ? s : null;
  } catch {
    return null;
  }
}

export function saveSourceState(dataDir: string, state: SourceState): void {
  const { listings, ...head } = state;
  writeJsonAtomic(sourceFile(dataDir, state.key), listings, { head, key: 'listings' });
}

/** What a source's state says of itself, without its listings: what the admin area asks of each source. */
export type SourceSummary = Pick<
  SourceState,
  'version' | 'key' | 'origin' | 'label' | 'fingerprint' | 'last_success_at'
>;

const SUMMARY_FIELDS = ['version', 'key', 'origin', 'label', 'fingerprint', 'last_success_at'] as const;

/**
 * Each source's summary, read from the head of its state file: a state is written with its own fields before its
 * listings (saveSourceState), so only the bytes before the list are read, however many listings follow (at
 * 100,000 listings a source's file holds hundreds of MB). A file written whole before that layout, whose fields
 * may follow the list, is scanned to the list's end without parsing a listing. A file that is not a state is left
 * out.
 */
export function listSourceSummaries(dataDir: string): SourceSummary[] {
  const out: SourceSummary[] = [];
  for (const f of stateFiles(dataDir)) {
    const fd = fs.openSync(f, 'r');
    try {
      const summary = readSourceSummary(fd);
      if (summary?.version === 1) out.push(summary);
    } catch {
      /* not a state: left out */
    } finally {
      fs.closeSync(fd);
    }
  }
  return out;
}

function readSourceSummary(fd: number): SourceSummary | null {
  const start = listingsStart(fd);
  if (!start) return null;
  let state = withoutListings(start.head, start.at, '}') as Partial<SourceState> | null;
  if (!state || typeof state !== 'object') return null;
  if (SUMMARY_FIELDS.some((k) => !(k in state!))) {
    const end = scanJsonArray(fd, () => {}, { from: start.at + LISTINGS_KEY.length - 1, trailing: true });
    state = withoutListings(start.head, start.at, tailOf(fd, end)) as Partial<SourceState> | null;
    if (!state || typeof state !== 'object') return null;
  }
  const summary = Object.fromEntries(SUMMARY_FIELDS.map((k) => [k, state![k]]));
  return summary as SourceSummary;
}

/** The state files of the data folder, in the order of their names. */
function stateFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'sources');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => path.join(dir, n));
}

/** The sources' states as the sync reads them (openSourceStates); `close` when the run no longer needs them. */
export interface OpenedSourceStates {
  states: SourceState[];
  close(): void;
}

const LISTINGS_KEY = Buffer.from('"listings":[');

/**
 * Every source's state before a run, read one listing at a time: of each stored listing its own fields are kept
 * (key, agency, content hash, delivery: what the run compares and how listings arriving by another way are
 * recognised), and its `listing` is read again from the file whenever it is asked for (a getter, so spreading or
 * serialising the entry reads it). A source's file holds about 5 KB of JSON per listing and parsed three to four
 * times that: at 40,000 listings 216 MB and about 900 MB of heap, held whole beside the listings being applied;
 * kept this way a few MB. What a run keeps (an unread source, a feed that failed, a partial feed's other
 * listings) is read back when the new state or the snapshot is written. Each file stays open until `close`: a
 * source's new state replaces its file by rename, which leaves the open one as it was. A file that is not one
 * object with a `listings` list is left out, as a file that does not parse was before.
 */
export function openSourceStates(dataDir: string): OpenedSourceStates {
  const fds: number[] = [];
  const states: SourceState[] = [];
  const close = () => {
    for (const fd of fds.splice(0)) fs.closeSync(fd);
  };
  for (const f of stateFiles(dataDir)) {
    const fd = fs.openSync(f, 'r');
    let state: SourceState | null = null;
    try {
      state = openSourceState(fd);
    } catch {
      state = null;
    }
    if (state && state.version === 1) {
      fds.push(fd);
      states.push(state);
    } else fs.closeSync(fd);
  }
  return { states, close };
}

function openSourceState(fd: number): SourceState | null {
  const start = listingsStart(fd);
  if (!start) return null;
  const listings: StoredListing[] = [];
  const end = scanJsonArray(fd, (bytes, offset) => listings.push(storedOnDemand(fd, bytes, offset)), {
    from: start.at + LISTINGS_KEY.length - 1,
    trailing: true,
  });
  const state = withoutListings(start.head, start.at, tailOf(fd, end)) as SourceState | null;
  if (!state || typeof state !== 'object') return null;
  state.listings = listings;
  return state;
}

/**
 * Where a state file's list of listings begins: the first `"listings":[` of the file is its key (inside a string a
 * quote is escaped, and no other value of a state is a list under that name), and the bytes read up to it.
 */
function listingsStart(fd: number): { head: Buffer; at: number } | null {
  const size = fs.fstatSync(fd).size;
  let head = Buffer.alloc(0);
  let at = -1;
  while (at < 0 && head.length < size) {
    const chunk = Buffer.allocUnsafe(Math.min(1 << 20, size - head.length));
    const n = fs.readSync(fd, chunk, 0, chunk.length, head.length);
    if (n === 0) break;
    head = Buffer.concat([head, chunk.subarray(0, n)]);
    at = head.indexOf(LISTINGS_KEY, Math.max(0, head.length - n - LISTINGS_KEY.length));
  }
  return at < 0 ? null : { head, at };
}

/** The file's text after the list of listings (which ends at `end`). */
function tailOf(fd: number, end: number): string {
  const tail = Buffer.allocUnsafe(fs.fstatSync(fd).size - end);
  fs.readSync(fd, tail, 0, tail.length, end);
  return tail.toString('utf8');
}

/** The state object without its listings: what precedes them and what follows (the superseded keys of older files). */
function withoutListings(head: Buffer, at: number, tail: string): unknown {
  const before = head.subarray(0, at).toString('utf8').trimEnd();
  const after = tail.trimStart();
  return JSON.parse(before.endsWith('{') ? before + after.replace(/^,/, '') : before.replace(/,$/, '') + after);
}

/** A stored listing with its own fields in their order and `listing` read from the file when asked for. */
function storedOnDemand(fd: number, bytes: Buffer, offset: number): StoredListing {
  const parsed = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
  const length = bytes.length;
  const out = {} as Record<string, unknown>;
  for (const [k, v] of Object.entries(parsed)) {
    if (k !== 'listing') out[k] = v;
    else
      Object.defineProperty(out, 'listing', {
        enumerable: true,
        configurable: true,
        get() {
          const b = Buffer.allocUnsafe(length);
          fs.readSync(fd, b, 0, length, offset);
          return (JSON.parse(b.toString('utf8')) as StoredListing).listing;
        },
      });
  }
  return out as unknown as StoredListing;
}

export function removeSourceState(dataDir: string, key: string): void {
  fs.rmSync(sourceFile(dataDir, key), { force: true });
}
