/**
 * What the build tells its Astro render processes. Astro renders in child processes of the build (./render.ts), so
 * these settings cross a process boundary as environment variables. This module is the one that writes them; in
 * the render process, src/config/env.ts is the one that reads them (and documents each):
 *
 * - PORTAL_OUT_DIR: the fresh build folder the process renders into (astro.config.mjs; without it, ./dist)
 * - PORTAL_REUSE_FROM: the live build an incremental build takes its unchanged pages from (src/site/incremental)
 * - PORTAL_NOTES_DIR: the build folder whose `rendered/` gets the process's notes (./rendered-pages.ts)
 * - PORTAL_SHARD: `k/n`, the process's share of every route's pages when several render at once
 * - PORTAL_BUILD_TIME: the build's time, which every process measures the listings' freshness and the cards'
 *   badges against
 * - NODE_OPTIONS: the operator's own, with the render's heap limit (./render-heap.ts)
 *
 * and, for Astro and Node themselves, ASTRO_TELEMETRY_DISABLED and NODE_ENV=production, and for the native
 * allocators the settings of RENDER_ALLOCATOR_ENV.
 */
import { childEnv } from '../config/env';
import { withHeapLimit } from './render-heap';

/**
 * The native allocators' settings of a render process, unless the operator set them (an explicit choice stands).
 * Memory the native code frees goes back to the system instead of waiting for a reuse that never comes:
 *
 * - MIMALLOC_PURGE_DELAY=0: the bundler (Rolldown, with an allocator of its own, mimalloc) bundles at the start and
 *   is nearly idle after; by default its allocator returns freed memory only at its next allocation, so the process
 *   kept 375–460 MB of it while rendering (10,000–100,000 listings), 200–285 MB with this.
 * - MALLOC_ARENA_MAX=2: glibc's allocator (Node's buffers, brotli, the threads of libuv and V8) keeps an arena for
 *   each thread that uses it at once, none of which shrinks much; two shared by all threads held about 80 MB less
 *   at 40,000 listings, at the same CPU time.
 *
 * Figures in docs/benchmarks.md ("The static build at 100,000 listings"). A fixed MALLOC_MMAP_THRESHOLD_ (every
 * buffer of 128 KB or more mapped on its own) saved nothing measurable beside these, in a run that took a quarter
 * more CPU time, and is not set.
 */
export const RENDER_ALLOCATOR_ENV: Readonly<Record<string, string>> = {
  MIMALLOC_PURGE_DELAY: '0',
  MALLOC_ARENA_MAX: '2',
};

/** RENDER_ALLOCATOR_ENV without what `own` (the build's environment) sets already. */
export function allocatorEnv(own: NodeJS.ProcessEnv = childEnv()): Record<string, string> {
  return Object.fromEntries(Object.entries(RENDER_ALLOCATOR_ENV).filter(([k]) => own[k] === undefined));
}

export interface RenderSettings {
  outDir: string;
  /** The live build to take pages over from; null for a full build. */
  reuseFrom: string | null;
  notesDir: string;
  /** `k/n`; undefined for the one process that renders everything. */
  shard?: string;
  /**
   * The build's time (ISO): all processes take the same listings for stale (src/domain/listing-freshness.ts) and
   * show the same badges on the cards (src/domain/price-history.ts).
   */
  buildTime: string;
  /** NODE_OPTIONS as the operator set them. */
  nodeOptions: string | undefined;
  heapMb: number;
}

/** The variables a render process is started with, on top of the build's own environment. */
export function renderProcessEnv(s: RenderSettings): Record<string, string> {
  return {
    PORTAL_REUSE_FROM: s.reuseFrom ?? '',
    PORTAL_NOTES_DIR: s.notesDir,
    // Astro sends no usage data from a build.
    ASTRO_TELEMETRY_DISABLED: '1',
    // A build is a production build also when a test server (NODE_ENV=test) asks for it.
    NODE_ENV: 'production',
    NODE_OPTIONS: withHeapLimit(s.nodeOptions, s.heapMb),
    PORTAL_OUT_DIR: s.outDir,
    PORTAL_BUILD_TIME: s.buildTime,
    ...(s.shard ? { PORTAL_SHARD: s.shard } : {}),
    ...allocatorEnv(),
  };
}
