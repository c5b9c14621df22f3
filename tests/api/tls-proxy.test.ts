/**
 * Sign-out and deletes through a real TLS-terminating proxy: the browser speaks https to the proxy (a certificate
 * made for the test), the proxy speaks plain http to the API served over a socket, and the API must judge the
 * browser's `Origin: https://…` against the public address, either the configured one or, with TRUST_PROXY, the
 * one the proxy forwards.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, setupApi, type TestApi } from './helpers';

const certDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-tls-'));
const keyFile = path.join(certDir, 'key.pem');
const certFile = path.join(certDir, 'cert.pem');
execFileSync('openssl', [
  'req',
  '-x509',
  '-newkey',
  'rsa:2048',
  '-nodes',
  '-days',
  '1',
  '-subj',
  '/CN=127.0.0.1',
  '-keyout',
  keyFile,
  '-out',
  certFile,
]);

interface Setup {
  api: TestApi;
  backend: ServerType;
  proxy: https.Server;
  origin: string;
}

/** The API on a plain http socket, and an https proxy in front that adds the usual forwarding headers. */
async function start(env: (proxyPort: number) => Record<string, string>): Promise<Setup> {
  const proxy = https.createServer({ key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', () => r()));
  const proxyPort = (proxy.address() as AddressInfo).port;
  const api = await setupApi({ env: env(proxyPort) });
  const backend = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: (req, e) => api.app.fetch(req, e as never), port: 0, hostname: '127.0.0.1' }, () =>
      resolve(s),
    );
  });
  const backendPort = (backend.address() as AddressInfo).port;
  proxy.on('request', (req, res) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: backendPort,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          'x-forwarded-proto': 'https',
          'x-forwarded-host': req.headers.host ?? '',
          'x-forwarded-for': req.socket.remoteAddress ?? '',
        },
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  return { api, backend, proxy, origin: `https://127.0.0.1:${proxyPort}` };
}

async function stop(s: Setup | undefined) {
  if (!s) return;
  await new Promise<void>((r) => s.proxy.close(() => r()));
  await new Promise<void>((r) => s.backend.close(() => r()));
  await s.api.close();
}

/** A browser's request to the proxy: https, with the page's Origin. */
function browser(
  s: Setup,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; origin?: string } = {},
): Promise<{ status: number; body: unknown }> {
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = https.request(
      `${s.origin}${url}`,
      {
        method,
        rejectUnauthorized: false,
        headers: {
          Origin: opts.origin ?? s.origin,
          'X-Requested-With': 'XMLHttpRequest',
          ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
          ...(body ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : null }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function signOutAndDeletes(s: Setup) {
  const a = await s.api.signUp();
  expect((await browser(s, 'POST', '/api/favorites', { token: a.token, body: { property_id: 5 } })).status).toBe(201);
  expect((await browser(s, 'POST', '/api/favorites', { token: a.token, body: { property_id: 6 } })).status).toBe(201);
  expect((await browser(s, 'DELETE', '/api/favorites/5', { token: a.token })).status).toBe(200);
  expect((await browser(s, 'DELETE', '/api/favorites', { token: a.token })).status).toBe(200);
  expect((await s.api.call('GET', '/api/favorites', { token: a.token })).body.data).toEqual([]);
  expect((await browser(s, 'POST', '/api/auth/logout', { token: a.token })).status).toBe(200);
  // The token is revoked, not merely forgotten by the page.
  expect((await s.api.call('GET', '/api/auth/me', { token: a.token })).status).toBe(401);
  // A page of another site still gets nowhere through the same proxy.
  const b = await s.api.signUp();
  const foreign = await browser(s, 'POST', '/api/auth/logout', { token: b.token, origin: 'https://evil.example' });
  expect(foreign.status).toBe(403);
  expect((await s.api.call('GET', '/api/auth/me', { token: b.token })).status).toBe(200);
}

describeApi('through a TLS-terminating proxy, with the public address configured', () => {
  let s: Setup | undefined;
  beforeAll(async () => {
    s = await start((port) => ({ PUBLIC_SITE_URL: `https://127.0.0.1:${port}` }));
  });
  afterAll(() => stop(s));

  it('signs out (the token is revoked) and deletes favourites from the https page', () => signOutAndDeletes(s!));
});

describeApi('through a TLS-terminating proxy, with TRUST_PROXY and the forwarded address', () => {
  let s: Setup | undefined;
  beforeAll(async () => {
    // The configured address is another one: only the proxy's forwarded protocol and host can make it match.
    s = await start(() => ({ PUBLIC_SITE_URL: 'http://localhost:4321', TRUST_PROXY: '1' }));
  });
  afterAll(() => stop(s));

  it('signs out (the token is revoked) and deletes favourites from the https page', () => signOutAndDeletes(s!));
});

describeApi('through a TLS-terminating proxy, without either', () => {
  let s: Setup | undefined;
  beforeAll(async () => {
    s = await start(() => ({ PUBLIC_SITE_URL: 'http://localhost:4321' }));
  });
  afterAll(() => stop(s));

  it('refuses the https page: the socket address is http, and forwarded headers are not trusted', async () => {
    const a = await s!.api.signUp();
    expect((await browser(s!, 'POST', '/api/auth/logout', { token: a.token })).status).toBe(403);
  });
});

afterAll(() => fs.rmSync(certDir, { recursive: true, force: true }));
