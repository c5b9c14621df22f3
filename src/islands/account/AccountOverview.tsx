/**
 * Top of /dashboard and /mein-konto: who is signed in, and sign-out (logout returns to /).
 * Visitors without a valid session are sent to the login page, which brings them back here afterwards.
 */
import { useEffect } from 'react';
import { localizePath } from '../../i18n/paths';
import { getLanguage, type LangCode } from '../../i18n/languages';
import { formatsFor } from '~/domain/format';
import { loginUrl } from '~/client/api';
import { displayName, initAuth, signOut, signingOutHere } from '~/client/stores/auth';
import { FormMessage, linkClass } from './form';
import { useAuthView } from './auth-view';
import { tr, type AccountStrings } from './strings';

export function useSignedInGate(lang: LangCode) {
  const { state } = useAuthView();
  useEffect(() => {
    void initAuth().then((s) => {
      if (s === 'anonymous' && !signingOutHere()) location.replace(loginUrl(lang, location.pathname + location.search));
    });
  }, [lang]);
  return state;
}

export default function AccountOverview({ lang, strings }: { lang: LangCode; strings: AccountStrings }) {
  const state = useSignedInGate(lang);
  const { user } = useAuthView();
  const t = (key: string, vars?: Record<string, string | number>) => tr(strings, key, vars);

  if (state === 'anonymous') {
    return (
      <FormMessage kind="info">
        {t('account.dashboard.signInFirst')}{' '}
        <a className={linkClass} href={loginUrl(lang)}>
          {t('account.login.submit')}
        </a>
      </FormMessage>
    );
  }
  if (state === 'loading' || !user)
    return (
      <p className="text-slate-600 dark:text-slate-400" role="status">
        {t('account.common.loading')}
      </p>
    );

  const since = user.created_at ? formatsFor(getLanguage(lang).bcp47).date(user.created_at, 'long') : null;
  const providers = (user.providers ?? []).map((p) => (p === 'google' ? 'Google' : p === 'facebook' ? 'Facebook' : p));

  return (
    <div
      className="flex flex-wrap items-start justify-between gap-4 rounded-lg border border-slate-200 p-5 dark:border-slate-800"
      data-account-overview
    >
      <div className="space-y-1">
        <h2 className="text-xl font-semibold" data-user-greeting>
          {t('account.dashboard.greeting', { name: displayName(user, t('auth.userFallback')) })}
        </h2>
        <p className="text-slate-600 dark:text-slate-400">{user.email}</p>
        <p className="text-slate-700 dark:text-slate-300">{t('account.dashboard.intro')}</p>
        {since && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('account.dashboard.memberSince', { date: since })}
          </p>
        )}
        {providers.length > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('account.dashboard.signedInWith', { providers: providers.join(', ') })}
          </p>
        )}
      </div>
      <button
        type="button"
        data-account-logout
        onClick={async () => {
          await signOut();
          location.assign(localizePath(lang, '/'));
        }}
        className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        {t('account.dashboard.logout')}
      </button>
    </div>
  );
}
