/**
 * `npm run bench:lighthouse [-- URL PATH...]`: Lighthouse mobile scores (performance, accessibility, best
 * practices, SEO) per page, median of 3 runs, with Debian's chromium. Start the server first (`npm run serve`).
 * Lighthouse is fetched by npx on first use rather than made a dependency of every install.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childEnv, env } from '../../src/config/env';

const args = process.argv.slice(2);
const base = args[0]?.startsWith('http') ? args.shift()! : env().BENCH_URL;
const paths = args.length ? args : ['/'];
const runs = env().LIGHTHOUSE_RUNS;
const chrome = env().CHROMIUM_PATH ?? '/usr/bin/chromium';
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

console.log(
  'page'.padEnd(32),
  'perf'.padStart(5),
  'a11y'.padStart(5),
  'best'.padStart(5),
  'seo'.padStart(5),
  '  LCP     TBT   CLS',
);
for (const p of paths) {
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
        base + p,
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
  console.log(
    p.padEnd(32),
    ...['performance', 'accessibility', 'best-practices', 'seo'].map((c) => String(median(scores[c]!)).padStart(5)),
    `  ${(median(scores.lcp!) / 1000).toFixed(2)}s ${Math.round(median(scores.tbt!))}ms ${median(scores.cls!).toFixed(3)}`,
  );
}
