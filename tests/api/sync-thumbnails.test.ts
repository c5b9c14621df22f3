/**
 * `npm run sync` from the command line and the pictures' thumbnails: the sync stores the originals and queues the
 * `media-thumbnails` job on the portal's queue for its data folder (the SQLite file there, as `npm start` uses it),
 * once per snapshot, and the worker that runs the job makes them; --make-thumbnails makes them before the command
 * ends, --no-thumbnails leaves them. The command runs as an operator runs it, in a process of its own.
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
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: path.join(root, name),
    FEEDS_DIR: path.join(root, 'feeds'),
    PROJECTS_DIR: path.join(root, 'projects'),
    FEED_URLS: '',
  };
  delete env.DATABASE_URL;
  delete env.SQLITE_FILE;
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/sync.ts', '--no-log', ...args], {
    env,
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
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
});
