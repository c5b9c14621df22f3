import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { env } from '../config/env';

/** Where builds live: each build in its own folder, `current` a symlink switched atomically after success. */
export function buildsRoot(): string {
  return path.resolve(env().BUILDS_DIR);
}

function currentLink(): string {
  return path.join(buildsRoot(), 'current');
}

/**
 * The folder of the live build: `BUILD_DIR` when set (a CDN-style fixed deployment), else what `builds/current`
 * points to, else `dist` (a plain `astro build`). Returns null when nothing has been built yet.
 */
export function resolveLiveBuild(): string | null {
  const fixed = env().BUILD_DIR;
  if (fixed) return path.resolve(fixed);
  try {
    return fs.realpathSync(currentLink());
  } catch {
    const dist = path.resolve('dist');
    return fs.existsSync(path.join(dist, 'client')) ? dist : null;
  }
}

/** Points `builds/current` at `target` without a moment where it points nowhere (rename is atomic). */
export function switchLiveBuild(target: string): void {
  const root = buildsRoot();
  const tmp = path.join(root, `.current-${process.pid}-${Date.now()}`);
  fs.symlinkSync(path.relative(root, target), tmp, 'dir');
  fs.renameSync(tmp, currentLink());
}

/** A folder taken out of the builds and waiting to be removed: `.old-<build>`. */
const OLD_BUILD = /^\.old-/;

/**
 * Keeps the newest `keep` finished builds besides the live one. An older build is renamed out of the way at once
 * (one rename on the same file system) and removed by a detached child process at the lowest priority: a build holds
 * one file per page, and unlinking hundreds of thousands of them takes minutes on a slow disk, which must not hold
 * the process that switched the build (the server, after a sync) nor the next sync. Folders a stopped process left
 * behind are removed with the next prune. Resolves when the removal is done (nobody needs to wait for it).
 */
export function pruneBuilds(keep = 2): Promise<void> {
  const live = resolveLiveBuild();
  const root = buildsRoot();
  if (!fs.existsSync(root)) return Promise.resolve();
  const dirs = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && /^\d{8}T\d{6}/.test(d.name))
    .map((d) => path.join(root, d.name))
    .sort()
    .reverse();
  for (const dir of dirs.slice(keep)) {
    if (dir !== live) fs.renameSync(dir, path.join(root, `.old-${path.basename(dir)}`));
  }
  const old = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && OLD_BUILD.test(d.name))
    .map((d) => path.join(root, d.name));
  return old.length ? removeInBackground(old) : Promise.resolve();
}

function removeInBackground(dirs: string[]): Promise<void> {
  const child = spawn(
    process.execPath,
    ['-e', 'for (const d of process.argv.slice(1)) require("fs").rmSync(d, { recursive: true, force: true })', ...dirs],
    { detached: true, stdio: 'ignore' },
  );
  try {
    if (child.pid) os.setPriority(child.pid, 19);
  } catch {
    // a lower priority is a courtesy; the removal runs either way
  }
  child.unref();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
}
