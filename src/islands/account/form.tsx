/** Building blocks of the account forms: labelled fields with their errors wired for screen readers. */
import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { z } from 'zod';
import { apiJson, fieldErrorsOf, messageOf, type ApiResult } from '~/client/api';
import { tr, type AccountStrings } from './strings';
import type { FieldErrors } from './validation';

export type { FieldErrors };
export type FormNotice = { kind: 'error' | 'success' | 'info'; text: string } | null;

/** The schemas and the validating run, loaded on a form's first check (see the module). */
type Validation = typeof import('./validation');
const loadValidation = (): Promise<Validation> => import('./validation');
/** Picks a form's schema from the loaded module (or returns one the island built with it). */
export type SchemaPick<S extends z.ZodType> = (v: Validation) => S;

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors): void {
  if (!form) return;
  const first = Object.keys(errors)
    .map((name) => form.elements.namedItem(name))
    .find((el) => el instanceof HTMLElement);
  (first as HTMLElement | undefined)?.focus();
}

const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 ' +
  'aria-[invalid=true]:border-red-600 read-only:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400 dark:read-only:bg-slate-800';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  optionalLabel?: string;
}

export function Field({ name, label, error, hint, optionalLabel, required, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
        {required ? (
          <span aria-hidden="true"> *</span>
        ) : optionalLabel ? (
          <span className="font-normal text-slate-600 dark:text-slate-400"> ({optionalLabel})</span>
        ) : null}
      </label>
      <input
        id={id}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export function PasswordField(props: FieldProps & { strings: AccountStrings }) {
  const { strings, ...field } = props;
  const [visible, setVisible] = useState(false);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [field.hint ? hintId : null, field.error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const { name, label, error, hint, required, optionalLabel: _o, ...input } = field;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} pe-24`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-controls={id}
          aria-pressed={visible}
          className="absolute inset-y-0 end-0 rounded-e-md px-3 text-sm text-brand-700 hover:underline dark:text-emerald-300"
        >
          {tr(strings, visible ? 'account.common.hidePassword' : 'account.common.showPassword')}
        </button>
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export function Checkbox({
  name,
  checked,
  onChange,
  error,
  children,
  required,
}: {
  name: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  error?: string;
  children: ReactNode;
  required?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-2">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 h-4 w-4 rounded border-slate-400 text-brand-600"
        />
        <label htmlFor={id} className="text-sm text-slate-800 dark:text-slate-200">
          {children}
          {required && <span aria-hidden="true"> *</span>}
        </label>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** A status line: errors are announced at once (alert), successes politely (status). */
export function FormMessage({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  const styles = {
    error: 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
    success:
      'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
    info: 'border-slate-300 bg-slate-50 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200',
  }[kind];
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={`rounded-md border px-4 py-3 text-sm ${styles}`}>
      {children}
    </div>
  );
}

/**
 * False in the server-rendered HTML and until React has hydrated: buttons stay disabled until then, so a quick
 * click cannot submit the form natively (which would reload the page and lose what was typed).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the point of the hook: it changes once effects run
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The form's submit button, disabled until the island has hydrated. `worksWithoutScript`: the form's `action` is
 * an on-request page that handles the post, so a browser that runs no JavaScript gets an enabled button instead
 * (shown only under `scripting: none`; with scripts it is not displayed and the island's button is the one).
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  variant = 'primary',
  worksWithoutScript = false,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  variant?: 'primary' | 'danger';
  worksWithoutScript?: boolean;
}) {
  const hydrated = useHydrated();
  const color =
    variant === 'danger'
      ? 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700'
      : 'bg-brand-600 hover:bg-brand-700';
  const shape = `items-center justify-center rounded-md px-4 py-2.5 text-base font-semibold text-white shadow-sm disabled:opacity-70 sm:w-auto ${color}`;
  return (
    <>
      <button
        type="submit"
        disabled={busy || !hydrated}
        aria-busy={busy || undefined}
        className={`inline-flex w-full ${worksWithoutScript ? 'noscript:hidden' : ''} ${shape}`}
      >
        {busy ? busyLabel : label}
      </button>
      {worksWithoutScript && (
        <button type="submit" className={`hidden w-full noscript:inline-flex ${shape}`}>
          {label}
        </button>
      )}
    </>
  );
}

/**
 * The submit cycle every account form shares: the API's own schema checks the values first, then the request;
 * either way the wrong fields get their messages and the first of them the focus. An error for a field the form
 * does not show (the reset link's token) becomes the form's message, since nothing else would show it.
 */
export function useAccountForm(strings: AccountStrings, initial: { errors?: FieldErrors; message?: FormNotice } = {}) {
  const [errors, setErrors] = useState<FieldErrors>(initial.errors ?? {});
  const [message, setMessage] = useState<FormNotice>(initial.message ?? null);
  const [busy, setBusy] = useState(false);
  // A form rendered again with the server's errors (posted without JavaScript) was submitted already.
  const submitted = useRef(Object.keys(initial.errors ?? {}).length > 0);
  const formRef = useRef<HTMLFormElement>(null);
  const t = (key: string, vars?: Record<string, string | number>) => tr(strings, key, vars);

  function showErrors(found: FieldErrors, text?: string) {
    setErrors(found);
    const form = formRef.current;
    const unshown = Object.keys(found).find((name) => !(form?.elements.namedItem(name) instanceof HTMLElement));
    const notice = (unshown && found[unshown]) || text;
    if (notice) setMessage({ kind: 'error', text: notice });
    focusFirstError(form, found);
  }

  /** The checked values, or null when they are wrong (and the errors are shown). */
  async function check<S extends z.ZodType>(pick: SchemaPick<S>, values: unknown): Promise<z.output<S> | null> {
    submitted.current = true;
    setMessage(null);
    let validation: Validation;
    try {
      validation = await loadValidation();
    } catch (err) {
      // The module's file could not be fetched (offline, or a new deployment replaced it): say so, send nothing.
      console.error('account form validation failed to load', err);
      setMessage({ kind: 'error', text: t('errors.network') });
      return null;
    }
    const v = validation.validate(pick(validation), values, strings);
    if (v.ok) {
      setErrors({});
      return v.data;
    }
    showErrors(v.errors);
    return null;
  }

  /** After a first submit, keeps the field messages in step with what the visitor types. */
  function recheck(pick: SchemaPick<z.ZodType>, values: unknown) {
    if (!submitted.current) return;
    // Loaded by the first submit's check already, so this resolves at once and in the order of the keystrokes.
    void loadValidation().then((validation) => {
      const v = validation.validate(pick(validation), values, strings);
      setErrors(v.ok ? {} : v.errors);
    });
  }

  /** Starts loading the validation when the visitor enters the form, so the first submit need not wait for it. */
  function prepare() {
    loadValidation().catch(() => {}); // a failed load is reported by the submit's check
  }

  /**
   * Sends the request; the response when the API accepted it, otherwise null with its errors shown.
   * `accepts`: what an accepted answer must carry besides a 2xx status (a login's token and user).
   * `stayBusy`: the page moves on after a success, so the button stays disabled until it has.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped JSON answer, as ApiResult in client/api
  async function send<T = any>(
    method: string,
    path: string,
    body: unknown,
    opts: { accepts?: (body: T | null) => boolean; fallbackKey?: string; stayBusy?: boolean } = {},
  ): Promise<ApiResult<T> | null> {
    setBusy(true);
    setMessage(null);
    let accepted = false;
    try {
      const res = await apiJson<T>(method, path, body);
      if (res.ok && (opts.accepts?.(res.body) ?? true)) {
        accepted = true;
        return res;
      }
      showErrors(fieldErrorsOf(res.body), messageOf(res.body) ?? t(opts.fallbackKey ?? 'errors.generic'));
    } catch (err) {
      console.error(`${method} ${path} failed`, err);
      setMessage({ kind: 'error', text: t('errors.generic') });
    } finally {
      if (!(accepted && opts.stayBusy)) setBusy(false);
    }
    return null;
  }

  return { errors, message, setMessage, busy, setBusy, formRef, t, check, recheck, prepare, send, showErrors };
}

export const linkClass =
  'font-medium text-brand-700 underline underline-offset-2 hover:no-underline dark:text-emerald-300';
