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
import {
  batchPlanWarning,
  heapChoice,
  planRenderBatches,
  renderHeapMb,
  type BatchPlan,
  type PlanChoice,
} from './render-heap';

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

/** The operator's choices the render's plan keeps: BUILD_BATCHES and their heap limit (./render-heap.ts). */
function planChoice(): PlanChoice {
  const { BUILD_BATCHES, BUILD_HEAP_MB, NODE_OPTIONS } = env();
  return { batches: BUILD_BATCHES, ...heapChoice(BUILD_HEAP_MB, NODE_OPTIONS) };
}

/** The build's render plan from `least` batches on (./render-heap.ts, planRenderBatches); `warn` hears why it does not fit. */
function planRender(least: number, warn: (line: string) => void): BatchPlan {
  const listings = readSnapshotListingCount(DATA_DIR);
  const chosen = planChoice();
  const plan = planRenderBatches({ listings, languages: builtLanguages().length }, least, chosen);
  if (!plan.fits) warn(batchPlanWarning(plan, listings, chosen));
  return plan;
}

/**
 * Batches a build puts its render into for render workers (./render-batch.ts), on PostgreSQL, whose job queue any
 * machine can work, when BUILD_WORKERS asks for them: at least that many, more where a batch's render process would
 * not fit a render machine's memory, BUILD_BATCHES as it is (planRender); 0 on SQLite, whose queue is this
 * machine's file, or without BUILD_WORKERS (the build renders itself, renderBatches).
 */
export function renderWorkers(warn: (line: string) => void = console.warn): number {
  const { DATABASE_URL, BUILD_WORKERS } = env();
  if (!DATABASE_URL || !BUILD_WORKERS) return 0;
  return planRender(BUILD_WORKERS, warn).batches;
}

/**
 * Batches a build that renders itself puts its render into, `processes` of them rendering at once: planned as for
 * render workers (planRender), so that no process of the build gets a heap limit over what a render machine holds
 * where more, smaller batches would fit, and as many as its processes where they fit already.
 */
export function renderBatches(processes: number, warn: (line: string) => void = console.warn): number {
  return planRender(processes, warn).batches;
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
      planChoice().heapMb,
    ),
  };
}

/**
 * Renders the site in `batches` Astro builds (./render-heap.ts, planRenderBatches), `processes` of them at once,
 * since Astro renders on one core: the first into `out`, the others into folders beside it, each its share of every
 * route's pages (PORTAL_SHARD); then their files move into `out`. The others start once the first has synced the
 * content collections and written Astro's generated files, so that they find both up to date and write neither:
 * Astro writes them through one fixed temporary name, which two processes writing at once would tear. A failing
 * process stops the others.
 */
export async function renderPages(
  out: string,
  reuse: string | null,
  processes: number,
  batches = processes,
): Promise<void> {
  const settings = buildRenderSettings(out, reuse, batches);
  const pageLines = quietPageLines();
  if (batches === 1) return run('astro', ['build'], renderProcessEnv({ ...settings, outDir: out }), pageLines);
  const dirs = Array.from({ length: batches }, (_, k) => (k === 0 ? out : batchDir(out, k)));
  let release = () => {};
  const synced = new Promise<void>((resolve) => (release = resolve));
  const render = (k: number, signal: AbortSignal) =>
    run(
      'astro',
      ['build'],
      renderProcessEnv({ ...settings, outDir: dirs[k]!, shard: `${k}/${batches}` }),
      k === 0
        ? (line) => {
            if (SYNCED_LINE.test(line)) release();
            return pageLines(line);
          }
        : pageLines,
      signal,
    );
  try {
    await runBatches(batches, processes, synced, render);
    for (const dir of dirs.slice(1)) mergeRendered(path.join(dir, 'client'), path.join(out, 'client'));
  } finally {
    for (const dir of dirs.slice(1)) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs batches 0 to `count` − 1, at most `atOnce` at a time: batch 0 first, the others once `ready` (batch 0 has
 * synced) or once batch 0 has ended well, each next one where one ends. The first failure is the one to report: it aborts the batches
 * running (`signal`), starts no more, and rejects once they have all ended.
 */
export async function runBatches(
  count: number,
  atOnce: number,
  ready: Promise<void>,
  start: (k: number, signal: AbortSignal) => Promise<void>,
): Promise<void> {
  const abort = new AbortController();
  let failure: { err: unknown } | null = null;
  const settle = (p: Promise<void>) =>
    p.catch((err: unknown) => {
      failure ??= { err };
      abort.abort();
    });
  let next = 1;
  const lane = async () => {
    while (!failure && next < count) await settle(start(next++, abort.signal));
  };
  const first = settle(start(0, abort.signal));
  const lanes = [first.then(lane)];
  await Promise.race([ready, first]);
  for (let i = 1; i < Math.min(atOnce, count); i++) lanes.push(lane());
  await Promise.all(lanes);
  if (failure) throw (failure as { err: unknown }).err;
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
