/** The header shrinks once the page is scrolled more than 20 px. */
export const HEADER_SHRINK_THRESHOLD_PX = 20;

export function isHeaderShrunk(scrollY: number): boolean {
  return scrollY > HEADER_SHRINK_THRESHOLD_PX;
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
