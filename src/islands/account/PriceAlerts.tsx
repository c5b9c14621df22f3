/**
 * "Preisalarme" on the dashboard: the signed-in visitor's price alerts with target, current price, notes and
 * channels. Each can be edited (target, notes, channels), deactivated and reactivated, and deleted. An alert that
 * has fired, or whose listing is sold, rented or withdrawn, can only be deleted, and the entry says why. The
 * first render is the same on the server and in the browser (a loading line); the list is fetched once the
 * session is known.
 */
import { useEffect, useId, useState } from 'react';
import { apiJson, fieldErrorsOf, messageOf } from '~/client/api';
import { initAuth } from '~/client/stores/auth';
import { enablePush } from '~/client/alerts/push';
import { formatsFor } from '~/domain/format';
import { alertMoney } from './alert-money';
import { listingPath } from '~/domain/listing-ref';
import { localizePath } from '~/i18n/paths';
import { getLanguage, type LangCode } from '../../i18n/languages';

export type PriceAlertStrings = Record<string, string>;

interface AlertItem {
  id: number;
  property_id: number;
  target_price: number;
  notes: string | null;
  channels: ('email' | 'push')[];
  active: boolean;
  current_price: number | null;
  fired_at: string | null;
  fired_price: number | null;
  editable: boolean;
  locked_reason: 'fired' | 'sold' | 'rented' | 'withdrawn' | null;
  property: { objekttitel: string; title_slug: string | null; vermarktungsart?: string | null } | null;
}

type State =
  { phase: 'loading' } | { phase: 'failed' } | { phase: 'anonymous' } | { phase: 'ready'; items: AlertItem[] };

function tr(strings: PriceAlertStrings, key: string, vars: Record<string, string | number> = {}): string {
  return (strings[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export default function PriceAlerts({ lang, strings }: { lang: LangCode; strings: PriceAlertStrings }) {
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [editing, setEditing] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const t = (key: string, vars?: Record<string, string | number>) => tr(strings, key, vars);
  const locale = getLanguage(lang).bcp47;
  // Amounts as every page writes them (src/domain/format), so the dashboard and the listing agree: a rental's with
  // "/ Monat" as on its card (rentSuffix).
  const money = (n: number | null, item: AlertItem) =>
    alertMoney(n, item.property?.vermarktungsart, locale, {
      perMonth: t('listing.unit.perMonthShort'),
      onRequest: t('price.onRequest'),
    });

  async function load() {
    try {
      const res = await apiJson<{ data: AlertItem[] }>('GET', '/api/price-alerts');
      if (!res.ok) throw new Error('not ok');
      setState({ phase: 'ready', items: res.body?.data ?? [] });
    } catch {
      setState({ phase: 'failed' });
    }
  }

  useEffect(() => {
    void (async () => {
      if ((await initAuth()) !== 'authenticated') setState({ phase: 'anonymous' });
      else await load();
    })();
  }, []);

  function replace(item: AlertItem) {
    setState((s) => (s.phase === 'ready' ? { ...s, items: s.items.map((a) => (a.id === item.id ? item : a)) } : s));
  }

  async function toggle(item: AlertItem) {
    const res = await apiJson<{ alert: AlertItem }>('PATCH', `/api/price-alerts/${item.id}`, { active: !item.active });
    setNotice(messageOf(res.body) ?? t('priceAlerts.dialog.failed'));
    if (res.ok && res.body?.alert) replace(res.body.alert);
  }

  async function remove(item: AlertItem) {
    if (!window.confirm(t('priceAlerts.dashboard.confirmDelete'))) return;
    const res = await apiJson('DELETE', `/api/price-alerts/${item.id}`);
    setNotice(messageOf(res.body) ?? t('priceAlerts.dialog.failed'));
    if (res.ok) setState((s) => (s.phase === 'ready' ? { ...s, items: s.items.filter((a) => a.id !== item.id) } : s));
  }

  if (state.phase === 'anonymous') return null;

  return (
    <section
      id="preisalarme"
      aria-labelledby="my-price-alerts"
      className="scroll-mt-24 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      data-price-alerts
    >
      <h2 id="my-price-alerts" className="text-xl font-semibold">
        {t('priceAlerts.dashboard.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('priceAlerts.dashboard.intro')}</p>
      <p className="mt-2 min-h-5 text-sm" role="status" aria-live="polite">
        {notice}
      </p>
      {state.phase === 'loading' && <p className="mt-2 text-sm">{t('priceAlerts.dashboard.loading')}</p>}
      {state.phase === 'failed' && (
        <p className="mt-2 text-sm font-medium text-red-700 dark:text-red-400" role="alert">
          {t('priceAlerts.dashboard.loadFailed')}
        </p>
      )}
      {state.phase === 'ready' && state.items.length === 0 && (
        <p className="mt-2 text-sm">{t('priceAlerts.dashboard.empty')}</p>
      )}
      {state.phase === 'ready' && state.items.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
          {state.items.map((item) => {
            const title =
              item.property?.objekttitel ?? t('priceAlerts.dashboard.unknownListing', { id: item.property_id });
            const href = item.property
              ? localizePath(lang, listingPath(item.property_id, item.property.title_slug))
              : null;
            return (
              <li key={item.id} className="py-3" data-price-alert-item={item.id}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-semibold">
                    {href ? (
                      <a className="underline" href={href}>
                        {title}
                      </a>
                    ) : (
                      title
                    )}
                  </p>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${item.active && item.editable ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100' : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100'}`}
                  >
                    {item.active ? t('priceAlerts.dashboard.active') : t('priceAlerts.dashboard.inactive')}
                  </span>
                </div>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                  <dt className="text-slate-600 dark:text-slate-400">{t('priceAlerts.dashboard.target')}</dt>
                  <dd>{money(item.target_price, item)}</dd>
                  <dt className="text-slate-600 dark:text-slate-400">{t('priceAlerts.dashboard.current')}</dt>
                  <dd>{money(item.current_price, item)}</dd>
                  <dt className="text-slate-600 dark:text-slate-400">{t('priceAlerts.dashboard.channels')}</dt>
                  <dd>{item.channels.map((c) => t(`priceAlerts.channel.${c}`)).join(', ')}</dd>
                  {item.notes && (
                    <>
                      <dt className="text-slate-600 dark:text-slate-400">{t('priceAlerts.dashboard.notes')}</dt>
                      <dd className="whitespace-pre-line">{item.notes}</dd>
                    </>
                  )}
                </dl>
                {item.fired_at && item.fired_price != null && (
                  <p className="mt-1 text-sm font-medium">
                    {t('priceAlerts.dashboard.fired', {
                      date: formatsFor(locale).date(item.fired_at, 'medium'),
                      price: money(item.fired_price, item),
                    })}
                  </p>
                )}
                {item.locked_reason && (
                  <p
                    className="mt-1 text-sm text-slate-700 dark:text-slate-300"
                    data-locked-reason={item.locked_reason}
                  >
                    {t(`priceAlerts.dashboard.locked.${item.locked_reason}`)}
                  </p>
                )}
                {editing === item.id && item.editable ? (
                  <EditForm
                    item={item}
                    t={t}
                    onCancel={() => setEditing(null)}
                    onSaved={(saved, message) => {
                      replace(saved);
                      setNotice(message);
                      setEditing(null);
                    }}
                  />
                ) : (
                  <div className="mt-2 flex flex-wrap gap-2">
                    {item.editable && (
                      <>
                        <button type="button" className={BUTTON} onClick={() => setEditing(item.id)}>
                          {t('priceAlerts.dashboard.edit')}
                          <span className="sr-only">: {title}</span>
                        </button>
                        <button type="button" className={BUTTON} onClick={() => void toggle(item)}>
                          {item.active ? t('priceAlerts.dashboard.deactivate') : t('priceAlerts.dashboard.reactivate')}
                          <span className="sr-only">: {title}</span>
                        </button>
                      </>
                    )}
                    <button type="button" className={BUTTON} onClick={() => void remove(item)}>
                      {t('priceAlerts.dashboard.delete')}
                      <span className="sr-only">: {title}</span>
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const BUTTON =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800';
const FIELD =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

function EditForm({
  item,
  t,
  onCancel,
  onSaved,
}: {
  item: AlertItem;
  t: (key: string, vars?: Record<string, string | number>) => string;
  onCancel: () => void;
  onSaved: (item: AlertItem, message: string) => void;
}) {
  const id = useId();
  const [target, setTarget] = useState(String(item.target_price));
  const [notes, setNotes] = useState(item.notes ?? '');
  const [channels, setChannels] = useState<string[]>(item.channels);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const value = Number(target.replace(',', '.'));
    const local: Record<string, string> = {};
    if (!target.trim() || !Number.isFinite(value) || value <= 0)
      local.target_price = t('priceAlerts.errors.targetInvalid');
    if (channels.length === 0) local.channels = t('priceAlerts.errors.channelsRequired');
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      if (channels.includes('push') && !item.channels.includes('push')) {
        const outcome = await enablePush();
        if (outcome !== 'subscribed') {
          setErrors({
            channels:
              outcome === 'unsupported' ? t('priceAlerts.dialog.pushUnsupported') : t('priceAlerts.dialog.pushDenied'),
          });
          return;
        }
      }
      const res = await apiJson<{ alert: AlertItem }>('PATCH', `/api/price-alerts/${item.id}`, {
        target_price: value,
        notes: notes.trim() || null,
        channels,
      });
      if (res.ok && res.body?.alert) onSaved(res.body.alert, messageOf(res.body) ?? '');
      else setErrors({ ...fieldErrorsOf(res.body), _form: messageOf(res.body) ?? t('priceAlerts.dialog.failed') });
    } catch {
      setErrors({ _form: t('priceAlerts.dialog.failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="mt-2 max-w-md space-y-3" onSubmit={(e) => void save(e)} noValidate>
      <div>
        <label htmlFor={`${id}-target`} className="text-sm font-medium">
          {t('priceAlerts.dashboard.target')}
        </label>
        <input
          id={`${id}-target`}
          type="number"
          inputMode="decimal"
          min="1"
          step="any"
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          aria-invalid={errors.target_price ? true : undefined}
          aria-describedby={`${id}-target-error`}
          className={FIELD}
        />
        <p id={`${id}-target-error`} className="text-sm text-red-700 dark:text-red-400">
          {errors.target_price}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-notes`} className="text-sm font-medium">
          {t('priceAlerts.dashboard.notes')}
        </label>
        <textarea
          id={`${id}-notes`}
          rows={3}
          maxLength={1000}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          aria-describedby={`${id}-notes-error`}
          className={FIELD}
        />
        <p id={`${id}-notes-error`} className="text-sm text-red-700 dark:text-red-400">
          {errors.notes}
        </p>
      </div>
      <fieldset aria-describedby={`${id}-channels-error`}>
        <legend className="text-sm font-medium">{t('priceAlerts.dashboard.channels')}</legend>
        {(['email', 'push'] as const).map((c) => (
          <label key={c} className="mt-1 flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={channels.includes(c)}
              onChange={(e) => setChannels((list) => (e.target.checked ? [...list, c] : list.filter((x) => x !== c)))}
            />
            {t(`priceAlerts.channel.${c}`)}
          </label>
        ))}
        <p id={`${id}-channels-error`} className="text-sm text-red-700 dark:text-red-400">
          {errors.channels}
        </p>
      </fieldset>
      {errors._form && (
        <p className="text-sm font-medium text-red-700 dark:text-red-400" role="alert">
          {errors._form}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {t('priceAlerts.dashboard.save')}
        </button>
        <button type="button" className={BUTTON} onClick={onCancel}>
          {t('priceAlerts.dashboard.cancel')}
        </button>
      </div>
    </form>
  );
}
