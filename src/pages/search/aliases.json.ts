/** The alias map the portal's server redirects from (see src/domain/search/aliases.ts). */
import type { APIRoute } from 'astro';
import { getCatalog } from '~/site/catalog';
import { buildAliasMap } from '~/domain/search/aliases';

export const GET: APIRoute = async () => {
  const { listings } = await getCatalog();
  return new Response(JSON.stringify(buildAliasMap(listings)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
