/** The header shrinks once the page is scrolled more than 20 px. */
export const HEADER_SHRINK_THRESHOLD_PX = 20;

/**
 * Whether the header is shrunk after a scroll to `scrollY`, given whether it was. A shrunk header grows again only
 * at the top of the page: on a page that can scroll only a little past 20 px, shrinking the header shortens the
 * page, the browser pulls the scroll position back under 20 px, and a header that grew there would lengthen it
 * again, shrinking and growing every frame.
 */
export function isHeaderShrunk(scrollY: number, wasShrunk = false): boolean {
  return scrollY > (wasShrunk ? 0 : HEADER_SHRINK_THRESHOLD_PX);
}

/** Next pages are preloaded 2 s after load. */
export const PRELOAD_DELAY_MS = 2000;

/** Which pages to preload, by German path of the current page; other pages preload nothing. */
export function preloadTargets(path: string): string[] {
  if (path === '/') return ['/immobilien', '/projekte'];
  if (path === '/immobilien') return ['/vergleich']; // plus the first detail page, added by the list itself
  if (path === '/anmelden') return ['/registrieren', '/dashboard'];
  if (path === '/registrieren') return ['/anmelden', '/dashboard'];
  return [];
}
