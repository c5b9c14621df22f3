/**
 * The Content-Security-Policy hashes of the inline scripts a build may run: the ones the portal's templates write
 * (src/site/inline-scripts.ts) and the framework's island loader and hydration directives, taken from the framework's
 * own package. The built pages are only checked against that list, never trusted: an inline script found in a page
 * that is not on it (one that came in with listing text, say) gets no hash, so browsers refuse to run it, and the
 * build names it.
 */
import fs from 'node:fs';
import path from 'node:path';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import idleDirective from 'astro/runtime/client/idle.prebuilt.js';
import loadDirective from 'astro/runtime/client/load.prebuilt.js';
import mediaDirective from 'astro/runtime/client/media.prebuilt.js';
import onlyDirective from 'astro/runtime/client/only.prebuilt.js';
import visibleDirective from 'astro/runtime/client/visible.prebuilt.js';
import { portalInlineScripts } from '../site/inline-scripts';
import { inlineScriptHashes, scriptHash } from './page-scripts';
import type { FolderVisit } from './walk';

export { scriptHash };

/** The hashes of every inline script the portal and the framework write. */
export function knownInlineScriptHashes(): Set<string> {
  const bodies = [
    ...portalInlineScripts(),
    islandScript,
    idleDirective,
    loadDirective,
    mediaDirective,
    onlyDirective,
    visibleDirective,
  ];
  return new Set(bodies.map((body) => scriptHash(body)));
}

export interface InlineScriptScan {
  /**
   * What the policy allows: every known script, whether or not a static page uses it (a page rendered on request
   * may, and the list does not depend on what the pages contain).
   */
  hashes: string[];
  /** Inline scripts in the pages that are not known, by page and hash: not allowed. */
  foreign: Array<{ file: string; hash: string }>;
  /** HTML pages in the folder. */
  pages: number;
}

/** Where a page's inline scripts are known without reading it. */
export interface ScannedPages {
  /** The hashes of the scripts allowed to run: by default every inline script the portal and the framework write. */
  known?: Set<string>;
  /** Pages whose scripts were taken while Astro rendered them: path in the folder → their scripts' hashes. */
  rendered?: ReadonlyMap<string, readonly string[]>;
  /** Pages the build took over from the live one (paths in the folder): checked when that build was made. */
  takenOver?: ReadonlySet<string>;
  /**
   * Without that list, the folder such pages came from: a page that is the same file (a hard link) as that folder's
   * page at the same place is skipped.
   */
  scannedIn?: string | null;
}

/**
 * Sorts the inline scripts of the built pages under `dir` into known and foreign, as a visit of a walk over `dir`
 * (./walk.ts) followed by `finish`, which reads the pages whose scripts are not known otherwise. Pages in folders
 * the walk leaves out are handed to `add` by their paths in `dir`, each once, files of other kinds ignored.
 */
export function inlineScriptScan(
  dir: string,
  {
    known = knownInlineScriptHashes(),
    rendered = new Map(),
    takenOver = new Set(),
    scannedIn = null,
  }: ScannedPages = {},
): { visit: FolderVisit; add: (rels: Iterable<string>) => void; finish: () => Promise<InlineScriptScan> } {
  const files: string[] = [];
  const scannedBefore = (full: string, rel: string) => {
    if (takenOver.has(rel)) return true;
    if (!scannedIn) return false;
    const there = fs.statSync(path.join(scannedIn, rel), { throwIfNoEntry: false });
    if (!there) return false;
    const here = fs.statSync(full);
    return there.ino === here.ino && there.dev === here.dev;
  };
  const foreign: InlineScriptScan['foreign'] = [];
  const check = (file: string, hashes: readonly string[]) => {
    for (const hash of hashes) if (!known.has(hash)) foreign.push({ file, hash });
  };
  let pages = 0;
  const page = (rel: string, full: string) => {
    pages++;
    if (rendered.has(rel)) check(rel, rendered.get(rel)!);
    else if (!scannedBefore(full, rel)) files.push(rel);
  };
  const visit: FolderVisit = (folder, relDir, entries) => {
    for (const e of entries) {
      if (e.isDirectory() || !e.name.endsWith('.html')) continue;
      page(relDir ? `${relDir}/${e.name}` : e.name, path.join(folder, e.name));
    }
  };
  const add = (rels: Iterable<string>) => {
    for (const rel of rels) if (rel.endsWith('.html')) page(rel, path.join(dir, rel));
  };
  const finish = async (): Promise<InlineScriptScan> => {
    for (const rel of files.sort())
      check(rel, inlineScriptHashes(await fs.promises.readFile(path.join(dir, rel), 'utf8')));
    return { hashes: [...known].sort(), foreign: foreign.sort((a, b) => a.file.localeCompare(b.file)), pages };
  };
  return { visit, add, finish };
}
