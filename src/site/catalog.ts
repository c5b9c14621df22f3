/**
 * Build-time access to the listing snapshot (content collections `properties` and `projects`), loaded once per
 * build process and shared by every page in every language: 10,000 listings × 15 languages must not parse the
 * collection 150,000 times. Also the search index built from it, so the pre-rendered result pages, landing
 * pages and the /search/*.json files all come from the same rows.
 */
import { getCollection } from 'astro:content';
import type { Listing, Project } from '~/domain/listing';
import { env } from '~/config/env';
import { buildCatalog, type Catalog } from './build-catalog';

let pending: Promise<Catalog> | undefined;

async function collection<T>(name: string): Promise<T[]> {
  // The collections come from the listing-data loader (src/content.config.ts); a site without a snapshot yet
  // builds with no listings rather than failing.
  const entries = (await (getCollection as (n: string) => Promise<{ data: T }[]>)(name).catch(() => [])) ?? [];
  return entries.map((e) => e.data);
}

async function load(): Promise<Catalog> {
  const [rawListings, projects] = await Promise.all([
    collection<Listing>('properties'),
    collection<Project>('projects'),
  ]);
  // The build's time, the same in every render process (src/build/render-env.ts); a lone `astro build` takes its own.
  const e = env();
  const now = e.PORTAL_BUILD_TIME ? Date.parse(e.PORTAL_BUILD_TIME) : Date.now();
  return buildCatalog(rawListings, projects, { now, staleAfterDays: e.STALE_AFTER_DAYS });
}

export function getCatalog(): Promise<Catalog> {
  pending ??= load();
  return pending;
}
