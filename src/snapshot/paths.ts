/**
 * Where the listing snapshot lives: DATA_DIR/snapshot/{properties,projects,meta}.json. Every reader and writer
 * takes its paths from here, so the layout is spelled out once.
 */
import path from 'node:path';
import { env } from '../config/env';

/** The runtime data folder: the given one, else the configured DATA_DIR (relative to the working directory). */
export function resolveDataDir(dataDir?: string): string {
  return path.resolve(dataDir ?? env().DATA_DIR);
}

export function snapshotDir(dataDir?: string): string {
  return path.join(resolveDataDir(dataDir), 'snapshot');
}

export interface SnapshotFiles {
  dir: string;
  properties: string;
  projects: string;
  /** Written last: its digest announces data that is already complete on disk. */
  meta: string;
}

export function snapshotFiles(dataDir?: string): SnapshotFiles {
  const dir = snapshotDir(dataDir);
  return {
    dir,
    properties: path.join(dir, 'properties.json'),
    projects: path.join(dir, 'projects.json'),
    meta: path.join(dir, 'meta.json'),
  };
}
