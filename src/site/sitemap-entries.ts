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

/**
 * The sitemaps' entries in order, made on demand: the site's own pages (a few thousand at most) are kept, a
 * listing's entry is made when a file that lists it is written. Every render process works the entries out (the
 * sitemaps' keys), and 100,000 listings' entries kept as objects were 16 MB of its live heap for the whole render.
 */
export interface SitemapEntries {
  count: number;
  /** The latest lastmod of any entry, for the sitemap index. */
  newest: string | undefined;
  /** Entries `from` to `to` (exclusive), as Array.prototype.slice takes them. */
  slice(from: number, to: number): SitemapEntry[];
}

let cache: SitemapEntries | null = null;

export async function sitemapEntries(): Promise<SitemapEntries> {
  if (cache) return cache;
  const c = await getCatalog();
  const newest = c.listings[0]?.updated_at ?? null;
  const pages = defaultListPages(c);
  const head: SitemapEntry[] = [
    ...CONTENT_PAGES.map((path) => ({ path, lastmod: path === '/' || path === '/immobilien' ? newest : null })),
    // The guide exists in every language with the same slugs.
    { path: GUIDE_PATH, lastmod: null },
    ...GUIDE_SLUGS.map((slug) => ({ path: guidePath(slug), lastmod: null })),
    ...Array.from({ length: Math.max(0, pages - 1) }, (_, i) => ({ path: staticPagePath(i + 2), lastmod: newest })),
    ...[...landingCounts(c).keys()].map((path) => ({ path, lastmod: newest })),
    { path: preisspiegelPath(), lastmod: newest },
    ...spiegelAreas(c).map(({ area }) => ({ path: preisspiegelPath(area), lastmod: newest })),
    ...c.projects.map((p) => ({ path: `/projekte/${p.id}`, lastmod: p.updated_at })),
  ];
  const { listings } = c;
  let latest = '';
  for (const e of head) if (e.lastmod && e.lastmod > latest) latest = e.lastmod;
  for (const l of listings) if (l.updated_at && l.updated_at > latest) latest = l.updated_at;
  cache = {
    count: head.length + listings.length,
    newest: latest || undefined,
    slice(from, to) {
      const end = Math.min(to, head.length + listings.length);
      const out = head.slice(from, end);
      for (let i = Math.max(from, head.length); i < end; i++) {
        const l = listings[i - head.length]!;
        out.push({ path: listingPath(l.id, l.title_slug), lastmod: l.updated_at });
      }
      return out;
    },
  };
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
