import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkTreeGradually, takeOverPages, takeOverWhileRendering } from '../../src/build/take-over';
import { KEYS_DIR, type RouteKeys } from '../../src/site/incremental/static-paths';

let root: string;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

function keys(build: string, route: RouteKeys) {
  write(path.join(build, KEYS_DIR, 'route.json'), JSON.stringify(route));
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'take-over-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('taking pages over from the live build', () => {
  it('links the pages it did not render, with their twins, and counts both kinds', () => {
    const live = path.join(root, 'live');
    const out = path.join(root, 'out');
    write(path.join(live, 'client', 'a', 'index.html'), 'A');
    write(path.join(live, 'client', 'a', 'index.html.br'), 'A.br');
    write(path.join(out, 'client', 'b', 'index.html'), 'B');
    keys(out, { route: '/[x]', pages: { 'a/index.html': 'k1', 'b/index.html': 'k2' }, rendered: ['b/index.html'] });

    const counts = takeOverPages(out, live);
    expect(counts).toMatchObject({ total: 2, rendered: 1, reused: 1 });
    expect([...counts.files]).toEqual(['a/index.html']);
    const here = fs.statSync(path.join(out, 'client', 'a', 'index.html'));
    expect(here.ino).toBe(fs.statSync(path.join(live, 'client', 'a', 'index.html')).ino);
    expect(fs.readFileSync(path.join(out, 'client', 'a', 'index.html.br'), 'utf8')).toBe('A.br');
  });

  it('fails the build for a rendered page that is not where its key says', () => {
    const out = path.join(root, 'out');
    write(path.join(out, 'client', 'b', 'other.html'), 'B');
    keys(out, { route: '/[x]', pages: { 'b/index.html': 'k2' }, rendered: ['b/index.html'] });
    expect(() => takeOverPages(out, null)).toThrow('b/index.html (/[x]) is missing from the build');
  });

  it('takes the render notes for rendered pages instead of looking at the disk', () => {
    const out = path.join(root, 'out');
    fs.mkdirSync(path.join(out, 'client'), { recursive: true });
    keys(out, { route: '/[x]', pages: { 'b/index.html': 'k2' }, rendered: ['b/index.html'] });
    // Noted as written by a render process: no system call asks whether it is there.
    expect(takeOverPages(out, null, new Set(), new Set(['b/index.html']))).toMatchObject({ total: 1, rendered: 1 });
  });
});

/** Waits, however long a busy machine takes (the test's limit bounds it), until `done` holds. */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((r) => setImmediate(r));
}

describe('taking pages over while Astro renders', () => {
  it("reads the keys from the first render batch's folder and links the pages into the build folder", async () => {
    const live = path.join(root, 'live');
    const out = path.join(root, 'out');
    const batch = `${out}.render0`;
    write(path.join(live, 'client', 'a', 'index.html'), 'A');
    write(path.join(live, 'client', 'a', 'index.html.br'), 'A.br');
    fs.mkdirSync(out, { recursive: true });
    const taking = takeOverWhileRendering(out, live, { keysFrom: batch });
    // The batch records every route's keys in its own folder as Astro lists the route's pages.
    keys(batch, { route: '/[x]', pages: { 'a/index.html': 'k1', 'b/index.html': 'k2' }, rendered: ['b/index.html'] });
    await until(() => taking.linked.has('a/index.html'));
    await taking.rendered();
    expect([...taking.linked]).toEqual(['a/index.html']);
    const here = fs.statSync(path.join(out, 'client', 'a', 'index.html'));
    expect(here.ino).toBe(fs.statSync(path.join(live, 'client', 'a', 'index.html')).ino);
    expect(fs.readFileSync(path.join(out, 'client', 'a', 'index.html.br'), 'utf8')).toBe('A.br');
    expect(fs.existsSync(path.join(out, 'client', 'b'))).toBe(false);

    // Once the batch's folder is merged in (its keys with it), the take-over after the render counts as before.
    keys(out, { route: '/[x]', pages: { 'a/index.html': 'k1', 'b/index.html': 'k2' }, rendered: ['b/index.html'] });
    write(path.join(out, 'client', 'b', 'index.html'), 'B');
    expect(takeOverPages(out, live, taking.linked)).toMatchObject({ total: 2, rendered: 1, reused: 1 });
  });

  it('links a whole folder of the live build (the search index’s base) once the first keys are written', async () => {
    const live = path.join(root, 'live');
    const out = path.join(root, 'out');
    for (let i = 0; i < 600; i++) write(path.join(live, 'client', 'pagefind', `p${i % 3}`, `f${i}`), String(i));
    const taking = takeOverWhileRendering(out, live, { trees: ['pagefind', 'absent'] });
    // Not before (its first look for keys is made at once): Astro empties its client folder as it starts, and
    // writes the first keys after that.
    expect(fs.existsSync(path.join(out, 'client', 'pagefind'))).toBe(false);
    keys(out, { route: '/[x]', pages: {}, rendered: [] });
    await until(() => taking.linkedTrees.has('pagefind'));
    await taking.rendered();
    expect([...taking.linkedTrees]).toEqual(['pagefind']);
    const linked = path.join(out, 'client', 'pagefind', 'p2', 'f599');
    expect(fs.statSync(linked).ino).toBe(fs.statSync(path.join(live, 'client', 'pagefind', 'p2', 'f599')).ino);
    expect(fs.readdirSync(path.join(out, 'client', 'pagefind', 'p0'))).toHaveLength(200);
  });

  it('stops a folder half linked when the render ends; the rest is linked later, the linked files kept', async () => {
    const from = path.join(root, 'from');
    const to = path.join(root, 'to');
    for (let i = 0; i < 1000; i++) write(path.join(from, `d${i % 4}`, `f${i}`), String(i));
    let turns = 0;
    const done = await linkTreeGradually(
      from,
      to,
      () => turns >= 1,
      async () => void turns++,
    );
    expect(done).toBe(false);
    const count = () => fs.readdirSync(to).reduce((n, d) => n + fs.readdirSync(path.join(to, d)).length, 0);
    expect(count()).toBeGreaterThan(0);
    expect(count()).toBeLessThan(1000);
    expect(await linkTreeGradually(from, to)).toBe(true);
    expect(count()).toBe(1000);
  });
});
