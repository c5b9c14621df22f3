/** The serving process's heap limit: sized by the snapshot's listings, at least the floor, an operator's own kept. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_HEAP_MIN_MB, apiHeapMb, hasHeapLimit, heapFlags, snapshotListingCount } from '../../src/cli/heap';

describe('the serving heap limit', () => {
  it('is the floor for small catalogs and grows by 2 KB per listing over a base of 192 MB', () => {
    expect(apiHeapMb(0)).toBe(API_HEAP_MIN_MB);
    expect(apiHeapMb(1000)).toBe(API_HEAP_MIN_MB);
    expect(apiHeapMb(100_000)).toBe(192 + Math.ceil((100_000 * 2) / 1024));
    expect(apiHeapMb(100_000)).toBe(388);
  });

  it('takes a configured limit as it is, 0 for none', () => {
    expect(apiHeapMb(100_000, 600)).toBe(600);
    expect(apiHeapMb(100_000, 0)).toBe(0);
  });

  it('sees a limit given on the command line or in NODE_OPTIONS', () => {
    expect(hasHeapLimit(['--max-old-space-size=512'])).toBe(true);
    expect(hasHeapLimit(['--enable-source-maps --max-old-space-size 4096'])).toBe(true);
    expect(hasHeapLimit(['--import', 'tsx', ''])).toBe(false);
    expect(hasHeapLimit(['--max-old-space-size-typo=1'])).toBe(false);
  });

  it('bounds the young generation with the old one, unless the options bound it themselves', () => {
    expect(heapFlags(388)).toEqual(['--max-old-space-size=388', '--max-semi-space-size=16']);
    expect(heapFlags(388, ['--max-semi-space-size=64'])).toEqual(['--max-old-space-size=388']);
  });

  it("counts the snapshot's listings from meta.json, 0 without one", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-heap-'));
    try {
      expect(snapshotListingCount(dir)).toBe(0);
      fs.mkdirSync(path.join(dir, 'snapshot'));
      fs.writeFileSync(path.join(dir, 'snapshot', 'meta.json'), JSON.stringify({ counts: { properties: 100_000 } }));
      expect(snapshotListingCount(dir)).toBe(100_000);
      fs.writeFileSync(path.join(dir, 'snapshot', 'meta.json'), '{"counts":');
      expect(snapshotListingCount(dir)).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
