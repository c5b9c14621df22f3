import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeldInput, trackHeldInput } from '~/islands/search/held-input';

describe('HeldInput: work that waits for the release of the key or button that made a change', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    vi.useFakeTimers();
    now = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('runs at once when nothing is held', () => {
    const h = new HeldInput(1000, clock);
    const run = vi.fn();
    h.whenReleased(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the release of every key and button held, then runs once', () => {
    const h = new HeldInput(1000, clock);
    const run = vi.fn();
    h.press('key:ArrowDown');
    h.press('pointer:1');
    h.whenReleased(run);
    h.release('key:ArrowDown');
    expect(run).not.toHaveBeenCalled();
    h.release('pointer:1');
    expect(run).toHaveBeenCalledTimes(1);
    h.press('pointer:1');
    h.release('pointer:1');
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a key held past the limit (auto-repeat, a lost release) holds nothing back any longer', () => {
    const h = new HeldInput(1000, clock);
    const run = vi.fn();
    h.press('key:ArrowDown');
    now = 400;
    h.whenReleased(run);
    vi.advanceTimersByTime(599);
    expect(run).not.toHaveBeenCalled();
    now = 1000;
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    h.whenReleased(late); // still pressed, but for longer than the limit
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('a cancelled wait never runs; a reset (focus left the page) runs the others', () => {
    const h = new HeldInput(1000, clock);
    const cancelled = vi.fn();
    const other = vi.fn();
    h.press('pointer:1');
    h.whenReleased(cancelled)();
    h.whenReleased(other);
    h.reset();
    vi.advanceTimersByTime(2000);
    expect(cancelled).not.toHaveBeenCalled();
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('follows key and pointer events of a window, and only the window’s own blur', () => {
    const listeners = new Map<string, (e: Event) => void>();
    const win = {
      addEventListener: (type: string, fn: (e: Event) => void) => listeners.set(type, fn),
      removeEventListener: (type: string) => listeners.delete(type),
    } as unknown as Window;
    const h = new HeldInput(1000, clock);
    const stop = trackHeldInput(win, h);
    listeners.get('keydown')!({ code: 'ArrowDown' } as unknown as Event);
    expect(h.holding).toBe(true);
    listeners.get('blur')!({ target: {} } as unknown as Event); // an element's blur
    expect(h.holding).toBe(true);
    listeners.get('keyup')!({ code: 'ArrowDown' } as unknown as Event);
    expect(h.holding).toBe(false);
    listeners.get('pointerdown')!({ pointerId: 1 } as unknown as Event);
    listeners.get('blur')!({ target: win } as unknown as Event);
    expect(h.holding).toBe(false);
    stop();
    expect(listeners.size).toBe(0);
  });
});
