/**
 * The render step of a build: Astro's own build, in one or more child processes, into the build folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run, type LineFilter } from '../cli/run-command';
import { env } from '../config/env';
import { readSnapshotListingCount } from '../snapshot';
import { builtLanguages } from '../site/languages';
import { renderProcessEnv, type RenderSettings } from './render-env';
import { batchPlanWarning, planRenderBatches, renderHeapMb } from './render-heap';

const DATA_DIR = path.resolve(env().DATA_DIR);

/**
 * Astro processes rendering at once: BUILD_PROCESSES, else one per two cores, at most two. Each keeps two cores
 * busy, its renderer and the thread that compresses and notes what it writes (./rendered-pages.ts); on two cores
 * a second process gained nothing (10,000 listings: 380 pages a second either way), and it holds the whole catalog
 * in memory once more.
 */
export function renderProcesses(): number {
  return env().BUILD_PROCESSES ?? Math.max(1, Math.min(2, Math.floor(os.availableParallelism() / 2)));
}

/**
 * Batches a build puts its render into for render workers (./render-batch.ts), on PostgreSQL, whose job queue any
 * machine can work, when BUILD_WORKERS asks for them: at least that many, more where a batch's render process would
 * not fit a render machine's memory, BUILD_BATCHES as it is (./render-heap.ts, planRenderBatches); 0 on SQLite,
 * whose queue is this machine's file, or without BUILD_WORKERS (the build renders itself). `warn` hears why a
 * planned batch does not fit.
 */
export function renderWorkers(warn: (line: string) => void = console.warn): number {
  const { DATABASE_URL, BUILD_WORKERS, BUILD_BATCHES, BUILD_HEAP_MB } = env();
  if (!DATABASE_URL || !BUILD_WORKERS) return 0;
  const listings = readSnapshotListingCount(DATA_DIR);
  const plan = planRenderBatches({ listings, languages: builtLanguages().length }, BUILD_WORKERS, {
    batches: BUILD_BATCHES,
    heapMb: BUILD_HEAP_MB,
  });
  if (!plan.fits) warn(batchPlanWarning(plan, listings, { batches: BUILD_BATCHES, heapMb: BUILD_HEAP_MB }));
  return plan.batches;
}

/**
 * Astro prints one line per pre-rendered page (tens of thousands here); show a count every 2,000 pages instead,
 * and everything else as it is.
 */
export function quietPageLines(): LineFilter {
  let pages = 0;
  return (line) => {
    if (!/[├└]─/.test(line)) return line;
    pages++;
    return pages % 2000 === 0 ? `  … ${pages} pages rendered` : null;
  };
}

/** The folder render batch `shard` renders into, beside the build's (./render-batch.ts). */
export function batchDir(out: string, shard: number): string {
  return `${out}.render${shard}`;
}

/** Astro's line after the content sync and its generated files, before it bundles. */
export const SYNCED_LINE = /Collecting build info/;

/**
 * What a build tells every one of its render processes alike, here or in a render worker (./render-batch.ts), when
 * `shares` processes or batches share its pages.
 */
export function buildRenderSettings(
  out: string,
  reuse: string | null,
  shares: number,
): Omit<RenderSettings, 'outDir' | 'shard'> {
  return {
    reuseFrom: reuse,
    // Every process notes what it renders in the build folder (./rendered-pages.ts).
    notesDir: out,
    buildTime: new Date().toISOString(),
    nodeOptions: env().NODE_OPTIONS,
    // Bounds the render's heap by what a process holds, its share of the pages included (./render-heap.ts).
    heapMb: renderHeapMb(
      { listings: readSnapshotListingCount(DATA_DIR), languages: builtLanguages().length, shares },
      env().BUILD_HEAP_MB,
    ),
  };
}

/**
 * Renders the site with `processes` Astro builds at once, since Astro renders on one core: the first into `out`,
 * the others into folders beside it, each its share of every route's pages (PORTAL_SHARD); then their files move
 * into `out`. The others start once the first has synced the content collections and written Astro's generated
 * files, so that they find both up to date and write neither: Astro writes them through one fixed temporary
 * name, which two processes writing at once would tear. A failing process stops the others.
 */
export async function renderPages(out: string, reuse: string | null, processes: number): Promise<void> {
  const settings = buildRenderSettings(out, reuse, processes);
  const pageLines = quietPageLines();
  if (processes === 1) return run('astro', ['build'], renderProcessEnv({ ...settings, outDir: out }), pageLines);
  const dirs = Array.from({ length: processes }, (_, k) => (k === 0 ? out : `${out}.render${k}`));
  const abort = new AbortController();
  let release = () => {};
  const synced = new Promise<void>((resolve) => (release = resolve));
  const render = (k: number, filter: LineFilter) =>
    run(
      'astro',
      ['build'],
      renderProcessEnv({ ...settings, outDir: dirs[k]!, shard: `${k}/${processes}` }),
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
