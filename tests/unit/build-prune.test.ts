/**
 * Old builds leave at once and are unlinked by a child process: the folders beyond the newest two are renamed out
 * of the builds at once (the admin's list and the next build no longer see them), the live build is never touched,
 * and the removal finishes in the background, with what a stopped process left behind.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reloadEnv } from '~/config/env';
import { pruneBuilds, resolveLiveBuild, switchLiveBuild } from '~/build/build-dir';
import { builds } from '~/features/admin/import-records';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'builds-prune-'));
const before = { BUILDS_DIR: process.env.BUILDS_DIR, BUILD_DIR: process.env.BUILD_DIR };

function makeBuild(name: string, files = 50): string {
  const dir = path.join(root, name);
  fs.mkdirSync(path.join(dir, 'client', 'pages'), { recursive: true });
  for (let i = 0; i < files; i++)
    fs.writeFileSync(path.join(dir, 'client', 'pages', `${i}.html`), `<p>${name} ${i}</p>`);
  return dir;
}

beforeAll(() => {
  process.env.BUILDS_DIR = root;
  delete process.env.BUILD_DIR;
  reloadEnv();
});

afterAll(() => {
  for (const [k, v] of Object.entries(before)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  reloadEnv();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('pruneBuilds', () => {
  it('takes the older builds out at once, keeps the live one and the newest two, and removes the rest in the background', async () => {
    const oldest = makeBuild('20261201T080000');
    const older = makeBuild('20261201T090000');
    const previous = makeBuild('20261201T100000');
    const newest = makeBuild('20261201T110000');
    // The live build is an old one (an operator rolled back): it stays whatever its age.
    switchLiveBuild(older);
    // What a process stopped during an earlier removal left behind.
    const leftover = makeBuild('.old-20261130T230000');

    const removal = pruneBuilds(2);
    const listed = fs.readdirSync(root).filter((n) => !n.startsWith('.old-'));
    expect(listed.sort()).toEqual(['20261201T090000', '20261201T100000', '20261201T110000', 'current']);
    expect(builds().map((b) => b.name)).toEqual(['20261201T110000', '20261201T100000', '20261201T090000']);
    expect(resolveLiveBuild()).toBe(fs.realpathSync(older));

    await removal;
    expect(fs.readdirSync(root).sort()).toEqual(['20261201T090000', '20261201T100000', '20261201T110000', 'current']);
    expect(fs.existsSync(oldest)).toBe(false);
    expect(fs.existsSync(leftover)).toBe(false);
    for (const kept of [older, previous, newest])
      expect(fs.readdirSync(path.join(kept, 'client', 'pages'))).toHaveLength(50);
  });

  it('does nothing when there is nothing to remove', async () => {
    const listed = fs.readdirSync(root).sort();
    await pruneBuilds(3);
    expect(fs.readdirSync(root).sort()).toEqual(listed);
  });
});
