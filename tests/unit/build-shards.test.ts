/**
 * Rendering with several Astro processes: how the pages of a route are shared out (PORTAL_SHARD), and how a
 * render process's files join the build's folder. The whole build with two processes is compared with one of a
 * single process in build-incremental.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseShard, shardPages } from '~/site/incremental/static-paths';
import { loadEnv } from '~/config/env';
import { mergeRendered } from '../../src/build/render';

describe('render shards', () => {
  it('reads k/n, and unset as the one process that renders everything', () => {
    expect(parseShard('1/2')).toEqual({ index: 1, count: 2 });
    expect(parseShard('0/3')).toEqual({ index: 0, count: 3 });
    expect(parseShard(undefined)).toEqual({ index: 0, count: 1 });
  });

  it('refuses a shard that is not k/n with k < n in the configuration', () => {
    expect(() => loadEnv({ PORTAL_SHARD: '2/2' })).toThrow(/PORTAL_SHARD/);
    expect(() => loadEnv({ PORTAL_SHARD: 'zwei' })).toThrow(/PORTAL_SHARD/);
    expect(loadEnv({ PORTAL_SHARD: '1/2' }).PORTAL_SHARD).toBe('1/2');
    expect(() => loadEnv({ BUILD_PROCESSES: '0' })).toThrow(/BUILD_PROCESSES/);
  });

  it('gives every page to exactly one process, interleaved, in shares that differ by one at most', () => {
    const pages = Array.from({ length: 1_001 }, (_, i) => `p${i}`);
    for (const count of [1, 2, 3]) {
      const shares = Array.from({ length: count }, (_, index) => shardPages(pages, { index, count }));
      expect(shares.flat().sort()).toEqual([...pages].sort());
      const sizes = shares.map((s) => s.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
    expect(shardPages(pages, { index: 1, count: 2 }).slice(0, 3)).toEqual(['p1', 'p3', 'p5']);
  });
});

describe('joining a render process’s files', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-merge-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (root: string, files: Record<string, string>) => {
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      fs.writeFileSync(path.join(root, name), content);
    }
  };

  it('moves its pages in, whole folders at once, and accepts files both wrote alike', () => {
    const into = path.join(dir, 'a', 'client');
    const from = path.join(dir, 'a1', 'client');
    write(into, { '_astro/x.js': 'js', 'immobilien/1/a/index.html': '1', 'index.html': 'home' });
    write(from, { '_astro/x.js': 'js', 'immobilien/1/index.html': 'r1', 'immobilien/2/b/index.html': '2' });
    const folder = fs.statSync(path.join(from, 'immobilien/2')).ino;
    mergeRendered(from, into);
    expect(fs.readFileSync(path.join(into, 'immobilien/1/index.html'), 'utf8')).toBe('r1');
    expect(fs.readFileSync(path.join(into, 'immobilien/1/a/index.html'), 'utf8')).toBe('1');
    expect(fs.statSync(path.join(into, 'immobilien/2')).ino).toBe(folder);
    expect(fs.readFileSync(path.join(into, '_astro/x.js'), 'utf8')).toBe('js');
  });

  it('stops at a file the two processes wrote differently', () => {
    const into = path.join(dir, 'b', 'client');
    const from = path.join(dir, 'b1', 'client');
    write(into, { '_astro/x.js': 'eins' });
    write(from, { '_astro/x.js': 'zwei' });
    expect(() => mergeRendered(from, into)).toThrow('_astro/x.js differs between the render processes');
  });
});
