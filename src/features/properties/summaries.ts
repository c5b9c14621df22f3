/**
 * The listing summaries the batch check and the favourites list answer with (the two calls every page with
 * favourites or viewed listings makes): made from the snapshot the process's reader holds, with the same projection
 * the properties table stores (snapshot-loader.ts), instead of fetched from the database on every call (on
 * PostgreSQL each round trip costs more than the rest of the request).
 *
 * Made when asked for and the last CACHE_SIZE kept per snapshot, not one for every listing: at 100,000 listings a
 * copy of all took 110 MB beside the reader's own summaries, and one takes some microseconds to make. Every
 * process reads the shared data folder, so each answers the new listings within one check interval of a sync,
 * whichever process loaded the table.
 */
import type { ListingReader, ListingSnapshot } from '../../snapshot/reader';
import { sharedHiddenIds } from '../../snapshot/hidden';
import { listingSummary, SnapshotListing } from './snapshot-loader';

export interface ListingSummaries {
  /** The summary (JSON text) of a listing of the current snapshot. */
  get(id: number): string | undefined;
}

/** How many summaries each snapshot keeps made (a page asks for at most 500 at once; favourites are fewer). */
const CACHE_SIZE = 10_000;

/** A snapshot and the summaries made of it, the most recently asked for last (a Map keeps its insertion order). */
function cacheOf(snapshot: ListingSnapshot): { snapshot: ListingSnapshot; made: Map<number, string | null> } {
  return { snapshot, made: new Map() };
}

/** The summary (JSON text) of the snapshot's listing `id`, null when there is none or it cannot be read. */
function summaryOf(snapshot: ListingSnapshot, id: number): string | null {
  const parsed = SnapshotListing.safeParse(snapshot.summary(id));
  return parsed.success && parsed.data.id === id ? JSON.stringify(listingSummary(parsed.data)) : null;
}

/** A listing the editors hid (DATA_DIR/state/hidden.json) is answered as withdrawn, as the next build will show it. */
export function createListingSummaries(listings: ListingReader): ListingSummaries {
  const hidden = sharedHiddenIds(listings.dataDir);
  return {
    get(id) {
      if (hidden.get().has(id)) return undefined;
      const { snapshot, made } = listings.derived(cacheOf);
      let summary = made.get(id);
      if (summary !== undefined) made.delete(id);
      else summary = summaryOf(snapshot, id);
      made.set(id, summary);
      if (made.size > CACHE_SIZE) made.delete(made.keys().next().value!);
      return summary ?? undefined;
    },
  };
}
