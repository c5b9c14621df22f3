/**
 * Real-user measurements: which page types and metrics the beacon reports. Only the kind of page and its language
 * are sent with the values — no address, no listing id, no identifier of the visitor — so a beacon says nothing
 * about who sent it or which listing they looked at.
 */
export const RUM_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type RumMetric = (typeof RUM_METRICS)[number];

export const PAGE_TYPES = ['home', 'search', 'detail', 'map', 'projects', 'project', 'account', 'other'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/**
 * One page view in four is measured. Enough for a stable p75 per page type and day at the portal's traffic, while
 * three in four visitors who allowed analytics never load the collector and never send a beacon.
 */
export const RUM_SAMPLE_RATE = 0.25;

/**
 * The largest value of each metric a real page view can produce: a page that took longer than a minute to paint or
 * answer was left long before, and a layout shift score beyond 10 means the page jumped by ten screens. A beacon's
 * value above its limit is dropped (the beacon's other values still count): it can only be made up.
 */
export const RUM_MAX_VALUE: Record<RumMetric, number> = {
  LCP: 60_000,
  FCP: 60_000,
  TTFB: 60_000,
  INP: 60_000,
  CLS: 10,
};

/** The page type of a path without its language prefix (`/immobilien/123/haus` → detail). */
export function pageTypeOf(path: string): PageType {
  const p = path.replace(/\/+$/, '') || '/';
  if (p === '/') return 'home';
  if (/^\/(immobilie\/[^/]+|immobilien\/\d+(\/.*)?|onr\/.+)$/.test(p)) return 'detail';
  if (/^\/immobilien(\/|$)/.test(p)) return 'search';
  if (p === '/kartensuche') return 'map';
  if (p === '/projekte') return 'projects';
  if (p.startsWith('/projekte/')) return 'project';
  if (/^\/(favoriten|vergleich|dashboard|mein-konto|anmelden|registrieren|passwort-vergessen)$/.test(p))
    return 'account';
  return 'other';
}
