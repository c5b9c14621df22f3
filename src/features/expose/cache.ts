/**
 * Finished exposés on disk under DATA_DIR/expose-cache, one file per listing content, options, language and
 * template version: the listing's digest changes with its content, so a changed listing never hits an old PDF.
 * Files are written to a temporary name and renamed, so a reader never sees half a PDF. A hit refreshes the
 * file's time; files unused for MAX_AGE_MS are removed (checked at most hourly, after a write), which also clears
 * the PDFs of listings that changed or left.
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
  readonly dir: string;
}

export function createExposeCache(dataDir: string, clock: () => number = Date.now): ExposeCache {
  const dir = path.join(dataDir, 'expose-cache');
  const file = (key: string) => path.join(dir, `${key}.pdf`);
  let lastPrune = 0;

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
        const at = new Date(clock());
        void fs.promises.utimes(file(key), at, at).catch(() => {});
        return pdf;
      } catch {
        return null;
      }
    },
    async put(key, pdf) {
      await fs.promises.mkdir(dir, { recursive: true });
      await writeFileAtomicAsync(file(key), pdf, `${file(key)}.${randomBytes(4).toString('hex')}.tmp`);
      const now = clock();
      if (now - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = now;
        void prune(now).catch((err: unknown) => console.warn('[expose] cache prune failed:', err));
      }
    },
    prune,
  };
}
