/** Logs: mail deliveries from the outbox (recipient, subject, state, attempts, last error) and API errors, paged. */
import { useState } from 'react';
import { cell, useApi, HeaderRow, PagedList, Select, type Paged, type Tr } from './ui';

interface MailRow {
  id: string;
  to: string | null;
  subject: string | null;
  state: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string | null;
}

interface ErrorRow {
  id: number;
  at: string;
  method: string;
  route: string;
  status: number;
  message: string;
}

const MAIL_STATES = ['queued', 'active', 'done', 'failed'] as const;

export function LogsView({ t, lang }: { t: Tr; lang: string }) {
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' });
  const [mailPage, setMailPage] = useState(1);
  const [mailState, setMailState] = useState('');
  const [errorPage, setErrorPage] = useState(1);
  const mail = useApi<Paged<MailRow>>(
    `/api/admin/logs/mail?page=${mailPage}&size=25${mailState ? `&state=${mailState}` : ''}`,
  );
  const errors = useApi<Paged<ErrorRow>>(`/api/admin/logs/errors?page=${errorPage}&size=25`);
  return (
    <div className="space-y-8">
      <section aria-labelledby="admin-logs-mail">
        <h2 id="admin-logs-mail" className="text-lg font-semibold">
          {t('admin.ui.logs.mail')}
        </h2>
        <form className="mt-2 flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()}>
          <Select
            label={t('admin.ui.status')}
            value={mailState}
            onChange={(v) => {
              setMailState(v);
              setMailPage(1);
            }}
            options={[
              ['', t('admin.ui.all')],
              ...MAIL_STATES.map((s): [string, string] => [s, t(`admin.ui.logs.state.${s}`)]),
            ]}
          />
        </form>
        <PagedList
          t={t}
          state={mail}
          caption={t('admin.ui.logs.mail')}
          onPage={setMailPage}
          head={
            <HeaderRow
              labels={[
                t('admin.ui.created'),
                t('admin.ui.logs.recipient'),
                t('admin.ui.logs.subject'),
                t('admin.ui.status'),
                t('admin.ui.attempts'),
                t('admin.ui.logs.lastError'),
              ]}
            />
          }
        >
          {(rows) =>
            rows.map((m) => (
              <tr key={m.id} data-mail-state={m.state}>
                <td className={cell}>{date.format(new Date(m.created_at))}</td>
                <td className={cell}>{m.to ?? '–'}</td>
                <td className={cell}>{m.subject ?? '–'}</td>
                <td className={cell}>{t(`admin.ui.logs.state.${m.state}`)}</td>
                <td className={`${cell} tabular-nums`}>{m.attempts}</td>
                <td className={`${cell} break-all text-xs`}>{m.last_error ?? ''}</td>
              </tr>
            ))
          }
        </PagedList>
      </section>
      <section aria-labelledby="admin-logs-errors">
        <h2 id="admin-logs-errors" className="text-lg font-semibold">
          {t('admin.ui.logs.errors')}
        </h2>
        <PagedList
          t={t}
          state={errors}
          caption={t('admin.ui.logs.errors')}
          onPage={setErrorPage}
          head={
            <HeaderRow
              labels={[t('admin.ui.at'), t('admin.ui.logs.route'), t('admin.ui.status'), t('admin.ui.logs.message')]}
            />
          }
        >
          {(rows) =>
            rows.map((e) => (
              <tr key={e.id} data-api-error={e.status}>
                <td className={cell}>{date.format(new Date(e.at))}</td>
                <td className={cell}>
                  <code>
                    {e.method} {e.route}
                  </code>
                </td>
                <td className={`${cell} tabular-nums`}>{e.status}</td>
                <td className={`${cell} break-all text-xs`}>{e.message}</td>
              </tr>
            ))
          }
        </PagedList>
      </section>
    </div>
  );
}
