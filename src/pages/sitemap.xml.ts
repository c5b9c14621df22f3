/** /sitemap.xml: the index of the per-language sitemaps. */
import type { APIRoute } from 'astro';
import { LANG_CODES } from '~/i18n/languages';
import { sitemapEntries } from '~/site/sitemap-entries';
import { sitemapIndexXml, sitemapNames } from '~/domain/search/sitemap';

export const GET: APIRoute = async ({ site }) => {
  const entries = await sitemapEntries();
  const origin = site?.origin ?? 'http://localhost:4321';
  const newest =
    entries
      .map((e) => e.lastmod ?? '')
      .sort()
      .at(-1) || undefined;
  return new Response(sitemapIndexXml(origin, sitemapNames(LANG_CODES, entries.length), newest?.slice(0, 10)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
