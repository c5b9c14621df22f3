/**
 * Writing the listing snapshot. Each file is written atomically (temp file + rename), meta.json last: a reader
 * that sees a new digest sees the data that belongs to it. With the listings, their card digests for the site
 * build's page keys (src/site/incremental/card-digest.ts), made once here instead of in every build.
 */
import fs from 'node:fs';
import type { Listing, Project } from '../domain/listing';
import { writeFileAtomic, writeJsonAtomic } from './atomic-file';
import type { SnapshotMeta } from './format';
import { snapshotFiles } from './paths';
import { writeCardDigests } from '../site/incremental/card-digest';

export function writeSnapshot(
  dataDir: string,
  snapshot: { properties: Listing[]; projects: Project[]; meta: SnapshotMeta },
): void {
  const files = snapshotFiles(dataDir);
  fs.mkdirSync(files.dir, { recursive: true });
  writeJsonAtomic(files.properties, snapshot.properties);
  writeJsonAtomic(files.projects, snapshot.projects);
  writeCardDigests(dataDir, snapshot.properties, snapshot.meta.digest);
  writeFileAtomic(files.meta, JSON.stringify(snapshot.meta, null, 2));
}
