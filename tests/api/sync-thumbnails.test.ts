/**
 * `npm run sync` and `npm run import` from the command line and the pictures' thumbnails: the run stores the
 * originals and queues the `media-thumbnails` job on the portal's queue for its data folder (the SQLite file there,
 * as `npm start` uses it), once per snapshot, and the worker that runs the job makes them; --make-thumbnails makes
 * them before the command ends, --no-thumbnails leaves them. The command runs as an operator runs it, in a process
 * of its own.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPortalDatabase, type Context } from '~/features/index';
import { MEDIA_THUMBNAILS, mediaThumbnailsJob } from '~/features/listing-sync/thumbnails';
import { createSqliteQueue } from '~/platform/queue/sqlite-queue';
import { readSnapshotDigest } from '~/snapshot/read';
import { thumbnailPath } from '~/import/media';

let root = '';

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sync-thumbnails-'));
  const agency = path.join(root, 'feeds', 'agency');
  fs.mkdirSync(path.join(agency, 'bilder'), { recursive: true });
  fs.mkdirSync(path.join(root, 'projects'), { recursive: true });
  fs.copyFileSync('tests/fixtures/openimmo/full-at.xml', path.join(agency, 'feed.xml'));
  const picture = (background: string, width: number) =>
    sharp({ create: { width, height: 400, channels: 3, background } })
      .jpeg()
      .toBuffer();
  fs.writeFileSync(path.join(agency, 'bilder', 'haus.jpg'), await picture('#7fa0c0', 800));
  fs.writeFileSync(path.join(agency, 'bilder', 'kueche.jpg'), await picture('#c0a07f', 640));
  fs.writeFileSync(
    path.join(agency, 'bilder', 'plan.png'),
    await sharp(await picture('#ffffff', 600))
      .png()
      .toBuffer(),
  );
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** `npm run sync -- …args` into the data folder `name`, with the portal's default database (SQLite there). */
function sync(name: string, ...args: string[]) {
  return run('scripts/sync.ts', name, '--no-log', ...args);
}

/** `npm run import -- …args` (the feed folder's agency) into the data folder `name`, as `sync`. */
function importFeed(name: string, ...args: string[]) {
  return run('scripts/import.ts', name, ...args, path.join(root, 'feeds', 'agency'));
}

function run(script: string, name: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: path.join(root, name),
    FEEDS_DIR: path.join(root, 'feeds'),
    PROJECTS_DIR: path.join(root, 'projects'),
    FEED_URLS: '',
  };
  delete env.DATABASE_URL;
  delete env.SQLITE_FILE;
  const child = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { env, encoding: 'utf8' });
  expect(child.status, child.stderr).toBe(0);
  return child.stdout;
}

/** The pictures of the data folder's media index and whether each has its thumbnail. */
function thumbnails(name: string): boolean[] {
  const media = path.join(root, name, 'media');
  const index = JSON.parse(fs.readFileSync(path.join(media, 'index.json'), 'utf8')) as Record<string, unknown>;
  return Object.keys(index).map((hash) => fs.existsSync(thumbnailPath(media, hash)));
}

describe('npm run sync and the thumbnails', () => {
  it('queues the media-thumbnails job on the data folder’s queue, once per snapshot; the worker makes them', async () => {
    expect(sync('queued')).toContain('the media-thumbnails job is queued for this snapshot (sqlite)');
    expect(thumbnails('queued')).toEqual([false, false, false]);

    const dataDir = path.join(root, 'queued');
    const database = await connectPortalDatabase({ sqliteFile: path.join(dataDir, 'portal.sqlite') });
    try {
      const queue = createSqliteQueue({ db: database.db, definitions: [mediaThumbnailsJob], log: () => {} });
      const key = `${MEDIA_THUMBNAILS}:${readSnapshotDigest(dataDir)}`;
      expect(await queue.outcome(key)).toMatchObject({ state: 'queued' });
      // the same snapshot again: the job is not queued twice
      expect(sync('queued')).toContain('the media-thumbnails job was queued already for this snapshot');
      expect((await queue.list({ state: 'queued' })).filter((j) => j.queue === MEDIA_THUMBNAILS)).toHaveLength(1);

      const context = { database, queue, now: Date.now, config: { dataDir }, log: () => {} } as unknown as Context;
      await queue.runDue(context);
      expect(await queue.outcome(key)).toMatchObject({ state: 'done' });
      expect(thumbnails('queued')).toEqual([true, true, true]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('makes them itself with --make-thumbnails, and leaves them with --no-thumbnails; neither opens a queue', () => {
    expect(sync('made', '--make-thumbnails')).toContain('thumbnails: 3 made, 0 failed, 0 there already');
    expect(thumbnails('made')).toEqual([true, true, true]);
    expect(sync('left', '--no-thumbnails')).toContain('left to the media-thumbnails job or the server');
    expect(thumbnails('left')).toEqual([false, false, false]);
    for (const name of ['made', 'left']) expect(fs.existsSync(path.join(root, name, 'portal.sqlite'))).toBe(false);
  }, 120_000);

  it('npm run import queues the same job for its snapshot, and takes the same flags', async () => {
    expect(importFeed('imported')).toContain('the media-thumbnails job is queued for this snapshot (sqlite)');
    expect(thumbnails('imported')).toEqual([false, false, false]);
    const dataDir = path.join(root, 'imported');
    const database = await connectPortalDatabase({ sqliteFile: path.join(dataDir, 'portal.sqlite') });
    try {
      const queue = createSqliteQueue({ db: database.db, definitions: [mediaThumbnailsJob], log: () => {} });
      const key = `${MEDIA_THUMBNAILS}:${readSnapshotDigest(dataDir)}`;
      expect(await queue.outcome(key)).toMatchObject({ state: 'queued' });
      const context = { database, queue, now: Date.now, config: { dataDir }, log: () => {} } as unknown as Context;
      await queue.runDue(context);
      expect(thumbnails('imported')).toEqual([true, true, true]);
    } finally {
      await database.close();
    }

    expect(importFeed('imported-made', '--make-thumbnails')).toContain('thumbnails: 3 made, 0 failed');
    expect(thumbnails('imported-made')).toEqual([true, true, true]);
    expect(importFeed('imported-left', '--no-thumbnails')).toContain('left to the media-thumbnails job');
    expect(thumbnails('imported-left')).toEqual([false, false, false]);
    for (const name of ['imported-made', 'imported-left'])
      expect(fs.existsSync(path.join(root, name, 'portal.sqlite'))).toBe(false);
    // a dry run writes no snapshot and queues nothing
    expect(importFeed('imported-dry', '--dry-run')).not.toContain('thumbnails:');
    expect(fs.existsSync(path.join(root, 'imported-dry', 'portal.sqlite'))).toBe(false);
  }, 180_000);
});
