import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filesWithoutTwin, precompress } from '../../scripts/lib/precompress';

let root: string;
/** Text long enough to want a twin (more than 512 bytes). */
const big = (label: string) => `${label} `.repeat(200);

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
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
    return expect(filesWithoutTwin(client)).resolves.toEqual([
      path.join(client, '_astro', 'app.js'),
      path.join(client, 'deep', 'a', 'b', 'c', 'd', 'style.css'),
    ]);
  });

  it('visits all but the skipped top-level entries, or only the named ones', async () => {
    const client = path.join(root, 'client');
    write(path.join(client, '_astro', 'app.js'), big('app'));
    write(path.join(client, 'pagefind', 'pagefind.js'), big('pf'));
    write(path.join(client, 'pagefind-delta.json'), big('delta'));
    const skip = ['pagefind', 'pagefind-delta.json'];
    expect(await filesWithoutTwin(client, { skip })).toEqual([path.join(client, '_astro', 'app.js')]);
    expect(await filesWithoutTwin(client, { only: skip })).toEqual([
      path.join(client, 'pagefind-delta.json'),
      path.join(client, 'pagefind', 'pagefind.js'),
    ]);
  });

  it('fails on a twin whose file is missing', async () => {
    const client = path.join(root, 'client');
    write(path.join(client, 'a', 'b', 'gone.html.br'), 'twin');
    await expect(filesWithoutTwin(client)).rejects.toThrow(/gone\.html\.br: a compressed twin without its file/);
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

    const result = await precompress(client, live);

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
    expect(await precompress(client, live)).toEqual({ compressed: 0, linked: 0, pages: 0 });
  });
});
