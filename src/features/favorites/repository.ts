/** The favourites table. Every query takes the user's id: one user never reads or changes another's. */
import type { Kysely } from 'kysely';
import type { DB } from '../db';
import { planMove, type SavedOnListing } from '../../domain/merged-listings';

export type FavoriteRow = { id: number; property_id: number; created_at: number };

/** The user's favourites, newest first (their listings' summaries come from the API's copy in memory). */
export function listFavorites(db: Kysely<DB>, userId: number): Promise<FavoriteRow[]> {
  return db
    .selectFrom('favorites')
    .select(['id', 'property_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Saves a favourite; undefined when the user had saved it already. */
export function addFavorite(
  db: Kysely<DB>,
  userId: number,
  propertyId: number,
  at: number,
): Promise<FavoriteRow | undefined> {
  return db
    .insertInto('favorites')
    .values({ user_id: userId, property_id: propertyId, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'property_id']).doNothing())
    .returning(['id', 'property_id', 'created_at'])
    .executeTakeFirst();
}

/** Removes one favourite, or all of the user's when no listing is named; returns how many went. */
export async function removeFavorites(db: Kysely<DB>, userId: number, propertyId?: number): Promise<number> {
  let q = db.deleteFrom('favorites').where('user_id', '=', userId);
  if (propertyId !== undefined) q = q.where('property_id', '=', propertyId);
  const result = await q.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Moves the favourites on ids their objects gave up (`merged`: given up → kept) to the kept ids, one per user and
 * listing (the oldest; see planMove). Run inside the transaction that loads the snapshot saying so; a second run
 * finds nothing on the given-up ids and changes nothing. Returns how many rows were moved or removed.
 */
export async function moveFavorites(db: Kysely<DB>, merged: ReadonlyMap<number, number>): Promise<number> {
  const from = [...merged.keys()];
  const onGivenUp: SavedOnListing[] = [];
  for (let i = 0; i < from.length; i += 500)
    onGivenUp.push(
      ...(await db
        .selectFrom('favorites')
        .select(['id', 'user_id', 'property_id', 'created_at'])
        .where('property_id', 'in', from.slice(i, i + 500))
        .execute()),
    );
  if (!onGivenUp.length) return 0;
  const users = [...new Set(onGivenUp.map((r) => r.user_id))];
  const targets = [...new Set(onGivenUp.map((r) => merged.get(r.property_id)!))];
  const onKept: SavedOnListing[] = [];
  for (let i = 0; i < users.length; i += 500)
    onKept.push(
      ...(await db
        .selectFrom('favorites')
        .select(['id', 'user_id', 'property_id', 'created_at'])
        .where('user_id', 'in', users.slice(i, i + 500))
        .where('property_id', 'in', targets)
        .execute()),
    );
  const plan = planMove([...onGivenUp, ...onKept], merged);
  // removed first: the row that stays may take the place (user, listing) of one removed
  for (let i = 0; i < plan.remove.length; i += 500)
    await db
      .deleteFrom('favorites')
      .where('id', 'in', plan.remove.slice(i, i + 500))
      .execute();
  for (const r of plan.repoint)
    await db.updateTable('favorites').set({ property_id: r.property_id }).where('id', '=', r.id).execute();
  return plan.remove.length + plan.repoint.length;
}
