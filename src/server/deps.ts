/**
 * The API's context, built once per process (or per test file) through the features' registry: the same context
 * a worker gets, with the listing snapshot loaded into the properties table before the first request. Passing it
 * into `createApp` keeps the app free of globals, so tests run it in-process against their own database.
 */
import type { Config } from '../platform/config';
import { openContext, type Context, type ContextOptions } from '../features/index';

export async function createApiContext(config: Config, options: ContextOptions = {}): Promise<Context> {
  const ctx = await openContext(config, options);
  try {
    await ctx.services.snapshot.refresh();
  } catch (err) {
    // The API still serves accounts and favourites; listings come with the next good snapshot.
    console.error('[snapshot] initial load failed:', err);
  }
  return ctx;
}
