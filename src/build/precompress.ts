/**
 * The brotli twins a build still lacks after Astro's render (./twins.ts): the bundles, the public
 * files and the search index's own files. Pages got theirs as Astro wrote them.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { isPartFile } from '../domain/page-parts';
import { brotliOptions, compressible, wantsTwin } from './twins';
import type { FolderVisit } from './walk';

const brotli = promisify(zlib.brotliCompress);

export interface PrecompressResult {
  compressed: number;
  linked: number;
  /** HTML pages among the compressed files: 0 when Astro's render gave every page its twin. */
  pages: number;
}

/** The project's folder Astro copies into every build's client folder as it is (Astro's `publicDir`). */
export const PUBLIC_DIR = 'public';

/**
 * The top folders of a client folder that an incremental build's walk for missing twins leaves out: those holding
 * the pages with a page key (`keyed`, lists of paths relative to the client folder). Every file in them has its twin already
 * or needs none: a page taken over was linked with its twin, a page Astro wrote got its twin as it was handed over
 * (./rendered-pages-integration.ts, which every page Astro generates passes, with a page key or without), a spliced
 * page got a new twin with its new bytes, a parts' file is never sent. What an incremental build writes without a
 * twin lies elsewhere: Astro's bundles (`_astro`), the public files it copies, the search index's delta. A top
 * folder that also holds a public file (`publicNames`, the public folder's own entries) is walked. Those folders
 * are about one per page (51,300 of 51,400 at 10,000 listings in German), so the walk grew with the catalogue
 * whatever a sync changed; the full build walks them all, as its pages' twins are made there when Astro did not.
 */
export function pageTrees(keyed: ReadonlyArray<Iterable<string>>, publicNames: ReadonlySet<string>): Set<string> {
  const trees = new Set<string>();
  for (const files of keyed)
    for (const file of files) {
      const top = topFolder(file);
      if (top) trees.add(top);
    }
  for (const name of publicNames) trees.delete(name);
  return trees;
}

/** The entries of the project's public folder (none when it has none). */
export function publicNames(dir = PUBLIC_DIR): Set<string> {
  return new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
}

/** The top folder of a file's path relative to the client folder ('' for a file at the top). */
export function topFolder(file: string): string {
  const slash = file.indexOf('/');
  return slash > 0 ? file.slice(0, slash) : '';
}

/** Files compressed at once. */
const COMPRESSORS = 4;

/**
 * Collects, folder by folder, the files that want a twin and have none (`files`, in the walk's order). A twin
 * without its file (written under a name Astro did not use) is an error. Files in folders the walk leaves out are
 * handed to `add` by their full paths.
 */
export function twinlessFiles(): {
  visit: FolderVisit;
  add: (paths: Iterable<string>) => void;
  files: string[];
} {
  const files: string[] = [];
  const visit: FolderVisit = (folder, _rel, entries) => {
    // Twins are looked up in the folder's listing: no system call for each of the 200,000 pages.
    const names = new Set(entries.map((e) => e.name));
    for (const e of entries) {
      if (e.isDirectory()) continue;
      if (e.name.endsWith('.br')) {
        if (!names.has(e.name.slice(0, -3)))
          throw new Error(`${path.join(folder, e.name)}: a compressed twin without its file`);
        continue;
      }
      // The size is asked only of a compressible file that may be sent: the search index alone has 150,000 files
      // that are not compressible, and every detail page a parts' file that is never sent (one system call each).
      if (names.has(`${e.name}.br`) || !compressible(e.name)) continue;
      const full = path.join(folder, e.name);
      if (!isPartFile(full) && wantsTwin(full, fs.statSync(full).size)) files.push(full);
    }
  };
  // A file known by its name, in a folder the walk leaves out: its twin is looked for on the disk.
  const add = (paths: Iterable<string>) => {
    for (const full of paths) {
      if (!compressible(full) || isPartFile(full) || fs.existsSync(`${full}.br`)) continue;
      if (wantsTwin(full, fs.statSync(full).size)) files.push(full);
    }
  };
  return { visit, add, files };
}

/**
 * Writes the twins of `files` (under `dir`). A file identical to the reused build's (bundles and public files, when
 * the code did not change) gets that build's twin linked instead of compressed again; so does a file identical to
 * its `sameAs` (another file of this build that has its twin already) when both take the same options, as the search
 * index's delta has the same nine Pagefind scripts and styles as its base, which took 0.8 CPU seconds at level 11 in
 * every incremental build. A file identical to one compressed before it in this call, with the same options, gets
 * that twin linked: the search index writes Pagefind's own scripts into every part's folder, the same bytes 44 times
 * at 100,000 listings, and compressing each copy at the bundles' level took 87 s of an incremental build. A linked
 * twin is the very bytes compressing the file would give: the same content at the same options. Never writes into
 * an existing file: taken-over files are hard links shared with the live build.
 */
export async function compressTwins(
  dir: string,
  reuse: string | null,
  files: readonly string[],
  sameAs: (file: string) => string | null = () => null,
): Promise<PrecompressResult> {
  let i = 0;
  let linked = 0;
  // Content and options → the twin written for them (null when it could not be written).
  const made = new Map<string, Promise<string | null>>();
  // A file of this call has no twin yet to link (its content is matched through `made` instead).
  const pending = new Set(files);
  const worker = async () => {
    while (i < files.length) {
      const file = files[i++]!;
      const data = await fs.promises.readFile(file);
      const options = brotliOptions(file, data.length);
      const elsewhere = [reuse ? path.join(reuse, path.relative(dir, file)) : null, sameAs(file)];
      let took = false;
      for (const other of elsewhere) {
        if (!other || pending.has(other)) continue;
        if (!sameOptions(brotliOptions(other, data.length), options) || !(await sameContent(other, data))) continue;
        try {
          await fs.promises.link(other + '.br', file + '.br');
          took = true;
          break;
        } catch {
          // no twin there (or another file system): look further, else compress
        }
      }
      if (took) {
        linked++;
        continue;
      }
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

function sameOptions(a: zlib.BrotliOptions, b: zlib.BrotliOptions): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
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
