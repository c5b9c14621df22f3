/**
 * sitemap.xml: an index of per-language sitemaps, each URL with its alternates in all languages (hreflang,
 * as the pages' own <link rel="alternate"> say). Pure: pages pass German paths and the site's origin.
 */
export interface SitemapEntry {
  /** German path ("/immobilien/12/slug"). */
  path: string;
  /** ISO date of the last change, when known. */
  lastmod?: string | null;
}

/** URLs per sitemap file: well under the protocol's 50,000 URLs and 50 MB with 16 alternates each. */
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
  langs: readonly string[],
  localize: (lang: string, path: string) => string,
): string {
  const urls = entries.map((e) => {
    const alternates =
      langs
        .map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${esc(origin + localize(l, e.path))}"/>`)
        .join('') + `<xhtml:link rel="alternate" hreflang="x-default" href="${esc(origin + localize('de', e.path))}"/>`;
    const lastmod = e.lastmod ? `<lastmod>${esc(e.lastmod.slice(0, 10))}</lastmod>` : '';
    return `<url><loc>${esc(origin + localize(lang, e.path))}</loc>${lastmod}${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('\n')}</urlset>\n`;
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
