import { describe, expect, it } from 'vitest';
import { HEADER_SHRINK_THRESHOLD_PX, isHeaderShrunk, PRELOAD_DELAY_MS, preloadTargets } from '~/domain/header';
import { createSearchState, parseSearchState, returnUrl, SEARCH_STATE_LIFETIME_MS } from '~/domain/search-state';
import { initialDark } from '~/client/stores/theme';

describe('header', () => {
  it('shrinks once scrolled more than 20 px', () => {
    expect(HEADER_SHRINK_THRESHOLD_PX).toBe(20);
    expect(isHeaderShrunk(20)).toBe(false);
    expect(isHeaderShrunk(21)).toBe(true);
  });
  it('grows again only at the top, so a page that can scroll only a little past 20 px does not flicker', () => {
    // shrunk at 24 px; the shorter page pulls the position back to 8 px: it stays shrunk
    expect(isHeaderShrunk(24, false)).toBe(true);
    expect(isHeaderShrunk(8, true)).toBe(true);
    expect(isHeaderShrunk(1, true)).toBe(true);
    expect(isHeaderShrunk(0, true)).toBe(false);
    expect(isHeaderShrunk(8, false)).toBe(false);
  });
  it('preloads the likely next pages after 2 s', () => {
    expect(PRELOAD_DELAY_MS).toBe(2000);
    expect(preloadTargets('/')).toEqual(['/immobilien', '/projekte']);
    expect(preloadTargets('/anmelden')).toEqual(['/registrieren', '/dashboard']);
    expect(preloadTargets('/registrieren')).toEqual(['/anmelden', '/dashboard']);
  });
});

describe('theme', () => {
  it('starts from the stored value, else the system preference', () => {
    expect(initialDark('true', false)).toBe(true);
    expect(initialDark('false', true)).toBe(false);
    expect(initialDark(null, true)).toBe(true);
    expect(initialDark(null, false)).toBe(false);
  });
});

describe('search state', () => {
  it('lives one hour, then counts as none', () => {
    expect(SEARCH_STATE_LIFETIME_MS).toBe(3_600_000);
    const s = createSearchState('objektart=HAUS', 500, 1000);
    expect(s).toEqual({
      searchParams: 'objektart=HAUS',
      scrollPosition: 500,
      timestamp: 1000,
      expiresAt: 1000 + 3_600_000,
    });
    expect(parseSearchState(s, 1000 + 3_599_999)).toEqual(s);
    expect(parseSearchState(s, 1000 + 3_600_000)).toBeNull();
    expect(parseSearchState('junk', 0)).toBeNull();
  });
  it('returns to /immobilien with the saved params, or plain /immobilien', () => {
    expect(returnUrl(createSearchState('?objektart=HAUS', 0, 0))).toBe('/immobilien?objektart=HAUS');
    expect(returnUrl(null)).toBe('/immobilien');
    expect(returnUrl(createSearchState('', 0, 0))).toBe('/immobilien');
  });
});
