import { describe, expect, it } from 'vitest';
import { lighthouseTable, median, readLighthouseRun, type LighthouseRun } from '../../src/bench/lighthouse';

const lhr = (perf: number, lcp: number) => ({
  categories: {
    performance: { score: perf },
    accessibility: { score: 1 },
    'best-practices': { score: 1 },
    seo: { score: 0.63 },
  },
  audits: {
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: 120 },
    'cumulative-layout-shift': { numericValue: 0 },
    'lcp-breakdown-insight': {
      details: {
        items: [
          { type: 'table', items: [] },
          { type: 'node', selector: 'main > h1', nodeLabel: 'Kartensuche' },
        ],
      },
    },
  },
});

describe('Lighthouse benchmark', () => {
  it('reads the scores, the three metrics and the LCP element of a report', () => {
    const r = readLighthouseRun(lhr(0.97, 1800));
    expect(r.scores).toEqual({ performance: 97, accessibility: 100, 'best-practices': 100, seo: 63 });
    expect([r.lcpMs, r.tbtMs, r.cls]).toEqual([1800, 120, 0]);
    expect(r.lcpElement).toBe('main > h1 “Kartensuche”');
  });

  it('refuses a report that carries a runtime error', () => {
    expect(() =>
      readLighthouseRun({ ...lhr(0, 0), runtimeError: { code: 'NO_NAVSTART', message: 'no trace' } }),
    ).toThrow(/NO_NAVSTART/);
  });

  it('takes the middle value as median without reordering its input', () => {
    const xs = [3, 1, 2];
    expect(median(xs)).toBe(2);
    expect(xs).toEqual([3, 1, 2]);
    expect(median([4, 1, 3, 2])).toBe(2);
  });

  it('prints a row for every page, marks scores under target and names a page that was not measured', () => {
    const runs: LighthouseRun[] = [readLighthouseRun(lhr(0.97, 1800)), readLighthouseRun(lhr(0.99, 1500))];
    const lines = lighthouseTable([
      { path: '/kartensuche/', runs, error: null },
      { path: '/anmelden/', runs: [], error: 'NO_FCP: no paint' },
    ]);
    expect(lines[1]).toMatch(/^\/kartensuche\/\s+97!\s+100\s+100\s+63\s+1\.50s\s+120ms\s+0\.000\s+2\s+main > h1/);
    expect(lines[2]).toMatch(/^\/anmelden\/\s+not measured: NO_FCP/);
    expect(lines.at(-1)).toMatch(/targets: performance ≥ 98/);
  });
});
