/** The agencies of the feeds and their agents: listings, leads, where leads go. */
import { cell, useApi, Status, HeaderRow, type Tr } from './ui';

interface CompanyRow {
  id: string;
  name: string | null;
  email: string | null;
  listings: number;
  available: number;
  leads: number;
  leads_go_to: string;
  agents: { name: string | null; email: string | null; listings: number; leads: number }[];
}

export function CompaniesView({ t }: { t: Tr }) {
  const { data, error, loading, reload } = useApi<{ data: CompanyRow[] }>('/api/admin/companies');
  if (!data) return <Status t={t} error={error} loading={loading} reload={reload} />;
  if (data.data.length === 0) return <p>{t('admin.ui.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse">
        <caption className="sr-only">{t('admin.ui.nav.companies')}</caption>
        <thead>
          <HeaderRow
            labels={[
              t('admin.ui.agency'),
              t('admin.ui.listingsCol'),
              t('admin.ui.leadsCol'),
              t('admin.ui.goesTo'),
              t('admin.ui.agents'),
            ]}
          />
        </thead>
        <tbody>
          {data.data.map((c) => (
            <tr key={c.id} data-admin-company={c.id}>
              <td className={cell}>
                {c.name ?? c.id}
                {c.email && <div className="text-slate-600 dark:text-slate-400">{c.email}</div>}
              </td>
              <td className={cell}>
                {c.listings} ({t('admin.ui.availableCol', { count: c.available })})
              </td>
              <td className={cell}>{c.leads}</td>
              <td className={cell}>{c.leads_go_to}</td>
              <td className={cell}>
                <ul>
                  {c.agents.map((a) => (
                    <li key={`${a.email ?? ''}${a.name ?? ''}`}>
                      {a.name ?? a.email} {a.email && a.name ? `<${a.email}>` : ''} · {a.listings} · {a.leads}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
