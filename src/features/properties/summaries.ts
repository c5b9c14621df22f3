/**
 * The listing summaries in the API process's memory: the batch check and the favourites list answer from here
 * instead of fetching up to 500 summaries (about 0.7 KB each) from the database on every call, the two calls every
 * page with favourites or viewed listings makes. On PostgreSQL each round trip costs more than the rest of the
 * request; the copy of 10,000 listings takes about 8 MB.
 *
 * The copy follows the properties table, not the snapshot file: it is read again whenever the table's snapshot
 * digest differs from the one it was read at. The snapshot loader asks after each load and on its periodic check,
 * so a process whose table another process reloaded catches up within one check interval.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema';
import { allSummaries, loadedSnapshotDigest } from './repository';

export interface ListingSummaries {
  /** The summary (JSON text) of a listing the table holds. */
  get(id: number): string | undefined;
  /** Reads the table again when its digest is not the one the copy was read at. */
  sync(): Promise<void>;
}

export function createListingSummaries(db: Kysely<DB>): ListingSummaries {
  let byId = new Map<number, string>();
  // undefined: never read; null: read from a table that had no snapshot digest yet.
  let readAt: string | null | undefined;
  let syncing: Promise<void> | null = null;

  async function read(): Promise<void> {
    const digest = (await loadedSnapshotDigest(db)) ?? null;
    if (digest === readAt && digest !== null) return;
    // Digest and rows come from two statements; a load committed between them is caught by the next check,
    // which finds a digest the copy was not read at.
    const rows = await allSummaries(db);
    byId = new Map(rows.map((row) => [row.id, row.summary]));
    readAt = digest;
  }

  return {
    get: (id) => byId.get(id),
    sync() {
      // Concurrent callers share one read.
      syncing ??= read().finally(() => (syncing = null));
      return syncing;
    },
  };
}
