import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressTwins, pageTrees, publicNames, topFolder, twinlessFiles } from '../../src/build/precompress';
import { walkFolders } from '../../src/build/walk';
import { brotliQuality } from '../../src/build/twins';
import { baseCounterpart } from '../../src/build/search-index';

let root: string;
/** Text long enough to want a twin (more than 512 bytes). */
const big = (label: string) => `${label} `.repeat(200);

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** The files under `dir` that want a twin and have none, found as the build finds them. */
function filesWithoutTwin(dir: string): string[] {
  const { visit, files } = twinlessFiles();
  walkFolders(dir, [visit]);
  return files.sort();
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the twins a build lacks after its render', () => {
  it('finds the compressible files without a twin in every folder, and only those', () => {
    const client = path.join(root, 'client');
    write(path.join(client, '_astro', 'app.js'), big('app'));
    write(path.join(client, 'immobilien', '1', 'haus', 'index.html'), big('page'));
    write(path.join(client, 'immobilien', '1', 'haus', 'index.html.br'), 'twin');
    write(path.join(client, 'deep', 'a', 'b', 'c', 'd', 'style.css'), big('css'));
    write(path.join(client, 'small.js'), 'x');
    write(path.join(client, 'photo.webp'), big('binary'));
    // a detail page's parts are never sent, only spliced into its page: no twin
    write(path.join(client, 'en', 'immobilien', '1', 'haus', 'teile', 'index.html'), big('parts'));
    expect(filesWithoutTwin(client)).toEqual([
      path.join(client, '_astro', 'app.js'),
      path.join(client, 'deep', 'a', 'b', 'c', 'd', 'style.css'),
    ]);
  });

  it('fails on a twin whose file is missing', () => {
    const client = path.join(root, 'client');
    write(path.join(client, 'a', 'b', 'gone.html.br'), 'twin');
    expect(() => filesWithoutTwin(client)).toThrow(/gone\.html\.br: a compressed twin without its file/);
  });

  it('compresses what lacks a twin and links the twin of a file equal to the reused build’s', async () => {
    const live = path.join(root, 'live', 'client');
    const client = path.join(root, 'client');
    write(path.join(live, '_astro', 'same.js'), big('same'));
    write(path.join(live, '_astro', 'same.js.br'), 'the live twin');
    write(path.join(live, '_astro', 'changed.js'), big('old'));
    write(path.join(live, '_astro', 'changed.js.br'), 'an old twin');
    write(path.join(client, '_astro', 'same.js'), big('same'));
    write(path.join(client, '_astro', 'changed.js'), big('new'));
    write(path.join(client, 'late', 'index.html'), big('late page'));

    const result = await compressTwins(client, live, filesWithoutTwin(client));

    expect(result).toEqual({ compressed: 2, linked: 1, pages: 1 });
    const sameTwin = path.join(client, '_astro', 'same.js.br');
    expect(fs.statSync(sameTwin).ino).toBe(fs.statSync(path.join(live, '_astro', 'same.js.br')).ino);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(client, '_astro', 'changed.js.br'))).toString()).toBe(
      big('new'),
    );
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(client, 'late', 'index.html.br'))).toString()).toBe(
      big('late page'),
    );
    // A second pass finds nothing left to do.
    expect(filesWithoutTwin(client)).toEqual([]);
  });

  it('compresses files of the same content once and links that twin for the others', async () => {
    const client = path.join(root, 'client');
    for (const part of ['p1', 'p2', 'p3']) write(path.join(client, 'pagefind-delta', part, 'pagefind.js'), big('pf'));
    write(path.join(client, 'pagefind-delta', 'p4', 'pagefind.js'), big('other'));
    // The same bytes under another kind of name are compressed with that kind's options.
    write(path.join(client, 'same.json'), big('pf'));

    const result = await compressTwins(client, null, filesWithoutTwin(client));

    expect(result).toEqual({ compressed: 3, linked: 2, pages: 0 });
    const twin = (part: string) => fs.statSync(path.join(client, 'pagefind-delta', part, 'pagefind.js.br'));
    expect(twin('p2').ino).toBe(twin('p1').ino);
    expect(twin('p3').ino).toBe(twin('p1').ino);
    expect(twin('p4').ino).not.toBe(twin('p1').ino);
    for (const f of ['pagefind-delta/p3/pagefind.js', 'pagefind-delta/p4/pagefind.js', 'same.json'])
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(client, `${f}.br`))).toString()).toBe(
        fs.readFileSync(path.join(client, f), 'utf8'),
      );
    // Each twin is the bytes its file alone would have been compressed to.
    expect(fs.readFileSync(path.join(client, 'pagefind-delta', 'p3', 'pagefind.js.br'))).toEqual(
      zlib.brotliCompressSync(big('pf'), {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: big('pf').length,
        },
      }),
    );
  });

  it('links the twin of the same file elsewhere in the build when both take the same options, else compresses', async () => {
    const client = path.join(root, 'client');
    const script = big('pagefind script');
    const level11 = zlib.brotliCompressSync(script, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: script.length },
    });
    // The base index, taken over with its twins; the delta written anew without them.
    write(path.join(client, 'pagefind', 'p0', 'pagefind.js'), script);
    fs.writeFileSync(path.join(client, 'pagefind', 'p0', 'pagefind.js.br'), level11);
    write(path.join(client, 'pagefind', 'p0', 'pagefind-ui.css'), big('old style'));
    write(path.join(client, 'pagefind', 'p0', 'pagefind-ui.css.br'), 'the old style’s twin');
    write(path.join(client, 'pagefind-delta', 'p0', 'pagefind.js'), script);
    write(path.join(client, 'pagefind-delta', 'p0', 'pagefind-ui.css'), big('new style'));
    // A part the base lacks, and a file whose counterpart has the same bytes but takes other options (level 4 as
    // JSON, 11 as a script).
    write(path.join(client, 'pagefind-delta', 'p9', 'pagefind-worker.js'), big('worker'));
    write(path.join(client, 'pagefind-delta', 'p0', 'entry.json'), script);
    const sameAs = (f: string) =>
      f.endsWith('entry.json') ? path.join(client, 'pagefind', 'p0', 'pagefind.js') : baseCounterpart(client, f);

    const files = filesWithoutTwin(client);
    expect(files.map((f) => path.relative(client, f))).toEqual([
      'pagefind-delta/p0/entry.json',
      'pagefind-delta/p0/pagefind-ui.css',
      'pagefind-delta/p0/pagefind.js',
      'pagefind-delta/p9/pagefind-worker.js',
    ]);
    const result = await compressTwins(client, null, files, sameAs);

    expect(result).toEqual({ compressed: 3, linked: 1, pages: 0 });
    const twin = (f: string) => path.join(client, f);
    expect(fs.statSync(twin('pagefind-delta/p0/pagefind.js.br')).ino).toBe(
      fs.statSync(twin('pagefind/p0/pagefind.js.br')).ino,
    );
    for (const f of ['pagefind-delta/p0/pagefind-ui.css', 'pagefind-delta/p9/pagefind-worker.js'])
      expect(zlib.brotliDecompressSync(fs.readFileSync(twin(`${f}.br`))).toString()).toBe(
        fs.readFileSync(twin(f), 'utf8'),
      );
    // Same bytes, other options: compressed at its own level, not linked to the level-11 twin.
    expect(fs.statSync(twin('pagefind-delta/p0/entry.json.br')).ino).not.toBe(
      fs.statSync(twin('pagefind/p0/pagefind.js.br')).ino,
    );
    expect(zlib.brotliDecompressSync(fs.readFileSync(twin('pagefind-delta/p0/entry.json.br'))).toString()).toBe(script);
    expect(filesWithoutTwin(client)).toEqual([]);
  });

  it('matches only the delta index’s files to the base’s', () => {
    const client = path.join(root, 'client');
    expect(baseCounterpart(client, path.join(client, 'pagefind-delta', 'p3', 'pagefind.js'))).toBe(
      path.join(client, 'pagefind', 'p3', 'pagefind.js'),
    );
    expect(baseCounterpart(client, path.join(client, 'pagefind', 'p3', 'pagefind.js'))).toBeNull();
    expect(baseCounterpart(client, path.join(client, '_astro', 'pagefind-delta', 'x.js'))).toBeNull();
    expect(baseCounterpart(client, path.join(client, 'pagefind-delta.json'))).toBeNull();
  });

  it('does not enter the folders it is told to skip, nor anything below them', () => {
    const client = path.join(root, 'client');
    write(path.join(client, 'pagefind', 'p0', 'fragment', 'a.pf_fragment'), 'x');
    write(path.join(client, 'pagefind-delta', 'p0', 'pagefind.js'), big('pf'));
    write(path.join(client, 'en', 'pagefind', 'index.html'), 'y');
    const seen: string[] = [];
    walkFolders(client, [(_folder, rel) => seen.push(rel)], new Set(['pagefind']));
    expect(seen.sort()).toEqual(['', 'en', 'en/pagefind', 'pagefind-delta', 'pagefind-delta/p0']);
  });

  it('walks every folder once, with its path from the root, for each of several visits', () => {
    const client = path.join(root, 'client');
    write(path.join(client, 'a', 'b', 'index.html'), 'x');
    write(path.join(client, 'c', 'index.html'), 'y');
    const seen: string[][] = [[], []];
    walkFolders(client, [
      (_folder, rel) => seen[0]!.push(rel),
      (folder, rel, entries) => seen[1]!.push(`${path.relative(client, folder)}|${rel}|${entries.length}`),
    ]);
    expect(seen[0]!.sort()).toEqual(['', 'a', 'a/b', 'c']);
    expect(seen[1]!.sort()).toEqual(['a/b|a/b|1', 'a|a|1', 'c|c|1', '||2'].sort());
  });
});

describe('the folders an incremental build does not walk for twins', () => {
  it('leaves out the top folders of the keyed pages, unless a public file lies there too', () => {
    const keyed = [
      ['index.html', 'immobilien/1/haus/index.html', 'en/immobilien/1/haus/index.html', 'listing-cards/1.json'],
      new Set(['en/index.html', 'flags/index.html', 'sitemap.xml']),
    ];
    expect([...pageTrees(keyed, new Set(['flags', 'favicon.png']))].sort()).toEqual([
      'en',
      'immobilien',
      'listing-cards',
    ]);
    expect(topFolder('immobilien/1/haus/index.html')).toBe('immobilien');
    expect(topFolder('robots.txt')).toBe('');
  });

  it('reads the public folder’s entries, none where there is no such folder', () => {
    write(path.join(root, 'public', 'flags', 'at.svg'), 'x');
    write(path.join(root, 'public', 'favicon.png'), 'x');
    expect([...publicNames(path.join(root, 'public'))].sort()).toEqual(['favicon.png', 'flags']);
    expect(publicNames(path.join(root, 'nothing')).size).toBe(0);
  });

  it('finds the files without a twin in the folders walked and among the pages named, none in the folders skipped', () => {
    const client = path.join(root, 'client');
    write(path.join(client, '_astro', 'app.js'), big('app'));
    write(path.join(client, 'pagefind-delta', 'p0', 'pagefind.js'), big('pf'));
    write(path.join(client, 'robots.txt'), big('robots'));
    // The keyed pages' folder: a page taken over with its twin, one rendered with its twin, one rendered without.
    write(path.join(client, 'immobilien', '1', 'index.html'), big('taken'));
    write(path.join(client, 'immobilien', '1', 'index.html.br'), 'twin');
    write(path.join(client, 'immobilien', '2', 'index.html'), big('rendered'));
    write(path.join(client, 'immobilien', '2', 'index.html.br'), 'twin');
    write(path.join(client, 'immobilien', '3', 'index.html'), big('redirect'));
    write(path.join(client, 'immobilien', '4', 'index.html'), 'small');
    write(path.join(client, 'immobilien', '2', 'haus', 'teile', 'index.html'), big('parts'));
    const { visit, add, files } = twinlessFiles();
    const seen: string[] = [];
    const folders = walkFolders(client, [visit, (_f, rel) => seen.push(rel)], new Set(['immobilien']));
    add(
      ['2/index.html', '3/index.html', '4/index.html', '2/haus/teile/index.html'].map((f) =>
        path.join(client, 'immobilien', f),
      ),
    );
    expect(folders).toBe(seen.length);
    expect(seen.sort()).toEqual(['', '_astro', 'pagefind-delta', 'pagefind-delta/p0']);
    expect(files.map((f) => path.relative(client, f)).sort()).toEqual([
      '_astro/app.js',
      'immobilien/3/index.html',
      'pagefind-delta/p0/pagefind.js',
      'robots.txt',
    ]);
  });
});

describe('the twins’ compression level', () => {
  it('squeezes bundles and the search index’s manifest and rows, and keeps the rest fast', () => {
    for (const file of [
      '_astro/app.js',
      'search/parts.json',
      'search/index-wien-07_kauf.json',
      '/srv/builds/b1/client/search/index-tirol_miete.json',
    ])
      expect(brotliQuality(file), file).toBe(11);
    for (const file of [
      'immobilien/index.html',
      'search/geo-wien-07_kauf.json',
      'search/titles-de-tirol_miete.json',
      'search/aliases.json',
      'listing-cards/12.json',
      'pagefind/p0/index-x.json',
    ])
      expect(brotliQuality(file), file).toBe(4);
  });
});
