/**
 * Recently viewed listings, stored in the browser under `viewed_properties`. The rules:
 * - the item: propertyId (integer), viewedAt (ms), title (objekttitel), title_slug, location {ort},
 *   locationString (the ort), price (the price the page shows, see viewedPrice), vermarktungsart, objektart,
 *   objektart_untergruppe, objektart_hauptgruppe, image (five-step fallback);
 * - entries older than 30 days are dropped on load;
 * - a new entry goes to the front and replaces an earlier entry of the same property, but when an entry with
 *   identical title, location and price exists nothing changes;
 * - at most 50 entries; remove one or all; the default getter limit is 10;
 * - 100 ms after load, entries of listings that no longer exist are removed (shared with favourites).
 */
import { imageOf, isRecord, toListingId } from './listing-ref';

export const VIEWED_KEY = 'viewed_properties';
export const MAX_VIEWED = 50;
export const VIEWED_EXPIRY_MS = 30 * 24 * 60 * 60 * 1000;
export const DEFAULT_VIEWED_LIMIT = 10;

export interface ViewedItem {
  propertyId: number;
  viewedAt: number;
  title: string;
  title_slug: string;
  location: { ort: string };
  locationString: string;
  price: number;
  vermarktungsart: string | null;
  objektart: string | null;
  objektart_untergruppe: string | null;
  objektart_hauptgruppe: string | null;
  image: string | null;
}

/** What a page knows about the listing it shows: the property fields the front end reads, loosely typed. */
export interface ViewedSource {
  id: unknown;
  objekttitel?: unknown;
  title_slug?: unknown;
  location?: { ort?: unknown } | null;
  /**
   * The price the page shows, as the list's cards show it (searchPrice: the purchase price, or a rental's total
   * monthly rent; 0 on request). A page that states it is taken at its word.
   */
  price?: unknown;
  kaufpreis?: unknown;
  kaltmiete?: unknown;
  vermarktungsart?: unknown;
  objektart?: unknown;
  objektart_untergruppe?: unknown;
  objektart_hauptgruppe?: unknown;
  primary_image?: { thumbnail_url?: unknown; url?: unknown } | null;
  images?: readonly { thumbnail_url?: unknown; url?: unknown }[] | null;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const textOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const positiveNumber = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * The price kept: the shown price the page states (`price`, 0 for a price on request); a source that states none
 * (written before pages did) falls back to kaufpreis, else kaltmiete, else 0.
 */
export function viewedPrice(p: Pick<ViewedSource, 'price' | 'kaufpreis' | 'kaltmiete'>): number {
  if (typeof p.price === 'number' && Number.isFinite(p.price)) return p.price > 0 ? p.price : 0;
  return positiveNumber(p.kaufpreis) ?? positiveNumber(p.kaltmiete) ?? 0;
}

/** Builds the stored item; null when the source has no valid listing id (nothing is recorded then). */
export function buildViewedItem(p: ViewedSource, now: number): ViewedItem | null {
  const propertyId = toListingId(p.id);
  if (propertyId === null) return null;
  const ort = text(p.location?.ort);
  return {
    propertyId,
    viewedAt: now,
    title: text(p.objekttitel),
    title_slug: text(p.title_slug),
    location: { ort },
    locationString: ort,
    price: viewedPrice(p),
    vermarktungsart: textOrNull(p.vermarktungsart),
    objektart: textOrNull(p.objektart),
    objektart_untergruppe: textOrNull(p.objektart_untergruppe),
    objektart_hauptgruppe: textOrNull(p.objektart_hauptgruppe),
    image: imageOf(p),
  };
}

/** One stored entry, normalized to the full item shape; null when it is not a usable entry. */
export function parseViewedItem(raw: unknown): ViewedItem | null {
  if (!isRecord(raw)) return null;
  const propertyId = toListingId(raw.propertyId);
  if (propertyId === null || typeof raw.viewedAt !== 'number' || !Number.isFinite(raw.viewedAt)) return null;
  const texts = [
    'title',
    'title_slug',
    'locationString',
    'vermarktungsart',
    'objektart',
    'objektart_untergruppe',
    'objektart_hauptgruppe',
    'image',
  ] as const;
  // A field of the wrong type means the entry was not written by these rules: drop it rather than guess.
  if (texts.some((k) => raw[k] != null && typeof raw[k] !== 'string')) return null;
  if (raw.price != null && typeof raw.price !== 'number') return null;
  const location = isRecord(raw.location) ? raw.location : null;
  const ort =
    typeof raw.locationString === 'string' ? raw.locationString : typeof location?.ort === 'string' ? location.ort : '';
  const price = typeof raw.price === 'number' && Number.isFinite(raw.price) && raw.price > 0 ? raw.price : 0;
  const opt = (k: (typeof texts)[number]) => (typeof raw[k] === 'string' && raw[k] !== '' ? (raw[k] as string) : null);
  return {
    propertyId,
    viewedAt: raw.viewedAt,
    title: (raw.title as string | undefined) ?? '',
    title_slug: (raw.title_slug as string | undefined) ?? '',
    location: { ort },
    locationString: ort,
    price,
    vermarktungsart: opt('vermarktungsart'),
    objektart: opt('objektart'),
    objektart_untergruppe: opt('objektart_untergruppe'),
    objektart_hauptgruppe: opt('objektart_hauptgruppe'),
    image: opt('image'),
  };
}

/** Entries older than 30 days are dropped; exactly 30 days old is not older, so it stays. */
export function isExpired(item: Pick<ViewedItem, 'viewedAt'>, now: number): boolean {
  return now - item.viewedAt > VIEWED_EXPIRY_MS;
}

/**
 * The stored list on load: not an array → empty; unusable entries, expired entries and repeats of a property
 * (the first, newest, wins) dropped; at most 50.
 */
export function loadViewed(raw: unknown, now: number): ViewedItem[] {
  if (!Array.isArray(raw)) return [];
  const out: ViewedItem[] = [];
  for (const entry of raw) {
    const item = parseViewedItem(entry);
    if (!item || isExpired(item, now) || out.some((v) => v.propertyId === item.propertyId)) continue;
    out.push(item);
    if (out.length === MAX_VIEWED) break;
  }
  return out;
}

/** Same title, same location and same price: such an entry counts as identical, and recording it changes nothing. */
export function isSameEntry(a: ViewedItem, b: ViewedItem): boolean {
  return a.title === b.title && a.locationString === b.locationString && a.price === b.price;
}

/**
 * Records a view. Returns the same array (identity) when nothing changes, so callers can skip writing.
 * Order of the rules: an identical entry (title, location, price) leaves the list as it is; otherwise the new
 * entry goes first, any earlier entry of the same property goes away, and the list is cut to 50.
 */
export function addViewed(list: readonly ViewedItem[], item: ViewedItem): readonly ViewedItem[] {
  if (list.some((v) => isSameEntry(v, item))) return list;
  return [item, ...list.filter((v) => v.propertyId !== item.propertyId)].slice(0, MAX_VIEWED);
}

export function removeViewed(list: readonly ViewedItem[], propertyId: number): ViewedItem[] {
  return list.filter((v) => v.propertyId !== propertyId);
}

/** The newest entries, 10 unless asked otherwise. */
export function recentViewed(list: readonly ViewedItem[], limit: number = DEFAULT_VIEWED_LIMIT): ViewedItem[] {
  return list.slice(0, Math.max(0, limit));
}

/** Keeps the entries whose listing exists. */
export function pruneViewed(list: readonly ViewedItem[], existing: ReadonlySet<number>): ViewedItem[] {
  return list.filter((v) => existing.has(v.propertyId));
}
