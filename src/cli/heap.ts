/**
 * The heap limit of the serving process (`npm run serve`: the API, the site and the job worker). V8 sizes its heap
 * by the machine's memory, not by what the process holds: with 100,000 listings the API keeps about 230 MB live,
 * but under a load of batch checks it let 1.1–1.6 GB of answers pile up as garbage between full collections and
 * stood at 580–926 MB resident. With a limit V8 collects before the heap reaches it, so the process stays near
 * the limit plus the young generation and Node's own memory (docs/benchmarks.md, the API with 100,000 listings).
 *
 * The limit follows the catalog the snapshot holds when the process starts, as the render's does
 * (src/build/render-heap.ts): a base for the code, the database and the requests in flight, and a share per
 * listing for its summary in the snapshot reader and the search agents' match index. API_HEAP_MB sets it, 0 leaves
 * V8's own; a `--max-old-space-size` the operator passed (on the command line or in NODE_OPTIONS) stands.
 *
 * The young generation is bounded too (SEMI_SPACE_MB per semi-space): Node 24's V8 gave it 128 MB, all of it
 * resident once a load has passed through, for objects that live for one request.
 */
import fs from 'node:fs';
import { childEnv, env, nodeOptionsHeapMb } from '../config/env';
import { snapshotFiles } from '../snapshot/paths';

/** What the serving process holds whatever the catalog: the code, the database's caches, requests in flight. */
export const API_HEAP_BASE_MB = 192;
/** Per listing: its summary kept by the reader (about 0.7 KB), the index by id, and room for the match index. */
export const API_HEAP_PER_LISTING_KB = 2;
/** Never less: start-up (the features' migrations, the first snapshot read) needs it however small the catalog. */
export const API_HEAP_MIN_MB = 256;
/** The young generation's semi-space (V8's `--max-semi-space-size`), with the heap limit. */
export const SEMI_SPACE_MB = 16;

/** The limit in MB for a catalog of `listings`; `configured` wins when set (0: no limit of ours). */
export function apiHeapMb(listings: number, configured?: number): number {
  if (configured !== undefined) return configured;
  const needed = API_HEAP_BASE_MB + Math.ceil((listings * API_HEAP_PER_LISTING_KB) / 1024);
  return Math.max(API_HEAP_MIN_MB, needed);
}

/** The listings the snapshot in `dataDir` holds by its meta.json; 0 without a readable one. */
export function snapshotListingCount(dataDir?: string): number {
  try {
    const meta = JSON.parse(fs.readFileSync(snapshotFiles(dataDir).meta, 'utf8')) as {
      counts?: { properties?: unknown };
    };
    const n = meta.counts?.properties;
    return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

/** Whether Node options already hold a heap limit (read as the render plan reads NODE_OPTIONS). */
export function hasHeapLimit(options: readonly string[]): boolean {
  return options.some((o) => nodeOptionsHeapMb(o) !== undefined);
}

/** The Node flags for a heap limit of `mb`: the old generation's and the young one's (unless `own` sets it). */
export function heapFlags(mb: number, own: readonly string[] = []): string[] {
  const semi = own.some((o) => /(^|\s)--max-semi-space-size([=\s]|$)/.test(o));
  return [`--max-old-space-size=${mb}`, ...(semi ? [] : [`--max-semi-space-size=${SEMI_SPACE_MB}`])];
}

/**
 * Runs this process again with the heap limit when it has none (the same Node, its flags, script and arguments;
 * Node's process.execve replaces the process in place, so its id, signals and exit code stay the caller's). True
 * when the process was replaced (never returns then in practice); false when it goes on as it is: a limit is
 * already set, API_HEAP_MB is 0, or the platform cannot replace a process (Windows).
 */
export function relaunchWithHeapLimit(configured?: number): boolean {
  const own = [...process.execArgv, env().NODE_OPTIONS ?? ''];
  if (hasHeapLimit(own)) return false;
  const mb = apiHeapMb(snapshotListingCount(), configured);
  if (mb === 0) return false;
  const execve = (process as { execve?: (file: string, args: string[], env: NodeJS.ProcessEnv) => never }).execve;
  if (typeof execve !== 'function') return false;
  const args = [process.execPath, ...process.execArgv, ...heapFlags(mb, own), ...process.argv.slice(1)];
  execve.call(process, process.execPath, args, childEnv());
  return true;
}
