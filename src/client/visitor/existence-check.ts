/**
 * 100 ms after load: one POST /api/properties/batch with the ids of the guest favourites and the
 * viewed list; the answer lists the listings that exist, the others are dropped from both lists. A failing call
 * (no API, an error, an unexpected body) is only logged and removes nothing. Nothing saved, no call.
 * A signed-in visitor's server favourites are the server's business (it keeps them while a listing is away).
 */
import { batchSlices, parseBatchAnswer } from '../../domain/favorites';
import { apiCall } from '../stores/api-client';
import { isSignedIn, keepExistingGuestFavorites, storedGuestFavoriteIds } from '../stores/favorites';
import { $viewed, keepExistingViewed } from '../stores/viewed';

export async function checkSavedListingsExist(): Promise<void> {
  const favorites = isSignedIn() ? [] : storedGuestFavoriteIds();
  const ids = [...favorites, ...$viewed.get().map((v) => v.propertyId)];
  if (ids.length === 0) return;
  const existing = new Set<number>();
  try {
    for (const slice of batchSlices(ids)) {
      const reply = await apiCall('POST', '/api/properties/batch', { property_ids: slice });
      const found = reply.ok ? parseBatchAnswer(reply.body) : null;
      if (!found) throw new Error(`POST /api/properties/batch answered ${reply.status}`);
      found.forEach((id) => existing.add(id));
    }
  } catch (err) {
    console.error('existence check failed; nothing removed', err);
    return;
  }
  if (favorites.length) keepExistingGuestFavorites(existing);
  keepExistingViewed(existing);
}
