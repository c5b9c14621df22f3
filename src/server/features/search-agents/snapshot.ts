/**
 * The listing snapshot as the matching and the newsletter read it: the listings and projects files only (the
 * meta file's bookkeeping is the importer's business), loosely typed: matching fills what a listing lacks.
 */
import fs from 'node:fs';
import { snapshotFiles } from '../../../snapshot/paths';
import type { Listing, Project } from '../../../domain/listing';

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
