import fs from 'node:fs';
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

/** Keeps the newest `keep` finished builds besides the live one; older folders are removed. */
export function pruneBuilds(keep = 2): void {
  const live = resolveLiveBuild();
  const root = buildsRoot();
  if (!fs.existsSync(root)) return;
  const dirs = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && /^\d{8}T\d{6}/.test(d.name))
    .map((d) => path.join(root, d.name))
    .sort()
    .reverse();
  for (const dir of dirs.slice(keep)) {
    if (dir !== live) fs.rmSync(dir, { recursive: true, force: true });
  }
}
