/**
 * The heap limit of an Astro render process. V8 sizes a heap by the machine's memory, not by what the process
 * holds, and grows it towards its limit between full collections: without a limit a render of 10,000 listings in
 * 15 languages stood at 3.6–3.8 GB where 0.7 GB was live. So each render process gets a limit sized by what it
 * holds live, with room for the garbage of its pages between collections.
 *
 * What it holds live (after a full collection, German-only full builds of the sample and of the sample repeated,
 * see docs/benchmarks.md): 110 MB at 1,008 listings, 189 MB at 10,087, 532–546 MB at 100,000 while it renders.
 * That is the code and Astro's routes, every listing's summary with the catalogue's lookups and page keys (every
 * process holds the whole catalogue, whatever its share of the pages), and Astro's list of the pages it renders,
 * the process's share of them. The catalogue's part, measured on its own (scripts/bench/render-heap.ts: the
 * catalogue and what the routes' getStaticPaths keep of it, live after a full collection): 2,517 bytes a listing
 * at 100,000 (240 MB), 2,065 (197 MB) since the similar listings are rows in a typed array, the price figures keep
 * ids and the sitemaps' listing entries are made when written; about half of it is the listings' summaries.
 * Beside the heap the process holds 450–800 MB that no heap limit bounds (the bundler's native memory, glibc's
 * arenas, V8's code and pooled pages, the handover thread; ./render-env.ts keeps the allocators' part down), so the
 * limit stops at RENDER_HEAP_CAP_MB, what a render machine's 2 GB leave beside that: with 1,300 MB, 2.5 times the
 * estimate, a batch of 100,000 listings in German stayed at 1.86 GB at full speed. Where even that is less than
 * 2.5 times the estimate, the process does not fit, and a build on render workers plans more batches, each with a
 * smaller share (planRenderBatches).
 */

import { HEAP_OPTION, nodeOptionsHeapMb } from '../config/env';

/** What every render holds whatever the catalogue: the bundled code, Astro's routes and module graph. */
export const RENDER_HEAP_BASE_MB = 128;
/**
 * Per listing: its summary, the catalogue's lookups and what its pages' keys leave cached (every render process
 * holds them all): 2,065 bytes measured at 100,000 listings (3 KB before the cuts above, for 2,517 measured).
 */
export const RENDER_HEAP_PER_LISTING_KB = 2;
/** Per listing page (a listing in one language) of the process's share: Astro's list of its pages and their props. */
export const RENDER_HEAP_PER_LISTING_PAGE_KB = 2;
/**
 * The limit over what is live: room for the garbage of the pages between full collections. At 100,000 listings
 * in German (560 MB live) a limit of 1.9 times that slowed the render several times over, V8 marking almost without
 * pause; the old rule's 3.3 times did not.
 */
export const RENDER_HEAP_SLACK = 3;
/** Never less: bundling and the first pages need it however small the catalogue. */
export const RENDER_HEAP_MIN_MB = 1024;
/**
 * The memory one render machine gives its render process: every batch a build plans must fit in it
 * (planRenderBatches).
 */
export const RENDER_MACHINE_MB = 2048;
/**
 * What a render process holds beside its heap, which no heap limit bounds: glibc's heap, the bundler's allocator,
 * V8's code and pooled pages, mapped files, the handover thread. Measured 450–800 MB (about 790 MB at 100,000
 * listings in German); taken as about 750 MB, so that RENDER_HEAP_CAP_MB is the limit measured to keep that process
 * under 2 GB.
 */
export const RENDER_OUTSIDE_HEAP_MB = 748;
/**
 * V8 grows its heap towards the limit between full collections whatever is live (at 100,000 listings in German,
 * limit 1,556 MB: 1,273 MB of heap pages near the end of the render), so a limit above this one takes the process
 * over the machine's memory with what it holds beside the heap; the limit stays here where that still leaves
 * RENDER_HEAP_MIN_SLACK times what is live. At 100,000 listings in German with one render worker the batch's
 * process peaked at 1,858 MB with this limit against 2,088 MB with 1,556 MB, its render 803 against 840 CPU s
 * (docs/benchmarks.md).
 */
export const RENDER_HEAP_CAP_MB = RENDER_MACHINE_MB - RENDER_OUTSIDE_HEAP_MB;
/** The least room over what is live that a capped limit keeps: 1.9 times slowed the render several times over. */
export const RENDER_HEAP_MIN_SLACK = 2.5;

/** What a render process works on. */
export interface RenderWork {
  listings: number;
  languages: number;
  /** The processes or batches the pages are shared among (each renders every n-th page of every route). */
  shares: number;
}

/** The limit in MB for a render process's work; `configured` (an operator's, heapChoice) wins when set. */
export function renderHeapMb(work: RenderWork, configured?: number): number {
  if (configured) return configured;
  const { listings, languages, shares } = work;
  const liveKb =
    RENDER_HEAP_BASE_MB * 1024 +
    listings * RENDER_HEAP_PER_LISTING_KB +
    (listings * languages * RENDER_HEAP_PER_LISTING_PAGE_KB) / Math.max(1, shares);
  const liveMb = liveKb / 1024;
  const limit = Math.min(liveMb * RENDER_HEAP_SLACK, Math.max(RENDER_HEAP_CAP_MB, liveMb * RENDER_HEAP_MIN_SLACK));
  return Math.max(RENDER_HEAP_MIN_MB, Math.ceil(limit));
}

/**
 * An operator's own heap limit for the render processes: BUILD_HEAP_MB, theirs alone, else a
 * `--max-old-space-size` in NODE_OPTIONS, which Node would give them too. The plan takes it as it is
 * (planRenderBatches), so that the limit it plans with is the one the processes get (withHeapLimit).
 */
export interface HeapChoice {
  heapMb?: number;
  /** Where it was set, for the plan's warning. */
  heapFrom?: 'BUILD_HEAP_MB' | 'NODE_OPTIONS';
}

export function heapChoice(buildHeapMb: number | undefined, nodeOptions: string | undefined): HeapChoice {
  if (buildHeapMb) return { heapMb: buildHeapMb, heapFrom: 'BUILD_HEAP_MB' };
  const own = nodeOptionsHeapMb(nodeOptions);
  return own ? { heapMb: own, heapFrom: 'NODE_OPTIONS' } : {};
}

/**
 * NODE_OPTIONS for the render process: the caller's own options with the heap limit `mb` in place of any they hold.
 * `mb` is the one the build planned with, which is the operator's own where they set one (heapChoice): a limit
 * left in NODE_OPTIONS beside it would override BUILD_HEAP_MB or the plan unseen.
 */
export function withHeapLimit(nodeOptions: string | undefined, mb: number): string {
  const own = (nodeOptions ?? '').replace(new RegExp(HEAP_OPTION, 'g'), '').trim();
  return [own, `--max-old-space-size=${mb}`].filter(Boolean).join(' ');
}

/** Whether a render process with this heap limit fits a render machine beside what it holds outside the heap. */
export function fitsRenderMachine(heapMb: number): boolean {
  return heapMb + RENDER_OUTSIDE_HEAP_MB <= RENDER_MACHINE_MB;
}

/** The most batches a build puts its render into (BUILD_WORKERS' and BUILD_BATCHES' bound). */
export const RENDER_BATCHES_MAX = 64;

export interface BatchPlan {
  batches: number;
  /** Each batch's render process's heap limit (renderHeapMb). */
  heapMb: number;
  /** Whether that process fits a render machine (fitsRenderMachine). */
  fits: boolean;
  /** The fewest batches that fit when `batches` does not and more would (an operator's choice); else null. */
  fitsFrom: number | null;
}

/** An operator's choices the plan keeps: BUILD_BATCHES and the heap limit (heapChoice). */
export type PlanChoice = HeapChoice & { batches?: number };

/**
 * The batches a build puts its render into, on render workers or in processes of its own (BUILD_PROCESSES of them
 * at once, each batch in a process of its own, one after another). Each batch renders its share of the pages in
 * one process that holds the whole catalogue and its share's page list, so more batches make each process smaller:
 * the fewest batches from `least` (BUILD_WORKERS, or the build's processes) on whose process fits a render machine,
 * a multiple of `least` (with `least` workers, 15 batches take as many rounds as 16, and each of 16 is smaller). An
 * operator's choice wins: `chosen.batches` (BUILD_BATCHES) is taken as it is, and with `chosen.heapMb`
 * (BUILD_HEAP_MB, or NODE_OPTIONS' own limit) the limit does not shrink with the share, so the batches stay
 * `least`; `fits` says whether the choice fits. Where no count up to RENDER_BATCHES_MAX fits (at about 200,000
 * listings the catalogue alone takes the limit over the cap), `least`.
 */
export function planRenderBatches(work: Omit<RenderWork, 'shares'>, least: number, chosen: PlanChoice = {}): BatchPlan {
  const at = (batches: number) => renderHeapMb({ ...work, shares: batches }, chosen.heapMb);
  const plan = (batches: number, fitsFrom: number | null = null): BatchPlan => {
    const heapMb = at(batches);
    return { batches, heapMb, fits: fitsRenderMachine(heapMb), fitsFrom };
  };
  const step = Math.max(1, least);
  const fewest = (from: number) => {
    for (let n = from; n <= RENDER_BATCHES_MAX; n += step) if (fitsRenderMachine(at(n))) return n;
    return null;
  };
  if (chosen.batches) {
    const p = plan(chosen.batches);
    return p.fits || chosen.heapMb ? p : { ...p, fitsFrom: fewest(step) };
  }
  if (chosen.heapMb) return plan(step);
  const n = fewest(step);
  return n === null ? plan(step) : plan(n);
}

/** Why a planned batch does not fit a render machine, and what would. */
export function batchPlanWarning(plan: BatchPlan, listings: number, chosen: PlanChoice): string {
  const mb = (n: number) => `${n.toLocaleString('en')} MB`;
  const heapFrom = chosen.heapMb
    ? chosen.heapFrom === 'NODE_OPTIONS'
      ? `NODE_OPTIONS' --max-old-space-size=${chosen.heapMb}`
      : 'BUILD_HEAP_MB'
    : null;
  const what = `each of the ${plan.batches} render batches gets a heap limit of ${mb(plan.heapMb)}${heapFrom ? ` (${heapFrom})` : ''}, which with the ${mb(RENDER_OUTSIDE_HEAP_MB)} a render process holds beside its heap exceeds a render machine's ${mb(RENDER_MACHINE_MB)}`;
  const why = chosen.batches
    ? `BUILD_BATCHES=${chosen.batches} is kept${plan.fitsFrom ? `; ${plan.fitsFrom} batches would fit` : ''}`
    : heapFrom
      ? `${heapFrom} is kept`
      : `at ${listings.toLocaleString('en')} listings no number of batches up to ${RENDER_BATCHES_MAX} fits: the catalogue alone takes the limit over ${mb(RENDER_HEAP_CAP_MB)}`;
  return `Warning: ${what}; ${why}.`;
}
