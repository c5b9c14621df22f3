/**
 * The price-alert dialog's behaviour, loaded on the first click of "Preisalarm" (or once the page is idle, for a
 * visitor with a stored session): guests see that an account is needed; signed-in visitors fill target, notes and
 * channels. The target is checked here with the same rules as on the server (a valid amount below the current
 * price), the server has the last word and its messages are shown as they come. Push permission is asked only
 * when the push channel is chosen.
 *
 * The visitor's alert for the listing (GET /api/price-alerts/property/:id) is shown where it exists: the button
 * reads "Preisalarm aktiv", the dialog opens with the alert filled in, saving changes it (PATCH, and switches a
 * deactivated one on again) and it can be deleted; an alert that can no longer be edited says why. A saved or
 * deleted alert closes the dialog with the server's message as a toast.
 */
// First: zod must be jitless before any schema below is built (see the module).
import '~/client/zod-jitless';
import { apiJson, fieldErrorsOf, messageOf } from '../api';
import { initAuth } from '../stores/auth';
import { toast } from '../stores/toast';
import { NOTES_MAX } from '../../domain/validation/price-alert';
import type { AlertLock } from '../../domain/price-alerts';
import { enablePush } from './push';

/** The alert as the API answers it (the fields the dialog shows). */
interface ExistingAlert {
  id: number;
  target_price: number;
  notes: string | null;
  channels: string[];
  active: boolean;
  editable: boolean;
  locked_reason: AlertLock | null;
}

/** What the button says: an alert that watches the price now is "active"; any other alert is shown in the dialog. */
export function alertButtonState(alert: ExistingAlert | null): 'none' | 'active' | 'inactive' | 'locked' {
  if (!alert) return 'none';
  if (!alert.editable) return 'locked';
  return alert.active ? 'active' : 'inactive';
}

const lockedText: Record<AlertLock, string> = {
  fired: 'textLockedFired',
  sold: 'textLockedSold',
  rented: 'textLockedRented',
  withdrawn: 'textLockedWithdrawn',
};

export function enhancePriceAlertDialog(dialog: HTMLDialogElement, link: HTMLElement | null = null): void {
  if (dialog.dataset.enhanced) return;
  dialog.dataset.enhanced = '1';
  const text = (name: string) => dialog.dataset[name] ?? '';
  const guest = dialog.querySelector<HTMLElement>('[data-price-alert-guest]');
  const unavailable = dialog.querySelector<HTMLElement>('[data-price-alert-unavailable]');
  const form = dialog.querySelector<HTMLFormElement>('[data-price-alert-form]');
  const status = dialog.querySelector<HTMLElement>('[data-price-alert-status]');
  const title = dialog.querySelector<HTMLElement>('[data-price-alert-title]');
  const price = Number(dialog.dataset.price) || null;
  const propertyId = Number(dialog.dataset.propertyId);
  /** The visitor's alert for this listing as last read or saved; null when there is none. */
  let existing: ExistingAlert | null = null;
  /** The alert the form was last filled for (null: a new one); a new alert's draft survives closing the dialog. */
  let filledFor: number | null | undefined;
  let reading: Promise<void> | null = null;

  dialog
    .querySelectorAll<HTMLButtonElement>('[data-price-alert-close]')
    .forEach((b) => b.addEventListener('click', () => dialog.close()));

  /** The button in the price box says whether an alert watches this listing. */
  function showOnButton() {
    if (!link) return;
    const state = alertButtonState(existing);
    link.dataset.alert = state;
    const label = link.querySelector<HTMLElement>('[data-price-alert-label]');
    if (label) label.textContent = (state === 'active' ? link.dataset.textActive : link.dataset.textIdle) ?? '';
  }

  /** Reads the visitor's alert for this listing (one read at a time); on a failure, what was known stays. */
  function loadExisting(): Promise<void> {
    reading ??= read().finally(() => (reading = null));
    return reading;
  }
  async function read(): Promise<void> {
    try {
      const res = await apiJson<{ alert?: ExistingAlert | null }>(
        'GET',
        `/api/price-alerts/property/${propertyId}`,
        undefined,
        { on401: 'silent' },
      );
      if (res.ok) existing = res.body?.alert ?? null;
    } catch {
      /* offline: the dialog shows what it knew, and saving answers with the server's word */
    }
    showOnButton();
  }

  dialog.addEventListener('price-alert:open', () => {
    void initAuth().then(async (state) => {
      const signedIn = state === 'authenticated';
      if (signedIn && form) await loadExisting();
      if (guest) guest.hidden = signedIn;
      if (unavailable) unavailable.hidden = !signedIn;
      if (form) {
        if (existing || filledFor !== null) fill();
        if (status) status.textContent = '';
        form.hidden = !signedIn;
      }
      if (signedIn)
        form?.querySelector<HTMLElement>('input[name="target_price"]:not(:disabled), button:not([hidden])')?.focus();
    });
  });

  // With a stored session, the button says at once whether an alert exists (the dialog is not open yet).
  void initAuth().then((state) => (state === 'authenticated' && form ? loadExisting() : undefined));

  if (!form) return;
  const setError = (field: string, message: string) => {
    const el = form.querySelector<HTMLElement>(`[data-error-for="${field}"]`);
    if (el) el.textContent = message;
    const input = form.querySelector<HTMLElement>(`[name="${field}"]`);
    input?.setAttribute('aria-invalid', message ? 'true' : 'false');
  };
  const clearErrors = () => ['target_price', 'notes', 'channels'].forEach((f) => setError(f, ''));
  const submitButton = form.querySelector<HTMLButtonElement>('[data-price-alert-submit]');
  const deleteButton = form.querySelector<HTMLButtonElement>('[data-price-alert-delete]');
  const part = (name: string) => form.querySelector<HTMLElement>(`[data-price-alert-${name}]`);

  /** The form as the alert is: empty for a new one, filled in for an existing one, read-only when locked. */
  function fill() {
    if (!form) return;
    clearErrors();
    form.reset();
    const a = existing;
    filledFor = a?.id ?? null;
    const locked = a != null && !a.editable;
    if (a) {
      form.querySelector<HTMLInputElement>('input[name="target_price"]')!.value = String(a.target_price);
      form.querySelector<HTMLTextAreaElement>('textarea[name="notes"]')!.value = a.notes ?? '';
      for (const box of form.querySelectorAll<HTMLInputElement>('input[name="channels"]'))
        box.checked = a.channels.includes(box.value);
    }
    for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
      field.disabled = locked;
    if (title) title.textContent = a ? text('textTitleEdit') : text('textTitle');
    part('intro')!.hidden = a != null;
    part('existing')!.hidden = a == null || locked;
    part('inactive')!.hidden = a == null || locked || a.active;
    const lockedNote = part('locked')!;
    lockedNote.hidden = !locked;
    lockedNote.textContent = locked && a.locked_reason ? text(lockedText[a.locked_reason]) : '';
    if (submitButton) {
      submitButton.hidden = locked;
      submitButton.textContent = a ? text('textUpdate') : text('textSubmit');
    }
    if (deleteButton) deleteButton.hidden = a == null;
  }

  /** A saved or deleted alert: the dialog closes, the button says what now is, the server's words as a toast. */
  function done(message: string | null) {
    showOnButton();
    dialog.close();
    if (message) toast({ title: message });
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit();
  });

  deleteButton?.addEventListener('click', () => void remove());

  async function remove() {
    if (!existing || !status) return;
    if (!window.confirm(text('textConfirmDelete'))) return;
    status.textContent = '';
    try {
      const res = await apiJson('DELETE', `/api/price-alerts/${existing.id}`);
      if (res.ok || res.status === 404) {
        existing = null;
        done(messageOf(res.body));
        return;
      }
      status.textContent = messageOf(res.body) ?? text('textFailed');
    } catch {
      status.textContent = text('textFailed');
    }
  }

  async function submit() {
    if (!form || !status) return;
    clearErrors();
    status.textContent = '';
    const data = new FormData(form);
    const raw = String(data.get('target_price') ?? '')
      .trim()
      .replace(',', '.');
    const target = Number(raw);
    const notes = String(data.get('notes') ?? '');
    const channels = data.getAll('channels').map(String);
    let ok = true;
    if (!raw || !Number.isFinite(target) || target <= 0) {
      setError('target_price', text('textTargetInvalid'));
      ok = false;
    } else if (price != null && target >= price) {
      setError('target_price', text('textTargetNotLower'));
      ok = false;
    }
    if (notes.length > NOTES_MAX) {
      setError('notes', text('textNotesTooLong'));
      ok = false;
    }
    if (channels.length === 0) {
      setError('channels', text('textChannelsRequired'));
      ok = false;
    }
    if (!ok) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (submitButton) submitButton.disabled = true;
    status.textContent = text('textSaving');
    try {
      if (channels.includes('push')) {
        const outcome = await enablePush();
        if (outcome !== 'subscribed') {
          setError('channels', outcome === 'unsupported' ? text('textPushUnsupported') : text('textPushDenied'));
          status.textContent = '';
          return;
        }
      }
      const fields = { target_price: target, notes: notes.trim() || null, channels };
      // Saving an existing alert means "watch this price": a deactivated one is switched on again.
      const res = existing
        ? await apiJson('PATCH', `/api/price-alerts/${existing.id}`, { ...fields, active: true })
        : await apiJson('POST', '/api/price-alerts', { property_id: propertyId, ...fields });
      if (res.ok) {
        existing = (res.body as { alert?: ExistingAlert } | null)?.alert ?? existing;
        done(messageOf(res.body));
        return;
      }
      // One already exists (set in another tab) or can no longer be edited: show it as it is now.
      if (res.status === 409) {
        await loadExisting();
        fill();
      }
      for (const [field, message] of Object.entries(fieldErrorsOf(res.body))) setError(field, message);
      status.textContent = messageOf(res.body) ?? text('textFailed');
    } catch {
      status.textContent = text('textFailed');
    } finally {
      if (submitButton) submitButton.disabled = false;
    }
  }
}
