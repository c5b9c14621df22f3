/**
 * Loads the listing snapshot, as the process's reader (src/snapshot/reader.ts) holds it, into the properties table:
 * at start and whenever the reader has read another snapshot. Reads only the fields the API answers with, through
 * its own zod schema, so it does not depend on the importer's full model.
 */
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { DB } from '../db';
import type { PropertiesTable } from './tables';
import type { Listing } from '../../domain/listing';
import { searchPrice } from '../../domain/search/index-format';
import type { ListingReader, ListingSnapshot } from '../../snapshot/reader';
import { loadedSnapshotDigest, replaceProperties } from './repository';
import { leadContactOf, projectLeadContactOf, SnapshotProject } from './lead-contact';
import { moveSavedOnMerged } from './saved-on-merged';
import type { ProjectsTable } from './tables';

const text = z.string().trim().min(1).nullable().optional().catch(null);
const money = z.coerce.number().finite().nonnegative().nullable().optional().catch(null);
const Image = z
  .object({ url: z.string().nullable().optional(), thumbnail_url: z.string().nullable().optional() })
  .nullable()
  .optional()
  .catch(null);

export const SnapshotListing = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  external_id: z.union([z.string(), z.number()]).transform(String).nullable().optional().catch(null),
  objekttitel: z.string().trim().min(1),
  title_slug: text,
  status: text,
  vermarktungsart: text,
  objektart: text,
  objektart_hauptgruppe: text,
  objektart_untergruppe: text,
  kaufpreis: money,
  kaltmiete: money,
  /** The parts of a monthly rent (see monthlyRent), for the price the list's cards show. */
  preise: z
    .object({
      gesamtmiete: money,
      betriebskosten: money,
      betriebskosten_ust: money,
      hauptmietzins_ust: money,
      heizkosten: money,
      heizkosten_enthalten: z.boolean().nullable().optional().catch(null),
    })
    .nullable()
    .optional()
    .catch(null),
  price_on_request: z.boolean().nullable().optional().catch(null),
  flaeche: money,
  zimmer: money,
  location: z
    .object({
      ort: text,
      plz: z.union([z.string(), z.number()]).transform(String).nullable().optional().catch(null),
      bundesland: text,
    })
    .nullable()
    .optional()
    .catch(null),
  primary_image: Image,
  images: z.array(Image).nullable().optional().catch(null),
});
export type SnapshotListing = z.infer<typeof SnapshotListing>;

/**
 * What the batch call answers for a listing: the property fields the front end reads (id, objekttitel, title_slug,
 * location.ort, kaufpreis, kaltmiete, vermarktungsart, objektart and its groups, primary image and images), and
 * the price the list's cards show (price), which a lead's Feedback XML quotes.
 */
export function listingSummary(l: SnapshotListing) {
  const images = (l.images ?? []).filter((i): i is NonNullable<typeof i> => i != null).slice(0, 1);
  return {
    id: l.id,
    external_id: l.external_id ?? null,
    objekttitel: l.objekttitel,
    title_slug: l.title_slug ?? null,
    status: l.status ?? null,
    vermarktungsart: l.vermarktungsart ?? null,
    objektart: l.objektart ?? null,
    objektart_hauptgruppe: l.objektart_hauptgruppe ?? null,
    objektart_untergruppe: l.objektart_untergruppe ?? null,
    kaufpreis: l.kaufpreis ?? null,
    kaltmiete: l.kaltmiete ?? null,
    price_on_request: l.price_on_request ?? false,
    /** The amount the list's cards show: the purchase price, or a rental's total monthly rent; null on request. */
    price:
      searchPrice({
        vermarktungsart: l.vermarktungsart as Listing['vermarktungsart'],
        kaufpreis: l.kaufpreis ?? null,
        kaltmiete: l.kaltmiete ?? null,
        price_on_request: l.price_on_request ?? false,
        preise: l.preise ?? undefined,
      }) || null,
    flaeche: l.flaeche ?? null,
    zimmer: l.zimmer ?? null,
    location: {
      ort: l.location?.ort ?? null,
      plz: l.location?.plz ?? null,
      bundesland: l.location?.bundesland ?? null,
    },
    primary_image: l.primary_image ?? images[0] ?? null,
    images,
  };
}

export interface SnapshotLoadResult {
  digest: string;
  loaded: number;
  skipped: number;
  /** Favourites and price alerts moved (or removed as a user's second) from ids their objects gave up. */
  moved: number;
}

export interface SnapshotLoader {
  /** Has the reader look now, and loads the table when its digest is not the snapshot's. */
  refresh(): Promise<SnapshotLoadResult | null>;
  /** Cheap per-request check: the reader looks at most once per interval; the table loads in the background. */
  maybeRefresh(): void;
  /** Resolves once any background reload has finished. */
  idle(): Promise<void>;
}

/**
 * The table's rows of a snapshot's listings, made one at a time as they are stored: entries this module's schema
 * cannot read and repeated ids are skipped (counted in `seen`). The listings come in full (a lead's contact is no
 * summary field), one after the other from the snapshot file.
 */
function* propertyRows(
  listings: Iterable<unknown>,
  now: number,
  seen: { ids: Set<number>; skipped: number },
): Generator<PropertiesTable> {
  for (const item of listings) {
    const parsed = SnapshotListing.safeParse(item);
    if (!parsed.success || seen.ids.has(parsed.data.id)) {
      seen.skipped++;
      continue;
    }
    seen.ids.add(parsed.data.id);
    const summary = listingSummary(parsed.data);
    const { id, external_id, objekttitel, title_slug, status, vermarktungsart, objektart, kaufpreis, kaltmiete } =
      summary;
    yield {
      ...{ id, external_id, objekttitel, title_slug, status, vermarktungsart, objektart, kaufpreis, kaltmiete },
      ort: summary.location.ort,
      summary: JSON.stringify(summary),
      lead_contact: JSON.stringify(leadContactOf(item)),
      updated_at: now,
    };
  }
}

/** Replaces the table's listings and projects with the snapshot's (which must have a digest). */
export async function loadSnapshotIntoDb(
  db: Kysely<DB>,
  snapshot: ListingSnapshot,
  now: number,
): Promise<SnapshotLoadResult> {
  const digest = snapshot.digest;
  if (digest === null) throw new Error('no listing snapshot has been read');
  // The ids the snapshot shows, known once every row is stored.
  const seen = { ids: new Set<number>(), skipped: 0 };
  let moved = 0;
  await replaceProperties(
    db,
    propertyRows(snapshot.full(), now, seen),
    digest,
    projectRows(snapshot.projects, now),
    async (trx) => {
      // A snapshot that yields nothing while the table has listings is far more likely a broken file than a portal
      // with zero offers: thrown here, inside the transaction, the old data stays.
      if (seen.ids.size === 0 && snapshot.listings.length > 0)
        throw new Error(`snapshot ${digest}: none of ${snapshot.listings.length} listings is readable`);
      // An id the snapshot still shows is no given-up one, whatever its meta says.
      const merged = new Map([...snapshot.merged].filter(([from]) => !seen.ids.has(from)));
      if (!merged.size) return;
      moved =
        (await moveSavedOnMerged(trx, 'favorites', merged)) + (await moveSavedOnMerged(trx, 'price_alerts', merged));
    },
  );
  const skipped = seen.skipped;
  if (skipped) console.warn(`[snapshot] ${skipped} listing(s) skipped (invalid or duplicate id)`);
  if (moved) console.info(`[snapshot] ${moved} favourite(s) and price alert(s) moved to the ids their listings kept`);
  return { digest, loaded: seen.ids.size, skipped, moved };
}

/** The snapshot's projects, for leads addressed to a developer; unreadable ones are left out. */
function projectRows(projects: readonly unknown[], now: number): ProjectsTable[] {
  const rows: ProjectsTable[] = [];
  const seen = new Set<number>();
  for (const item of projects) {
    const parsed = SnapshotProject.safeParse(item);
    if (!parsed.success || seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    const p = parsed.data;
    rows.push({
      id: p.id,
      slug: p.slug,
      name: p.name,
      lead_contact: JSON.stringify(projectLeadContactOf(p)),
      updated_at: now,
    });
  }
  return rows;
}

/**
 * Keeps the properties table at the snapshot the process's reader holds. The reader decides when the snapshot is
 * read again; the table is rewritten only when its own digest differs (another process on the same database may
 * have loaded the same snapshot already).
 */
export function createSnapshotLoader(opts: {
  db: Kysely<DB>;
  listings: ListingReader;
  now: () => number;
}): SnapshotLoader {
  // The reader's snapshot (by version) this loader last brought the table to, or found it at.
  let seen = -1;
  let running: Promise<SnapshotLoadResult | null> | null = null;

  function load(): Promise<SnapshotLoadResult | null> {
    running ??= (async () => {
      try {
        const snapshot = opts.listings.current();
        seen = snapshot.version;
        if (snapshot.digest === null || (await loadedSnapshotDigest(opts.db)) === snapshot.digest) return null;
        const result = await loadSnapshotIntoDb(opts.db, snapshot, opts.now());
        console.info(`[snapshot] loaded ${result.loaded} listing(s), digest ${result.digest.slice(0, 16)}`);
        return result;
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    async refresh() {
      // Throws when a new snapshot cannot be read: the reader and the table keep the last good one. The reader's
      // pass hands the event loop back between blocks, so requests are answered while a large snapshot is read.
      await opts.listings.load();
      return load();
    },
    maybeRefresh() {
      if (running || opts.listings.current().version === seen) return;
      load().catch((err) => console.error('[snapshot] table not loaded, keeping the previous listings:', err));
    },
    async idle() {
      while (running) await running.catch(() => null);
    },
  };
}
