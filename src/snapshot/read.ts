/**
 * Reading the listing snapshot. A missing snapshot is not an error: a fresh clone has none until the first sync
 * and still builds (without listings).
 */
import fs from 'node:fs';
import { projectsFileSchema, propertiesFileSchema, snapshotMetaSchema, type Snapshot } from './format';
import { snapshotFiles } from './paths';
import type { Listing, Project } from '../domain/listing';

/** Whether a snapshot has been written (its meta.json exists). */
export function snapshotExists(dataDir?: string): boolean {
  return fs.existsSync(snapshotFiles(dataDir).meta);
}

/**
 * Reads the snapshot synchronously. Missing snapshot → empty lists and meta null (a fresh clone still builds).
 * `validate` (default false: the writer already validated every entry) runs the zod schemas over everything,
 * about 0.1 s per 1,000 listings.
 */
export function readSnapshot(dataDir?: string, options: { validate?: boolean } = {}): Snapshot {
  const files = snapshotFiles(dataDir);
  if (!fs.existsSync(files.meta)) return { properties: [], projects: [], meta: null };
  const read = (file: string) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : []);
  const meta = snapshotMetaSchema.parse(JSON.parse(fs.readFileSync(files.meta, 'utf8')));
  const properties = read(files.properties);
  const projects = read(files.projects);
  if (options.validate) {
    return { properties: propertiesFileSchema.parse(properties), projects: projectsFileSchema.parse(projects), meta };
  }
  if (!Array.isArray(properties) || !Array.isArray(projects))
    throw new Error(`${files.dir}: properties.json and projects.json must be arrays`);
  return { properties: properties as Listing[], projects: projects as Project[], meta };
}

/** meta.json as it stands, unvalidated, or null (none yet, or not JSON): for the cheap reads below. */
function readMetaLoosely(dataDir?: string): { digest?: unknown; counts?: { properties?: unknown } } | null {
  try {
    return JSON.parse(fs.readFileSync(snapshotFiles(dataDir).meta, 'utf8'));
  } catch {
    return null;
  }
}

/** The digest of the current snapshot, or null (none yet, or unreadable); cheap: reads meta.json only. */
export function readSnapshotDigest(dataDir?: string): string | null {
  const digest = readMetaLoosely(dataDir)?.digest;
  return typeof digest === 'string' ? digest : null;
}

/** How many listings the current snapshot holds (0 without one, or unreadable); cheap: reads meta.json only. */
export function readSnapshotListingCount(dataDir?: string): number {
  const count = readMetaLoosely(dataDir)?.counts?.properties;
  return Number.isInteger(count) && (count as number) > 0 ? (count as number) : 0;
}
