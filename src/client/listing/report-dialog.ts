/**
 * "Inserat melden" with JavaScript: the disclosure's form opens in a dialog and is sent to /api/reports in the
 * background; the API's messages (in the page's language) go beside their fields, the thanks replaces the form.
 * Without JavaScript the same form opens in the page and posts to /melden. The body's check (zod) is fetched on the
 * first send, so the page does not carry it.
 */
import { apiJson, fieldErrorsOf, messageOf } from '~/client/api';

const details = document.querySelector<HTMLDetailsElement>('[data-report]');
const dialog = document.querySelector<HTMLDialogElement>('[data-report-dialog]');
const form = details?.querySelector<HTMLFormElement>('[data-report-form]');

if (details && dialog && form && typeof dialog.showModal === 'function') {
  const strings = JSON.parse(form.dataset.strings ?? '{}') as Record<string, string>;
  const submit = form.querySelector<HTMLButtonElement>('[data-report-submit]')!;
  const cancel = form.querySelector<HTMLButtonElement>('[data-report-cancel]')!;
  const formError = form.querySelector<HTMLElement>('[data-form-error]')!;
  const summary = details.querySelector('summary')!;
  cancel.hidden = false;
  dialog.setAttribute('aria-labelledby', form.getAttribute('aria-labelledby') ?? '');

  summary.addEventListener('click', (e) => {
    e.preventDefault();
    if (form.parentElement !== dialog) dialog.append(form);
    dialog.showModal();
  });
  cancel.addEventListener('click', () => dialog.close());

  function showErrors(errors: Record<string, string>, message: string | null) {
    for (const p of form!.querySelectorAll<HTMLElement>('[data-error-for]')) {
      const text = errors[p.dataset.errorFor!];
      p.textContent = text ?? '';
      p.hidden = !text;
      const field = form!.querySelector(`[name="${p.dataset.errorFor}"]:not([type="hidden"])`);
      if (field) {
        if (text) field.setAttribute('aria-invalid', 'true');
        else field.removeAttribute('aria-invalid');
      }
    }
    formError.textContent = message ?? '';
  }

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const fields: Record<string, string> = {};
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value;
    submit.disabled = true;
    submit.textContent = strings.sending ?? '';
    import('./report-body')
      .then(({ reportBodyFromForm }) =>
        apiJson('POST', '/api/reports', reportBodyFromForm(fields), { on401: 'silent' }),
      )
      .then((res) => {
        if (res.ok) {
          const thanks = document.createElement('p');
          thanks.setAttribute('role', 'status');
          thanks.className = 'font-semibold';
          thanks.textContent = messageOf(res.body) ?? '';
          // The heading stays: it names the dialog.
          const heading = form.querySelector('h2');
          form.replaceChildren(...(heading ? [heading] : []), thanks, cancel);
          cancel.textContent = strings.close ?? cancel.textContent;
          return;
        }
        const errors = fieldErrorsOf(res.body);
        showErrors(errors, Object.keys(errors).length ? (strings.errorSummary ?? null) : (messageOf(res.body) ?? null));
      })
      .catch(() => showErrors({}, strings.failed ?? null))
      .finally(() => {
        submit.disabled = false;
        submit.textContent = strings.submit ?? '';
      });
  });
}
