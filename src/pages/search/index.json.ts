/** The compact search index (language-neutral); see src/domain/search/index-format.ts. */
import type { APIRoute } from 'astro';
import { getCatalog } from '~/site/catalog';

export const GET: APIRoute = async () => {
  const { built } = await getCatalog();
  return new Response(JSON.stringify(built.index), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
