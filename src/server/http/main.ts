/**
 * The API and the site on one port: serves the live build and the API on PORT (default 4321) and HOST (default
 * localhost), after the features' start-up checks (the Web Push keys exist, a missing browser for exposés is named
 * once). The job worker is not this module's: `npm run serve` and `npm start` run it beside (src/cli/serve.ts).
 */
import { createPortalServer } from './server';
import { loadConfig } from '../../platform/config';
import { env } from '../../config/env';
import { startFeatures } from '../../features/index';
import { closeServer } from './shutdown';

export async function listen(): Promise<{ url: string; close: () => Promise<void> }> {
  const config = loadConfig();
  const { PORT: port, HOST: host, LOG_REQUESTS, SHUTDOWN_GRACE_MS } = env();
  const server = createPortalServer({
    log: LOG_REQUESTS ? (l) => console.log(l) : undefined,
    https: config.siteUrl.startsWith('https:'),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  startFeatures(config);
  return {
    url: `http://${host}:${port}`,
    /** Stops accepting at once; requests in flight get SHUTDOWN_GRACE_MS before their connections are closed. */
    close: () => closeServer(server, SHUTDOWN_GRACE_MS),
  };
}
