/**
 * The places backfill: the positions a sync's Overpass budget left without an answer (src/import/places) are asked
 * for by the `places-backfill` job, within its own budget, into the places cache; then it asks for a sync through
 * the listing sync's request file, and that sync puts them into the snapshot from the cache and has the site
 * rebuilt. The listing-sync job queues it after a sync that left positions waiting, keyed by the snapshot's digest
 * and the number waiting: an endpoint that stays down costs the job's retries, not a loop of syncs.
 */
import { z } from 'zod';
import { backfillPlaces, type PlacesReport } from '../../import/places';
import type { JobDefinition, JobQueue } from '../../platform/queue/queue';
import type { Context } from '../context';
import { requestSync } from '../listing-sync/sync';

export const PLACES_BACKFILL = 'places-backfill';

/** How long one job asks Overpass before it has the site rebuilt with what it got. */
const BACKFILL_BUDGET_MS = 20 * 60_000;

const backfillPayload = z.object({
  /** The snapshot whose positions were waiting (the job reads the newest one). */
  digest: z.string().max(100),
  pending: z.int().nonnegative(),
});

/**
 * Asks for what waits and asks for a sync when anything arrived. Throws when nothing arrived although positions
 * wait (the endpoint is down or slow), so the queue tries again later. Null when the step is off.
 */
export async function runPlacesBackfill(options: {
  dataDir: string;
  budgetMs?: number;
  settings?: Parameters<typeof backfillPlaces>[0]['settings'];
  log?: (line: string) => void;
}): Promise<PlacesReport | null> {
  const report = await backfillPlaces({
    dataDir: options.dataDir,
    settings: options.settings,
    budgetMs: options.budgetMs ?? BACKFILL_BUDGET_MS,
    log: options.log,
  });
  if (!report) return null;
  const arrived = report.requests - report.failed;
  if (arrived > 0) requestSync({ sync: true, dataDir: options.dataDir, by: PLACES_BACKFILL });
  if (report.pending > 0 && arrived === 0)
    throw new Error(
      `no position answered, ${report.pending} waiting: ${report.error ?? 'Overpass did not answer in time'}`,
    );
  return report;
}

export const placesBackfillJob: JobDefinition<z.infer<typeof backfillPayload>, Context> = {
  name: PLACES_BACKFILL,
  payload: backfillPayload,
  // An endpoint that is down gets about half a day: 5, 10, 20, 40 minutes, then hourly.
  retry: { attempts: 12, baseDelayMs: 5 * 60_000, maxDelayMs: 3_600_000 },
  timeoutMs: 30 * 60_000,
  async run(_payload, context) {
    await runPlacesBackfill({ dataDir: context.config.dataDir, log: (line) => context.log(`[places] ${line}`) });
  },
};

/** Queued by the listing-sync job after a sync that left positions without an answer. */
export async function queuePlacesBackfill(
  queue: JobQueue,
  places: Pick<PlacesReport, 'pending'> | undefined,
  digest: string | null,
): Promise<boolean> {
  if (!places || places.pending === 0 || !digest) return false;
  return queue.enqueue(
    PLACES_BACKFILL,
    { digest, pending: places.pending },
    { key: `${PLACES_BACKFILL}:${digest}:${places.pending}` },
  );
}
