/**
 * The dev server leaves the builds and the data folder unwatched (src/build/dev-watch.ts, astro.config.mjs): every
 * file under them matches one of the ignored globs, the sources match none, also for folders named with glob
 * characters. Matched with picomatch, as vite's watcher matches them (through anymatch).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setEnv } from '../support/process-env';
import { devWatchIgnored } from '~/build/dev-watch';

const saved = {
  BUILDS_DIR: process.env.BUILDS_DIR,
  BUILD_DIR: process.env.BUILD_DIR,
  DATA_DIR: process.env.DATA_DIR,
};

afterEach(() => setEnv(saved));

// Vite's own matcher (a dependency of vite, not of the portal: loaded by name, its types not needed).
const picomatch = createRequire(import.meta.url)('picomatch') as (glob: string) => (file: string) => boolean;
const ignored = (file: string) => devWatchIgnored().some((glob) => picomatch(glob)(path.resolve(file)));

describe('what the dev server does not watch', () => {
  it('the builds and the data folder inside the project, and nothing of the sources', () => {
    setEnv({ BUILDS_DIR: undefined, BUILD_DIR: undefined, DATA_DIR: undefined });
    expect(ignored('builds/2026-12-01T03-00-00/client/de/index.html')).toBe(true);
    expect(ignored('builds/current/server/entry.mjs')).toBe(true);
    expect(ignored('data/media/t/ab/ab0123456789abcdef01.webp')).toBe(true);
    expect(ignored('src/pages/index.astro')).toBe(false);
    expect(ignored('content/guide/de/kauf.md')).toBe(false);
    expect(ignored('buildscripts/x.ts')).toBe(false);
  });

  it('folders elsewhere and with glob characters in their names, and a fixed BUILD_DIR', () => {
    setEnv({ BUILDS_DIR: '/srv/portal (alt)/builds', BUILD_DIR: 'site[1]', DATA_DIR: '/srv/data+media' });
    expect(ignored('/srv/portal (alt)/builds/b1/client/index.html')).toBe(true);
    expect(ignored('site[1]/client/index.html')).toBe(true);
    expect(ignored('site1/client/index.html')).toBe(false);
    expect(ignored('/srv/data+media/portal.sqlite')).toBe(true);
    expect(ignored('builds/b1/client/index.html')).toBe(false);
  });

  it('is what the Astro configuration gives vite', async () => {
    setEnv({ BUILDS_DIR: undefined, BUILD_DIR: undefined, DATA_DIR: undefined });
    const { default: config } = await import('../../astro.config.mjs');
    expect(config.vite?.server?.watch?.ignored).toEqual(devWatchIgnored());
  });
});
