/**
 * The price-alert dialog's behaviour, loaded on the first click of "Preisalarm": guests see that an account is
 * needed; signed-in visitors fill target, notes and channels. The target is checked here with the same rules as
 * on the server (a valid amount below the current price), the server has the last word and its messages are
 * shown as they come. Push permission is asked only when the push channel is chosen.
 */
import { apiJson, fieldErrorsOf, messageOf } from '../api';
import { initAuth } from '../stores/auth';
import { NOTES_MAX } from '../../domain/validation/price-alert';
import { enablePush } from './push';

export function enhancePriceAlertDialog(dialog: HTMLDialogElement): void {
  const text = (name: string) => dialog.dataset[name] ?? '';
  const guest = dialog.querySelector<HTMLElement>('[data-price-alert-guest]');
  const unavailable = dialog.querySelector<HTMLElement>('[data-price-alert-unavailable]');
  const form = dialog.querySelector<HTMLFormElement>('[data-price-alert-form]');
  const status = dialog.querySelector<HTMLElement>('[data-price-alert-status]');
  const price = Number(dialog.dataset.price) || null;

  dialog
    .querySelectorAll<HTMLButtonElement>('[data-price-alert-close]')
    .forEach((b) => b.addEventListener('click', () => dialog.close()));

  dialog.addEventListener('price-alert:open', () => {
    void initAuth().then((state) => {
      const signedIn = state === 'authenticated';
      if (guest) guest.hidden = signedIn;
      if (unavailable) unavailable.hidden = !signedIn;
      if (form) form.hidden = !signedIn;
      if (signedIn) form?.querySelector<HTMLInputElement>('input[name="target_price"]')?.focus();
    });
  });

  if (!form) return;
  const setError = (field: string, message: string) => {
    const el = form.querySelector<HTMLElement>(`[data-error-for="${field}"]`);
    if (el) el.textContent = message;
    const input = form.querySelector<HTMLElement>(`[name="${field}"]`);
    input?.setAttribute('aria-invalid', message ? 'true' : 'false');
  };
  const clearErrors = () => ['target_price', 'notes', 'channels'].forEach((f) => setError(f, ''));

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit();
  });

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
    const submitButton = form.querySelector<HTMLButtonElement>('button[type="submit"]');
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
      const res = await apiJson('POST', '/api/price-alerts', {
        property_id: Number(dialog.dataset.propertyId),
        target_price: target,
        notes: notes.trim() || null,
        channels,
      });
      if (res.ok) {
        status.textContent = messageOf(res.body) ?? '';
        form.reset();
        return;
      }
      const fields = fieldErrorsOf(res.body);
      for (const [field, message] of Object.entries(fields)) setError(field, message);
      status.textContent = messageOf(res.body) ?? text('textFailed');
    } catch {
      status.textContent = text('textFailed');
    } finally {
      if (submitButton) submitButton.disabled = false;
    }
  }
}
