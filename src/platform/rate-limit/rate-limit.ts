/**
 * Fixed-window rate limits kept in the database, so several API processes behind a load balancer share them.
 * One upsert per attempt: the window restarts when it has passed, otherwise the count goes up.
 */
import { sql } from 'kysely';
import type { RateLimitRule } from '../config';
import { ownTables, type DatabaseWith } from '../db/own-tables';
import type { RateLimitTables } from './tables';
import { ApiError } from '../errors';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

export async function hitRateLimit<D extends RateLimitTables>(
  database: DatabaseWith<D>,
  key: string,
  rule: RateLimitRule,
  now: number,
): Promise<RateLimitResult> {
  const db = ownTables<RateLimitTables>(database);
  const expiredBefore = now - rule.windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_start <= ${expiredBefore} then 1 else rate_limits.count + 1 end`,
        window_start: sql<number>`case when rate_limits.window_start <= ${expiredBefore} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  const retryAfterSeconds = Math.max(1, Math.ceil((Number(row.window_start) + rule.windowMs - now) / 1000));
  return { allowed: count <= rule.limit, count, retryAfterSeconds };
}

/** Throws 429 with Retry-After when the key is over its limit. */
export async function enforceRateLimit<D extends RateLimitTables>(
  db: DatabaseWith<D>,
  key: string,
  rule: RateLimitRule,
  now: number,
): Promise<void> {
  const result = await hitRateLimit(db, key, rule, now);
  if (!result.allowed) {
    throw new ApiError(429, 'errors.tooManyRequests', {}, { 'Retry-After': String(result.retryAfterSeconds) });
  }
}

export async function clearRateLimit<D extends RateLimitTables>(db: DatabaseWith<D>, key: string): Promise<void> {
  await ownTables<RateLimitTables>(db).deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Drops windows that ended long ago; called now and then so the table stays small. */
export async function pruneRateLimits<D extends RateLimitTables>(
  db: DatabaseWith<D>,
  now: number,
  olderThanMs = 24 * 3_600_000,
): Promise<void> {
  await ownTables<RateLimitTables>(db)
    .deleteFrom('rate_limits')
    .where('window_start', '<', now - olderThanMs)
    .execute();
}
