/**
 * /social-callback: the API sends the browser here with ?auth=…&social-auth=success. Stores token
 * and user, removes them from the address bar, and continues; any failure says so in the page's language (errors.socialFailed).
 */
import { useEffect, useState } from 'react';
import { localizePath } from '../../i18n/paths';
import type { LangCode } from '../../i18n/languages';
import { signIn, type AuthUser } from '~/client/stores/auth';
import { readItem, removeItem } from '~/client/stores/storage';
import { FormMessage, linkClass } from './form';
import { NEXT_KEY } from './LoginForm';
import { decodeAuthParam, safeNext } from './navigation';
import { tr, type AccountStrings } from './strings';

export default function SocialCallback({ lang, strings }: { lang: LangCode; strings: AccountStrings }) {
  const [state, setState] = useState<'working' | 'success' | 'failed'>('working');

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const auth = params.get('social-auth') === 'success' ? decodeAuthParam(params.get('auth')) : null;
    // The token must not stay in the address bar, the history or a Referer.
    history.replaceState(null, '', location.pathname);
    if (!auth) {
      // The outcome is in the address, which is read once the island runs.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setState('failed');
      return;
    }
    signIn(auth.token, auth.user as AuthUser);
    setState('success');
    const target = safeNext(readItem(NEXT_KEY, 'session'), lang);
    removeItem(NEXT_KEY, 'session');
    location.replace(target);
  }, [lang]);

  if (state === 'failed') {
    return (
      <div className="max-w-md space-y-4">
        <FormMessage kind="error">{tr(strings, 'errors.socialFailed')}</FormMessage>
        <a className={linkClass} href={localizePath(lang, '/anmelden')}>
          {tr(strings, 'account.common.backToLogin')}
        </a>
      </div>
    );
  }
  return (
    <div className="max-w-md">
      <FormMessage kind={state === 'success' ? 'success' : 'info'}>
        {tr(strings, state === 'success' ? 'account.social.success' : 'account.social.working')}
      </FormMessage>
    </div>
  );
}
