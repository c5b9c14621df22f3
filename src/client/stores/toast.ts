/**
 * The toast queue (one at a time, removed 1,000,000 ms after dismissal: src/domain/toast.ts). Any module calls
 * `toast({...})`; the Toaster (src/components/visitor/Toaster.astro) renders the store. The auto-close timer can
 * be paused while the visitor hovers or focuses the toast, so a text is never taken away mid-read.
 */
import { atom } from 'nanostores';
import {
  createToast,
  TOAST_REMOVE_DELAY,
  toastReducer,
  type Toast,
  type ToastAction,
  type ToastInput,
} from '../../domain/toast';

export const $toasts = atom<Toast[]>([]);

const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
const closeTimers = new Map<
  string,
  { timer: ReturnType<typeof setTimeout> | null; remaining: number; startedAt: number }
>();
let counter = 0;

function dispatch(action: ToastAction): void {
  $toasts.set(toastReducer($toasts.get(), action));
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY),
  );
}

function startClose(id: string, ms: number): void {
  const timer = setTimeout(() => dismissToast(id), ms);
  closeTimers.set(id, { timer, remaining: ms, startedAt: Date.now() });
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `t${counter}`;
  const next = createToast(id, input);
  // A toast pushed out by the limit is gone already; its close timer must not fire on the new one.
  for (const old of $toasts.get()) clearClose(old.id);
  dispatch({ type: 'add', toast: next });
  startClose(id, next.duration);
  return { id, dismiss: () => dismissToast(id) };
}

function clearClose(id: string): void {
  const c = closeTimers.get(id);
  if (c?.timer) clearTimeout(c.timer);
  closeTimers.delete(id);
}

/** Closes one toast (or all); it is removed from the list TOAST_REMOVE_DELAY later. */
export function dismissToast(id?: string): void {
  const ids = id === undefined ? $toasts.get().map((t) => t.id) : [id];
  for (const one of ids) {
    clearClose(one);
    scheduleRemoval(one);
  }
  dispatch({ type: 'dismiss', id });
}

export function pauseToast(id: string): void {
  const c = closeTimers.get(id);
  if (!c?.timer) return;
  clearTimeout(c.timer);
  c.timer = null;
  c.remaining = Math.max(0, c.remaining - (Date.now() - c.startedAt));
}

export function resumeToast(id: string): void {
  const c = closeTimers.get(id);
  if (!c || c.timer) return;
  startClose(id, c.remaining);
}
