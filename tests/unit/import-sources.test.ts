/**
 * Where an import run's sources come from, how their inputs are fingerprinted, the run's lock, and one source's
 * import on its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireLock } from '~/import/lock';
import { MediaStore } from '~/import/media';
import { importSource } from '~/import/source-import';
import { discoverFeedSources, fingerprintFiles, pathSources, urlSources } from '~/import/sources';
import { IdMap } from '~/import/state';

const tmpDirs: string[] = [];
afterAll(() => tmpDirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
function tmp(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'immoz-sources-'));
  tmpDirs.push(d);
  return d;
}
function put(file: string, content = '<openimmo/>') {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

describe('sources', () => {
  it('a folder under the feeds folder is one source (its feeds in name order, any depth); a loose feed is one', () => {
    const feeds = tmp();
    put(path.join(feeds, 'Agentur Süd', '2-teil.xml'));
    put(path.join(feeds, 'Agentur Süd', 'archiv', '1-voll.zip'));
    put(path.join(feeds, 'Agentur Süd', 'notes.txt'));
    put(path.join(feeds, 'einzeln.XML'));
    put(path.join(feeds, '.hidden', 'x.xml'));
    fs.mkdirSync(path.join(feeds, 'empty'));
    const specs = discoverFeedSources(feeds);
    expect(specs.map((s) => [s.key, s.origin, s.files.map((f) => f.label)])).toEqual([
      [
        'agentur-sued',
        'feeds',
        [path.join('Agentur Süd', '2-teil.xml'), path.join('Agentur Süd', 'archiv', '1-voll.zip')],
      ],
      ['einzeln', 'feeds', ['einzeln.XML']],
    ]);
    expect(discoverFeedSources(path.join(feeds, 'missing'))).toEqual([]);
  });

  it('sources whose names give the same key get distinct keys; the others keep theirs', () => {
    const feeds = tmp();
    put(path.join(feeds, 'feed.xml'));
    put(path.join(feeds, 'feed.zip'));
    put(path.join(feeds, 'Agentur Süd', 'a.xml'));
    put(path.join(feeds, 'agentur-sued.xml'));
    put(path.join(feeds, 'agentur_sued', 'b.xml'));
    put(path.join(feeds, 'solo.xml'));
    const keys = discoverFeedSources(feeds).map((s) => [s.key, s.files.map((f) => path.basename(f.file))]);
    expect(keys).toEqual([
      ['agentur-sued', ['a.xml']],
      ['agentur-sued-2', ['b.xml']],
      ['agentur-sued-xml', ['agentur-sued.xml']],
      ['feed-xml', ['feed.xml']],
      ['feed-zip', ['feed.zip']],
      ['solo', ['solo.xml']],
    ]);

    const elsewhere = tmp();
    put(path.join(elsewhere, 'a', 'feed.xml'));
    put(path.join(elsewhere, 'b', 'feed.xml'));
    const imported = pathSources(
      [
        path.join(elsewhere, 'a', 'feed.xml'),
        path.join(elsewhere, 'b', 'feed.xml'),
        path.join(elsewhere, 'a', 'feed.xml'),
      ],
      feeds,
    );
    expect(imported.map((s) => s.key)).toEqual(['import-feed-xml', 'import-feed-xml-2']);
  });

  it('a feed URL is a source keyed by host and path', () => {
    expect(
      urlSources(['https://feeds.example.at/agentur/openimmo.zip']).map((s) => [s.key, s.origin, s.files]),
    ).toEqual([['url-feeds-example-at-agentur-openimmo-zip', 'url', []]]);
    expect(urlSources(['not a url'])[0]!.key).toMatch(/^url-[0-9a-f]{10}$/);
  });

  it('an import path inside the feeds folder stands for its whole source; one outside is a source of its own', () => {
    const root = tmp();
    const feeds = path.join(root, 'feeds');
    put(path.join(feeds, 'agentur', 'a.xml'));
    put(path.join(feeds, 'agentur', 'b.xml'));
    put(path.join(root, 'elsewhere', 'extra.xml'));
    const specs = pathSources([path.join(feeds, 'agentur', 'b.xml'), path.join(root, 'elsewhere', 'extra.xml')], feeds);
    expect(specs.map((s) => [s.key, s.origin, s.files.length])).toEqual([
      ['agentur', 'feeds', 2],
      ['import-extra', 'import', 1],
    ]);
  });

  it('the fingerprint changes when a feed file changes', () => {
    const file = path.join(tmp(), 'a.xml');
    put(file, '<openimmo/>');
    const before = fingerprintFiles([{ file }]);
    expect(fingerprintFiles([{ file }])).toBe(before);
    put(file, '<openimmo></openimmo>');
    expect(fingerprintFiles([{ file }])).not.toBe(before);
  });
});

describe('the run lock', () => {
  it('refuses a second run while the first one lives, and takes over a dead run lock', () => {
    const data = tmp();
    const lock = path.join(data, 'state', 'sync.lock');
    fs.mkdirSync(path.dirname(lock), { recursive: true });
    fs.writeFileSync(lock, String(process.ppid)); // a live process other than this one
    expect(() => acquireLock(data)).toThrow(/another import is running/);
    fs.writeFileSync(lock, '2147483646'); // no such process
    const release = acquireLock(data);
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lock)).toBe(false);
  });
});

describe('importSource', () => {
  it('a source whose only feed cannot be read fails, with no state and nothing saved', async () => {
    const root = tmp();
    const data = path.join(root, 'data');
    put(path.join(root, 'feeds', 'kaputt', 'feed.xml'), '<openimmo><anbieter><immobilie>');
    const [spec] = discoverFeedSources(path.join(root, 'feeds'));
    const outcome = await importSource(spec!, {
      dataDir: data,
      ids: IdMap.load(data),
      media: new MediaStore(data, true),
      now: '2026-01-02T03:04:05Z',
      dryRun: false,
      force: false,
      log: () => {},
    });
    expect(outcome.state).toBeNull();
    expect(outcome.report.status).toBe('failed');
    expect(outcome.report.error).toMatch(/feed\.xml: .*truncated/);
    expect(fs.existsSync(path.join(data, 'sources'))).toBe(false);
  });
});
