/**
 * The build benchmark (`npm run bench:build`, scripts/bench/build.ts). In a scratch folder: generates the sample
 * with N listings and imports it (above SAMPLE_MAX listings: the SAMPLE_MAX sample, prepared beside the scratch
 * folder unless there, repeated up to N, see ./scaled-sample.ts), builds the site in full, applies a sync that changes P % of the listings (prices
 * or texts; a tenth of that withdrawn, as many new), builds again (incremental) and reports the figures, last of
 * all one JSON line. Peak memory is that of the build's whole process tree (Astro, the Pagefind processes), sampled
 * from /proc every 200 ms, and of its largest process alone.
 *
 * With `workers` > 0 the builds run on PostgreSQL (the portal's tables and the job queue in schemas of the run's
 * own) with BUILD_WORKERS = workers, and the benchmark starts as many render workers on this machine, sharing its
 * folders: the peaks then count the workers' processes too, and each batch's time comes from its worker's log.
 * From the full build's batches it estimates the full build with its render spread over eight machines.
 *
 * The build plans its batches as for machines of 2 GB (src/build/render-heap.ts, planRenderBatches), at least one
 * per worker; `batches` sets their number instead (an eight-machine build's batches, rendered by one worker here),
 * and `stopAfter` ends the run once that many of the full build's batches are done: no sync, no incremental build,
 * no search index. Its figures are those batches', the coordinator's and the workers' peaks and the estimate from
 * them (./build-figures.ts, partialSpreadEstimate); the JSON line says `"partial":true`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { childEnv } from '../config/env';
import { applySyncChanges, changeCounts } from '../sample/sync-changes';
import { SAMPLE_MAX, baseSampleDir, writeScaledSnapshot } from './scaled-sample';
import { benchSchemas } from './pg-schemas';
import { renderedByRoute, renderedLines } from './rendered-routes';
import { withViteModule } from './through-vite';
import { snapshotDir } from '../snapshot/paths';
import {
  BatchClock,
  partialSpreadEstimate,
  readProcs,
  renderStepParts,
  spreadEstimate,
  treeFigures,
  type BatchTiming,
  type RenderStepParts,
  type RenderStepTimes,
} from './build-figures';

export interface BuildBenchOptions {
  listings: number;
  /** Percent of the listings the sync between the two builds changes. */
  changed: number;
  /** BUILD_LANGUAGES of the builds ('' for all fifteen). */
  languages: string;
  /** The scratch folder, emptied first. */
  dir: string;
  /** Leave the scratch folder in place. */
  keep: boolean;
  /** Render workers started on this machine, and BUILD_WORKERS of the builds; 0: the builds render themselves. */
  workers: number;
  /** PostgreSQL for the builds' job queue with workers (BENCH_DATABASE_URL). */
  databaseUrl: string;
  /**
   * BUILD_BATCHES of the builds, the batches their render goes into whether or not each fits a render machine (0:
   * as many as the build plans, at least one per worker).
   */
  batches: number;
  /** Stop once this many of the full build's batches are done (0: run the whole benchmark). */
  stopAfter: number;
}

export const BUILD_BENCH_DEFAULTS: BuildBenchOptions = {
  listings: 10_000,
  changed: 1,
  languages: '',
  dir: path.join(os.tmpdir(), 'immoz-bench-build'),
  keep: false,
  workers: 0,
  databaseUrl: '',
  batches: 0,
  stopAfter: 0,
};

/** The machines the estimate spreads a full build's render over. */
export const ESTIMATE_MACHINES = 8;

/** What is wrong with the options, or null. */
export function buildBenchProblem(opts: BuildBenchOptions): string | null {
  if (!Number.isInteger(opts.listings) || opts.listings < 1) return '--listings needs a whole number';
  if (!(opts.changed > 0 && opts.changed <= 100)) return '--changed needs a percentage (0–100]';
  if (!Number.isInteger(opts.workers) || opts.workers < 0 || opts.workers > 64)
    return '--workers needs a whole number from 1 to 64';
  if (opts.workers > 0 && !/^postgres(ql)?:\/\//.test(opts.databaseUrl))
    return '--workers needs PostgreSQL for the job queue: BENCH_DATABASE_URL=postgres://…';
  if (!Number.isInteger(opts.batches) || opts.batches < 0 || opts.batches > 64)
    return '--batches needs a whole number from 1 to 64';
  if (opts.batches && !opts.workers) return '--batches needs --workers: the batches are for render workers';
  if (!Number.isInteger(opts.stopAfter) || opts.stopAfter < 0) return '--stop-after needs a whole number of batches';
  if (opts.stopAfter && !opts.workers) return '--stop-after needs --workers: it counts render batches';
  if (opts.stopAfter > (opts.batches || opts.workers))
    return `--stop-after ${opts.stopAfter} is more than the build's ${opts.batches || opts.workers} batches`;
  return null;
}

/** A render worker the benchmark started (`npm run render-worker`), with the batches its log shows. */
interface BenchWorker {
  child: ChildProcess;
  clock: BatchClock;
  /** Settles once the worker waits for batches (its queue is open), or fails when it ends before. */
  ready: Promise<void>;
}

/** A render worker's line once its queue is open (src/build/render-batch.ts). */
const WORKER_READY = /render worker on \S+: waiting for batches/;

/**
 * Starts `count` render workers on this machine with the benchmark's folders and queue; their output goes to
 * stdout, each line after `[worker k]`, and each line is timed for its batch (./build-figures.ts).
 */
function startWorkers(count: number, workerEnv: Record<string, string>): BenchWorker[] {
  return Array.from({ length: count }, (_, k) => {
    const child = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/render-worker.ts'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: childEnv(workerEnv, { prependPath: path.resolve('node_modules/.bin') }),
    });
    const clock = new BatchClock();
    let isReady = () => {};
    const ready = new Promise<void>((resolve, reject) => {
      isReady = resolve;
      child.once('exit', (code) => reject(new Error(`render worker ${k} ended (exit ${code}) before it took batches`)));
    });
    // Awaited by the caller; a worker that ends later is seen as a build waiting for its batch.
    ready.catch(() => {});
    for (const stream of [child.stdout!, child.stderr!]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        const cpu = treeFigures(readProcs(), [child.pid!]).cpuTicks;
        for (const line of lines) {
          clock.line(line, performance.now(), cpu);
          if (WORKER_READY.test(line)) isReady();
          if (line.trim()) process.stdout.write(`[worker ${k}] ${line}\n`);
        }
      });
    }
    return { child, clock, ready };
  });
}

/** Ends the workers as an operator would (SIGTERM) and waits for them. */
async function stopWorkers(workers: readonly BenchWorker[]): Promise<void> {
  await Promise.all(
    workers.map(({ child }) => {
      if (child.exitCode !== null || child.signalCode !== null) return null;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      return exited;
    }),
  );
}

interface Measured {
  /** When it started (performance.now()). */
  startedAt: number;
  seconds: number;
  /** Ended by `stop` rather than on its own. */
  stopped: boolean;
  /** The processes' memory together at its peak: the build's tree and the render workers'. */
  peakMb: number;
  /** The largest single process's peak. */
  processPeakMb: number;
  /** The largest single process's peak in the command's own tree, and in the `alsoRoots` trees. */
  ownProcessPeakMb: number;
  alsoProcessPeakMb: number;
  /** The 1-minute load average, lowest and highest while it ran. */
  load: [number, number];
  lastLine: string;
}

/**
 * Runs a command and samples, every 200 ms from /proc, the memory of its process tree together with that of the
 * `alsoRoots` trees (the render workers, which render the build's pages in processes of their own); `onLine` hears
 * each line of its output with the time it came. Aborting `stop` ends the command (SIGTERM) and settles with what
 * was measured until then.
 */
function measure(
  benchEnv: Record<string, string>,
  cmd: string,
  cmdArgs: string[],
  alsoRoots: readonly number[] = [],
  onLine?: (line: string, atMs: number) => void,
  stop?: AbortSignal,
): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(path.resolve('node_modules/.bin', cmd), cmdArgs, {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: childEnv(benchEnv, { prependPath: path.resolve('node_modules/.bin') }),
    });
    let peak = 0;
    let ownPeak = 0;
    let alsoPeak = 0;
    const load: [number, number] = [os.loadavg()[0]!, os.loadavg()[0]!];
    const timer = setInterval(() => {
      const procs = readProcs();
      const t = treeFigures(procs, [child.pid!, ...alsoRoots]);
      peak = Math.max(peak, t.rssBytes);
      ownPeak = Math.max(ownPeak, treeFigures(procs, [child.pid!]).largestRssBytes);
      alsoPeak = Math.max(alsoPeak, treeFigures(procs, alsoRoots).largestRssBytes);
      const now = os.loadavg()[0]!;
      load[0] = Math.min(load[0], now);
      load[1] = Math.max(load[1], now);
    }, 200);
    let lastLine = '';
    let rest = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      process.stdout.write(chunk);
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const l of lines) {
        onLine?.(l, performance.now());
        if (l.trim()) lastLine = l;
      }
    });
    child.on('error', reject);
    let stopped = false;
    stop?.addEventListener('abort', () => {
      stopped = true;
      child.kill('SIGTERM');
    });
    child.on('exit', (code) => {
      clearInterval(timer);
      if (rest.trim()) lastLine = rest;
      const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
      if (code !== 0 && !stopped) reject(new Error(`${cmd} ${cmdArgs.join(' ')} failed (exit ${code})`));
      else
        resolve({
          startedAt: started,
          seconds: (performance.now() - started) / 1000,
          stopped,
          peakMb: mb(peak),
          processPeakMb: mb(Math.max(ownPeak, alsoPeak)),
          ownProcessPeakMb: mb(ownPeak),
          alsoProcessPeakMb: mb(alsoPeak),
          load: [Math.round(load[0] * 10) / 10, Math.round(load[1] * 10) / 10],
          lastLine,
        });
    });
  });
}

interface BuildJson {
  dir: string;
  mode: string;
  pages: number;
  pagesTotal: number;
  pagesRendered: number;
  pagesReused: number;
  steps: Record<string, number>;
  renderWorkers: number;
  searchIndex: { base: string; deltaPages: number; timings: { lang: string; pages: number; seconds: number }[] };
}

/** The benchmark's last line. */
export interface BuildBenchFigures {
  listings: number;
  /** Above SAMPLE_MAX: the sample repeated up to `listings` was of this many (./scaled-sample.ts). */
  repeated_sample?: number;
  languages: number;
  full_s: number;
  /** The full build's processes together at their peak (with workers: the workers' too). */
  full_peak_mb: number;
  /** The largest single process of the full build (an Astro render process, a Pagefind process, the build). */
  full_process_peak_mb: number;
  incremental_s: number;
  incremental_peak_mb: number;
  incremental_process_peak_mb: number;
  /**
   * Render workers: the batches the builds put on the job queue (on PostgreSQL, as the build planned them for
   * BUILD_WORKERS, or BUILD_BATCHES); 0: the build rendered itself (BUILD_PROCESSES).
   */
  worker_count: number;
  pages_total: number;
  pages_rendered: number;
  pages_reused: number;
  /** The 1-minute load average, lowest and highest, during the full build and during the incremental one. */
  full_load: [number, number];
  incremental_load: [number, number];
  /** With workers: each batch's seconds, by shard, start to done in its worker (the last run of a batch run again). */
  full_batch_s?: number[];
  incremental_batch_s?: number[];
  /** With workers: the full build with its render spread over eight machines, on paper (./build-figures.ts). */
  full_estimate_8_machines_s?: number;
}

/**
 * The last line of a run stopped after `batches_done` of the full build's `worker_count` batches (`--stop-after`):
 * no sync and no incremental build; the estimate runs up to the render's end (./build-figures.ts).
 */
export type PartialBuildBenchFigures = Pick<
  BuildBenchFigures,
  | 'listings'
  | 'repeated_sample'
  | 'languages'
  | 'full_s'
  | 'full_peak_mb'
  | 'full_process_peak_mb'
  | 'worker_count'
  | 'full_load'
  | 'full_batch_s'
  | 'full_estimate_8_machines_s'
> & {
  partial: true;
  batches_done: number;
  /** Render workers the benchmark started. */
  workers_started: number;
  /** The largest single process of the coordinating build's tree, and of the render workers' trees. */
  coordinator_process_peak_mb: number;
  worker_process_peak_mb: number;
  full_batch_startup_s: number[];
  full_batch_cpu_s: number[];
  /** Files in each done batch's folder. */
  full_batch_files: number[];
};

const round1 = (x: number) => Math.round(x * 10) / 10;

/** The batches a build's workers rendered, from their logs; each of the build's batches must be among them. */
function buildBatches(workers: readonly BenchWorker[], info: BuildJson): BatchTiming[] {
  const batches = workers.flatMap((w) => w.clock.batches(path.basename(info.dir))).sort((a, b) => a.shard - b.shard);
  if (batches.length !== info.renderWorkers)
    throw new Error(`the workers' logs show ${batches.length} of the build's ${info.renderWorkers} batches`);
  return batches;
}

/** The times of the render step's lines in a build's output (./build-figures.ts, RenderStepTimes). */
function renderStepClock() {
  const times: Partial<RenderStepTimes> = {};
  return {
    line: (text: string, atMs: number) => {
      if (/^▶ Astro build/.test(text)) times.startedAt = atMs;
      else if (times.queuedAt === undefined && /^\[render\] \d+ of \d+ batches done/.test(text)) times.queuedAt = atMs;
      else if (/^✔ Astro build/.test(text)) times.endedAt = atMs;
    },
    times: () => times,
    parts: (batches: readonly BatchTiming[]) => {
      const { startedAt, queuedAt, endedAt } = times;
      if (startedAt === undefined || queuedAt === undefined || endedAt === undefined)
        throw new Error("the build's output lacks its render step's lines");
      return renderStepParts({ startedAt, queuedAt, endedAt }, batches);
    },
  };
}

const partsLine = (p: RenderStepParts) =>
  `  render step: queue opened and batches on it ${p.queueSeconds.toFixed(1)} s, until a worker starts one ${p.pickUpSeconds.toFixed(1)} s, batches ${p.batchesSeconds.toFixed(1)} s, after the last one (the next look, the merge) ${p.mergeSeconds.toFixed(1)} s`;

const batchLine = (b: BatchTiming) =>
  `  batch ${b.shard}/${b.shards}: ${b.seconds.toFixed(1)} s (start-up ${b.startupSeconds.toFixed(1)} s, pages ${b.renderSeconds.toFixed(1)} s), ${b.cpuSeconds.toFixed(1)} CPU s${b.runs > 1 ? `, run ${b.runs} times` : ''}`;

/** Files under `dir`, and of them HTML pages. */
function filesIn(dir: string): { files: number; pages: number } {
  const names = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return { files: names.length, pages: names.filter((e) => e.name.endsWith('.html')).length };
}

/**
 * The figures of a full build stopped once `opts.stopAfter` of its batches were done: those batches' times, files
 * and CPU, the coordinator's and the workers' largest process, and the estimate of eight machines from them. The
 * batches' folders are still beside the build folder (the stopped build merged nothing).
 */
function partialFigures(
  opts: BuildBenchOptions,
  workers: readonly BenchWorker[],
  full: Measured,
  step: Partial<RenderStepTimes>,
  log: (line: string) => void,
): PartialBuildBenchFigures {
  const batches = workers.flatMap((w) => w.clock.batches()).sort((a, b) => a.shard - b.shard);
  if (step.startedAt === undefined || step.queuedAt === undefined)
    throw new Error("the build's output lacks its render step's first lines");
  const first = Math.min(...batches.map((b) => b.startedAt));
  // As many as the build planned (at least one per worker, more where a batch would not fit a render machine).
  const batchCount = batches[0]!.shards;
  const estimate = partialSpreadEstimate(
    {
      beforeRenderSeconds: (step.startedAt - full.startedAt) / 1000,
      queueSeconds: (Math.max(first, step.queuedAt) - step.startedAt) / 1000,
    },
    batches,
    batchCount,
    ESTIMATE_MACHINES,
  );
  const builds = path.join(opts.dir, 'builds');
  const files = batches.map((b) => filesIn(path.join(builds, `${b.build}.render${b.shard}`)));
  const languages = opts.languages ? new Set(['de', ...opts.languages.split(',')]).size : 15;
  log(`
Listings ${opts.listings}${opts.listings > SAMPLE_MAX ? ` (the ${SAMPLE_MAX}-listing sample repeated)` : ''}, languages ${languages}, ${batchCount} batches, ${workers.length} render ${workers.length === 1 ? 'worker' : 'workers'} on this machine
Full build stopped after ${batches.length} of its ${batchCount} batches: ${full.seconds.toFixed(1)} s (load ${full.load[0]}–${full.load[1]}); no sync, incremental build or search index
${batches.map((b, i) => `${batchLine(b)}; ${files[i]!.files} files, ${files[i]!.pages} HTML pages`).join('\n')}
  coordinator before its render step ${estimate.coordinatorSeconds.toFixed(1)} s, queue opened and a batch started ${estimate.queueAndMergeSeconds.toFixed(1)} s
Largest process: the coordinator's ${full.ownProcessPeakMb} MB, the render worker's ${full.alsoProcessPeakMb} MB; all together ${full.peakMb} MB
Estimated full build up to its render's end with ${estimate.machines} machines: ${estimate.seconds.toFixed(1)} s = coordinator before the render ${estimate.coordinatorSeconds.toFixed(1)} s + queue ${estimate.queueAndMergeSeconds.toFixed(1)} s + batch start-up ${estimate.batchStartupSeconds.toFixed(1)} s + pages ${estimate.renderSeconds.toFixed(1)} s (${batchCount} × the mean batch) / ${estimate.machines}; the merge, the search index and the twins not included`);
  const figures: PartialBuildBenchFigures = {
    listings: opts.listings,
    ...(opts.listings > SAMPLE_MAX ? { repeated_sample: SAMPLE_MAX } : {}),
    languages,
    partial: true,
    worker_count: batchCount,
    batches_done: batches.length,
    workers_started: workers.length,
    full_s: round1(full.seconds),
    full_peak_mb: full.peakMb,
    full_process_peak_mb: full.processPeakMb,
    coordinator_process_peak_mb: full.ownProcessPeakMb,
    worker_process_peak_mb: full.alsoProcessPeakMb,
    full_load: full.load,
    full_batch_s: batches.map((b) => round1(b.seconds)),
    full_batch_startup_s: batches.map((b) => round1(b.startupSeconds)),
    full_batch_cpu_s: batches.map((b) => round1(b.cpuSeconds)),
    full_batch_files: files.map((f) => f.files),
    full_estimate_8_machines_s: round1(estimate.seconds),
  };
  log(JSON.stringify(figures));
  return figures;
}

/**
 * Runs the benchmark: `log` hears the steps as they happen and then the figures, last of all one JSON line (the
 * builds' own output goes to stdout as they write it). Gives the figures of that line.
 */
export async function runBuildBenchmark(
  opts: BuildBenchOptions,
  log: (line: string) => void = console.log,
): Promise<BuildBenchFigures | PartialBuildBenchFigures> {
  const dataDir = path.join(opts.dir, 'data');
  const benchEnv: Record<string, string> = {
    DATA_DIR: dataDir,
    BUILDS_DIR: path.join(opts.dir, 'builds'),
    FEEDS_DIR: path.join(opts.dir, 'sample', 'feeds'),
    PROJECTS_DIR: path.join(opts.dir, 'sample', 'projects'),
    BUILD_LANGUAGES: opts.languages,
  };
  fs.rmSync(opts.dir, { recursive: true, force: true });
  fs.mkdirSync(opts.dir, { recursive: true });
  if (opts.listings > SAMPLE_MAX) {
    log(
      `▶ Sample: the ${SAMPLE_MAX}-listing sample (${baseSampleDir(opts.dir)}) repeated up to ${opts.listings} listings, written into ${dataDir}`,
    );
    writeScaledSnapshot({ listings: opts.listings, dir: opts.dir, log: (...l) => log(l.join(' ')) }, dataDir);
  } else {
    log(`▶ Sample: ${opts.listings} listings, imported into ${dataDir}`);
    await measure(benchEnv, 'tsx', [
      'scripts/sample.ts',
      '--listings',
      String(opts.listings),
      '--out',
      path.join(opts.dir, 'sample'),
      '--sync',
    ]);
  }

  const schemas = opts.workers ? await benchSchemas(opts.databaseUrl, 'bench_build') : null;
  let workers: BenchWorker[] = [];
  try {
    // Without workers the builds render themselves, whatever BUILD_WORKERS and DATABASE_URL say around the benchmark.
    // With --batches exactly that many (BUILD_BATCHES), else as many as the build plans for its workers, at least
    // one per worker (src/build/render.ts, renderWorkers).
    const buildEnv = schemas
      ? {
          ...benchEnv,
          ...schemas.env,
          BUILD_WORKERS: String(opts.workers),
          BUILD_BATCHES: opts.batches ? String(opts.batches) : '',
        }
      : { ...benchEnv, BUILD_WORKERS: '0' };
    if (schemas) {
      log(
        `▶ ${opts.workers} render ${opts.workers === 1 ? 'worker' : 'workers'} on this machine (queue ${schemas.env.PGBOSS_SCHEMA})`,
      );
      workers = startWorkers(opts.workers, { ...benchEnv, ...schemas.env });
      // Running before the build starts, as workers on other machines would be: their start is not the build's.
      await Promise.all(workers.map((w) => w.ready));
    }
    const workerPids = workers.map((w) => w.child.pid!);

    log('▶ Full build');
    const fullStep = renderStepClock();
    const stop = opts.stopAfter ? new AbortController() : null;
    // Stopping after some batches: the workers first, so that none goes on to the next batch, then the build.
    const watch =
      stop &&
      setInterval(() => {
        if (workers.reduce((n, w) => n + w.clock.batches().length, 0) < opts.stopAfter) return;
        clearInterval(watch!);
        void stopWorkers(workers).then(() => stop.abort());
      }, 500);
    const full = await measure(
      buildEnv,
      'tsx',
      ['scripts/build.ts', '--json'],
      workerPids,
      fullStep.line,
      stop?.signal,
    ).finally(() => clearInterval(watch ?? undefined));
    if (full.stopped) {
      const figures = partialFigures(opts, workers, full, fullStep.times(), log);
      if (!opts.keep) fs.rmSync(opts.dir, { recursive: true, force: true });
      return figures;
    }
    const fullInfo = JSON.parse(full.lastLine) as BuildJson;

    const counts = changeCounts(opts.listings, opts.changed);
    log(
      `▶ Sync: ${counts.changed} listings changed (price or text), ${counts.withdrawn} withdrawn, ${counts.added} new`,
    );
    // The snapshot before the sync, for the detail pages' causes after the incremental build.
    const beforeDir = path.join(opts.dir, 'before-sync');
    fs.cpSync(snapshotDir(dataDir), snapshotDir(beforeDir), { recursive: true });
    applySyncChanges(dataDir, opts.changed);

    log('▶ Incremental build');
    const incStep = renderStepClock();
    const inc = await measure(buildEnv, 'tsx', ['scripts/build.ts', '--json'], workerPids, incStep.line);
    const incInfo = JSON.parse(inc.lastLine) as BuildJson;
    if (incInfo.mode !== 'incremental') throw new Error(`the second build was ${incInfo.mode}, not incremental`);
    await stopWorkers(workers);

    const languages = opts.languages ? new Set(['de', ...opts.languages.split(',')]).size : 15;
    const fmt = (s: Record<string, number>) =>
      Object.entries(s)
        .map(([k, v]) => `${k} ${v.toFixed(1)} s`)
        .join(', ');
    const perLang = (i: BuildJson) => {
      const { timings, base, deltaPages } = i.searchIndex;
      const total = timings.reduce((a, x) => a + x.seconds, 0);
      const what = base === 'reused' ? `base taken over, delta of ${deltaPages} pages` : 'base of all pages';
      return `${what}, ${(total / Math.max(1, timings.length)).toFixed(1)} s per language`;
    };
    const loadText = (m: Measured) => `load ${m.load[0]}–${m.load[1]}`;
    log(`
Listings ${opts.listings}${opts.listings > SAMPLE_MAX ? ` (the ${SAMPLE_MAX}-listing sample repeated)` : ''}, languages ${languages}, ${workers.length ? `${workers.length} render ${workers.length === 1 ? 'worker' : 'workers'} on this machine` : 'rendered by the build itself'}
Full build:        ${full.seconds.toFixed(1)} s (${loadText(full)}), peak ${full.peakMb} MB (largest process ${full.processPeakMb} MB), ${fullInfo.pages} HTML pages, ${fullInfo.pagesTotal} keyed files (${fmt(fullInfo.steps)}; Pagefind ${perLang(fullInfo)})
Incremental build: ${inc.seconds.toFixed(1)} s (${loadText(inc)}), peak ${inc.peakMb} MB (largest process ${inc.processPeakMb} MB), ${incInfo.pagesRendered} rendered, ${incInfo.pagesReused} reused of ${incInfo.pagesTotal} (${fmt(incInfo.steps)}; Pagefind ${perLang(incInfo)})`);
    log(
      `Rendered by the incremental build, by route:\n${renderedLines(renderedByRoute(fullInfo.dir, incInfo.dir)).join('\n')}`,
    );
    // The keys' modules import the site's code, which uses Vite's import.meta.glob: loaded through Vite.
    await withViteModule<typeof import('./sync-keys')>('/src/bench/sync-keys.ts', (keys) => {
      const now = Date.now();
      const detail = keys.detailCauses(keys.detailPartsOf(beforeDir, now), keys.detailPartsOf(dataDir, now));
      log(
        `What the detail pages show that the sync changed (one build time; each page by the first that changed: the listing, its project, freshness or home render the page again, the similar listings and price in context only its parts): ${detail.changed} of ${detail.listings} listings, ${detail.gone} gone\n${Object.entries(
          detail.causes,
        )
          .map(([cause, n]) => `  ${cause.padEnd(16)} ${n}`)
          .join('\n')}\n  (the price context changed on ${detail.contextAny} pages, alone or with other parts)`,
      );
    });
    fs.rmSync(beforeDir, { recursive: true, force: true });
    const figures: BuildBenchFigures = {
      listings: opts.listings,
      ...(opts.listings > SAMPLE_MAX ? { repeated_sample: SAMPLE_MAX } : {}),
      languages,
      full_s: round1(full.seconds),
      full_peak_mb: full.peakMb,
      full_process_peak_mb: full.processPeakMb,
      incremental_s: round1(inc.seconds),
      incremental_peak_mb: inc.peakMb,
      incremental_process_peak_mb: inc.processPeakMb,
      worker_count: fullInfo.renderWorkers,
      pages_total: incInfo.pagesTotal,
      pages_rendered: incInfo.pagesRendered,
      pages_reused: incInfo.pagesReused,
      full_load: full.load,
      incremental_load: inc.load,
    };
    if (workers.length) {
      const fullBatches = buildBatches(workers, fullInfo);
      const incBatches = buildBatches(workers, incInfo);
      const estimate = spreadEstimate(
        { seconds: full.seconds, renderStepSeconds: fullInfo.steps.astro ?? 0 },
        fullBatches,
        ESTIMATE_MACHINES,
      );
      log(`Full build's batches:\n${fullBatches.map(batchLine).join('\n')}\n${partsLine(fullStep.parts(fullBatches))}
Incremental build's batches:\n${incBatches.map(batchLine).join('\n')}\n${partsLine(incStep.parts(incBatches))}
Estimated full build with ${estimate.machines} machines: ${estimate.seconds.toFixed(1)} s = coordinator ${estimate.coordinatorSeconds.toFixed(1)} s + queue and merge ${estimate.queueAndMergeSeconds.toFixed(1)} s + batch start-up ${estimate.batchStartupSeconds.toFixed(1)} s + pages ${estimate.renderSeconds.toFixed(1)} s / ${estimate.machines}`);
      figures.full_batch_s = fullBatches.map((b) => round1(b.seconds));
      figures.incremental_batch_s = incBatches.map((b) => round1(b.seconds));
      figures.full_estimate_8_machines_s = round1(estimate.seconds);
    }
    log(JSON.stringify(figures));
    // The scratch folder goes after the figures are out (a 10,000-listing site is several GB); a failed run's stays.
    if (!opts.keep) fs.rmSync(opts.dir, { recursive: true, force: true });
    return figures;
  } finally {
    await stopWorkers(workers);
    await schemas?.drop();
  }
}
