/** Card titles of one part's rows in one language, in its row order, with their version. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCatalog } from '~/site/catalog';
import { buildTitles } from '~/domain/search/index-format';
import { searchParts } from '~/site/search-parts';
import { builtLanguages } from '~/site/languages';
import { keyedPaths } from '~/site/incremental/static-paths';
import { searchPartKey } from '~/site/incremental/page-keys';
import type { PartKey } from '~/domain/search/index-parts';

export const getStaticPaths = (async ({ routePattern }) => {
  const c = await getCatalog();
  const parts = [...searchParts(c).parts.keys()];
  return keyedPaths(
    routePattern,
    builtLanguages().flatMap((lang) =>
      parts.map((part) => ({ params: { lang, part }, key: searchPartKey(c, part, 't') })),
    ),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const part = searchParts(await getCatalog()).parts.get(params.part as PartKey)!;
  return new Response(JSON.stringify(buildTitles(part.rows, params.lang!, part.titles)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
