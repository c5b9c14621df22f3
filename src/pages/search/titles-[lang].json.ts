/** Card titles (and the slugs that do not follow from them) of one language, in index row order. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCatalog } from '~/site/catalog';
import { buildTitles } from '~/domain/search/index-format';
import { builtLanguages } from '~/site/languages';
import { keyedPaths } from '~/site/incremental/static-paths';
import { catalogKey } from '~/site/incremental/page-keys';

export const getStaticPaths = (async ({ routePattern }) => {
  const key = catalogKey(await getCatalog());
  return keyedPaths(
    routePattern,
    builtLanguages().map((lang) => ({ params: { lang }, key })),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const { built, gen } = await getCatalog();
  return new Response(JSON.stringify(buildTitles(built.rows, params.lang!, gen)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
