/**
 * What the dev server (`astro dev`) leaves unwatched: the builds (BUILDS_DIR, and BUILD_DIR when a fixed one is
 * set) and the data folder (DATA_DIR), which lie inside the project by default (./builds, ./data). Vite watches the
 * whole project root except .git, node_modules, its cache and the outDir; a build beside the dev server writes
 * tens of thousands of files there, every HTML file a "page reload" line in the dev server's log, and every folder
 * an inotify watch of the system's bounded number. The same folders are no source for the linter and the type
 * check either (eslint.config.js, tsconfig.json). `astro build` watches nothing, and Astro's dependency scan
 * (optimizeDeps.entries) reads src/ only: neither needs this.
 */
import path from 'node:path';
import { env } from '../config/env';

/** A folder as a glob for everything in it; its own glob characters are matched as they are. */
const everythingIn = (dir: string) => `${path.resolve(dir).replace(/[\\()[\]{}*?!+@|]/g, '\\$&')}/**`;

/** The globs for vite's `server.watch.ignored`. */
export function devWatchIgnored(): string[] {
  const { BUILDS_DIR, BUILD_DIR, DATA_DIR } = env();
  return [BUILDS_DIR, BUILD_DIR, DATA_DIR].filter((d): d is string => !!d).map(everythingIn);
}
