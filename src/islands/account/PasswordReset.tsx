/**
 * /passwort-vergessen: without a token, asks for the e-mail address and requests a link; with ?token= (the link
 * in the e-mail), sets the new password (SPEC §5 registration rules).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { passwordResetRequestSchema, passwordResetSchema } from '../../domain/validation/account';
import { localizePath } from '../../i18n/paths';
import type { LangCode } from '../../i18n/languages';
import { apiJson, fieldErrorsOf, messageOf } from '../../lib/api';
import { Field, FormMessage, PasswordField, SubmitButton, focusFirstError, linkClass, useFormRef, validate, type FieldErrors } from './form';
import { tr, type AccountStrings } from './strings';

export default function PasswordReset({ lang, strings }: { lang: LangCode; strings: AccountStrings }) {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    setToken(new URLSearchParams(location.search).get('token'));
  }, []);
  return token ? <SetPassword lang={lang} strings={strings} token={token} /> : <RequestLink lang={lang} strings={strings} />;
}

function RequestLink({ lang, strings }: { lang: LangCode; strings: AccountStrings }) {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useFormRef();
  const t = (key: string) => tr(strings, key);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setMessage(null);
    const v = validate(passwordResetRequestSchema, { email }, strings);
    if (!v.ok) {
      setErrors(v.errors);
      focusFirstError(formRef.current, v.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await apiJson('POST', '/api/auth/password/forgot', v.data);
      if (res.ok) setMessage({ kind: 'success', text: messageOf(res.body) ?? '' });
      else {
        setErrors(fieldErrorsOf(res.body));
        setMessage({ kind: 'error', text: messageOf(res.body) ?? t('errors.generic') });
      }
    } catch (err) {
      console.error('reset request failed', err);
      setMessage({ kind: 'error', text: t('errors.generic') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="max-w-md space-y-4">
      <p className="text-slate-700 dark:text-slate-300">{t('account.reset.requestIntro')}</p>
      <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
        <Field name="email" type="email" inputMode="email" autoComplete="email" required label={t('account.common.email')}
          value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
        <SubmitButton busy={busy} label={t('account.reset.requestSubmit')} busyLabel={t('account.common.sending')} />
      </form>
      <p><a className={linkClass} href={localizePath(lang, '/anmelden')}>{t('account.common.backToLogin')}</a></p>
    </div>
  );
}

function SetPassword({ lang, strings, token }: { lang: LangCode; strings: AccountStrings; token: string }) {
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const formRef = useFormRef();
  const t = (key: string) => tr(strings, key);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setMessage(null);
    const v = validate(passwordResetSchema, { token, ...values }, strings);
    if (!v.ok) {
      setErrors(v.errors);
      if (v.errors.token) setMessage({ kind: 'error', text: v.errors.token });
      focusFirstError(formRef.current, v.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await apiJson('POST', '/api/auth/password/reset', v.data);
      if (res.ok) {
        setDone(true);
        setMessage({ kind: 'success', text: messageOf(res.body) ?? '' });
        // The token is spent: take it out of the address bar and history.
        history.replaceState(null, '', location.pathname);
      } else {
        const fieldErrors = fieldErrorsOf(res.body);
        setErrors(fieldErrors);
        setMessage({ kind: 'error', text: fieldErrors.token ?? messageOf(res.body) ?? t('errors.generic') });
        focusFirstError(formRef.current, fieldErrors);
      }
    } catch (err) {
      console.error('password reset failed', err);
      setMessage({ kind: 'error', text: t('errors.generic') });
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div className="max-w-md space-y-4">
        {message && <FormMessage kind="success">{message.text}</FormMessage>}
        <a className={linkClass} href={localizePath(lang, '/anmelden')}>{t('account.common.backToLogin')}</a>
      </div>
    );
  }

  return (
    <div className="max-w-md space-y-4">
      <p className="text-slate-700 dark:text-slate-300">{t('account.reset.setIntro')}</p>
      <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
        <PasswordField strings={strings} name="password" autoComplete="new-password" required label={t('account.reset.newPassword')}
          hint={t('account.register.passwordHint')} value={values.password} error={errors.password}
          onChange={(e) => setValues({ ...values, password: e.target.value })} />
        <PasswordField strings={strings} name="password_confirmation" autoComplete="new-password" required label={t('account.reset.newPasswordConfirmation')}
          value={values.password_confirmation} error={errors.password_confirmation}
          onChange={(e) => setValues({ ...values, password_confirmation: e.target.value })} />
        <SubmitButton busy={busy} label={t('account.reset.setSubmit')} busyLabel={t('account.common.saving')} />
      </form>
      {errors.token && <p><a className={linkClass} href={localizePath(lang, '/passwort-vergessen')}>{t('account.reset.requestNew')}</a></p>}
    </div>
  );
}
