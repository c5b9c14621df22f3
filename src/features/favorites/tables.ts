/** A signed-in user's saved listings. */
import type { Generated } from 'kysely';

export interface FavoritesTable {
  id: Generated<number>;
  user_id: number;
  property_id: number;
  created_at: number;
}

export interface FavoritesTables {
  favorites: FavoritesTable;
}
