import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { takeOverPages } from '../../src/build/take-over';
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
