import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToast, DEFAULT_TOAST_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY, toastReducer } from '~/domain/toast';
import { $toasts, dismissToast, pauseToast, resumeToast, toast } from '~/client/stores/toast';

describe('toast rules', () => {
  it('limit is 1 and the removal delay is exactly 1,000,000 ms', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('one at a time: a new toast replaces the shown one', () => {
    const a = createToast('a', { title: 'A' });
    const b = createToast('b', { title: 'B' });
    const state = toastReducer(toastReducer([], { type: 'add', toast: a }), { type: 'add', toast: b });
    expect(state.map((t) => t.id)).toEqual(['b']);
  });

  it('dismiss closes (one or all), remove drops (one or all)', () => {
    const a = createToast('a', { title: 'A' });
    expect(toastReducer([a], { type: 'dismiss', id: 'a' })[0]!.open).toBe(false);
    expect(toastReducer([a], { type: 'dismiss', id: 'x' })[0]!.open).toBe(true);
    expect(toastReducer([a], { type: 'dismiss' })[0]!.open).toBe(false);
    expect(toastReducer([a], { type: 'remove', id: 'a' })).toEqual([]);
    expect(toastReducer([a], { type: 'remove' })).toEqual([]);
  });

  it('variant is default unless destructive; duration defaults when missing or invalid', () => {
    expect(createToast('a', { title: 'A', variant: 'destructive' }).variant).toBe('destructive');
    expect(createToast('a', { title: 'A' }).variant).toBe('default');
    expect(createToast('a', { title: 'A' }).duration).toBe(DEFAULT_TOAST_DURATION);
    expect(createToast('a', { title: 'A', duration: -1 }).duration).toBe(DEFAULT_TOAST_DURATION);
    expect(createToast('a', { title: 'A', duration: 3000 }).duration).toBe(3000);
  });
});

describe('toast store timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    dismissToast();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
  });
  afterEach(() => vi.useRealTimers());

  it('closes after its duration and is removed 1,000,000 ms after dismissal, not a millisecond earlier', () => {
    const { id } = toast({ title: 'Hallo', duration: 2000 });
    expect($toasts.get()).toMatchObject([{ id, open: true }]);
    vi.advanceTimersByTime(1999);
    expect($toasts.get()[0]!.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect($toasts.get()[0]!.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('a manual dismissal starts the same removal delay', () => {
    const t = toast({ title: 'Hallo', duration: 60_000 });
    t.dismiss();
    expect($toasts.get()[0]!.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect($toasts.get()).toEqual([]);
  });

  it('keeps only the newest toast', () => {
    toast({ title: 'Eins' });
    toast({ title: 'Zwei' });
    expect($toasts.get().map((t) => t.title)).toEqual(['Zwei']);
  });

  it('pausing (hover, focus) holds the close timer; resuming continues with the time left', () => {
    const { id } = toast({ title: 'Hallo', duration: 2000 });
    vi.advanceTimersByTime(500);
    pauseToast(id);
    vi.advanceTimersByTime(10_000);
    expect($toasts.get()[0]!.open).toBe(true);
    resumeToast(id);
    vi.advanceTimersByTime(1499);
    expect($toasts.get()[0]!.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect($toasts.get()[0]!.open).toBe(false);
  });
});
