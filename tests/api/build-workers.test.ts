/**
 * A build rendered by render workers through the job queue on PostgreSQL (src/build/render-batch.ts), end to end
 * on the smallest sample, German only: two real `npm run render-worker` processes take the build's two batches,
 * one of which fails once after rendering (PORTAL_RENDER_FAIL_ONCE) and is run again by the queue; the site is
 * byte for byte the one a build renders in one process of its own. A worker stopped while rendering an incremental
 * build's batch hands it on, and a batch that fails every run fails the build and keeps the live one. Skipped
 * without TEST_DATABASE_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { postgresProblem } from './support/postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnv } from '~/config/env';
import { applySyncChanges } from '../../src/sample/sync-changes';
import { sqlOn } from '../../src/bench/pg-schemas';

const PG_URL = process.env.TEST_DATABASE_URL || undefined;

const problem = PG_URL ? await postgresProblem(PG_URL) : 'TEST_DATABASE_URL is not set';
if (problem) console.log(`– render workers on PostgreSQL skipped: ${problem}`);

// A scratch folder only when the tests run (a skipped file has no afterAll to remove it).
const dir = problem
  ? path.join(os.tmpdir(), 'render-workers-skipped')
  : fs.mkdtempSync(path.join(os.tmpdir(), 'render-workers-'));
// The portal's tables in a schema of this test's own, pg-boss's in another.
const schema = `rw_${process.pid}_${Date.now().toString(36)}`;
const vars = {
  DATA_DIR: path.join(dir, 'data'),
  FEEDS_DIR: path.join(dir, 'sample', 'feeds'),
  PROJECTS_DIR: path.join(dir, 'sample', 'projects'),
  SQLITE_FILE: path.join(dir, 'portal.sqlite'),
  BUILD_LANGUAGES: 'de',
  // as `npm run build` runs (vitest sets test)
  NODE_ENV: 'production',
};
const onQueue: Record<string, string> = PG_URL
  ? {
      DATABASE_URL: `${PG_URL}${PG_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      PGBOSS_SCHEMA: `${schema}_jobs`,
    }
  : {};

function tsx(args: string[], extra: Record<string, string>): ChildProcess {
  return spawn(path.resolve('node_modules/.bin/tsx'), args, {
    env: childEnv({ ...vars, ...extra }, { prependPath: path.resolve('node_modules/.bin') }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function run(args: string[], extra: Record<string, string> = {}): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = tsx(args, extra);
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
  });
}

interface BuildJson {
  dir: string;
  mode: string;
  renderWorkers: number;
  pagesRendered: number;
  pagesReused: number;
  pagesTotal: number;
}

async function build(extra: Record<string, string>, flags = ['--full']): Promise<BuildJson> {
  const { code, out } = await run(['scripts/build.ts', '--json', ...flags], extra);
  if (code !== 0) throw new Error(`build failed:\n${out.slice(-3000)}`);
  return JSON.parse(out.trim().split('\n').at(-1)!) as BuildJson;
}

/** Every file of a build's client folder with its content hash. */
function tree(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (p: string) => {
    for (const e of fs.readdirSync(p, { withFileTypes: true })) {
      const full = path.join(p, e.name);
      if (e.isDirectory()) walk(full);
      else out.set(path.relative(root, full), crypto.createHash('sha1').update(fs.readFileSync(full)).digest('hex'));
    }
  };
  walk(root);
  return out;
}

interface Worker {
  child: ChildProcess;
  log(): string;
}

/** Resolves once the worker has written `text`, however long a busy machine takes (the test's limit bounds it). */
function logged(worker: Worker, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const look = () => {
      if (worker.log().includes(text)) resolve();
      else if (worker.child.exitCode !== null) reject(new Error(`the worker ended:\n${worker.log()}`));
      else setTimeout(look, 100);
    };
    look();
  });
}

describe.skipIf(problem !== null)('a build rendered by render workers on PostgreSQL', () => {
  const workers: Worker[] = [];

  function startWorker(extra: Record<string, string>): Worker {
    const child = tsx(['scripts/render-worker.ts'], { ...onQueue, ...extra });
    let log = '';
    child.stdout!.on('data', (d) => (log += d));
    child.stderr!.on('data', (d) => (log += d));
    const worker = { child, log: () => log };
    workers.push(worker);
    return worker;
  }

  async function stopWorkers(): Promise<void> {
    await Promise.all(
      workers.splice(0).map((w) => {
        if (w.child.exitCode !== null) return null;
        w.child.kill('SIGTERM');
        return new Promise((r) => w.child.once('exit', r));
      }),
    );
  }

  beforeAll(async () => {
    await sqlOn(PG_URL!, `create schema ${schema}`);
    const sample = await run([
      'scripts/sample.ts',
      '--listings',
      '12',
      '--projects',
      '1',
      '--out',
      path.join(dir, 'sample'),
      '--sync',
    ]);
    if (sample.code !== 0) throw new Error(sample.out);
  }, 120_000);

  // Stopping the workers and removing three builds' files: a bound for a hung clean-up, not a statement about speed.
  afterAll(async () => {
    await stopWorkers();
    if (PG_URL) {
      await sqlOn(PG_URL, `drop schema if exists ${schema} cascade`);
      await sqlOn(PG_URL, `drop schema if exists ${schema}_jobs cascade`);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('gives the same site as one process, a batch that failed once run again', async () => {
    const failOnce = path.join(dir, 'failed-once');
    const buildsDir = path.join(dir, 'builds');
    for (let i = 0; i < 2; i++) startWorker({ BUILDS_DIR: buildsDir, PORTAL_RENDER_FAIL_ONCE: failOnce });
    let queued: BuildJson;
    try {
      queued = await build({ ...onQueue, BUILDS_DIR: buildsDir, BUILD_WORKERS: '2' });
    } catch (err) {
      throw new Error(
        `${(err as Error).message}\n--- workers:\n${workers.map((w) => w.log().slice(-2000)).join('\n---\n')}`,
      );
    }
    expect(queued.mode).toBe('full');
    expect(queued.renderWorkers).toBe(2);
    expect(queued.pagesRendered).toBe(queued.pagesTotal);
    // One batch failed once, after rendering, and was rendered again; the batches' folders are gone.
    expect(fs.existsSync(failOnce)).toBe(true);
    const log = workers.map((w) => w.log()).join('\n');
    expect(log).toContain('failing once');
    expect(fs.readdirSync(buildsDir).filter((f) => f.includes('.render'))).toEqual([]);
    expect(fs.existsSync(path.join(queued.dir, 'rendered'))).toBe(false);

    const reference = await build({ BUILDS_DIR: path.join(dir, 'reference'), BUILD_PROCESSES: '1' });
    expect(reference.renderWorkers).toBe(0);
    const a = tree(path.join(queued.dir, 'client'));
    const b = tree(path.join(reference.dir, 'client'));
    expect(a.size).toBeGreaterThan(100);
    const differ = [...new Set([...a.keys(), ...b.keys()])].filter((f) => a.get(f) !== b.get(f));
    expect(differ).toEqual([]);
  }, 600_000);

  it('hands the batch of a worker stopped while rendering to another worker, in an incremental build', async () => {
    const buildsDir = path.join(dir, 'builds');
    await stopWorkers();
    // A sync changes a fifth of the listings: the build renders their pages and takes the others over.
    applySyncChanges(vars.DATA_DIR, 20);
    const first = startWorker({ BUILDS_DIR: buildsDir });
    const building = build({ ...onQueue, BUILDS_DIR: buildsDir, BUILD_WORKERS: '1' }, []);
    building.catch(() => {}); // awaited below
    await logged(first, 'rendering into');
    // SIGTERM ends the worker's Astro, and the run fails, rather than leaving the batch running until its time is up.
    first.child.kill('SIGTERM');
    await new Promise((r) => first.child.once('exit', r));
    expect(first.log()).toMatch(/build\.render run 1 failed/);
    const second = startWorker({ BUILDS_DIR: buildsDir });
    const result = await building;
    expect(result.renderWorkers).toBe(1);
    expect(result.mode).toBe('incremental');
    expect(result.pagesRendered).toBeGreaterThan(0);
    expect(result.pagesReused).toBeGreaterThan(result.pagesRendered);
    expect(result.pagesRendered + result.pagesReused).toBe(result.pagesTotal);
    expect(second.log()).toContain(': done');
    expect(fs.realpathSync(path.join(buildsDir, 'current'))).toBe(result.dir);
  }, 600_000);

  it('fails the build and keeps the live one when a batch fails its last run', async () => {
    const buildsDir = path.join(dir, 'builds');
    const live = fs.realpathSync(path.join(buildsDir, 'current'));
    const folders = fs.readdirSync(buildsDir).sort();
    // The workers that rendered the builds above go; the one left has page settings of its own, and so fails every
    // batch it takes (before rendering: a batch is rendered only with the build's settings).
    await stopWorkers();
    startWorker({ BUILDS_DIR: buildsDir, SITE_BRAND: 'Anders' });
    const { code, out } = await run(['scripts/build.ts', '--full'], {
      ...onQueue,
      BUILDS_DIR: buildsDir,
      BUILD_WORKERS: '2',
    });
    expect(code).not.toBe(0);
    expect(out).toContain('die bisherige Seite bleibt online');
    expect(out).toMatch(/render batch \d\/2 failed in its last run: .*page settings/);
    expect(fs.realpathSync(path.join(buildsDir, 'current'))).toBe(live);
    expect(fs.readdirSync(buildsDir).sort()).toEqual(folders);
  }, 300_000);
});
