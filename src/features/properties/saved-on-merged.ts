import type { Kysely } from 'kysely';
import type { DB } from '../db';
import { planMove, type SavedOnListing } from '../../domain/merged-listings';

/** The tables whose rows are a user's thing saved on one listing (see SavedOnListing). */
export type SavedOnListingTable = 'favorites' | 'price_alerts';

/** Rows per statement: well under SQLite's and PostgreSQL's limits on bound parameters. */
const CHUNK = 500;

/**
 * Moves the rows of `table` on ids their objects gave up (`merged`: given up → kept) to the kept ids, one per user
 * and listing (the oldest; see planMove). Run inside the transaction that loads the snapshot saying so; a second run
 * finds nothing on the given-up ids and changes nothing. Returns how many rows were moved or removed.
 */
export async function moveSavedOnMerged(
  db: Kysely<DB>,
  table: SavedOnListingTable,
  merged: ReadonlyMap<number, number>,
): Promise<number> {
  const from = [...merged.keys()];
  const onGivenUp: SavedOnListing[] = [];
  for (let i = 0; i < from.length; i += CHUNK)
    onGivenUp.push(
      ...(await db
        .selectFrom(table)
        .select(['id', 'user_id', 'property_id', 'created_at'])
        .where('property_id', 'in', from.slice(i, i + CHUNK))
        .execute()),
    );
  if (!onGivenUp.length) return 0;
  const users = [...new Set(onGivenUp.map((r) => r.user_id))];
  const targets = [...new Set(onGivenUp.map((r) => merged.get(r.property_id)!))];
  const onKept: SavedOnListing[] = [];
  for (let i = 0; i < users.length; i += CHUNK)
    onKept.push(
      ...(await db
        .selectFrom(table)
        .select(['id', 'user_id', 'property_id', 'created_at'])
        .where('user_id', 'in', users.slice(i, i + CHUNK))
        .where('property_id', 'in', targets)
        .execute()),
    );
  const plan = planMove([...onGivenUp, ...onKept], merged);
  // removed first: the row that stays may take the place (user, listing) of one removed
  for (let i = 0; i < plan.remove.length; i += CHUNK)
    await db
      .deleteFrom(table)
      .where('id', 'in', plan.remove.slice(i, i + CHUNK))
      .execute();
  for (const r of plan.repoint)
    await db.updateTable(table).set({ property_id: r.property_id }).where('id', '=', r.id).execute();
  return plan.remove.length + plan.repoint.length;
}
