/**
 * One serving process, as `npm run serve` and `npm start` run it: the site and the API on one port, and the job
 * worker beside them (mail outbox, clean-up, the features' jobs; listing syncs where the caller can rebuild the
 * site). The API and the worker know nothing of each other; this is where they meet.
 */
import { listen } from '../server/http/main';
import { startWorker } from '../worker/worker';
import { loadConfig, mailAddressWarning } from '../platform/config';
import type { ListingSync } from '../features/index';
import { exitOnSignals } from '../server/http/shutdown';

export async function serve(
  options: { listingSync?: ListingSync } = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await listen();
  const config = loadConfig();
  // Said at every start, so that nobody sends a season's mails with links only their own machine opens.
  const warning = mailAddressWarning(config);
  if (warning) console.warn(`\n${warning}\n`);
  const worker = await startWorker(config, { listingSync: options.listingSync });
  // The server first (no new work comes in, requests in flight finish within the grace), then the worker: its
  // running jobs finish within their own timeout or go back to the queue, and the pools close.
  const close = async () => {
    await server.close();
    await worker.stop();
  };
  exitOnSignals(close);
  return { url: server.url, close };
}
