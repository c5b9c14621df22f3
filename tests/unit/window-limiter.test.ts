import { describe, expect, it } from 'vitest';
import { createWindowLimiter } from '~/server/http/window-limiter';

describe('in-memory window limiter', () => {
  it('allows the limit per key and window, then says how long to wait', () => {
    let now = 0;
    const limiter = createWindowLimiter({ limit: 2, windowMs: 10_000 }, () => now);
    expect(limiter.hit('a')).toBeNull();
    expect(limiter.hit('a')).toBeNull();
    expect(limiter.hit('b')).toBeNull();
    now = 2_500;
    expect(limiter.hit('a')).toBe(8);
    now = 10_000;
    expect(limiter.hit('a')).toBeNull();
  });

  it('keeps a bounded number of keys', () => {
    let now = 0;
    const limiter = createWindowLimiter({ limit: 1, windowMs: 60_000 }, () => now);
    for (let i = 0; i < 20_000; i++) limiter.hit(`k${i}`);
    now = 1;
    // The newest keys are still counted; the oldest were dropped to make room.
    expect(limiter.hit('k19999')).not.toBeNull();
    expect(limiter.hit('k0')).toBeNull();
  });
});
