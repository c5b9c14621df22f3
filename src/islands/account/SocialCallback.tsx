/**
 * /social-callback: the API sends the browser here with ?code=…&social-auth=success. The one-time code leaves the
 * address bar at once and is traded for token and user (POST /api/auth/social/exchange); the page stores them and
 * continues. Any failure says so in the page's language (errors.socialFailed).
 */
import { useEffect, useState } from 'react';
import { localizePath } from '../../i18n/paths';
import type { LangCode } from '../../i18n/languages';
import { apiJson } from '~/client/api';
import { isAuthUser, signIn } from '~/client/stores/auth';
import { readItem, removeItem } from '~/client/stores/storage';
import { FormMessage, linkClass } from './form';
import { NEXT_KEY } from './LoginForm';
import { safeNext, socialLoginCode } from './navigation';
import { tr, type AccountStrings } from './strings';

export default function SocialCallback({ lang, strings }: { lang: LangCode; strings: AccountStrings }) {
  const [state, setState] = useState<'working' | 'success' | 'failed'>('working');

  useEffect(() => {
    const code = socialLoginCode(location.search);
    // Even a spent code has no business in the address bar, the history or a Referer.
    history.replaceState(null, '', location.pathname);
    if (!code) {
      // The outcome is in the address, which is read once the island runs.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setState('failed');
      return;
    }
    let cancelled = false;
    apiJson('POST', '/api/auth/social/exchange', { code }, { on401: 'silent' })
      .then((res) => {
        if (cancelled) return;
        if (!res.ok || typeof res.body?.token !== 'string' || !isAuthUser(res.body.user)) {
          setState('failed');
          return;
        }
        signIn(res.body.token, res.body.user);
        setState('success');
        const target = safeNext(readItem(NEXT_KEY, 'session'), lang);
        removeItem(NEXT_KEY, 'session');
        location.replace(target);
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
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
