/**
 * sitemap.xml: an index of per-language sitemaps, each URL with its last change. The language alternates are not
 * repeated here: every page names them itself (<link rel="alternate" hreflang> in its head), which search engines
 * read as well as a sitemap's, and in a sitemap they made each entry sixteen links long: at 100,000 listings in 15
 * languages 3.5 GB of XML that a sync rewrote whole, since about 1 % of the entries of every file get a new lastmod.
 * Pure: pages pass German paths and the site's origin.
 */
export interface SitemapEntry {
  /** German path ("/immobilien/12/slug"). */
  path: string;
  /** ISO date of the last change, when known. */
  lastmod?: string | null;
}

/** URLs per sitemap file: well under the protocol's 50,000 URLs and 50 MB. */
export const SITEMAP_CHUNK = 5000;

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapNames(langs: readonly string[], entryCount: number): string[] {
  const parts = Math.max(1, Math.ceil(entryCount / SITEMAP_CHUNK));
  return langs.flatMap((lang) => Array.from({ length: parts }, (_, i) => `${lang}-${i + 1}`));
}

export function sitemapIndexXml(origin: string, names: readonly string[], lastmod?: string): string {
  const items = names.map(
    (n) =>
      `<sitemap><loc>${esc(`${origin}/sitemaps/${n}.xml`)}</loc>${lastmod ? `<lastmod>${esc(lastmod)}</lastmod>` : ''}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join('')}</sitemapindex>\n`;
}

export function sitemapXml(
  origin: string,
  lang: string,
  entries: readonly SitemapEntry[],
  localize: (lang: string, path: string) => string,
): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${esc(e.lastmod.slice(0, 10))}</lastmod>` : '';
    return `<url><loc>${esc(origin + localize(lang, e.path))}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('\n')}</urlset>\n`;
}

/** robots.txt: everything public may be crawled; account pages, the API and the search data may not. */
export function robotsTxt(origin: string, disallow: readonly string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
