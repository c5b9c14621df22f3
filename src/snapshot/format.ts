/**
 * The listing snapshot's format: what the importer writes and the site build and the API read.
 *   properties.json  Listing[] (sorted by id)
 *   projects.json    Project[] (sorted by id)
 *   meta.json        { generatedAt, digest, counts, sources, merged_ids? }
 * Listings and projects are the normalized domain model (src/domain/listing.ts); this module adds the files' shape.
 */
import { z } from 'zod';
import { listingSchema, projectSchema, type Listing, type Project } from '../domain/listing';

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
  /**
   * Ids an object gave up when its ids were collapsed to one (the same agency's listing imported under several
   * sources before ids were keyed by agency) → the id it kept: the API moves favourites and price alerts along.
   */
  merged_ids: z.record(z.string(), z.int().positive()).optional(),
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
