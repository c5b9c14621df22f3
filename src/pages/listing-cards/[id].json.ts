/**
 * /listing-cards/{id}.json: the compact card of one listing (src/domain/listing-card.ts), written at build time
 * for every listing of the `properties` collection. /favoriten and /vergleich fetch these for the saved ids, so
 * they work on a static host, without the API. A listing that left the snapshot has no file (404): the pages
 * then show it as no longer available.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import { listingCardOf } from '~/domain/listing-card';
import { keyedPaths } from '~/site/incremental/static-paths';
import { listingKey } from '~/site/incremental/page-keys';
import type { Listing } from '~/domain/listing';

export const prerender = true;

export const getStaticPaths = (async ({ routePattern }) => {
  // Cast: the collection is defined in src/content.config.ts; without an import snapshot it yields no entries.
  const entries = (await getCollection('properties' as never)) as unknown as { data: Listing }[];
  return keyedPaths(
    routePattern,
    entries.map((entry) => ({
      params: { id: String(entry.data.id) },
      props: { listing: entry.data },
      key: listingKey(entry.data),
    })),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { listing } = props as { listing: Listing };
  return new Response(JSON.stringify(listingCardOf(listing)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
