/**
 * Connecting to PostgreSQL for a long piece of work (a build's render on the job queue, a render worker), where a
 * slow connection must not fail the work: on a loaded machine (the build's coordinator at nice 19 beside four busy
 * render processes) a connection took longer than the server's 5 s. The work tries again with backoff, a bounded
 * number of times, while the database is unavailable (./failures.ts: refused, timed out, starting up, too many
 * connections); any other error (a wrong password, a database that does not exist, a failed migration) fails at
 * once. Either way the error names the database it could not connect to, without the password.
 */
import { retryDelayMs, type RetryPolicy } from '../queue/backoff';
import { isDatabaseUnavailable } from './failures';

export interface ConnectRetry {
  /** Tries in all, the first included. */
  attempts: number;
  /** How long each try waits for a connection (pg's connectionTimeoutMillis), for the error message. */
  timeoutMs: number;
  /** Wait before the second try, doubled before each further one (default 1 s). */
  baseDelayMs?: number;
  /** No wait longer than this (default 15 s). */
  maxDelayMs?: number;
}

/** `user@host:port/database` of a connection string, without its password; the string itself if it is no URL. */
export function databaseLabel(url: string): string {
  try {
    const u = new URL(url);
    const user = u.username ? `${decodeURIComponent(u.username)}@` : '';
    const host = u.host || u.searchParams.get('host') || 'localhost';
    return `${user}${host}${u.pathname && u.pathname !== '/' ? u.pathname : ''}`;
  } catch {
    // A libpq keyword string: everything but the password.
    return url.replace(/\s*password\s*=\s*\S+/gi, '').trim();
  }
}

/** An error's message; an AggregateError (pg trying each address of a host) has none of its own. */
function errorMessage(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  if (err.message) return err.message;
  const inner = err instanceof AggregateError ? (err.errors as unknown[]).find((e) => e instanceof Error) : undefined;
  return inner instanceof Error ? inner.message : ((err as { code?: string }).code ?? err.name);
}

/**
 * `connect()` until it succeeds, again after a wait while the database is unavailable, at most `retry.attempts`
 * times. `what` names what connects ("the build's render queue"); `log` hears each failed try that is tried again.
 */
export async function connectWithRetry<T>(
  what: string,
  url: string,
  retry: ConnectRetry,
  connect: () => Promise<T>,
  log: (line: string) => void = (line) => console.warn(line),
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  const policy: RetryPolicy = {
    attempts: retry.attempts,
    baseDelayMs: retry.baseDelayMs ?? 1_000,
    maxDelayMs: retry.maxDelayMs ?? 15_000,
  };
  const where = `PostgreSQL at ${databaseLabel(url)}`;
  for (let attempt = 1; ; attempt++) {
    try {
      return await connect();
    } catch (err) {
      const message = errorMessage(err);
      if (!isDatabaseUnavailable(err)) throw new Error(`${what} could not use ${where}: ${message}`, { cause: err });
      const delay = retryDelayMs(policy, attempt);
      if (delay === null)
        throw new Error(
          `${what} could not connect to ${where} in ${attempt} ${attempt === 1 ? 'try' : 'tries'}, each waiting up to ${retry.timeoutMs / 1000} s for a connection (QUEUE_CONNECT_TIMEOUT_MS, QUEUE_CONNECT_ATTEMPTS): ${message}`,
          { cause: err },
        );
      log(
        `${what}: ${where} did not answer (${message}); trying again in ${delay / 1000} s (try ${attempt + 1} of ${retry.attempts})`,
      );
      await wait(delay);
    }
  }
}
