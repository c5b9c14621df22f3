/** Profile on /dashboard and /mein-konto: name and phone, password, account deletion. */
// First: zod must be jitless before any schema below is built (see the module).
import '~/client/zod-jitless';
import { useEffect, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { nameSchema, newPasswordSchema, phoneSchema } from '../../domain/validation/account';
import { localizePath } from '../../i18n/paths';
import type { LangCode } from '../../i18n/languages';
import { messageOf } from '~/client/api';
import { clearAuth, isAuthUser, setUser, type AuthUser } from '~/client/stores/auth';
import { Checkbox, Field, FormMessage, PasswordField, SubmitButton, useAccountForm, type FieldErrors } from './form';
import { useSignedInGate } from './AccountOverview';
import { useAuthView } from './auth-view';
import type { AccountStrings } from './strings';

type Props = { lang: LangCode; strings: AccountStrings };

// The forms check what they send; the API runs the full shared schemas again.
const profileForm = z.object({ name: nameSchema, phone: phoneSchema });
const passwordForm = (needsCurrent: boolean) =>
  z
    .object({
      current_password: needsCurrent
        ? z.string().min(1, { error: 'validation.currentPasswordRequired' })
        : z.string().optional(),
      password: newPasswordSchema,
      password_confirmation: z.string(),
    })
    .refine((d) => d.password === d.password_confirmation, {
      path: ['password_confirmation'],
      error: 'validation.passwordsMismatch',
    });

const sectionClass = 'space-y-4 rounded-lg border border-slate-200 p-5 dark:border-slate-800';

export default function AccountSettings({ lang, strings }: Props) {
  const state = useSignedInGate(lang);
  const { user } = useAuthView();
  if (state !== 'authenticated' || !user) return null;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ProfileForm strings={strings} user={user} />
      <PasswordForm strings={strings} user={user} />
      <DeleteAccount lang={lang} strings={strings} user={user} />
    </div>
  );
}

function ProfileForm({ strings, user }: { strings: AccountStrings; user: AuthUser }) {
  const s = useAccountForm(strings);
  const [values, setValues] = useState({ name: user.name, phone: user.phone ?? '' });
  // The form starts over when another account signs in, not when a save updates this one's name or phone (the form
  // already shows them) and so not while the visitor is typing.
  // eslint-disable-next-line react-hooks/set-state-in-effect, react-hooks/exhaustive-deps
  useEffect(() => setValues({ name: user.name, phone: user.phone ?? '' }), [user.id]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = await s.check(() => profileForm, values);
    if (!data) return;
    const res = await s.send(
      'PATCH',
      '/api/auth/me',
      { name: data.name, phone: data.phone },
      { fallbackKey: 'errors.saveFailed' },
    );
    if (res && isAuthUser(res.body?.user)) {
      setUser(res.body.user);
      s.setMessage({ kind: 'success', text: messageOf(res.body) ?? '' });
    }
  }

  return (
    <section aria-labelledby="profile-heading" className={sectionClass}>
      <h2 id="profile-heading" className="text-lg font-semibold">
        {s.t('account.dashboard.profileHeading')}
      </h2>
      <form ref={s.formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        {s.message && <FormMessage kind={s.message.kind}>{s.message.text}</FormMessage>}
        <Field
          name="name"
          autoComplete="name"
          required
          label={s.t('account.register.name')}
          value={values.name}
          error={s.errors.name}
          onChange={(e) => setValues({ ...values, name: e.target.value })}
        />
        <Field
          name="email"
          type="email"
          label={s.t('account.common.email')}
          value={user.email}
          readOnly
          hint={s.t('account.dashboard.emailReadonly')}
        />
        <Field
          name="phone"
          type="tel"
          autoComplete="tel"
          label={s.t('account.register.phone')}
          optionalLabel={s.t('account.common.optional')}
          value={values.phone}
          error={s.errors.phone}
          onChange={(e) => setValues({ ...values, phone: e.target.value })}
        />
        <SubmitButton
          busy={s.busy}
          label={s.t('account.dashboard.saveProfile')}
          busyLabel={s.t('account.common.saving')}
        />
      </form>
    </section>
  );
}

function PasswordForm({ strings, user }: { strings: AccountStrings; user: AuthUser }) {
  const s = useAccountForm(strings);
  const needsCurrent = user.has_password !== false;
  const empty = { current_password: '', password: '', password_confirmation: '' };
  const [values, setValues] = useState(empty);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!(await s.check(() => passwordForm(needsCurrent), values))) return;
    const res = await s.send(
      'PUT',
      '/api/auth/me/password',
      needsCurrent ? values : { password: values.password, password_confirmation: values.password_confirmation },
      { fallbackKey: 'errors.saveFailed' },
    );
    if (res) {
      setValues(empty);
      s.setMessage({ kind: 'success', text: messageOf(res.body) ?? '' });
      if (!needsCurrent) setUser({ ...user, has_password: true });
    }
  }

  return (
    <section aria-labelledby="password-heading" className={sectionClass}>
      <h2 id="password-heading" className="text-lg font-semibold">
        {s.t(needsCurrent ? 'account.dashboard.passwordHeading' : 'account.dashboard.setPasswordHeading')}
      </h2>
      {!needsCurrent && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{s.t('account.dashboard.setPasswordIntro')}</p>
      )}
      <form ref={s.formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        {s.message && <FormMessage kind={s.message.kind}>{s.message.text}</FormMessage>}
        {needsCurrent && (
          <PasswordField
            strings={strings}
            name="current_password"
            autoComplete="current-password"
            required
            label={s.t('account.dashboard.currentPassword')}
            value={values.current_password}
            error={s.errors.current_password}
            onChange={(e) => setValues({ ...values, current_password: e.target.value })}
          />
        )}
        <PasswordField
          strings={strings}
          name="password"
          autoComplete="new-password"
          required
          label={s.t('account.reset.newPassword')}
          hint={s.t('account.register.passwordHint')}
          value={values.password}
          error={s.errors.password}
          onChange={(e) => setValues({ ...values, password: e.target.value })}
        />
        <PasswordField
          strings={strings}
          name="password_confirmation"
          autoComplete="new-password"
          required
          label={s.t('account.reset.newPasswordConfirmation')}
          value={values.password_confirmation}
          error={s.errors.password_confirmation}
          onChange={(e) => setValues({ ...values, password_confirmation: e.target.value })}
        />
        <SubmitButton
          busy={s.busy}
          label={s.t('account.dashboard.changePassword')}
          busyLabel={s.t('account.common.saving')}
        />
      </form>
    </section>
  );
}

function DeleteAccount({ lang, strings, user }: Props & { user: AuthUser }) {
  const s = useAccountForm(strings);
  const needsPassword = user.has_password !== false;
  const [confirm, setConfirm] = useState(false);
  const [password, setPassword] = useState('');

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const errors: FieldErrors = {};
    if (!confirm) errors.confirm = s.t('validation.deleteConfirmRequired');
    if (needsPassword && !password) errors.password = s.t('validation.currentPasswordRequired');
    if (Object.keys(errors).length) {
      s.showErrors(errors);
      return;
    }
    const res = await s.send('DELETE', '/api/auth/me', needsPassword ? { password, confirm: true } : { confirm: true });
    if (res) {
      clearAuth();
      location.assign(localizePath(lang, '/'));
    }
  }

  return (
    <section aria-labelledby="delete-heading" className={`${sectionClass} border-red-200 dark:border-red-900`}>
      <h2 id="delete-heading" className="text-lg font-semibold text-red-800 dark:text-red-300">
        {s.t('account.dashboard.deleteHeading')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{s.t('account.dashboard.deleteIntro')}</p>
      <form ref={s.formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        {s.message && <FormMessage kind={s.message.kind}>{s.message.text}</FormMessage>}
        <Checkbox name="confirm" checked={confirm} onChange={setConfirm} error={s.errors.confirm}>
          {s.t('account.dashboard.deleteConfirm')}
        </Checkbox>
        {needsPassword && (
          <PasswordField
            strings={strings}
            name="password"
            autoComplete="current-password"
            label={s.t('account.dashboard.deletePassword')}
            value={password}
            error={s.errors.password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
        <SubmitButton
          busy={s.busy}
          variant="danger"
          label={s.t('account.dashboard.deleteSubmit')}
          busyLabel={s.t('account.common.sending')}
        />
      </form>
    </section>
  );
}
