/**
 * Finished exposés on disk under DATA_DIR/expose-cache, one file per listing content, options, language and
 * template version: the listing's digest changes with its content, so a changed listing never hits an old PDF.
 * Files are written to a temporary name and renamed, so a reader never sees half a PDF.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';

export interface ExposeCache {
  key(parts: Record<string, unknown>): string;
  get(key: string): Promise<Buffer | null>;
  put(key: string, pdf: Buffer): Promise<void>;
  readonly dir: string;
}

export function createExposeCache(dataDir: string): ExposeCache {
  const dir = path.join(dataDir, 'expose-cache');
  const file = (key: string) => path.join(dir, `${key}.pdf`);
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
        return await fs.promises.readFile(file(key));
      } catch {
        return null;
      }
    },
    async put(key, pdf) {
      await fs.promises.mkdir(dir, { recursive: true });
      const tmp = `${file(key)}.${randomBytes(4).toString('hex')}.tmp`;
      await fs.promises.writeFile(tmp, pdf);
      await fs.promises.rename(tmp, file(key));
    },
  };
}
