/**
 * The build benchmark (`npm run bench:build`, scripts/bench/build.ts). In a scratch folder: generates the sample
 * with N listings and imports it, builds the site in full, applies a sync that changes P % of the listings (prices
 * or texts; a tenth of that withdrawn, as many new), builds again (incremental) and reports the figures, last of
 * all one JSON line. Peak memory is that of the build's whole
 * process tree (Astro, the Pagefind processes), sampled from /proc every 200 ms, and of its largest process alone.
 * With render workers (BUILD_WORKERS on PostgreSQL, started by the operator) the Astro processes are theirs, not
 * the build's: the figures are the coordinating build's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { childEnv } from '../config/env';
import { applySyncChanges, changeCounts } from '../sample/sync-changes';

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
}

export const BUILD_BENCH_DEFAULTS: BuildBenchOptions = {
  listings: 10_000,
  changed: 1,
  languages: '',
  dir: path.join(os.tmpdir(), 'immoz-bench-build'),
  keep: false,
};

/** What is wrong with the options, or null. */
export function buildBenchProblem(opts: BuildBenchOptions): string | null {
  if (!Number.isInteger(opts.listings) || opts.listings < 1) return '--listings needs a whole number';
  if (!(opts.changed > 0 && opts.changed <= 100)) return '--changed needs a percentage (0–100]';
  return null;
}

/** Resident memory of a process and all its descendants, in bytes: in all, and of the largest one. */
function treeRss(root: number): { sum: number; max: number } {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // pid (comm) state ppid … ; comm may hold spaces, so read after the last ')'
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(name);
      const ppid = Number(fields[1]);
      rss.set(pid, Number(fields[21]) * 4096);
      const list = children.get(ppid);
      if (list) list.push(pid);
      else children.set(ppid, [pid]);
    } catch {
      // the process ended meanwhile
    }
  }
  let sum = 0;
  let max = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    sum += rss.get(pid) ?? 0;
    max = Math.max(max, rss.get(pid) ?? 0);
    stack.push(...(children.get(pid) ?? []));
  }
  return { sum, max };
}

interface Measured {
  seconds: number;
  peakMb: number;
  /** The largest single process's peak. */
  processPeakMb: number;
  lastLine: string;
}

function measure(benchEnv: Record<string, string>, cmd: string, cmdArgs: string[]): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(path.resolve('node_modules/.bin', cmd), cmdArgs, {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: childEnv(benchEnv, { prependPath: path.resolve('node_modules/.bin') }),
    });
    let peak = 0;
    let processPeak = 0;
    const timer = setInterval(() => {
      const rss = treeRss(child.pid!);
      peak = Math.max(peak, rss.sum);
      processPeak = Math.max(processPeak, rss.max);
    }, 200);
    let lastLine = '';
    let rest = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      process.stdout.write(chunk);
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const l of lines) if (l.trim()) lastLine = l;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(timer);
      if (rest.trim()) lastLine = rest;
      if (code !== 0) reject(new Error(`${cmd} ${cmdArgs.join(' ')} failed (exit ${code})`));
      else
        resolve({
          seconds: (performance.now() - started) / 1000,
          peakMb: Math.round(peak / 2 ** 20),
          processPeakMb: Math.round(processPeak / 2 ** 20),
          lastLine,
        });
    });
  });
}

interface BuildJson {
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
  languages: number;
  full_s: number;
  full_peak_mb: number;
  /** The largest single process of the full build (an Astro render process, a Pagefind process, the build). */
  full_process_peak_mb: number;
  incremental_s: number;
  incremental_peak_mb: number;
  incremental_process_peak_mb: number;
  /** Batches the builds put on the job queue for render workers (BUILD_WORKERS on PostgreSQL); 0: rendered in the build. */
  worker_count: number;
  pages_total: number;
  pages_rendered: number;
  pages_reused: number;
}

/**
 * Runs the benchmark: `log` hears the steps as they happen and then the figures, last of all one JSON line (the
 * builds' own output goes to stdout as they write it). Gives the figures of that line.
 */
export async function runBuildBenchmark(
  opts: BuildBenchOptions,
  log: (line: string) => void = console.log,
): Promise<BuildBenchFigures> {
  const dataDir = path.join(opts.dir, 'data');
  const benchEnv = {
    DATA_DIR: dataDir,
    BUILDS_DIR: path.join(opts.dir, 'builds'),
    FEEDS_DIR: path.join(opts.dir, 'sample', 'feeds'),
    PROJECTS_DIR: path.join(opts.dir, 'sample', 'projects'),
    BUILD_LANGUAGES: opts.languages,
  };
  fs.rmSync(opts.dir, { recursive: true, force: true });
  fs.mkdirSync(opts.dir, { recursive: true });
  log(`▶ Sample: ${opts.listings} listings, imported into ${dataDir}`);
  await measure(benchEnv, 'tsx', [
    'scripts/sample.ts',
    '--listings',
    String(opts.listings),
    '--out',
    path.join(opts.dir, 'sample'),
    '--sync',
  ]);

  log('▶ Full build');
  const full = await measure(benchEnv, 'tsx', ['scripts/build.ts', '--json']);
  const fullInfo = JSON.parse(full.lastLine) as BuildJson;

  const counts = changeCounts(opts.listings, opts.changed);
  log(`▶ Sync: ${counts.changed} listings changed (price or text), ${counts.withdrawn} withdrawn, ${counts.added} new`);
  applySyncChanges(dataDir, opts.changed);

  log('▶ Incremental build');
  const inc = await measure(benchEnv, 'tsx', ['scripts/build.ts', '--json']);
  const incInfo = JSON.parse(inc.lastLine) as BuildJson;
  if (incInfo.mode !== 'incremental') throw new Error(`the second build was ${incInfo.mode}, not incremental`);

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
  log(`
Listings ${opts.listings}, languages ${languages}
Full build:        ${full.seconds.toFixed(1)} s, peak ${full.peakMb} MB (largest process ${full.processPeakMb} MB), ${fullInfo.pages} HTML pages, ${fullInfo.pagesTotal} keyed files (${fmt(fullInfo.steps)}; Pagefind ${perLang(fullInfo)})
Incremental build: ${inc.seconds.toFixed(1)} s, peak ${inc.peakMb} MB (largest process ${inc.processPeakMb} MB), ${incInfo.pagesRendered} rendered, ${incInfo.pagesReused} reused of ${incInfo.pagesTotal} (${fmt(incInfo.steps)}; Pagefind ${perLang(incInfo)})`);
  const figures: BuildBenchFigures = {
    listings: opts.listings,
    languages,
    full_s: Math.round(full.seconds * 10) / 10,
    full_peak_mb: full.peakMb,
    full_process_peak_mb: full.processPeakMb,
    incremental_s: Math.round(inc.seconds * 10) / 10,
    incremental_peak_mb: inc.peakMb,
    incremental_process_peak_mb: inc.processPeakMb,
    worker_count: fullInfo.renderWorkers,
    pages_total: incInfo.pagesTotal,
    pages_rendered: incInfo.pagesRendered,
    pages_reused: incInfo.pagesReused,
  };
  log(JSON.stringify(figures));
  // The scratch folder goes after the figures are out (a 10,000-listing site is several GB).
  if (!opts.keep) fs.rmSync(opts.dir, { recursive: true, force: true });
  return figures;
}
