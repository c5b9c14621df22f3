import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, retryDelayMs } from '~/platform/queue/backoff';

describe('job retry backoff', () => {
  it('doubles the wait after each failed run, up to the cap', () => {
    const policy = { attempts: 6, baseDelayMs: 30_000, maxDelayMs: 100_000 };
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(policy, n))).toEqual([30_000, 60_000, 100_000, 100_000, 100_000]);
  });

  it('stops after the last run', () => {
    expect(retryDelayMs({ attempts: 3, baseDelayMs: 1000, maxDelayMs: 1000 }, 3)).toBeNull();
    expect(retryDelayMs({ attempts: 1, baseDelayMs: 1000, maxDelayMs: 1000 }, 1)).toBeNull();
  });

  it('lets a mail wait out an SMTP outage of about a day', () => {
    let total = 0;
    for (let attempt = 1; attempt < DEFAULT_RETRY.attempts; attempt++) total += retryDelayMs(DEFAULT_RETRY, attempt)!;
    expect(total).toBeGreaterThan(20 * 3_600_000);
    expect(total).toBeLessThan(30 * 3_600_000);
  });
});
