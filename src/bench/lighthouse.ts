/**
 * The Lighthouse benchmark (`npm run bench:lighthouse`, scripts/bench/lighthouse.ts): Lighthouse mobile scores
 * (performance, accessibility, best practices, SEO) per page, median of LIGHTHOUSE_RUNS runs (3), with Debian's
 * chromium, printed as one table with the targets and the load average beside it (Lighthouse's simulated
 * throttling scales with the CPU it observes, so a busy machine scores lower). Start the server first
 * (`npm run serve`). Lighthouse is fetched by npx on first use rather than made a dependency of every install.
 *
 * Each run is its own Lighthouse process with its own Chromium (chrome-launcher picks a free port and kills the
 * browser when the run ends), so one page's run cannot disturb the next. A run Lighthouse cannot finish (under
 * load Chromium sometimes loses the trace: NO_NAVSTART, NO_FCP) is tried again up to LIGHTHOUSE_ATTEMPTS times;
 * a page whose runs all fail gets a row naming the error and the other pages are still measured, and the
 * command exits with 1 at the end.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { childEnv, env } from '../config/env';
import { benchChromium, type PagesBenchOptions } from './browser';

const run = promisify(execFile);

/** Tries per run before the page counts as not measured. */
export const LIGHTHOUSE_ATTEMPTS = 3;

/** The scores every page type should reach (sign-in pages may keep `noindex`, so SEO has no target). */
export const LIGHTHOUSE_TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100 } as const;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** One Lighthouse run reduced to what the table prints. */
export interface LighthouseRun {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The largest contentful paint's element (Lighthouse's selector and its text's beginning), when reported. */
  lcpElement: string | null;
}

export interface LighthousePageResult {
  path: string;
  runs: LighthouseRun[];
  /** The last error when no run finished. */
  error: string | null;
}

/** The lower median (the middle value of an odd count, the lower middle one of an even count). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
}

interface LhrNode {
  type?: string;
  selector?: string;
  nodeLabel?: string;
}
interface Lhr {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
}

/** The LCP element as Lighthouse 13 reports it (a node item of `lcp-breakdown-insight`; older: its own audit). */
function lcpElementOf(r: Lhr): string | null {
  const items = [
    ...(r.audits['lcp-breakdown-insight']?.details?.items ?? []),
    ...(r.audits['largest-contentful-paint-element']?.details?.items ?? []),
  ];
  const nodes: LhrNode[] = [];
  for (const it of items as (LhrNode & { items?: LhrNode[] })[]) {
    if (it.type === 'node') nodes.push(it);
    for (const sub of it.items ?? []) if ((sub as { node?: LhrNode }).node) nodes.push((sub as { node: LhrNode }).node);
  }
  const n = nodes[0];
  if (!n) return null;
  // An element without text (an image without alt) is labelled with its selector: printed once.
  const raw = (n.nodeLabel ?? '').replace(/\s+/g, ' ');
  const label = n.selector?.startsWith(raw) ? '' : raw.slice(0, 40);
  return [n.selector, label && `“${label}”`].filter(Boolean).join(' ');
}

/** The figures of one Lighthouse result (JSON output); throws with the runtime error's code when it has one. */
export function readLighthouseRun(r: Lhr): LighthouseRun {
  if (r.runtimeError && r.runtimeError.code !== 'NO_ERROR')
    throw new Error(`${r.runtimeError.code}: ${r.runtimeError.message}`);
  const scores = {} as Record<Category, number>;
  for (const c of CATEGORIES) scores[c] = Math.round((r.categories[c]?.score ?? 0) * 100);
  return {
    scores,
    lcpMs: r.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: r.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: r.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    lcpElement: lcpElementOf(r),
  };
}

async function lighthouseOnce(url: string, out: string): Promise<LighthouseRun> {
  fs.rmSync(out, { force: true });
  try {
    await run(
      'npx',
      [
        '--yes',
        'lighthouse@13',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--form-factor=mobile',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      ],
      {
        env: childEnv({ CHROME_PATH: benchChromium() ?? '/usr/bin/chromium' }),
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  } catch (e) {
    // Lighthouse exits with 1 on a runtime error and still writes the report naming it; read that if it is there.
    if (!fs.existsSync(out)) {
      const err = e as { stderr?: string; message: string };
      const line = (err.stderr ?? '').split('\n').find((l) => /error/i.test(l));
      throw new Error(line?.trim() || err.message.split('\n')[0]);
    }
  }
  try {
    return readLighthouseRun(JSON.parse(fs.readFileSync(out, 'utf8')) as Lhr);
  } finally {
    fs.rmSync(out, { force: true });
  }
}

/** Measures one page LIGHTHOUSE_RUNS times, each run tried up to LIGHTHOUSE_ATTEMPTS times. */
export async function lighthousePage(
  base: string,
  p: string,
  runs: number,
  log: (...line: unknown[]) => void = () => {},
): Promise<LighthousePageResult> {
  const out = path.join(os.tmpdir(), `lh-${process.pid}-${p.replace(/[^a-z0-9]+/gi, '_')}.json`);
  const result: LighthousePageResult = { path: p, runs: [], error: null };
  for (let i = 0; i < runs; i++) {
    let lastError: string | null = null;
    for (let attempt = 1; attempt <= LIGHTHOUSE_ATTEMPTS; attempt++) {
      try {
        result.runs.push(await lighthouseOnce(base + p, out));
        lastError = null;
        break;
      } catch (e) {
        lastError = (e as Error).message;
        log(`  ${p}: run ${i + 1}, attempt ${attempt} failed (${lastError})`);
      }
    }
    if (lastError) result.error = lastError;
  }
  if (result.runs.length) result.error = null;
  return result;
}

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

/** The table's lines: header, one row per page (medians; `!` after a score under its target), the targets. */
export function lighthouseTable(results: readonly LighthousePageResult[]): string[] {
  const w = Math.max(24, ...results.map((r) => r.path.length + 1));
  const lines = [
    `${pad('page', w)} ${['perf', 'a11y', 'best', 'seo'].map((h) => lpad(h, 5)).join(' ')}     LCP     TBT    CLS  runs  LCP element`,
  ];
  for (const r of results) {
    if (!r.runs.length) {
      lines.push(`${pad(r.path, w)} not measured: ${r.error ?? 'no run'}`);
      continue;
    }
    const cells = CATEGORIES.map((c) => {
      const v = median(r.runs.map((x) => x.scores[c]));
      const target = (LIGHTHOUSE_TARGETS as Partial<Record<Category, number>>)[c];
      return lpad(`${v}${target !== undefined && v < target ? '!' : ' '}`, 5);
    });
    const lcp = median(r.runs.map((x) => x.lcpMs));
    // The element of the run whose LCP is the median one, so the element and the time belong together.
    const element = r.runs.find((x) => x.lcpMs === lcp)?.lcpElement ?? '';
    lines.push(
      `${pad(r.path, w)} ${cells.join(' ')} ${lpad(`${(lcp / 1000).toFixed(2)}s`, 7)} ${lpad(
        `${Math.round(median(r.runs.map((x) => x.tbtMs)))}ms`,
        7,
      )} ${lpad(median(r.runs.map((x) => x.cls)).toFixed(3), 6)} ${lpad(String(r.runs.length), 5)}  ${element}`,
    );
  }
  lines.push(
    `targets: performance ≥ ${LIGHTHOUSE_TARGETS.performance}, accessibility ${LIGHTHOUSE_TARGETS.accessibility}, best practices ${LIGHTHOUSE_TARGETS['best-practices']} (! = below)`,
  );
  return lines;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/** Runs Lighthouse on each page, LIGHTHOUSE_RUNS times, logs the table; resolves false when a page failed. */
export async function runLighthouseBenchmark(
  o: PagesBenchOptions,
  log: (...line: unknown[]) => void = console.log,
): Promise<boolean> {
  const runs = env().LIGHTHOUSE_RUNS;
  log(
    `Lighthouse mobile on ${o.base}, ${runs} run(s) a page, ${os.cpus().length} cores, load average ${loadAverage()}`,
  );
  const results: LighthousePageResult[] = [];
  for (const p of o.paths) {
    results.push(await lighthousePage(o.base, p, runs, log));
    log(`  ${p} done (${results.at(-1)!.runs.length}/${runs} runs)`);
  }
  for (const line of lighthouseTable(results)) log(line);
  log(`load average after: ${loadAverage()}`);
  return results.every((r) => r.runs.length > 0);
}
