/**
 * The build benchmark's arithmetic (./build.ts), apart from the processes it runs: a process tree's memory and CPU
 * from one reading of /proc, each render batch's times from a render worker's log, and the estimate of a full build
 * with its render spread over more machines.
 */
import fs from 'node:fs';

/** One process as /proc shows it at one moment. */
export interface ProcEntry {
  pid: number;
  ppid: number;
  rssBytes: number;
  /** CPU time of the process and of its children it has waited for (utime + stime + cutime + cstime), in ticks. */
  cpuTicks: number;
}

/** Linux counts CPU time in USER_HZ ticks, 100 a second on every architecture Node runs on. */
export const TICKS_PER_SECOND = 100;
const PAGE_BYTES = 4096;

/**
 * Parses /proc/<pid>/stat. The command name sits in parentheses and may hold spaces and parentheses, so the fields
 * are read after the last ')': state is field 3 of the line, ppid 4, utime 14, stime 15, cutime 16, cstime 17, rss 24.
 */
export function parseProcStat(pid: number, stat: string): ProcEntry {
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const n = (i: number) => Number(f[i - 3]);
  return { pid, ppid: n(4), rssBytes: n(24) * PAGE_BYTES, cpuTicks: n(14) + n(15) + n(16) + n(17) };
}

/** Every process of the machine, read once. */
export function readProcs(): ProcEntry[] {
  const procs: ProcEntry[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      procs.push(parseProcStat(Number(name), fs.readFileSync(`/proc/${name}/stat`, 'utf8')));
    } catch {
      // the process ended meanwhile
    }
  }
  return procs;
}

export interface TreeFigures {
  /** Resident memory of every process of the trees together, in bytes. */
  rssBytes: number;
  /** Resident memory of the largest single process among them, in bytes. */
  largestRssBytes: number;
  cpuTicks: number;
}

/**
 * The processes under `roots` (each root and all its descendants; a process counted once however many roots lead
 * to it): their memory together, the largest one's, and their CPU time. A child's CPU time moves into its parent's
 * cutime when it ends and is waited for, so the sum over a tree keeps counting the work of processes that ended.
 */
export function treeFigures(procs: readonly ProcEntry[], roots: readonly number[]): TreeFigures {
  const children = new Map<number, ProcEntry[]>();
  const byPid = new Map<number, ProcEntry>();
  for (const p of procs) {
    byPid.set(p.pid, p);
    const list = children.get(p.ppid);
    if (list) list.push(p);
    else children.set(p.ppid, [p]);
  }
  const seen = new Set<number>();
  const figures: TreeFigures = { rssBytes: 0, largestRssBytes: 0, cpuTicks: 0 };
  const stack = roots.filter((pid) => byPid.has(pid)).map((pid) => byPid.get(pid)!);
  while (stack.length) {
    const p = stack.pop()!;
    if (seen.has(p.pid)) continue;
    seen.add(p.pid);
    figures.rssBytes += p.rssBytes;
    figures.largestRssBytes = Math.max(figures.largestRssBytes, p.rssBytes);
    figures.cpuTicks += p.cpuTicks;
    stack.push(...(children.get(p.pid) ?? []));
  }
  return figures;
}

/** One render batch as a worker's log shows it: from its run's "rendering into" line to its "done". */
export interface BatchTiming {
  /** The build folder's name the batch rendered for. */
  build: string;
  shard: number;
  shards: number;
  /** Runs the worker started for it (a failed run is run again by the queue). */
  runs: number;
  /** The last run, start to done. */
  seconds: number;
  /** From the run's start to Astro's first page: the sync lock, the content sync, bundling. */
  startupSeconds: number;
  /** From Astro's first page to done: the pages, with the catalogue each Astro process builds for them. */
  renderSeconds: number;
  /** CPU seconds of the worker's process tree over the run. */
  cpuSeconds: number;
  /** When the last run started and was done, in the milliseconds of the clock the log was timed with. */
  startedAt: number;
  doneAt: number;
}

const BATCH_LINE = /render batch (\d+)\/(\d+) of (\S+): (rendering into|done)/;
/** Astro's line before it renders the first pre-rendered page. */
const PRERENDER_LINE = /prerendering static routes/;

/**
 * Follows one render worker's log, line by line with the time and the worker's CPU ticks when each line came, and
 * collects its batches' times. A worker takes one batch at a time, so Astro's lines belong to the batch it started
 * last; a run that starts again (its earlier one failed) replaces that run's times.
 */
export class BatchClock {
  private current: {
    build: string;
    shard: number;
    shards: number;
    at: number;
    cpu: number;
    prerender?: number;
  } | null = null;
  private readonly done = new Map<string, BatchTiming>();
  private readonly runs = new Map<string, number>();

  line(text: string, atMs: number, cpuTicks: number): void {
    const m = BATCH_LINE.exec(text);
    if (m) {
      const [, shard, shards, build, what] = m;
      const key = `${build}:${shard}`;
      if (what === 'rendering into') {
        this.current = { build: build!, shard: Number(shard), shards: Number(shards), at: atMs, cpu: cpuTicks };
        this.runs.set(key, (this.runs.get(key) ?? 0) + 1);
        return;
      }
      const c = this.current;
      if (!c || `${c.build}:${c.shard}` !== key) return;
      const prerender = c.prerender ?? atMs;
      this.done.set(key, {
        build: c.build,
        shard: c.shard,
        shards: c.shards,
        runs: this.runs.get(key) ?? 1,
        seconds: (atMs - c.at) / 1000,
        startupSeconds: (prerender - c.at) / 1000,
        renderSeconds: (atMs - prerender) / 1000,
        cpuSeconds: (cpuTicks - c.cpu) / TICKS_PER_SECOND,
        startedAt: c.at,
        doneAt: atMs,
      });
      this.current = null;
      return;
    }
    if (this.current && this.current.prerender === undefined && PRERENDER_LINE.test(text))
      this.current.prerender = atMs;
  }

  /** The batches done for build folder `build` (any build's without it), by shard. */
  batches(build?: string): BatchTiming[] {
    return [...this.done.values()]
      .filter((b) => build === undefined || b.build === build)
      .sort((a, b) => a.shard - b.shard);
  }
}

export interface SpreadEstimate {
  machines: number;
  /** The coordinating build outside its render: start, take-over, search index, brotli, script check. */
  coordinatorSeconds: number;
  /** The render step beyond its slowest batch: queuing, a worker noticing the batch, merging the batches' folders. */
  queueAndMergeSeconds: number;
  /**
   * A batch's start-up (content sync, bundling), which every machine pays at once: the shortest one, since on one
   * machine the others also waited for its content sync (the sync lock of src/build/render-batch.ts).
   */
  batchStartupSeconds: number;
  /** Every batch's rendering, summed: the work the machines share. */
  renderSeconds: number;
  seconds: number;
}

/**
 * A full build with its render spread evenly over `machines` render workers, one per machine, on paper:
 *
 *   coordinator (full build − its render step) + queue and merge (render step − slowest batch)
 *     + shortest batch start-up + Σ batches' rendering / machines
 *
 * Every batch's Astro builds the whole catalogue for its pages (docs/architecture.md, the render's memory), which
 * the division spreads as if it were pages: the estimate is low by that much. Batches that shared one machine's
 * cores rendered slower than each would on a machine of its own: from such a run the estimate is high.
 */
export function spreadEstimate(
  build: { seconds: number; renderStepSeconds: number },
  batches: readonly Pick<BatchTiming, 'seconds' | 'startupSeconds' | 'renderSeconds'>[],
  machines: number,
): SpreadEstimate {
  if (!batches.length) throw new Error('no render batches to estimate from');
  const slowest = Math.max(...batches.map((b) => b.seconds));
  const coordinatorSeconds = Math.max(0, build.seconds - build.renderStepSeconds);
  const queueAndMergeSeconds = Math.max(0, build.renderStepSeconds - slowest);
  const renderSeconds = batches.reduce((a, b) => a + b.renderSeconds, 0);
  return spreadOver(machines, coordinatorSeconds, queueAndMergeSeconds, batches, renderSeconds);
}

/** The parts of an estimate and their sum: every machine pays the fixed parts, the rendering is divided. */
function spreadOver(
  machines: number,
  coordinatorSeconds: number,
  queueAndMergeSeconds: number,
  batches: readonly Pick<BatchTiming, 'startupSeconds'>[],
  renderSeconds: number,
): SpreadEstimate {
  const batchStartupSeconds = Math.min(...batches.map((b) => b.startupSeconds));
  return {
    machines,
    coordinatorSeconds,
    queueAndMergeSeconds,
    batchStartupSeconds,
    renderSeconds,
    seconds: coordinatorSeconds + queueAndMergeSeconds + batchStartupSeconds + renderSeconds / machines,
  };
}

/**
 * The same estimate from a full build stopped once `batches.length` of its `totalBatches` batches were done
 * (`bench:build --stop-after`): the batches not rendered are taken to render as long as the mean of those done (the
 * shards split every route's pages alike), and the coordinator is what it did before its render step with the
 * queue's opening and a worker's pick-up. What follows the render (the merge, the search index, the twins, the
 * script check) did not run and is in no part of it, so the figure is the build up to its render's end.
 */
export function partialSpreadEstimate(
  coordinator: { beforeRenderSeconds: number; queueSeconds: number },
  batches: readonly Pick<BatchTiming, 'startupSeconds' | 'renderSeconds'>[],
  totalBatches: number,
  machines: number,
): SpreadEstimate {
  if (!batches.length) throw new Error('no render batches to estimate from');
  if (batches.length > totalBatches) throw new Error(`${batches.length} batches done of ${totalBatches}`);
  const meanRender = batches.reduce((a, b) => a + b.renderSeconds, 0) / batches.length;
  const coordinatorSeconds = Math.max(0, coordinator.beforeRenderSeconds);
  const queueAndMergeSeconds = Math.max(0, coordinator.queueSeconds);
  return spreadOver(machines, coordinatorSeconds, queueAndMergeSeconds, batches, meanRender * totalBatches);
}

/** The coordinating build's render step with workers, by the times of its log and its workers' (milliseconds). */
export interface RenderStepTimes {
  /** The step's start (`▶ Astro build`). */
  startedAt: number;
  /** Its first report of the batches' states: the queue is open and the batches are on it. */
  queuedAt: number;
  /** The step's end (`✔ Astro build`). */
  endedAt: number;
}

export interface RenderStepParts {
  /** Opening the job queue (the portal's database, pg-boss) and putting the batches on it. */
  queueSeconds: number;
  /** From the batches on the queue to a worker starting the first. */
  pickUpSeconds: number;
  /** From the first batch's start to the last one's done. */
  batchesSeconds: number;
  /** From the last batch done to the step's end: the coordinator's next look and the merge of the batches' folders. */
  mergeSeconds: number;
}

/** Where a render step with workers spends its time, outside the batches and in them. */
export function renderStepParts(
  step: RenderStepTimes,
  batches: readonly Pick<BatchTiming, 'startedAt' | 'doneAt'>[],
): RenderStepParts {
  if (!batches.length) throw new Error('no render batches');
  const first = Math.min(...batches.map((b) => b.startedAt));
  const last = Math.max(...batches.map((b) => b.doneAt));
  return {
    queueSeconds: (step.queuedAt - step.startedAt) / 1000,
    // The two lines come through two processes' pipes: a batch started at once may be read a moment before.
    pickUpSeconds: Math.max(0, first - step.queuedAt) / 1000,
    batchesSeconds: (last - first) / 1000,
    mergeSeconds: (step.endedAt - last) / 1000,
  };
}
