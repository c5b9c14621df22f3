/**
 * The admin area's feed uploads (stored, dry-run report, import through the import path, discard), its logs (mail
 * deliveries from the outbox jobs, API errors recorded by the middleware) and its performance figures (real-user
 * vitals from /api/rum, API latency per route, the connections the server refused), each route as guest, user,
 * editor and admin.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUserRole } from '~/features/admin/repository';
import { monitorRequests } from '~/features/monitoring/middleware';
import { pruneApiErrors, recordApiError } from '~/features/monitoring/repository';
import { BOUNDS, bucketOf, quantile } from '~/features/monitoring/histogram';
import { SEND_MAIL } from '~/platform/mail/outbox-job';
import type { AppEnv } from '~/features/context';
import { ApiError } from '~/platform/errors';
import { countRefusal, refusedConnections } from '~/platform/net/refused-connections';
import { writeZip } from '../../src/sample/zip-writer';
import { describeApi, setupApi, type TestApi } from './helpers';

type Who = 'guest' | 'user' | 'editor' | 'admin';
const FEED = fs.readFileSync('tests/fixtures/openimmo/full-at.xml', 'utf8');

describeApi('admin uploads, logs and performance', () => {
  let api: TestApi;
  const tokens: Partial<Record<Who, string>> = {};
  const emails: Partial<Record<Who, string>> = {};

  beforeAll(async () => {
    api = await setupApi({ env: { UPLOAD_MAX_BYTES: '100000', RUM_PER_IP_PER_HOUR: '6' } });
    for (const who of ['user', 'editor', 'admin'] as const) {
      const u = await api.signUp({ name: `${who} Muster` });
      if (who !== 'user') await setUserRole(api.ctx.database.db, u.user.id, who, api.clock.now);
      tokens[who] = u.token;
      emails[who] = u.email;
    }
  });
  afterAll(async () => {
    await api.close();
  });

  const as = (who: Who, method: string, url: string, body?: unknown) =>
    api.call(method, url, { token: who === 'guest' ? undefined : tokens[who], body });
  const upload = (who: Who, name: string, body: string | Blob, type = 'application/xml') =>
    api.app.request(
      `/api/admin/imports/uploads?name=${encodeURIComponent(name)}`,
      {
        method: 'POST',
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          'Content-Type': type,
          ...(who === 'guest' ? {} : { Authorization: `Bearer ${tokens[who]}` }),
        },
        body,
      },
      { clientAddress: '198.51.100.7' },
    );

  describe('who may call what', () => {
    const reads = ['/api/admin/logs/mail', '/api/admin/logs/errors', '/api/admin/performance'];
    for (const url of reads) {
      it(`GET ${url}: guest 401, user 403, editor and admin 200`, async () => {
        expect((await as('guest', 'GET', url)).status).toBe(401);
        expect((await as('user', 'GET', url)).status).toBe(403);
        expect((await as('editor', 'GET', url)).status).toBe(200);
        expect((await as('admin', 'GET', url)).status).toBe(200);
      });
    }
    it('uploads and their apply, discard and report: guest 401, user 403', async () => {
      expect((await upload('guest', 'feed.xml', FEED)).status).toBe(401);
      expect((await upload('user', 'feed.xml', FEED)).status).toBe(403);
      const id = '00000000-0000-4000-8000-000000000000';
      for (const [method, url] of [
        ['GET', `/api/admin/imports/uploads/${id}`],
        ['POST', `/api/admin/imports/uploads/${id}/apply`],
        ['DELETE', `/api/admin/imports/uploads/${id}`],
      ] as const) {
        expect((await as('guest', method, url)).status).toBe(401);
        expect((await as('user', method, url)).status).toBe(403);
        // An editor and an admin get through to the upload, which does not exist.
        expect((await as('editor', method, url)).status).toBe(404);
        expect((await as('admin', method, url)).status).toBe(404);
      }
    });
  });

  describe('feed uploads', () => {
    let id = '';

    it('refuses what is no feed, and what is too large', async () => {
      const wrongName = await upload('editor', 'feed.txt', FEED);
      expect(wrongName.status).toBe(422);
      const notXml = await upload('editor', 'feed.xml', 'hello');
      expect(notXml.status).toBe(422);
      expect((await notXml.json()).errors.file).toHaveLength(1);
      const notZip = await upload('editor', 'feed.zip', FEED, 'application/zip');
      expect(notZip.status).toBe(422);
      const tooLarge = await upload('editor', 'feed.xml', `<x>${'a'.repeat(100_001)}</x>`);
      expect(tooLarge.status).toBe(413);
      expect(fs.existsSync(path.join(api.dataDir, 'uploads'))).toBe(false);
    });

    it('stores an upload and answers with its dry-run report; nothing is imported yet', async () => {
      const res = await upload('editor', 'Agentur Süd.xml', FEED);
      expect(res.status).toBe(201);
      const body = await res.json();
      id = body.upload.id;
      expect(body.upload).toMatchObject({ state: 'pending', name: 'Agentur Sud.xml', uploaded_by: emails.editor });
      expect(body.report.dry_run).toBe(true);
      expect(body.report.totals.read).toBeGreaterThan(0);
      expect(body.report.changes.new).toBeGreaterThan(0);
      expect(body.report.changes.new_listings[0]).toMatchObject({ title: expect.any(String) });
      expect(fs.existsSync(path.join(api.dataDir, 'uploads', id, 'Agentur Sud.xml'))).toBe(true);
      expect(fs.existsSync(path.join(api.dataDir, 'state', 'sources'))).toBe(false);
      const again = await as('editor', 'GET', `/api/admin/imports/uploads/${id}`);
      expect(again.body.report.changes.new).toBe(body.report.changes.new);
      const list = await as('editor', 'GET', '/api/admin/imports');
      expect(list.body.uploads[0]).toMatchObject({ id, state: 'pending' });
    }, 60_000);

    it('imports exactly that upload, logs the run with who started it, and will not import it twice', async () => {
      const res = await as('editor', 'POST', `/api/admin/imports/uploads/${id}/apply`);
      expect(res.status).toBe(200);
      expect(res.body.upload).toMatchObject({ state: 'applied', decided_by: emails.editor });
      expect(res.body.report.dry_run).toBe(false);
      expect(res.body.report.snapshot.written).toBe(true);
      const props = JSON.parse(fs.readFileSync(path.join(api.dataDir, 'snapshot', 'properties.json'), 'utf8'));
      expect(props.length).toBe(res.body.report.changes.new);
      const runs = fs
        .readFileSync(path.join(api.dataDir, 'logs', 'sync.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(runs.at(-1)).toMatchObject({ trigger: 'upload', started_by: emails.editor, ok: true });
      expect((await as('editor', 'POST', `/api/admin/imports/uploads/${id}/apply`)).status).toBe(409);
      const dash = await as('editor', 'GET', '/api/admin/dashboard');
      expect(dash.body.listings_7d).toMatchObject({ new: props.length, withdrawn: 0 });
    }, 60_000);

    it('a new version of the feed reports what changed and what it withdraws; discarded, it is never imported', async () => {
      // One listing left out of the full feed, another with a new title.
      const next = FEED.replace(/<immobilie>[\s\S]*?<\/immobilie>/, '').replace(
        'Reihenhaus in Lienz',
        'Reihenhaus in Lienz, renoviert',
      );
      const res = await upload('admin', 'Agentur Süd.xml', next);
      const body = await res.json();
      expect(body.report.changes).toMatchObject({ new: 0, changed: 1, withdrawn: 1 });
      expect(body.report.changes.changed_listings[0].title).toBe('Reihenhaus in Lienz, renoviert');
      expect(body.report.changes.withdrawn_listings[0].external_id).toBe('FX-100');
      const other = body.upload.id;
      const gone = await as('admin', 'DELETE', `/api/admin/imports/uploads/${other}`);
      expect(gone.status).toBe(200);
      expect(gone.body.upload.state).toBe('discarded');
      expect(fs.existsSync(path.join(api.dataDir, 'uploads', other, 'Agentur Sud.xml'))).toBe(false);
      expect((await as('admin', 'POST', `/api/admin/imports/uploads/${other}/apply`)).status).toBe(409);
      expect((await as('admin', 'GET', '/api/admin/imports/uploads/not-an-id')).status).toBe(422);
    }, 60_000);

    it('takes a ZIP with the feed inside just the same', async () => {
      const zip = writeZip([{ name: 'feed/objekte.xml', data: Buffer.from(FEED), compress: true }]);
      const res = await upload('editor', 'paket.zip', new Blob([new Uint8Array(zip)]), 'application/zip');
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body.report.totals.read).toBeGreaterThan(0);
      expect(body.report.totals.failed_documents).toBe(0);
      expect((await as('editor', 'DELETE', `/api/admin/imports/uploads/${body.upload.id}`)).status).toBe(200);
    }, 60_000);

    it('the audit log shows upload, import and discard', async () => {
      const log = await as('admin', 'GET', '/api/admin/audit?size=100');
      expect(log.body.data.map((a: { action: string }) => a.action)).toEqual(
        expect.arrayContaining(['import.upload', 'import.apply', 'import.discard']),
      );
    });
  });

  describe('logs', () => {
    it('lists mail deliveries from the outbox with recipient, subject, state and attempts, paged', async () => {
      for (let i = 0; i < 3; i++)
        await api.ctx.queue.enqueue(
          SEND_MAIL,
          { to: `kunde${i}@example.test`, subject: `Betreff ${i}`, text: 'Hallo' },
          { key: `test-mail-${i}` },
        );
      await api.runJobs();
      const page1 = await as('editor', 'GET', '/api/admin/logs/mail?size=2');
      expect(page1.status).toBe(200);
      expect(page1.body.total).toBeGreaterThanOrEqual(3);
      expect(page1.body.data).toHaveLength(2);
      const all = await as('editor', 'GET', '/api/admin/logs/mail?size=100&state=done');
      expect(all.body.data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ to: 'kunde2@example.test', subject: 'Betreff 2', state: 'done', attempts: 1 }),
        ]),
      );
      expect(all.body.data[0]).not.toHaveProperty('text');
      expect((await as('editor', 'GET', '/api/admin/logs/mail?state=lost')).status).toBe(422);
    }, 30_000);

    it('records every 5xx and unhandled error with route pattern, status and message; counts them on the dashboard', async () => {
      const app = new Hono<AppEnv>();
      app.use('*', async (c, next) => {
        c.set('ctx', api.ctx);
        await next();
      });
      app.use('*', monitorRequests());
      app.get('/api/boom/:id', () => {
        throw new TypeError('kaputt');
      });
      app.get('/api/down', () => {
        throw new ApiError(503, 'errors.generic');
      });
      app.get('/api/fine', (c) => c.json({ ok: true }));
      app.onError((err, c) => (err instanceof ApiError ? c.json({}, err.status) : c.json({ success: false }, 500)));
      expect((await app.request('/api/boom/42')).status).toBe(500);
      expect((await app.request('/api/down')).status).toBe(503);
      expect((await app.request('/api/fine')).status).toBe(200);
      const res = await as('editor', 'GET', '/api/admin/logs/errors');
      expect(res.body.total).toBe(2);
      expect(res.body.data[1]).toMatchObject({ route: '/api/boom/:id', status: 500, method: 'GET' });
      expect(res.body.data[1].message).toContain('kaputt');
      expect(res.body.data[0]).toMatchObject({ route: '/api/down', status: 503 });
      expect((await as('editor', 'GET', '/api/admin/logs/errors?status=503')).body.total).toBe(1);
      expect((await as('editor', 'GET', '/api/admin/dashboard')).body.errors_24h).toBe(2);
    });

    it('keeps API errors for a bounded time', async () => {
      const db = api.ctx.database.db;
      await recordApiError(db, {
        at: api.clock.now - 40 * 86_400_000,
        method: 'GET',
        route: '/old',
        status: 500,
        message: 'x',
      });
      expect((await as('editor', 'GET', '/api/admin/logs/errors')).body.total).toBe(3);
      await pruneApiErrors(db, api.clock.now);
      expect((await as('editor', 'GET', '/api/admin/logs/errors')).body.total).toBe(2);
    });
  });

  describe('performance', () => {
    const beacon = (body: unknown, ip = '203.0.113.9') =>
      api.call('POST', '/api/rum', {
        rawBody: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        ip,
      });

    it('takes text/plain beacons, validated, and limits them per address', async () => {
      expect((await beacon({ page: 'detail', lang: 'de', metrics: [{ name: 'LCP', value: 1800 }] })).status).toBe(204);
      expect(
        (
          await beacon({
            page: 'detail',
            lang: 'de',
            metrics: [
              { name: 'LCP', value: 3000 },
              { name: 'CLS', value: 0.05 },
              { name: 'INP', value: 120 },
            ],
          })
        ).status,
      ).toBe(204);
      expect((await beacon({ page: 'home', lang: 'en', metrics: [{ name: 'INP', value: 90 }] })).status).toBe(204);
      const bad = await beacon({ page: 'detail', lang: 'xx', metrics: [{ name: 'LCP', value: -1 }] });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['lang']));
      expect((await beacon('not json')).status).toBe(400);
      expect((await beacon({ page: 'detail', lang: 'de', metrics: [], email: 'a@b.c' })).status).toBe(422);
      // The sixth beacon of this address within the hour is one too many; another address is not affected.
      expect((await beacon({ page: 'home', lang: 'de', metrics: [{ name: 'LCP', value: 900 }] })).status).toBe(429);
      expect(
        (await beacon({ page: 'home', lang: 'de', metrics: [{ name: 'LCP', value: 900 }] }, '203.0.113.10')).status,
      ).toBe(204);
    });

    it('shows p75 vitals per page type, language and day, API latency per route, as aggregates', async () => {
      for (let i = 0; i < 3; i++) await as('editor', 'GET', '/api/admin/dashboard');
      const res = await as('editor', 'GET', '/api/admin/performance?days=7');
      expect(res.status).toBe(200);
      const day = new Date(api.clock.now).toISOString().slice(0, 10);
      const lcp = res.body.vitals.find(
        (v: { page_type: string; metric: string; lang: string }) =>
          v.page_type === 'detail' && v.metric === 'LCP' && v.lang === 'de',
      );
      expect(lcp).toMatchObject({ day, n: 2 });
      // Two values, 1800 and 3000 ms: the p75 lies in the upper one's bucket (2500–4000 ms).
      expect(lcp.p75).toBeGreaterThan(2500);
      expect(lcp.p75).toBeLessThanOrEqual(4000);
      const cls = res.body.summary.find((v: { metric: string }) => v.metric === 'CLS');
      expect(cls.p75).toBeGreaterThan(0.025);
      expect(cls.p75).toBeLessThanOrEqual(0.05);
      const dash = res.body.routes.find((r: { route: string }) => r.route === '/api/admin/dashboard');
      expect(dash).toMatchObject({ method: 'GET', n: expect.any(Number) });
      expect(dash.n).toBeGreaterThanOrEqual(3);
      expect(dash.p95_ms).toBeGreaterThan(0);
      // One row per route and hour, however many requests.
      const rows = await api.ctx.database.db
        .selectFrom('api_latency')
        .select('route')
        .where('route', '=', '/api/admin/dashboard')
        .execute();
      expect(rows).toHaveLength(1);
      expect((await as('editor', 'GET', '/api/admin/performance?days=1000')).status).toBe(422);
    });

    it('shows the connections the server refused since its start, by bound', async () => {
      const before = refusedConnections();
      const [total, perAddress] = [before.total, before.perAddress];
      countRefusal('total');
      for (let i = 0; i < 3; i++) countRefusal('perAddress');
      const res = await as('editor', 'GET', '/api/admin/performance');
      expect(res.status).toBe(200);
      expect(res.body.connections).toEqual({
        refused_total: total + 1,
        refused_per_address: perAddress + 3,
        since: new Date(before.since).toISOString(),
      });
    });

    it('reads percentiles from fixed buckets', () => {
      expect(bucketOf(0, 'ms')).toBe(0);
      expect(bucketOf(BOUNDS.ms.at(-1)! + 1, 'ms')).toBe(BOUNDS.ms.length);
      const counts = new Array(12).fill(0);
      counts[bucketOf(150, 'ms')] = 4; // 100–200 ms
      expect(quantile(counts, 0.5, 'ms')).toBe(150);
      expect(quantile(new Array(12).fill(0), 0.75, 'ms')).toBeNull();
    });
  });
});
