/**
 * The brotli twins a build still lacks after Astro's render (./twins.ts): the bundles, the public
 * files and the search index's own files. Pages got theirs as Astro wrote them.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { brotliOptions, compressible, wantsTwin } from './twins';
import type { FolderVisit } from './walk';

const brotli = promisify(zlib.brotliCompress);

export interface PrecompressResult {
  compressed: number;
  linked: number;
  /** HTML pages among the compressed files: 0 when Astro's render gave every page its twin. */
  pages: number;
}

/** Files compressed at once. */
const COMPRESSORS = 4;

/**
 * Collects, folder by folder, the files that want a twin and have none (`files`, in the walk's order). A twin
 * without its file (written under a name Astro did not use) is an error.
 */
export function twinlessFiles(): { visit: FolderVisit; files: string[] } {
  const files: string[] = [];
  const visit: FolderVisit = (folder, _rel, entries) => {
    // Twins are looked up in the folder's listing: no system call for each of the 200,000 pages.
    const names = new Set(entries.map((e) => e.name));
    for (const e of entries) {
      if (e.isDirectory()) continue;
      const full = path.join(folder, e.name);
      if (e.name.endsWith('.br')) {
        if (!names.has(e.name.slice(0, -3))) throw new Error(`${full}: a compressed twin without its file`);
        continue;
      }
      // The size is asked only of a compressible file: the search index alone has 150,000 that are not.
      if (!names.has(`${e.name}.br`) && compressible(e.name) && wantsTwin(full, fs.statSync(full).size))
        files.push(full);
    }
  };
  return { visit, files };
}

/**
 * Writes the twins of `files` (under `dir`). A file identical to the reused build's (bundles and public files, when
 * the code did not change) gets that build's twin linked instead of compressed again. A file identical to one
 * compressed before it in this call, with the same options, gets that twin linked: the search index writes
 * Pagefind's own nine scripts and styles into every part's folder, the same bytes 44 times at 100,000 listings, and
 * compressing each copy at the bundles' level took 87 s of an incremental build. Never writes into an existing
 * file: taken-over files are hard links shared with the live build.
 */
export async function compressTwins(
  dir: string,
  reuse: string | null,
  files: readonly string[],
): Promise<PrecompressResult> {
  let i = 0;
  let linked = 0;
  // Content and options → the twin written for them (null when it could not be written).
  const made = new Map<string, Promise<string | null>>();
  const worker = async () => {
    while (i < files.length) {
      const file = files[i++]!;
      const data = await fs.promises.readFile(file);
      if (reuse) {
        const twin = path.join(reuse, path.relative(dir, file));
        if (await sameContent(twin, data)) {
          try {
            await fs.promises.link(twin + '.br', file + '.br');
            linked++;
            continue;
          } catch {
            // no twin there (or another file system): compress
          }
        }
      }
      const options = brotliOptions(file, data.length);
      const key = crypto.createHash('sha1').update(JSON.stringify(options)).update(data).digest('base64');
      const earlier = made.get(key);
      if (earlier) {
        const twin = await earlier;
        if (twin) {
          await fs.promises.link(twin, file + '.br');
          linked++;
          continue;
        }
      }
      const writing = (async () => {
        const br = await brotli(data, options);
        await fs.promises.writeFile(file + '.br', br, { flag: 'wx' });
        return file + '.br';
      })();
      if (!earlier)
        made.set(
          key,
          writing.catch(() => null),
        );
      await writing;
    }
  };
  await Promise.all(Array.from({ length: COMPRESSORS }, worker));
  const pages = files.filter((f) => f.endsWith('.html')).length;
  return { compressed: files.length - linked, linked, pages };
}

async function sameContent(file: string, data: Buffer): Promise<boolean> {
  try {
    const stat = await fs.promises.stat(file);
    if (stat.size !== data.length) return false;
    return (await fs.promises.readFile(file)).equals(data);
  } catch {
    return false;
  }
}
