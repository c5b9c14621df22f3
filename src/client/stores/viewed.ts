/**
 * Recently viewed listings (rules: src/domain/viewed.ts) under `viewed_properties`, kept in step across tabs.
 * Expired entries are dropped when the store loads, and the cleaned list is written back.
 */
import { atom } from 'nanostores';
import {
  addViewed,
  buildViewedItem,
  loadViewed,
  pruneViewed,
  recentViewed,
  removeViewed,
  VIEWED_KEY,
  type ViewedItem,
  type ViewedSource,
} from '../../domain/viewed';
import { onStorageKey, readItem, readJson, removeItem, writeJson } from './storage';

function fromStorage(now: number): ViewedItem[] {
  return loadViewed(readJson(VIEWED_KEY), now);
}

export const $viewed = atom<ViewedItem[]>(fromStorage(Date.now()));

// Dropping expired (or unreadable) entries "on load" means in storage too, not only in memory.
if (readItem(VIEWED_KEY) !== null) {
  const stored = readJson<unknown>(VIEWED_KEY);
  if (!Array.isArray(stored) || stored.length !== $viewed.get().length) writeJson(VIEWED_KEY, $viewed.get());
}

onStorageKey(VIEWED_KEY, () => $viewed.set(fromStorage(Date.now())));

function save(list: readonly ViewedItem[]): void {
  writeJson(VIEWED_KEY, list);
  $viewed.set([...list]);
}

/** Records a view of the listing a page shows; returns false when the source has no usable id. */
export function recordView(source: ViewedSource, now: number = Date.now()): boolean {
  const item = buildViewedItem(source, now);
  if (!item) return false;
  const current = $viewed.get();
  const next = addViewed(current, item);
  if (next !== current) save(next);
  return true;
}

export function removeViewedItem(propertyId: number): void {
  save(removeViewed($viewed.get(), propertyId));
}

export function clearViewed(): void {
  removeItem(VIEWED_KEY);
  $viewed.set([]);
}

export function getRecentlyViewed(limit?: number): ViewedItem[] {
  return recentViewed($viewed.get(), limit);
}

export function keepExistingViewed(existing: ReadonlySet<number>): void {
  const current = $viewed.get();
  const next = pruneViewed(current, existing);
  if (next.length !== current.length) save(next);
}
