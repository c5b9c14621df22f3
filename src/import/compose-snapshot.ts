/**
 * From the sources' listings to the snapshot's content: listings of every source (one per agency and object number
 * however many sources hold it, see pickListings), projects linked to their units, each entry's digest, zod validation (an invalid
 * listing is left out and reported as a warning of its source) and meta with the counts and the sources.
 */
import { listingSchema, type Listing, type Project } from '../domain/listing';
import type { SnapshotMeta } from '../snapshot';
import { hashJson } from './importer';
import type { MediaStore } from './media';
import { loadProjects, setProjectDigests, type ProjectsResult } from './projects';
import type { SourceReport } from './report';
import { markSameHomes } from './same-homes';
import type { SplitPair } from '../domain/same-home';
import { laterThan, type IdMap, type SourceState, type StoredListing } from './state';
import { coded, type CodedWarning } from './warnings';

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
    /** Pairs of listings editors split: never one home (see ./same-homes). */
    splits?: readonly SplitPair[];
    /** Adds what lies around each listing (OpenStreetMap) before the digests are taken (it is shown, so content). */
    enrich?: (listings: Listing[]) => Promise<void>;
  },
): Promise<ComposedSnapshot> {
  const listings = pickListings(states, sourceReports, ctx.ids);
  const projectResult = await loadProjects(ctx.projectsDir, listings, ctx.ids, ctx.media, ctx.now);
  ctx.beforeDigest?.(listings);
  // A home's offers are shown on its page, so they are content: marked before the digests.
  markSameHomes(listings, ctx.splits ?? []);
  await ctx.translate?.(listings, projectResult.projects);
  await ctx.enrich?.(listings);
  const valid: Listing[] = [];
  for (const l of listings) {
    const { digest: _d, confirmed_at: confirmed, ...content } = l;
    // The day of the last confirmation is part of what the page says; the hour of each delivery is not, or every
    // feed would render all of its listings' pages again (older listings without it keep their digest).
    l.digest = hashJson(confirmed ? { ...content, confirmed_on: confirmed.slice(0, 10) } : content);
    const check = listingSchema.safeParse(l);
    if (check.success) valid.push(l);
    else {
      const src = sourceReports.find((r) => r.key === l.source);
      const doc = src?.documents[0];
      const warning = coded('validationFailed', {
        key: l.external_id,
        issues: check.error.issues
          .slice(0, 3)
          .map((i) => `${i.path.join('.')}: ${i.message}`)
          .join('; '),
      });
      if (doc) {
        doc.warning_count++;
        doc.warnings.push({ index: 0, key: l.external_id, ...warning });
      } else projectResult.errors.push(warning.message);
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
  const merged = ctx.ids.mergedIds();
  if (Object.keys(merged).length) meta.merged_ids = merged;
  return { properties: valid, projects, meta, projectResult };
}

/**
 * One listing per agency and object number. The same agency's listing may be held by several sources (its feed
 * folder, a feed URL, uploads in the admin area under any file name): the one delivered latest is shown, under the
 * id of the agency's listing (so favourites, alerts and the price history stay with it). What a later VOLL feed of
 * the agency or a later DELETE took off, from whichever source, is gone from all of them. When two sources read in
 * this run both carry it, each source's report says which one was shown.
 */
function pickListings(states: Map<string, SourceState>, sourceReports: SourceReport[], ids: IdMap): Listing[] {
  const all = [...states.values()];
  const candidates = new Map<string, Array<{ state: SourceState; stored: StoredListing; gone: boolean }>>();
  for (const state of all) {
    for (const stored of state.listings) {
      const gone = all.some(
        (other) =>
          other !== state &&
          (laterThan(other.superseded?.keys[stored.key], stored) ||
            laterThan(other.superseded?.agencies[stored.agency_id], stored)),
      );
      const list = candidates.get(stored.key) ?? [];
      list.push({ state, stored, gone });
      candidates.set(stored.key, list);
    }
  }
  const readNow = new Set(sourceReports.filter((r) => r.status === 'imported').map((r) => r.key));
  const warn = (sourceKey: string, warning: CodedWarning) => {
    const doc = sourceReports.find((r) => r.key === sourceKey)?.documents[0];
    if (doc) doc.file_warnings.push(warning);
  };
  const listings: Listing[] = [];
  const seenIds = new Set<number>();
  for (const [key, list] of candidates) {
    const live = list.filter((c) => !c.gone);
    if (!live.length) continue;
    // equal deliveries (state from before deliveries were recorded): the source applied later in the run wins
    const shown = live.reduce((best, c) => (laterThan(best.stored, c.stored) ? best : c));
    // a stored listing may be read from its source's file each time it is asked for (openSourceStates): once here
    const listing = shown.stored.listing;
    const id = ids.existingListingId(key) ?? listing.id;
    if (seenIds.has(id)) continue;
    seenIds.add(id);
    // The object is as fresh as the latest confirmation from any way it arrives (the agency's URL keeps confirming
    // what an editor's upload corrected). State from before listings carried confirmed_at knows the last delivery.
    const confirmed = live
      .map((c) => (c === shown ? listing : c.stored.listing).confirmed_at ?? c.stored.delivered)
      .reduce<string | undefined>((max, t) => (t && (!max || t > max) ? t : max), undefined);
    listings.push({ ...listing, id, project_id: null, ...(confirmed ? { confirmed_at: confirmed } : {}) });
    const others = list.filter((c) => c !== shown && readNow.has(c.state.key));
    if (others.length && readNow.has(shown.state.key)) {
      const what = { key: listing.external_id, id, anbieter: shown.stored.agency_id };
      for (const o of others) warn(o.state.key, coded('shownFromOther', { ...what, other: shown.state.label }));
      warn(shown.state.key, coded('shownFromHere', { ...what, others: others.map((o) => o.state.label).join(', ') }));
    }
  }
  return listings;
}
