/**
 * `npm run serve`: serves the live build and the API on PORT (default 4321) and HOST (default localhost), with the
 * job worker beside them (mail outbox, clean-up; listing syncs where the caller can rebuild).
 */
import { createPortalServer } from './server';
import { loadConfig } from '../platform/config';
import { startWorker } from '../../jobs/worker';
import type { ListingSync } from '../../jobs/handlers/listing-sync';

export async function listen(options: { listingSync?: ListingSync } = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const config = loadConfig();
  const port = Number(process.env.PORT || 4321);
  const host = process.env.HOST || 'localhost';
  const server = createPortalServer({
    log: process.env.LOG_REQUESTS === '1' ? (l) => console.log(l) : undefined,
    https: config.siteUrl.startsWith('https:'),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const worker = await startWorker(config, { listingSync: options.listingSync });
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
