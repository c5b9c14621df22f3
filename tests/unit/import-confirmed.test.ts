/**
 * confirmed_at: every feed that carries a listing confirms it, changed or not. A second delivery of the same feed
 * moves confirmed_at to its time and is no change of the listing (the run's changes, updated_at); the listing's
 * digest follows the day of the confirmation only, so deliveries on one day render nothing again. A feed URL that
 * sends the same bytes again confirms too, and state written before confirmations existed gives its last delivery.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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

it('confirms the listings of a feed URL that delivers the same feed again', async () => {
  const xml = fs.readFileSync(FIXTURE);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/xml' }).end(xml);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const data = path.join(root, 'url-data');
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/export/openimmo.xml`;
    const run = () =>
      runImport({
        feedsDir: path.join(root, 'no-feeds'),
        projectsDir: path.join(root, 'projects'),
        dataDir: data,
        urls: [url],
        downloads: { maxBytes: 10_000_000, timeoutMs: 30_000, allowHosts: ['127.0.0.1'] },
      });
    const confirmations = () => new Set(readSnapshot(data).properties.map((l) => l.confirmed_at));
    await run();
    const first = [...confirmations()];
    expect(first).toHaveLength(1);
    const again = await run();
    // Not read again (the same bytes), yet delivered again: every listing it carries is confirmed at the download.
    expect(again.sources[0]).toMatchObject({ status: 'unchanged' });
    expect(again.changes).toMatchObject({ new: 0, changed: 0, withdrawn: 0 });
    const second = [...confirmations()];
    expect(second).toHaveLength(1);
    expect(Date.parse(second[0]!)).toBeGreaterThan(Date.parse(first[0]!));
  } finally {
    server.close();
  }
});

it("takes a listing's confirmation from the state's last delivery when the state is older than confirmations", async () => {
  const dir = path.join(root, 'old-feeds', 'agentur');
  fs.mkdirSync(dir, { recursive: true });
  const feed = path.join(dir, 'feed.xml');
  fs.writeFileSync(feed, fs.readFileSync(FIXTURE));
  fs.utimesSync(feed, new Date('2026-11-21T09:00:00Z'), new Date('2026-11-21T09:00:00Z'));
  const data = path.join(root, 'old-data');
  const run = () =>
    runImport({
      feedsDir: path.join(root, 'old-feeds'),
      projectsDir: path.join(root, 'projects'),
      dataDir: data,
      urls: [],
    });
  await run();
  // The state as an importer without confirmations wrote it.
  for (const f of fs.readdirSync(path.join(data, 'sources'))) {
    const file = path.join(data, 'sources', f);
    const state = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const l of state.listings) delete l.listing.confirmed_at;
    fs.writeFileSync(file, JSON.stringify(state));
  }
  const next = await run();
  expect(next.sources[0]).toMatchObject({ status: 'unchanged' });
  for (const l of readSnapshot(data).properties) expect(l.confirmed_at).toBe('2026-11-21T09:00:00.000Z');
});
