/** /registrieren: the registration fields and rules, from the same schema as the API (one set of rules on both sides). */
import { useState, type FormEvent } from 'react';
import { localizePath } from '../../i18n/paths';
import type { LangCode } from '../../i18n/languages';
import { apiJson, messageOf } from '~/client/api';
import { isAuthUser, signIn } from '~/client/stores/auth';
import { writeItem } from '~/client/stores/storage';
import {
  Checkbox,
  Field,
  FormMessage,
  PasswordField,
  SubmitButton,
  linkClass,
  useAccountForm,
  type FieldErrors,
  type FormNotice,
} from './form';
import { NEXT_KEY } from './LoginForm';
import { REGISTER_FORM_PATH, safeNext } from './navigation';
import { SocialButtons } from './SocialButtons';
import type { AccountStrings } from './strings';

/** Long enough to read "Registrierung erfolgreich" before the dashboard opens. */
const SUCCESS_DELAY_MS = 1200;

/** What the form shows again after a post without JavaScript (REGISTER_FORM_PATH): never the passwords. */
export interface RegisterInitial {
  values?: { name?: string; email?: string; phone?: string; terms?: boolean };
  errors?: FieldErrors;
  message?: FormNotice;
}

export default function RegisterForm({
  lang,
  strings,
  initial = {},
}: {
  lang: LangCode;
  strings: AccountStrings;
  initial?: RegisterInitial;
}) {
  const [values, setValues] = useState({
    name: '',
    email: '',
    phone: '',
    terms: false,
    ...initial.values,
    password: '',
    password_confirmation: '',
  });
  const form = useAccountForm(strings, initial);
  const { t, errors, message } = form;

  function update<K extends keyof typeof values>(name: K, value: (typeof values)[K]) {
    const nextValues = { ...values, [name]: value };
    setValues(nextValues);
    form.recheck((v) => v.registerSchema, nextValues);
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!(await form.check((v) => v.registerSchema, values))) return;
    const res = await form.send(
      'POST',
      '/api/auth/register',
      { ...values, phone: values.phone.trim() || null },
      {
        accepts: (body) => !!body?.success,
        stayBusy: true,
      },
    );
    if (!res) return;
    form.setMessage({ kind: 'success', text: messageOf(res.body) ?? t('account.registerSuccess') });
    // The API answers a new and an already registered address alike (it mails the owner of a taken one), so the
    // new account is signed in with the password just chosen. When that fails, the address had an account (or the
    // sign-in is throttled): the visitor is told to check the mail or to sign in.
    const login = await apiJson(
      'POST',
      '/api/auth/login',
      { email: values.email, password: values.password },
      {
        on401: 'silent',
      },
    ).catch(() => null);
    if (login?.ok && typeof login.body?.token === 'string' && isAuthUser(login.body.user)) {
      signIn(login.body.token, login.body.user);
      const target = safeNext(new URLSearchParams(location.search).get('next'), lang);
      setTimeout(() => location.assign(target), SUCCESS_DELAY_MS);
    } else {
      form.setMessage({ kind: 'info', text: t('account.register.checkMail') });
      form.setBusy(false);
    }
  }

  return (
    <div className="max-w-md space-y-6">
      <form
        ref={form.formRef}
        method="post"
        action={localizePath(lang, REGISTER_FORM_PATH)}
        noValidate
        onFocus={form.prepare}
        onSubmit={onSubmit}
        className="space-y-4"
      >
        {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('account.common.requiredNote')}</p>
        <Field
          name="name"
          autoComplete="name"
          required
          label={t('account.register.name')}
          value={values.name}
          error={errors.name}
          onChange={(e) => update('name', e.target.value)}
        />
        <Field
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          label={t('account.common.email')}
          value={values.email}
          error={errors.email}
          onChange={(e) => update('email', e.target.value)}
        />
        <Field
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          label={t('account.register.phone')}
          optionalLabel={t('account.common.optional')}
          value={values.phone}
          error={errors.phone}
          onChange={(e) => update('phone', e.target.value)}
        />
        <PasswordField
          strings={strings}
          name="password"
          autoComplete="new-password"
          required
          label={t('account.common.password')}
          hint={t('account.register.passwordHint')}
          value={values.password}
          error={errors.password}
          onChange={(e) => update('password', e.target.value)}
        />
        <PasswordField
          strings={strings}
          name="password_confirmation"
          autoComplete="new-password"
          required
          label={t('account.register.passwordConfirmation')}
          value={values.password_confirmation}
          error={errors.password_confirmation}
          onChange={(e) => update('password_confirmation', e.target.value)}
        />
        <Checkbox
          name="terms"
          required
          checked={values.terms}
          onChange={(v) => update('terms', v)}
          error={errors.terms}
        >
          {t('account.register.termsBefore')}
          <a className={linkClass} href={localizePath(lang, '/datenschutz')} target="_blank" rel="noopener">
            {t('account.register.termsLink')}
          </a>
          {t('account.register.termsAfter')}
        </Checkbox>
        <SubmitButton
          busy={form.busy}
          label={t('account.register.submit')}
          busyLabel={t('account.common.sending')}
          worksWithoutScript
        />
      </form>
      <SocialButtons
        lang={lang}
        strings={strings}
        onStart={() => writeItem(NEXT_KEY, safeNext(new URLSearchParams(location.search).get('next'), lang), 'session')}
      />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('account.register.haveAccount')}{' '}
        <a className={linkClass} href={localizePath(lang, '/anmelden')}>
          {t('account.register.loginLink')}
        </a>
      </p>
    </div>
  );
}
