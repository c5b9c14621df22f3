/**
 * The admin API: every route as guest, user, editor and admin; blocking (the next request is 401), roles and the
 * guards that keep one admin, erasure and export, leads (list, detail with attempts, resend, handled), the audit
 * log, the first admin from the command's function, and the load balancer's health and readiness answers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reloadEnv } from '~/config/env';
import { createAdmin } from '~/features/admin/create-admin';
import { setUserRole } from '~/features/admin/repository';
import { describeApi, setupApi, type TestApi } from './helpers';

type Who = 'guest' | 'user' | 'editor' | 'admin';
const MESSAGE = 'Ich interessiere mich für diese Wohnung, bitte um Rückruf.';

describeApi('admin API', () => {
  let api: TestApi;
  const tokens: Partial<Record<Who, string>> = {};
  const ids: Partial<Record<Who, number>> = {};
  let leadId = 0;

  beforeAll(async () => {
    api = await setupApi();
    for (const who of ['user', 'editor', 'admin'] as const) {
      const u = await api.signUp({ name: `${who} Muster` });
      if (who !== 'user') await setUserRole(api.ctx.database.db, u.user.id, who, api.clock.now);
      tokens[who] = u.token;
      ids[who] = u.user.id;
    }
    const lead = await api.call('POST', '/api/inquiries', {
      token: tokens.user,
      body: { name: 'Uli User', email: 'uli@example.test', property_id: 1, message: MESSAGE, privacy_accepted: true },
    });
    leadId = lead.body.inquiry.id;
  });
  afterAll(async () => {
    await api.close();
  });

  const as = (who: Who, method: string, url: string, body?: unknown) =>
    api.call(method, url, { token: who === 'guest' ? undefined : tokens[who], body });

  const editorRoutes: [string, string, unknown?][] = [
    ['GET', '/api/admin/dashboard'],
    ['GET', '/api/admin/leads'],
    ['GET', '/api/admin/leads/LEAD'],
    ['POST', '/api/admin/leads/LEAD/handled', { handled: true }],
    ['POST', '/api/admin/leads/LEAD/resend'],
    ['GET', '/api/admin/audit'],
    ['GET', '/api/admin/companies'],
    ['GET', '/api/admin/system'],
  ];
  const adminRoutes: [string, string, unknown?][] = [
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/users/USER'],
    ['GET', '/api/admin/users/USER/export'],
    ['PATCH', '/api/admin/users/USER/role', { role: 'user' }],
    ['POST', '/api/admin/users/USER/unblock'],
  ];
  const fill = (url: string) => url.replace('LEAD', String(leadId)).replace('USER', String(ids.user));

  describe('who may call what', () => {
    for (const [method, url, body] of [...editorRoutes, ...adminRoutes]) {
      it(`${method} ${url}: guest 401, user 403`, async () => {
        expect((await as('guest', method, fill(url), body)).status).toBe(401);
        expect((await as('user', method, fill(url), body)).status).toBe(403);
      });
    }
    for (const [method, url, body] of editorRoutes) {
      it(`${method} ${url}: editor and admin may`, async () => {
        expect((await as('editor', method, fill(url), body)).status).toBe(200);
        expect((await as('admin', method, fill(url), body)).status).toBe(200);
      });
    }
    for (const [method, url, body] of adminRoutes) {
      it(`${method} ${url}: editor 403, admin may`, async () => {
        expect((await as('editor', method, fill(url), body)).status).toBe(403);
        expect((await as('admin', method, fill(url), body)).status).toBe(200);
      });
    }
    it('block and delete are for admins only', async () => {
      for (const who of ['guest', 'user', 'editor'] as const) {
        expect((await as(who, 'POST', `/api/admin/users/${ids.user}/block`)).status).toBe(who === 'guest' ? 401 : 403);
        expect((await as(who, 'DELETE', `/api/admin/users/${ids.user}`)).status).toBe(who === 'guest' ? 401 : 403);
      }
    });
  });

  it('the dashboard counts listings, users and leads', async () => {
    const res = await as('editor', 'GET', '/api/admin/dashboard');
    expect(res.body.listings.by_status.available).toBe(60);
    expect(res.body.users.by_role).toMatchObject({ user: 1, editor: 1, admin: 1 });
    expect(res.body.leads.last_24h.inquiry).toBeGreaterThanOrEqual(1);
    expect(res.body.mail).toEqual({ queued: expect.any(Number), failed: 0 });
  });

  it('lists leads with filters and paging; a lead shows its delivery attempts', async () => {
    await api.runJobs();
    const list = await as('editor', 'GET', '/api/admin/leads?kind=inquiry&q=uli&size=10');
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({ id: leadId, email: 'uli@example.test', kind: 'inquiry' });
    expect((await as('editor', 'GET', '/api/admin/leads?kind=appointment')).body.total).toBe(0);
    expect((await as('editor', 'GET', '/api/admin/leads?size=1000')).status).toBe(422);
    const one = await as('editor', 'GET', `/api/admin/leads/${leadId}`);
    expect(one.body.lead.status).toBe('delivered');
    // The role tests above resent it already: every try so far went through.
    expect(one.body.lead.attempts[0]).toEqual(
      expect.objectContaining({ attempt: 1, outcome: 'delivered', error: null }),
    );
    expect(one.body.lead.attempts.every((a: { outcome: string }) => a.outcome === 'delivered')).toBe(true);
    expect((await as('editor', 'GET', '/api/admin/leads/999999')).status).toBe(404);
  });

  it('counts and filters requests by all five kinds: a call-back is a call-back, not a viewing', async () => {
    const day = new Date(api.clock.now + 3 * 86_400_000).toISOString().slice(0, 10);
    const callBack = await api.call('POST', '/api/appointments', {
      body: {
        name: 'Rita Rückruf',
        email: 'rita@example.test',
        phone: '+43 660 7654321',
        privacy_accepted: true,
        property_id: 1,
        type: 'phone_call',
        preferred_slots: [{ date: day, time_window: 'morning' }],
      },
    });
    expect(callBack.status).toBe(201);
    const dashboard = await as('editor', 'GET', '/api/admin/dashboard');
    expect(dashboard.body.leads.last_24h).toEqual({
      inquiry: expect.any(Number),
      viewing: 0,
      consultation: 0,
      phone_call: 1,
      video_call: 0,
    });
    const total = async (kind: string) =>
      (await as('editor', 'GET', `/api/admin/leads?kind=${kind}`)).body.total as number;
    expect(await total('phone_call')).toBe(1);
    expect(await total('viewing')).toBe(0);
    expect(await total('video_call')).toBe(0);
    expect(await total('appointment')).toBe(1);
    expect((await as('editor', 'GET', '/api/admin/leads?kind=callback')).status).toBe(422);
  });

  it('resends a lead (a second delivery) and marks it handled and open again', async () => {
    expect((await as('editor', 'POST', `/api/admin/leads/${leadId}/resend`)).status).toBe(200);
    await api.runJobs();
    const one = await as('editor', 'GET', `/api/admin/leads/${leadId}`);
    expect(
      one.body.lead.attempts.filter((a: { outcome: string }) => a.outcome === 'delivered').length,
    ).toBeGreaterThanOrEqual(2);
    await as('editor', 'POST', `/api/admin/leads/${leadId}/handled`, { handled: true });
    expect(
      (await as('editor', 'GET', '/api/admin/leads?handled=1')).body.data.map((l: { id: number }) => l.id),
    ).toContain(leadId);
    await as('editor', 'POST', `/api/admin/leads/${leadId}/handled`, { handled: false });
    expect((await as('editor', 'GET', '/api/admin/leads?handled=1')).body.total).toBe(0);
  });

  it('searches, sorts and pages users', async () => {
    const res = await as('admin', 'GET', '/api/admin/users?q=EDITOR&sort=email&dir=asc');
    expect(res.body.total).toBe(1);
    expect(res.body.data[0]).toMatchObject({ id: ids.editor, role: 'editor', blocked: false });
    const page = await as('admin', 'GET', '/api/admin/users?size=2&page=2&sort=created_at&dir=asc');
    expect(page.body.data).toHaveLength(1);
    expect((await as('admin', 'GET', '/api/admin/users?sort=password_hash')).status).toBe(422);
    expect((await as('admin', 'GET', '/api/admin/users?q=%25')).body.total).toBe(0);
  });

  it('a blocked user is signed out at once and cannot sign in; unblocked, they can', async () => {
    const victim = await api.signUp({ name: 'Bea Blockiert' });
    expect((await api.call('GET', '/api/auth/me', { token: victim.token })).status).toBe(200);
    expect((await as('admin', 'POST', `/api/admin/users/${victim.user.id}/block`)).status).toBe(200);
    expect((await api.call('GET', '/api/auth/me', { token: victim.token })).status).toBe(401);
    const login = await api.call('POST', '/api/auth/login', {
      body: { email: victim.email, password: victim.password },
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('Dieses Konto ist gesperrt. Bitte wenden Sie sich an unser Büro.');
    await as('admin', 'POST', `/api/admin/users/${victim.user.id}/unblock`);
    const again = await api.call('POST', '/api/auth/login', {
      body: { email: victim.email, password: victim.password },
    });
    expect(again.status).toBe(200);
  });

  it('changes roles, refuses an unknown one, and never leaves the portal without an admin', async () => {
    const other = await api.signUp();
    expect((await as('admin', 'PATCH', `/api/admin/users/${other.user.id}/role`, { role: 'owner' })).status).toBe(422);
    const res = await as('admin', 'PATCH', `/api/admin/users/${other.user.id}/role`, { role: 'editor' });
    expect(res.body.user.role).toBe('editor');
    expect((await as('admin', 'PATCH', `/api/admin/users/${ids.admin}/role`, { role: 'user' })).status).toBe(409);
    expect((await as('admin', 'POST', `/api/admin/users/${ids.admin}/block`)).status).toBe(409);
    expect((await as('admin', 'DELETE', `/api/admin/users/${ids.admin}`)).status).toBe(409);
  });

  it("exports a user's data and erases it: the account goes, its leads lose the personal data", async () => {
    const gone = await api.signUp({ name: 'Gerda Gelöscht' });
    await api.call('POST', '/api/favorites', { token: gone.token, body: { property_id: 3 } });
    const sent = await api.call('POST', '/api/inquiries', {
      token: gone.token,
      body: { name: 'Gerda Gelöscht', email: gone.email, property_id: 3, message: MESSAGE, privacy_accepted: true },
    });
    const exported = await as('admin', 'GET', `/api/admin/users/${gone.user.id}/export`);
    expect(exported.headers.get('content-disposition')).toContain('attachment');
    expect(exported.body.user.email).toBe(gone.email);
    expect(exported.body.favorites).toEqual([expect.objectContaining({ property_id: 3 })]);
    expect(exported.body.leads).toEqual([expect.objectContaining({ id: sent.body.inquiry.id, message: MESSAGE })]);
    expect(JSON.stringify(exported.body)).not.toContain('password');

    expect((await as('admin', 'DELETE', `/api/admin/users/${gone.user.id}`)).status).toBe(200);
    expect((await as('admin', 'GET', `/api/admin/users/${gone.user.id}`)).status).toBe(404);
    const lead = await as('admin', 'GET', `/api/admin/leads/${sent.body.inquiry.id}`);
    expect(lead.body.lead).toMatchObject({ name: '–', message: null, phone: null });
    expect(JSON.stringify(lead.body)).not.toContain(gone.email);
  });

  it('the system check words each part green, amber or red', async () => {
    const res = await as('editor', 'GET', '/api/admin/system');
    const byName = Object.fromEntries(res.body.checks.map((c: { name: string }) => [c.name, c]));
    expect(Object.keys(byName).sort()).toEqual(
      [
        'build',
        'chromium',
        'database',
        'disk',
        'llm',
        'mailQueue',
        'node',
        'rates',
        'scheduler',
        'smtp',
        'sms',
        'smsCodes',
      ].sort(),
    );
    // No text message was asked for: nothing sent, nothing refused, the day's total far away.
    expect(byName.smsCodes.level).toBe('green');
    expect(byName.database).toMatchObject({ level: 'green', detail: { engine: api.ctx.database.engine } });
    // No SMTP configured here: mails go to files, which works but wants a look.
    expect(byName.smtp.level).toBe('amber');
    expect(byName.node.level).toBe('green');
    expect(['green', 'amber', 'red']).toContain(byName.disk.level);
  });

  it('lists the agencies with their listings, leads and where leads go', async () => {
    const res = await as('editor', 'GET', '/api/admin/companies');
    // The test listings name no agency: one entry, whose leads go to the office.
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ listings: 60, available: 60, leads_go_to: api.config.officeEmail });
  });

  it('the audit log records every admin action, newest first', async () => {
    const res = await as('editor', 'GET', '/api/admin/audit?size=100');
    const actions = res.body.data.map((a: { action: string }) => a.action);
    for (const action of [
      'user.block',
      'user.unblock',
      'user.role',
      'user.export',
      'user.erase',
      'lead.resend',
      'lead.handled',
    ])
      expect(actions).toContain(action);
    const block = res.body.data.find((a: { action: string }) => a.action === 'user.block');
    expect(block.actor_id).toBe(ids.admin);
    expect(Date.parse(res.body.data[0].at)).toBeGreaterThanOrEqual(Date.parse(res.body.data.at(-1).at));
  });

  it('create-admin promotes or creates an account and gives a one-time link that sets its password', async () => {
    const made = await createAdmin(api.ctx.database.db, 'Chefin@Example.test', {
      now: api.clock.now,
      siteUrl: 'http://portal.test',
    });
    expect(made.created).toBe(true);
    const token = new URL(made.link).searchParams.get('token')!;
    const set = await api.call('POST', '/api/auth/password/reset', {
      body: { token, password: 'Admin1234', password_confirmation: 'Admin1234' },
    });
    expect(set.status).toBe(200);
    const login = await api.call('POST', '/api/auth/login', {
      body: { email: 'chefin@example.test', password: 'Admin1234' },
    });
    expect(login.status).toBe(200);
    expect((await api.call('GET', '/api/admin/users', { token: login.body.token })).status).toBe(200);
    const reused = await api.call('POST', '/api/auth/password/reset', {
      body: { token, password: 'Admin5678', password_confirmation: 'Admin5678' },
    });
    expect(reused.status).toBe(422);
    const promoted = await createAdmin(api.ctx.database.db, 'chefin@example.test', {
      now: api.clock.now,
      siteUrl: 'http://portal.test',
    });
    expect(promoted).toMatchObject({ created: false, userId: made.userId });
  });

  it('health answers always; ready checks the database and the live build', async () => {
    expect((await api.call('GET', '/api/health')).body).toEqual({ status: 'ok' });
    const ready = await api.call('GET', '/api/ready');
    expect(ready.body.checks.database).toBe(true);
    expect(ready.status).toBe(ready.body.checks.build ? 200 : 503);
  });
});

describeApi('admin API: imports and builds', () => {
  let api: TestApi;
  let editor = '';
  let user = '';
  const buildsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-builds-'));
  const before = process.env.BUILDS_DIR;

  function build(name: string, pages: number) {
    fs.mkdirSync(path.join(buildsDir, name, 'client'), { recursive: true });
    fs.writeFileSync(
      path.join(buildsDir, name, 'build-info.json'),
      JSON.stringify({ builtAt: new Date().toISOString(), pages, seconds: 12.5 }),
    );
  }

  beforeAll(async () => {
    process.env.BUILDS_DIR = buildsDir;
    reloadEnv();
    build('20261120T100000', 100);
    build('20261121T100000', 110);
    fs.symlinkSync('20261121T100000', path.join(buildsDir, 'current'));
    api = await setupApi();
    const e = await api.signUp();
    await setUserRole(api.ctx.database.db, e.user.id, 'editor', api.clock.now);
    editor = e.token;
    user = (await api.signUp()).token;
    fs.mkdirSync(path.join(api.dataDir, 'logs'), { recursive: true });
    fs.writeFileSync(
      path.join(api.dataDir, 'logs', 'sync.jsonl'),
      [
        {
          trigger: 'schedule',
          started_at: 'a',
          finished_at: 'b',
          duration_ms: 10,
          synced: true,
          ok: true,
          errors: [],
          data_changed: false,
          rebuild: 'not_needed',
        },
        'not json',
        {
          trigger: 'request',
          started_at: 'c',
          finished_at: 'd',
          duration_ms: 20,
          synced: true,
          ok: false,
          errors: ['agency: unreadable'],
          data_changed: true,
          rebuild: 'done',
        },
      ]
        .map((l) => (typeof l === 'string' ? l : JSON.stringify(l)))
        .join('\n') + '\n',
    );
    fs.writeFileSync(
      path.join(api.dataDir, 'logs', 'last-sync-report.json'),
      JSON.stringify({
        started_at: 'c',
        sources: [
          {
            key: 'agency',
            status: 'failed',
            error: 'unreadable',
            listings: 3,
            warnings: ['w'],
            skipped: [{ id: 'X1', reason: 'no price' }],
          },
          {
            // as the import writes it: warnings and skipped listings per document
            key: 'feed',
            status: 'imported',
            listings: 1,
            documents: [
              {
                file: 'feed.xml',
                file_warnings: [{ message: 'no uebertragung umfang; …', code: 'umfangAssumedVoll', params: {} }],
                warnings: [
                  {
                    index: 1,
                    key: 'A-1',
                    message: 'anzahl_zimmer: "2,0" read as 2',
                    code: 'readAs',
                    params: { field: 'anzahl_zimmer', value: '2,0', result: 2 },
                  },
                ],
                skipped_listings: [{ index: 2, key: 'A-2', message: 'no price' }],
              },
            ],
          },
        ],
      }),
    );
  });
  afterAll(async () => {
    await api.close();
    if (before === undefined) delete process.env.BUILDS_DIR;
    else process.env.BUILDS_DIR = before;
    reloadEnv();
    fs.rmSync(buildsDir, { recursive: true, force: true });
  });

  it('guests 401 and users 403 on every imports route', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/imports'],
      ['POST', '/api/admin/imports/sync'],
      ['POST', '/api/admin/imports/rebuild'],
      ['POST', '/api/admin/imports/rollback'],
    ] as const) {
      expect((await api.call(method, url)).status).toBe(401);
      expect((await api.call(method, url, { token: user })).status).toBe(403);
    }
  });

  it('shows the runs (newest first), the last report per source and the builds with the live one', async () => {
    const res = await api.call('GET', '/api/admin/imports', { token: editor });
    expect(res.body.runs.map((r: { trigger: string }) => r.trigger)).toEqual(['request', 'schedule']);
    expect(res.body.report.sources[0]).toMatchObject({ key: 'agency', skipped: [{ id: 'X1', reason: 'no price' }] });
    // a source's documents hand their warnings (coded, for the editor's language) and skipped listings to the view
    expect(res.body.report.sources[1]).toMatchObject({
      key: 'feed',
      warnings: [{ code: 'umfangAssumedVoll' }, { key: 'A-1', code: 'readAs', params: { result: 2 } }],
      skipped: [{ key: 'A-2', message: 'no price' }],
    });
    expect(res.body.builds).toEqual([
      expect.objectContaining({ name: '20261121T100000', pages: 110, live: true }),
      expect.objectContaining({ name: '20261120T100000', pages: 100, live: false }),
    ]);
  });

  it('"sync now" and "rebuild now" leave a request for the syncing process', async () => {
    const file = path.join(api.dataDir, 'state', 'sync-request');
    expect((await api.call('POST', '/api/admin/imports/sync', { token: editor })).status).toBe(202);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ sync: true, force: false });
    // a rebuild asked for before the sync request was picked up joins it: the run syncs and rebuilds anyway
    const rebuild = await api.call('POST', '/api/admin/imports/rebuild', { token: editor });
    expect(rebuild.status).toBe(202);
    expect(rebuild.body.queued).toBe('already');
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ sync: true, force: true });
    fs.rmSync(file);
    expect((await api.call('POST', '/api/admin/imports/rebuild', { token: editor })).body.queued).toBe('new');
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ sync: false, force: true });
  });

  it('rolls back to the previous build atomically, and says when there is none', async () => {
    const res = await api.call('POST', '/api/admin/imports/rollback', { token: editor });
    expect(res.status).toBe(200);
    expect(fs.readlinkSync(path.join(buildsDir, 'current'))).toBe('20261120T100000');
    expect((await api.call('POST', '/api/admin/imports/rollback', { token: editor })).status).toBe(409);
    const log = await api.call('GET', '/api/admin/audit', { token: editor });
    expect(log.body.data.map((a: { action: string }) => a.action)).toEqual(
      expect.arrayContaining(['import.sync', 'import.rebuild', 'build.rollback']),
    );
  });
});
