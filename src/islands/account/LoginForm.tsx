/** /anmelden: e-mail and password (password required, at least 6 characters, as the API checks), plus Google and Facebook. */
import { useEffect, useState, type FormEvent } from 'react';
import { localizePath } from '../../i18n/paths';
import type { LangCode } from '../../i18n/languages';
import { initAuth, isAuthUser, signIn } from '~/client/stores/auth';
import { writeItem } from '~/client/stores/storage';
import { Field, FormMessage, PasswordField, SubmitButton, linkClass, useAccountForm } from './form';
import { safeNext } from './navigation';
import { SocialButtons } from './SocialButtons';
import { useAuthView } from './auth-view';
import type { AccountStrings } from './strings';

export const NEXT_KEY = 'auth_next';

export default function LoginForm({ lang, strings }: { lang: LangCode; strings: AccountStrings }) {
  const { state: authState } = useAuthView();
  const [values, setValues] = useState({ email: '', password: '' });
  const form = useAccountForm(strings);
  const { t, errors, message } = form;

  useEffect(() => {
    void initAuth();
  }, []);

  const next = () => safeNext(new URLSearchParams(location.search).get('next'), lang);

  function update(name: keyof typeof values, value: string) {
    const nextValues = { ...values, [name]: value };
    setValues(nextValues);
    form.recheck((v) => v.loginSchema, nextValues);
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = await form.check((v) => v.loginSchema, values);
    if (!data) return;
    const res = await form.send('POST', '/api/auth/login', data, {
      accepts: (body) => typeof body?.token === 'string' && isAuthUser(body?.user),
      stayBusy: true,
    });
    if (!res) return;
    signIn(res.body.token, res.body.user);
    location.assign(next());
  }

  if (authState === 'authenticated') {
    return (
      <div className="max-w-md space-y-4">
        <FormMessage kind="info">{t('account.login.alreadySignedIn')}</FormMessage>
        <a className={linkClass} href={localizePath(lang, '/dashboard')}>
          {t('account.login.toDashboard')}
        </a>
      </div>
    );
  }

  return (
    <div className="max-w-md space-y-6">
      <form
        ref={form.formRef}
        method="post"
        noValidate
        onFocus={form.prepare}
        onSubmit={onSubmit}
        className="space-y-4"
        aria-describedby={message ? 'login-message' : undefined}
      >
        {message && (
          <div id="login-message">
            <FormMessage kind={message.kind}>{message.text}</FormMessage>
          </div>
        )}
        <Field
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          label={t('account.common.email')}
          value={values.email}
          error={errors.email}
          onChange={(e) => update('email', e.target.value)}
        />
        <PasswordField
          strings={strings}
          name="password"
          autoComplete="current-password"
          required
          label={t('account.common.password')}
          value={values.password}
          error={errors.password}
          onChange={(e) => update('password', e.target.value)}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SubmitButton busy={form.busy} label={t('account.login.submit')} busyLabel={t('account.common.sending')} />
          <a className={linkClass} href={localizePath(lang, '/passwort-vergessen')}>
            {t('account.login.forgotPassword')}
          </a>
        </div>
      </form>
      <SocialButtons lang={lang} strings={strings} onStart={() => writeItem(NEXT_KEY, next(), 'session')} />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('account.login.noAccount')}{' '}
        <a className={linkClass} href={localizePath(lang, '/registrieren')}>
          {t('account.login.registerLink')}
        </a>
      </p>
    </div>
  );
}
