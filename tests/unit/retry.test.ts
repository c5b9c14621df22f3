/** Lazy loads are retried 3 times after 1, 2 and 3 seconds, then fail. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_DELAYS_MS, withRetry } from '~/client/retry';

describe('withRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits 1, 2 and 3 seconds between the attempts', () => {
    expect(RETRY_DELAYS_MS).toEqual([1000, 2000, 3000]);
  });

  it('answers at once when the first load works', async () => {
    const load = vi.fn().mockResolvedValue('ok');
    await expect(withRetry(load)).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after 1 s, then 2 s, then 3 s, and succeeds on a later attempt', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('chunk');
    const result = withRetry(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe('chunk');
  });

  it('gives up after the 4th attempt (3 retries, 6 s) with the last error', async () => {
    const load = vi.fn<() => Promise<never>>().mockImplementation(async () => {
      throw new Error(`failed ${load.mock.calls.length}`);
    });
    const result = withRetry(load);
    const settled = result.catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(5999);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(4);
    expect(((await settled) as Error).message).toBe('failed 4');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
