/** The favourites table. Every query takes the user's id: one user never reads or changes another's. */
import type { Kysely } from 'kysely';
import type { DB } from '../db';

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
