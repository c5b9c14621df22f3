/**
 * "Meine Anfragen" on the dashboard: the signed-in visitor's inquiries and appointment requests, newest first,
 * with whom each went to and how far its delivery got. The first render is the same on the server and in the
 * browser (a loading line); the lists are fetched once the session is known.
 */
import { useEffect, useState } from 'react';
import { apiJson } from '~/client/api';
import { initAuth } from '~/client/stores/auth';
import { getLanguage, type LangCode } from '../../i18n/languages';
import { formatsFor } from '~/domain/format';

export type LeadsStrings = Record<string, string>;

interface LeadItem {
  id: number;
  kind: 'inquiry' | 'appointment';
  status: 'received' | 'delivered' | 'failed';
  type: string | null;
  topic: string | null;
  subject: { type: string; title: string; ref: string | null; url: string | null };
  recipient: { kind: string; name: string };
  message: string | null;
  preferred_slots: { date: string; time_window: string }[];
  created_at: string;
}

type State =
  { phase: 'loading' } | { phase: 'failed' } | { phase: 'anonymous' } | { phase: 'ready'; items: LeadItem[] };

function tr(strings: LeadsStrings, key: string, vars: Record<string, string | number> = {}): string {
  return (strings[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

const STATUS_CLASS: Record<LeadItem['status'], string> = {
  received: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  delivered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

/** A site-relative link from the stored absolute address (the lead was sent from this site). */
function localHref(url: string | null): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.pathname;
  } catch {
    return null;
  }
}

export default function MyLeads({ lang, strings }: { lang: LangCode; strings: LeadsStrings }) {
  const [state, setState] = useState<State>({ phase: 'loading' });
  const t = (key: string, vars?: Record<string, string | number>) => tr(strings, key, vars);

  useEffect(() => {
    let live = true;
    void (async () => {
      if ((await initAuth()) !== 'authenticated') {
        if (live) setState({ phase: 'anonymous' });
        return;
      }
      try {
        const [inquiries, appointments] = await Promise.all([
          apiJson<{ data: LeadItem[] }>('GET', '/api/inquiries'),
          apiJson<{ data: LeadItem[] }>('GET', '/api/appointments'),
        ]);
        if (!inquiries.ok || !appointments.ok) throw new Error('not ok');
        const items = [...(inquiries.body?.data ?? []), ...(appointments.body?.data ?? [])].sort((a, b) =>
          b.created_at.localeCompare(a.created_at),
        );
        if (live) setState({ phase: 'ready', items });
      } catch {
        if (live) setState({ phase: 'failed' });
      }
    })();
    return () => {
      live = false;
    };
  }, []);

  if (state.phase === 'anonymous') return null;
  const fx = formatsFor(getLanguage(lang).bcp47);

  return (
    <section
      aria-labelledby="my-leads"
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      data-my-leads
    >
      <h2 id="my-leads" className="text-xl font-semibold">
        {t('leads.dashboard.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('leads.dashboard.intro')}</p>
      {state.phase === 'loading' && (
        <p className="mt-4 text-sm" role="status">
          {t('leads.dashboard.loading')}
        </p>
      )}
      {state.phase === 'failed' && (
        <p className="mt-4 text-sm font-medium text-red-700 dark:text-red-400" role="alert">
          {t('leads.dashboard.loadFailed')}
        </p>
      )}
      {state.phase === 'ready' && state.items.length === 0 && (
        <p className="mt-4 text-sm">{t('leads.dashboard.empty')}</p>
      )}
      {state.phase === 'ready' && state.items.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {state.items.map((item) => {
            const href = localHref(item.subject.url);
            const kind =
              item.kind === 'appointment'
                ? t(`leads.type.${item.type ?? 'viewing'}`)
                : item.topic
                  ? `${t('leads.type.inquiry')}: ${t(`leads.topic.${item.topic}`)}`
                  : t('leads.type.inquiry');
            return (
              <li key={`${item.kind}-${item.id}`} className="py-3" data-lead-item>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-semibold">
                    {kind}
                    {' · '}
                    {href ? (
                      <a className="underline" href={href}>
                        {item.subject.title}
                      </a>
                    ) : (
                      item.subject.title
                    )}
                    {item.subject.ref && (
                      <span className="font-normal text-slate-600 dark:text-slate-400"> ({item.subject.ref})</span>
                    )}
                  </p>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[item.status]}`}>
                    <span className="sr-only">{t('leads.dashboard.status')}: </span>
                    {t(`leads.status.${item.status}`)}
                  </span>
                </div>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {t('leads.dashboard.sentOn', { date: fx.dateTime(item.created_at) })} ·{' '}
                  {t('leads.dashboard.to', { recipient: item.recipient.name })}
                </p>
                {item.preferred_slots.length > 0 && (
                  <p className="text-sm">
                    {t('leads.dashboard.slots')}:{' '}
                    {item.preferred_slots
                      .map((s) => `${fx.date(s.date, 'full')}, ${t(`leads.window.${s.time_window}`)}`)
                      .join('; ')}
                  </p>
                )}
                {item.message && <p className="mt-1 line-clamp-3 text-sm whitespace-pre-line">{item.message}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
