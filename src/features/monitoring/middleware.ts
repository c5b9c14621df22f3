/**
 * The API's request monitoring: every answer with status 5xx (and so every unhandled error, which the error
 * handler turns into a 500) is recorded with its route pattern, status, message and time, and each request's
 * duration goes to the process's latency recorder (./latency.ts).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../context';
import { recordApiError } from './repository';

/** The pattern of the route that answered (`/api/admin/leads/:id`), or `(unmatched)` for a 404 of no route. */
export function routeOf(c: Context<AppEnv>): string {
  const routes = matchedRoutes(c).filter((r) => r.method !== 'ALL');
  return routes.at(-1)?.path ?? '(unmatched)';
}

export function monitorRequests(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const {
      database,
      now,
      services: { latency },
    } = c.get('ctx');
    const route = routeOf(c);
    latency.add({ method: c.req.method, route }, performance.now() - started, now());
    if (c.res.status >= 500) {
      const message = c.error ? `${c.error.name}: ${c.error.message}` : c.res.statusText || `HTTP ${c.res.status}`;
      try {
        await recordApiError(database.db, { at: now(), method: c.req.method, route, status: c.res.status, message });
      } catch (err) {
        // The database may be what failed; the answer goes out all the same.
        console.error(`[monitoring] could not record an API error: ${(err as Error).message}`);
      }
    }
  };
}
