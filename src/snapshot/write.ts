/**
 * Writing the listing snapshot. Each file is written atomically (temp file + rename), meta.json last: a reader
 * that sees a new digest sees the data that belongs to it.
 */
import fs from 'node:fs';
import type { Listing, Project } from '../domain/listing';
import { writeFileAtomic, writeJsonAtomic } from './atomic-file';
import type { SnapshotMeta } from './format';
import { snapshotFiles } from './paths';

export function writeSnapshot(
  dataDir: string,
  snapshot: { properties: Listing[]; projects: Project[]; meta: SnapshotMeta },
): void {
  const files = snapshotFiles(dataDir);
  fs.mkdirSync(files.dir, { recursive: true });
  writeJsonAtomic(files.properties, snapshot.properties);
  writeJsonAtomic(files.projects, snapshot.projects);
  writeFileAtomic(files.meta, JSON.stringify(snapshot.meta, null, 2));
}
