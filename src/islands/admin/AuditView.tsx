/** The audit log of admin actions, newest first. */
import { useState } from 'react';
import { cell, useApi, Status, Pager, HeaderRow, type Tr, type Paged } from './ui';
import { auditDetailLines } from './labels';

interface AuditRow {
  id: number;
  actor_email: string;
  action: string;
  target: string | null;
  details: unknown;
  at: string;
}

export function AuditView({ t, lang }: { t: Tr; lang: string }) {
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useApi<Paged<AuditRow>>(`/api/admin/audit?page=${page}&size=50`);
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' });
  if (!data) return <Status t={t} error={error} loading={loading} reload={reload} />;
  if (data.data.length === 0) return <p>{t('admin.ui.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse">
        <caption className="sr-only">{t('admin.ui.nav.audit')}</caption>
        <thead>
          <HeaderRow labels={[t('admin.ui.at'), t('admin.ui.actor'), t('admin.ui.action'), t('admin.ui.target')]} />
        </thead>
        <tbody>
          {data.data.map((a) => (
            <tr key={a.id} data-audit-action={a.action}>
              <td className={cell}>{date.format(new Date(a.at))}</td>
              <td className={cell}>{a.actor_email}</td>
              <td className={cell}>
                <code>{a.action}</code>
                {auditDetailLines(t, a.details, lang).length > 0 && (
                  <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-600 dark:text-slate-400">
                    {auditDetailLines(t, a.details, lang).map((d, i) => (
                      <div key={i} className="contents">
                        <dt>{d.field ? `${d.field}:` : ''}</dt>
                        <dd>{d.value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </td>
              <td className={cell}>{a.target}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager t={t} page={data.page} size={data.size} total={data.total} onPage={setPage} />
    </div>
  );
}
