/** Every indexable page of the site (German paths), for the sitemaps. */
import { getCatalog } from './catalog';
import { defaultListPages, landingCounts } from './listing/search-setup';
import { listingPath } from '~/domain/listing-ref';
import { staticPagePath } from '~/domain/search/urls';
import { sitemapNames, type SitemapEntry } from '~/domain/search/sitemap';
import { builtLanguages } from './languages';
import { GUIDE_PATH, GUIDE_SLUGS, guidePath } from '~/domain/guide/articles';
import { preisspiegelPath } from '~/domain/prices/paths';
import { spiegelAreas } from './price-figures';

/** Pages of the shell that are meant for search engines (account and tool pages are noindex). */
const CONTENT_PAGES = [
  '/',
  '/immobilien',
  '/projekte',
  '/kartensuche',
  '/kontakt',
  '/hilfe',
  '/impressum',
  '/datenschutz',
];

let cache: SitemapEntry[] | null = null;

export async function sitemapEntries(): Promise<SitemapEntry[]> {
  if (cache) return cache;
  const c = await getCatalog();
  const newest = c.listings[0]?.updated_at ?? null;
  const pages = defaultListPages(c);
  cache = [
    ...CONTENT_PAGES.map((path) => ({ path, lastmod: path === '/' || path === '/immobilien' ? newest : null })),
    // The guide exists in every language with the same slugs.
    { path: GUIDE_PATH, lastmod: null },
    ...GUIDE_SLUGS.map((slug) => ({ path: guidePath(slug), lastmod: null })),
    ...Array.from({ length: Math.max(0, pages - 1) }, (_, i) => ({ path: staticPagePath(i + 2), lastmod: newest })),
    ...[...landingCounts(c).keys()].map((path) => ({ path, lastmod: newest })),
    { path: preisspiegelPath(), lastmod: newest },
    ...spiegelAreas(c).map(({ area }) => ({ path: preisspiegelPath(area), lastmod: newest })),
    ...c.projects.map((p) => ({ path: `/projekte/${p.id}`, lastmod: p.updated_at })),
    ...c.listings.map((l) => ({ path: listingPath(l.id, l.title_slug), lastmod: l.updated_at })),
  ];
  return cache;
}

/**
 * The sitemap files of this build: one set per built language (builtLanguages, as the listing pages), since a
 * narrowed build has no listing pages in the others and their sitemaps would list 404s. The URLs' hreflang
 * alternates still name every language, as the pages' own alternate links do.
 */
export function builtSitemapNames(entryCount: number, wanted?: readonly string[]): string[] {
  return sitemapNames(builtLanguages(wanted), entryCount);
}
