/**
 * Reported listings: the open reports, oldest first, with the listing, the reason, the reporter's text and how
 * many open reports its listing has. An action is about the listing and closes all of its open reports: hide it
 * (it leaves the site at the next build), ask its agency by mail, or dismiss. Each is in the audit log.
 */
import { button, cell, HeaderRow, Status, useAction, useApi, type Tr } from './ui';

interface ReportRow {
  id: number;
  property_id: number;
  listing: { title: string; ref: string | null; path: string } | null;
  reason: string;
  text: string | null;
  email: string | null;
  created_at: string;
  listing_open_reports: number;
}

export function ReportsView({ t, lang, notify }: { t: Tr; lang: string; notify: (m: string) => void }) {
  const { data, error, loading, reload } = useApi<{ data: ReportRow[]; total: number }>('/api/admin/reports');
  const act = useAction(t, notify, reload);
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' });
  if (!data) return <Status t={t} error={error} loading={loading} reload={reload} />;
  if (data.data.length === 0) return <p>{t('reports.admin.ui.empty')}</p>;
  const ui = (key: string) => t(`reports.admin.ui.${key}`);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse">
        <caption className="sr-only">{ui('heading')}</caption>
        <thead>
          <HeaderRow
            labels={[ui('received'), ui('listing'), ui('reason'), ui('text'), ui('count'), t('admin.ui.actions')]}
          />
        </thead>
        <tbody>
          {data.data.map((r) => (
            <tr key={r.id} data-report-id={r.id}>
              <td className={cell}>{date.format(new Date(r.created_at))}</td>
              <td className={cell}>
                {r.listing ? (
                  <a className="underline" href={r.listing.path} target="_blank" rel="noopener">
                    {r.listing.title}
                  </a>
                ) : (
                  <span>
                    #{r.property_id} ({ui('gone')})
                  </span>
                )}
                {r.listing?.ref && <div className="text-xs text-slate-600 dark:text-slate-400">{r.listing.ref}</div>}
              </td>
              <td className={cell}>{t(`reports.reasons.${r.reason}`)}</td>
              <td className={`${cell} max-w-md whitespace-pre-line`}>
                {r.text}
                {r.email && <div className="mt-1 text-xs text-slate-600 dark:text-slate-400">{r.email}</div>}
              </td>
              <td className={cell}>{r.listing_open_reports}</td>
              <td className={cell}>
                <div className="flex flex-wrap gap-1">
                  <button
                    type="button"
                    className={button}
                    onClick={() => {
                      if (confirm(ui('confirmHide'))) void act('POST', `/api/admin/reports/${r.id}/hide`);
                    }}
                  >
                    {ui('hide')}
                  </button>
                  <button
                    type="button"
                    className={button}
                    onClick={() => void act('POST', `/api/admin/reports/${r.id}/ask-agency`)}
                  >
                    {ui('ask')}
                  </button>
                  <button
                    type="button"
                    className={button}
                    onClick={() => void act('POST', `/api/admin/reports/${r.id}/dismiss`)}
                  >
                    {ui('dismiss')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
