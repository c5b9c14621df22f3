/**
 * "Suche speichern" on the list and map search: saves the search in the address bar (the drawn area included)
 * as a search agent. Guests are asked to sign in first. The dialog is the browser's own <dialog> (focus kept
 * inside, Escape closes); with SMS chosen, the code sent to the phone is confirmed in the same dialog.
 * The agent's name is proposed from the search in words ("Wohnungen kaufen in Wien, bis € 350.000": the name
 * builder of src/domain/search-agents/name.ts, loaded when the dialog first opens); e-mail and mobile number
 * come from the account.
 */
import { useRef, useState, type FormEvent } from 'react';
import { apiJson, fieldErrorsOf, loginUrl } from '~/client/api';
import { $user, initAuth } from '~/client/stores/auth';
import type { LangCode } from '../../i18n/languages';
import { localizePath } from '../../i18n/paths';
import { AgentFields, agentBody, type AgentValues } from './AgentFields';
import { buttonClass, inputClass, secondaryButtonClass, tr, type AgentStrings } from './strings';

type Phase = 'form' | 'code' | 'done';

export default function SaveSearch({ lang, strings }: { lang: LangCode; strings: AgentStrings }) {
  const t = (k: string, vars?: Record<string, string | number>) => tr(strings, k, vars);
  const dialog = useRef<HTMLDialogElement>(null);
  const [guest, setGuest] = useState(false);
  const [smsAvailable, setSmsAvailable] = useState(false);
  const [values, setValues] = useState<AgentValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [phase, setPhase] = useState<Phase>('form');
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [agentId, setAgentId] = useState<number | null>(null);
  const [code, setCode] = useState('');

  async function open() {
    if ((await initAuth()) !== 'authenticated') {
      setGuest(true);
      return;
    }
    setGuest(false);
    const list = await apiJson<{ sms_available?: boolean }>('GET', '/api/search-agents').catch(() => null);
    setSmsAvailable(list?.body?.sms_available === true);
    const params = new URLSearchParams(location.search);
    const name = await import('~/domain/search-agents/name').then(
      (m) => m.nameForSearch(params, m.buildAgentNameStrings(strings)),
      () => t('searchAgents.ui.namePlaceholder'),
    );
    setValues({
      name,
      email: $user.get()?.email ?? '',
      frequency: 'daily',
      rooms_min: params.get('zimmer_von') ?? '',
      rooms_max: params.get('zimmer_bis') ?? '',
      email_channel: true,
      sms_channel: false,
      phone: $user.get()?.phone ?? '',
    });
    setErrors({});
    setMessage(null);
    setPhase('form');
    dialog.current?.showModal();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!values) return;
    setBusy(true);
    try {
      const res = await apiJson<{ message?: string; agent?: { id: number; phone_confirmed: boolean } }>(
        'POST',
        `/api/search-agents?lang=${lang}`,
        { ...agentBody(values), search: location.search },
      );
      if (res.ok && res.body?.agent) {
        setAgentId(res.body.agent.id);
        setMessage({ kind: 'success', text: res.body.message ?? '' });
        setPhase(values.sms_channel && !res.body.agent.phone_confirmed ? 'code' : 'done');
      } else {
        setErrors(fieldErrorsOf(res.body));
        setMessage({
          kind: 'error',
          text: (res.body as { message?: string } | null)?.message ?? t('searchAgents.ui.failed'),
        });
      }
    } catch {
      setMessage({ kind: 'error', text: t('searchAgents.ui.failed') });
    } finally {
      setBusy(false);
    }
  }

  async function confirmCode(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await apiJson<{ message?: string }>(
        'POST',
        `/api/search-agents/${agentId}/phone-confirm?lang=${lang}`,
        {
          code,
        },
      );
      if (res.ok) {
        setMessage({ kind: 'success', text: res.body?.message ?? '' });
        setPhase('done');
      } else setErrors(fieldErrorsOf(res.body));
    } catch {
      setMessage({ kind: 'error', text: t('searchAgents.ui.failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mb-4 flex flex-wrap items-center gap-3" data-save-search>
      <button type="button" className={secondaryButtonClass} aria-haspopup="dialog" onClick={() => void open()}>
        {t('searchAgents.ui.save')}
      </button>
      {guest && (
        <p className="text-sm" role="status">
          {t('searchAgents.ui.signIn')}{' '}
          <a className="font-semibold underline" href={loginUrl(lang, location.pathname + location.search)}>
            {t('searchAgents.ui.signInLink')}
          </a>
        </p>
      )}
      <dialog
        ref={dialog}
        aria-labelledby="save-search-title"
        className="m-auto w-full max-w-md rounded-xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50 dark:bg-slate-900 dark:text-slate-100"
      >
        <h2 id="save-search-title" className="mb-4 text-lg font-semibold">
          {t('searchAgents.ui.dialogTitle')}
        </h2>
        {message && (
          <p
            role={message.kind === 'error' ? 'alert' : 'status'}
            className={`mb-4 text-sm font-medium ${message.kind === 'error' ? 'text-red-700 dark:text-red-400' : 'text-emerald-800 dark:text-emerald-300'}`}
          >
            {message.text}
          </p>
        )}
        {phase === 'form' && values && (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <AgentFields
              strings={strings}
              values={values}
              errors={errors}
              smsAvailable={smsAvailable}
              onChange={setValues}
            />
            <div className="mt-6 flex justify-end gap-3">
              <button type="button" className={secondaryButtonClass} onClick={() => dialog.current?.close()}>
                {t('searchAgents.ui.cancel')}
              </button>
              <button type="submit" className={buttonClass} disabled={busy}>
                {t('searchAgents.ui.submit')}
              </button>
            </div>
          </form>
        )}
        {phase === 'code' && (
          <form onSubmit={(e) => void confirmCode(e)} noValidate className="space-y-3">
            <label htmlFor="save-search-code" className="block text-sm font-medium">
              {t('searchAgents.ui.code')}
            </label>
            <input
              id="save-search-code"
              className={inputClass}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={errors.code ? 'save-search-code-error' : undefined}
              onChange={(e) => setCode(e.target.value)}
            />
            {errors.code && (
              <p id="save-search-code-error" className="text-sm font-medium text-red-700 dark:text-red-400">
                {errors.code}
              </p>
            )}
            <button type="submit" className={buttonClass} disabled={busy}>
              {t('searchAgents.ui.confirmCode')}
            </button>
          </form>
        )}
        {phase === 'done' && (
          <div className="flex justify-end gap-3">
            <a className={secondaryButtonClass} href={localizePath(lang, '/dashboard')}>
              {t('searchAgents.ui.toDashboard')}
            </a>
            <button type="button" className={buttonClass} onClick={() => dialog.current?.close()}>
              {t('searchAgents.ui.close')}
            </button>
          </div>
        )}
      </dialog>
    </div>
  );
}
