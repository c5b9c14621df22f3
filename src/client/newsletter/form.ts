/**
 * The newsletter form with JavaScript: sends JSON to /api/newsletter (which checks the address and words the
 * message in the page's language) and shows the answer in place; a failed sign-up shows the newsletter error and keeps the form.
 */
import { apiJson, fieldErrorsOf, messageOf } from '~/client/api';

function setError(form: HTMLFormElement, field: string, message: string | null): void {
  const box = form.querySelector<HTMLElement>(`[data-error-for="${field}"]`);
  const input = form.elements.namedItem(field);
  if (box) {
    box.textContent = message ?? '';
    box.hidden = !message;
  }
  if (input instanceof HTMLInputElement) {
    if (message) {
      input.setAttribute('aria-invalid', 'true');
      if (box) input.setAttribute('aria-describedby', box.id);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }
}

export function enhanceNewsletterForm(form: HTMLFormElement): void {
  if (form.dataset.enhanced) return;
  form.dataset.enhanced = '1';
  let strings: Record<string, string> = {};
  try {
    strings = JSON.parse(form.querySelector('[data-newsletter-strings]')?.textContent ?? '{}') as Record<
      string,
      string
    >;
  } catch {
    strings = {};
  }
  const errorBox = form.querySelector<HTMLElement>('[data-newsletter-error]');
  const status = form.querySelector<HTMLElement>('[data-newsletter-status]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const lang = document.documentElement.lang.split('-')[0] ?? 'de';

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const body = {
      email: String(data.get('email') ?? ''),
      name: String(data.get('name') ?? ''),
      frequency: String(data.get('frequency') ?? 'weekly'),
    };
    if (errorBox) errorBox.hidden = true;
    if (status) status.textContent = '';
    setError(form, 'email', null);
    if (button) button.disabled = true;
    void apiJson<{ message?: string }>('POST', `/api/newsletter?lang=${lang}`, body)
      .then((res) => {
        if (res.ok) {
          if (status) status.textContent = res.body?.message ?? '';
          form.reset();
          return;
        }
        const errors = fieldErrorsOf(res.body);
        if (errors.email) {
          setError(form, 'email', errors.email);
          (form.elements.namedItem('email') as HTMLInputElement | null)?.focus();
        } else if (errorBox) {
          errorBox.textContent = messageOf(res.body) ?? strings.error ?? '';
          errorBox.hidden = false;
        }
      })
      .catch(() => {
        if (errorBox) {
          errorBox.textContent = strings.error ?? '';
          errorBox.hidden = false;
        }
      })
      .finally(() => {
        if (button) button.disabled = false;
      });
  });
}
