/**
 * Addresses of result pages. The unfiltered list in the default order has static pages
 * (/immobilien, /immobilien/seite/2 …) that work on any static host and for crawlers; every other search is
 * /immobilien?<query>. German paths: localize with localizePath().
 */
import { DEFAULT_SORT, isUnfiltered, serializeQuery, type SearchQuery } from './query';

export const LIST_PATH = '/immobilien';

export function staticPagePath(page: number, listPath = LIST_PATH): string {
  return page <= 1 ? listPath : `${listPath}/seite/${page}`;
}

export function resultsHref(q: SearchQuery, page: number, listPath = LIST_PATH): string {
  if (isUnfiltered(q) && q.sort === DEFAULT_SORT) return staticPagePath(page, listPath);
  const qs = serializeQuery({ ...q, page });
  return qs ? `${listPath}?${qs}` : listPath;
}

/** The page number a static result page's path carries (/immobilien/seite/3 → 3), 1 otherwise. */
export function pageFromPath(pathname: string): number {
  const m = /\/seite\/(\d{1,3})\/?$/.exec(pathname);
  return m ? Math.max(1, Number(m[1])) : 1;
}

/**
 * The page numbers a pager shows: first, last, and a window around the current page, with null for gaps.
 * pagerItems(7, 20) → [1, null, 5, 6, 7, 8, 9, null, 20]
 */
export function pagerItems(current: number, count: number, radius = 2): (number | null)[] {
  const pages = new Set<number>([1, count]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= count) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(p - sorted[i - 1]! === 2 ? p - 1 : null);
    out.push(p);
  });
  return out;
}
