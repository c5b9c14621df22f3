/** The overview: listings by status, deal and type, users by role, leads of the last day and week, the mail queue. */
import { useApi, Counts, Status, type Tr } from './ui';

interface Dashboard {
  listings: { by_status: Record<string, number>; by_type: Record<string, number>; by_deal: Record<string, number> };
  users: { by_role: Record<string, number> };
  leads: {
    by_status: Record<string, number>;
    last_24h: Record<string, number>;
    last_7d: Record<string, number>;
  };
  mail: { queued: number; failed: number };
}

export function DashboardView({ t }: { t: Tr }) {
  const { data, error, loading, reload } = useApi<Dashboard>('/api/admin/dashboard');
  if (!data) return <Status t={t} error={error} loading={loading} reload={reload} />;
  const kinds = (k: string) => t(k === 'appointment' ? 'leads.type.viewing' : 'leads.type.inquiry');
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Counts title={`${t('admin.ui.listings')} · ${t('admin.ui.byStatus')}`} values={data.listings.by_status} />
      <Counts title={`${t('admin.ui.listings')} · ${t('admin.ui.byDeal')}`} values={data.listings.by_deal} />
      <Counts title={`${t('admin.ui.listings')} · ${t('admin.ui.byType')}`} values={data.listings.by_type} />
      <Counts title={t('admin.ui.users')} values={data.users.by_role} label={(k) => t(`role.${k}`)} />
      <Counts title={t('admin.ui.leads24h')} values={data.leads.last_24h} label={kinds} />
      <Counts title={t('admin.ui.leads7d')} values={data.leads.last_7d} label={kinds} />
      <Counts title={t('admin.ui.leadsByStatus')} values={data.leads.by_status} label={(k) => t(`leads.status.${k}`)} />
      <Counts
        title="E-Mail"
        values={{ [t('admin.ui.mailQueued')]: data.mail.queued, [t('admin.ui.mailFailed')]: data.mail.failed }}
      />
    </div>
  );
}
