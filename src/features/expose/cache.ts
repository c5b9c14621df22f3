/**
 * Finished exposés on disk under DATA_DIR/expose-cache, one file per listing content, options, language and
 * template version: the listing's digest changes with its content, so a changed listing never hits an old PDF.
 * Files are written to a temporary name and renamed, so a reader never sees half a PDF. A hit refreshes the
 * file's time; files unused for MAX_AGE_MS are removed (checked at most hourly, after a write), which also clears
 * the PDFs of listings that changed or left. The folder holds at most `maxBytes` (EXPOSE_CACHE_MB): after a write
 * that takes it beyond, the least recently used files go until it fits, so many languages and options of many
 * listings cannot fill the disk within the month.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { writeFileAtomicAsync } from '../../snapshot/atomic-file';

export const MAX_AGE_MS = 30 * 24 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;

export interface ExposeCache {
  key(parts: Record<string, unknown>): string;
  get(key: string): Promise<Buffer | null>;
  put(key: string, pdf: Buffer): Promise<void>;
  /** Removes files unused since `now - MAX_AGE_MS`; returns how many. */
  prune(now: number): Promise<number>;
  /** Removes the least recently used files until the folder holds at most the cap; returns how many. */
  trim(): Promise<number>;
  /** The bytes of the PDFs in the folder. */
  size(): Promise<number>;
  readonly dir: string;
}

export function createExposeCache(
  dataDir: string,
  clock: () => number = Date.now,
  maxBytes = Number.POSITIVE_INFINITY,
): ExposeCache {
  const dir = path.join(dataDir, 'expose-cache');
  const file = (key: string) => path.join(dir, `${key}.pdf`);
  let lastPrune = 0;

  /** The finished PDFs (temporary files of writes in progress left out), oldest use first. */
  async function files(): Promise<{ full: string; size: number; used: number }[]> {
    let names: string[];
    try {
      names = await fs.promises.readdir(dir);
    } catch {
      return [];
    }
    const out: { full: string; size: number; used: number }[] = [];
    for (const name of names.filter((n) => n.endsWith('.pdf'))) {
      const full = path.join(dir, name);
      const st = await fs.promises.stat(full).catch(() => null);
      if (st) out.push({ full, size: st.size, used: st.mtimeMs });
    }
    return out.sort((a, b) => a.used - b.used);
  }

  async function trim(): Promise<number> {
    if (!Number.isFinite(maxBytes)) return 0;
    const all = await files();
    let total = all.reduce((sum, f) => sum + f.size, 0);
    let removed = 0;
    for (const f of all) {
      if (total <= maxBytes) break;
      await fs.promises.rm(f.full, { force: true });
      total -= f.size;
      removed++;
    }
    return removed;
  }

  async function prune(now: number): Promise<number> {
    let removed = 0;
    let names: string[];
    try {
      names = await fs.promises.readdir(dir);
    } catch {
      return 0;
    }
    for (const name of names) {
      const full = path.join(dir, name);
      try {
        const st = await fs.promises.stat(full);
        if (st.mtimeMs < now - MAX_AGE_MS) {
          await fs.promises.rm(full, { force: true });
          removed++;
        }
      } catch {
        // removed meanwhile
      }
    }
    return removed;
  }

  return {
    dir,
    key(parts) {
      const canonical = JSON.stringify(
        Object.keys(parts)
          .sort()
          .map((k) => [k, parts[k]]),
      );
      return createHash('sha256').update(canonical).digest('hex').slice(0, 40);
    },
    async get(key) {
      try {
        const pdf = await fs.promises.readFile(file(key));
        // The file's time is its last use: the size cap removes the least recently used first.
        const at = new Date(clock());
        await fs.promises.utimes(file(key), at, at).catch(() => {});
        return pdf;
      } catch {
        return null;
      }
    },
    async put(key, pdf) {
      await fs.promises.mkdir(dir, { recursive: true });
      await writeFileAtomicAsync(file(key), pdf, `${file(key)}.${randomBytes(4).toString('hex')}.tmp`);
      const now = clock();
      await fs.promises.utimes(file(key), new Date(now), new Date(now)).catch(() => {});
      await trim();
      if (now - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = now;
        void prune(now).catch((err: unknown) => console.warn('[expose] cache prune failed:', err));
      }
    },
    prune,
    trim,
    size: async () => (await files()).reduce((sum, f) => sum + f.size, 0),
  };
}
