/**
 * The serving process (`npm run serve`: site, API and job worker) ends on SIGTERM within its bound: it stops
 * accepting at once, gives a request in flight SHUTDOWN_GRACE_MS, closes its connection after, stops the worker
 * and exits 0; a second signal exits at once. The live build here is a stand-in whose API handler answers
 * /api/slow with a response that never ends, so the request is in flight for as long as the server lets it be.
 */
import http from 'node:http';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { startChildWithOutput, stopChild } from './support/child';

const roots: string[] = [];
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) await stopChild(child);
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

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

/** Starts `npm run serve`'s script on a free port with a stand-in build and its own data folder. */
async function startServer(graceMs: number) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-shutdown-'));
  roots.push(root);
  const build = path.join(root, 'build');
  fs.mkdirSync(path.join(build, 'client'), { recursive: true });
  fs.mkdirSync(path.join(build, 'server'), { recursive: true });
  fs.writeFileSync(path.join(build, 'client', 'index.html'), '<!doctype html><title>Portal</title>');
  fs.writeFileSync(
    path.join(build, 'server', 'entry.mjs'),
    `export function handler(req, res) {
  if (req.url.startsWith('/api/slow')) { res.writeHead(200, { 'content-type': 'text/plain' }); res.write('started\\n'); return; }
  res.writeHead(404); res.end();
}
`,
  );
  const port = await freePort();
  const { proc, output } = await startChildWithOutput(
    path.resolve('scripts/serve.ts'),
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(root, 'data'),
      BUILD_DIR: build,
      DATABASE_URL: '',
      SQLITE_FILE: '',
      PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
      SYNC_CRON: 'off',
      SHUTDOWN_GRACE_MS: String(graceMs),
    },
    'Portal läuft auf',
  );
  children.push(proc);
  let log = output;
  proc.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  // The start-up promise rejects on exit; that is this test's to observe through `exited`.
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { proc, port, exited, log: () => log };
}

/** A request that stays in flight: resolves once the response has begun, with a promise for its end. */
function slowRequest(port: number): Promise<{ ended: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/slow', agent: new http.Agent({ keepAlive: true }) });
    req.once('error', reject);
    req.once('response', (res) => {
      res.once('data', () =>
        resolve({
          ended: new Promise((r) => {
            res.once('end', () => r('end'));
            res.once('aborted', () => r('aborted'));
            res.once('error', () => r('error'));
            res.once('close', () => r('close'));
          }),
        }),
      );
    });
  });
}

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

/** Polls a condition; the test's timeout is the only bound. */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 25));
}

describe('shutdown of the serving process', () => {
  it('SIGTERM: refuses new connections, closes a request in flight after the grace, exits 0', async () => {
    const server = await startServer(1500);
    const slow = await slowRequest(server.port);
    server.proc.kill('SIGTERM');
    await until(() => server.log().includes('SIGTERM: shutting down'));
    expect(await refused(server.port)).toBe(true);
    expect(await server.exited).toBe(0);
    expect(await slow.ended).not.toBe('end');
  }, 120_000);

  it('a second signal exits at once, without waiting for the grace', async () => {
    const server = await startServer(600_000);
    await slowRequest(server.port);
    server.proc.kill('SIGTERM');
    await until(() => server.log().includes('SIGTERM: shutting down'));
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(1);
  }, 120_000);
});
