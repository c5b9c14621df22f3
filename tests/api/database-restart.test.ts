/**
 * The API rides out a PostgreSQL restart: a private cluster (never the machine's shared server, which other test
 * files use at the same time) is stopped while a steady stream of signed-in requests runs, and started again.
 * The process lives on (an unheard pool 'error' event would end it and fail this run), requests meanwhile answer
 * 503 with Retry-After and the translated message, not 500 and not a hang past the client's bound; readiness
 * says not ready, then ready; requests after succeed; a job enqueued after runs. PostgreSQL refuses to run as
 * root, so the cluster runs as the `postgres` OS user; where its binaries or that user are missing, the file is
 * skipped with the reason.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp, type ApiApp } from '~/server/app';
import { loadConfig } from '~/platform/config';
import { createApiContext } from '~/server/deps';
import { PORTAL_JOBS, type Context } from '~/features/index';
import type { JobDefinition } from '~/platform/queue/queue';
import { reloadEnv } from '~/config/env';
import { sampleListings, writeSnapshot } from './helpers';

const de = JSON.parse(fs.readFileSync(path.resolve('locales/de.json'), 'utf8'));

/** The newest PostgreSQL binaries on the machine, or why there are none to use. */
function findCluster(): { bin: string } | { problem: string } {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) return { problem: `no initdb/pg_ctl under ${base}` };
  if (spawnSync('id', ['-u', 'postgres']).status !== 0) return { problem: 'no `postgres` OS user to run them as' };
  if (spawnSync('runuser', ['-u', 'postgres', '--', 'true']).status !== 0)
    return { problem: 'cannot run commands as `postgres` (runuser needs root)' };
  return { bin: path.join(base, versions[0]!, 'bin') };
}

const found = findCluster();
if ('problem' in found) console.log(`– database restart drill skipped: ${found.problem}`);
const describeDrill = 'problem' in found ? describe.skip : describe;

function asPostgres(command: string, args: string[]): void {
  const bin = (found as { bin: string }).bin;
  const r = spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${r.stderr || r.stdout}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Waits for a condition by polling, up to the bound (the test's timeout is the real clock). */
async function until(what: string, check: () => boolean | Promise<boolean>, bound = 60_000): Promise<void> {
  const deadline = Date.now() + bound;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface Outcome {
  status: number | 'hang' | 'threw';
  retryAfter: string | null;
  message: string | null;
}

describeDrill('the API rides out a PostgreSQL restart [private cluster]', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-restart-'));
  const pgData = path.join(root, 'pg', 'data');
  const pgSock = path.join(root, 'pg');
  const buildDir = path.join(root, 'build');
  const before = process.env.BUILD_DIR;
  let port = 0;
  let ctx: Context;
  let app: ApiApp;
  let token = '';
  const ran = new Set<number>();

  const drillJob: JobDefinition<{ n: number }> = {
    name: 'drill.after-restart',
    payload: z.object({ n: z.number() }),
    retry: { attempts: 3, baseDelayMs: 1000, maxDelayMs: 1000 },
    timeoutMs: 30_000,
    async run({ n }) {
      ran.add(n);
    },
  };

  const pgCtl = (...args: string[]) =>
    asPostgres('pg_ctl', [
      '-D',
      pgData,
      '-l',
      path.join(pgSock, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${pgSock} -c listen_addresses=127.0.0.1 -c fsync=off`,
      ...args,
    ]);

  async function call(method: string, url: string, body?: unknown, auth?: string): Promise<Response> {
    const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
    if (auth) headers.Authorization = `Bearer ${auth}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return app.request(
      url,
      { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
      { clientAddress: '198.51.100.20' },
    );
  }

  /** One request with the client's bound: what a load balancer or browser would wait. */
  async function bounded(url: string, auth?: string): Promise<Outcome> {
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<Outcome>((r) => {
      timer = setTimeout(() => r({ status: 'hang', retryAfter: null, message: null }), 15_000);
    });
    const answer = call('GET', url, undefined, auth).then(
      async (res) => ({
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        message: ((await res.json().catch(() => null)) as { message?: string } | null)?.message ?? null,
      }),
      () => ({ status: 'threw' as const, retryAfter: null, message: null }),
    );
    const outcome = await Promise.race([answer, hang]);
    clearTimeout(timer);
    return outcome;
  }

  beforeAll(async () => {
    fs.mkdirSync(pgData, { recursive: true });
    fs.chmodSync(root, 0o755);
    spawnSync('chown', ['-R', 'postgres:', path.join(root, 'pg')]);
    fs.chmodSync(pgData, 0o700);
    port = await freePort();
    asPostgres('initdb', ['-D', pgData, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    pgCtl('start');

    fs.mkdirSync(path.join(buildDir, 'client'), { recursive: true });
    process.env.BUILD_DIR = buildDir;
    reloadEnv();
    const dataDir = path.join(root, 'data');
    writeSnapshot(dataDir, sampleListings(10));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_SITE_URL: 'http://portal.test',
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
      READY_MIN_FREE_MB: '0',
    });
    ctx = await createApiContext(config, {
      jobs: [...PORTAL_JOBS, drillJob as JobDefinition],
      jobPollMs: 500,
      scryptCost: { N: 1024, r: 8, p: 1 },
    });
    app = createApp(ctx);
    await ctx.queue.work(ctx);
    const account = { email: 'drill@example.test', password: 'Sicher123' };
    const reg = await call('POST', '/api/auth/register', {
      name: 'Anna Muster',
      phone: '',
      password_confirmation: account.password,
      terms: true,
      ...account,
    });
    expect(reg.status).toBe(201);
    const login = await call('POST', '/api/auth/login', account);
    expect(login.status).toBe(200);
    token = ((await login.json()) as { token: string }).token;
  }, 120_000);

  afterAll(async () => {
    await ctx?.close().catch(() => {});
    try {
      pgCtl('stop', '-m', 'immediate');
    } catch {
      // already stopped by a failed drill
    }
    fs.rmSync(root, { recursive: true, force: true });
    if (before === undefined) delete process.env.BUILD_DIR;
    else process.env.BUILD_DIR = before;
    reloadEnv();
  });

  it('answers 503 while the database is down, recovers after, and works its jobs', async () => {
    expect((await bounded('/api/ready')).status).toBe(200);

    // A steady stream of signed-in requests (each reads the session and the favourites from the database), four
    // at a time, up to a fixed count.
    const outcomes: Outcome[] = [];
    let stop = false;
    const stream = async () => {
      while (!stop && outcomes.length < 5000) outcomes.push(await bounded('/api/favorites', token));
    };
    const streams = Promise.all([stream(), stream(), stream(), stream()]);
    await until('requests before the restart', () => outcomes.length >= 20);

    pgCtl('stop', '-m', 'fast');
    const failedFrom = outcomes.length;
    await until('a request answered while the database is down', () =>
      outcomes.slice(failedFrom).some((o) => o.status !== 200),
    );
    const notReady = await bounded('/api/ready');
    pgCtl('start');
    await until('readiness after the start', async () => (await bounded('/api/ready')).status === 200);
    const recoveredFrom = outcomes.length;
    await until(
      'requests that succeed after the restart',
      () => outcomes.slice(recoveredFrom).filter((o) => o.status === 200).length >= 20,
    );
    stop = true;
    await streams;

    expect(notReady.status).toBe(503);
    const during = outcomes.filter((o) => o.status !== 200);
    expect(during.length).toBeGreaterThan(0);
    for (const o of during) {
      expect(o).toMatchObject({ status: 503, message: de.errors.serviceUnavailable });
      expect(o.retryAfter).toMatch(/^\d+$/);
    }
    expect(outcomes.slice(-10).map((o) => o.status)).toEqual(Array(10).fill(200));

    expect(await ctx.queue.enqueue(drillJob.name, { n: 1 }, { key: 'drill-after-restart-1' })).toBe(true);
    await until('the job enqueued after the restart to run', () => ran.has(1));
  }, 180_000);
});
