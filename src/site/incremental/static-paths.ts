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
 *
 * A route hands its pages as an iterable, best a generator that makes each page (its params, props and key) when
 * asked: keyedPaths looks at each page once, keeps only its process's share and writes the keys record as it goes,
 * so that a process holds its share of a route's pages, not all of them. At 100,000 listings in 15 languages the
 * detail route has 1.5 million pages, its record some 300 MB: listed whole, with their record built and then
 * stringified at once, they took a render process of one of eight batches to 2.4 GB before it rendered a page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { env } from '~/config/env';
import { isPartFile } from '~/domain/page-parts';

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

/** A build's keys for a route (`dir` the build folder), or null when it recorded none. */
export function readRouteKeys(dir: string, route: string): RouteKeys | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, KEYS_DIR, routeKeysFile(route)), 'utf8')) as RouteKeys;
  } catch {
    return null;
  }
}

/** The reused build a page may be taken over from: its keys for the route, and its client folder. */
type Previous = { keys: RouteKeys | null; clientDir: string } | null;

/** Whether the page `file` with `key` can be taken over from `previous`: the same key there, and its file there. */
function reusable(previous: Previous, file: string, key: string): boolean {
  const prevKey = previous?.keys?.pages[file];
  return prevKey === key && fs.existsSync(path.join(previous!.clientDir, file));
}

/**
 * How a build gets the file `file` with `key`: taken over from `previous` ('take'), rendered by Astro ('render'), or
 * cut from its page ('cut'). A detail page's parts' file (src/domain/page-parts.ts) in a full build (no `previous`)
 * is cut: the build renders every detail page then, each holding its parts, and writes the parts' files from the
 * pages' bytes after Astro (src/build/splice-parts.ts, cutParts); rendering them as well cost a full build at 10,000
 * German listings 10,087 files and 26 s of Astro more. Cut or rendered, the file is the build's own, recorded as
 * rendered with its key, so that the next build takes it over or renders it again as any other.
 */
export function howBuilt(previous: Previous, file: string, key: string): 'take' | 'render' | 'cut' {
  if (!previous && isPartFile(file)) return 'cut';
  return reusable(previous, file, key) ? 'take' : 'render';
}

/**
 * Which of `entries` Astro must render when `previous` (the reused build's keys for this route, with its client
 * folder) is the starting point: new pages, pages whose key changed, and pages whose file is missing there, but for
 * the files cut from their pages (howBuilt); `files` are the build's own files, rendered or cut.
 */
export function pagesToRender<P>(
  route: string,
  entries: Iterable<KeyedPath<P>>,
  previous: Previous,
): { render: KeyedPath<P>[]; pages: Record<string, string>; files: string[] } {
  const pages: Record<string, string> = {};
  const render: KeyedPath<P>[] = [];
  const files: string[] = [];
  for (const entry of entries) {
    const file = outputFile(route, entry.params);
    pages[file] = entry.key;
    const how = howBuilt(previous, file, entry.key);
    if (how !== 'take') files.push(file);
    if (how === 'render') render.push(entry);
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
  return pages.filter((_, i) => inShare(i, shard));
}

/** Whether the n-th page to render (from 0) is the shard's: every n-th, starting with the k-th. */
export function inShare(n: number, shard: Shard): boolean {
  return n % shard.count === shard.index;
}

/** Characters gathered before a write: few system calls, little memory. */
const WRITE_CHUNK = 1 << 20;

/** A file written a chunk at a time. */
class ChunkedFile {
  private fd: number;
  private buffer = '';
  constructor(readonly file: string) {
    this.fd = fs.openSync(file, 'w');
  }
  write(text: string) {
    this.buffer += text;
    if (this.buffer.length >= WRITE_CHUNK) this.flush();
  }
  flush() {
    if (this.buffer) fs.writeSync(this.fd, this.buffer);
    this.buffer = '';
  }
  close() {
    this.flush();
    fs.closeSync(this.fd);
  }
  /** Appends `other`'s bytes (a closed file), a chunk at a time. */
  append(other: string) {
    this.flush();
    const from = fs.openSync(other, 'r');
    try {
      const chunk = Buffer.alloc(WRITE_CHUNK);
      for (let n; (n = fs.readSync(from, chunk, 0, chunk.length, null)) > 0;) fs.writeSync(this.fd, chunk, 0, n);
    } finally {
      fs.closeSync(from);
    }
  }
}

/**
 * A route's keys record (RouteKeys), written page by page as JSON.stringify would write the whole record: the pages
 * into the record's file, the rendered ones into a second file that joins the first at the end. Both grow in a
 * folder beside the keys folder, and the record moves into it whole, so that who reads the keys folder while Astro
 * runs (./take-over.ts) finds every record complete. A route's output files are distinct (each is one page), so
 * that the record holds each once as the object did.
 */
export class RouteKeysWriter {
  private pages: ChunkedFile;
  private rendered: ChunkedFile;
  private first = { page: true, rendered: true };
  private readonly target: string;
  private readonly part: string;

  constructor(outDir: string, route: string) {
    const name = routeKeysFile(route);
    // A process writes one route's record at a time (keyedPaths runs through), so the folder goes with it.
    const part = (this.part = path.join(outDir, `${KEYS_DIR}.part`));
    fs.mkdirSync(part, { recursive: true });
    fs.mkdirSync(path.join(outDir, KEYS_DIR), { recursive: true });
    this.target = path.join(outDir, KEYS_DIR, name);
    this.pages = new ChunkedFile(path.join(part, name));
    this.rendered = new ChunkedFile(path.join(part, `${name}.rendered`));
    this.pages.write(`{"route":${JSON.stringify(route)},"pages":{`);
  }

  page(file: string, key: string, rendered: boolean) {
    this.pages.write(`${this.first.page ? '' : ','}${JSON.stringify(file)}:${JSON.stringify(key)}`);
    this.first.page = false;
    if (!rendered) return;
    this.rendered.write(`${this.first.rendered ? '' : ','}${JSON.stringify(file)}`);
    this.first.rendered = false;
  }

  finish() {
    this.rendered.close();
    this.pages.write('},"rendered":[');
    this.pages.append(this.rendered.file);
    this.pages.write(']}');
    this.pages.close();
    fs.rmSync(this.rendered.file);
    fs.renameSync(this.pages.file, this.target);
    fs.rmSync(this.part, { recursive: true, force: true });
  }

  /** Gives up the record (the route's pages failed): its files go. */
  abandon() {
    for (const f of [this.pages, this.rendered]) {
      try {
        f.close();
      } catch {
        // closed already
      }
    }
    fs.rmSync(this.part, { recursive: true, force: true });
  }
}

export function keyedPaths<P>(
  route: string,
  entries: Iterable<KeyedPath<P>>,
): Array<{ params: Record<string, string | undefined>; props?: P }> {
  const strip = (e: KeyedPath<P>) =>
    e.props === undefined ? { params: e.params } : { params: e.params, props: e.props };
  const { PORTAL_OUT_DIR: outDir, PORTAL_REUSE_FROM: reuseFrom, PORTAL_SHARD } = env();
  // Only a build into a folder of its own (src/build/build-site.ts) records keys; not the dev server, which
  // calls this on every request, nor a plain `astro build`.
  if (!outDir) return Array.from(entries, strip);
  const previous = reuseFrom
    ? { keys: readRouteKeys(reuseFrom, route), clientDir: path.join(reuseFrom, 'client') }
    : null;
  const shard = parseShard(PORTAL_SHARD);
  const record = shard.index === 0 ? new RouteKeysWriter(outDir, route) : null;
  const share: Array<{ params: Record<string, string | undefined>; props?: P }> = [];
  let toRender = 0;
  try {
    for (const entry of entries) {
      const file = outputFile(route, entry.params);
      const how = howBuilt(previous, file, entry.key);
      record?.page(file, entry.key, how !== 'take');
      if (how !== 'render') continue;
      if (inShare(toRender, shard)) share.push(strip(entry));
      toRender++;
    }
    record?.finish();
  } catch (err) {
    record?.abandon();
    throw err;
  }
  return share;
}
