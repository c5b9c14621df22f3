/**
 * The API's context, built once per process (or per test file) through the features' registry: the same context
 * a worker gets, with the listing snapshot loaded into the properties table before the first request (or, for the
 * process's own API, beside the first requests: see ApiStart). Passing it into `createApp` keeps the app free of
 * globals, so tests run it in-process against their own database.
 */
import type { Config } from '../platform/config';
import { openContext, type Context, type ContextOptions } from '../features/index';

export interface ApiStart {
  /**
   * Start answering before the listings are loaded (the process's own API): the load runs beside the requests,
   * and `listingsLoaded` says when it is done. Otherwise (tests, benchmarks) the context comes with them loaded.
   */
  listingsInBackground?: boolean;
}

/** The context and the initial load of the listings (done, unless started in the background). */
export async function startApiContext(
  config: Config,
  options: ContextOptions = {},
  start: ApiStart = {},
): Promise<{ ctx: Context; listingsLoaded: Promise<void> }> {
  const ctx = await openContext(config, options);
  const listingsLoaded = ctx.services.snapshot.refresh().then(
    () => undefined,
    // The API still serves accounts and favourites; listings come with the next good snapshot.
    (err: unknown) => console.error('[snapshot] initial load failed:', err),
  );
  if (!start.listingsInBackground) await listingsLoaded;
  return { ctx, listingsLoaded };
}

export async function createApiContext(config: Config, options: ContextOptions = {}): Promise<Context> {
  return (await startApiContext(config, options)).ctx;
}
