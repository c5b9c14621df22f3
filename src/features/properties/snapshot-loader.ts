/**
 * Loads the listing snapshot (its listings and meta, written by the importer) into the properties table, at start and whenever meta.digest changes. Reads only the fields the API answers with,
 * through its own zod schema, so it does not depend on the importer's full model.
 */
import fs from 'node:fs/promises';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema';
import type { PropertiesTable } from './tables';
import { snapshotFiles, type SnapshotFiles } from '../../snapshot/paths';
import { loadedSnapshotDigest, replaceProperties } from './repository';
import type { ListingSummaries } from './summaries';
import { leadContactOf, projectLeadContactOf, SnapshotProject } from './lead-contact';
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
 * location.ort, kaufpreis, kaltmiete, vermarktungsart, objektart and its groups, primary image and images).
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
}

export interface SnapshotLoader {
  /** Loads when the snapshot changed since the last load (by meta.digest). */
  refresh(): Promise<SnapshotLoadResult | null>;
  /** Cheap per-request check: at most one stat per interval, reload in the background when needed. */
  maybeRefresh(): void;
  /** Resolves once any background reload has finished. */
  idle(): Promise<void>;
}

async function readDigest(files: SnapshotFiles): Promise<{ digest: string; stamp: string } | null> {
  const metaFile = files.meta;
  const dataFile = files.properties;
  const dataStat = await fs.stat(dataFile).catch(() => null);
  if (!dataStat) return null;
  const metaStat = await fs.stat(metaFile).catch(() => null);
  const stamp = `${metaStat?.mtimeMs ?? 0}:${metaStat?.size ?? 0}:${dataStat.mtimeMs}:${dataStat.size}`;
  if (metaStat) {
    try {
      const meta = z.object({ digest: z.string().min(1) }).parse(JSON.parse(await fs.readFile(metaFile, 'utf8')));
      return { digest: meta.digest, stamp };
    } catch (err) {
      console.warn(`[snapshot] ${metaFile} has no usable digest (${(err as Error).message}); using file times`);
    }
  }
  return { digest: `stat:${dataStat.mtimeMs}:${dataStat.size}`, stamp };
}

export async function loadSnapshotIntoDb(
  db: Kysely<DB>,
  files: SnapshotFiles,
  digest: string,
  now: number,
): Promise<SnapshotLoadResult> {
  const raw = JSON.parse(await fs.readFile(files.properties, 'utf8')) as unknown;
  const list = Array.isArray(raw) ? raw : z.object({ properties: z.array(z.unknown()) }).parse(raw).properties;
  const rows: PropertiesTable[] = [];
  const seen = new Set<number>();
  let skipped = 0;
  for (const item of list) {
    const parsed = SnapshotListing.safeParse(item);
    if (!parsed.success || seen.has(parsed.data.id)) {
      skipped++;
      continue;
    }
    seen.add(parsed.data.id);
    const summary = listingSummary(parsed.data);
    const { id, external_id, objekttitel, title_slug, status, vermarktungsart, objektart, kaufpreis, kaltmiete } =
      summary;
    rows.push({
      ...{ id, external_id, objekttitel, title_slug, status, vermarktungsart, objektart, kaufpreis, kaltmiete },
      ort: summary.location.ort,
      summary: JSON.stringify(summary),
      lead_contact: JSON.stringify(leadContactOf(item)),
      updated_at: now,
    });
  }
  const projects = await readProjects(files, now);
  // A snapshot that yields nothing while the table has listings is far more likely a broken file than a portal
  // with zero offers: keep the old data.
  if (rows.length === 0 && list.length > 0)
    throw new Error(`snapshot in ${files.dir}: none of ${list.length} listings is readable`);
  await replaceProperties(db, rows, digest, projects);
  if (skipped) console.warn(`[snapshot] ${skipped} listing(s) skipped (invalid or duplicate id)`);
  return { digest, loaded: rows.length, skipped };
}

/** The snapshot's projects, for leads addressed to a developer; a missing or broken file means none. */
async function readProjects(files: SnapshotFiles, now: number): Promise<ProjectsTable[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(await fs.readFile(files.projects, 'utf8'));
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const rows: ProjectsTable[] = [];
  const seen = new Set<number>();
  for (const item of raw) {
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

export function createSnapshotLoader(opts: {
  db: Kysely<DB>;
  dataDir: string;
  checkMs: number;
  now: () => number;
  /** The process's copy of the summaries, brought up to the table after every load and check. */
  summaries?: ListingSummaries;
}): SnapshotLoader {
  const files = snapshotFiles(opts.dataDir);
  let lastCheck = -Infinity;
  let lastStamp: string | null = null;
  let running: Promise<SnapshotLoadResult | null> | null = null;
  let checking: Promise<void> | null = null;

  async function refresh(): Promise<SnapshotLoadResult | null> {
    running ??= (async () => {
      try {
        const found = await readDigest(files);
        if (!found) return null;
        lastStamp = found.stamp;
        if ((await loadedSnapshotDigest(opts.db)) === found.digest) return null;
        const result = await loadSnapshotIntoDb(opts.db, files, found.digest, opts.now());
        console.info(`[snapshot] loaded ${result.loaded} listing(s), digest ${found.digest.slice(0, 16)}`);
        return result;
      } finally {
        // Also after a failed load: the table kept its listings, and the copy is read from the table.
        await opts.summaries?.sync().catch((err) => console.error('[snapshot] summaries not read:', err));
        running = null;
      }
    })();
    return running;
  }

  return {
    refresh,
    maybeRefresh() {
      const at = opts.now();
      if (running || checking || at - lastCheck < opts.checkMs) return;
      lastCheck = at;
      checking = (async () => {
        const found = await readDigest(files).catch(() => null);
        if (found && found.stamp !== lastStamp) await refresh();
        // Another process may have loaded a snapshot into the shared table.
        else await opts.summaries?.sync();
      })()
        .catch((err) => console.error('[snapshot] reload failed, keeping the previous listings:', err))
        .finally(() => (checking = null));
    },
    async idle() {
      while (running || checking) await (checking ?? running)?.catch(() => null);
    },
  };
}
