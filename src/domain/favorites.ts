/**
 * Favourites rules: a guest keeps a list of property ids under
 * `guest_favorites`; adding one twice is refused with "already in favorites"; toggle adds when absent, else
 * removes; signed in, the server's list (`{data: [{property_id, …}]}`) is the truth; 100 ms after load ids of
 * listings that no longer exist are dropped after one batch existence check.
 */
import { isRecord, toListingId } from './listing-ref';

export const GUEST_FAVORITES_KEY = 'guest_favorites';
/** Delay after page load before the existence check; shared by favourites and the viewed list. */
export const EXISTENCE_CHECK_DELAY_MS = 100;
/** The API accepts at most this many ids per batch call; a larger list is checked in slices of it. */
export const BATCH_MAX_IDS = 500;

/** Message keys (locales, namespace visitor); the German text is noted where it is fixed. */
export const FAVORITE_MESSAGES = {
  saveFailed: 'visitor.favorites.saveFailed', // "Fehler beim Speichern"
  removeFailed: 'visitor.favorites.removeFailed', // "Fehler beim Entfernen"
  removeAllFailed: 'visitor.favorites.removeAllFailed', // "Fehler beim Entfernen aller Favoriten"
  alreadyTitle: 'visitor.favorites.alreadyTitle',
  alreadyText: 'visitor.favorites.alreadyText',
  added: 'visitor.favorites.added',
  removed: 'visitor.favorites.removed',
  cleared: 'visitor.favorites.cleared',
} as const;

/** The stored guest list: an array of ids (digit strings of older versions accepted); anything else is empty. */
export function parseFavoriteIds(raw: unknown): number[] {
  if (!Array.isArray(raw)) return [];
  const out: number[] = [];
  for (const v of raw) {
    const id = toListingId(v);
    if (id !== null && !out.includes(id)) out.push(id);
  }
  return out;
}

export type FavoriteAddOutcome = 'added' | 'duplicate';

export function addFavoriteId(list: readonly number[], id: number): { list: number[]; outcome: FavoriteAddOutcome } {
  if (list.includes(id)) return { list: [...list], outcome: 'duplicate' };
  return { list: [...list, id], outcome: 'added' };
}

export function removeFavoriteId(list: readonly number[], id: number): number[] {
  return list.filter((v) => v !== id);
}

export function toggleFavoriteId(
  list: readonly number[],
  id: number,
): { list: number[]; outcome: 'added' | 'removed' } {
  return list.includes(id)
    ? { list: removeFavoriteId(list, id), outcome: 'removed' }
    : { list: [...list, id], outcome: 'added' };
}

/** Ids of `{data: [{<field>: id, …}]}`, or null when the body is not that shape. Entries without an id are skipped. */
function idsOfData(body: unknown, field: 'property_id' | 'id'): number[] | null {
  if (!isRecord(body) || !Array.isArray(body.data)) return null;
  return parseFavoriteIds(body.data.map((entry) => (isRecord(entry) ? entry[field] : null)));
}

/** GET /api/favorites answers `{data: [{property_id, …}]}`; the ids in server order, or null for any other body. */
export function parseServerFavorites(body: unknown): number[] | null {
  return idsOfData(body, 'property_id');
}

/** The server's own message of an answer, if it has one: server messages are shown to the visitor as they are. */
export function serverMessage(body: unknown): string | null {
  return isRecord(body) && typeof body.message === 'string' && body.message.trim() ? body.message.trim() : null;
}

/** POST /api/properties/batch answers `{data: [{id, …}]}` listing the ids that exist; null for any other body. */
export function parseBatchAnswer(body: unknown): Set<number> | null {
  const ids = idsOfData(body, 'id');
  return ids === null ? null : new Set(ids);
}

/** The ids of one existence check, in slices of at most BATCH_MAX_IDS, without repeats. */
export function batchSlices(ids: readonly number[]): number[][] {
  const unique = [...new Set(ids)];
  const slices: number[][] = [];
  for (let i = 0; i < unique.length; i += BATCH_MAX_IDS) slices.push(unique.slice(i, i + BATCH_MAX_IDS));
  return slices;
}

/** Keeps the ids whose listing exists. */
export function pruneFavoriteIds(list: readonly number[], existing: ReadonlySet<number>): number[] {
  return list.filter((id) => existing.has(id));
}
