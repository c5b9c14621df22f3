/**
 * The listing sync's job, schedule and on-demand requests: the sync itself (./sync.ts) runs as the
 * `listing-sync` job, hourly by SYNC_CRON (or never, with `off`) and whenever SIGUSR2 or the request file asks;
 * a run that moved a price has the price alerts checked, one that brought new data has the search agents match,
 * one whose machine translation left texts waiting has the translation backfill queued, and every new snapshot has
 * the pictures' thumbnails made (./thumbnails.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { readSnapshotDigest } from '../../snapshot/read';
import type { JobDefinition, JobQueue } from '../../platform/queue/queue';
import type { Context } from '../context';
import type { Schedule } from '../../platform/queue/schedules';
import { PRICE_ALERT_CHECK } from '../price-alerts/jobs';
import { SEARCH_AGENTS_MATCH } from '../search-agents/jobs';
import { queueBackfill } from '../translation/jobs';
import { queuePlacesBackfill } from '../places/jobs';
import { dataDirOf, type SyncTrigger } from './sync';
import { queueThumbnails } from './thumbnails';

export const LISTING_SYNC = 'listing-sync';

const syncPayload = z.object({
  trigger: z.enum(['schedule', 'signal', 'request', 'start', 'manual']),
  sync: z.boolean(),
  force: z.boolean().optional(),
  /** The editor who asked for it. */
  by: z.string().max(320).optional(),
});

export const listingSyncJob: JobDefinition<z.infer<typeof syncPayload>, Context> = {
  name: LISTING_SYNC,
  payload: syncPayload,
  // A failed import keeps the last good data and the next hour tries again: two runs are enough.
  retry: { attempts: 2, baseDelayMs: 60_000, maxDelayMs: 60_000 },
  timeoutMs: 60 * 60_000,
  async run(payload, context) {
    const { listingSync } = context.services;
    if (!listingSync) throw new Error('this process does not sync listings');
    const entry = await listingSync.run(payload.trigger, payload.sync, payload.force ?? false, payload.by);
    // A price moved: price alerts are checked now rather than at the next morning's run.
    if (entry.price_changes)
      await context.queue.enqueue(
        PRICE_ALERT_CHECK,
        { trigger: 'sync' },
        { key: `${PRICE_ALERT_CHECK}:sync:${entry.started_at}` },
      );
    // Search agents match after every sync that brought new data (instant ones report at once); keyed by the
    // snapshot's digest, so the same data is matched once however often it is synced.
    const digest = readSnapshotDigest(context.config.dataDir);
    if (entry.synced && entry.ok && digest)
      await context.queue.enqueue(SEARCH_AGENTS_MATCH, { reason: 'sync' }, { key: `${SEARCH_AGENTS_MATCH}:${digest}` });
    // Texts the sync's translation budget left are translated later, and a further sync publishes them.
    if (entry.synced && entry.ok) await queueBackfill(context.queue, entry.translation, digest);
    // Positions Overpass did not answer within the sync's budget are asked for later, and a further sync shows them.
    if (entry.synced && entry.ok) await queuePlacesBackfill(context.queue, entry.places, digest);
    // The thumbnails the sync left are made now (its child process leaves them to this; `npm run sync` from the
    // command line queues the same job itself, under the same key).
    await queueThumbnails(context.queue, digest);
  },
};

/**
 * Whether a listing-sync job waiting in the queue (not yet running) does what this request asks: it syncs when
 * the request syncs, and rebuilds anyway when the request forces a rebuild. Such a request is merged into it.
 */
export async function queuedSyncCovers(queue: JobQueue, request: { sync: boolean; force: boolean }): Promise<boolean> {
  const { rows } = await queue.page({ queue: LISTING_SYNC, state: 'queued', offset: 0, limit: 20 });
  return rows.some((row) => {
    const p = syncPayload.safeParse(row.payload);
    return p.success && (p.data.sync || !request.sync) && (p.data.force === true || !request.force);
  });
}

/**
 * On-demand syncs: SIGUSR2 and the request file become listing-sync jobs. A request while a job that does as much
 * is waiting in the queue is merged into it, so clicking "rebuild now" six times runs one rebuild after the one
 * running (each sync or rebuild builds the whole site). Requests are handled one after another, so two cannot both
 * find no job queued. Returns a function that stops watching.
 */
export function watchSyncRequests(
  queue: JobQueue,
  options: { dataDir?: string; log?: (line: string) => void } = {},
): () => void {
  const requestFile = path.join(dataDirOf(options.dataDir), 'state', 'sync-request');
  const log = options.log ?? ((l: string) => console.log(`[sync] ${l}`));
  let handled: Promise<void> = Promise.resolve();
  const enqueue = (trigger: SyncTrigger, sync: boolean, force = false, by?: string) =>
    (handled = handled
      .then(async () => {
        if (await queuedSyncCovers(queue, { sync, force })) {
          log(`${trigger}: a ${sync ? 'sync' : 'rebuild'} is queued already; the request is merged into it`);
          return;
        }
        await queue.enqueue(
          LISTING_SYNC,
          { trigger, sync, force, by },
          { key: `${LISTING_SYNC}:${trigger}:${randomUUID()}` },
        );
      })
      .catch((err) => log(`could not queue a sync: ${(err as Error).message}`)));
  const onSignal = () => void enqueue('signal', true);
  process.on('SIGUSR2', onSignal);
  const checkRequest = () => {
    if (!fs.existsSync(requestFile)) return;
    let sync = true;
    let force = false;
    let by: string | undefined;
    try {
      const request = JSON.parse(fs.readFileSync(requestFile, 'utf8')) as {
        sync?: unknown;
        force?: unknown;
        by?: unknown;
      };
      sync = request.sync !== false;
      force = request.force === true;
      if (typeof request.by === 'string' && request.by.length <= 320) by = request.by;
    } catch {
      /* an empty or odd file still means "run" */
    }
    fs.rmSync(requestFile, { force: true });
    void enqueue('request', sync, force, by);
  };
  const poll = setInterval(checkRequest, 2000);
  poll.unref();
  checkRequest();
  return () => {
    clearInterval(poll);
    process.off('SIGUSR2', onSignal);
  };
}

/** The sync on SYNC_CRON; `off` leaves syncs to the requests. */
export function listingSyncSchedules(syncCron: string): Schedule[] {
  if (syncCron === 'off') return [];
  return [{ name: LISTING_SYNC, cron: syncCron, job: LISTING_SYNC, payload: { trigger: 'schedule', sync: true } }];
}
