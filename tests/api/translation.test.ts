/**
 * Machine translation behind a real listing sync: the sync job runs the import in its child process against a
 * LibreTranslate-speaking engine in this process that hangs. The sync is done within its translation budget with
 * the feed's translations only, and queues the translation backfill; once the engine answers, the backfill job
 * translates the waiting texts into the cache and asks for a sync, and that sync publishes them without sending a
 * single text again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { reloadEnv } from '~/config/env';
import { createListingSync, type SyncRunLog } from '~/features/listing-sync/sync';
import { LISTING_SYNC } from '~/features/listing-sync/jobs';
import { TRANSLATION_BACKFILL, translationBackfillJob } from '~/features/translation/jobs';
import type { Listing } from '~/domain/listing';
import { startFakeTranslationServer, type FakeTranslationServer } from '../../src/bench/translation-server';
import { describeApi, setupApi, type TestApi } from './helpers';

let api: TestApi;
let fake: FakeTranslationServer;
let root = '';
const VARS = [
  'FEEDS_DIR',
  'PROJECTS_DIR',
  'TRANSLATION_ENGINE',
  'TRANSLATION_URL',
  'TRANSLATION_SYNC_BUDGET_MS',
  'TRANSLATION_BACKFILL_BUDGET_MS',
] as const;
const saved = Object.fromEntries(VARS.map((k) => [k, process.env[k]]));

beforeAll(async () => {
  fake = await startFakeTranslationServer({ mode: 'hang' });
  api = await setupApi({ listings: [] });
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-translation-sync-'));
  fs.mkdirSync(path.join(root, 'feeds', 'agency'), { recursive: true });
  fs.mkdirSync(path.join(root, 'projects'), { recursive: true });
  fs.copyFileSync('tests/fixtures/openimmo/full-at.xml', path.join(root, 'feeds', 'agency', '01.xml'));
  // The sync's child process and the backfill job read the configuration from the environment.
  Object.assign(process.env, {
    FEEDS_DIR: path.join(root, 'feeds'),
    PROJECTS_DIR: path.join(root, 'projects'),
    TRANSLATION_ENGINE: 'libretranslate',
    TRANSLATION_URL: fake.url,
    TRANSLATION_SYNC_BUDGET_MS: '500',
    TRANSLATION_BACKFILL_BUDGET_MS: '1000',
  });
  reloadEnv();
  api.jobContext.services.listingSync = createListingSync({
    dataDir: api.dataDir,
    onData: () => {},
    builtDigest: null,
    log: () => {},
  });
});

afterAll(async () => {
  for (const k of VARS)
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  reloadEnv();
  await api?.close();
  await fake?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const lastRun = (): SyncRunLog => {
  const lines = fs
    .readFileSync(path.join(api.dataDir, 'logs', 'sync.jsonl'), 'utf8')
    .trim()
    .split('\n');
  return JSON.parse(lines.at(-1)!);
};
const listing = (): Listing =>
  (JSON.parse(fs.readFileSync(path.join(api.dataDir, 'snapshot', 'properties.json'), 'utf8')) as Listing[]).find(
    (l) => l.external_id === 'FX-100',
  )!;

describeApi('machine translation in the listing sync', () => {
  it('a hanging engine: the sync is done with its budget and queues the backfill, which fills in later', async () => {
    await api.ctx.queue.enqueue(LISTING_SYNC, { trigger: 'manual', sync: true }, { key: 'listing-sync:translate-1' });
    await api.runJobs();
    const first = lastRun();
    expect(first).toMatchObject({ ok: true, rebuild: 'done' });
    expect(first.translation).toMatchObject({ engine: 'libretranslate', translated: 0, stopped: 'budget' });
    expect(first.translation!.pending).toBeGreaterThan(0);
    expect(listing().objekttitel_translations).toEqual({ en: 'Attic flat with terrace' });
    // The backfill was queued, tried while the engine still hung, and waits for its retry.
    const waiting = await api.ctx.queue.list({ state: 'queued', queue: TRANSLATION_BACKFILL });
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({
      key: expect.stringContaining(`${TRANSLATION_BACKFILL}:`),
      attempts: 1,
      lastError: expect.stringContaining('no text translated'),
    });

    // The engine answers again: the job's next run translates into the cache and asks for a sync.
    fake.release();
    // What is tested now is that the waiting texts get translated, not the budget: one short enough to end the hung
    // run quickly could end this one too on a busy machine, with texts still waiting.
    process.env.TRANSLATION_BACKFILL_BUDGET_MS = '600000';
    reloadEnv();
    await translationBackfillJob.run({ digest: 'retry', pending: first.translation!.pending }, api.jobContext, {
      key: waiting[0]!.key!,
      attempt: 2,
    });
    const request = path.join(api.dataDir, 'state', 'sync-request');
    expect(JSON.parse(fs.readFileSync(request, 'utf8'))).toMatchObject({ sync: true, by: TRANSLATION_BACKFILL });

    fake.resetStats();
    await api.ctx.queue.enqueue(LISTING_SYNC, { trigger: 'request', sync: true }, { key: 'listing-sync:translate-2' });
    await api.runJobs();
    const second = lastRun();
    expect(second.translation).toMatchObject({ pending: 0, characters: 0, requests: 0 });
    expect(fake.stats.requests).toBe(0);
    expect(second).toMatchObject({ data_changed: true, rebuild: 'done' });
    const l = listing();
    expect(l.objekttitel_translations.ja).toBe('[ja] Dachgeschoss mit Terrasse – Neubau');
    expect(l.objekttitel_translations.en).toBe('Attic flat with terrace');
    expect(l.machine_translated?.objekttitel).not.toContain('en');
  }, 60_000);
});
