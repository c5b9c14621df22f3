/**
 * "Meine Suchagenten" on the dashboard: the signed-in user's saved searches with how often and where they report;
 * edit, pause or resume, delete, and "show results" (the saved search itself). Unconfirmed addresses and numbers
 * are named, with the field for the SMS code.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { apiJson, fieldErrorsOf } from '~/client/api';
import { initAuth } from '~/client/stores/auth';
import type { LangCode } from '../../i18n/languages';
import { AgentFields, agentBody, type AgentValues } from './AgentFields';
import { buttonClass, inputClass, secondaryButtonClass, tr, type AgentStrings } from './strings';

interface Agent {
  id: number;
  name: string;
  email: string;
  email_confirmed: boolean;
  frequency: 'instant' | 'daily' | 'weekly';
  rooms_min: number | null;
  rooms_max: number | null;
  channels: string[];
  phone: string | null;
  phone_confirmed: boolean;
  active: boolean;
  results_url: string;
}

type State =
  | { phase: 'loading' }
  | { phase: 'failed' }
  | { phase: 'anonymous' }
  | { phase: 'ready'; agents: Agent[]; sms: boolean };

function valuesOf(a: Agent): AgentValues {
  return {
    name: a.name,
    email: a.email,
    frequency: a.frequency,
    rooms_min: a.rooms_min == null ? '' : String(a.rooms_min),
    rooms_max: a.rooms_max == null ? '' : String(a.rooms_max),
    email_channel: a.channels.includes('email'),
    sms_channel: a.channels.includes('sms'),
    phone: a.phone ?? '',
  };
}

export default function MySearchAgents({ lang, strings }: { lang: LangCode; strings: AgentStrings }) {
  const t = (k: string, vars?: Record<string, string | number>) => tr(strings, k, vars);
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [editing, setEditing] = useState<{ id: number; values: AgentValues; errors: Record<string, string> } | null>(
    null,
  );
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [codes, setCodes] = useState<Record<number, string>>({});

  const load = useCallback(async () => {
    try {
      const res = await apiJson<{ data: Agent[]; sms_available: boolean }>('GET', `/api/search-agents?lang=${lang}`);
      if (!res.ok || !res.body) throw new Error('not ok');
      setState({ phase: 'ready', agents: res.body.data, sms: res.body.sms_available });
    } catch {
      setState({ phase: 'failed' });
    }
  }, [lang]);

  useEffect(() => {
    void (async () => {
      if ((await initAuth()) !== 'authenticated') setState({ phase: 'anonymous' });
      else await load();
    })();
  }, [load]);

  async function act(method: string, path: string, body?: unknown): Promise<boolean> {
    try {
      const res = await apiJson<{ message?: string }>(method, `${path}?lang=${lang}`, body);
      setNotice({
        kind: res.ok ? 'success' : 'error',
        text: res.body?.message ?? t('searchAgents.ui.failed'),
      });
      if (res.ok) await load();
      return res.ok;
    } catch {
      setNotice({ kind: 'error', text: t('searchAgents.ui.failed') });
      return false;
    }
  }

  async function saveEdit(e: FormEvent) {
    e.preventDefault();
    if (!editing) return;
    const res = await apiJson<{ message?: string }>(
      'PATCH',
      `/api/search-agents/${editing.id}?lang=${lang}`,
      agentBody(editing.values),
    ).catch(() => null);
    if (res?.ok) {
      setEditing(null);
      setNotice({ kind: 'success', text: res.body?.message ?? '' });
      await load();
    } else setEditing({ ...editing, errors: fieldErrorsOf(res?.body) });
  }

  if (state.phase === 'anonymous') return null;
  const frequency = (f: string) => t(`searchAgents.ui.${f}`);

  return (
    <section
      aria-labelledby="my-search-agents"
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      data-my-search-agents
    >
      <h2 id="my-search-agents" className="text-xl font-semibold">
        {t('searchAgents.ui.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('searchAgents.ui.intro')}</p>
      {notice && (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`mt-3 text-sm font-medium ${notice.kind === 'error' ? 'text-red-700 dark:text-red-400' : 'text-emerald-800 dark:text-emerald-300'}`}
        >
          {notice.text}
        </p>
      )}
      {state.phase === 'loading' && (
        <p className="mt-4 text-sm" role="status">
          {t('searchAgents.ui.loading')}
        </p>
      )}
      {state.phase === 'failed' && (
        <p className="mt-4 text-sm font-medium text-red-700 dark:text-red-400" role="alert">
          {t('searchAgents.ui.loadFailed')}
        </p>
      )}
      {state.phase === 'ready' && state.agents.length === 0 && (
        <p className="mt-4 text-sm">{t('searchAgents.ui.empty')}</p>
      )}
      {state.phase === 'ready' && state.agents.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {state.agents.map((a) => (
            <li key={a.id} className="py-3" data-search-agent>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold">{a.name}</p>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${a.active ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100' : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100'}`}
                >
                  {a.active ? t('searchAgents.ui.active') : t('searchAgents.ui.paused')}
                </span>
              </div>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {frequency(a.frequency)} · {a.channels.map((c) => (c === 'sms' ? a.phone : a.email)).join(', ')}
              </p>
              {!a.email_confirmed && a.channels.includes('email') && (
                <p className="text-sm text-amber-800 dark:text-amber-300">{t('searchAgents.ui.emailUnconfirmed')}</p>
              )}
              {!a.phone_confirmed && a.channels.includes('sms') && (
                <form
                  className="mt-2 flex flex-wrap items-end gap-2"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void act('POST', `/api/search-agents/${a.id}/phone-confirm`, { code: codes[a.id] ?? '' });
                  }}
                >
                  <label className="text-sm text-amber-800 dark:text-amber-300" htmlFor={`code-${a.id}`}>
                    {t('searchAgents.ui.phoneUnconfirmed')}
                  </label>
                  <input
                    id={`code-${a.id}`}
                    className={`${inputClass} max-w-32`}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    value={codes[a.id] ?? ''}
                    onChange={(e) => setCodes({ ...codes, [a.id]: e.target.value })}
                  />
                  <button type="submit" className={secondaryButtonClass}>
                    {t('searchAgents.ui.confirmCode')}
                  </button>
                </form>
              )}
              <div className="mt-2 flex flex-wrap gap-2">
                <a className={buttonClass} href={a.results_url}>
                  {t('searchAgents.ui.showResults')}
                </a>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  aria-expanded={editing?.id === a.id}
                  onClick={() =>
                    setEditing(editing?.id === a.id ? null : { id: a.id, values: valuesOf(a), errors: {} })
                  }
                >
                  {t('searchAgents.ui.edit')}
                  <span className="sr-only">: {a.name}</span>
                </button>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => void act('PATCH', `/api/search-agents/${a.id}`, { active: !a.active })}
                >
                  {a.active ? t('searchAgents.ui.pause') : t('searchAgents.ui.resume')}
                  <span className="sr-only">: {a.name}</span>
                </button>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => {
                    if (window.confirm(t('searchAgents.ui.confirmDelete', { name: a.name })))
                      void act('DELETE', `/api/search-agents/${a.id}`);
                  }}
                >
                  {t('searchAgents.ui.delete')}
                  <span className="sr-only">: {a.name}</span>
                </button>
              </div>
              {editing?.id === a.id && (
                <form className="mt-4 max-w-md" onSubmit={(e) => void saveEdit(e)} noValidate>
                  <AgentFields
                    strings={strings}
                    values={editing.values}
                    errors={editing.errors}
                    smsAvailable={state.sms}
                    onChange={(values) => setEditing({ ...editing, values })}
                  />
                  <button type="submit" className={`${buttonClass} mt-4`}>
                    {t('searchAgents.ui.saveChanges')}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
