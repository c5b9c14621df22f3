/** Inquiries and appointment requests: filters, paging, delivery attempts, resend, mark handled. */
import { useState } from 'react';
import { apiJson } from '~/client/api';
import { button, cell, useApi, Select, useAction, type Tr, type Paged, ListFilters, PagedList } from './ui';
import { leadTypeOf } from '~/domain/leads/lead-types';
import { leadTypeOptions } from './labels';

interface LeadRow {
  id: number;
  kind: string;
  type: string | null;
  status: string;
  name: string;
  email: string;
  recipient: { kind: string; name: string };
  recipient_email: string;
  subject: { title: string; ref: string | null; url: string | null };
  created_at: string;
  handled_at: string | null;
}

export function LeadsView({ t, lang, notify }: { t: Tr; lang: string; notify: (m: string) => void }) {
  const [f, setF] = useState({ q: '', kind: '', status: '', handled: '', dir: 'desc', page: 1 });
  const params = new URLSearchParams({ dir: f.dir, page: String(f.page), size: '25' });
  for (const k of ['q', 'kind', 'status', 'handled'] as const) if (f[k]) params.set(k, f[k]);
  const { data, error, loading, reload } = useApi<Paged<LeadRow>>(`/api/admin/leads?${params}`);
  const [attempts, setAttempts] = useState<
    Record<number, { attempt: number; at: string; outcome: string; error: string | null }[]>
  >({});
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' });
  const set = (patch: Partial<typeof f>) => setF((old) => ({ ...old, page: 1, ...patch }));

  const act = useAction(t, notify, reload);
  async function showAttempts(id: number) {
    const res = await apiJson<{
      lead: { attempts: { attempt: number; at: string; outcome: string; error: string | null }[] };
    }>('GET', `/api/admin/leads/${id}`);
    if (res.ok && res.body) setAttempts((a) => ({ ...a, [id]: res.body!.lead.attempts }));
  }

  return (
    <div>
      <ListFilters t={t} q={f.q} onQ={(q) => set({ q })}>
        <Select
          label={t('admin.ui.kind')}
          value={f.kind}
          onChange={(kind) => set({ kind })}
          options={[['', t('admin.ui.all')], ...leadTypeOptions(t)]}
        />
        <Select
          label={t('admin.ui.status')}
          value={f.status}
          onChange={(status) => set({ status })}
          options={[
            ['', t('admin.ui.all')],
            ...(['received', 'delivered', 'failed'] as const).map((s): [string, string] => [s, t(`leads.status.${s}`)]),
          ]}
        />
        <Select
          label={t('admin.ui.handled')}
          value={f.handled}
          onChange={(handled) => set({ handled })}
          options={[
            ['', t('admin.ui.all')],
            ['0', t('admin.ui.handledNo')],
            ['1', t('admin.ui.handledYes')],
          ]}
        />
      </ListFilters>
      <PagedList
        t={t}
        state={{ data, error, loading, reload }}
        caption={t('admin.ui.nav.leads')}
        onPage={(page) => setF((o) => ({ ...o, page }))}
        head={
          <tr className="text-start text-sm">
            <th scope="col" className={cell} aria-sort={f.dir === 'asc' ? 'ascending' : 'descending'}>
              <button
                type="button"
                className="font-semibold underline"
                onClick={() => setF((o) => ({ ...o, dir: o.dir === 'asc' ? 'desc' : 'asc' }))}
              >
                {t('admin.ui.created')}
              </button>
            </th>
            <th scope="col" className={cell}>
              {t('admin.ui.kind')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.ui.from')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.ui.object')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.ui.to')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.ui.status')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.ui.actions')}
            </th>
          </tr>
        }
      >
        {(rows) =>
          rows.map((l) => (
            <tr key={l.id} data-admin-lead={l.id}>
              <td className={cell}>{date.format(new Date(l.created_at))}</td>
              <td className={cell} data-lead-type={leadTypeOf(l.kind, l.type)}>
                {t(`leads.type.${leadTypeOf(l.kind, l.type)}`)}
              </td>
              <td className={cell}>
                {l.name}
                <br />
                <span className="text-slate-600 dark:text-slate-400">{l.email}</span>
              </td>
              <td className={cell}>
                {l.subject.title}
                {l.subject.ref && <span className="text-slate-600 dark:text-slate-400"> ({l.subject.ref})</span>}
              </td>
              <td className={cell}>
                {l.recipient.name}
                <br />
                <span className="text-slate-600 dark:text-slate-400">{l.recipient_email}</span>
              </td>
              <td className={cell}>
                {t(`leads.status.${l.status}`)}
                {l.handled_at && (
                  <div className="text-emerald-800 dark:text-emerald-300">{t('admin.ui.handledYes')}</div>
                )}
                {attempts[l.id] && (
                  <ul className="mt-1 text-xs" aria-label={t('admin.ui.attempts')}>
                    {attempts[l.id]!.length === 0 && <li>{t('admin.ui.noAttempts')}</li>}
                    {attempts[l.id]!.map((a) => (
                      <li key={a.attempt}>
                        #{a.attempt} {date.format(new Date(a.at))} {a.outcome}
                        {a.error ? `: ${a.error}` : ''}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className={cell}>
                <div className="flex flex-wrap gap-1">
                  <button type="button" className={button} onClick={() => void showAttempts(l.id)}>
                    {t('admin.ui.attempts')}
                  </button>
                  <button
                    type="button"
                    className={button}
                    onClick={() => void act('POST', `/api/admin/leads/${l.id}/resend`)}
                  >
                    {t('admin.ui.resend')}
                  </button>
                  <button
                    type="button"
                    className={button}
                    onClick={() => void act('POST', `/api/admin/leads/${l.id}/handled`, { handled: !l.handled_at })}
                  >
                    {l.handled_at ? t('admin.ui.reopen') : t('admin.ui.markHandled')}
                  </button>
                </div>
              </td>
            </tr>
          ))
        }
      </PagedList>
    </div>
  );
}
