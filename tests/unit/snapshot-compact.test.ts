/**
 * The reader's compact summaries and its pass that hands the event loop back: a summary as the reader keeps it
 * (parsed again from its JSON text, its short strings shared) has every field and value of the summary of the
 * listing, for every listing of an imported sample; and `load()` reads a snapshot of several blocks while other
 * work on the event loop goes on, without `current()` reading the file a second time meanwhile.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListingReader, writeSnapshot, type SnapshotMeta } from '~/snapshot';
import { createInterner, listingSummaryOf } from '~/snapshot/summary';
import { runImport } from '~/import/sync';
import { generateSample } from '../../src/sample/generate';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-compact-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const meta = (digest: string, properties: number): SnapshotMeta => ({
  generatedAt: '2026-01-02T03:04:05Z',
  digest,
  counts: { properties, projects: 0, byStatus: {}, byObjektart: {}, byVermarktungsart: {} },
  sources: [],
});

describe('compact summaries', () => {
  const dataDir = path.join(root, 'sample', 'data');
  let raw: Record<string, unknown>[] = [];

  beforeAll(async () => {
    await generateSample({
      listings: 150,
      projects: 3,
      seed: 2026,
      today: new Date(Date.UTC(2030, 5, 15)),
      feedsOut: path.join(root, 'sample', 'feeds', 'sample'),
      projectsOut: path.join(root, 'sample', 'projects', 'sample'),
    });
    await runImport({
      feedsDir: path.join(root, 'sample', 'feeds'),
      projectsDir: path.join(root, 'sample', 'projects'),
      dataDir,
      urls: [],
    });
    raw = JSON.parse(fs.readFileSync(path.join(dataDir, 'snapshot', 'properties.json'), 'utf8')) as typeof raw;
  }, 120_000);

  it("round-trips every field of the sample's summaries", () => {
    expect(raw.length).toBeGreaterThan(100);
    const intern = createInterner();
    const fields = new Set<string>();
    for (const listing of raw) {
      const plain = listingSummaryOf(listing);
      const compact = listingSummaryOf(listing, intern);
      expect(compact).toStrictEqual(plain);
      expect(JSON.stringify(compact)).toBe(JSON.stringify(plain));
      for (const k of Object.keys(plain)) fields.add(k);
    }
    // The sample fills the fields the passes read: the rent's parts, the place, the distances, the first picture.
    expect([...fields]).toEqual(
      expect.arrayContaining(['preise', 'location', 'infrastructure', 'images', 'primary_image', 'features']),
    );
  });

  it('are what the reader keeps, with short strings shared between listings', () => {
    const s = createListingReader({ dataDir }).current();
    expect(s.listings.length).toBe(raw.length);
    s.listings.forEach((summary, i) => expect(summary).toStrictEqual(listingSummaryOf(raw[i])));
    const withTown = s.listings.filter((l) => l.location?.ort === s.listings[0]!.location?.ort);
    expect(withTown.length).toBeGreaterThan(1);
    // Equal feature lists are one array.
    const lists = new Map<string, unknown>();
    let shared = 0;
    for (const l of s.listings) {
      const key = JSON.stringify(l.features);
      const seen = lists.get(key);
      if (seen) {
        expect(seen).toBe(l.features);
        shared++;
      } else lists.set(key, l.features);
    }
    expect(shared).toBeGreaterThan(0);
  });
});

describe('a pass that hands the event loop back', () => {
  it('lets other work run between blocks; until it is done the reader keeps the snapshot it held', async () => {
    const dir = path.join(root, 'large');
    // About 6 MB: several of the pass's 1 MB blocks.
    const text = 'Ruhige Lage, Nähe U-Bahn. '.repeat(80);
    const listings = Array.from({ length: 3000 }, (_, i) => ({ id: i + 1, objekttitel: `Wohnung ${i + 1}`, text }));
    writeSnapshot(dir, { properties: listings as never, projects: [], meta: meta('large-1', listings.length) });
    const reader = createListingReader({ dataDir: dir, checkMs: 0 });

    const order: string[] = [];
    const loading = reader.load().then((read) => order.push(`loaded ${read}`));
    // Work queued behind the pass's first block: it runs before the pass is done.
    await new Promise<void>((resolve) => setImmediate(resolve));
    order.push('other work');
    // Meanwhile the reader answers with what it held (nothing yet), without a pass of its own.
    expect(reader.current().version).toBe(0);
    expect(reader.refresh()).toBe(false);
    await loading;
    expect(order).toEqual(['other work', 'loaded true']);
    const s = reader.current();
    expect(s).toMatchObject({ version: 1, digest: 'large-1' });
    expect(s.listings).toHaveLength(3000);
    expect(s.listing(2999)).toEqual(listings[2998]);
    // Nothing new: no second pass.
    expect(await reader.load()).toBe(false);
  });

  it('keeps the last good snapshot when the file it reads is broken', async () => {
    const dir = path.join(root, 'broken');
    writeSnapshot(dir, { properties: [{ id: 1 }] as never, projects: [], meta: meta('ok', 1) });
    const reader = createListingReader({ dataDir: dir, checkMs: 0, log: () => undefined });
    expect(await reader.load()).toBe(true);
    fs.writeFileSync(path.join(dir, 'snapshot', 'properties.json'), `[${'{"id":2},'.repeat(200_000)}{"id":`);
    fs.writeFileSync(path.join(dir, 'snapshot', 'meta.json'), JSON.stringify(meta('broken', 1)));
    await expect(reader.load()).rejects.toThrow(/cut off/);
    expect(reader.current()).toMatchObject({ digest: 'ok', version: 1 });
  });
});
