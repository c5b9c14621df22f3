/**
 * Build-time access to the listing snapshot, loaded once per build process and shared by every page in every
 * language: 10,000 listings × 15 languages must not parse the snapshot 150,000 times. Also the search index built
 * from it, so the pre-rendered result pages, landing pages and the /search/*.json files all come from the same rows.
 *
 * Memory is bounded by the work, not by the catalogue: the process holds what the snapshot reader
 * (src/snapshot/reader.ts, the one reader of the snapshot) keeps of every listing, its summary and its place in
 * properties.json, and the catalogue built from the summaries. A page about one listing reads that listing in full
 * when it renders (`Catalog.listing`), through the reader's small cache.
 */
import type { Listing, Project } from '~/domain/listing';
import { listingSchema, projectSchema } from '~/domain/listing';
import { env } from '~/config/env';
import { createListingReader, type ListingSnapshot } from '~/snapshot/reader';
import { readHiddenIds } from '~/snapshot/hidden';
import { buildCatalog, type Catalog } from './build-catalog';
import { readStoredDigests } from './incremental/card-digest';

let pending: Promise<Catalog> | undefined;

/**
 * The snapshot as it stands when the build process first asks, held for the whole process: a sync during the
 * build does not change the data under half-rendered pages (the reader keeps the file it read open, and the sync
 * replaces it by rename). Without a snapshot (a fresh clone before the first sync) the site is built without
 * listings. A snapshot that is there but cannot be read fails the build: a site built without listings would go
 * live in place of the last good one, which stays live when a build fails (src/build/build-site.ts).
 */
export function readBuildSnapshot(dataDir?: string): ListingSnapshot {
  const reader = createListingReader({ dataDir, checkMs: Infinity });
  try {
    if (reader.refresh() === false && reader.current().digest === null)
      console.warn('[catalog] no listing snapshot yet (run `npm run sync`); the site is built without listings');
  } catch (e) {
    throw new Error(`cannot read the listing snapshot, the live build stays: ${(e as Error).message}`, { cause: e });
  }
  return reader.current();
}

/**
 * The catalogue of a snapshot: every listing but the hidden ones (src/snapshot/hidden.ts: built as if their feed
 * had withdrawn them), read in full by id through the schema the snapshot was written with (its defaults filled
 * in, as every page expects them); projects likewise. With the card digests the sync stored for this snapshot.
 */
export function catalogOf(snapshot: ListingSnapshot, dataDir?: string): Catalog {
  const hidden = readHiddenIds(dataDir);
  const summaries = hidden.size ? snapshot.listings.filter((l) => !hidden.has(l.id)) : [...snapshot.listings];
  const projects: Project[] = snapshot.projects.map((p) => projectSchema.parse(p));
  // The build's time, the same in every render process (src/build/render-env.ts); a lone `astro build` takes its own.
  const e = env();
  const now = e.PORTAL_BUILD_TIME ? Date.parse(e.PORTAL_BUILD_TIME) : Date.now();
  const full = (id: number): Listing => {
    const raw = snapshot.listing(id);
    if (!raw) throw new Error(`listing ${id} cannot be read from the listing snapshot`);
    return listingSchema.parse(raw);
  };
  const catalog = buildCatalog(summaries, projects, { now, staleAfterDays: e.STALE_AFTER_DAYS }, full);
  const stored = readStoredDigests(dataDir, snapshot.digest);
  if (stored) {
    catalog.cardDigests = stored.cards;
    catalog.cardFileDigests = stored.files;
  }
  return catalog;
}

export function getCatalog(): Promise<Catalog> {
  pending ??= Promise.resolve().then(() => catalogOf(readBuildSnapshot()));
  return pending;
}
