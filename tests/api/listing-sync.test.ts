/**
 * The listing sync job of `npm start`: a sync runs the real import in a child process, the site is rebuilt only
 * when the snapshot changed, a failed rebuild is retried on the next run, an on-demand request becomes a job, and
 * every run is logged.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createListingSync, requestSync, type ListingSync } from '~/features/listing-sync/sync';
import { LISTING_SYNC as LISTING_SYNC_QUEUE, listingSyncJob, watchSyncRequests } from '~/features/listing-sync/jobs';
import { MEDIA_THUMBNAILS, mediaThumbnailsJob } from '~/features/listing-sync/thumbnails';
import { createSqliteQueue } from '~/platform/queue/sqlite-queue';
import { connectPortalDatabase } from '~/features/index';
import type { PortalDatabase } from '~/features/db';
import type { Context } from '~/features/index';

let root = '';
let sync: ListingSync;
let database: PortalDatabase;
// A plain counter: vitest clears mock call history between tests, and these tests follow one scheduler's life.
let rebuilds = 0;
let failNext: Error | null = null;
const onData = async () => {
  rebuilds++;
  if (failNext) {
    const e = failNext;
    failNext = null;
    throw e;
  }
};
const saved = { FEEDS_DIR: process.env.FEEDS_DIR, PROJECTS_DIR: process.env.PROJECTS_DIR };

const logLines = () =>
  fs
    .readFileSync(path.join(root, 'data', 'logs', 'sync.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-scheduler-'));
  fs.mkdirSync(path.join(root, 'feeds', 'agency'), { recursive: true });
  fs.mkdirSync(path.join(root, 'projects'), { recursive: true });
  fs.copyFileSync('tests/fixtures/openimmo/full-at.xml', path.join(root, 'feeds', 'agency', '01.xml'));
  process.env.FEEDS_DIR = path.join(root, 'feeds');
  process.env.PROJECTS_DIR = path.join(root, 'projects');
  sync = createListingSync({ dataDir: path.join(root, 'data'), onData, builtDigest: null, log: () => {} });
});

afterAll(async () => {
  await database?.close();
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  fs.rmSync(root, { recursive: true, force: true });
});

describe('listing sync job', () => {
  it('imports, sees new data and rebuilds once', async () => {
    const entry = await sync.run('manual');
    expect(entry.ok).toBe(true);
    expect(entry.data_changed).toBe(true);
    expect(entry.rebuild).toBe('done');
    expect(entry.snapshot?.properties).toBeGreaterThan(0);
    expect(rebuilds).toBe(1);
  }, 60_000);

  it('does not rebuild when nothing changed', async () => {
    const entry = await sync.run('manual');
    expect(entry.data_changed).toBe(false);
    expect(entry.rebuild).toBe('not_needed');
    expect(rebuilds).toBe(1);
  }, 60_000);

  it('an editor\'s "rebuild now" rebuilds though nothing changed, without importing', async () => {
    const entry = await sync.run('request', false, true);
    expect(entry.synced).toBe(false);
    expect(entry.data_changed).toBe(false);
    expect(entry.rebuild).toBe('done');
    expect(rebuilds).toBe(2);
    rebuilds = 1; // the tests below count from the one rebuild a change caused
  }, 60_000);

  it('keeps the last good data when a feed turns unreadable, and rebuilds nothing', async () => {
    fs.writeFileSync(path.join(root, 'feeds', 'agency', '01.xml'), '<openimmo><anbieter><immobilie>');
    const entry = await sync.run('manual');
    expect(entry.errors.length).toBeGreaterThan(0);
    expect(entry.data_changed).toBe(false);
    expect(rebuilds).toBe(1);
  }, 60_000);

  it('retries a failed rebuild on the next run', async () => {
    fs.copyFileSync('tests/fixtures/openimmo/no-object-number.xml', path.join(root, 'feeds', 'agency', '01.xml'));
    failNext = new Error('build broke');
    const failed = await sync.run('manual');
    expect(failed.rebuild).toBe('failed');
    expect(failed.rebuild_error).toBe('build broke');
    // A rebuild-only request (the data is imported already): the digest still differs from the live build's.
    // It becomes a job in the queue, which the worker runs.
    database = await connectPortalDatabase({ sqliteFile: path.join(root, 'jobs.sqlite') });
    const queue = createSqliteQueue({
      db: database.db,
      definitions: [listingSyncJob, mediaThumbnailsJob],
      log: () => {},
    });
    const stop = watchSyncRequests(queue, { dataDir: path.join(root, 'data'), log: () => {} });
    requestSync({ sync: false, dataDir: path.join(root, 'data') });
    const context = {
      database,
      queue,
      now: Date.now,
      config: { dataDir: path.join(root, 'data') },
      services: { listingSync: sync },
      log: () => {},
    } as unknown as Context;
    await vi.waitFor(
      async () => {
        await queue.runDue(context);
        expect(rebuilds).toBe(3);
      },
      { timeout: 10_000 },
    );
    stop();
    const done = await queue.list({ state: 'done' });
    expect(done.filter((j) => j.queue === LISTING_SYNC_QUEUE)).toHaveLength(1);
    // the sync job queues the thumbnails of its snapshot, once
    await queue.runDue(context);
    expect((await queue.list({ state: 'done' })).filter((j) => j.queue === MEDIA_THUMBNAILS)).toHaveLength(1);
  }, 60_000);

  it('logs every run with start, end, counts and errors', () => {
    const lines = logLines();
    expect(lines.length).toBeGreaterThanOrEqual(4);
    for (const l of lines) {
      expect(l).toMatchObject({ event: 'sync' });
      expect(Date.parse(l.started_at)).toBeLessThanOrEqual(Date.parse(l.finished_at));
    }
    expect(lines[0].totals).toBeTruthy();
    // The run whose feed turned unreadable names the error.
    expect(lines.some((l) => l.errors.length > 0)).toBe(true);
  });
});
