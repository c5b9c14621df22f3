/**
 * What an editor can set off in the admin area is bounded: one upload's import (dry run or apply) at a time, in
 * this process and beside another process's import; the dry-run report names files relative to the uploads
 * folder; the clean-up keeps the newest uploads and the one listings come from; "rebuild now" clicked six times
 * queues one rebuild. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { setUserRole } from '~/features/admin/repository';
import { listUploads, pruneUploads, readUpload, storeUpload, uploadsDir } from '~/features/admin/uploads';
import { LISTING_SYNC, watchSyncRequests } from '~/features/listing-sync/jobs';
import { describeApi, setupApi, type TestApi } from './helpers';

const feed = (nr: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><openimmo><uebertragung umfang="TEIL"/><anbieter><anbieternr>UL</anbieternr>` +
  `<firma>Upload Limits</firma><immobilie><objektkategorie><nutzungsart WOHNEN="true"/><vermarktungsart KAUF="true"/>` +
  `<objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie><geo><plz>8010</plz><ort>Graz</ort></geo>` +
  `<preise><kaufpreis>400000</kaufpreis></preise><flaechen><wohnflaeche>70</wohnflaeche><anzahl_zimmer>3</anzahl_zimmer>` +
  `</flaechen><freitexte><objekttitel>Wohnung ${nr}</objekttitel></freitexte><anhaenge><anhang><daten><pfad>fehlt.jpg</pfad>` +
  `</daten></anhang></anhaenge><verwaltung_techn><objektnr_extern>${nr}</objektnr_extern></verwaltung_techn></immobilie>` +
  `</anbieter></openimmo>`;

describeApi('limits of uploads and rebuilds', () => {
  let api: TestApi;
  let root = '';
  let editor = '';
  let applied = '';
  const saved = { FEEDS_DIR: process.env.FEEDS_DIR, PROJECTS_DIR: process.env.PROJECTS_DIR };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-upload-limits-'));
    fs.mkdirSync(path.join(root, 'feeds'));
    fs.mkdirSync(path.join(root, 'projects'));
    process.env.FEEDS_DIR = path.join(root, 'feeds');
    process.env.PROJECTS_DIR = path.join(root, 'projects');
    api = await setupApi({ listings: [] });
    const e = await api.signUp({ name: 'Eva Editor' });
    await setUserRole(api.ctx.database.db, e.user.id, 'editor', api.clock.now);
    editor = e.token;
  });
  afterAll(async () => {
    await api?.close();
    for (const [k, v] of Object.entries(saved))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    fs.rmSync(root, { recursive: true, force: true });
  });

  const upload = (name: string, xml: string) =>
    api.app.request(
      `/api/admin/imports/uploads?name=${encodeURIComponent(name)}`,
      {
        method: 'POST',
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          'Content-Type': 'application/xml',
          Authorization: `Bearer ${editor}`,
        },
        body: xml,
      },
      { clientAddress: '198.51.100.7' },
    );

  it('two uploads at once: one is checked, the other is refused with 409 and a message', async () => {
    const [a, b] = await Promise.all([upload('erste.xml', feed('UL-1')), upload('zweite.xml', feed('UL-2'))]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    const body = (await refused.json()) as { message: string };
    expect(body.message).toMatch(/Import/);
    expect(body.message).not.toBe('admin.importBusy');
    // the refused feed was not kept
    expect(listUploads(api.dataDir)).toHaveLength(1);
  }, 120_000);

  it('an import held by another process refuses the upload too', async () => {
    // a live process that is not this one holds the import lock, as a sync in the worker would
    const holder: ChildProcess = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      fs.mkdirSync(path.join(api.dataDir, 'state'), { recursive: true });
      fs.writeFileSync(path.join(api.dataDir, 'state', 'sync.lock'), String(holder.pid));
      const res = await upload('dritte.xml', feed('UL-3'));
      expect(res.status).toBe(409);
    } finally {
      holder.kill();
      fs.rmSync(path.join(api.dataDir, 'state', 'sync.lock'), { force: true });
    }
  });

  it('the dry-run report names no absolute path', async () => {
    const res = await upload('vierte.xml', feed('UL-4'));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { upload: { id: string }; report: unknown };
    const strings: string[] = [];
    const walk = (v: unknown): void => {
      if (typeof v === 'string') strings.push(v);
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    walk(body.report);
    expect(strings.some((s) => s.includes('vierte.xml'))).toBe(true);
    const dataDir = path.resolve(api.dataDir);
    const real = fs.realpathSync(dataDir);
    for (const s of strings) {
      expect(s.startsWith('/')).toBe(false);
      expect(s.includes(dataDir) || s.includes(real)).toBe(false);
    }
    // applied, it becomes the source of its listing
    const apply = await api.call('POST', `/api/admin/imports/uploads/${body.upload.id}/apply`, { token: editor });
    expect(apply.status).toBe(200);
    applied = body.upload.id;
  }, 120_000);

  it('the clean-up keeps the newest uploads and the one listings come from', () => {
    const age = (id: string, days: number) => {
      const file = path.join(uploadsDir(api.dataDir), id, 'meta.json');
      const meta = JSON.parse(fs.readFileSync(file, 'utf8'));
      meta.uploaded_at = new Date(Date.now() - days * 86_400_000).toISOString();
      fs.writeFileSync(file, JSON.stringify(meta));
    };
    const bytes = new TextEncoder().encode(feed('UL-9'));
    const store = (name: string, days: number) => {
      const meta = storeUpload(api.dataDir, { name, bytes, by: 'eva@example.at' });
      age(meta.id, days);
      return meta.id;
    };
    const before = listUploads(api.dataDir, Infinity).map((m) => m.id);
    age(applied, 90); // the applied source's upload is the oldest of all
    for (const id of before) if (id !== applied) age(id, 50);
    const old = store('alt.xml', 40);
    const newer = [store('a.xml', 3), store('b.xml', 2), store('c.xml', 1)];
    const removed = pruneUploads(api.dataDir, { keep: 2, keepDays: 30, now: Date.now() });
    expect(removed).toContain(old);
    expect(removed).not.toContain(applied);
    expect(readUpload(api.dataDir, applied)?.state).toBe('applied');
    expect(fs.existsSync(path.join(uploadsDir(api.dataDir), applied, 'vierte.xml'))).toBe(true);
    const left = listUploads(api.dataDir, Infinity).map((m) => m.id);
    expect(left.sort()).toEqual([applied, newer[1]!, newer[2]!].sort());
    for (const id of before) if (id !== applied) expect(left).not.toContain(id);
  });

  it('six "rebuild now" requests queue one rebuild', async () => {
    // a rebuild that the worker (pg-boss works its queue on its own) holds running until the requests are made
    let finish = () => {};
    const running = new Promise<void>((resolve) => (finish = resolve));
    const services = api.jobContext.services as { listingSync?: unknown };
    services.listingSync = { run: () => running.then(() => ({ synced: false, ok: true })) };
    const stop = watchSyncRequests(api.ctx.queue, { dataDir: api.dataDir, log: () => {} });
    const request = path.join(api.dataDir, 'state', 'sync-request');
    const answers: string[] = [];
    const counts = async () => ({
      queued: (await api.ctx.queue.page({ queue: LISTING_SYNC, state: 'queued', offset: 0, limit: 50 })).total,
      all: (await api.ctx.queue.page({ queue: LISTING_SYNC, offset: 0, limit: 50 })).total,
    });
    try {
      for (let i = 0; i < 6; i++) {
        const before = (await counts()).all;
        const res = await api.call('POST', '/api/admin/imports/rebuild', { token: editor });
        expect(res.status).toBe(202);
        answers.push(res.body.queued);
        // the watcher picks the request up, and queues the job a new request asked for, before the next click
        await vi.waitFor(() => expect(fs.existsSync(request)).toBe(false), { timeout: 60_000, interval: 100 });
        if (res.body.queued === 'new')
          await vi.waitFor(async () => expect((await counts()).all).toBeGreaterThan(before), {
            timeout: 60_000,
            interval: 100,
          });
      }
    } finally {
      stop();
    }
    const seen = await counts();
    finish();
    // One job waits (on SQLite nothing works the queue here). On PostgreSQL pg-boss may have started the first
    // meanwhile; a request while it ran queued the one after it, and the rest were merged into that: never more.
    expect(seen.queued).toBe(1);
    expect(seen.all).toBeLessThanOrEqual(2);
    expect(answers[0]).toBe('new');
    expect(answers.filter((a) => a === 'already').length).toBeGreaterThanOrEqual(4);
  }, 120_000);
});
