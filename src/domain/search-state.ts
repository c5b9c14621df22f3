/** The saved search of the property list: kept in session storage for one hour. */
export interface SearchState {
  searchParams: string;
  scrollPosition: number;
  timestamp: number;
  expiresAt: number;
}

export const SEARCH_STATE_LIFETIME_MS = 3_600_000;

export function createSearchState(searchParams: string, scrollPosition: number, now: number): SearchState {
  return { searchParams, scrollPosition, timestamp: now, expiresAt: now + SEARCH_STATE_LIFETIME_MS };
}

/** Parses stored state; expired or malformed state counts as none. */
export function parseSearchState(raw: unknown, now: number): SearchState | null {
  if (!raw || typeof raw !== 'object') return null;
  const s = raw as Partial<SearchState>;
  if (typeof s.searchParams !== 'string' || typeof s.expiresAt !== 'number') return null;
  if (now >= s.expiresAt) return null;
  return {
    searchParams: s.searchParams,
    scrollPosition: typeof s.scrollPosition === 'number' ? s.scrollPosition : 0,
    timestamp: typeof s.timestamp === 'number' ? s.timestamp : now,
    expiresAt: s.expiresAt,
  };
}

/** Where "back to results" goes: /immobilien with the saved params, or plain /immobilien. */
export function returnUrl(state: SearchState | null, listPath = '/immobilien'): string {
  if (!state || !state.searchParams) return listPath;
  const q = state.searchParams.startsWith('?') ? state.searchParams.slice(1) : state.searchParams;
  return q ? `${listPath}?${q}` : listPath;
}
