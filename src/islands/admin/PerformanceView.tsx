/**
 * Performance: real-user Core Web Vitals (p75 per page type over the period, and per day and language), API latency
 * percentiles per route, build durations, and the connections the server refused by its bounds. Loaded only when this view is opened; its charts' library (uPlot)
 * and its style sheet load with the first chart. Every chart's figures are also in a table beside it.
 */
import { useEffect, useRef, useState } from 'react';
import { cell, useApi, HeaderRow, Select, Status, type Tr } from './ui';

interface Performance {
  days: number;
  vitals: {
    day: string;
    page_type: string;
    lang: string;
    metric: string;
    n: number;
    p75: number | null;
    extreme: number;
  }[];
  summary: { page_type: string; metric: string; n: number; p75: number | null; extreme: number }[];
  daily: { day: string; metric: string; n: number; p75: number | null }[];
  routes: {
    method: string;
    route: string;
    n: number;
    avg_ms: number | null;
    p50_ms: number | null;
    p95_ms: number | null;
    p99_ms: number | null;
  }[];
  builds: {
    name: string;
    built_at: string | null;
    seconds: number | null;
    pages: number | null;
    started_by: string | null;
  }[];
  /** Since the server process started, not over the period. */
  connections: { refused_total: number; refused_per_address: number; since: string };
}

const METRICS = ['LCP', 'INP', 'CLS'] as const;
/** Google's "good" limits for the p75 of each metric. */
const GOOD: Record<(typeof METRICS)[number], number> = { LCP: 2500, INP: 200, CLS: 0.1 };
const unit = (metric: string) => (metric === 'CLS' ? '' : ' ms');
const fmt = (v: number | null, metric = '') =>
  v == null ? '–' : `${v.toLocaleString(document.documentElement.lang)}${unit(metric)}`;

/** A line chart with uPlot, imported on first use; `series` share the x values (epoch seconds). */
function Chart({
  label,
  x,
  series,
}: {
  label: string;
  x: number[];
  series: { label: string; values: (number | null)[] }[];
}) {
  const box = useRef<HTMLDivElement>(null);
  // Drawn again only when the figures change, not on every render of the page.
  const figures = JSON.stringify([x, series]);
  useEffect(() => {
    if (!box.current || x.length === 0) return;
    let plot: { destroy(): void } | null = null;
    let live = true;
    // The library and its style sheet (as text: a stylesheet imported by a lazily loaded island module is not
    // emitted by the build) arrive with the first chart.
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css?inline')]).then(([{ default: UPlot }, css]) => {
      if (!live || !box.current) return;
      if (!document.getElementById('uplot-style')) {
        const style = document.createElement('style');
        style.id = 'uplot-style';
        style.textContent = css.default;
        document.head.append(style);
      }
      const dark = document.documentElement.classList.contains('dark');
      const axis = { stroke: dark ? '#cbd5e1' : '#334155', grid: { stroke: dark ? '#334155' : '#e2e8f0' } };
      const colors = ['#047857', '#b45309', '#1d4ed8', '#be123c'];
      plot = new UPlot(
        {
          width: Math.min(box.current.clientWidth || 640, 900),
          height: 220,
          axes: [axis, axis],
          series: [{}, ...series.map((s, i) => ({ label: s.label, stroke: colors[i % colors.length], width: 2 }))],
        },
        [x, ...series.map((s) => s.values)],
        box.current,
      );
    });
    return () => {
      live = false;
      plot?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `figures` stands for x and series
  }, [figures]);
  return <div ref={box} role="img" aria-label={label} className="mt-2 overflow-hidden" />;
}

export default function PerformanceView({ t, lang }: { t: Tr; lang: string }) {
  const [days, setDays] = useState('30');
  const { data, error, loading, reload } = useApi<Performance>(`/api/admin/performance?days=${days}`);
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' });
  if (!data) return <Status t={t} error={error} loading={loading} reload={reload} />;
  const pageTypes = [...new Set(data.summary.map((s) => s.page_type))].sort();
  const p75 = (page: string, metric: string) => data.summary.find((s) => s.page_type === page && s.metric === metric);
  // Every day of the period, those without measurements as gaps: the axis is the period, however few days have data.
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  const chartDays = Array.from({ length: data.days }, (_, i) =>
    new Date(today - (data.days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
  const dayX = chartDays.map((d) => Date.parse(`${d}T12:00:00Z`) / 1000);
  const dailyOf = (metric: string) =>
    chartDays.map((d) => data.daily.find((v) => v.day === d && v.metric === metric)?.p75 ?? null);
  const builds = [...data.builds].filter((b) => b.built_at).reverse();
  return (
    <div className="space-y-8">
      <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()}>
        <Select
          label={t('admin.ui.perf.period')}
          value={days}
          onChange={setDays}
          options={['1', '7', '30', '90'].map((d): [string, string] => [d, t('admin.ui.perf.days', { count: d })])}
        />
      </form>

      <section aria-labelledby="admin-perf-vitals" className="overflow-x-auto">
        <h2 id="admin-perf-vitals" className="text-lg font-semibold">
          {t('admin.ui.perf.vitals')}
        </h2>
        {pageTypes.length === 0 ? (
          <p className="text-sm">{t('admin.ui.perf.noData')}</p>
        ) : (
          <>
            <table className="mt-2 w-full border-collapse" data-perf-summary>
              <caption className="sr-only">{t('admin.ui.perf.vitals')}</caption>
              <thead>
                <HeaderRow
                  labels={[t('admin.ui.perf.pageType'), ...METRICS.map((m) => `${m} p75`), t('admin.ui.perf.samples')]}
                />
              </thead>
              <tbody>
                {pageTypes.map((page) => (
                  <tr key={page}>
                    <td className={cell}>{t(`admin.ui.perf.page.${page}`)}</td>
                    {METRICS.map((m) => {
                      const v = p75(page, m)?.p75 ?? null;
                      const extreme = p75(page, m)?.extreme ?? 0;
                      return (
                        <td key={m} className={`${cell} tabular-nums`}>
                          {fmt(v, m)}{' '}
                          {v != null && (
                            <span className="text-xs">
                              ({v <= GOOD[m] ? t('admin.ui.perf.good') : t('admin.ui.perf.poor')})
                            </span>
                          )}
                          {extreme > 0 && (
                            <span className="block text-xs" title={t('admin.ui.perf.extremeNote')} data-perf-extreme>
                              ⚠ {t('admin.ui.perf.extreme', { count: extreme.toLocaleString(lang) })}
                            </span>
                          )}
                        </td>
                      );
                    })}
                    <td className={`${cell} tabular-nums`}>
                      {Math.max(...METRICS.map((m) => p75(page, m)?.n ?? 0)).toLocaleString(lang)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Chart
              label={t('admin.ui.perf.chart')}
              x={dayX}
              series={[
                { label: 'LCP p75 (ms)', values: dailyOf('LCP') },
                { label: 'INP p75 (ms)', values: dailyOf('INP') },
              ]}
            />
            <details className="mt-2">
              <summary className="cursor-pointer text-sm">{t('admin.ui.perf.byDay')}</summary>
              <table className="mt-2 w-full border-collapse">
                <caption className="sr-only">{t('admin.ui.perf.byDay')}</caption>
                <thead>
                  <HeaderRow
                    labels={[
                      t('admin.ui.perf.day'),
                      t('admin.ui.perf.pageType'),
                      t('admin.ui.perf.language'),
                      t('admin.ui.perf.metric'),
                      'p75',
                      t('admin.ui.perf.samples'),
                    ]}
                  />
                </thead>
                <tbody>
                  {data.vitals.map((v) => (
                    <tr key={`${v.day}-${v.page_type}-${v.lang}-${v.metric}`}>
                      <td className={cell}>{v.day}</td>
                      <td className={cell}>{t(`admin.ui.perf.page.${v.page_type}`)}</td>
                      <td className={cell}>{v.lang}</td>
                      <td className={cell}>{v.metric}</td>
                      <td className={`${cell} tabular-nums`}>
                        {fmt(v.p75, v.metric)}
                        {v.extreme > 0 && (
                          <span className="block text-xs" title={t('admin.ui.perf.extremeNote')}>
                            ⚠ {t('admin.ui.perf.extreme', { count: v.extreme.toLocaleString(lang) })}
                          </span>
                        )}
                      </td>
                      <td className={`${cell} tabular-nums`}>{v.n}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        )}
      </section>

      <section aria-labelledby="admin-perf-api" className="overflow-x-auto">
        <h2 id="admin-perf-api" className="text-lg font-semibold">
          {t('admin.ui.perf.latency')}
        </h2>
        {data.routes.length === 0 ? (
          <p className="text-sm">{t('admin.ui.perf.noData')}</p>
        ) : (
          <table className="mt-2 w-full border-collapse" data-perf-routes>
            <caption className="sr-only">{t('admin.ui.perf.latency')}</caption>
            <thead>
              <HeaderRow labels={[t('admin.ui.logs.route'), t('admin.ui.perf.requests'), 'Ø', 'p50', 'p95', 'p99']} />
            </thead>
            <tbody>
              {data.routes.slice(0, 100).map((r) => (
                <tr key={`${r.method} ${r.route}`}>
                  <td className={cell}>
                    <code>
                      {r.method} {r.route}
                    </code>
                  </td>
                  <td className={`${cell} tabular-nums`}>{r.n.toLocaleString(lang)}</td>
                  <td className={`${cell} tabular-nums`}>{fmt(r.avg_ms, 'ms')}</td>
                  <td className={`${cell} tabular-nums`}>{fmt(r.p50_ms, 'ms')}</td>
                  <td className={`${cell} tabular-nums`}>{fmt(r.p95_ms, 'ms')}</td>
                  <td className={`${cell} tabular-nums`}>{fmt(r.p99_ms, 'ms')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="admin-perf-connections" className="overflow-x-auto">
        <h2 id="admin-perf-connections" className="text-lg font-semibold">
          {t('admin.ui.perf.refused')}
        </h2>
        <p className="text-sm">
          {t('admin.ui.perf.refusedNote', { since: date.format(new Date(data.connections.since)) })}
        </p>
        <table className="mt-2 w-full border-collapse" data-perf-refused>
          <caption className="sr-only">{t('admin.ui.perf.refused')}</caption>
          <thead>
            <HeaderRow labels={[t('admin.ui.perf.refusedLimit'), t('admin.ui.perf.refusedCount')]} />
          </thead>
          <tbody>
            <tr>
              <td className={cell}>{t('admin.ui.perf.refusedTotal')}</td>
              <td className={`${cell} tabular-nums`}>{data.connections.refused_total.toLocaleString(lang)}</td>
            </tr>
            <tr>
              <td className={cell}>{t('admin.ui.perf.refusedPerAddress')}</td>
              <td className={`${cell} tabular-nums`}>{data.connections.refused_per_address.toLocaleString(lang)}</td>
            </tr>
          </tbody>
        </table>
      </section>

      <section aria-labelledby="admin-perf-builds" className="overflow-x-auto">
        <h2 id="admin-perf-builds" className="text-lg font-semibold">
          {t('admin.ui.perf.builds')}
        </h2>
        {builds.length === 0 ? (
          <p className="text-sm">{t('admin.ui.perf.noData')}</p>
        ) : (
          <>
            <Chart
              label={t('admin.ui.perf.builds')}
              x={builds.map((b) => Date.parse(b.built_at!) / 1000)}
              series={[{ label: `${t('admin.ui.duration')} (s)`, values: builds.map((b) => b.seconds) }]}
            />
            <table className="mt-2 w-full border-collapse">
              <caption className="sr-only">{t('admin.ui.perf.builds')}</caption>
              <thead>
                <HeaderRow
                  labels={[t('admin.ui.builtAt'), t('admin.ui.duration'), t('admin.ui.pages'), t('admin.ui.startedBy')]}
                />
              </thead>
              <tbody>
                {builds.map((b) => (
                  <tr key={b.name}>
                    <td className={cell}>{date.format(new Date(b.built_at!))}</td>
                    <td className={`${cell} tabular-nums`}>{b.seconds != null ? `${Math.round(b.seconds)} s` : '–'}</td>
                    <td className={`${cell} tabular-nums`}>{b.pages?.toLocaleString(lang) ?? '–'}</td>
                    <td className={cell}>{b.started_by ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
    </div>
  );
}
