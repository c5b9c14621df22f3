/**
 * How the render process hands each written file to the thread that compresses and notes it
 * (src/build/rendered-pages-integration.ts): pages as a copy, large files by their name, and never more than a
 * bounded number of files and bytes waiting.
 */
import { describe, expect, it } from 'vitest';
import { BY_NAME_BYTES, handOverBy, mustWait, QUEUED, QUEUED_BYTES } from '../../src/build/rendered-pages-integration';

const MB = 2 ** 20;

describe('the handover of written files', () => {
  it('copies pages and hands large files (sitemaps, search data) over by their name', () => {
    expect(handOverBy(110 * 1024)).toBe('copy');
    expect(handOverBy(BY_NAME_BYTES - 1)).toBe('copy');
    expect(handOverBy(BY_NAME_BYTES)).toBe('name');
    expect(handOverBy(11 * MB)).toBe('name');
  });

  it('lets a file through while fewer than QUEUED files and QUEUED_BYTES bytes wait', () => {
    expect(mustWait(0, 0, 110 * 1024)).toBe(false);
    expect(mustWait(QUEUED - 1, (QUEUED - 1) * 110 * 1024, 110 * 1024)).toBe(false);
    expect(mustWait(QUEUED, QUEUED * 1024, 1024)).toBe(true);
  });

  it('holds a file back that would take the waiting bytes past QUEUED_BYTES, but never the only one', () => {
    expect(mustWait(1, 11 * MB, 11 * MB)).toBe(true);
    expect(mustWait(2, QUEUED_BYTES - MB, MB)).toBe(false);
    expect(mustWait(2, QUEUED_BYTES - MB, MB + 1)).toBe(true);
    // a file larger than the bound alone goes when nothing else waits
    expect(mustWait(0, 0, 4 * QUEUED_BYTES)).toBe(false);
  });
});
