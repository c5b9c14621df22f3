/**
 * The listing snapshot's own rules: where its files live, that a missing snapshot reads as empty (a fresh clone
 * still builds), that the digest read is cheap and never throws, that what is written reads back, and the process's
 * one reader: when it reads again, what it keeps, and that a bad snapshot keeps the last good one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createListingReader,
  readSnapshot,
  readSnapshotDigest,
  readSnapshotListingCount,
  snapshotDir,
  snapshotExists,
  snapshotFiles,
  sharedListingReader,
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
    // no temp files are left behind by the atomic writes (card-digests.json: the build's card hashes, made here)
    expect(fs.readdirSync(snapshotDir(dir)).sort()).toEqual([
      'card-digests.json',
      'meta.json',
      'projects.json',
      'properties.json',
    ]);
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

describe('the listing reader', () => {
  const listing = (id: number, extra: Record<string, unknown> = {}) => ({ id, objekttitel: `Wohnung ${id}`, ...extra });
  // Each file replaced by a new one (written, then renamed into place), as the sync writes them.
  const replace = (file: string, text: string) => {
    fs.writeFileSync(`${file}.tmp`, text);
    fs.renameSync(`${file}.tmp`, file);
  };
  const write = (dir: string, listings: unknown[], digest: string, projects: unknown[] = []) => {
    fs.mkdirSync(snapshotDir(dir), { recursive: true });
    replace(snapshotFiles(dir).properties, JSON.stringify(listings));
    replace(snapshotFiles(dir).projects, JSON.stringify(projects));
    replace(snapshotFiles(dir).meta, JSON.stringify({ ...meta, digest }));
  };
  const setup = (dir: string) => {
    const clock = { now: 1_000_000 };
    const lines: string[] = [];
    const reader = createListingReader({
      dataDir: dir,
      checkMs: 1000,
      now: () => clock.now,
      log: (l) => lines.push(l),
    });
    return { clock, lines, reader };
  };

  it('holds nothing without a snapshot, and reads one once it is written', () => {
    const dir = tmp();
    const { clock, reader } = setup(dir);
    expect(reader.current()).toMatchObject({ listings: [], projects: [], digest: null, version: 0 });
    write(dir, [listing(1)], 'd1');
    clock.now += 1000;
    expect(reader.current()).toMatchObject({ digest: 'd1', version: 1 });
    expect(reader.current().listing(1)?.objekttitel).toBe('Wohnung 1');
  });

  it('reads listings and projects once, with an index by id; entries without an id and repeated ids left out', () => {
    const dir = tmp();
    write(dir, [listing(2), { objekttitel: 'no id' }, listing(5), { ...listing(2), objekttitel: 'again' }], 'd1', [
      { id: 9, name: 'Projekt', units: [] },
      { name: 'no id' },
    ]);
    const { reader, lines } = setup(dir);
    const s = reader.current();
    expect(s.listings.map((l) => l.id)).toEqual([2, 5]);
    expect(s.listing(2)?.objekttitel).toBe('Wohnung 2');
    expect(s.listing(3)).toBeUndefined();
    expect(s.projects.map((p) => p.id)).toEqual([9]);
    expect(s.project(9)?.name).toBe('Projekt');
    expect(lines.join('\n')).toMatch(/2 listing\(s\) without a usable id or with a repeated one/);
  });

  it('looks at the digest at most once per interval, and reads the listings only when it changed', () => {
    const dir = tmp();
    write(dir, [listing(1)], 'd1');
    const { clock, reader } = setup(dir);
    expect(reader.current().version).toBe(1);
    write(dir, [listing(1), listing(2)], 'd2');
    clock.now += 999;
    expect(reader.current()).toMatchObject({ digest: 'd1', version: 1 });
    clock.now += 1;
    expect(reader.current()).toMatchObject({ digest: 'd2', version: 2 });
    // The same digest over changed files is the same snapshot: meta.json announces new data.
    fs.writeFileSync(snapshotFiles(dir).properties, JSON.stringify([listing(7)]));
    clock.now += 1000;
    expect(reader.current().listings.map((l) => l.id)).toEqual([1, 2]);
  });

  it('latest() looks now, whatever the interval', () => {
    const dir = tmp();
    write(dir, [listing(1)], 'd1');
    const { reader } = setup(dir);
    reader.current();
    write(dir, [listing(3)], 'd2');
    expect(reader.current().digest).toBe('d1');
    expect(reader.latest().listings.map((l) => l.id)).toEqual([3]);
  });

  it('builds derived values once per snapshot', () => {
    const dir = tmp();
    write(dir, [listing(1)], 'd1');
    const { clock, reader } = setup(dir);
    let builds = 0;
    const ids = (s: { listings: readonly { id: number }[] }) => (builds++, s.listings.map((l) => l.id));
    expect(reader.derived(ids)).toEqual([1]);
    expect(reader.derived(ids)).toEqual([1]);
    expect(builds).toBe(1);
    write(dir, [listing(1), listing(4)], 'd2');
    clock.now += 1000;
    expect(reader.derived(ids)).toEqual([1, 4]);
    expect(builds).toBe(2);
  });

  it('keeps the last good snapshot when a new one cannot be read, and does not parse the broken one at every look', () => {
    const dir = tmp();
    write(dir, [listing(1)], 'd1');
    const { clock, lines, reader } = setup(dir);
    reader.current();
    for (const [broken, error] of [
      ['{ not json', /JSON/],
      ['{"id": 1}', /not a list/],
      ['[{"id": "x"}]', /none of 1 listings is readable/],
    ] as const) {
      const digest = `broken-${lines.length}`;
      write(dir, [], digest);
      replace(snapshotFiles(dir).properties, broken);
      clock.now += 1000;
      const before = lines.length;
      expect(reader.current()).toMatchObject({ digest: 'd1', version: 1 });
      expect(lines.length).toBe(before + 1);
      expect(lines.at(-1)).toMatch(error);
      clock.now += 1000;
      reader.current();
      expect(lines.length).toBe(before + 1);
      // Asked to, it tries again and says why it fails.
      expect(() => reader.refresh()).toThrow(error);
      expect(reader.current().listing(1)).toBeDefined();
    }
    write(dir, [listing(8)], 'd3');
    expect(reader.refresh()).toBe(true);
    expect(reader.current()).toMatchObject({ digest: 'd3', version: 2 });
  });

  it('holds summaries and reads a listing in full from the file by id', () => {
    const dir = tmp();
    const description = '<p>Helle Wohnung mit "Blick" [ins Grüne] {ruhig}, Küche \\ Bad</p>';
    write(dir, [listing(1, { objektbeschreibung: description, contact: { name: 'Maier' } }), listing(2)], 'd1');
    const s = setup(dir).reader.current();
    // What stays in memory has the fields every pass reads, not the texts nor the contact.
    expect(s.listings[0]).toEqual({ id: 1, objekttitel: 'Wohnung 1' });
    expect(s.summary(1)).toBe(s.listings[0]);
    expect(s.listing(1)).toEqual({
      id: 1,
      objekttitel: 'Wohnung 1',
      objektbeschreibung: description,
      contact: { name: 'Maier' },
    });
    expect([...s.full()].map((l) => l.objektbeschreibung ?? null)).toEqual([description, null]);
  });

  it('finds each listing in a file laid out in any way, also one that spans the blocks it is read in', () => {
    const dir = tmp();
    // Larger than one 1 MB block, among many small ones, with the spaces and line breaks of a pretty-printed file.
    const long = 'ä"]},['.repeat(300_000);
    // A text that ends in a backslash: its closing quote follows an escaped backslash, not an escaped quote.
    const lage = (i: number) => (i === 1500 ? long : i === 10 ? 'Pfad C:\\' : `Lage ${i}`);
    const many = Array.from({ length: 3000 }, (_, i) => listing(i + 1, { lage: lage(i) }));
    write(dir, [], 'd1');
    replace(snapshotFiles(dir).properties, `\n ${JSON.stringify([7, ...many, null], null, 2)}\n`);
    const s = setup(dir).reader.current();
    expect(s.listings.length).toBe(3000);
    expect(s.listing(1501)?.lage).toBe(long);
    expect(s.listing(3000)?.lage).toBe('Lage 2999');
    expect(s.listing(11)?.lage).toBe('Pfad C:\\');
    expect([...s.full()].map((l) => l.lage)).toEqual(many.map((_, i) => lage(i)));
  });

  it('a snapshot keeps answering from its own file after a sync replaced it, and the reader follows the new one', () => {
    const dir = tmp();
    write(dir, [listing(1, { lage: 'alt' }), listing(2, { lage: 'alt' })], 'd1');
    const { clock, reader } = setup(dir);
    const first = reader.current();
    // A sync writes the files anew and renames them into place, as writeSnapshot does.
    writeSnapshot(dir, {
      properties: [listing(2, { lage: 'neu', objektbeschreibung: 'x'.repeat(5000) }), listing(3, { lage: 'neu' })],
      projects: [],
      meta: { ...meta, digest: 'd2' },
    } as unknown as Parameters<typeof writeSnapshot>[1]);
    expect(first.listing(2)?.lage).toBe('alt');
    expect(first.listing(1)?.lage).toBe('alt');
    clock.now += 1000;
    const second = reader.current();
    expect(second.digest).toBe('d2');
    expect(second.listing(2)?.lage).toBe('neu');
    expect(second.listing(1)).toBeUndefined();
    expect([...first.full()].map((l) => l.lage)).toEqual(['alt', 'alt']);
    // Two snapshots on, the first one's file is closed: one listing comes from the data as it is now.
    write(dir, [listing(2, { lage: 'neuer' })], 'd3');
    clock.now += 1000;
    expect(reader.current().digest).toBe('d3');
    expect(first.listing(2)?.lage).toBe('alt'); // read before, from its cache
    write(dir, [listing(2, { lage: 'neuester' })], 'd4');
    clock.now += 1000;
    expect(reader.current().digest).toBe('d4');
    expect(second.listing(2)?.lage).toBe('neu'); // read before, from its cache
    expect(second.listing(3)).toBeUndefined(); // not read before: d4 has no listing 3
    expect(() => [...second.full()]).toThrow(/replaced twice/);
  });

  it('notices a file written over in place (not as the sync writes it) and answers from the data as it stands', () => {
    const dir = tmp();
    write(dir, [listing(1, { lage: 'alt' }), listing(2, { lage: 'alt' })], 'd1');
    const { reader } = setup(dir);
    const first = reader.current();
    fs.writeFileSync(snapshotFiles(dir).properties, JSON.stringify([listing(2, { lage: 'neu, länger' })]));
    fs.writeFileSync(snapshotFiles(dir).meta, JSON.stringify({ ...meta, digest: 'd2' }));
    expect(first.listing(2)?.lage).toBe('neu, länger');
    expect(first.listing(1)).toBeUndefined();
    expect(reader.current().digest).toBe('d2');
    expect(() => [...first.full()]).toThrow(/written over in place/);
  });

  it('is one per data folder in a process', () => {
    const dir = tmp();
    expect(sharedListingReader({ dataDir: dir })).toBe(sharedListingReader({ dataDir: path.join(dir, '.') }));
    expect(sharedListingReader({ dataDir: dir })).not.toBe(sharedListingReader({ dataDir: tmp() }));
  });
});
