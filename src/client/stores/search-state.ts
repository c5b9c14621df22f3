import { createSearchState, parseSearchState, type SearchState } from '../../domain/search-state';
import { readJson, removeItem, writeJson } from './storage';

/** Session-storage key of the saved search (a key of our own: no earlier app stored it). */
export const SEARCH_STATE_KEY = 'immoz_search_state';

export function loadSearchState(now: number = Date.now()): SearchState | null {
  const state = parseSearchState(readJson(SEARCH_STATE_KEY, 'session'), now);
  if (!state) removeItem(SEARCH_STATE_KEY, 'session'); // expired state is cleared, not kept around
  return state;
}

export function saveSearchState(searchParams: string, scrollPosition: number, now: number = Date.now()): void {
  writeJson(SEARCH_STATE_KEY, createSearchState(searchParams, scrollPosition, now), 'session');
}

export function clearSearchState(): void {
  removeItem(SEARCH_STATE_KEY, 'session');
}
