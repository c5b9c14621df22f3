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
import { feedsOf, importSource, JournaledMap, type SourceImportContext } from '~/import/source-import';
import { discoverFeedSources, fingerprintFiles, pathSources, urlSources } from '~/import/sources';
import { IdMap } from '~/import/state';
import { writeZipFile } from '~/sample/zip-writer';

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

/** An agency's full feed: its listings by object number, each a flat in Vienna; `padding` makes the XML bigger. */
function agencyFeed(agency: string, ids: string[], padding = 0): Buffer {
  const listings = ids.map(
    (id) =>
      `<immobilie><objektkategorie><vermarktungsart KAUF="true"/><objektart><wohnung/></objektart></objektkategorie><geo><plz>1190</plz><ort>Wien</ort></geo><preise><kaufpreis>300000</kaufpreis></preise><freitexte><objekttitel>Wohnung ${id}</objekttitel><objektbeschreibung>${'Hell und ruhig. '.repeat(padding)}</objektbeschreibung></freitexte><verwaltung_techn><objektnr_extern>${id}</objektnr_extern></verwaltung_techn></immobilie>`,
  );
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><openimmo><uebertragung umfang="VOLL"/><anbieter><anbieternr>${agency}</anbieternr><firma>${agency} Immobilien</firma>${listings.join('')}</anbieter></openimmo>`,
  );
}

describe("a folder of agencies' feeds", () => {
  const context = (data: string, maxXmlBytes?: number): SourceImportContext => ({
    dataDir: data,
    ids: IdMap.load(data),
    media: new MediaStore(data, false),
    now: '2026-01-02T03:04:05Z',
    dryRun: false,
    force: false,
    log: () => {},
    ...(maxXmlBytes ? { feedLimits: { maxXmlBytes } } : {}),
  });
  const keys = (state: { listings: Array<{ key: string }> } | null) => state?.listings.map((l) => l.key).sort();

  it('is one feed per subfolder; a folder with feeds of its own, a file or a URL is one feed', () => {
    const feeds = tmp();
    put(path.join(feeds, 'portal', 'alpha', '01.zip'));
    put(path.join(feeds, 'portal', 'alpha', '02.xml'));
    put(path.join(feeds, 'portal', 'beta', 'x', '01.xml'));
    put(path.join(feeds, 'eigen', 'voll.xml'));
    put(path.join(feeds, 'eigen', 'archiv', 'alt.xml'));
    const [eigen, portal] = discoverFeedSources(feeds);
    expect(feedsOf(portal!).map((f) => [f.label, f.files.map((x) => path.basename(x.file))])).toEqual([
      ['alpha', ['01.zip', '02.xml']],
      ['beta', ['01.xml']],
    ]);
    expect(feedsOf(eigen!).map((f) => f.files.length)).toEqual([2]);
    expect(feedsOf(urlSources(['https://feeds.example.at/a.xml'])[0]!)).toHaveLength(1);
  });

  it("one agency's over-size feed keeps that agency's last good listings and the other agencies' feeds are applied", async () => {
    const root = tmp();
    const feeds = path.join(root, 'feeds');
    const data = path.join(root, 'data');
    const alpha = path.join(feeds, 'portal', 'alpha', '01-bestand.zip');
    const beta = path.join(feeds, 'portal', 'beta', '01-bestand.zip');
    fs.mkdirSync(path.dirname(alpha), { recursive: true });
    fs.mkdirSync(path.dirname(beta), { recursive: true });
    writeZipFile(alpha, [{ name: 'openimmo.xml', data: agencyFeed('ALPHA', ['A-1', 'A-2']) }]);
    writeZipFile(beta, [{ name: 'openimmo.xml', data: agencyFeed('BETA', ['B-1', 'B-2']) }]);
    const first = await importSource(discoverFeedSources(feeds)[0]!, context(data));
    expect(first.report.status).toBe('imported');
    expect(keys(first.state)).toEqual(['ALPHA|A-1', 'ALPHA|A-2', 'BETA|B-1', 'BETA|B-2']);

    // alpha adds a listing; beta's new feed (which would withdraw B-2) is over the limit
    const small = agencyFeed('ALPHA', ['A-1', 'A-2', 'A-3']);
    const big = agencyFeed('BETA', ['B-1'], 400);
    expect(big.length).toBeGreaterThan(small.length * 2);
    const limit = small.length + 100;
    writeZipFile(alpha, [{ name: 'openimmo.xml', data: small }]);
    writeZipFile(beta, [{ name: 'openimmo.xml', data: big }]);
    const second = await importSource(discoverFeedSources(feeds)[0]!, context(data, limit));
    expect(second.report.status).toBe('kept_previous');
    expect(second.report.error).toMatch(/1 of 2 feeds failed .*beta.*larger than/);
    expect(second.report.documents.map((d) => d.status)).toEqual(['ok', 'failed']);
    expect(keys(second.state)).toEqual(['ALPHA|A-1', 'ALPHA|A-2', 'ALPHA|A-3', 'BETA|B-1', 'BETA|B-2']);
    // saved, and read again next time while beta's feed fails
    const saved = JSON.parse(fs.readFileSync(path.join(data, 'sources', 'portal.json'), 'utf8'));
    expect(saved.listings).toHaveLength(5);
    const third = await importSource(discoverFeedSources(feeds)[0]!, context(data, limit));
    expect(third.report.status).toBe('kept_previous');

    // with no earlier data the over-size agency has none, and the others are imported all the same
    const fresh = path.join(root, 'fresh');
    const alone = await importSource(discoverFeedSources(feeds)[0]!, context(fresh, limit));
    expect(alone.report.status).toBe('kept_previous');
    expect(keys(alone.state)).toEqual(['ALPHA|A-1', 'ALPHA|A-2', 'ALPHA|A-3']);

    // every feed failing is the source failing: its last good data stays as it was
    const none = await importSource(discoverFeedSources(feeds)[0]!, context(data, 100));
    expect(none.report.status).toBe('kept_previous');
    expect(keys(none.state)).toEqual(keys(second.state));
  });

  it('a journaled map undoes what was set and deleted since it began', () => {
    const m = new JournaledMap<string, number>([
      ['a', 1],
      ['b', 2],
    ]);
    m.begin();
    m.set('a', 10);
    m.set('c', 3);
    m.delete('b');
    m.set('b', 20);
    m.rollback();
    expect([...m]).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    m.begin();
    m.set('d', 4);
    m.commit();
    m.rollback();
    expect(m.get('d')).toBe(4);
  });
});
