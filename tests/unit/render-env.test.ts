/** What a render process is started with beside the build's environment: the native allocators' settings. */
import { describe, expect, it } from 'vitest';
import { allocatorEnv, RENDER_ALLOCATOR_ENV, renderProcessEnv } from '../../src/build/render-env';

describe("the render process's allocator settings", () => {
  it('return freed native memory: the bundler’s allocator without delay, two glibc arenas for all threads', () => {
    expect(allocatorEnv({})).toEqual({ MIMALLOC_PURGE_DELAY: '0', MALLOC_ARENA_MAX: '2' });
  });

  it("keep the operator's own settings, even an empty one", () => {
    expect(allocatorEnv({ MALLOC_ARENA_MAX: '8' })).toEqual({ MIMALLOC_PURGE_DELAY: '0' });
    expect(allocatorEnv({ MALLOC_ARENA_MAX: '8', MIMALLOC_PURGE_DELAY: '' })).toEqual({});
    expect(allocatorEnv({ ...RENDER_ALLOCATOR_ENV })).toEqual({});
  });

  it('are among the variables a render process gets', () => {
    const vars = renderProcessEnv({
      outDir: '/b/x',
      reuseFrom: null,
      notesDir: '/b/x',
      buildTime: '2026-11-29T12:00:00.000Z',
      nodeOptions: undefined,
      heapMb: 1024,
    });
    for (const [k, v] of Object.entries(allocatorEnv())) expect(vars[k]).toBe(v);
    expect(vars.NODE_OPTIONS).toBe('--max-old-space-size=1024');
  });
});
