/**
 * Listings the editors took off the site (a report said scam, say): DATA_DIR/state/hidden.json, a list of ids.
 * The API writes it (atomically: a reader sees the old list or the new one, never half of one); the build skips
 * these ids as if their feed had withdrawn them, and the API answers them as withdrawn. The list is apart from
 * the snapshot on purpose: a hidden listing leaves the site at the next build, not at the next feed, and the next
 * feed does not bring it back.
 */
import fs from 'node:fs';
import path from 'node:path';
import { resolveDataDir } from './paths';
import { writeFileAtomic } from './atomic-file';

export function hiddenFile(dataDir?: string): string {
  return path.join(resolveDataDir(dataDir), 'state', 'hidden.json');
}

/** The hidden ids; none when there is no list yet (or it cannot be read: hiding is never a reason to fail a build). */
export function readHiddenIds(dataDir?: string): Set<number> {
  let text: string;
  try {
    text = fs.readFileSync(hiddenFile(dataDir), 'utf8');
  } catch {
    return new Set();
  }
  try {
    const parsed = JSON.parse(text) as { ids?: unknown };
    const ids = Array.isArray(parsed.ids) ? parsed.ids : [];
    return new Set(ids.filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0));
  } catch {
    return new Set();
  }
}

/** Writes the list (sorted, so the file changes only when the set does). */
export function writeHiddenIds(ids: Iterable<number>, dataDir?: string): void {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  writeFileAtomic(hiddenFile(dataDir), `${JSON.stringify({ ids: sorted })}\n`);
  // This process sees its own write at once; others within their check interval.
  watchers.get(resolveDataDir(dataDir))?.refresh();
}

export interface HiddenIds {
  get(): ReadonlySet<number>;
  /** Forgets the last look (this process just wrote the file). */
  refresh(): void;
}

const watchers = new Map<string, HiddenIds>();

/** The process's one watcher of a data folder's hidden list (the API's summaries ask it on every lookup). */
export function sharedHiddenIds(dataDir: string): HiddenIds {
  const key = resolveDataDir(dataDir);
  let w = watchers.get(key);
  if (!w) {
    w = hiddenIdsWatcher(key);
    watchers.set(key, w);
  }
  return w;
}

/**
 * The hidden ids as a long-running process sees them: the file is looked at again at most once per `checkMs`
 * and read again only when its modification time changed, so a hot path may ask on every call.
 */
export function hiddenIdsWatcher(dataDir: string, checkMs = 2_000, now: () => number = Date.now): HiddenIds {
  let ids = new Set<number>();
  let mtime = -1;
  let checkedAt = -Infinity;
  return {
    get(): ReadonlySet<number> {
      const at = now();
      if (at - checkedAt < checkMs) return ids;
      checkedAt = at;
      let m = 0;
      try {
        m = fs.statSync(hiddenFile(dataDir)).mtimeMs;
      } catch {
        m = 0;
      }
      if (m !== mtime) {
        mtime = m;
        ids = m ? readHiddenIds(dataDir) : new Set();
      }
      return ids;
    },
    refresh(): void {
      checkedAt = -Infinity;
      mtime = -1;
    },
  };
}
