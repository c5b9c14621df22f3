/**
 * The pictures' thumbnails after a sync: the sync stores each new picture's original and its difference hash but
 * leaves the WebP thumbnail (most of a picture's cost) to the `media-thumbnails` job, which the listing-sync job
 * and `npm run sync` queue once per snapshot. Until the job has made a thumbnail, the server makes it when it is first asked for
 * (src/server/http/server.ts), so no page shows a missing picture.
 */
import { z } from 'zod';
import { makeMissingThumbnails } from '../../import/media';
import type { JobDefinition, JobQueue } from '../../platform/queue/queue';
import type { Context } from '../context';

export const MEDIA_THUMBNAILS = 'media-thumbnails';

const thumbnailsPayload = z.object({
  /** The snapshot after whose sync the job was queued (the job makes whatever the media index lacks). */
  digest: z.string().max(100),
});

export const mediaThumbnailsJob: JobDefinition<z.infer<typeof thumbnailsPayload>, Context> = {
  name: MEDIA_THUMBNAILS,
  payload: thumbnailsPayload,
  // A run cut short keeps what it made; the next attempt makes the rest.
  retry: { attempts: 3, baseDelayMs: 60_000, maxDelayMs: 600_000 },
  // 131,000 pictures take some 22 minutes of CPU one at a time.
  timeoutMs: 60 * 60_000,
  async run(_payload, context) {
    await makeMissingThumbnails(context.config.dataDir, { log: (line) => context.log(`[thumbnails] ${line}`) });
  },
};

/** Queued once per snapshot: by the listing-sync job, and by `npm run sync` (src/cli/sync-thumbnails.ts). */
export async function queueThumbnails(queue: JobQueue, digest: string | null): Promise<boolean> {
  if (!digest) return false;
  return queue.enqueue(MEDIA_THUMBNAILS, { digest }, { key: `${MEDIA_THUMBNAILS}:${digest}` });
}
