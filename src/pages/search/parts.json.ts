/** The split search index's manifest: its parts and places (see src/domain/search/index-parts.ts). */
import type { APIRoute } from 'astro';
import { getCatalog } from '~/site/catalog';
import { searchParts } from '~/site/search-parts';

export const GET: APIRoute = async () => {
  const { manifest } = searchParts(await getCatalog());
  return new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
