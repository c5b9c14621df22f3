/** /sitemaps/{lang}-{n}.xml: one built language's pages with their last change. */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { LangCode } from '~/i18n/languages';
import { localizePath } from '~/i18n/paths';
import { builtSitemapNames, sitemapEntries } from '~/site/sitemap-entries';
import { keyedPaths } from '~/site/incremental/static-paths';
import { sitemapKey } from '~/site/incremental/page-keys';
import { SITEMAP_CHUNK, sitemapXml } from '~/domain/search/sitemap';

export const getStaticPaths = (async ({ routePattern }) => {
  const entries = await sitemapEntries();
  return keyedPaths(
    routePattern,
    builtSitemapNames(entries.count).map((name) => {
      const n = Number(name.split('-')[1]);
      return { params: { name }, key: sitemapKey(entries.slice((n - 1) * SITEMAP_CHUNK, n * SITEMAP_CHUNK)) };
    }),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params, site }) => {
  const [lang, part] = params.name!.split('-') as [LangCode, string];
  const entries = await sitemapEntries();
  const n = Number(part);
  const slice = entries.slice((n - 1) * SITEMAP_CHUNK, n * SITEMAP_CHUNK);
  const origin = site?.origin ?? 'http://localhost:4321';
  return new Response(
    sitemapXml(origin, lang, slice, (l, p) => localizePath(l as LangCode, p)),
    {
      headers: { 'Content-Type': 'application/xml; charset=utf-8' },
    },
  );
};
