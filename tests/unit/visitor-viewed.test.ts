import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addViewed,
  buildViewedItem,
  DEFAULT_VIEWED_LIMIT,
  isExpired,
  loadViewed,
  MAX_VIEWED,
  pruneViewed,
  recentViewed,
  removeViewed,
  VIEWED_EXPIRY_MS,
  VIEWED_KEY,
  viewedPrice,
  type ViewedItem,
  type ViewedSource,
} from '~/domain/viewed';
import { EXISTENCE_CHECK_DELAY_MS } from '~/domain/favorites';
import { installStorage } from './helpers/visitor-env';

const DAY = 24 * 60 * 60 * 1000;
const NOW = 1_800_000_000_000;

const source = (id: number, over: Partial<ViewedSource> = {}): ViewedSource => ({
  id,
  objekttitel: `Wohnung ${id}`,
  title_slug: `wohnung-${id}`,
  location: { ort: 'Wien' },
  kaufpreis: 100_000 + id,
  kaltmiete: null,
  vermarktungsart: 'KAUF',
  objektart: 'WOHNUNG',
  objektart_untergruppe: 'ETAGE',
  objektart_hauptgruppe: 'wohnung',
  primary_image: { thumbnail_url: '/media/t.jpg', url: '/media/u.jpg' },
  images: [],
  ...over,
});
const item = (id: number, at = NOW, over: Partial<ViewedSource> = {}) => buildViewedItem(source(id, over), at)!;

describe('viewed list constants', () => {
  it('key viewed_properties, at most 50, 30 days, cleanup after 100 ms, default getter limit 10', () => {
    expect(VIEWED_KEY).toBe('viewed_properties');
    expect(MAX_VIEWED).toBe(50);
    expect(VIEWED_EXPIRY_MS).toBe(30 * DAY);
    expect(EXISTENCE_CHECK_DELAY_MS).toBe(100);
    expect(DEFAULT_VIEWED_LIMIT).toBe(10);
  });
});

describe('the viewed item', () => {
  it('has exactly the fields the original app stored', () => {
    expect(buildViewedItem(source(42), NOW)).toEqual({
      propertyId: 42,
      viewedAt: NOW,
      title: 'Wohnung 42',
      title_slug: 'wohnung-42',
      location: { ort: 'Wien' },
      locationString: 'Wien',
      price: 100_042,
      vermarktungsart: 'KAUF',
      objektart: 'WOHNUNG',
      objektart_untergruppe: 'ETAGE',
      objektart_hauptgruppe: 'wohnung',
      image: '/media/t.jpg',
    });
  });

  it('propertyId is an integer; digit strings are accepted, anything else records nothing', () => {
    expect(buildViewedItem(source(1, { id: '17' }), NOW)!.propertyId).toBe(17);
    expect(buildViewedItem(source(1, { id: 'abc' }), NOW)).toBeNull();
    expect(buildViewedItem(source(1, { id: 1.5 }), NOW)).toBeNull();
    expect(buildViewedItem(source(1, { id: 0 }), NOW)).toBeNull();
  });

  it('price: the shown price the page states, else kaufpreis, else kaltmiete, else 0', () => {
    expect(viewedPrice({ kaufpreis: 250_000, kaltmiete: 900 })).toBe(250_000);
    expect(viewedPrice({ kaufpreis: null, kaltmiete: 900 })).toBe(900);
    expect(viewedPrice({ kaufpreis: 0, kaltmiete: 900 })).toBe(900);
    expect(viewedPrice({ kaufpreis: null, kaltmiete: null })).toBe(0);
    expect(viewedPrice({})).toBe(0);
    // the shown price a page states wins (a rental's total rent), 0 for a price on request
    expect(viewedPrice({ price: 1684.37, kaufpreis: null, kaltmiete: 1195 })).toBe(1684.37);
    expect(viewedPrice({ price: 0, kaufpreis: 250_000 })).toBe(0);
  });

  it('image: primary thumbnail, else its url, else first image thumbnail, else its url, else null', () => {
    const img = (primary_image: ViewedSource['primary_image'], images: ViewedSource['images']) =>
      buildViewedItem(source(1, { primary_image, images }), NOW)!.image;
    expect(img({ thumbnail_url: 'p-t', url: 'p-u' }, [{ thumbnail_url: 'i-t', url: 'i-u' }])).toBe('p-t');
    expect(img({ url: 'p-u' }, [{ thumbnail_url: 'i-t', url: 'i-u' }])).toBe('p-u');
    expect(img(null, [{ thumbnail_url: 'i-t', url: 'i-u' }, { thumbnail_url: 'x' }])).toBe('i-t');
    expect(img({}, [{ url: 'i-u' }])).toBe('i-u');
    expect(img(null, [])).toBeNull();
    expect(img(undefined, undefined)).toBeNull();
  });
});

describe('viewed list rules', () => {
  it('drops entries older than 30 days on load (exactly 30 days old stays)', () => {
    expect(isExpired({ viewedAt: NOW - 30 * DAY }, NOW)).toBe(false);
    expect(isExpired({ viewedAt: NOW - 30 * DAY - 1 }, NOW)).toBe(true);
    const stored = [item(1, NOW - DAY), item(2, NOW - 31 * DAY), item(3, NOW - 30 * DAY)];
    expect(loadViewed(stored, NOW).map((v) => v.propertyId)).toEqual([1, 3]);
  });

  it('ignores a stored value that is not a list, and unusable entries', () => {
    expect(loadViewed({ a: 1 }, NOW)).toEqual([]);
    expect(
      loadViewed(
        [
          { ...item(1), title: 42 },
          { ...item(2), price: '5' },
          { ...item(3), viewedAt: 'gestern' },
        ],
        NOW,
      ),
    ).toEqual([]);
    expect(loadViewed([{ propertyId: 'x', viewedAt: NOW }, null, 5, item(1)], NOW).map((v) => v.propertyId)).toEqual([
      1,
    ]);
  });

  it('a new entry goes to the front and replaces an earlier entry of the same property', () => {
    let list: readonly ViewedItem[] = [item(1, NOW - 3), item(2, NOW - 2)];
    list = addViewed(list, item(3, NOW));
    expect(list.map((v) => v.propertyId)).toEqual([3, 1, 2]);
    const changed = item(1, NOW + 1, { kaufpreis: 99 }); // same property, new price
    list = addViewed(list, changed);
    expect(list.map((v) => v.propertyId)).toEqual([1, 3, 2]);
    expect(list[0]!.price).toBe(99);
  });

  it('an entry with identical title, location and price exists: nothing changes', () => {
    const list = [item(1, NOW - 5), item(2, NOW - 4)];
    expect(addViewed(list, item(2, NOW))).toBe(list); // same listing viewed again
    const twin = buildViewedItem(source(9, { objekttitel: 'Wohnung 1', kaufpreis: 100_001 }), NOW)!; // another id, same content
    expect(addViewed(list, twin)).toBe(list);
    expect(addViewed(list, item(1, NOW, { location: { ort: 'Graz' } }))).not.toBe(list);
  });

  it('at most 50 entries, the oldest go', () => {
    let list: readonly ViewedItem[] = [];
    for (let id = 1; id <= 55; id++) list = addViewed(list, item(id, NOW + id));
    expect(list).toHaveLength(50);
    expect(list[0]!.propertyId).toBe(55);
    expect(list[49]!.propertyId).toBe(6);
    expect(loadViewed([...list, ...list.map((v) => ({ ...v, propertyId: v.propertyId + 100 }))], NOW)).toHaveLength(50);
  });

  it('remove one or all; the default getter limit is 10', () => {
    const list = Array.from({ length: 12 }, (_, i) => item(i + 1));
    expect(removeViewed(list, 3).map((v) => v.propertyId)).not.toContain(3);
    expect(recentViewed(list)).toHaveLength(10);
    expect(recentViewed(list, 4).map((v) => v.propertyId)).toEqual([1, 2, 3, 4]);
    expect(pruneViewed(list, new Set([2, 5])).map((v) => v.propertyId)).toEqual([2, 5]);
  });
});

describe('viewed store', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('writes expired entries out of storage on load', async () => {
    const storage = installStorage({
      viewed_properties: JSON.stringify([item(1, Date.now() - DAY), item(2, Date.now() - 40 * DAY)]),
    });
    const store = await import('~/client/stores/viewed');
    expect(store.$viewed.get().map((v) => v.propertyId)).toEqual([1]);
    expect(JSON.parse(storage.getItem('viewed_properties')!)).toHaveLength(1);
  });

  it('records, removes one, clears all; the getter gives 10', async () => {
    const storage = installStorage();
    const store = await import('~/client/stores/viewed');
    for (let id = 1; id <= 12; id++) store.recordView(source(id), NOW + id);
    expect(store.getRecentlyViewed()).toHaveLength(10);
    expect(store.getRecentlyViewed()[0]!.propertyId).toBe(12);
    expect(store.recordView({ id: 'nope' })).toBe(false);
    store.removeViewedItem(12);
    expect(JSON.parse(storage.getItem('viewed_properties')!)).toHaveLength(11);
    store.clearViewed();
    expect(storage.getItem('viewed_properties')).toBeNull();
    expect(store.$viewed.get()).toEqual([]);
  });

  it('follows changes made in another tab (storage event)', async () => {
    const storage = installStorage();
    const win = new EventTarget();
    vi.stubGlobal('window', win);
    const store = await import('~/client/stores/viewed');
    storage.setItem('viewed_properties', JSON.stringify([item(5, Date.now())]));
    win.dispatchEvent(
      Object.assign(new Event('storage'), { key: 'viewed_properties', newValue: storage.getItem('viewed_properties') }),
    );
    expect(store.$viewed.get().map((v) => v.propertyId)).toEqual([5]);
  });
});
