/**
 * The listing snapshot's own rules: where its files live, that a missing snapshot reads as empty (a fresh clone
 * still builds), that the digest read is cheap and never throws, and that what is written reads back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  readSnapshot,
  readSnapshotDigest,
  readSnapshotListingCount,
  snapshotDir,
  snapshotExists,
  snapshotFiles,
  writeSnapshot,
  type SnapshotMeta,
} from '~/snapshot';
import { writeJsonAtomic } from '~/snapshot/atomic-file';

const tmpDirs: string[] = [];
afterAll(() => tmpDirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
function tmp(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'immoz-snapshot-'));
  tmpDirs.push(d);
  return d;
}

const meta: SnapshotMeta = {
  generatedAt: '2026-01-02T03:04:05Z',
  digest: 'abc123',
  counts: { properties: 0, projects: 0, byStatus: {}, byObjektart: {}, byVermarktungsart: {} },
  sources: [
    {
      key: 'sample',
      origin: 'feeds',
      label: 'content/feeds/sample',
      status: 'imported',
      listings: 0,
      last_success_at: '2026-01-02T03:04:05Z',
    },
  ],
};

describe('snapshot paths', () => {
  it('live in DATA_DIR/snapshot, one file each for listings, projects and meta', () => {
    const files = snapshotFiles('/srv/data');
    expect(snapshotDir('/srv/data')).toBe(path.resolve('/srv/data/snapshot'));
    expect(files).toEqual({
      dir: path.resolve('/srv/data/snapshot'),
      properties: path.resolve('/srv/data/snapshot/properties.json'),
      projects: path.resolve('/srv/data/snapshot/projects.json'),
      meta: path.resolve('/srv/data/snapshot/meta.json'),
    });
  });

  it('resolve a relative data folder against the working directory', () => {
    expect(snapshotDir('some/data')).toBe(path.join(process.cwd(), 'some/data/snapshot'));
  });
});

describe('reading a snapshot', () => {
  it('a missing snapshot is empty, with meta null and no digest', () => {
    const dir = tmp();
    expect(snapshotExists(dir)).toBe(false);
    expect(readSnapshot(dir)).toEqual({ properties: [], projects: [], meta: null });
    expect(readSnapshotDigest(dir)).toBeNull();
  });

  it('an unreadable meta.json gives no digest instead of throwing', () => {
    const dir = tmp();
    fs.mkdirSync(snapshotDir(dir), { recursive: true });
    fs.writeFileSync(snapshotFiles(dir).meta, '{ not json');
    expect(readSnapshotDigest(dir)).toBeNull();
    fs.writeFileSync(snapshotFiles(dir).meta, JSON.stringify({ digest: 42 }));
    expect(readSnapshotDigest(dir)).toBeNull();
  });

  it('reads back what was written; the digest comes from meta.json alone', () => {
    const dir = tmp();
    writeSnapshot(dir, { properties: [], projects: [], meta });
    expect(snapshotExists(dir)).toBe(true);
    expect(readSnapshotDigest(dir)).toBe('abc123');
    expect(readSnapshot(dir, { validate: true })).toEqual({ properties: [], projects: [], meta });
    // no temp files are left behind by the atomic writes
    expect(fs.readdirSync(snapshotDir(dir)).sort()).toEqual(['meta.json', 'projects.json', 'properties.json']);
  });

  it('counts the listings from meta.json alone, 0 without a readable one', () => {
    const dir = tmp();
    expect(readSnapshotListingCount(dir)).toBe(0);
    writeSnapshot(dir, {
      properties: [],
      projects: [],
      meta: { ...meta, counts: { ...meta.counts, properties: 9954 } },
    });
    // the listings file is not read: its content does not matter
    fs.writeFileSync(snapshotFiles(dir).properties, '{ not json');
    expect(readSnapshotListingCount(dir)).toBe(9954);
    fs.writeFileSync(snapshotFiles(dir).meta, '{ not json');
    expect(readSnapshotListingCount(dir)).toBe(0);
  });

  it('rejects listing files that are not arrays', () => {
    const dir = tmp();
    writeSnapshot(dir, { properties: [], projects: [], meta });
    fs.writeFileSync(snapshotFiles(dir).properties, '{}');
    expect(() => readSnapshot(dir)).toThrow(/must be arrays/);
  });
});

describe('writeJsonAtomic', () => {
  it('writes a list, or a list under a key after the head fields, as valid JSON', () => {
    const dir = tmp();
    const file = path.join(dir, 'nested', 'list.json');
    writeJsonAtomic(file, [{ a: 1 }, { b: 'x' }]);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual([{ a: 1 }, { b: 'x' }]);
    writeJsonAtomic(file, [1, 2], { head: { version: 1, key: 'k' }, key: 'listings' });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ version: 1, key: 'k', listings: [1, 2] });
    writeJsonAtomic(file, [], { head: {}, key: 'listings' });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ listings: [] });
    expect(fs.readdirSync(path.dirname(file))).toEqual(['list.json']);
  });
});
