/**
 * "Sign in with Google / Facebook": shows a button only for the providers the API is configured for (it asks
 * GET /api/auth/social/providers; none is shown while that is unknown or fails), then asks the API for the
 * provider URL and goes there.
 */
import { useEffect, useState } from 'react';
import type { LangCode } from '../../i18n/languages';
import { apiJson } from '~/client/api';
import { FormMessage, useHydrated } from './form';
import { tr, type AccountStrings } from './strings';

const PROVIDERS = [
  { id: 'google', label: 'account.login.withGoogle', mark: 'G' },
  { id: 'facebook', label: 'account.login.withFacebook', mark: 'f' },
] as const;

export function SocialButtons({
  lang,
  strings,
  onStart,
}: {
  lang: LangCode;
  strings: AccountStrings;
  onStart?: () => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [configured, setConfigured] = useState<readonly string[]>([]);
  const hydrated = useHydrated();

  useEffect(() => {
    let live = true;
    apiJson<{ providers?: unknown }>('GET', '/api/auth/social/providers')
      .then((res) => {
        const list = res.ok && Array.isArray(res.body?.providers) ? res.body.providers : [];
        if (live) setConfigured(list.filter((p): p is string => typeof p === 'string'));
      })
      .catch((err) => console.error('social providers unknown; no social sign-in offered', err));
    return () => {
      live = false;
    };
  }, []);

  const shown = PROVIDERS.filter((p) => configured.includes(p.id));
  if (shown.length === 0) return null;

  async function start(provider: string) {
    setBusy(provider);
    setFailed(false);
    try {
      const res = await apiJson('GET', `/api/auth/social/${provider}/redirect?lang=${lang}`);
      const url = res.body?.redirect_url;
      if (res.ok && typeof url === 'string' && /^https?:\/\//.test(url)) {
        onStart?.();
        location.assign(url);
        return;
      }
    } catch (err) {
      console.error('social login could not start', err);
    }
    setFailed(true);
    setBusy(null);
  }

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        {tr(strings, 'account.login.or')}
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      {failed && <FormMessage kind="error">{tr(strings, 'errors.socialFailed')}</FormMessage>}
      <div className={`grid gap-2 ${shown.length > 1 ? 'sm:grid-cols-2' : ''}`}>
        {shown.map((p) => (
          <button
            key={p.id}
            type="button"
            onClick={() => void start(p.id)}
            disabled={busy !== null || !hydrated}
            aria-busy={busy === p.id || undefined}
            data-social={p.id}
            className="inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-70 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <span aria-hidden="true" className="font-bold">
              {p.mark}
            </span>
            {tr(strings, p.label)}
          </button>
        ))}
      </div>
    </div>
  );
}
