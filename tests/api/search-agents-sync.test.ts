/**
 * The search agents behind a real listing sync: the sync job imports an OpenImmo feed (the real import, in its
 * child process), its hook queues the agents' match run, and an instant agent's report with the new listing
 * arrives in the outbox, not marked as gone although the API has not loaded the new data yet.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { createListingSync } from '~/features/listing-sync/sync';
import { LISTING_SYNC } from '~/features/listing-sync/jobs';
import { describeApi, setupApi, type TestApi } from './helpers';

let api: TestApi;
let root = '';
const saved = { FEEDS_DIR: process.env.FEEDS_DIR, PROJECTS_DIR: process.env.PROJECTS_DIR };

beforeAll(async () => {
  api = await setupApi({ listings: [] });
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-agents-sync-'));
  fs.mkdirSync(path.join(root, 'feeds', 'agency'), { recursive: true });
  fs.mkdirSync(path.join(root, 'projects'), { recursive: true });
  process.env.FEEDS_DIR = path.join(root, 'feeds');
  process.env.PROJECTS_DIR = path.join(root, 'projects');
  const listingSync = createListingSync({ dataDir: api.dataDir, onData: () => {}, builtDigest: null, log: () => {} });
  api.jobContext.services.listingSync = listingSync;
});
afterAll(async () => {
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  await api?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describeApi('search agents after a listing sync', () => {
  it('the sync hook queues the match run; the instant report names the new listing', async () => {
    const anna = await api.signUp();
    const created = await api.call('POST', '/api/search-agents', {
      token: anna.token,
      body: { name: 'Alles Neue', email: anna.email, frequency: 'instant', search: '', channels: ['email'] },
    });
    expect(created.status).toBe(201);
    api.clock.advance(60_000);
    fs.copyFileSync('tests/fixtures/openimmo/full-at.xml', path.join(root, 'feeds', 'agency', '01.xml'));
    const before = api.outbox().length;
    await api.ctx.queue.enqueue(LISTING_SYNC, { trigger: 'manual', sync: true }, { key: 'listing-sync:agents-test' });
    await api.runJobs();
    const sent = await Promise.all(
      api
        .outbox()
        .slice(before)
        .map((raw) => simpleParser(raw)),
    );
    const report = sent.find((m) => m.subject?.includes('Alles Neue'));
    expect(report, sent.map((m) => m.subject).join(' | ')).toBeTruthy();
    const listings = JSON.parse(fs.readFileSync(path.join(api.dataDir, 'snapshot', 'properties.json'), 'utf8')) as {
      objekttitel: string;
    }[];
    expect(listings.length).toBeGreaterThan(0);
    expect(report!.text).toContain(listings[0]!.objekttitel);
    expect(report!.text).not.toContain('nicht mehr verfügbar');
  }, 60_000);
});
