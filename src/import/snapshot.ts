/**
 * The snapshot: the normalized listings and projects that the site build and the API read.
 *   DATA_DIR/snapshot/properties.json  Listing[] (sorted by id)
 *   DATA_DIR/snapshot/projects.json    Project[] (sorted by id)
 *   DATA_DIR/snapshot/meta.json        { generatedAt, digest, counts, sources }
 * Each file is written atomically (temp file + rename); meta.json last, so a reader that sees a new digest
 * sees the data that belongs to it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { listingSchema, projectSchema, type Listing, type Project } from '../domain/listing';
import { resolveDataDir, writeFileAtomic, writeJsonAtomic } from './state';

export { listingSchema, projectSchema, type Listing, type Project };

export const snapshotSourceSchema = z.object({
  key: z.string(),
  origin: z.enum(['feeds', 'url', 'import']),
  label: z.string(),
  status: z.enum(['imported', 'unchanged', 'kept_previous', 'removed', 'failed']),
  listings: z.int().nonnegative(),
  last_success_at: z.string().nullable(),
  error: z.string().optional(),
});

export const snapshotMetaSchema = z.object({
  /** ISO date-time of the run that wrote the snapshot. */
  generatedAt: z.string(),
  /** Hash over every entry's digest: changes exactly when the data changes (not when only generatedAt does). */
  digest: z.string(),
  counts: z.object({
    properties: z.int().nonnegative(),
    projects: z.int().nonnegative(),
    byStatus: z.record(z.string(), z.int().nonnegative()),
    byObjektart: z.record(z.string(), z.int().nonnegative()),
    byVermarktungsart: z.record(z.string(), z.int().nonnegative()),
  }),
  sources: z.array(snapshotSourceSchema),
});
export type SnapshotMeta = z.infer<typeof snapshotMetaSchema>;

export const propertiesFileSchema = z.array(listingSchema);
export const projectsFileSchema = z.array(projectSchema);

export interface Snapshot {
  properties: Listing[];
  projects: Project[];
  /** null when no snapshot has been written yet. */
  meta: SnapshotMeta | null;
}

export function snapshotDir(dataDir?: string): string {
  return path.join(resolveDataDir(dataDir), 'snapshot');
}

/**
 * Reads the snapshot synchronously. Missing snapshot → empty lists and meta null (a fresh clone still builds).
 * `validate` (default false: the writer already validated every entry) runs the zod schemas over everything,
 * about 0.1 s per 1,000 listings.
 */
export function readSnapshot(dataDir?: string, options: { validate?: boolean } = {}): Snapshot {
  const dir = snapshotDir(dataDir);
  const metaFile = path.join(dir, 'meta.json');
  if (!fs.existsSync(metaFile)) return { properties: [], projects: [], meta: null };
  const read = (name: string) => {
    const file = path.join(dir, name);
    return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
  };
  const meta = snapshotMetaSchema.parse(JSON.parse(fs.readFileSync(metaFile, 'utf8')));
  const properties = read('properties.json');
  const projects = read('projects.json');
  if (options.validate) {
    return { properties: propertiesFileSchema.parse(properties), projects: projectsFileSchema.parse(projects), meta };
  }
  if (!Array.isArray(properties) || !Array.isArray(projects)) throw new Error(`${dir}: properties.json and projects.json must be arrays`);
  return { properties: properties as Listing[], projects: projects as Project[], meta };
}

/** The digest of the current snapshot, or null; cheap (reads meta.json only). */
export function readSnapshotDigest(dataDir?: string): string | null {
  try {
    const meta = JSON.parse(fs.readFileSync(path.join(snapshotDir(dataDir), 'meta.json'), 'utf8'));
    return typeof meta.digest === 'string' ? meta.digest : null;
  } catch {
    return null;
  }
}

export function writeSnapshot(dataDir: string, snapshot: { properties: Listing[]; projects: Project[]; meta: SnapshotMeta }): void {
  const dir = snapshotDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  writeJsonAtomic(path.join(dir, 'properties.json'), snapshot.properties);
  writeJsonAtomic(path.join(dir, 'projects.json'), snapshot.projects);
  writeFileAtomic(path.join(dir, 'meta.json'), JSON.stringify(snapshot.meta, null, 2));
}
