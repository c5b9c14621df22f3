/**
 * /passwort-vergessen: without a token, asks for the e-mail address and requests a link; with ?token= (the link
 * in the e-mail), sets the new password (the same password rules as registration).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { localizePath } from '../../i18n/paths';
import type { LangCode } from '../../i18n/languages';
import { messageOf } from '~/client/api';
import { Field, FormMessage, PasswordField, SubmitButton, linkClass, useAccountForm } from './form';
import type { AccountStrings } from './strings';

export default function PasswordReset({ lang, strings }: { lang: LangCode; strings: AccountStrings }) {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    // The server-rendered HTML has no address to read: the token is looked at once the island runs.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToken(new URLSearchParams(location.search).get('token'));
  }, []);
  return token ? (
    <SetPassword lang={lang} strings={strings} token={token} />
  ) : (
    <RequestLink lang={lang} strings={strings} />
  );
}

function RequestLink({ lang, strings }: { lang: LangCode; strings: AccountStrings }) {
  const [email, setEmail] = useState('');
  const form = useAccountForm(strings);
  const { t, errors, message, formRef, busy } = form;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = await form.check((v) => v.passwordResetRequestSchema, { email });
    if (!data) return;
    const res = await form.send('POST', '/api/auth/password/forgot', data);
    if (res) form.setMessage({ kind: 'success', text: messageOf(res.body) ?? '' });
  }

  return (
    <div className="max-w-md space-y-4">
      <p className="text-slate-700 dark:text-slate-300">{t('account.reset.requestIntro')}</p>
      <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
        <Field
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          label={t('account.common.email')}
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <SubmitButton busy={busy} label={t('account.reset.requestSubmit')} busyLabel={t('account.common.sending')} />
      </form>
      <p>
        <a className={linkClass} href={localizePath(lang, '/anmelden')}>
          {t('account.common.backToLogin')}
        </a>
      </p>
    </div>
  );
}

function SetPassword({ lang, strings, token }: { lang: LangCode; strings: AccountStrings; token: string }) {
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [done, setDone] = useState(false);
  const form = useAccountForm(strings);
  const { t, errors, message, formRef, busy } = form;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // A wrong token has no field of its own: the form shows its error as the message.
    const data = await form.check((v) => v.passwordResetSchema, { token, ...values });
    if (!data) return;
    const res = await form.send('POST', '/api/auth/password/reset', data);
    if (!res) return;
    setDone(true);
    form.setMessage({ kind: 'success', text: messageOf(res.body) ?? '' });
    // The token is spent: take it out of the address bar and history.
    history.replaceState(null, '', location.pathname);
  }

  if (done) {
    return (
      <div className="max-w-md space-y-4">
        {message && <FormMessage kind="success">{message.text}</FormMessage>}
        <a className={linkClass} href={localizePath(lang, '/anmelden')}>
          {t('account.common.backToLogin')}
        </a>
      </div>
    );
  }

  return (
    <div className="max-w-md space-y-4">
      <p className="text-slate-700 dark:text-slate-300">{t('account.reset.setIntro')}</p>
      <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
        <PasswordField
          strings={strings}
          name="password"
          autoComplete="new-password"
          required
          label={t('account.reset.newPassword')}
          hint={t('account.register.passwordHint')}
          value={values.password}
          error={errors.password}
          onChange={(e) => setValues({ ...values, password: e.target.value })}
        />
        <PasswordField
          strings={strings}
          name="password_confirmation"
          autoComplete="new-password"
          required
          label={t('account.reset.newPasswordConfirmation')}
          value={values.password_confirmation}
          error={errors.password_confirmation}
          onChange={(e) => setValues({ ...values, password_confirmation: e.target.value })}
        />
        <SubmitButton busy={busy} label={t('account.reset.setSubmit')} busyLabel={t('account.common.saving')} />
      </form>
      {errors.token && (
        <p>
          <a className={linkClass} href={localizePath(lang, '/passwort-vergessen')}>
            {t('account.reset.requestNew')}
          </a>
        </p>
      )}
    </div>
  );
}
