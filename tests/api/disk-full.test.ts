/**
 * A full disk: DATA_DIR on a small tmpfs, filled up. A change that cannot be stored answers 503 with the
 * translated message (not 500); reading stays possible for a signed-in visitor (the session's last-use record is
 * a courtesy); readiness names the disk; and a sync that fails for want of space leaves no temp file behind.
 * Mounting needs root (or CAP_SYS_ADMIN): elsewhere the file is skipped with the reason.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, describeApi, sampleListings, setupApi, writeSnapshot, type TestApi } from './helpers';
import { reloadEnv } from '~/config/env';
import { runImport } from '~/import/sync';

const de = JSON.parse(fs.readFileSync(path.resolve('locales/de.json'), 'utf8'));
const FEED = path.resolve('tests/fixtures/openimmo/full-at.xml');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-disk-full-'));
const mountDir = path.join(root, 'data');
fs.mkdirSync(mountDir);
const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', mountDir], { encoding: 'utf8' });
const mountProblem = mounted.status === 0 ? null : (mounted.stderr || mounted.error?.message || 'mount failed').trim();
if (mountProblem) console.log(`– disk-full drill skipped: cannot mount a small tmpfs here (${mountProblem})`);

const describeMounted = mountProblem ? describe.skip : describeApi;

/** Every `*.tmp` file below a folder. */
function tempFiles(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tmp'));
}

/** Writes until the file system refuses: what is left is less than one page. */
function fill(file: string): void {
  const block = Buffer.alloc(64 * 1024, 1);
  const fd = fs.openSync(file, 'a');
  try {
    for (;;) fs.writeSync(fd, block);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
  } finally {
    fs.closeSync(fd);
  }
}

describeMounted('a full disk', () => {
  let api: TestApi;
  let anna: { token: string };
  const buildDir = path.join(root, 'build');
  const before = process.env.BUILD_DIR;

  beforeAll(async () => {
    // A live build, so that readiness depends on the database and the disk only.
    fs.mkdirSync(path.join(buildDir, 'client'), { recursive: true });
    process.env.BUILD_DIR = buildDir;
    reloadEnv();
    writeSnapshot(mountDir, sampleListings(10));
    api = await setupApi({ env: { DATA_DIR: mountDir, READY_MIN_FREE_MB: '2' } });
    anna = await api.signUp();
    expect((await api.call('GET', '/api/ready')).status).toBe(200);
    if (api.ctx.database.engine === 'sqlite') {
      // The write-ahead log reuses the room it already has; emptied, every new change needs new room.
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(api.ctx.database.db);
    }
    fill(path.join(mountDir, 'filler'));
  });

  afterAll(async () => {
    await api?.close().catch(() => {});
    // The process's shared snapshot reader keeps the snapshot's file open for the life of the process (it reads
    // listings at their offsets), so the mount is busy until this test process ends: it is detached lazily, and
    // the kernel frees it when the last file on it is closed.
    spawnSync('umount', ['--lazy', mountDir]);
    fs.rmSync(root, { recursive: true, force: true });
    if (before === undefined) delete process.env.BUILD_DIR;
    else process.env.BUILD_DIR = before;
    reloadEnv();
  });

  it('readiness answers 503 and names the disk', async () => {
    const ready = await api.call('GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.checks).toMatchObject({ disk: false, database: true, build: true });
    expect(ready.body.disk.freeBytes).toBeLessThan(ready.body.disk.minFreeBytes);
  });

  it('a signed-in visitor still reads: the session, the favourites (its last use is not recorded)', async () => {
    // Past the interval after which a session's use is recorded: the record fails on SQLite and is let go.
    api.clock.advance(60 * 60_000);
    const me = await api.call('GET', '/api/auth/me', { token: anna.token });
    expect(me.status).toBe(200);
    expect((await api.call('GET', '/api/favorites', { token: anna.token })).status).toBe(200);
  });

  it.runIf(ENGINE === 'sqlite')('a change that cannot be stored answers 503 with the message', async () => {
    const fav = await api.call('POST', '/api/favorites', { token: anna.token, body: { property_id: 3 } });
    expect(fav.status).toBe(503);
    expect(fav.body.message).toBe(de.errors.storageFull);
    expect(fav.headers.get('retry-after')).toMatch(/^\d+$/);
    const lead = await api.call('POST', '/api/inquiries', {
      body: {
        name: 'Lena Gruber',
        email: 'lena.gruber@example.test',
        phone: '+43 660 1234567',
        privacy_accepted: true,
        property_id: 2,
        message: 'Ich interessiere mich für die Wohnung und bitte um einen Rückruf.',
      },
    });
    expect(lead.status).toBe(503);
    expect(lead.body.message).toBe(de.errors.storageFull);
    const en = await api.call('POST', '/api/favorites', {
      token: anna.token,
      body: { property_id: 4 },
      headers: { 'Accept-Language': 'en' },
    });
    expect(en.status).toBe(503);
    expect(en.body.message).not.toBe(de.errors.storageFull);
  });

  it('a sync into the full data folder fails and leaves no temp file', async () => {
    const feeds = path.join(root, 'feeds');
    fs.mkdirSync(path.join(feeds, 'agency'), { recursive: true });
    fs.mkdirSync(path.join(root, 'projects'), { recursive: true });
    fs.copyFileSync(FEED, path.join(feeds, 'agency', 'feed.xml'));
    // Room for the sync's lock and its small state files, not for the listings it writes.
    const filler = path.join(mountDir, 'filler');
    fs.truncateSync(filler, fs.statSync(filler).size - 12 * 1024);
    let failure: unknown = null;
    try {
      const report = await runImport({
        dataDir: mountDir,
        feedsDir: feeds,
        projectsDir: path.join(root, 'projects'),
        urls: [],
        translation: null,
      });
      failure = report.sources.find((s) => s.status !== 'imported' && s.status !== 'unchanged') ?? null;
    } catch (err) {
      failure = err;
    }
    expect(String((failure as { code?: string })?.code ?? JSON.stringify(failure))).toMatch(/ENOSPC/);
    expect(tempFiles(mountDir)).toEqual([]);
  });

  it('a feed download that meets the full disk fails and leaves no temp file in downloads/', async () => {
    // An agency's export larger than the room left: the download is written until the disk refuses.
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.write('<?xml version="1.0" encoding="UTF-8"?><openimmo>');
      let sent = 0;
      const more = () => {
        while (sent < 4 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        res.end('</openimmo>');
      };
      more();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    // Room for a part of the download (the folder and the first chunks), not for all of it.
    const filler = path.join(mountDir, 'filler');
    fs.truncateSync(filler, fs.statSync(filler).size - 256 * 1024);
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/export.xml`;
      const report = await runImport({
        dataDir: mountDir,
        feedsDir: path.join(root, 'no-feeds'),
        projectsDir: path.join(root, 'projects'),
        urls: [url],
        downloads: { maxBytes: 64 * 1024 * 1024, timeoutMs: 60_000, allowHosts: ['127.0.0.1'] },
        translation: null,
        // the download is made as in a real run; the dry run writes no snapshot, so the report comes back
        dryRun: true,
      });
      const source = report.sources.find((s) => s.origin === 'url');
      expect(source?.status).toBe('failed');
      expect(source?.error).toMatch(/ENOSPC/);
      expect(fs.existsSync(path.join(mountDir, 'downloads', `${source!.key}.feed`))).toBe(false);
      expect(tempFiles(mountDir)).toEqual([]);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
