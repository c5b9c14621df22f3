/**
 * Walks a build's folder tree without blocking the build script: a build has 200,000 folders (one per page), and
 * the script collects the search index's processes as they end while the walk runs beside them.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Which of the top-level entries to visit: all but `skip`, or `only` these. */
export interface WalkScope {
  skip?: readonly string[];
  only?: readonly string[];
}

/** A folder's entries, with its path relative to the walk's root ('' for the root). */
export type FolderVisit = (folder: string, rel: string, entries: fs.Dirent[]) => void | Promise<void>;

/** Folders read at once: their system calls wait in libuv's threads, not in the event loop. */
const READERS = 8;

/**
 * Calls `visit` once for every folder under `root` (the root included, its entries narrowed to `scope`), in no
 * particular order. The first error a visit throws ends the walk with it.
 */
export async function walkFolders(root: string, visit: FolderVisit, scope: WalkScope = {}): Promise<void> {
  let reading = 0;
  const waiting: Array<() => void> = [];
  let failed = false;
  const readdir = async (folder: string) => {
    if (reading >= READERS) await new Promise<void>((resolve) => waiting.push(resolve));
    reading++;
    try {
      return await fs.promises.readdir(folder, { withFileTypes: true });
    } finally {
      reading--;
      waiting.shift()?.();
    }
  };
  const walk = async (folder: string, rel: string): Promise<void> => {
    // After a failure the folders not read yet are left alone.
    if (failed) return;
    let entries = await readdir(folder);
    if (folder === root) {
      const { skip, only } = scope;
      entries = entries.filter((e) => (only ? only.includes(e.name) : !skip?.includes(e.name)));
    }
    await visit(folder, rel, entries);
    await Promise.all(
      entries
        .filter((e) => e.isDirectory())
        .map((e) => walk(path.join(folder, e.name), rel ? `${rel}/${e.name}` : e.name)),
    );
  };
  try {
    await walk(root, '');
  } catch (err) {
    failed = true;
    throw err;
  }
}
