/** Server-side favourites of the signed-in user. Every query is scoped to that user's id. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { ApiError } from '../../platform/errors';
import { pathId, readJson } from '../../platform/validate';
import { currentUser, requireUser } from '../auth/session';
import { propertyId } from '../properties/routes';
import { addFavorite, listFavorites, removeFavorites, type FavoriteRow } from './repository';

const AddFavorite = z.object({ property_id: propertyId });

/** A favourite with its listing's summary, null once the listing is withdrawn. */
function favoriteJson(row: FavoriteRow, summary: string | undefined) {
  return {
    id: row.id,
    property_id: row.property_id,
    created_at: new Date(row.created_at).toISOString(),
    property: summary ? (JSON.parse(summary) as unknown) : null,
  };
}

/** The same object as text, with the listing JSON spliced in unparsed (the list is read on every page). */
function favoriteJsonText(row: FavoriteRow, summary: string | undefined): string {
  const head = JSON.stringify({
    id: row.id,
    property_id: row.property_id,
    created_at: new Date(row.created_at).toISOString(),
  });
  return `${head.slice(0, -1)},"property":${summary ?? 'null'}}`;
}

export function favoritesRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireUser);

  r.get('/', async (c) => {
    const {
      database,
      services: { summaries },
    } = c.get('ctx');
    const rows = await listFavorites(database.db, currentUser(c).id);
    const data = rows.map((row) => favoriteJsonText(row, summaries.get(row.property_id)));
    return c.body(`{"success":true,"data":[${data.join(',')}]}`, 200, {
      'Content-Type': 'application/json; charset=UTF-8',
    });
  });

  r.post('/', async (c) => {
    const user = currentUser(c);
    const {
      database,
      now,
      services: { summaries },
    } = c.get('ctx');
    const { property_id } = await readJson(c, AddFavorite);
    const summary = summaries.get(property_id);
    if (summary === undefined) throw new ApiError(404, 'errors.propertyNotFound');
    const inserted = await addFavorite(database.db, user.id, property_id, now());
    if (!inserted) throw new ApiError(409, 'errors.alreadyFavorite');
    return c.json(
      { success: true, message: c.get('t')('account.favoriteAdded'), favorite: favoriteJson(inserted, summary) },
      201,
    );
  });

  r.delete('/', async (c) => {
    const deleted = await removeFavorites(c.get('ctx').database.db, currentUser(c).id);
    return c.json({ success: true, message: c.get('t')('account.favoritesCleared'), deleted });
  });

  r.delete('/:propertyId', async (c) => {
    const id = pathId(c, 'propertyId');
    if ((await removeFavorites(c.get('ctx').database.db, currentUser(c).id, id)) === 0)
      throw new ApiError(404, 'errors.favoriteNotFound');
    return c.json({ success: true, message: c.get('t')('account.favoriteRemoved') });
  });

  return r;
}
