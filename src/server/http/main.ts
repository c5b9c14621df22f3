/**
 * `npm run serve`: serves the live build and the API on PORT (default 4321) and HOST (default localhost), with the
 * job worker beside them (mail outbox, clean-up; listing syncs where the caller can rebuild).
 */
import { createPortalServer } from './server';
import { loadConfig } from '../../platform/config';
import { startWorker } from '../../worker/worker';
import type { ListingSync } from '../../features/listing-sync/jobs';
import { env } from '../../config/env';
import { checkChromium } from '../../features/expose/engine';
import { vapidKeys } from '../../platform/push/vapid';

export async function listen(
  options: { listingSync?: ListingSync } = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const config = loadConfig();
  const { PORT: port, HOST: host, LOG_REQUESTS } = env();
  const server = createPortalServer({
    log: LOG_REQUESTS ? (l) => console.log(l) : undefined,
    https: config.siteUrl.startsWith('https:'),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const worker = await startWorker(config, { listingSync: options.listingSync });
  // The Web Push key pair exists from the first start on, before any browser subscribes with its public half.
  try {
    vapidKeys(config.dataDir);
  } catch (err) {
    console.error(`[push] no VAPID keys in ${config.dataDir}: ${(err as Error).message}; push messages wait for them`);
  }
  // Exposés need a browser: say at start (once) when there is none, not first at a visitor's request.
  checkChromium(config.chromiumPath);
  return {
    url: `http://${host}:${port}`,
    close: async () => {
      await new Promise<void>((r) => server.close(() => r()));
      await worker.stop();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  listen().then(({ url }) => console.log(`Portal läuft auf ${url}`));
}
