/**
 * A listing the editors hid leaves the site at the next build, not at the next feed: the build's content loader
 * reads the hidden list (DATA_DIR/state/hidden.json) beside the snapshot and loads the listings without the hidden
 * ones, as if their feed had withdrawn them; restored, a listing is back at the build after.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoaderContext } from 'astro/loaders';
import { reloadEnv } from '~/config/env';
import { writeSnapshot, type SnapshotMeta } from '~/snapshot';
import { writeHiddenIds } from '~/snapshot/hidden';
import { snapshotLoader } from '~/snapshot/content-loader';
import { makeListings } from './search-fixtures';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hidden-build-'));
const saved = process.env.DATA_DIR;

beforeAll(() => {
  process.env.DATA_DIR = dataDir;
  reloadEnv();
  const listings = makeListings(5, 3);
  const meta: SnapshotMeta = {
    generatedAt: '2026-11-28T12:00:00Z',
    digest: 'hidden-build-1',
    counts: { properties: listings.length, projects: 0, byStatus: {}, byObjektart: {}, byVermarktungsart: {} },
    sources: [],
  };
  writeSnapshot(dataDir, { properties: listings, projects: [], meta });
});
afterAll(() => {
  if (saved === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = saved;
  reloadEnv();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The loader's store as Astro keeps it between builds. */
function contentStore() {
  const entries = new Map<string, { id: string; digest?: string }>();
  const ctx = {
    store: {
      get: (id: string) => entries.get(id),
      set: (e: { id: string; digest?: string }) => (entries.set(e.id, e), true),
      delete: (id: string) => void entries.delete(id),
      keys: () => [...entries.keys()],
    },
    parseData: async ({ data }: { data: unknown }) => data,
    logger: { info() {}, warn() {}, error() {} },
  } as unknown as LoaderContext;
  const ids = () => [...entries.keys()].map(Number).sort((a, b) => a - b);
  return { ctx, ids };
}

describe('the build and the hidden list', () => {
  it('builds every listing but the hidden ones, and a restored one again at the next build', async () => {
    const { ctx, ids } = contentStore();
    const loader = snapshotLoader('properties');
    await loader.load(ctx);
    const all = ids();
    expect(all).toHaveLength(5);

    writeHiddenIds([all[1]!, all[3]!], dataDir);
    await loader.load(ctx);
    expect(ids()).toEqual([all[0], all[2], all[4]]);

    writeHiddenIds([all[3]!], dataDir);
    await loader.load(ctx);
    expect(ids()).toEqual(all.filter((id) => id !== all[3]));
  });
});
