/**
 * An in-memory fixed-window counter per key, for limits of this one process (pages rendered on request). The
 * API's limits live in the database so several processes share them; a page render is cheap enough that a
 * per-process bound suffices to keep one client from monopolising the CPU.
 */
export interface WindowLimit {
  limit: number;
  windowMs: number;
}

export interface WindowLimiter {
  /** Counts one hit; returns null when allowed, else the seconds until the window ends. */
  hit(key: string): number | null;
}

/** Windows kept at most; beyond it, ended windows are dropped, and if that is not enough, the oldest. */
const MAX_KEYS = 10_000;

export function createWindowLimiter(rule: WindowLimit, now: () => number = Date.now): WindowLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  // A window is (re)inserted when it starts, so the map's order is the order of window starts: ended windows
  // sit at the front, and pruning stops at the first one still running.
  function prune(at: number) {
    for (const [key, w] of windows) {
      if (w.start + rule.windowMs > at && windows.size < MAX_KEYS) break;
      windows.delete(key);
    }
  }
  return {
    hit(key) {
      const at = now();
      let w = windows.get(key);
      if (!w || w.start + rule.windowMs <= at) {
        if (!w && windows.size >= MAX_KEYS) prune(at);
        windows.delete(key);
        w = { start: at, count: 0 };
        windows.set(key, w);
      }
      w.count++;
      if (w.count <= rule.limit) return null;
      return Math.max(1, Math.ceil((w.start + rule.windowMs - at) / 1000));
    },
  };
}
