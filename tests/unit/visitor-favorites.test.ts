import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addFavoriteId,
  batchSlices,
  EXISTENCE_CHECK_DELAY_MS,
  GUEST_FAVORITES_KEY,
  parseBatchAnswer,
  parseFavoriteIds,
  parseServerFavorites,
  pruneFavoriteIds,
  removeFavoriteId,
  serverMessage,
  toggleFavoriteId,
} from '~/domain/favorites';
import { installFetch, installStorage, localeMessages, type FetchCall } from './helpers/visitor-env';

describe('favourites rules', () => {
  it('guest list key guest_favorites; existence check 100 ms after load', () => {
    expect(GUEST_FAVORITES_KEY).toBe('guest_favorites');
    expect(EXISTENCE_CHECK_DELAY_MS).toBe(100);
  });

  it('a guest list is property ids; anything else is empty', () => {
    expect(parseFavoriteIds([3, '4', 3, 'x', -1, 2.5, null])).toEqual([3, 4]);
    expect(parseFavoriteIds({ 0: 1 })).toEqual([]);
    expect(parseFavoriteIds('1,2')).toEqual([]);
  });

  it('a guest cannot add the same favourite twice', () => {
    expect(addFavoriteId([1], 2)).toEqual({ list: [1, 2], outcome: 'added' });
    expect(addFavoriteId([1, 2], 2)).toEqual({ list: [1, 2], outcome: 'duplicate' });
  });

  it('toggle adds when absent, else removes', () => {
    expect(toggleFavoriteId([1], 2)).toEqual({ list: [1, 2], outcome: 'added' });
    expect(toggleFavoriteId([1, 2], 1)).toEqual({ list: [2], outcome: 'removed' });
    expect(removeFavoriteId([1, 2], 3)).toEqual([1, 2]);
  });

  it('reads the server list {data:[{property_id}]} and the batch answer {data:[{id}]}', () => {
    expect(parseServerFavorites({ success: true, data: [{ id: 9, property_id: 5 }, { property_id: '6' }] })).toEqual([
      5, 6,
    ]);
    expect(parseServerFavorites({ data: 'nope' })).toBeNull();
    expect(parseServerFavorites(null)).toBeNull();
    expect(parseBatchAnswer({ data: [{ id: 1, objekttitel: 'x' }, { id: 3 }] })).toEqual(new Set([1, 3]));
    expect(parseBatchAnswer('<html>')).toBeNull();
    expect(pruneFavoriteIds([1, 2, 3], new Set([1, 3]))).toEqual([1, 3]);
  });

  it('passes server messages through', () => {
    expect(serverMessage({ success: false, message: 'Immobilie nicht gefunden' })).toBe('Immobilie nicht gefunden');
    expect(serverMessage({ success: false })).toBeNull();
    expect(serverMessage('x')).toBeNull();
  });

  it('checks existence in one call (slices only beyond the API’s 500 ids)', () => {
    expect(batchSlices([1, 2, 2, 3])).toEqual([[1, 2, 3]]);
    expect(batchSlices(Array.from({ length: 501 }, (_, i) => i + 1)).map((s) => s.length)).toEqual([500, 1]);
  });
});

async function loadStores(initial: Record<string, string>) {
  const storage = installStorage(initial);
  const messages = await import('~/client/stores/visitor-messages');
  messages.setVisitorMessages(localeMessages('de'));
  const favorites = await import('~/client/stores/favorites');
  const toasts = await import('~/client/stores/toast');
  const lastToast = () => toasts.$toasts.get()[0];
  return { storage, favorites, lastToast };
}

const SIGNED_IN = { auth_token: 'tok-123', user: JSON.stringify({ id: 1, name: 'Anna' }) };

describe('favourites store: guest', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps ids under guest_favorites; toggle adds then removes', async () => {
    const { storage, favorites, lastToast } = await loadStores({});
    expect(await favorites.toggleFavorite(7)).toBe(true);
    expect(storage.getItem('guest_favorites')).toBe('[7]');
    expect(lastToast()).toMatchObject({ title: 'Zu Favoriten hinzugefügt' });
    expect(await favorites.toggleFavorite(7)).toBe(false);
    expect(storage.getItem('guest_favorites')).toBe('[]');
    expect(lastToast()).toMatchObject({ title: 'Aus Favoriten entfernt' });
  });

  it('adding the same one twice says it is already in the favourites', async () => {
    const { storage, favorites, lastToast } = await loadStores({ guest_favorites: '[7]' });
    expect(await favorites.addFavorite(7)).toBe(false);
    expect(lastToast()).toMatchObject({
      title: 'Bereits in den Favoriten',
      description: 'Diese Immobilie ist bereits in Ihren Favoriten.',
    });
    expect(storage.getItem('guest_favorites')).toBe('[7]');
  });

  it('remove all clears the guest list', async () => {
    const { storage, favorites } = await loadStores({ guest_favorites: '[1,2]' });
    expect(await favorites.removeAllFavorites()).toBe(true);
    expect(storage.getItem('guest_favorites')).toBeNull();
    expect(favorites.$favoriteIds.get()).toEqual([]);
  });

  it('follows the guest list of another tab', async () => {
    const win = new EventTarget();
    vi.stubGlobal('window', win);
    const { storage, favorites } = await loadStores({ guest_favorites: '[1]' });
    storage.setItem('guest_favorites', '[1,4]');
    win.dispatchEvent(Object.assign(new Event('storage'), { key: 'guest_favorites', newValue: '[1,4]' }));
    expect(favorites.$favoriteIds.get()).toEqual([1, 4]);
  });

  it('makes no request for a guest', async () => {
    const calls = installFetch(() => ({ status: 500 }));
    const { favorites } = await loadStores({ guest_favorites: '[1]' });
    await favorites.refreshFavorites();
    await favorites.toggleFavorite(2);
    expect(calls).toEqual([]);
  });
});

describe('favourites store: signed in', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('after login pushes guest favourites one by one, clears the guest list, reloads the server list', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const calls = installFetch(async (c: FetchCall) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      if (c.method === 'POST')
        return (c.body as { property_id: number }).property_id === 2
          ? { status: 409, body: { success: false } }
          : { status: 201, body: { success: true } };
      return {
        status: 200,
        body: { success: true, data: [{ property_id: 1 }, { property_id: 2 }, { property_id: 3 }, { property_id: 9 }] },
      };
    });
    const { storage, favorites } = await loadStores({ ...SIGNED_IN, guest_favorites: '[1,2,3]' });
    await favorites.refreshFavorites();
    expect(calls.map((c) => `${c.method} ${c.url} ${JSON.stringify(c.body ?? null)}`)).toEqual([
      'POST /api/favorites {"property_id":1}',
      'POST /api/favorites {"property_id":2}',
      'POST /api/favorites {"property_id":3}',
      'GET /api/favorites null',
    ]);
    expect(maxInFlight).toBe(1);
    expect(storage.getItem('guest_favorites')).toBeNull();
    expect(favorites.$favoriteIds.get()).toEqual([1, 2, 3, 9]);
    expect(favorites.$favoritesSource.get()).toBe('server');
    expect(calls[0]!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('a push that fails keeps that id in the guest list and says "Fehler beim Speichern"', async () => {
    installFetch((c) =>
      c.method === 'POST'
        ? (c.body as { property_id: number }).property_id === 2
          ? { status: 500, body: { success: false } }
          : { status: 201 }
        : { status: 200, body: { data: [{ property_id: 1 }] } },
    );
    const { storage, favorites, lastToast } = await loadStores({ ...SIGNED_IN, guest_favorites: '[1,2]' });
    await favorites.refreshFavorites();
    expect(storage.getItem('guest_favorites')).toBe('[2]');
    expect(lastToast()).toMatchObject({ title: 'Fehler beim Speichern', variant: 'destructive' });
  });

  it('save failure: "Fehler beim Speichern" with the server’s message, and the heart goes back', async () => {
    installFetch((c) =>
      c.method === 'GET'
        ? { status: 200, body: { data: [] } }
        : { status: 404, body: { success: false, message: 'Immobilie nicht gefunden' } },
    );
    const { favorites, lastToast } = await loadStores(SIGNED_IN);
    await favorites.refreshFavorites();
    expect(await favorites.toggleFavorite(5)).toBe(false);
    expect(lastToast()).toMatchObject({
      title: 'Fehler beim Speichern',
      description: 'Immobilie nicht gefunden',
      variant: 'destructive',
    });
    expect(favorites.$favoriteIds.get()).toEqual([]);
  });

  it('remove failure: "Fehler beim Entfernen"; network failure counts too', async () => {
    installFetch((c) => (c.method === 'GET' ? { status: 200, body: { data: [{ property_id: 5 }] } } : { status: 500 }));
    const { favorites, lastToast } = await loadStores(SIGNED_IN);
    await favorites.refreshFavorites();
    expect(await favorites.removeFavorite(5)).toBe(false);
    expect(lastToast()).toMatchObject({ title: 'Fehler beim Entfernen', variant: 'destructive' });
    expect(favorites.$favoriteIds.get()).toEqual([5]);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await favorites.removeFavorite(5)).toBe(false);
    expect(lastToast()).toMatchObject({ title: 'Fehler beim Entfernen' });
    err.mockRestore();
  });

  it('remove-all failure: "Fehler beim Entfernen aller Favoriten", the list stays', async () => {
    const calls = installFetch((c) =>
      c.method === 'GET' ? { status: 200, body: { data: [{ property_id: 5 }, { property_id: 6 }] } } : { status: 503 },
    );
    const { favorites, lastToast } = await loadStores(SIGNED_IN);
    await favorites.refreshFavorites();
    expect(await favorites.removeAllFavorites()).toBe(false);
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/favorites' });
    expect(lastToast()).toMatchObject({ title: 'Fehler beim Entfernen aller Favoriten', variant: 'destructive' });
    expect(favorites.$favoriteIds.get()).toEqual([5, 6]);
  });

  it('add and remove go to POST /api/favorites and DELETE /api/favorites/{id}', async () => {
    const calls = installFetch((c) =>
      c.method === 'GET' ? { status: 200, body: { data: [] } } : { status: 200, body: { success: true } },
    );
    const { favorites } = await loadStores(SIGNED_IN);
    await favorites.refreshFavorites();
    expect(await favorites.toggleFavorite(8)).toBe(true);
    expect(await favorites.toggleFavorite(8)).toBe(false);
    expect(calls.slice(1).map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/favorites',
      'DELETE /api/favorites/8',
    ]);
  });
});

describe('existence check', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  const viewed = (id: number) => ({
    propertyId: id,
    viewedAt: Date.now(),
    title: `T${id}`,
    title_slug: '',
    location: { ort: 'Wien' },
    locationString: 'Wien',
    price: id,
  });

  it('one POST /api/properties/batch; favourites and viewed entries of gone listings are removed', async () => {
    const calls = installFetch(() => ({ status: 200, body: { success: true, data: [{ id: 1 }, { id: 3 }] } }));
    const storage = installStorage({
      guest_favorites: '[1,2]',
      viewed_properties: JSON.stringify([viewed(3), viewed(4)]),
    });
    const { checkSavedListingsExist } = await import('~/client/visitor/existence-check');
    await checkSavedListingsExist();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/properties/batch',
      body: { property_ids: [1, 2, 3, 4] },
    });
    expect(storage.getItem('guest_favorites')).toBe('[1]');
    expect(JSON.parse(storage.getItem('viewed_properties')!).map((v: { propertyId: number }) => v.propertyId)).toEqual([
      3,
    ]);
  });

  it('a failing call is only logged and removes nothing', async () => {
    installFetch(() => ({ status: 500, body: { success: false } }));
    const storage = installStorage({ guest_favorites: '[1,2]', viewed_properties: JSON.stringify([viewed(3)]) });
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { checkSavedListingsExist } = await import('~/client/visitor/existence-check');
    await checkSavedListingsExist();
    expect(err).toHaveBeenCalledTimes(1);
    expect(storage.getItem('guest_favorites')).toBe('[1,2]');
    expect(JSON.parse(storage.getItem('viewed_properties')!)).toHaveLength(1);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    await checkSavedListingsExist();
    expect(err).toHaveBeenCalledTimes(2);
    expect(storage.getItem('guest_favorites')).toBe('[1,2]');
    err.mockRestore();
  });

  it('nothing saved: no call', async () => {
    const calls = installFetch(() => ({ status: 200, body: { data: [] } }));
    installStorage({});
    const { checkSavedListingsExist } = await import('~/client/visitor/existence-check');
    await checkSavedListingsExist();
    expect(calls).toEqual([]);
  });
});
