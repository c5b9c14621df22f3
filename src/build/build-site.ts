import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { buildsRoot, pruneBuilds, resolveLiveBuild, switchLiveBuild } from '../server/http/build-dir';
import { readSnapshotDigest, readSnapshotListingCount } from '../snapshot';
import { quietPageLines, run, step, type LineFilter } from '../cli/run-command';
import { env } from '../config/env';
import { inlineScriptScan } from './csp-hashes';
import {
  buildSearchIndex,
  indexWhileRendering,
  type IndexWhileRendering,
  type SearchIndexResult,
} from './search-index';
import { KEYS_DIR } from '../site/incremental/static-paths';
import { takeOverPages, takeOverWhileRendering, type TakeOverWhileRendering } from './take-over';
import { compressTwins, twinlessFiles } from './precompress';
import { walkFolders } from './walk';
import { RENDERED_DIR, renderedScripts } from './rendered-pages';
import { renderHeapMb, withHeapLimit } from './render-heap';
import { builtLanguages } from '../site/languages';

const INPUTS = ['src', 'locales', 'public', 'content/projects', 'astro.config.mjs', 'package-lock.json'];
const DATA_DIR = path.resolve(env().DATA_DIR);

function walk(p: string, out: string[]) {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(p);
  } catch {
    return;
  }
  if (stat.isDirectory()) for (const e of fs.readdirSync(p)) walk(path.join(p, e), out);
  else out.push(`${p}:${stat.size}:${Math.floor(stat.mtimeMs)}`);
}

/**
 * A fingerprint of everything but the listings a build reads: code, strings, assets, settings. Builds with the
 * same one differ only in their data, so an incremental build may take pages over from the live one; any other
 * change renders everything.
 */
export function codeFingerprint(): string {
  const files: string[] = [];
  for (const input of INPUTS) walk(input, files);
  // Settings that change what the pages say: the public address, the company data, the map, the languages.
  const settings = Object.entries(env()).filter(
    ([k]) => k.startsWith('SITE_') || k.startsWith('PUBLIC_') || k === 'BUILD_LANGUAGES',
  );
  return crypto.createHash('sha256').update(files.sort().join('\n')).update(JSON.stringify(settings)).digest('hex');
}

/** A fingerprint of everything a build reads: the code fingerprint and the listing snapshot's digest. */
export function inputFingerprint(code = codeFingerprint()): string {
  // no snapshot yet: the site builds without listings
  const snapshot = readSnapshotDigest(DATA_DIR) ?? 'none';
  return crypto.createHash('sha256').update(code).update(snapshot).digest('hex');
}

export function isBuildStale(): boolean {
  const live = resolveLiveBuild();
  if (!live) return true;
  try {
    const info = JSON.parse(fs.readFileSync(path.join(live, 'build-info.json'), 'utf8'));
    return info.fingerprint !== inputFingerprint();
  } catch {
    return true;
  }
}

function stamp(): string {
  return new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '');
}

/**
 * The built server code imports its packages at run time (Astro leaves them external), and Node looks for them
 * in node_modules folders above the build. A builds folder outside the project (BUILDS_DIR=/srv/builds) gets a
 * link to the project's packages so that the build and the server find them.
 */
function linkPackages(root: string) {
  const own = path.resolve('node_modules');
  for (let dir = root; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'node_modules'))) return;
    if (path.dirname(dir) === dir) break;
  }
  fs.symlinkSync(own, path.join(root, 'node_modules'), 'dir');
}

/**
 * Astro processes rendering at once: BUILD_PROCESSES, else one per two cores, at most two. Each keeps two cores
 * busy, its renderer and the thread that compresses and notes what it writes (./rendered-pages.ts);
 * on two cores a second process gained nothing (10,000 listings: 380 pages a second either way), and it holds
 * the whole catalog in memory once more.
 */
export function renderProcesses(): number {
  return env().BUILD_PROCESSES ?? Math.max(1, Math.min(2, Math.floor(os.availableParallelism() / 2)));
}

/** Astro's line after the content sync and its generated files, before it bundles. */
const SYNCED_LINE = /Collecting build info/;

/**
 * Renders the site with `processes` Astro builds at once, since Astro renders on one core: the first into `out`,
 * the others into folders beside it, each its share of every route's pages (PORTAL_SHARD); then their files move
 * into `out`. The others start once the first has synced the content collections and written Astro's generated
 * files, so that they find both up to date and write neither: Astro writes them through one fixed temporary
 * name, which two processes writing at once would tear. A failing process stops the others.
 */
async function renderPages(out: string, reuse: string | null, processes: number): Promise<void> {
  // A build is a production build also when a test server (NODE_ENV=test) asks for it.
  const common = {
    PORTAL_REUSE_FROM: reuse ?? '',
    // Every process notes what it renders in the build folder (./rendered-pages.ts).
    PORTAL_NOTES_DIR: out,
    ASTRO_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    // Bounds the render's heap by the catalog, so the search index's process fits beside it
    // (./render-heap.ts).
    NODE_OPTIONS: withHeapLimit(
      env().NODE_OPTIONS,
      renderHeapMb(readSnapshotListingCount(DATA_DIR), builtLanguages().length, env().BUILD_HEAP_MB),
    ),
  };
  const pageLines = quietPageLines();
  if (processes === 1) return run('astro', ['build'], { ...common, PORTAL_OUT_DIR: out }, pageLines);
  const dirs = Array.from({ length: processes }, (_, k) => (k === 0 ? out : `${out}.render${k}`));
  const abort = new AbortController();
  let release = () => {};
  const synced = new Promise<void>((resolve) => (release = resolve));
  const render = (k: number, filter: LineFilter) =>
    run(
      'astro',
      ['build'],
      { ...common, PORTAL_OUT_DIR: dirs[k], PORTAL_SHARD: `${k}/${processes}` },
      filter,
      abort.signal,
    );
  const first = render(0, (line) => {
    if (SYNCED_LINE.test(line)) release();
    return pageLines(line);
  }).finally(release);
  const others = dirs.slice(1).map(async (_, i) => {
    await synced;
    if (abort.signal.aborted) throw new Error('stopped: another render process failed');
    return render(i + 1, pageLines);
  });
  // The first failure is the one to report; the others it stopped fail after it.
  let failure: unknown;
  const settled = [first, ...others].map((r) =>
    r.catch((err: unknown) => {
      failure ??= err;
      abort.abort();
    }),
  );
  try {
    await Promise.all(settled);
    if (failure) throw failure;
    for (const dir of dirs.slice(1)) mergeRendered(path.join(dir, 'client'), path.join(out, 'client'));
  } finally {
    for (const dir of dirs.slice(1)) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Moves a render process's files into the build's client folder. A file both have (the bundles, the public files,
 * the few pages every process renders) must be identical, as both come from the same code and data; a folder the
 * build lacks moves whole.
 */
export function mergeRendered(from: string, into: string, root = into): void {
  for (const e of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, e.name);
    const dst = path.join(into, e.name);
    if (!fs.existsSync(dst)) fs.renameSync(src, dst);
    else if (e.isDirectory()) mergeRendered(src, dst, root);
    else if (!fs.readFileSync(src).equals(fs.readFileSync(dst)))
      throw new Error(`${path.relative(root, dst)} differs between the render processes`);
  }
}

export interface BuildOptions {
  /** Render every page even when an incremental build is possible. */
  full?: boolean;
  /** Who started it, for the build history: an editor's address, or schedule, start, manual, … */
  startedBy?: string;
}

export interface BuildResult {
  dir: string;
  /** HTML pages in the build. */
  pages: number;
  seconds: number;
  mode: 'full' | 'incremental';
  /** Pre-rendered pages and files with a page key (pages, card JSON, sitemaps, search files). */
  pagesTotal: number;
  pagesRendered: number;
  pagesReused: number;
  steps: Record<string, number>;
  /**
   * HTML pages the compression step found without a twin: 0 when every page was compressed as Astro wrote it
   * (./rendered-pages-integration.ts).
   */
  lateTwins: number;
  searchIndex: SearchIndexResult;
}

interface BuildInfo {
  fingerprint?: string;
  codeFingerprint?: string;
}

function readBuildInfo(dir: string): BuildInfo | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'build-info.json'), 'utf8')) as BuildInfo;
  } catch {
    return null;
  }
}

/**
 * The live build an incremental build may start from: built from the same code and settings, with its page keys.
 * Null means a full build.
 */
export function reusableBuild(code: string, live: string | null = resolveLiveBuild()): string | null {
  if (!live) return null;
  const info = readBuildInfo(live);
  if (info?.codeFingerprint !== code) return null;
  if (!fs.existsSync(path.join(live, KEYS_DIR))) return null;
  return live;
}

/**
 * Builds the site into a new folder, indexes it with Pagefind, precompresses it and only then switches the live
 * link. When only the listings changed since the live build (same code fingerprint), the build is incremental:
 * Astro renders just the pages whose key changed (src/site/incremental) and the rest is taken over from the live
 * build as hard links. Either way a failure leaves the live site untouched and removes the half-built folder.
 */
export async function buildSite(options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const root = buildsRoot();
  fs.mkdirSync(root, { recursive: true });
  linkPackages(root);
  const code = codeFingerprint();
  const fingerprint = inputFingerprint(code);
  const reuse = options.full ? null : reusableBuild(code);
  let out = path.join(root, stamp());
  while (fs.existsSync(out)) out += 'b';
  const steps: Record<string, number> = {};
  const timed = async <T>(name: string, label: string, fn: () => Promise<T> | T, extra?: (r: T) => string) => {
    const t0 = performance.now();
    const done = step(label);
    const r = await fn();
    steps[name] = (performance.now() - t0) / 1000;
    done(extra?.(r));
    return r;
  };
  let early: IndexWhileRendering | null = null;
  let takingOver: TakeOverWhileRendering | null = null;
  try {
    const wanted = env().BUILD_LANGUAGES;
    const langs = wanted.length ? `languages ${wanted.join(',')}` : '15 languages';
    const mode = reuse ? `incremental from ${path.basename(reuse)}` : 'full';
    const processes = renderProcesses();
    // While Astro renders: a full build indexes each language's listing pages as soon as they are all rendered,
    // an incremental one takes over the pages it does not render.
    early = reuse ? null : indexWhileRendering(out);
    takingOver = reuse ? takeOverWhileRendering(out, reuse) : null;
    await timed(
      'astro',
      `Astro build (${langs}, ${mode}, ${processes} ${processes === 1 ? 'process' : 'processes'})`,
      () => renderPages(out, reuse, processes),
    );
    early?.rendered();
    await takingOver?.rendered();
    const linked = takingOver?.linked;
    // Every page a render process wrote, with its inline scripts.
    const written = renderedScripts(out);
    const counts = await timed(
      'take_over',
      'Pages taken over from the live build',
      () => takeOverPages(out, reuse, linked, written),
      (c) =>
        `${c.rendered} rendered, ${c.reused} reused of ${c.total}${linked ? ` (${linked.size} of them while Astro rendered)` : ''}`,
    );

    const searchIndex = await timed(
      'pagefind',
      'Pagefind index (one process per language)',
      () => buildSearchIndex(out, reuse, early),
      (r) =>
        `${r.base === 'reused' ? `base taken over, delta of ${r.deltaPages} pages` : 'base of all pages'}${r.timings.length ? ': ' : ''}${r.timings.map((x) => `${x.lang} ${x.seconds.toFixed(1)} s${x.background ? ' (while rendering)' : ''}`).join(', ')}`,
    );
    early = null;

    // One walk over the build's folders finds both the files without a twin and the pages whose inline scripts
    // were not noted as Astro wrote them.
    const client = path.join(out, 'client');
    const twinless = twinlessFiles();
    const scan = inlineScriptScan(client, { rendered: written, takenOver: counts.files });
    const twins = await timed(
      'compress',
      'Precompressing (brotli)',
      () => {
        walkFolders(client, [twinless.visit, scan.visit]);
        return compressTwins(client, reuse ? path.join(reuse, 'client') : null, twinless.files.sort());
      },
      (n) => `${n.compressed} files compressed (${n.pages} pages), ${n.linked} twins reused`,
    );
    const {
      hashes: scriptHashes,
      foreign,
      pages,
    } = await timed(
      'scripts',
      'Inline scripts checked against the known ones (CSP)',
      () => scan.finish(),
      (r) => `${r.pages} pages, ${r.foreign.length} foreign`,
    );
    // The notes have served: the search index and the script check are made.
    fs.rmSync(path.join(out, RENDERED_DIR), { recursive: true, force: true });
    if (foreign.length) {
      const where = [...new Set(foreign.map((f) => f.file))];
      console.warn(
        `⚠ ${foreign.length} inline script(s) not written by the portal will not run (CSP): ${where.slice(0, 5).join(', ')}${where.length > 5 ? ', …' : ''}`,
      );
    }
    const seconds = (performance.now() - started) / 1000;
    fs.writeFileSync(
      path.join(out, 'build-info.json'),
      JSON.stringify(
        {
          fingerprint,
          codeFingerprint: code,
          builtAt: new Date().toISOString(),
          mode: reuse ? 'incremental' : 'full',
          reusedFrom: reuse ? path.basename(reuse) : null,
          pages,
          seconds,
          pagesTotal: counts.total,
          pagesRendered: counts.rendered,
          pagesReused: counts.reused,
          // Who started it, for the build history: an editor's address, or schedule, start, manual, …
          startedBy: options.startedBy ?? 'manual',
          languages: wanted,
          scriptHashes,
        },
        null,
        2,
      ),
    );
    switchLiveBuild(out);
    pruneBuilds();
    return {
      dir: out,
      pages,
      seconds,
      mode: reuse ? 'incremental' : 'full',
      pagesTotal: counts.total,
      pagesRendered: counts.rendered,
      pagesReused: counts.reused,
      steps,
      lateTwins: twins.pages,
      searchIndex,
    };
  } catch (err) {
    await takingOver?.rendered();
    await early?.stop();
    fs.rmSync(out, { recursive: true, force: true });
    throw err;
  }
}
