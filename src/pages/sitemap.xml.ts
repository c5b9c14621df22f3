/** /sitemap.xml: the index of the built languages' sitemaps. */
import type { APIRoute } from 'astro';
import { builtSitemapNames, sitemapEntries } from '~/site/sitemap-entries';
import { sitemapIndexXml } from '~/domain/search/sitemap';

export const GET: APIRoute = async ({ site }) => {
  const entries = await sitemapEntries();
  const origin = site?.origin ?? 'http://localhost:4321';
  return new Response(sitemapIndexXml(origin, builtSitemapNames(entries.count), entries.newest?.slice(0, 10)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
