/**
 * Imports: uploading a feed (dry run, then import), each source's last report, the run log, the build history with
 * who started each build; sync now, rebuild now, roll back.
 */
import { button, cell, useApi, Status, HeaderRow, useAction, type Tr } from './ui';
import { UploadPanel, type UploadMeta } from './UploadPanel';
import { importWarningText } from './import-warning';

interface ImportsData {
  runs: {
    trigger: string;
    started_at: string;
    duration_ms: number;
    synced: boolean;
    ok: boolean;
    errors: string[];
    data_changed: boolean;
    rebuild: string;
    totals?: Record<string, number>;
    started_by?: string;
  }[];
  report: {
    sources: {
      key: string;
      label?: string;
      status?: string;
      error?: string | null;
      listings?: number;
      warnings?: unknown[];
      skipped?: unknown[];
    }[];
  } | null;
  builds: {
    name: string;
    built_at: string | null;
    pages: number | null;
    seconds: number | null;
    started_by: string | null;
    live: boolean;
  }[];
  uploads: UploadMeta[];
}

/** A warning or skipped listing of a source's last report, in the editor's language where it came coded. */
export function describeItem(t: Tr, item: unknown): string {
  if (typeof item === 'string') return item;
  if (item && typeof item === 'object') {
    const o = item as Record<string, unknown>;
    const id = o.id ?? o.external_id ?? o.objektnr ?? o.key ?? '';
    const reason =
      typeof o.message === 'string'
        ? importWarningText(t, { ...o, message: o.message })
        : (o.reason ?? o.warning ?? '');
    if (reason) return `${String(id)} ${String(reason)}`.trim();
  }
  return JSON.stringify(item);
}

export function ImportsView({ t, lang, notify }: { t: Tr; lang: string; notify: (m: string) => void }) {
  const { data, error, loading, reload } = useApi<ImportsData>('/api/admin/imports');
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' });
  const when = (iso: string | null) => (iso && !Number.isNaN(Date.parse(iso)) ? date.format(new Date(iso)) : '–');
  const act = useAction(t, notify, reload);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={button} onClick={() => void act('POST', '/api/admin/imports/sync')}>
          {t('admin.ui.syncNow')}
        </button>
        <button type="button" className={button} onClick={() => void act('POST', '/api/admin/imports/rebuild')}>
          {t('admin.ui.rebuildNow')}
        </button>
        <button
          type="button"
          className={button}
          onClick={() => confirm(t('admin.ui.confirmRollback')) && void act('POST', '/api/admin/imports/rollback')}
        >
          {t('admin.ui.rollback')}
        </button>
      </div>
      {!data ? (
        <Status t={t} error={error} loading={loading} reload={reload} />
      ) : (
        <>
          <UploadPanel t={t} uploads={data.uploads} when={when} notify={notify} reload={reload} />
          <section aria-labelledby="admin-sources">
            <h2 id="admin-sources" className="text-lg font-semibold">
              {t('admin.ui.sources')}
            </h2>
            {!data.report ? (
              <p className="text-sm">{t('admin.ui.noReport')}</p>
            ) : (
              <ul className="mt-2 space-y-3">
                {data.report.sources.map((src) => (
                  <li
                    key={src.key}
                    className="rounded-lg border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900"
                    data-admin-source={src.key}
                  >
                    <p className="font-semibold">
                      {src.label ?? src.key} · {src.status ?? ''} ·{' '}
                      {t('admin.ui.listingsCount', { count: src.listings ?? 0 })}
                    </p>
                    {src.error && <p className="text-red-700 dark:text-red-400">{src.error}</p>}
                    {(src.skipped?.length ?? 0) > 0 && (
                      <details className="mt-1">
                        <summary className="cursor-pointer">
                          {t('admin.ui.skipped', { count: src.skipped!.length })}
                        </summary>
                        <ul className="ms-4 list-disc">
                          {src.skipped!.slice(0, 200).map((item, i) => (
                            <li key={i}>{describeItem(t, item)}</li>
                          ))}
                        </ul>
                      </details>
                    )}
                    {(src.warnings?.length ?? 0) > 0 && (
                      <details className="mt-1">
                        <summary className="cursor-pointer">
                          {t('admin.ui.warnings', { count: src.warnings!.length })}
                        </summary>
                        <ul className="ms-4 list-disc">
                          {src.warnings!.slice(0, 200).map((item, i) => (
                            <li key={i}>{describeItem(t, item)}</li>
                          ))}
                        </ul>
                      </details>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="admin-runs" className="overflow-x-auto">
            <h2 id="admin-runs" className="text-lg font-semibold">
              {t('admin.ui.runs')}
            </h2>
            {data.runs.length === 0 ? (
              <p className="text-sm">{t('admin.ui.empty')}</p>
            ) : (
              <table className="mt-2 w-full border-collapse">
                <thead>
                  <HeaderRow
                    labels={[
                      t('admin.ui.started'),
                      t('admin.ui.trigger'),
                      t('admin.ui.startedBy'),
                      t('admin.ui.duration'),
                      t('admin.ui.result'),
                    ]}
                  />
                </thead>
                <tbody>
                  {data.runs.map((run, i) => (
                    <tr key={`${run.started_at}-${i}`}>
                      <td className={cell}>{when(run.started_at)}</td>
                      <td className={cell}>{run.trigger}</td>
                      <td className={cell}>{run.started_by ?? '–'}</td>
                      <td className={cell}>{(run.duration_ms / 1000).toFixed(1)} s</td>
                      <td className={cell}>
                        {run.ok ? t('admin.ui.ok') : t('admin.ui.failed')} · {t(`admin.ui.rebuild.${run.rebuild}`)}
                        {run.errors.map((e) => (
                          <div key={e} className="text-red-700 dark:text-red-400">
                            {e}
                          </div>
                        ))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section aria-labelledby="admin-builds" className="overflow-x-auto">
            <h2 id="admin-builds" className="text-lg font-semibold">
              {t('admin.ui.builds')}
            </h2>
            <table className="mt-2 w-full border-collapse">
              <thead>
                <HeaderRow
                  labels={[
                    t('admin.ui.build'),
                    t('admin.ui.builtAt'),
                    t('admin.ui.startedBy'),
                    t('admin.ui.pages'),
                    t('admin.ui.duration'),
                  ]}
                />
              </thead>
              <tbody>
                {data.builds.map((b) => (
                  <tr key={b.name} data-admin-build={b.name}>
                    <td className={cell}>
                      <code>{b.name}</code> {b.live && <strong>({t('admin.ui.live')})</strong>}
                    </td>
                    <td className={cell}>{when(b.built_at)}</td>
                    <td className={cell}>{b.started_by ?? '–'}</td>
                    <td className={cell}>{b.pages?.toLocaleString() ?? '–'}</td>
                    <td className={cell}>{b.seconds != null ? `${Math.round(b.seconds)} s` : '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </div>
  );
}
