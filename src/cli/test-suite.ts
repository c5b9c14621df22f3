/**
 * The whole test suite as `npm test` runs it (scripts/test.ts): unit and API tests, the API suite again on
 * PostgreSQL where one answers, then a build of the current sources (skipped only when the live build already
 * matches them exactly) and the end-to-end tests in Chromium against the real server. The runners write their
 * results as JSON into test-results/, from which the counts are added up.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildSite } from '../build/build-site';
import { isBuildStale } from '../build/build-info';
import { ensureListingData } from './first-start';
import { run } from './run-command';
import { step } from './step';
import { env } from '../config/env';

/** The parts of the suite that run alone. */
export const TEST_PARTS = ['unit', 'api', 'e2e'] as const;
export type TestPart = (typeof TEST_PARTS)[number];

export interface TestTotals {
  passed: number;
  failed: number;
  skipped: number;
}

export interface TestSuiteResult {
  totals: TestTotals;
  /** Stages that failed, with why. */
  failures: string[];
  /** Each failed test as "file › name", so the end of a long log says which ones. */
  failedTests: string[];
}

interface VitestFile {
  name: string;
  assertionResults?: { status: string; fullName: string }[];
}

function addVitest(totals: TestTotals, failedTests: string[], file: string, label: string) {
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    totals.passed += r.numPassedTests ?? 0;
    totals.failed += r.numFailedTests ?? 0;
    totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    for (const f of (r.testResults ?? []) as VitestFile[]) {
      for (const a of f.assertionResults ?? []) {
        if (a.status === 'failed') failedTests.push(`${label} ${path.relative(process.cwd(), f.name)} › ${a.fullName}`);
      }
    }
  } catch {
    /* the runner failed before writing: counted as a failed stage below */
  }
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; tests: { status: string }[] }[];
}

/** The titles of a Playwright report's tests that failed on every try ("unexpected"). */
function unexpectedSpecs(suites: PlaywrightSuite[], trail: string[] = []): string[] {
  return suites.flatMap((suite) => {
    const here = suite.file === suite.title ? trail : [...trail, suite.title];
    const own = (suite.specs ?? [])
      .filter((spec) => spec.tests.some((t) => t.status === 'unexpected'))
      .map((spec) => `[e2e] ${spec.file} › ${[...here, spec.title].join(' › ')}`);
    return [...own, ...unexpectedSpecs(suite.suites ?? [], here)];
  });
}

function addPlaywright(totals: TestTotals, failedTests: string[], file: string) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    const s = report.stats ?? {};
    totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
    totals.failed += s.unexpected ?? 0;
    totals.skipped += s.skipped ?? 0;
    failedTests.push(...unexpectedSpecs(report.suites ?? []));
  } catch {
    /* see above */
  }
}

async function stage(failures: string[], name: string, fn: () => Promise<void>) {
  const done = step(name);
  try {
    await fn();
    done();
  } catch (err) {
    failures.push(`${name}: ${err instanceof Error ? err.message : err}`);
    console.error(`✘ ${name}`);
  }
}

function postgresAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 5432) });
    socket.setTimeout(1500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Runs the suite, or only `only` of it; a stage that crashed before its runner wrote results counts as failed. */
export async function runTestSuite(only?: TestPart): Promise<TestSuiteResult> {
  const results = path.resolve('test-results');
  fs.mkdirSync(results, { recursive: true });
  const totals: TestTotals = { passed: 0, failed: 0, skipped: 0 };
  const failures: string[] = [];
  const failedTests: string[] = [];

  if (!only || only === 'unit' || only === 'api') {
    const projects = only ? ['--project', only] : ['--project', 'unit', '--project', 'api'];
    const out = path.join(results, 'vitest.json');
    fs.rmSync(out, { force: true });
    // The API tests choose PostgreSQL whenever TEST_DATABASE_URL is set (CI exports it for the stage below): this
    // stage is the SQLite run only without it.
    await stage(failures, 'Unit and API tests (SQLite)', () =>
      run('vitest', ['run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
        TEST_DATABASE_URL: undefined,
      }),
    );
    addVitest(totals, failedTests, out, '[sqlite]');
  }

  if (!only || only === 'api') {
    const pgUrl = env().TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    if (await postgresAnswers(pgUrl)) {
      const out = path.join(results, 'vitest-pg.json');
      fs.rmSync(out, { force: true });
      await stage(failures, 'API tests (PostgreSQL)', () =>
        run(
          'vitest',
          ['run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
          { TEST_DATABASE_URL: pgUrl },
        ),
      );
      addVitest(totals, failedTests, out, '[postgres]');
    } else {
      console.log(
        `– API tests on PostgreSQL skipped: nothing answers at ${new URL(pgUrl).host} (set TEST_DATABASE_URL)`,
      );
    }
  }

  if (!only || only === 'e2e') {
    await stage(failures, 'Listing data', ensureListingData);
    await stage(failures, 'Build', async () => {
      if (isBuildStale()) await buildSite();
      else console.log('  the live build already matches the sources');
    });
    const out = path.join(results, 'playwright.json');
    fs.rmSync(out, { force: true });
    await stage(failures, 'End-to-end tests (Chromium)', () =>
      run('playwright', ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out }),
    );
    addPlaywright(totals, failedTests, out);
  }

  if (failures.length && totals.failed === 0) totals.failed = failures.length; // a stage that crashed counts
  return { totals, failures, failedTests };
}
