/**
 * The exposé dialog's behaviour, loaded on the first click of "Exposé (PDF)": reads the chosen options, fetches
 * the PDF while showing progress, and hands it to the browser as a download. A server error (5xx) shows the
 * server-error text (or the server's own message, as for "not available"); anything else that fails shows the
 * creation-failed text. The dialog is a native <dialog>: focus stays inside, Escape closes it.
 */

import { CURRENCY_KEY } from '../stores/currency';
import { isCurrencyCode } from '../../domain/currency';

const TOGGLES = ['qr', 'floorplan', 'energy', 'tour', 'agent'] as const;

/** The visitor's display currency (the header's choice), when it is a known one other than EUR. */
function chosenCurrency(): string | null {
  try {
    const code = localStorage.getItem(CURRENCY_KEY);
    return code && code !== 'EUR' && isCurrencyCode(code) ? code : null;
  } catch {
    return null;
  }
}

/** The download name from Content-Disposition (filename* first), else a plain one. */
export function fileNameOf(header: string | null, fallback: string): string {
  if (header) {
    const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
    if (star?.[1]) {
      try {
        return decodeURIComponent(star[1]);
      } catch {
        // fall through to the plain name
      }
    }
    const plain = /filename="([^"]+)"/i.exec(header);
    if (plain?.[1]) return plain[1];
  }
  return fallback;
}

/** The query string for the dialog's current choices; disabled parts are off. */
export function exposeQueryOf(form: HTMLFormElement, lang: string): string {
  const params = new URLSearchParams();
  const template = form.querySelector<HTMLInputElement>('input[name="template"]:checked')?.value ?? 'modern';
  params.set('template', template);
  params.set('lang', lang);
  for (const key of TOGGLES) {
    const box = form.querySelector<HTMLInputElement>(`input[name="${key}"]`);
    params.set(key, box && box.checked && !box.disabled ? '1' : '0');
  }
  params.set('images', form.querySelector<HTMLSelectElement>('select[name="images"]')?.value ?? '10');
  const currency = chosenCurrency();
  if (currency) params.set('currency', currency);
  return params.toString();
}

async function readWithProgress(res: Response, onProgress: (fraction: number | null) => void): Promise<Blob> {
  const total = Number(res.headers.get('content-length')) || 0;
  if (!res.body) return res.blob();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(total ? received / total : null);
  }
  return new Blob(chunks as BlobPart[], { type: 'application/pdf' });
}

async function serverMessage(res: Response): Promise<string | null> {
  try {
    const body = (await res.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

export function enhanceExposeDialog(dialog: HTMLDialogElement, opener: HTMLAnchorElement): void {
  if (dialog.dataset.enhanced) return;
  dialog.dataset.enhanced = '1';
  const form = dialog.querySelector<HTMLFormElement>('form[data-expose-form]')!;
  const status = dialog.querySelector<HTMLElement>('[data-expose-status]')!;
  const progress = dialog.querySelector<HTMLProgressElement>('[data-expose-progress]')!;
  const create = dialog.querySelector<HTMLButtonElement>('[data-expose-create]')!;
  const text = dialog.dataset;
  let running: AbortController | null = null;

  const show = (message: string, kind: 'info' | 'error') => {
    status.textContent = message;
    status.classList.toggle('text-red-700', kind === 'error');
    status.classList.toggle('dark:text-red-300', kind === 'error');
    status.classList.toggle('font-semibold', kind === 'error');
  };
  const setProgress = (fraction: number | null) => {
    progress.classList.remove('hidden');
    if (fraction == null) progress.removeAttribute('value');
    else progress.value = Math.round(fraction * 100);
  };

  // Where the server has no browser, say so at once and offer no button that can only fail.
  void fetch(`/api/expose/status?lang=${encodeURIComponent(text.lang ?? 'de')}`)
    .then((res) => (res.ok ? (res.json() as Promise<{ available?: unknown; message?: unknown }>) : null))
    .then((body) => {
      if (body && body.available === false) {
        create.disabled = true;
        status.dataset.unavailable = '1';
        show(typeof body.message === 'string' ? body.message : (text.textServer ?? ''), 'error');
      }
    })
    .catch(() => {
      // Unknown: the button stays, and a failure shows its own text.
    });

  for (const button of dialog.querySelectorAll<HTMLButtonElement>('[data-expose-close]')) {
    button.addEventListener('click', () => dialog.close());
  }
  dialog.addEventListener('close', () => {
    running?.abort();
    running = null;
    opener.focus();
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (running) return;
    running = new AbortController();
    create.disabled = true;
    dialog.setAttribute('aria-busy', 'true');
    show(text.textCreating ?? '', 'info');
    setProgress(null);
    try {
      const res = await fetch(`${text.url}?${exposeQueryOf(form, text.lang ?? 'de')}`, {
        signal: running.signal,
        headers: { Accept: 'application/pdf' },
      });
      if (!res.ok) {
        const own = res.status >= 500 ? await serverMessage(res) : null;
        show(res.status >= 500 ? (res.status === 503 && own ? own : text.textServer!) : text.textFailed!, 'error');
        return;
      }
      const blob = await readWithProgress(res, setProgress);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = fileNameOf(res.headers.get('content-disposition'), 'expose.pdf');
      a.hidden = true;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setProgress(1);
      show(text.textDone ?? '', 'info');
    } catch (err) {
      if ((err as Error).name !== 'AbortError') show(text.textFailed ?? '', 'error');
    } finally {
      running = null;
      create.disabled = status.dataset.unavailable === '1';
      dialog.removeAttribute('aria-busy');
      if (!progress.hasAttribute('value') || progress.value < 100) progress.classList.add('hidden');
    }
  });
}
