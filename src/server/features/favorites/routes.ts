/** Server-side favourites of the signed-in user. Every query is scoped to that user's id. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../platform/context';
import { ApiError } from '../../platform/errors';
import { parseWith, readJson } from '../../platform/validate';
import { currentUser, requireUser } from '../auth/session';
import { propertyId } from '../properties/routes';

const AddFavorite = z.object({ property_id: propertyId });

type FavoriteRow = { id: number; property_id: number; created_at: number; summary?: string | null };

function favoriteJson(row: FavoriteRow) {
  return {
    id: row.id,
    property_id: row.property_id,
    created_at: new Date(row.created_at).toISOString(),
    property: row.summary ? (JSON.parse(row.summary) as unknown) : null,
  };
}

/** The same object as text, with the stored listing JSON spliced in unparsed (the list is read on every page). */
function favoriteJsonText(row: FavoriteRow): string {
  const head = JSON.stringify({
    id: row.id,
    property_id: row.property_id,
    created_at: new Date(row.created_at).toISOString(),
  });
  return `${head.slice(0, -1)},"property":${row.summary ?? 'null'}}`;
}

export function favoritesRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireUser);

  r.get('/', async (c) => {
    const user = currentUser(c);
    const rows = await c
      .get('deps')
      .database.db.selectFrom('favorites')
      .leftJoin('properties', 'properties.id', 'favorites.property_id')
      .select(['favorites.id', 'favorites.property_id', 'favorites.created_at', 'properties.summary'])
      .where('favorites.user_id', '=', user.id)
      .orderBy('favorites.created_at', 'desc')
      .orderBy('favorites.id', 'desc')
      .execute();
    return c.body(`{"success":true,"data":[${rows.map(favoriteJsonText).join(',')}]}`, 200, {
      'Content-Type': 'application/json; charset=UTF-8',
    });
  });

  r.post('/', async (c) => {
    const user = currentUser(c);
    const { database, now } = c.get('deps');
    const db = database.db;
    const { property_id } = await readJson(c, AddFavorite);
    const listing = await db
      .selectFrom('properties')
      .select(['id', 'summary'])
      .where('id', '=', property_id)
      .executeTakeFirst();
    if (!listing) throw new ApiError(404, 'errors.propertyNotFound');
    const inserted = await db
      .insertInto('favorites')
      .values({ user_id: user.id, property_id, created_at: now() })
      .onConflict((oc) => oc.columns(['user_id', 'property_id']).doNothing())
      .returning(['id', 'property_id', 'created_at'])
      .executeTakeFirst();
    if (!inserted) throw new ApiError(409, 'errors.alreadyFavorite');
    return c.json(
      {
        success: true,
        message: c.get('t')('account.favoriteAdded'),
        favorite: favoriteJson({ ...inserted, summary: listing.summary }),
      },
      201,
    );
  });

  r.delete('/', async (c) => {
    const user = currentUser(c);
    const result = await c
      .get('deps')
      .database.db.deleteFrom('favorites')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    return c.json({
      success: true,
      message: c.get('t')('account.favoritesCleared'),
      deleted: Number(result.numDeletedRows),
    });
  });

  r.delete('/:propertyId', async (c) => {
    const user = currentUser(c);
    const id = parseWith(propertyId, c.req.param('propertyId'));
    const result = await c
      .get('deps')
      .database.db.deleteFrom('favorites')
      .where('user_id', '=', user.id)
      .where('property_id', '=', id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new ApiError(404, 'errors.favoriteNotFound');
    return c.json({ success: true, message: c.get('t')('account.favoriteRemoved') });
  });

  return r;
}
