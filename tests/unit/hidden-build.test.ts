/**
 * A listing the editors hid leaves the site at the next build, not at the next feed: the build's catalogue
 * (src/site/catalog.ts) reads the hidden list (DATA_DIR/state/hidden.json) beside the snapshot and leaves the hidden
 * listings out, as if their feed had withdrawn them; restored, a listing is back at the build after.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reloadEnv } from '~/config/env';
import { writeSnapshot, type SnapshotMeta } from '~/snapshot';
import { writeHiddenIds } from '~/snapshot/hidden';
import { catalogOf, readBuildSnapshot } from '~/site/catalog';
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

/** The ids a build would give pages: its catalogue's, read as a render process reads them. */
function builtIds(): number[] {
  const catalog = catalogOf(readBuildSnapshot(dataDir), dataDir);
  return catalog.listings.map((l) => l.id).sort((a, b) => a - b);
}

describe('the build and the hidden list', () => {
  it('builds every listing but the hidden ones, and a restored one again at the next build', () => {
    const all = builtIds();
    expect(all).toHaveLength(5);

    writeHiddenIds([all[1]!, all[3]!], dataDir);
    expect(builtIds()).toEqual([all[0], all[2], all[4]]);

    writeHiddenIds([all[3]!], dataDir);
    expect(builtIds()).toEqual(all.filter((id) => id !== all[3]));
  });

  it('reads a listing of the catalogue in full by id, and none that is hidden', () => {
    const catalog = catalogOf(readBuildSnapshot(dataDir), dataDir);
    const [first] = catalog.listings;
    expect(catalog.listing(first!.id)?.objektbeschreibung).toBeDefined();
    expect(catalog.listing(first!.id)?.agency).toBeDefined();
    expect(catalog.listing(999_999)).toBeUndefined();
  });

  it('refuses a snapshot that cannot be read, so the last good build stays live', () => {
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'hidden-build-broken-'));
    try {
      fs.cpSync(dataDir, broken, { recursive: true });
      fs.writeFileSync(path.join(broken, 'snapshot', 'properties.json'), '[{"id": 1,');
      expect(() => readBuildSnapshot(broken)).toThrow(/cannot read the listing snapshot/);
    } finally {
      fs.rmSync(broken, { recursive: true, force: true });
    }
  });
});
