/**
 * What kind of failure an error from the database or the disk is, in one place for every caller (the API's error
 * handler, readiness, the pools' listeners): either the database cannot be reached for now (it restarts, fails
 * over, refuses connections), or nothing more can be stored (the disk or the database's volume is full). Both are
 * the operator's to fix and pass without a code change, so a request that meets one is answered 503 with
 * Retry-After rather than 500, and the process keeps running.
 */

export type StoreFailure = 'unavailable' | 'full';

/**
 * PostgreSQL's codes for a server that went away or is not there yet: class 08 (connection exception), 57P01
 * admin_shutdown (restart, `pg_ctl stop -m fast`), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up,
 * in recovery), 53300 too_many_connections (a failover's burst of reconnects).
 */
const PG_UNAVAILABLE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** PostgreSQL's 53100 disk_full. */
const PG_FULL = '53100';
/** The socket's errors when the server is gone or unreachable. */
const NET_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** The file system's errors when nothing more can be written: no space, the quota used up. */
const FS_FULL = new Set(['ENOSPC', 'EDQUOT']);
/** SQLite's result code SQLITE_FULL (13): "database or disk is full". */
const SQLITE_FULL = 13;
/**
 * node-postgres's messages for a connection that ended under it or could not be made in time: a pool's "timeout
 * exceeded when trying to connect", a single client's "timeout expired" (its connectionTimeoutMillis, no code).
 */
const PG_CLIENT_GONE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection timeout|timeout expired$)/i;

interface ErrorLike {
  code?: unknown;
  errcode?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The error and those it wraps (`cause`, an AggregateError's `errors`), a few levels deep. */
function* chain(err: unknown, depth = 0): Generator<ErrorLike> {
  if (!err || typeof err !== 'object' || depth > 4) return;
  const e = err as ErrorLike;
  yield e;
  yield* chain(e.cause, depth + 1);
  if (Array.isArray(e.errors)) for (const inner of e.errors) yield* chain(inner, depth + 1);
}

function classifyOne(e: ErrorLike): StoreFailure | null {
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  if (FS_FULL.has(code) || code === PG_FULL) return 'full';
  if (e.errcode === SQLITE_FULL || /database or disk is full/i.test(message)) return 'full';
  if (PG_UNAVAILABLE.test(code) || NET_UNAVAILABLE.has(code)) return 'unavailable';
  if (PG_CLIENT_GONE.test(message)) return 'unavailable';
  return null;
}

/** 'unavailable' or 'full' when the error is one of those passing failures, else null (a fault of ours). */
export function storeFailure(err: unknown): StoreFailure | null {
  for (const e of chain(err)) {
    const kind = classifyOne(e);
    if (kind) return kind;
  }
  return null;
}

export const isDatabaseUnavailable = (err: unknown): boolean => storeFailure(err) === 'unavailable';
export const isStorageFull = (err: unknown): boolean => storeFailure(err) === 'full';

/**
 * A logger that says an outage once, not once per request or pool client: the first failure is logged, the rest
 * are counted until `recovered()` reports how many there were.
 */
export function outageLog(what: string, log: (line: string) => void = (l) => console.error(l)) {
  let failures = 0;
  return {
    failed(err: unknown): void {
      if (failures++ === 0) log(`[${what}] ${err instanceof Error ? err.message : String(err)}`);
    },
    recovered(): void {
      if (failures === 0) return;
      log(`[${what}] back after ${failures} failure${failures === 1 ? '' : 's'}`);
      failures = 0;
    },
  };
}
