/** How often and how late a failed job is tried again. Pure, so both engines and the tests share one rule. */

export interface RetryPolicy {
  /** Runs in all, the first included; after the last failed one the job is kept as failed. */
  attempts: number;
  /** Wait before the second run; each further run waits twice as long as the one before. */
  baseDelayMs: number;
  /** No wait is longer than this. */
  maxDelayMs: number;
}

/**
 * A mail waits out an SMTP outage of about a day: 30 s, 1, 2, 4, 8, 16, 32 min, then every hour, 30 runs in all.
 */
export const DEFAULT_RETRY: RetryPolicy = { attempts: 30, baseDelayMs: 30_000, maxDelayMs: 3_600_000 };

/** The wait after the `attempt`-th run failed (1-based), or null when no run is left. */
export function retryDelayMs(policy: RetryPolicy, attempt: number): number | null {
  if (attempt >= policy.attempts) return null;
  const exponent = Math.min(attempt - 1, 30);
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** exponent);
}
