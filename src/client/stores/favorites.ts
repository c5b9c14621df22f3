/**
 * Favourites, for guests and signed-in visitors (rules: src/domain/favorites.ts).
 *
 * - Guest: property ids under localStorage `guest_favorites`, kept in step across tabs.
 * - Signed in (a token under `auth_token` and a user under `user`): the server's list through the API
 *   (GET/POST /api/favorites, DELETE /api/favorites/{id}, DELETE /api/favorites). Changes show at once and are
 *   rolled back with a fixed message when the server refuses ("Fehler beim Speichern", "Fehler beim
 *   Entfernen", "Fehler beim Entfernen aller Favoriten"; a server message is passed through as the text).
 * - After login the guest favourites are pushed one by one, the guest list is cleared and the server list is
 *   reloaded. That runs whenever a signed-in page finds guest favourites (so a login on any page, in any tab,
 *   is covered); the auth store may also call `syncGuestFavoritesAfterLogin()` directly, or dispatch the
 *   document event `portal:auth` after storing or clearing the token.
 *
 * Requests go through ./api-client.ts (src/client/api.ts when it exists).
 */
import { atom } from 'nanostores';
import {
  addFavoriteId,
  FAVORITE_MESSAGES as M,
  GUEST_FAVORITES_KEY,
  parseFavoriteIds,
  parseServerFavorites,
  pruneFavoriteIds,
  removeFavoriteId,
  serverMessage,
} from '../../domain/favorites';
import { apiCall } from './api-client';
import { AUTH_EVENT, AUTH_TOKEN_KEY, USER_KEY } from './session-keys';
import { onStorageKey, readItem, readJson, removeItem, writeJson } from './storage';
import { toast } from './toast';
import { vt } from './visitor-messages';

export type FavoritesSource = 'guest' | 'server';

const TOAST_MS = 2000;
const ERROR_TOAST_MS = 4000;

export function isSignedIn(): boolean {
  return Boolean(readItem(AUTH_TOKEN_KEY) && readItem(USER_KEY));
}

function guestIds(): number[] {
  return parseFavoriteIds(readJson(GUEST_FAVORITES_KEY));
}

// A guest's list is known at once; a signed-in visitor's list arrives with refreshFavorites().
const signedInAtLoad = isSignedIn();
/** The ids of the visitor's favourites, whichever side holds them. */
export const $favoriteIds = atom<number[]>(signedInAtLoad ? [] : guestIds());
export const $favoritesSource = atom<FavoritesSource>(signedInAtLoad ? 'server' : 'guest');
/** False while a signed-in visitor's list is on its way from the server. */
export const $favoritesReady = atom<boolean>(!signedInAtLoad);

function saveGuest(ids: number[]): void {
  writeJson(GUEST_FAVORITES_KEY, ids);
  $favoriteIds.set(ids);
}

function failure(titleKey: string, body: unknown): void {
  toast({
    title: vt(titleKey),
    description: serverMessage(body) ?? undefined,
    variant: 'destructive',
    duration: ERROR_TOAST_MS,
  });
}

// --- server side ----------------------------------------------------------------------------------------------

let serverLoad: Promise<void> | null = null;

/** (Re)loads the signed-in visitor's list. A failure keeps what is shown and only logs. */
export function loadServerFavorites(): Promise<void> {
  serverLoad ??= (async () => {
    try {
      const reply = await apiCall('GET', '/api/favorites');
      const ids = reply.ok ? parseServerFavorites(reply.body) : null;
      if (ids === null) throw new Error(`GET /api/favorites answered ${reply.status}`);
      $favoriteIds.set(ids);
      $favoritesReady.set(true);
    } catch (err) {
      console.error('favourites could not be loaded', err);
    } finally {
      serverLoad = null;
    }
  })();
  return serverLoad;
}

let syncing: Promise<void> | null = null;

/**
 * After login: push each guest favourite (one request at a time, in order), clear the guest list, reload the
 * server list. A favourite the server already has (409) counts as pushed; one whose listing is gone (404) is
 * dropped. Any other failure keeps that id in the guest list for the next attempt and says "Fehler beim Speichern".
 */
export function syncGuestFavoritesAfterLogin(): Promise<void> {
  syncing ??= (async () => {
    try {
      const pending = guestIds();
      const kept: number[] = [];
      let lastError: unknown = null;
      for (const id of pending) {
        try {
          const reply = await apiCall('POST', '/api/favorites', { property_id: id });
          if (!reply.ok && reply.status !== 409 && reply.status !== 404) {
            kept.push(id);
            lastError = reply.body;
          }
        } catch (err) {
          console.error('guest favourite could not be pushed', err);
          kept.push(id);
          lastError = {};
        }
        if (!isSignedIn()) return; // a 401 on the way signed the visitor out: keep the guest list as it is
      }
      if (kept.length) {
        writeJson(GUEST_FAVORITES_KEY, kept);
        failure(M.saveFailed, lastError);
      } else if (pending.length) {
        removeItem(GUEST_FAVORITES_KEY);
      }
      await loadServerFavorites();
    } finally {
      syncing = null;
    }
  })();
  return syncing;
}

// --- mode -------------------------------------------------------------------------------------------------------

/** Picks the side from the stored token and loads it; called on start and whenever the token changes. */
export function refreshFavorites(): Promise<void> {
  if (isSignedIn()) {
    $favoritesSource.set('server');
    $favoritesReady.set(false);
    return guestIds().length ? syncGuestFavoritesAfterLogin() : loadServerFavorites();
  }
  $favoritesSource.set('guest');
  $favoriteIds.set(guestIds());
  $favoritesReady.set(true);
  return Promise.resolve();
}

onStorageKey(GUEST_FAVORITES_KEY, () => {
  if ($favoritesSource.get() === 'guest') $favoriteIds.set(guestIds());
});
onStorageKey(AUTH_TOKEN_KEY, () => void refreshFavorites());
if (typeof document !== 'undefined') document.addEventListener(AUTH_EVENT, () => void refreshFavorites());

// --- operations --------------------------------------------------------------------------------------------------

export function isFavorite(id: number): boolean {
  return $favoriteIds.get().includes(id);
}

/** Adds a favourite; a guest adding one twice hears "already in favorites". Resolves to success. */
export async function addFavorite(id: number): Promise<boolean> {
  if ($favoritesSource.get() === 'guest') {
    const { list, outcome } = addFavoriteId(guestIds(), id);
    if (outcome === 'duplicate') {
      toast({ title: vt(M.alreadyTitle), description: vt(M.alreadyText), duration: TOAST_MS });
      return false;
    }
    saveGuest(list);
    toast({ title: vt(M.added), duration: TOAST_MS });
    return true;
  }
  const before = $favoriteIds.get();
  if (before.includes(id)) return true;
  $favoriteIds.set([...before, id]);
  try {
    const reply = await apiCall('POST', '/api/favorites', { property_id: id });
    if (!reply.ok && reply.status !== 409) {
      $favoriteIds.set(removeFavoriteId($favoriteIds.get(), id));
      failure(M.saveFailed, reply.body);
      return false;
    }
  } catch (err) {
    console.error('favourite could not be saved', err);
    $favoriteIds.set(removeFavoriteId($favoriteIds.get(), id));
    failure(M.saveFailed, null);
    return false;
  }
  toast({ title: vt(M.added), duration: TOAST_MS });
  return true;
}

export async function removeFavorite(id: number): Promise<boolean> {
  if ($favoritesSource.get() === 'guest') {
    saveGuest(removeFavoriteId(guestIds(), id));
    toast({ title: vt(M.removed), duration: TOAST_MS });
    return true;
  }
  const before = $favoriteIds.get();
  $favoriteIds.set(removeFavoriteId(before, id));
  try {
    const reply = await apiCall('DELETE', `/api/favorites/${id}`);
    // 404: the server has no such favourite, which is what the visitor wanted.
    if (!reply.ok && reply.status !== 404) {
      if (!$favoriteIds.get().includes(id)) $favoriteIds.set([...$favoriteIds.get(), id]);
      failure(M.removeFailed, reply.body);
      return false;
    }
  } catch (err) {
    console.error('favourite could not be removed', err);
    if (!$favoriteIds.get().includes(id)) $favoriteIds.set([...$favoriteIds.get(), id]);
    failure(M.removeFailed, null);
    return false;
  }
  toast({ title: vt(M.removed), duration: TOAST_MS });
  return true;
}

/** Toggle: adds when absent, else removes. Resolves to whether it is a favourite afterwards. */
export async function toggleFavorite(id: number): Promise<boolean> {
  if (isFavorite(id)) {
    await removeFavorite(id);
  } else {
    await addFavorite(id);
  }
  return isFavorite(id);
}

export async function removeAllFavorites(): Promise<boolean> {
  if ($favoritesSource.get() === 'guest') {
    removeItem(GUEST_FAVORITES_KEY);
    $favoriteIds.set([]);
    toast({ title: vt(M.cleared), duration: TOAST_MS });
    return true;
  }
  const before = $favoriteIds.get();
  $favoriteIds.set([]);
  try {
    const reply = await apiCall('DELETE', '/api/favorites');
    if (!reply.ok) {
      $favoriteIds.set(before);
      failure(M.removeAllFailed, reply.body);
      return false;
    }
  } catch (err) {
    console.error('favourites could not be removed', err);
    $favoriteIds.set(before);
    failure(M.removeAllFailed, null);
    return false;
  }
  toast({ title: vt(M.cleared), duration: TOAST_MS });
  return true;
}

/** Guest side of the existence check: drops ids whose listing is gone. (The server keeps its own list.) */
export function keepExistingGuestFavorites(existing: ReadonlySet<number>): void {
  const current = guestIds();
  const next = pruneFavoriteIds(current, existing);
  if (next.length === current.length) return;
  writeJson(GUEST_FAVORITES_KEY, next);
  if ($favoritesSource.get() === 'guest') $favoriteIds.set(next);
}

export function storedGuestFavoriteIds(): number[] {
  return guestIds();
}
