/**
 * The overview: listings by status, deal and type, new and withdrawn in seven days, users by role, leads of the
 * last day and week, the mail queue, API errors of the last day, and the price alerts, search agents and newsletter
 * subscriptions visitors set up.
 */
import { useApi, Counts, Status, type Tr } from './ui';
import { vocabularyLabel } from './labels';

interface Dashboard {
  listings: { by_status: Record<string, number>; by_type: Record<string, number>; by_deal: Record<string, number> };
  users: { by_role: Record<string, number> };
  leads: {
    by_status: Record<string, number>;
    last_24h: Record<string, number>;
    last_7d: Record<string, number>;
  };
  mail: { queued: number; failed: number };
  errors_24h: number;
  engagement: {
    price_alerts: { active: number; fired: number };
    search_agents: { active: number; paused: number };
    newsletter: { confirmed: number; pending: number };
  };
  listings_7d: { new: number; withdrawn: number };
  last_sync: { finished_at: string; ok: boolean; rebuild: string } | null;
  live_build: { name: string; built_at: string | null; pages: number | null } | null;
}

export function DashboardView({ t }: { t: Tr }) {
  const { data, error, loading, reload } = useApi<Dashboard>('/api/admin/dashboard');
  if (!data) return <Status t={t} error={error} loading={loading} reload={reload} />;
  const kinds = (k: string) => t(`leads.type.${k}`);
  const when = (iso: string | null | undefined) =>
    iso ? new Date(iso).toLocaleString(document.documentElement.lang) : '–';
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <div className="rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900 sm:col-span-2 lg:col-span-3">
        <p>
          <span className="font-semibold">{t('admin.ui.runs')}:</span> {when(data.last_sync?.finished_at)}
          {data.last_sync &&
            ` · ${data.last_sync.ok ? t('admin.ui.ok') : t('admin.ui.failed')} · ${t(`admin.ui.rebuild.${data.last_sync.rebuild}`)}`}
        </p>
        <p>
          <span className="font-semibold">{t('admin.ui.check.build')}:</span> {data.live_build?.name ?? '–'} ·{' '}
          {when(data.live_build?.built_at)} · {data.live_build?.pages ?? '–'} {t('admin.ui.pages')}
        </p>
      </div>
      <Counts
        title={`${t('admin.ui.listings')} · ${t('admin.ui.byStatus')}`}
        values={data.listings.by_status}
        label={(k) => vocabularyLabel(t, 'status', k)}
      />
      <Counts
        title={`${t('admin.ui.listings')} · ${t('admin.ui.byDeal')}`}
        values={data.listings.by_deal}
        label={(k) => vocabularyLabel(t, 'vermarktungsart', k)}
      />
      <Counts
        title={`${t('admin.ui.listings')} · ${t('admin.ui.byType')}`}
        values={data.listings.by_type}
        label={(k) => vocabularyLabel(t, 'objektart', k)}
      />
      <Counts title={t('admin.ui.users')} values={data.users.by_role} label={(k) => t(`role.${k}`)} />
      <Counts title={t('admin.ui.leads24h')} values={data.leads.last_24h} label={kinds} />
      <Counts title={t('admin.ui.leads7d')} values={data.leads.last_7d} label={kinds} />
      <Counts title={t('admin.ui.leadsByStatus')} values={data.leads.by_status} label={(k) => t(`leads.status.${k}`)} />
      <Counts
        title="E-Mail"
        values={{ [t('admin.ui.mailQueued')]: data.mail.queued, [t('admin.ui.mailFailed')]: data.mail.failed }}
      />
      <Counts
        title={t('admin.ui.listings7d')}
        values={{
          [t('admin.ui.new7d')]: data.listings_7d.new,
          [t('admin.ui.withdrawn7d')]: data.listings_7d.withdrawn,
        }}
      />
      <Counts title={t('admin.ui.errorsTitle')} values={{ [t('admin.ui.errors24h')]: data.errors_24h }} />
      <Counts
        title={t('admin.ui.engagement')}
        values={{
          [t('admin.ui.alertsActive')]: data.engagement.price_alerts.active,
          [t('admin.ui.alertsFired')]: data.engagement.price_alerts.fired,
          [t('admin.ui.agentsActive')]: data.engagement.search_agents.active,
          [t('admin.ui.agentsPaused')]: data.engagement.search_agents.paused,
          [t('admin.ui.newsletterConfirmed')]: data.engagement.newsletter.confirmed,
          [t('admin.ui.newsletterPending')]: data.engagement.newsletter.pending,
        }}
      />
    </div>
  );
}
