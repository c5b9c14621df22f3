/**
 * The catalog of one build: listings newest first with their lookups, projects, and the search index built from
 * the same rows. Pure (no content-layer access), so tests build one from fixtures; pages get the build's own
 * through getCatalog() (./catalog.ts).
 */
import type { Listing, Project } from '~/domain/listing';
import { buildSearchIndex, decodeIndex, type BuiltIndex, type SearchTable } from '~/domain/search/index-format';

export interface Catalog {
  /** Newest first (the default order of the list). */
  listings: Listing[];
  byId: Map<number, Listing>;
  /** Several listings can share a slug (equal titles); newest first. */
  bySlug: Map<string, Listing[]>;
  byExternalId: Map<string, Listing>;
  projects: Project[];
  projectById: Map<number, Project>;
  /** Listings per project id. */
  unitsOf: Map<number, Listing[]>;
  built: BuiltIndex;
  table: SearchTable;
  /** Changes whenever the data changes: stamps every search file so a client never mixes two builds. */
  gen: string;
}

/** FNV-1a over ids and digests: cheap, stable, and different whenever any listing changes. */
function generation(listings: readonly Listing[], projects: readonly Project[]): string {
  let h = 0x811c9dc5;
  const feed = (s: string) => {
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
  };
  for (const l of listings) feed(`${l.id}:${l.digest};`);
  for (const p of projects) feed(`p${p.id}:${p.digest};`);
  return `${listings.length}-${h.toString(36)}`;
}

/** Builds the catalog from the snapshot's listings (any order) and projects. */
export function buildCatalog(rawListings: Listing[], projects: Project[]): Catalog {
  const gen = generation(rawListings, projects);
  const built = buildSearchIndex(rawListings, gen);
  const listings = built.rows as Listing[];
  const byId = new Map<number, Listing>();
  const bySlug = new Map<string, Listing[]>();
  const byExternalId = new Map<string, Listing>();
  const unitsOf = new Map<number, Listing[]>();
  for (const l of listings) {
    byId.set(l.id, l);
    const same = bySlug.get(l.title_slug);
    if (same) same.push(l);
    else bySlug.set(l.title_slug, [l]);
    // External ids are unique per agency, not portal-wide: the newest listing keeps the short URL.
    if (!byExternalId.has(l.external_id)) byExternalId.set(l.external_id, l);
    if (l.project_id != null) {
      const units = unitsOf.get(l.project_id);
      if (units) units.push(l);
      else unitsOf.set(l.project_id, [l]);
    }
  }
  const sortedProjects = [...projects].sort((a, b) => a.name.localeCompare(b.name, 'de'));
  return {
    listings,
    byId,
    bySlug,
    byExternalId,
    projects: sortedProjects,
    projectById: new Map(sortedProjects.map((p) => [p.id, p])),
    unitsOf,
    built,
    table: decodeIndex(built.index),
    gen,
  };
}
