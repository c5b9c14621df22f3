/**
 * Astro content-layer loader over the listing snapshot: collections `properties` and `projects`, entries keyed
 * by String(id), each with the snapshot's per-entry digest so unchanged entries are neither re-validated nor
 * re-rendered. Without a snapshot (fresh clone before the first sync) both collections are simply empty.
 */
import type { Loader, LoaderContext } from 'astro/loaders';
import type { Snapshot } from './format';
import { readSnapshot } from './read';
import { readHiddenIds } from './hidden';

let cached: { at: number; snapshot: Snapshot } | null = null;

/** One read per build for both collections (they load back to back). */
function snapshotOnce(): Snapshot {
  if (!cached || Date.now() - cached.at > 5_000) cached = { at: Date.now(), snapshot: readSnapshot() };
  return cached.snapshot;
}

async function sync(ctx: LoaderContext, entries: ReadonlyArray<{ id: number; digest: string }>): Promise<void> {
  const { store, parseData, logger } = ctx;
  const keep = new Set<string>();
  let changed = 0;
  for (const entry of entries) {
    const id = String(entry.id);
    keep.add(id);
    if (store.get(id)?.digest === entry.digest) continue;
    const data = await parseData({ id, data: entry as unknown as Record<string, unknown> });
    store.set({ id, data, digest: entry.digest });
    changed++;
  }
  let removed = 0;
  for (const id of store.keys()) {
    if (!keep.has(id)) {
      store.delete(id);
      removed++;
    }
  }
  logger.info(`${entries.length} entries (${changed} new or changed, ${removed} removed)`);
}

export function snapshotLoader(collection: 'properties' | 'projects'): Loader {
  return {
    name: `snapshot-${collection}`,
    async load(ctx) {
      let snapshot: Snapshot;
      try {
        snapshot = snapshotOnce();
      } catch (e) {
        // a broken snapshot must not break the build of everything else: report and keep the previous entries
        ctx.logger.error(`cannot read the listing snapshot: ${(e as Error).message}`);
        return;
      }
      if (!snapshot.meta) ctx.logger.warn('no listing snapshot yet (run `npm run sync`); the collection is empty');
      if (collection === 'projects') return sync(ctx, snapshot.projects);
      // Listings the editors hid are built as if their feed had withdrawn them (src/snapshot/hidden.ts).
      const hidden = readHiddenIds();
      await sync(ctx, hidden.size ? snapshot.properties.filter((l) => !hidden.has(l.id)) : snapshot.properties);
    },
  };
}
