/**
 * The catalog of one build: listings newest first with their lookups, projects, and the search index built from
 * the same rows. Pure (no content-layer access), so tests build one from fixtures; pages get the build's own
 * through getCatalog() (./catalog.ts).
 */
import { sameHomesShown } from '~/domain/same-home';
import type { Listing, Project } from '~/domain/listing';
import type { ListingSummary } from '~/snapshot/summary';
import {
  buildSearchIndex,
  sortNewest,
  decodeIndex,
  type BuiltIndex,
  type SearchTable,
} from '~/domain/search/index-format';
import { DEFAULT_STALE_AFTER_DAYS, isStale } from '~/domain/listing-freshness';

export interface Catalog {
  /** Newest first (the default order of the list); every listing with a page, stale ones too. */
  listings: ListingSummary[];
  /** Listings their agency has not confirmed for the stale time: they have a page but are in no list or search. */
  stale: ReadonlySet<number>;
  /**
   * A home several agencies offer is in the lists once: listing id → the id that stands for its home there (the
   * home's first listing, else its first offer that is not stale or hidden). The listings in here have a page
   * but are in no list or search.
   */
  shownAs: ReadonlyMap<number, number>;
  /** The time the listings' freshness is told against (the build's) and the stale time in days. */
  freshness: Required<Freshness>;
  byId: Map<number, ListingSummary>;
  /** Several listings can share a slug (equal titles); newest first. */
  bySlug: Map<string, ListingSummary[]>;
  byExternalId: Map<string, ListingSummary>;
  projects: Project[];
  projectById: Map<number, Project>;
  /** Listings per project id. */
  unitsOf: Map<number, ListingSummary[]>;
  /**
   * The search index: the listings that are not stale, each home once; its rows (newest first) and coordinates.
   * The index file's columns are not kept: `table` holds them decoded, and the search files are split from it.
   */
  built: Omit<BuiltIndex, 'index'>;
  table: SearchTable;
  /** Changes whenever the data changes: stamps every search file so a client never mixes two builds. */
  gen: string;
  /**
   * The listings' card digests the sync stored with the snapshot (src/site/incremental/card-digest.ts), when they
   * belong to it; without them the page keys make them from the summaries.
   */
  cardDigests?: ReadonlyMap<number, string>;
  /**
   * Their card file digests (what each listing's card JSON holds, cardFileDigest), stored beside them; without them
   * the card JSON's key is made from the listing read in full.
   */
  cardFileDigests?: ReadonlyMap<number, string>;
  /**
   * A listing of the catalogue in full, read when a page about that one listing renders (its detail page, its card
   * JSON, a project's units); undefined for an id the catalogue does not hold.
   */
  listing(id: number): Listing | undefined;
}

/**
 * FNV-1a over ids and digests, in the order of the ids whatever the order the listings came in: cheap, the same for
 * the same data, and different whenever any listing changes.
 */
function generation(
  listings: readonly ListingSummary[],
  projects: readonly Project[],
  stale: ReadonlySet<number>,
  shownAs: ReadonlyMap<number, number>,
): string {
  let h = 0x811c9dc5;
  const feed = (s: string) => {
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
  };
  const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
  for (const l of [...listings].sort(byId)) feed(`${l.id}:${l.digest};`);
  for (const p of [...projects].sort(byId)) feed(`p${p.id}:${p.digest};`);
  for (const id of [...stale].sort((a, b) => a - b)) feed(`s${id};`);
  for (const [id, as] of [...shownAs].sort((a, b) => a[0] - b[0])) feed(`m${id}>${as};`);
  return `${listings.length}-${h.toString(36)}`;
}

export interface Freshness {
  /** The build's time (epoch ms) the listings' confirmation is measured against. */
  now: number;
  staleAfterDays?: number;
}

/**
 * Builds the catalog from the snapshot's listing summaries (any order) and projects. With `freshness`, listings not
 * confirmed for the stale time are left out of the search index (src/domain/listing-freshness.ts). `full` reads a
 * listing in full by id (the build's snapshot reader); without it the rows given are the full listings (tests,
 * benchmarks).
 */
export function buildCatalog(
  rawListings: ListingSummary[],
  projects: Project[],
  freshness?: Freshness,
  full?: (id: number) => Listing | undefined,
): Catalog {
  const stale = new Set<number>();
  const told = {
    now: freshness?.now ?? Date.now(),
    staleAfterDays: freshness?.staleAfterDays ?? DEFAULT_STALE_AFTER_DAYS,
  };
  if (freshness) for (const l of rawListings) if (isStale(l, told.now, told.staleAfterDays)) stale.add(l.id);
  const shownAs = sameHomesShown(rawListings, stale);
  const leftOut = stale.size > 0 || shownAs.size > 0;
  const indexed = leftOut ? rawListings.filter((l) => !stale.has(l.id) && !shownAs.has(l.id)) : rawListings;
  // The ids left out are part of the generation: a listing that leaves the search changes the generation (the
  // search files change with their parts' rows).
  const gen = generation(rawListings, projects, stale, shownAs);
  const built = buildSearchIndex(indexed, gen);
  const listings = leftOut ? sortNewest(rawListings) : (built.rows as ListingSummary[]);
  const byId = new Map<number, ListingSummary>();
  const bySlug = new Map<string, ListingSummary[]>();
  const byExternalId = new Map<string, ListingSummary>();
  const unitsOf = new Map<number, ListingSummary[]>();
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
    stale,
    shownAs,
    freshness: told,
    byId,
    bySlug,
    byExternalId,
    projects: sortedProjects,
    projectById: new Map(sortedProjects.map((p) => [p.id, p])),
    unitsOf,
    built: { rows: built.rows, geo: built.geo },
    table: decodeIndex(built.index),
    gen,
    listing: (id) => (byId.has(id) ? (full ? full(id) : (byId.get(id) as Listing)) : undefined),
  };
}
