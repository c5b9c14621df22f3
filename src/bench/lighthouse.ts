/**
 * The Lighthouse benchmark (`npm run bench:lighthouse`, scripts/bench/lighthouse.ts): Lighthouse mobile scores
 * (performance, accessibility, best practices, SEO) per page, median of LIGHTHOUSE_RUNS runs (3), with Debian's
 * chromium. Start the server first (`npm run serve`). Lighthouse is fetched by npx on first use rather than made a
 * dependency of every install.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childEnv, env } from '../config/env';
import type { PagesBenchOptions } from './browser';

const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Runs Lighthouse on each page, LIGHTHOUSE_RUNS times, and logs a row of medians per page. */
export function runLighthouseBenchmark(o: PagesBenchOptions, log: (...line: unknown[]) => void = console.log): void {
  const runs = env().LIGHTHOUSE_RUNS;
  const chrome = env().CHROMIUM_PATH ?? '/usr/bin/chromium';
  log(
    'page'.padEnd(32),
    'perf'.padStart(5),
    'a11y'.padStart(5),
    'best'.padStart(5),
    'seo'.padStart(5),
    '  LCP     TBT   CLS',
  );
  for (const p of o.paths) {
    const scores: Record<string, number[]> = {
      performance: [],
      accessibility: [],
      'best-practices': [],
      seo: [],
      lcp: [],
      tbt: [],
      cls: [],
    };
    for (let i = 0; i < runs; i++) {
      const out = path.join(os.tmpdir(), `lh-${process.pid}-${i}.json`);
      execFileSync(
        'npx',
        [
          '--yes',
          'lighthouse@13',
          o.base + p,
          '--quiet',
          '--output=json',
          `--output-path=${out}`,
          '--only-categories=performance,accessibility,best-practices,seo',
          '--form-factor=mobile',
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
        ],
        { stdio: ['ignore', 'ignore', 'inherit'], env: childEnv({ CHROME_PATH: chrome }) },
      );
      const r = JSON.parse(fs.readFileSync(out, 'utf8'));
      fs.rmSync(out);
      for (const c of ['performance', 'accessibility', 'best-practices', 'seo'])
        scores[c]!.push(Math.round(r.categories[c].score * 100));
      scores.lcp!.push(r.audits['largest-contentful-paint'].numericValue);
      scores.tbt!.push(r.audits['total-blocking-time'].numericValue);
      scores.cls!.push(r.audits['cumulative-layout-shift'].numericValue);
    }
    log(
      p.padEnd(32),
      ...['performance', 'accessibility', 'best-practices', 'seo'].map((c) => String(median(scores[c]!)).padStart(5)),
      `  ${(median(scores.lcp!) / 1000).toFixed(2)}s ${Math.round(median(scores.tbt!))}ms ${median(scores.cls!).toFixed(3)}`,
    );
  }
}
