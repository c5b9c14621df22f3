/**
 * A feed sync's outcome, applied to a listing snapshot directly: `changed` % of the listings get a new price or
 * a longer description, a tenth of that share is withdrawn and as many come new (copies of others under new ids
 * and titles). Digests and meta are recomputed as the importer does, so the build sees exactly what a sync of
 * such feeds would write. For the build benchmark and the incremental-build test.
 */
import type { Listing } from '../domain/listing';
import { readSnapshot, writeSnapshot } from '../snapshot';
import { hashJson } from '../import/importer';
import { setProjectDigests } from '../import/projects';
import { Rng } from './random';

export interface SyncChanges {
  changed: number[];
  withdrawn: number[];
  added: number[];
}

/** How many listings a sync of `percent` % touches among `total`: changed, withdrawn, new (at least one each). */
export function changeCounts(total: number, percent: number): { changed: number; withdrawn: number; added: number } {
  const changed = Math.max(1, Math.round((total * percent) / 100));
  const side = Math.max(1, Math.round((total * percent) / 1000));
  return { changed, withdrawn: side, added: side };
}

export function withDigest(l: Listing): Listing {
  const { digest: _d, ...content } = l;
  return { ...l, digest: hashJson(content) };
}

function scalePrices(l: Listing, factor: number): Listing {
  const round = (v: number | null | undefined) => (v == null ? v : Math.round(v * factor * 100) / 100);
  const preise = { ...l.preise } as Record<string, unknown>;
  for (const k of ['kaufpreis', 'kaufpreis_netto', 'kaltmiete', 'gesamtmiete']) {
    if (typeof preise[k] === 'number') preise[k] = round(preise[k] as number);
  }
  return {
    ...l,
    kaufpreis: round(l.kaufpreis) ?? null,
    kaltmiete: round(l.kaltmiete) ?? null,
    preise: preise as Listing['preise'],
  };
}

export function applySyncChanges(dataDir: string, percent: number, seed = 7, now = new Date()): SyncChanges {
  const snapshot = readSnapshot(dataDir);
  if (!snapshot.meta) throw new Error(`no listing snapshot in ${dataDir}`);
  const rng = new Rng(seed);
  const listings = [...snapshot.properties];
  const counts = changeCounts(listings.length, percent);
  const stamp = now.toISOString();
  // Distinct listings for each kind of change, drawn without repetition.
  const order = listings.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const changedIdx = order.slice(0, counts.changed);
  const withdrawnIdx = new Set(order.slice(counts.changed, counts.changed + counts.withdrawn));
  const templates = order.slice(counts.changed + counts.withdrawn, counts.changed + counts.withdrawn + counts.added);

  const result: SyncChanges = { changed: [], withdrawn: [], added: [] };
  changedIdx.forEach((i, n) => {
    const l = listings[i]!;
    const next =
      n % 2 === 0
        ? scalePrices(l, rng.pick([0.95, 0.97, 1.02, 1.04]))
        : {
            ...l,
            objektbeschreibung: `${l.objektbeschreibung ?? ''}<p>Aktualisiert: Besichtigungen ab sofort möglich.</p>`,
          };
    listings[i] = withDigest({ ...next, updated_at: stamp });
    result.changed.push(l.id);
  });
  let nextId = Math.max(0, ...listings.map((l) => l.id)) + 1;
  const added: Listing[] = templates.map((i, n) => {
    const t = listings[i]!;
    const id = nextId++;
    result.added.push(id);
    return withDigest({
      ...t,
      id,
      external_id: `${t.external_id}-N${n + 1}`,
      openimmo_obid: t.openimmo_obid ? `${t.openimmo_obid}N${n + 1}` : t.openimmo_obid,
      objektnr_intern: t.objektnr_intern ? `${t.objektnr_intern}-N${n + 1}` : t.objektnr_intern,
      objekttitel: `${t.objekttitel} – Neu im Angebot`,
      title_slug: `${t.title_slug}-neu-im-angebot`,
      project_id: null,
      created_at: stamp,
      updated_at: stamp,
    });
  });
  const kept = listings.filter((l, i) => {
    if (!withdrawnIdx.has(i)) return true;
    result.withdrawn.push(l.id);
    return false;
  });
  const properties = [...kept, ...added].sort((a, b) => a.id - b.id);
  const byId = new Map(properties.map((l) => [l.id, l]));
  const projects = snapshot.projects.map((p) => ({
    ...p,
    units_available: p.units.filter((u) => u.listing_id != null && byId.get(u.listing_id)?.status === 'available')
      .length,
  }));
  setProjectDigests(projects, properties);
  const digest = hashJson({ l: properties.map((l) => l.digest), p: projects.map((p) => p.digest) });
  writeSnapshot(dataDir, {
    properties,
    projects,
    meta: {
      ...snapshot.meta,
      generatedAt: stamp,
      digest,
      counts: { ...snapshot.meta.counts, properties: properties.length },
    },
  });
  return result;
}
