/**
 * One walk over a build's folder tree (200,000 folders at 10,000 listings, one per page) for the steps that need
 * to see every file: the brotli twins still missing and the pages' inline scripts. Synchronous, after the search
 * index: run through Node's asynchronous calls beside the search index's processes, the walks took so much of the
 * two cores that a full build's index at 10,000 listings took 110 s instead of 75.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A folder's entries, with its path relative to the walk's root ('' for the root). */
export type FolderVisit = (folder: string, rel: string, entries: fs.Dirent[]) => void;

/**
 * Calls each visit once for every folder under `root`, the root included, except the folders in `skip` (paths
 * relative to the root) and all below them: a tree taken over whole from the live build, where that build's walk
 * found nothing to do (the search index's base: some 400,000 files at 100,000 listings in German). Gives the number
 * of folders visited.
 */
export function walkFolders(
  root: string,
  visits: readonly FolderVisit[],
  skip: ReadonlySet<string> = new Set(),
): number {
  let folders = 0;
  const walk = (folder: string, rel: string) => {
    folders++;
    const entries = fs.readdirSync(folder, { withFileTypes: true });
    for (const visit of visits) visit(folder, rel, entries);
    for (const e of entries) {
      if (!e.isDirectory()) continue;
      const sub = rel ? `${rel}/${e.name}` : e.name;
      if (!skip.has(sub)) walk(path.join(folder, e.name), sub);
    }
  };
  walk(root, '');
  return folders;
}
