/**
 * The incremental build's side of getStaticPaths. Every pre-rendered route hands its pages with their keys
 * (./page-keys.ts) to keyedPaths(), which
 * - records them in the build folder (`page-keys/<route>.json`: each output file with its key, and which of them
 *   this build renders), so the next build can compare, and
 * - when the build reuses an earlier one (PORTAL_REUSE_FROM, set by src/build/render-env.ts), returns only the
 *   pages whose key differs from that build's or whose file it lacks. The build script then hard-links every
 *   other recorded file (and its .br twin) from that build into the new folder.
 * Outside such a build (astro dev, a plain `astro build`, tests) it returns every page and records nothing.
 *
 * A build renders with several Astro processes at once (PORTAL_SHARD `k/n`): each works out the same pages to
 * render and renders every n-th of them; the first records the keys for all, since its folder is the build's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { env } from '~/config/env';

export interface KeyedPath<P> {
  params: Record<string, string | undefined>;
  props?: P;
  key: string;
}

export interface RouteKeys {
  route: string;
  /** Output file (relative to the build's client folder) → key. */
  pages: Record<string, string>;
  /** The files this build rendered; the others were taken over from the reused build. */
  rendered: string[];
}

export const KEYS_DIR = 'page-keys';

/** `page-keys/<file>.json` for a route pattern such as `/[...lang]/immobilien/[id]/[slug]`. */
export function routeKeysFile(route: string): string {
  const name = route.replace(/^\//, '').replace(/[^A-Za-z0-9._-]+/g, '_') || 'index';
  return `${name}.json`;
}

/**
 * The file Astro writes for a page of `route` with `params` (build.format 'directory'): endpoints keep their
 * name (`/listing-cards/7.json`), pages become `<path>/index.html`, the root 404 page `404.html`.
 */
export function outputFile(route: string, params: Record<string, string | undefined>): string {
  const filled = route.replace(/\[(?:\.\.\.)?([A-Za-z0-9_]+)\]/g, (_, name: string) => params[name] ?? '');
  const clean = filled.split('/').filter(Boolean).join('/');
  if (/\.[a-z]+$/.test(clean)) return clean;
  if (clean === '') return 'index.html';
  if (clean === '404') return '404.html';
  return `${clean}/index.html`;
}

function readKeys(dir: string, route: string): RouteKeys | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, KEYS_DIR, routeKeysFile(route)), 'utf8')) as RouteKeys;
  } catch {
    return null;
  }
}

/**
 * Which of `entries` must be rendered when `previous` (the reused build's keys for this route, with its client
 * folder) is the starting point: new pages, pages whose key changed, and pages whose file is missing there.
 */
export function pagesToRender<P>(
  route: string,
  entries: ReadonlyArray<KeyedPath<P>>,
  previous: { keys: RouteKeys | null; clientDir: string } | null,
): { render: KeyedPath<P>[]; pages: Record<string, string>; files: string[] } {
  const pages: Record<string, string> = {};
  const render: KeyedPath<P>[] = [];
  const files: string[] = [];
  for (const entry of entries) {
    const file = outputFile(route, entry.params);
    pages[file] = entry.key;
    const prevKey = previous?.keys?.pages[file];
    const reusable = prevKey === entry.key && fs.existsSync(path.join(previous!.clientDir, file));
    if (!reusable) {
      render.push(entry);
      files.push(file);
    }
  }
  return { render, pages, files };
}

export interface Shard {
  index: number;
  count: number;
}

/** `k/n` (PORTAL_SHARD) as a shard; unset is the one process that renders everything. */
export function parseShard(spec: string | undefined): Shard {
  const m = spec ? /^(\d+)\/(\d+)$/.exec(spec) : null;
  return m ? { index: Number(m[1]), count: Number(m[2]) } : { index: 0, count: 1 };
}

/**
 * A shard's part of a route's pages: every n-th, starting with the k-th. Interleaved rather than in blocks, so
 * that the processes get pages of the same kinds and languages, and finish together.
 */
export function shardPages<T>(pages: readonly T[], shard: Shard): T[] {
  if (shard.count === 1) return [...pages];
  return pages.filter((_, i) => i % shard.count === shard.index);
}

export function keyedPaths<P>(
  route: string,
  entries: ReadonlyArray<KeyedPath<P>>,
): Array<{ params: Record<string, string | undefined>; props?: P }> {
  const strip = (e: KeyedPath<P>) =>
    e.props === undefined ? { params: e.params } : { params: e.params, props: e.props };
  const { PORTAL_OUT_DIR: outDir, PORTAL_REUSE_FROM: reuseFrom, PORTAL_SHARD } = env();
  // Only a build into a folder of its own (src/build/build-site.ts) records keys; not the dev server, which
  // calls this on every request, nor a plain `astro build`.
  if (!outDir) return entries.map(strip);
  const previous = reuseFrom ? { keys: readKeys(reuseFrom, route), clientDir: path.join(reuseFrom, 'client') } : null;
  const { render, pages, files } = pagesToRender(route, entries, previous);
  const shard = parseShard(PORTAL_SHARD);
  if (shard.index === 0) {
    const record: RouteKeys = { route, pages, rendered: files };
    const dir = path.join(outDir, KEYS_DIR);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, routeKeysFile(route)), JSON.stringify(record));
  }
  return shardPages(render, shard).map(strip);
}
