/** One part of the split search index: its rows in the index format (see src/domain/search/index-parts.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCatalog } from '~/site/catalog';
import { searchParts } from '~/site/search-parts';
import { keyedPaths } from '~/site/incremental/static-paths';
import { searchPartKey } from '~/site/incremental/page-keys';
import type { PartKey } from '~/domain/search/index-parts';

export const getStaticPaths = (async ({ routePattern }) => {
  const c = await getCatalog();
  return keyedPaths(
    routePattern,
    [...searchParts(c).parts.keys()].map((part) => ({ params: { part }, key: searchPartKey(c, part, 'h') })),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const part = searchParts(await getCatalog()).parts.get(params.part as PartKey)!;
  return new Response(JSON.stringify(part.index), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
