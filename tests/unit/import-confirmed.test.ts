/**
 * confirmed_at: every feed that carries a listing confirms it, changed or not. A second delivery of the same feed
 * moves confirmed_at to its time and is no change of the listing (the run's changes, updated_at); the listing's
 * digest follows the day of the confirmation only, so deliveries on one day render nothing again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { readSnapshot } from '~/snapshot';
import { runImport } from '~/import/sync';

const FIXTURE = path.resolve(__dirname, '../fixtures/openimmo/full-at.xml');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'immoz-confirmed-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it('sets confirmed_at to the delivery time of the last feed that carried the listing', async () => {
  const dir = path.join(root, 'feeds', 'agentur');
  fs.mkdirSync(dir, { recursive: true });
  fs.mkdirSync(path.join(root, 'projects'), { recursive: true });
  const feed = path.join(dir, 'feed.xml');
  const deliver = (iso: string) => {
    fs.writeFileSync(feed, fs.readFileSync(FIXTURE));
    const at = new Date(iso);
    fs.utimesSync(feed, at, at);
  };
  const run = () =>
    runImport({
      feedsDir: path.join(root, 'feeds'),
      projectsDir: path.join(root, 'projects'),
      dataDir: path.join(root, 'data'),
      urls: [],
    });

  deliver('2026-11-20T06:00:00Z');
  await run();
  const first = readSnapshot(path.join(root, 'data')).properties;
  expect(first.length).toBeGreaterThan(1);
  for (const l of first) expect(l.confirmed_at).toBe('2026-11-20T06:00:00.000Z');

  // The same feed again, later the same day: confirmed again, nothing changed, nothing to render again.
  deliver('2026-11-20T18:00:00Z');
  const sameDay = await run();
  const second = readSnapshot(path.join(root, 'data')).properties;
  for (const l of second) expect(l.confirmed_at).toBe('2026-11-20T18:00:00.000Z');
  expect(sameDay.changes).toMatchObject({ new: 0, changed: 0, withdrawn: 0 });
  expect(second.map((l) => [l.id, l.updated_at, l.digest])).toEqual(first.map((l) => [l.id, l.updated_at, l.digest]));

  // Four days later: confirmed on another day, which the page says, so the digest moves; still no change.
  deliver('2026-11-24T07:30:00Z');
  const later = await run();
  const third = readSnapshot(path.join(root, 'data')).properties;
  for (const l of third) expect(l.confirmed_at).toBe('2026-11-24T07:30:00.000Z');
  expect(later.changes).toMatchObject({ new: 0, changed: 0, withdrawn: 0 });
  expect(third.map((l) => l.updated_at)).toEqual(first.map((l) => l.updated_at));
  expect(third.map((l) => l.digest)).not.toEqual(first.map((l) => l.digest));
});
