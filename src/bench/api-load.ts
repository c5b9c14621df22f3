/**
 * The API load benchmark (`npm run bench:api`, scripts/bench/api-load.ts). Serves the API app on a loopback port
 * (its own process, so the load generator does not share its event loop) next to a bare node:http server, then
 * drives both with autocannon at 50 connections: POST /api/properties/batch with 50 ids, GET /api/favorites of a
 * user with 20 favourites, and the bare server's trivial JSON as the machine's ceiling. Reports requests/s and
 * p99 latency.
 *
 * With each run the server's memory: resident (VmRSS) after it and its peak during it (VmHWM, reset before each
 * run), and after the first request; the server runs with the heap limit `npm run serve` gives the portal
 * (src/cli/heap.ts).
 *
 * Options (environment): BENCH_DURATION seconds per run (default 10), BENCH_CONNECTIONS (50),
 * BENCH_LISTINGS in the temporary snapshot (2000), BENCH_DATA_DIR to serve that data folder's snapshot instead
 * (its ids spread evenly for the batch and the favourites), BENCH_DATABASE_URL to measure on PostgreSQL instead
 * of SQLite.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { childEnv, env } from '../config/env';
import { snapshotFiles } from '../snapshot/paths';
import { apiHeapMb, hasHeapLimit, heapFlags, snapshotListingCount } from '../cli/heap';

const { BENCH_DURATION: DURATION, BENCH_CONNECTIONS: CONNECTIONS, BENCH_LISTINGS: LISTINGS } = env();

interface Served {
  apiUrl: string;
  bareUrl: string;
  token: string;
  ids: number[];
  engine: string;
  /** The server's process (for its memory). */
  pid: number;
}

/** The generated snapshot: BENCH_LISTINGS small listings, only what the API reads (the listings and a digest). */
function writeBenchSnapshot(dataDir: string): void {
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
  fs.writeFileSync(files.meta, JSON.stringify({ digest: `bench-${LISTINGS}` }));
}

/** The server process: the two servers. Prints one JSON line with their addresses, then serves until killed. */
export async function serveApiBench(): Promise<void> {
  const { serve: honoServe } = await import('@hono/node-server');
  const { initApp } = await import('../server/app');
  const given = env().BENCH_DATA_DIR;
  const dataDir = given ? path.resolve(given) : fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  if (!given) writeBenchSnapshot(dataDir);

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
  // A given snapshot's ids, spread evenly over it; the generated one's as they always were.
  const known = ctx.listings.current().listings;
  const spread = (count: number) =>
    Array.from({ length: count }, (_, i) => known[Math.floor((i * known.length) / count)]!.id);
  const favourites = given ? spread(20) : Array.from({ length: 20 }, (_, i) => (i + 1) * 7);
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
  for (const id of favourites) {
    await app.request('/api/favorites', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ property_id: id }),
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

  const ids = given ? spread(50) : Array.from({ length: 50 }, (_, i) => 1 + ((i * 37) % LISTINGS));
  const info: Served = {
    apiUrl: `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`,
    bareUrl: `http://127.0.0.1:${(bare.address() as AddressInfo).port}`,
    token,
    ids,
    engine: ctx.database.engine,
    pid: process.pid,
  };
  process.stdout.write(`${JSON.stringify(info)}\n`);
  const stop = async () => {
    apiServer.close();
    bare.close();
    await ctx.close();
    if (schema) await dropSchemas(databaseUrl, schema);
    if (!given) fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** A process's resident memory now and its peak since the last reset, in MB (Linux); null elsewhere. */
function memoryOf(pid: number): { rss: number; peak: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (key: string) => Math.round(Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
    return { rss: mb('VmRSS'), peak: mb('VmHWM') };
  } catch {
    return null;
  }
}

/** Starts a new peak for memoryOf (Linux: "5" to clear_refs resets VmHWM to the resident size); false elsewhere. */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

async function dropSchemas(url: string, schema: string): Promise<void> {
  const { benchClient } = await import('./pg-schemas');
  const client = await benchClient(url, 'the API benchmark');
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.query(`drop schema if exists ${schema}_jobs cascade`);
  } finally {
    await client.end();
  }
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
  // The heap limit `npm run serve` would give a process serving this snapshot (API_HEAP_MB=0: none).
  const dataDir = env().BENCH_DATA_DIR;
  const heapMb = apiHeapMb(dataDir ? snapshotListingCount(dataDir) : LISTINGS, env().API_HEAP_MB);
  const own = env().NODE_OPTIONS ?? '';
  const nodeOptions =
    heapMb && !hasHeapLimit([own]) ? [own, ...heapFlags(heapMb, [own])].filter(Boolean).join(' ') : own;
  const child = spawn(tsx, [serverEntry, '--serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: childEnv({ NODE_OPTIONS: nodeOptions }),
  });
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

  const source = dataDir ? `the snapshot of ${dataDir}` : `${LISTINGS} listings`;
  log(
    `API load, ${CONNECTIONS} connections, ${DURATION} s per run, ${source}, database: ${info.engine}, heap limit ${heapMb ? `${heapMb} MB` : 'none'} (${nodeOptions || 'no NODE_OPTIONS'}), ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const batch = runs[1]!;
  const started = performance.now();
  const first = await fetch(batch.url, { method: 'POST', headers: batch.headers, body: batch.body });
  await first.arrayBuffer();
  const firstMemory = memoryOf(info.pid);
  log(
    `first batch request: ${first.status} in ${Math.round(performance.now() - started)} ms; server ${firstMemory ? `${firstMemory.rss} MB resident, peak so far ${firstMemory.peak} MB` : 'memory unknown'}`,
  );
  const peaks = resetPeak(info.pid);
  log(
    'run'.padEnd(40),
    'req/s'.padStart(10),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'non-2xx'.padStart(8),
    'RSS MB'.padStart(8),
    (peaks ? 'peak MB' : '').padStart(8),
  );
  try {
    for (const run of runs) {
      const opts = {
        url: run.url,
        method: run.method ?? 'GET',
        headers: run.headers,
        body: run.body,
        connections: CONNECTIONS,
      };
      if (peaks) resetPeak(info.pid);
      await autocannon({ ...opts, duration: 2 }); // warm-up: JIT, statement cache, pool
      const r = await autocannon({ ...opts, duration: DURATION });
      const memory = memoryOf(info.pid);
      log(
        run.name.padEnd(40),
        r.requests.average.toFixed(0).padStart(10),
        String(r.latency.p50).padStart(8),
        String(r.latency.p99).padStart(8),
        String(r.non2xx + r.errors).padStart(8),
        String(memory?.rss ?? '').padStart(8),
        String(peaks ? (memory?.peak ?? '') : '').padStart(8),
      );
    }
  } finally {
    // The server drops its schema before it exits.
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}
