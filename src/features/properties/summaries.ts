/**
 * The listing summaries in the API process's memory: the batch check and the favourites list answer from here
 * instead of fetching up to 500 summaries (about 0.7 KB each) from the database on every call, the two calls every
 * page with favourites or viewed listings makes. On PostgreSQL each round trip costs more than the rest of the
 * request; the copy of 10,000 listings takes about 8 MB.
 *
 * The copy is made from the snapshot the process's reader holds, with the same projection the properties table
 * stores (snapshot-loader.ts), once per snapshot: every process reads the shared data folder, so each answers the
 * new listings within one check interval of a sync, whichever process loaded the table.
 */
import type { ListingReader, ListingSnapshot } from '../../snapshot/reader';
import { sharedHiddenIds } from '../../snapshot/hidden';
import { listingSummary, SnapshotListing } from './snapshot-loader';

export interface ListingSummaries {
  /** The summary (JSON text) of a listing of the current snapshot. */
  get(id: number): string | undefined;
}

/** Each readable listing's summary as JSON text, by id (the first of a repeated id, as the table keeps it). */
function summariesOf(snapshot: ListingSnapshot): Map<number, string> {
  const byId = new Map<number, string>();
  for (const item of snapshot.listings) {
    const parsed = SnapshotListing.safeParse(item);
    if (parsed.success && !byId.has(parsed.data.id))
      byId.set(parsed.data.id, JSON.stringify(listingSummary(parsed.data)));
  }
  return byId;
}

/** A listing the editors hid (DATA_DIR/state/hidden.json) is answered as withdrawn, as the next build will show it. */
export function createListingSummaries(listings: ListingReader): ListingSummaries {
  const hidden = sharedHiddenIds(listings.dataDir);
  return { get: (id) => (hidden.get().has(id) ? undefined : listings.derived(summariesOf).get(id)) };
}
