/**
 * Web Push endpoints are URLs a stranger chooses, so the server reaches only the browsers' push services:
 * registration refuses internal addresses, names that resolve to loopback and hosts that are no push service;
 * a subscription that got into the database anyway is never contacted at send time (it is forgotten and the job
 * records the refusal); and even an allowed host (the operator's OUTBOUND_ALLOW_HOSTS, here the test's own server
 * on 127.0.0.1) is not followed through a redirect and its huge answer is cut off. The rule itself
 * (checkPushEndpoint) is checked with a given DNS answer. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUSH_SEND } from '~/features/push/jobs';
import { checkPushEndpoint } from '~/platform/push/endpoints';
import { describeApi, setupApi, type TestApi } from './helpers';

function browserKeys() {
  const key = crypto.createECDH('prime256v1');
  key.generateKeys();
  return { p256dh: key.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
}

/** A server on 127.0.0.1 that counts every request by path: 307/302 to an internal path, or a huge answer. */
async function internalServer() {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    req.resume();
    if (req.url?.startsWith('/redirect')) return void res.writeHead(307, { location: '/internal/admin' }).end();
    if (req.url?.startsWith('/found')) return void res.writeHead(302, { location: '/internal/metadata' }).end();
    if (req.url?.startsWith('/huge')) {
      // about 800 MB without a declared length, made as it is read: only a reader that stops early gets free
      let sent = 0;
      const chunk = Buffer.alloc(1024 * 1024, 'x');
      res.writeHead(201, { 'content-type': 'application/octet-stream' });
      Readable.from(
        (function* () {
          while (sent < 800) {
            sent++;
            yield chunk;
          }
        })(),
      ).pipe(res);
      return;
    }
    res.writeHead(201).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return { hits, port, close: () => new Promise((r) => server.close(r)) };
}

describe('the push endpoint rule with a given DNS answer', () => {
  const rules = { anyHost: false, allowHosts: [], allowHttp: false };
  it('takes a push service resolving to public addresses and refuses one resolving to loopback or private', async () => {
    const publicDns = async () => [{ address: '142.250.185.74' }, { address: '2a00:1450:4001:82b::200a' }];
    expect(await checkPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', rules, publicDns)).toBeNull();
    expect(await checkPushEndpoint('https://db5p.notify.windows.com/w/?token=x', rules, publicDns)).toBeNull();
    expect(await checkPushEndpoint('https://web.push.apple.com/QX', rules, publicDns)).toBeNull();
    const mixed = async () => [{ address: '142.250.185.74' }, { address: '127.0.0.1' }];
    expect(await checkPushEndpoint('https://fcm.googleapis.com/x', rules, mixed)).toBe('address');
    expect(await checkPushEndpoint('https://fcm.googleapis.com/x', rules, async () => [{ address: '10.0.0.5' }])).toBe(
      'address',
    );
    const failing = async () => Promise.reject(new Error('ENOTFOUND'));
    expect(await checkPushEndpoint('https://fcm.googleapis.com/x', rules, failing)).toBe('address');
    // not a push service, even where it is public; any public host only where the operator allows it
    expect(await checkPushEndpoint('https://push.example.com/x', rules, publicDns)).toBe('service');
    expect(await checkPushEndpoint('https://push.example.com/x', { ...rules, anyHost: true }, publicDns)).toBeNull();
    expect(await checkPushEndpoint('https://apple.com.evil.example/x', rules, publicDns)).toBe('service');
    expect(await checkPushEndpoint('http://fcm.googleapis.com/x', rules, publicDns)).toBe('scheme');
    expect(await checkPushEndpoint('https://u:p@fcm.googleapis.com/x', rules, publicDns)).toBe('scheme');
  });
});

describeApi('push endpoints a stranger chooses', () => {
  let api: TestApi;
  let anyHostApi: TestApi;
  let server: Awaited<ReturnType<typeof internalServer>>;

  beforeAll(async () => {
    server = await internalServer();
    api = await setupApi();
    anyHostApi = await setupApi({ env: { PUSH_ANY_HOST: '1' } });
  });
  afterAll(async () => {
    await api.close();
    await anyHostApi.close();
    await server.close();
  });

  it('registration refuses internal addresses, loopback names and hosts that are no push service', async () => {
    for (const target of [api, anyHostApi]) {
      const user = await target.signUp();
      for (const endpoint of [
        'https://127.0.0.1/push/x',
        'https://10.0.0.5/push/x',
        'https://localhost/push/x',
        'https://[::1]/push/x',
        'https://169.254.169.254/latest/meta-data',
        `http://127.0.0.1:${server.port}/push/x`,
      ]) {
        const res = await target.call('POST', '/api/push/subscriptions', {
          token: user.token,
          body: { endpoint, keys: browserKeys() },
        });
        expect(res.status, endpoint).toBe(422);
        expect(res.body.errors.endpoint, endpoint).toBeTruthy();
      }
    }
    // a name that is no push service: refused by the list; with any public host allowed, refused by its addresses
    const anna = await api.signUp();
    const res = await api.call('POST', '/api/push/subscriptions', {
      token: anna.token,
      body: { endpoint: 'https://push.example.com/x', keys: browserKeys() },
    });
    expect(res.status).toBe(422);
    expect(await api.ctx.database.db.selectFrom('push_subscriptions').selectAll().execute()).toEqual([]);
    expect(await anyHostApi.ctx.database.db.selectFrom('push_subscriptions').selectAll().execute()).toEqual([]);
    expect(server.hits).toEqual([]);
  });

  it('a subscription smuggled into the database is never contacted: forgotten, the job records the refusal', async () => {
    const anna = await api.signUp();
    const endpoints = [
      `https://127.0.0.1:${server.port}/smuggled/https`,
      `http://localhost:${server.port}/smuggled/name`,
      `https://fcm.googleapis.com.127.0.0.1.example:${server.port}/smuggled/list`,
    ];
    for (const [i, endpoint] of endpoints.entries()) {
      const { id } = await api.ctx.database.db
        .insertInto('push_subscriptions')
        .values({ user_id: anna.user.id, endpoint, ...browserKeys(), created_at: api.clock.now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await api.ctx.queue.enqueue(
        PUSH_SEND,
        { subscription_id: id, title: 't', body: 'b', url: 'http://portal.test/' },
        { key: `test:push:smuggled:${i}` },
      );
    }
    await api.runJobs();
    for (const i of endpoints.keys()) {
      await vi.waitFor(
        async () => {
          const outcome = await api.ctx.queue.outcome(`test:push:smuggled:${i}`);
          expect(outcome?.lastError).toMatch(/push endpoint refused \((scheme|service|address)\)/);
        },
        { timeout: 15_000, interval: 100 },
      );
    }
    expect(server.hits).toEqual([]);
    const left = await api.ctx.database.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', anna.user.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('an allowed host is not followed through a redirect, and its huge answer is cut off', async () => {
    const local = await setupApi({ env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });
    try {
      const bert = await local.signUp();
      const base = `http://127.0.0.1:${server.port}`;
      for (const path of ['/redirect/1', '/found/1', '/huge/1', '/ok/1']) {
        const res = await local.call('POST', '/api/push/subscriptions', {
          token: bert.token,
          body: { endpoint: base + path, keys: browserKeys() },
        });
        expect(res.status, path).toBe(201);
      }
      const subs = await local.ctx.database.db
        .selectFrom('push_subscriptions')
        .select(['id', 'endpoint'])
        .orderBy('id')
        .execute();
      for (const s of subs)
        await local.ctx.queue.enqueue(
          PUSH_SEND,
          { subscription_id: s.id, title: 't', body: 'b', url: 'http://portal.test/' },
          { key: `test:push:${s.endpoint}` },
        );
      await local.runJobs();
      const outcome = async (path: string) => local.ctx.queue.outcome(`test:push:${base}${path}`);
      await vi.waitFor(
        async () => {
          expect((await outcome('/redirect/1'))?.lastError).toMatch(/refused \(redirect\)/);
          expect((await outcome('/found/1'))?.lastError).toMatch(/refused \(redirect\)/);
          expect((await outcome('/huge/1'))?.lastError).toMatch(/refused \(too-large\)/);
          expect((await outcome('/ok/1'))?.state).toBe('done');
        },
        { timeout: 15_000, interval: 100 },
      );
      // each endpoint was asked once; the redirects' targets never
      expect([...server.hits].sort()).toEqual(['/found/1', '/huge/1', '/ok/1', '/redirect/1']);
      const left = await local.ctx.database.db.selectFrom('push_subscriptions').select('endpoint').execute();
      expect(left.map((s) => s.endpoint)).toEqual([`${base}/ok/1`]);
    } finally {
      await local.close();
    }
  });
});
