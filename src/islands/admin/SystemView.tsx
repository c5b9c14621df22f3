/** The system check: each part green, amber or red, with what was found. */
import { button, useApi, Status, type Tr } from './ui';

interface CheckRow {
  name: string;
  level: 'green' | 'amber' | 'red';
  reason?: string;
  detail: Record<string, string | number | boolean | null>;
}

const LEVEL_CLASS: Record<CheckRow['level'], string> = {
  green: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  amber: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  red: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

export function SystemView({ t }: { t: Tr }) {
  const { data, error, loading, reload } = useApi<{ checks: CheckRow[] }>('/api/admin/system');
  if (!data) return <Status t={t} error={error} loading={loading} reload={reload} />;
  return (
    <div>
      <button type="button" className={button} onClick={reload}>
        {t('admin.ui.retry')}
      </button>
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {data.checks.map((c) => (
          <li
            key={c.name}
            className="flex flex-wrap items-baseline gap-3 p-3 text-sm"
            data-check={c.name}
            data-level={c.level}
          >
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${LEVEL_CLASS[c.level]}`}>
              {t(`admin.ui.level.${c.level}`)}
            </span>
            <span className="font-semibold">{t(`admin.ui.check.${c.name}`)}</span>
            {c.reason && <span>{t(`admin.ui.reason.${c.reason}`)}</span>}
            <span className="text-slate-700 dark:text-slate-300">
              {Object.entries(c.detail)
                .map(([k, v]) => `${t(`admin.ui.detail.${k}`)}: ${v == null ? '–' : String(v)}`)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
