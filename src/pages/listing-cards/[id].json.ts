/**
 * /listing-cards/{id}.json: the compact card of one listing (src/domain/listing-card.ts), written at build time
 * for every listing of the catalogue, which the handler reads in full as it writes the file. /favoriten and
 * /vergleich fetch these for the saved ids, so they work on a static host, without the API. A listing that left
 * the snapshot has no file (404): the pages then show it as no longer available.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { listingCardOf } from '~/domain/listing-card';
import { getCatalog } from '~/site/catalog';
import { keyedPaths } from '~/site/incremental/static-paths';
import { listingCardKey } from '~/site/incremental/page-keys';

export const prerender = true;

export const getStaticPaths = (async ({ routePattern }) => {
  const c = await getCatalog();
  // One by one, as keyedPaths keeps only this process's share (src/site/incremental/static-paths.ts).
  function* pages() {
    for (const l of c.listings) yield { params: { id: String(l.id) }, props: { id: l.id }, key: listingCardKey(c, l) };
  }
  return keyedPaths(routePattern, pages());
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { id } = props as { id: number };
  const catalog = await getCatalog();
  return new Response(JSON.stringify(listingCardOf(catalog.listing(id)!, catalog.freshness.now)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
