/**
 * The API load benchmark (`npm run bench:api`, scripts/bench/api-load.ts). Serves the API app on a loopback port
 * (its own process, so the load generator does not share its event loop) next to a bare node:http server, then
 * drives both with autocannon at 50 connections: POST /api/properties/batch with 50 ids, GET /api/favorites of a
 * user with 20 favourites, and the bare server's trivial JSON as the machine's ceiling. Reports requests/s and
 * p99 latency.
 *
 * Options (environment): BENCH_DURATION seconds per run (default 10), BENCH_CONNECTIONS (50),
 * BENCH_LISTINGS in the temporary snapshot (2000), BENCH_DATABASE_URL to measure on PostgreSQL instead of SQLite.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { childEnv, env } from '../config/env';
import { snapshotFiles } from '../snapshot/paths';

const { BENCH_DURATION: DURATION, BENCH_CONNECTIONS: CONNECTIONS, BENCH_LISTINGS: LISTINGS } = env();

interface Served {
  apiUrl: string;
  bareUrl: string;
  token: string;
  ids: number[];
  engine: string;
}

/** The server process: the two servers. Prints one JSON line with their addresses, then serves until killed. */
export async function serveApiBench(): Promise<void> {
  const { serve: honoServe } = await import('@hono/node-server');
  const { initApp } = await import('../server/app');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const files = snapshotFiles(dataDir);
  fs.mkdirSync(files.dir, { recursive: true });
  const listings = Array.from({ length: LISTINGS }, (_, i) => ({
    id: i + 1,
    external_id: `B-${i + 1}`,
    objekttitel: `Wohnung ${i + 1} in Wien`,
    title_slug: `wohnung-${i + 1}-in-wien`,
    status: 'available',
    vermarktungsart: i % 2 ? 'MIETE_PACHT' : 'KAUF',
    objektart: 'WOHNUNG',
    kaufpreis: i % 2 ? null : 200_000 + i * 100,
    kaltmiete: i % 2 ? 700 + i : null,
    location: { ort: 'Wien', plz: '1060' },
    primary_image: { url: `/media/${i + 1}/1.jpg`, thumbnail_url: `/media/${i + 1}/1-thumb.jpg` },
  }));
  fs.writeFileSync(files.properties, JSON.stringify(listings));
  // Only what the API reads: the listings and a digest.
  fs.writeFileSync(files.meta, JSON.stringify({ digest: `bench-${LISTINGS}` }));

  const databaseUrl = env().BENCH_DATABASE_URL ?? '';
  // A schema of its own on PostgreSQL, dropped at the end: the machine's database keeps no benchmark users, and
  // the registration limit per address, stored in the database, starts from zero on every run.
  const schema = databaseUrl ? `bench_${process.pid}_${Date.now().toString(36)}` : undefined;
  const { app, ctx } = await initApp(
    childEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: databaseUrl }),
    {
      schema,
    },
  );
  // The benchmark's own user with 20 favourites, created through the API like a visitor would.
  // Registration answers alike for new and taken addresses, without a token: the session comes from signing in.
  const email = `bench-${Date.now()}@example.at`;
  await app.request(
    '/api/auth/register',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench User',
        email,
        password: 'Bench1234',
        password_confirmation: 'Bench1234',
        terms: true,
      }),
    },
    { clientAddress: '127.0.0.1' },
  );
  const login = await app.request(
    '/api/auth/login',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Bench1234' }),
    },
    { clientAddress: '127.0.0.1' },
  );
  const { token } = (await login.json()) as { token?: string };
  if (!token) throw new Error(`the benchmark user could not sign in (${login.status})`);
  for (let id = 1; id <= 20; id++) {
    await app.request('/api/favorites', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ property_id: id * 7 }),
    });
  }

  const apiServer = honoServe({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => apiServer.once('listening', () => r()));
  const payload = JSON.stringify({ success: true, data: [] });
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
    res.end(payload);
  });
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));

  const ids = Array.from({ length: 50 }, (_, i) => 1 + ((i * 37) % LISTINGS));
  const info: Served = {
    apiUrl: `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`,
    bareUrl: `http://127.0.0.1:${(bare.address() as AddressInfo).port}`,
    token,
    ids,
    engine: ctx.database.engine,
  };
  process.stdout.write(`${JSON.stringify(info)}\n`);
  const stop = async () => {
    apiServer.close();
    bare.close();
    await ctx.close();
    if (schema) await dropSchemas(databaseUrl, schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

async function dropSchemas(url: string, schema: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.query(`drop schema if exists ${schema}_jobs cascade`);
  await client.end();
}

/**
 * Starts the server process (`tsx <serverEntry> --serve`, an entry point that calls serveApiBench) and drives its
 * servers, logging a row per run.
 */
export async function measureApiLoad(
  serverEntry: string,
  log: (...line: unknown[]) => void = console.log,
): Promise<void> {
  const autocannon = (await import('autocannon')).default;
  const tsx = path.resolve('node_modules/.bin/tsx');
  const child = spawn(tsx, [serverEntry, '--serve'], { stdio: ['ignore', 'pipe', 'inherit'], env: childEnv() });
  const info = await new Promise<Served>((resolve, reject) => {
    let buf = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buf += chunk.toString();
      const line = buf.split('\n').find((l) => l.startsWith('{"apiUrl"'));
      if (line) resolve(JSON.parse(line) as Served);
    });
    child.once('exit', (code) => reject(new Error(`server process exited (${code})`)));
  });

  type Run = { name: string; url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };
  const runs: Run[] = [
    { name: 'bare node:http (trivial JSON)', url: `${info.bareUrl}/` },
    {
      name: 'POST /api/properties/batch (50 ids)',
      url: `${info.apiUrl}/api/properties/batch`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ property_ids: info.ids }),
    },
    {
      name: 'GET /api/favorites (20 favourites)',
      url: `${info.apiUrl}/api/favorites`,
      headers: { authorization: `Bearer ${info.token}`, 'x-requested-with': 'XMLHttpRequest' },
    },
  ];

  log(
    `API load, ${CONNECTIONS} connections, ${DURATION} s per run, ${LISTINGS} listings, database: ${info.engine}, ${os.cpus().length} CPUs`,
  );
  log('run'.padEnd(40), 'req/s'.padStart(10), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'non-2xx'.padStart(8));
  try {
    for (const run of runs) {
      const opts = {
        url: run.url,
        method: run.method ?? 'GET',
        headers: run.headers,
        body: run.body,
        connections: CONNECTIONS,
      };
      await autocannon({ ...opts, duration: 2 }); // warm-up: JIT, statement cache, pool
      const r = await autocannon({ ...opts, duration: DURATION });
      log(
        run.name.padEnd(40),
        r.requests.average.toFixed(0).padStart(10),
        String(r.latency.p50).padStart(8),
        String(r.latency.p99).padStart(8),
        String(r.non2xx + r.errors).padStart(8),
      );
    }
  } finally {
    // The server drops its schema before it exits.
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}
