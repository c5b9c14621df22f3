/** Coordinates of the search index rows, for the map view and drawn areas. */
import type { APIRoute } from 'astro';
import { getCatalog } from '~/site/catalog';

export const GET: APIRoute = async () => {
  const { built } = await getCatalog();
  return new Response(JSON.stringify(built.geo), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
