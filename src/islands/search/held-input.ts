/**
 * The keys and buttons the visitor is holding down. A filter changes on the press (a select's arrow key, a
 * radio's click) and the release follows about 100 ms later as part of the same interaction; work that can wait
 * (the rest of a result page, the listings' titles and pictures) waits for that release, because done sooner it
 * would hold up the frame that answers it. A key or button held longer than `maxHoldMs` (auto-repeat, a release
 * the page never saw) stops holding anything back.
 */
export class HeldInput {
  private readonly held = new Set<string>();
  private readonly waiting = new Set<() => void>();
  private since = 0;

  constructor(
    private readonly maxHoldMs = 1000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  press(id: string): void {
    if (!this.held.size) this.since = this.now();
    this.held.add(id);
  }

  release(id: string): void {
    this.held.delete(id);
    if (!this.held.size) this.flush();
  }

  /** Focus left the page: whatever was held, its release will not arrive here. */
  reset(): void {
    this.held.clear();
    this.flush();
  }

  get holding(): boolean {
    return this.held.size > 0 && this.now() - this.since < this.maxHoldMs;
  }

  /** Runs `run` at once when nothing is held, else on the release (at the latest `maxHoldMs` after the press). */
  whenReleased(run: () => void): () => void {
    if (!this.holding) {
      run();
      return () => {};
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const once = () => {
      clearTimeout(timer);
      if (this.waiting.delete(once)) run();
    };
    this.waiting.add(once);
    timer = setTimeout(once, Math.max(0, this.maxHoldMs - (this.now() - this.since)));
    return () => {
      clearTimeout(timer);
      this.waiting.delete(once);
    };
  }

  private flush(): void {
    for (const run of [...this.waiting]) run();
  }
}

/** The page's one tracker, fed by `trackHeldInput`. */
export const heldInput = new HeldInput();

/** Follows the page's key and pointer presses; returns the function that stops following them. */
export function trackHeldInput(win: Window, tracker: HeldInput = heldInput): () => void {
  const on: [string, (e: Event) => void][] = [
    ['keydown', (e) => tracker.press(`key:${(e as KeyboardEvent).code}`)],
    ['keyup', (e) => tracker.release(`key:${(e as KeyboardEvent).code}`)],
    ['pointerdown', (e) => tracker.press(`pointer:${(e as PointerEvent).pointerId}`)],
    ['pointerup', (e) => tracker.release(`pointer:${(e as PointerEvent).pointerId}`)],
    ['pointercancel', (e) => tracker.release(`pointer:${(e as PointerEvent).pointerId}`)],
    // The window's own blur only (a capturing listener also sees every element's).
    [
      'blur',
      (e) => {
        if (e.target === win) tracker.reset();
      },
    ],
  ];
  for (const [type, fn] of on) win.addEventListener(type, fn, { capture: true, passive: true });
  return () => {
    for (const [type, fn] of on) win.removeEventListener(type, fn, { capture: true });
  };
}
