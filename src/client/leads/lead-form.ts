/**
 * The lead form with JavaScript: checks each field with the rules the API applies (src/domain/validation/lead.ts),
 * puts each message under its field and focus on the first wrong one, sends the form as JSON and shows whom the
 * answer will come from. Nothing the visitor typed is lost on an error; a failed send says so and keeps the form.
 */
// First: zod must be jitless before any schema below is built (see the module).
import '~/client/zod-jitless';
import { apiJson, fieldErrorsOf, messageOf } from '~/client/api';
import { fieldErrorKeys } from '~/domain/validation/account';
import { appointmentSchema, inquirySchema, slotRange, viennaToday } from '~/domain/validation/lead';
import { formFieldOf, leadBodyFromForm } from '~/domain/validation/lead-form';

type Strings = Record<string, string>;

function readStrings(form: HTMLFormElement): Strings {
  try {
    return JSON.parse(form.querySelector('[data-lead-strings]')?.textContent ?? '{}') as Strings;
  } catch {
    return {};
  }
}

function fieldsOf(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') out[name] = value;
  return out;
}

function control(form: HTMLFormElement, field: string): HTMLElement | null {
  if (field === 'intent') return form.querySelector<HTMLInputElement>('input[name="intent"]:checked');
  if (field === 'slots') return form.querySelector<HTMLInputElement>('input[name="slot1_date"]');
  const el = form.elements.namedItem(field);
  return el instanceof HTMLElement ? el : null;
}

function setError(form: HTMLFormElement, field: string, message: string | null): void {
  const box = form.querySelector<HTMLElement>(`[data-error-for="${field}"]`);
  const input = control(form, field);
  if (box) {
    box.textContent = message ?? '';
    box.hidden = !message;
  }
  if (input && field !== 'intent' && field !== 'slots') {
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    const ids = new Set((input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean));
    if (box?.id) {
      if (message) ids.add(box.id);
      else ids.delete(box.id);
    }
    if (ids.size) input.setAttribute('aria-describedby', [...ids].join(' '));
    else input.removeAttribute('aria-describedby');
  }
}

function clearErrors(form: HTMLFormElement): void {
  for (const box of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
    setError(form, box.dataset.errorFor!, null);
  }
  const formError = form.querySelector<HTMLElement>('[data-form-error]');
  if (formError) formError.textContent = '';
}

/** Shows errors by form field; focus goes to the first field in the form's order. */
function showErrors(form: HTMLFormElement, errors: Record<string, string>): void {
  for (const [field, message] of Object.entries(errors)) setError(form, field, message);
  const boxes = [...form.querySelectorAll<HTMLElement>('[data-error-for]')].filter((b) => !b.hidden);
  const first = boxes[0]?.dataset.errorFor;
  if (first) control(form, first)?.focus();
}

function validate(
  form: HTMLFormElement,
  strings: Strings,
): { kind: 'inquiry' | 'appointment'; body: Record<string, unknown> } | null {
  const { kind, body } = leadBodyFromForm(fieldsOf(form));
  const schema = kind === 'appointment' ? appointmentSchema(viennaToday(Date.now())) : inquirySchema;
  const result = schema.safeParse(body);
  if (result.success) return { kind, body };
  const errors: Record<string, string> = {};
  for (const [path, keys] of Object.entries(fieldErrorKeys(result.error.issues))) {
    const field = formFieldOf(path);
    errors[field] ??= strings[keys[0]!] ?? strings['validation.invalid'] ?? keys[0]!;
  }
  showErrors(form, errors);
  return null;
}

export function enhanceLeadForm(form: HTMLFormElement, startedAt: number): void {
  if (form.dataset.enhanced) return;
  form.dataset.enhanced = '1';
  const strings = readStrings(form);
  const started = form.querySelector<HTMLInputElement>('[data-started-at]');
  if (started) started.value = String(startedAt);
  const returnTo = form.querySelector<HTMLInputElement>('[data-return-to]');
  if (returnTo && !returnTo.value) returnTo.value = location.pathname;

  // Dates the server accepts, as the date pickers' bounds.
  const { min, max } = slotRange(viennaToday(Date.now()));
  for (const input of form.querySelectorAll<HTMLInputElement>('[data-slot-date]')) {
    input.min = min;
    input.max = max;
  }

  const success =
    form.nextElementSibling instanceof HTMLElement && 'leadSuccess' in form.nextElementSibling.dataset
      ? form.nextElementSibling
      : null;
  const submit = form.querySelector<HTMLButtonElement>('[data-lead-submit]');
  const formError = form.querySelector<HTMLElement>('[data-form-error]');
  let sending = false;

  // A field's message goes away once the visitor corrects it.
  form.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement;
    if (target.name && target.getAttribute('aria-invalid') === 'true') setError(form, target.name, null);
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    clearErrors(form);
    const valid = validate(form, strings);
    if (!valid) {
      if (formError) formError.textContent = strings['leads.form.errorSummary'] ?? '';
      return;
    }
    sending = true;
    const label = submit?.innerHTML ?? '';
    if (submit) {
      submit.disabled = true;
      submit.textContent = strings['leads.form.sending'] ?? '…';
    }
    const failed = strings[valid.kind === 'appointment' ? 'errors.appointmentFailed' : 'errors.inquiryFailed'] ?? '';
    const path = valid.kind === 'appointment' ? '/api/appointments' : '/api/inquiries';
    apiJson('POST', path, valid.body, { on401: 'silent' })
      .then((res) => {
        if (res.ok) {
          if (success) {
            const text = success.querySelector('[data-lead-success-text]');
            if (text) text.textContent = messageOf(res.body) ?? '';
            form.hidden = true;
            success.hidden = false;
            success.focus();
          }
          return;
        }
        const fields = fieldErrorsOf(res.body);
        const byField: Record<string, string> = {};
        for (const [path, message] of Object.entries(fields)) byField[formFieldOf(path)] ??= message;
        if (Object.keys(byField).length) showErrors(form, byField);
        if (formError) formError.textContent = messageOf(res.body) ?? failed;
      })
      .catch(() => {
        if (formError) formError.textContent = `${failed} ${strings['errors.network'] ?? ''}`.trim();
      })
      .finally(() => {
        sending = false;
        if (submit) {
          submit.disabled = false;
          submit.innerHTML = label;
        }
      });
  });

  success?.querySelector('[data-lead-again]')?.addEventListener('click', () => {
    success.hidden = true;
    form.hidden = false;
    const message = form.elements.namedItem('message');
    if (message instanceof HTMLTextAreaElement) message.focus();
  });
}
