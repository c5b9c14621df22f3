/**
 * Rendering with several Astro processes: how the pages of a route are shared out (PORTAL_SHARD), and how a
 * render process's files join the build's folder. The whole build with two processes is compared with one of a
 * single process in build-incremental.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  keyedPaths,
  KEYS_DIR,
  pagesToRender,
  parseShard,
  routeKeysFile,
  shardPages,
  type KeyedPath,
  type RouteKeys,
} from '~/site/incremental/static-paths';
import { loadEnv, reloadEnv } from '~/config/env';
import { mergeRendered, runBatches } from '../../src/build/render';

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

describe("a route's pages in a build's render processes (keyedPaths)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyed-paths-'));
  const route = '/[...lang]/immobilien/[id]/[slug]';
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of ['PORTAL_OUT_DIR', 'PORTAL_SHARD', 'PORTAL_REUSE_FROM'])
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    reloadEnv();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** `n` pages in two languages, each made only when asked. */
  function* pages(n: number, key = (id: number) => `k${id}`): Generator<KeyedPath<{ id: number }>> {
    for (const lang of [undefined, 'en'])
      for (let id = 1; id <= n; id++) {
        yield { params: { lang, id: String(id), slug: `wohnung-${id}` }, props: { id }, key: key(id) };
      }
  }
  const inProcess = <T>(out: string, shard: string | undefined, run: () => T, reuseFrom?: string): T => {
    process.env.PORTAL_OUT_DIR = out;
    if (shard) process.env.PORTAL_SHARD = shard;
    else delete process.env.PORTAL_SHARD;
    if (reuseFrom) process.env.PORTAL_REUSE_FROM = reuseFrom;
    else delete process.env.PORTAL_REUSE_FROM;
    reloadEnv();
    return run();
  };
  const record = (out: string, r = route) => path.join(out, KEYS_DIR, routeKeysFile(r));

  it('looks at each page once, keeps its share, and the first process writes the record JSON.stringify would', () => {
    const one = inProcess(path.join(dir, 'one'), undefined, () => keyedPaths(route, pages(500)));
    expect(one).toHaveLength(1000);
    const shares = [0, 1, 2].map((k) =>
      inProcess(path.join(dir, `three${k}`), `${k}/3`, () => keyedPaths(route, pages(500))),
    );
    // Every n-th page to render, as shardPages gives them out.
    for (const [k, share] of shares.entries()) expect(share).toEqual(shardPages(one, { index: k, count: 3 }));
    const { pages: all, files } = pagesToRender(route, pages(500), null);
    const expected = JSON.stringify({ route, pages: all, rendered: files });
    expect(fs.readFileSync(record(path.join(dir, 'one')), 'utf8')).toBe(expected);
    expect(fs.readFileSync(record(path.join(dir, 'three0')), 'utf8')).toBe(expected);
    // The other processes record nothing, and no process leaves a half-written record behind.
    expect(fs.existsSync(path.join(dir, 'three1', KEYS_DIR))).toBe(false);
    for (const out of ['one', 'three0', 'three1'])
      expect(fs.existsSync(path.join(dir, out, `${KEYS_DIR}.part`))).toBe(false);
  });

  it('writes a record of many chunks, and names and keys that JSON escapes, byte for byte', () => {
    const odd = (id: number) => `"k"\\${id}\u2028ü${'x'.repeat(id % 7 === 0 ? 300 : 40)}`;
    const out = path.join(dir, 'large');
    inProcess(out, '0/2', () => keyedPaths(route, pages(12_000, odd)));
    const { pages: all, files } = pagesToRender(route, pages(12_000, odd), null);
    const text = fs.readFileSync(record(out), 'utf8');
    expect(text.length).toBeGreaterThan(2 << 20);
    expect(text).toBe(JSON.stringify({ route, pages: all, rendered: files }));
  });

  it('in an incremental build, shares out only the pages to render and records which they are', () => {
    const live = path.join(dir, 'live');
    inProcess(live, undefined, () => keyedPaths(route, pages(30)));
    const liveKeys = JSON.parse(fs.readFileSync(record(live), 'utf8')) as { pages: Record<string, string> };
    for (const file of Object.keys(liveKeys.pages).filter((f) => !f.includes('/7/'))) {
      fs.mkdirSync(path.dirname(path.join(live, 'client', file)), { recursive: true });
      fs.writeFileSync(path.join(live, 'client', file), 'page');
    }
    // Listing 3's key changed, listing 7's files are missing from the live build.
    const key = (id: number) => (id === 3 ? 'k3-new' : `k${id}`);
    const shares = [0, 1].map((k) =>
      inProcess(path.join(dir, `inc${k}`), `${k}/2`, () => keyedPaths(route, pages(30, key)), live),
    );
    const ids = shares.map((s) => s.map((p) => `${p.params.lang ?? 'de'}:${p.params.id}`));
    expect(ids).toEqual([
      ['de:3', 'en:3'],
      ['de:7', 'en:7'],
    ]);
    const previous = { keys: liveKeys as never, clientDir: path.join(live, 'client') };
    const { pages: all, files } = pagesToRender(route, pages(30, key), previous);
    expect(fs.readFileSync(record(path.join(dir, 'inc0')), 'utf8')).toBe(
      JSON.stringify({ route, pages: all, rendered: files }),
    );
  });

  it("in a full build, renders no detail page's parts' file but records each as the build's own", () => {
    const partsRoute = `${route}/teile`;
    const full = path.join(dir, 'parts-full');
    expect(inProcess(full, undefined, () => keyedPaths(partsRoute, pages(5)))).toEqual([]);
    expect(inProcess(path.join(dir, 'parts-full1'), '1/2', () => keyedPaths(partsRoute, pages(5)))).toEqual([]);
    const recorded = JSON.parse(fs.readFileSync(record(full, partsRoute), 'utf8')) as RouteKeys;
    expect(recorded.rendered).toHaveLength(10);
    expect(recorded.rendered).toContain('en/immobilien/3/wohnung-3/teile/index.html');
    const { render, pages: all, files } = pagesToRender(partsRoute, pages(5), null);
    expect(render).toEqual([]);
    expect(recorded).toEqual({ route: partsRoute, pages: all, rendered: files });
    // The next build, incremental, renders those whose key changed (and are spliced into their pages).
    for (const file of recorded.rendered) {
      fs.mkdirSync(path.dirname(path.join(full, 'client', file)), { recursive: true });
      fs.writeFileSync(path.join(full, 'client', file), 'parts');
    }
    const key = (id: number) => (id === 2 ? 'k2-new' : `k${id}`);
    const share = inProcess(path.join(dir, 'parts-inc'), undefined, () => keyedPaths(partsRoute, pages(5, key)), full);
    expect(share.map((p) => `${p.params.lang ?? 'de'}:${p.params.id}`)).toEqual(['de:2', 'en:2']);
  });

  it('leaves no record, whole or half-written, when making a page fails', () => {
    const out = path.join(dir, 'failing');
    function* failing() {
      yield* pages(5);
      throw new Error('no key');
    }
    expect(() => inProcess(out, '0/2', () => keyedPaths(route, failing()))).toThrow('no key');
    expect(fs.existsSync(record(out))).toBe(false);
    expect(fs.existsSync(path.join(out, `${KEYS_DIR}.part`))).toBe(false);
  });
});

describe('render batches run by a build itself', () => {
  /** A batch the test ends by hand, and whether it was aborted. */
  function batches() {
    const running = new Map<number, { end: (err?: Error) => void; signal: AbortSignal }>();
    const started: number[] = [];
    const start = (k: number, signal: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        started.push(k);
        running.set(k, {
          signal,
          end: (err) => {
            running.delete(k);
            if (err) reject(err);
            else resolve();
          },
        });
        signal.addEventListener('abort', () => running.get(k)?.end(new Error(`batch ${k} stopped`)));
      });
    return { running, started, start };
  }
  const turn = () => new Promise((resolve) => setImmediate(resolve));

  it('starts the first alone, the others once it is ready, never more than the processes at once', async () => {
    const b = batches();
    let ready = () => {};
    const synced = new Promise<void>((resolve) => (ready = resolve));
    const all = runBatches(5, 2, synced, b.start);
    await turn();
    expect(b.started).toEqual([0]);
    ready();
    await turn();
    expect(b.started).toEqual([0, 1]);
    b.running.get(1)!.end();
    await turn();
    expect(b.started).toEqual([0, 1, 2]);
    b.running.get(0)!.end();
    await turn();
    expect(b.started).toEqual([0, 1, 2, 3]);
    expect(b.running.size).toBe(2);
    b.running.get(3)!.end();
    await turn();
    b.running.get(2)!.end();
    await turn();
    b.running.get(4)!.end();
    await all;
    expect(b.started).toEqual([0, 1, 2, 3, 4]);
  });

  it('stops the running ones at the first failure, starts no more, and reports that failure', async () => {
    const b = batches();
    const all = runBatches(6, 3, Promise.resolve(), b.start);
    await turn();
    expect(b.started).toEqual([0, 1, 2]);
    b.running.get(1)!.end(new Error('batch 1 ran out of memory'));
    await expect(all).rejects.toThrow('batch 1 ran out of memory');
    expect(b.started).toEqual([0, 1, 2]);
    expect(b.running.size).toBe(0);
  });

  it('starts no other when the first fails before it is ready, the others when it ends well', async () => {
    const b = batches();
    const all = runBatches(4, 2, new Promise<void>(() => {}), b.start);
    await turn();
    b.running.get(0)!.end(new Error('bundling failed'));
    await expect(all).rejects.toThrow('bundling failed');
    expect(b.started).toEqual([0]);
    const ended = batches();
    const rest = runBatches(3, 2, new Promise<void>(() => {}), ended.start);
    await turn();
    ended.running.get(0)!.end();
    await turn();
    expect(ended.started).toEqual([0, 1, 2]);
    ended.running.get(1)!.end();
    ended.running.get(2)!.end();
    await rest;
  });
});
