/**
 * The pictures' thumbnails after `npm run sync` and `npm run import` from the command line. The sync stores each new picture's original
 * and leaves its WebP thumbnail to the `media-thumbnails` job (src/features/listing-sync/thumbnails.ts); the
 * listing-sync job of a running portal queues that job after each of its syncs, and the command line queues it the
 * same way, keyed by the snapshot's digest, on the portal's queue for this data folder: its SQLite file (created
 * on the first sync, as `npm start` would) or PostgreSQL with DATABASE_URL. The portal's worker makes them whenever
 * it runs (now, or at the next `npm start` / `npm run serve`); until then the server makes a missing one on request.
 * `make` makes them in this process instead (a data folder no portal works, pictures wanted before a build), `none`
 * leaves them (the listing-sync job's own sync, which queues the job itself; benchmarks that time the sync alone).
 */
import os from 'node:os';
import { loadConfig, type Config } from '../platform/config';
import type { JobDefinition } from '../platform/queue/queue';
import { mediaThumbnailsJob, queueThumbnails } from '../features/listing-sync/thumbnails';
import { makeMissingThumbnails } from '../import/media';

export type SyncThumbnails = 'queue' | 'make' | 'none';

/** The commands' flags that choose another way than the queue; null for any other argument. */
export function thumbnailsFlag(arg: string): SyncThumbnails | null {
  if (arg === '--make-thumbnails') return 'make';
  if (arg === '--no-thumbnails') return 'none';
  return null;
}

/**
 * After a command's run wrote a snapshot: the thumbnails as `mode` says, told on stdout. The run's data and exit
 * code stand whatever becomes of them: a queue that cannot be reached is told on stderr, and the server still makes
 * each missing thumbnail on request.
 */
export async function thumbnailsAfterCommand(mode: SyncThumbnails, digest: string): Promise<void> {
  try {
    console.log(await thumbnailsAfterSync(mode, { digest }));
  } catch (e) {
    console.error(
      `thumbnails: could not queue the media-thumbnails job (${e instanceof Error ? e.message : String(e)}); the server makes each missing thumbnail on request, or run npm run sync -- --make-thumbnails`,
    );
  }
}

/** What became of the thumbnails, as one line for the command's output. */
export async function thumbnailsAfterSync(
  mode: SyncThumbnails,
  options: { config?: Config; digest: string; log?: (line: string) => void },
): Promise<string> {
  const { digest } = options;
  if (mode === 'none') return 'thumbnails: left to the media-thumbnails job or the server (--no-thumbnails)';
  const config = options.config ?? loadConfig();
  if (mode === 'make') {
    const { made, failed, present } = await makeMissingThumbnails(config.dataDir, {
      concurrency: os.availableParallelism(),
      log: options.log,
    });
    return `thumbnails: ${made} made, ${failed} failed, ${present} there already`;
  }
  // The portal's database module brings every feature's, the queue's brings pg-boss: loaded only to queue, so
  // neither the sync's memory and time nor a --no-thumbnails run pays for them.
  const { connectPortalDatabase } = await import('../features/index');
  const { openJobQueue } = await import('../platform/queue/open-queue');
  const database = await connectPortalDatabase({ url: config.databaseUrl, sqliteFile: config.sqliteFile });
  try {
    const queue = await openJobQueue({
      database,
      definitions: [mediaThumbnailsJob as JobDefinition],
      databaseUrl: config.databaseUrl,
      pgBossSchema: config.pgBossSchema,
      log: () => {},
    });
    try {
      const queued = await queueThumbnails(queue, digest);
      return `thumbnails: the media-thumbnails job ${queued ? 'is queued' : 'was queued already'} for this snapshot (${queue.engine}); the portal's worker makes them`;
    } finally {
      await queue.stop();
    }
  } finally {
    await database.close();
  }
}
