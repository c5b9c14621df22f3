/**
 * Toast rules: one toast at a time, and a dismissed toast stays in the list for
 * 1,000,000 ms before it is removed (the original app's constant, kept exactly so behaviour stays the same). With a limit of one, a new toast
 * replaces the shown one at once, so the long removal delay never keeps anything on screen.
 * Pure reducer: the store (src/client/stores/toast.ts) owns the timers, the Toaster renders.
 */

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
/** How long a toast stays open when the caller names no duration (the common default of toast libraries). */
export const DEFAULT_TOAST_DURATION = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds until the toast closes by itself. */
  duration?: number;
}

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  open: boolean;
}

export type ToastAction =
  { type: 'add'; toast: Toast } | { type: 'dismiss'; id?: string } | { type: 'remove'; id?: string };

export function createToast(id: string, input: ToastInput): Toast {
  const duration =
    input.duration !== undefined && Number.isFinite(input.duration) && input.duration > 0
      ? input.duration
      : DEFAULT_TOAST_DURATION;
  return {
    id,
    title: input.title,
    ...(input.description ? { description: input.description } : {}),
    variant: input.variant === 'destructive' ? 'destructive' : 'default',
    duration,
    open: true,
  };
}

/** Newest first, cut to the limit. Dismiss closes (one or all); remove drops (one or all). */
export function toastReducer(state: readonly Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'dismiss':
      return state.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t));
    case 'remove':
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}
