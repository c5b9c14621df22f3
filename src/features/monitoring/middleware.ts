/**
 * The API's request monitoring: every answer with status 5xx (and so every unhandled error, which the error
 * handler turns into a 500) is recorded with its route pattern, status, message and time, and each request's
 * duration goes to the process's latency recorder (./latency.ts).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../context';
import { isDatabaseUnavailable } from '../../platform/db/failures';
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
      const recorded = recordApiError(database.db, {
        at: now(),
        method: c.req.method,
        route,
        status: c.res.status,
        message,
      }).catch((err: unknown) => {
        // The database may be what failed; the answer goes out all the same.
        console.error(`[monitoring] could not record an API error: ${(err as Error).message}`);
      });
      // When the database is what failed, the record waits for a connection like the request did (up to the
      // connect timeout, or until the database is back): the 503 goes out at once and the record is written
      // when it can be. Any other error's answer waits for its record, so the monitoring page shows it at once.
      if (!isDatabaseUnavailable(c.error)) await recorded;
    }
  };
}
