/**
 * The listing snapshot as the matching and the newsletter read it: the listings and projects files only (the
 * meta file's bookkeeping is the importer's business), loosely typed: matching fills what a listing lacks.
 */
import fs from 'node:fs';
import { snapshotFiles } from '../../snapshot/paths';
import type { Listing, Project } from '../../domain/listing';

function readArray(file: string): unknown[] {
  if (!fs.existsSync(file)) return [];
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (Array.isArray(raw)) return raw;
  const inner = (raw as { properties?: unknown })?.properties;
  return Array.isArray(inner) ? inner : [];
}

export function readListingData(dataDir: string): { listings: Listing[]; projects: Project[] } {
  const files = snapshotFiles(dataDir);
  const listings = readArray(files.properties).filter(
    (l): l is Listing => !!l && typeof (l as Listing).id === 'number',
  );
  const projects = readArray(files.projects).filter(
    (p): p is Project => !!p && typeof (p as Project).id === 'number' && Array.isArray((p as Project).units),
  );
  return { listings, projects };
}

let statusCache: { stamp: string; statuses: Map<number, string | null> } | null = null;

/**
 * Each listing's status in the current snapshot (absent: gone from the data), read once per snapshot file: a
 * report run right after a sync must judge by the new data, which the API's own copy may not have loaded yet.
 */
export function listingStatuses(dataDir: string): Map<number, string | null> {
  const file = snapshotFiles(dataDir).properties;
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  const stamp = stat ? `${file}:${stat.mtimeMs}:${stat.size}` : `${file}:none`;
  if (statusCache?.stamp !== stamp) {
    const statuses = new Map<number, string | null>();
    for (const l of readListingData(dataDir).listings)
      statuses.set(l.id, typeof l.status === 'string' ? l.status : null);
    statusCache = { stamp, statuses };
  }
  return statusCache.statuses;
}
