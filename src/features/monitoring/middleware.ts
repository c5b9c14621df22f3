/**
 * Two API middlewares. One records every answer with status 5xx (and so every unhandled error, which the error
 * handler turns into a 500) with its route pattern, status, message and time. The other measures each request's
 * duration into an in-memory histogram per route and hour, added to the database once a minute: the database
 * sees one upsert per route and minute at most, never a row per request.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../../platform/context';
import type { DB } from '../db';
import { BUCKET_COUNT, bucketOf } from './histogram';
import { addLatency, recordApiError, type HistogramDelta } from './repository';

const HOUR = 3_600_000;

/** The pattern of the route that answered (`/api/admin/leads/:id`), or `(unmatched)` for a 404 of no route. */
export function routeOf(c: Context<AppEnv>): string {
  const routes = matchedRoutes(c).filter((r) => r.method !== 'ALL');
  return routes.at(-1)?.path ?? '(unmatched)';
}

export interface LatencyRecorder {
  add(key: { method: string; route: string }, ms: number, at: number): void;
  /** Writes what was measured so far (also on a timer and on close). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createLatencyRecorder(
  db: Kysely<DB>,
  options: { flushMs?: number; log?: (line: string) => void } = {},
): LatencyRecorder {
  const log = options.log ?? ((l: string) => console.error(`[monitoring] ${l}`));
  let pending = new Map<string, { key: { hour: number; method: string; route: string }; d: HistogramDelta }>();
  let flushing: Promise<void> = Promise.resolve();
  const flush = () => {
    const batch = pending;
    pending = new Map();
    flushing = flushing.then(async () => {
      for (const { key, d } of batch.values()) {
        try {
          await addLatency(db, key, d);
        } catch (err) {
          log(`could not store API latency: ${(err as Error).message}`);
        }
      }
    });
    return flushing;
  };
  const timer = setInterval(() => void flush(), options.flushMs ?? 60_000);
  timer.unref();
  return {
    add({ method, route }, ms, at) {
      const hour = Math.floor(at / HOUR) * HOUR;
      const id = `${hour}|${method}|${route}`;
      let entry = pending.get(id);
      if (!entry) {
        // A flood of distinct routes cannot grow the buffer without bound: write early instead.
        if (pending.size >= 1000) void flush();
        entry = { key: { hour, method, route }, d: { n: 0, sum: 0, counts: new Array(BUCKET_COUNT).fill(0) } };
        pending.set(id, entry);
      }
      entry.d.n++;
      entry.d.sum += ms;
      entry.d.counts[bucketOf(ms, 'ms')]!++;
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

export function monitorRequests(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const { database, latency, now } = c.get('deps');
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
