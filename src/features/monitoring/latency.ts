/**
 * API durations: each request's duration goes into an in-memory histogram per route and hour, added to the
 * database once a minute: the database sees one upsert per route and minute at most, never a row per request.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db';
import { BUCKET_COUNT, bucketOf } from './histogram';
import { addLatency, type HistogramDelta } from './repository';

const HOUR = 3_600_000;

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
