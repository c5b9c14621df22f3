/**
 * From the sources' listings to the snapshot's content: listings of every source (an id already taken by an
 * earlier source is left out), projects linked to their units, each entry's digest, zod validation (an invalid
 * listing is left out and reported as a warning of its source) and meta with the counts and the sources.
 */
import { listingSchema, type Listing, type Project } from '../domain/listing';
import type { SnapshotMeta } from '../snapshot';
import { hashJson } from './importer';
import type { MediaStore } from './media';
import { loadProjects, setProjectDigests, type ProjectsResult } from './projects';
import type { SourceReport } from './report';
import type { IdMap, SourceState } from './state';

export interface ComposedSnapshot {
  /** Valid listings, sorted by id. */
  properties: Listing[];
  projects: Project[];
  meta: SnapshotMeta;
  projectResult: ProjectsResult;
}

/**
 * `sourceReports` are completed here: a listing that fails validation becomes a warning of its source's first
 * document, and each source's `listings` becomes its count in the snapshot.
 */
export async function composeSnapshot(
  states: Map<string, SourceState>,
  sourceReports: SourceReport[],
  ctx: {
    projectsDir: string;
    ids: IdMap;
    media: MediaStore;
    now: string;
    /** Completes the listings before their digests are taken (the price history is part of a listing's content). */
    beforeDigest?: (listings: Listing[]) => void;
    /** Adds machine translations to listings and projects before their digests are taken (they are content too). */
    translate?: (listings: Listing[], projects: Project[]) => Promise<void>;
  },
): Promise<ComposedSnapshot> {
  const listings: Listing[] = [];
  const seenIds = new Set<number>();
  for (const state of states.values()) {
    for (const s of state.listings) {
      if (seenIds.has(s.listing.id)) continue;
      seenIds.add(s.listing.id);
      listings.push({ ...s.listing, project_id: null });
    }
  }
  const projectResult = await loadProjects(ctx.projectsDir, listings, ctx.ids, ctx.media, ctx.now);
  ctx.beforeDigest?.(listings);
  await ctx.translate?.(listings, projectResult.projects);
  const valid: Listing[] = [];
  for (const l of listings) {
    const { digest: _d, ...content } = l;
    l.digest = hashJson(content);
    const check = listingSchema.safeParse(l);
    if (check.success) valid.push(l);
    else {
      const src = sourceReports.find((r) => r.key === l.source);
      const doc = src?.documents[0];
      const msg = `listing ${l.external_id} failed validation and was left out: ${check.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ')}`;
      if (doc) {
        doc.warning_count++;
        doc.warnings.push({ index: 0, key: l.external_id, message: msg });
      } else projectResult.errors.push(msg);
    }
  }
  valid.sort((a, b) => a.id - b.id);
  const projects: Project[] = projectResult.projects;
  setProjectDigests(projects, valid);
  for (const r of sourceReports) r.listings = valid.filter((l) => l.source === r.key).length;

  const digest = hashJson({ l: valid.map((l) => l.digest), p: projects.map((p) => p.digest) });
  const countBy = (key: (l: Listing) => string) => {
    const out: Record<string, number> = {};
    for (const l of valid) out[key(l)] = (out[key(l)] ?? 0) + 1;
    return out;
  };
  const meta: SnapshotMeta = {
    generatedAt: ctx.now,
    digest,
    counts: {
      properties: valid.length,
      projects: projects.length,
      byStatus: countBy((l) => l.status),
      byObjektart: countBy((l) => l.objektart),
      byVermarktungsart: countBy((l) => l.vermarktungsart),
    },
    sources: sourceReports.map((r) => ({
      key: r.key,
      origin: r.origin,
      label: r.label,
      status: r.status,
      listings: r.listings,
      last_success_at: states.get(r.key)?.last_success_at ?? null,
      ...(r.error ? { error: r.error } : {}),
    })),
  };
  return { properties: valid, projects, meta, projectResult };
}
