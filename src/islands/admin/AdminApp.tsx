/**
 * The admin area in the browser: overview, leads, people and the audit log, each a view of /api/admin with
 * sorting, filtering and paging done by the server. The page gates nothing: the API checks every role, and this
 * island only shows what the signed-in account's answers allow.
 */
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { apiJson, loginUrl, messageOf } from '~/client/api';
import { $user, initAuth } from '~/client/stores/auth';
import { hasRole } from '../../domain/roles';
import type { AdminStrings } from './strings';

type Section = 'dashboard' | 'imports' | 'companies' | 'leads' | 'users' | 'audit' | 'system';
const SECTIONS: readonly Section[] = ['dashboard', 'imports', 'companies', 'leads', 'users', 'audit', 'system'];
type Tr = (key: string, vars?: Record<string, string | number>) => string;

function translator(strings: AdminStrings): Tr {
  return (key, vars = {}) =>
    ((strings as Record<string, string>)[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, n: string) =>
      String(vars[n] ?? ''),
    );
}

const button =
  'rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium hover:bg-slate-100 disabled:opacity-50 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700';
const input =
  'rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100';
const cell = 'border-b border-slate-200 px-2 py-2 align-top text-sm dark:border-slate-800';

function readSection(): Section {
  const h = location.hash.slice(1);
  return (SECTIONS as readonly string[]).includes(h) ? (h as Section) : 'dashboard';
}

function subscribeHash(onChange: () => void): () => void {
  addEventListener('hashchange', onChange);
  return () => removeEventListener('hashchange', onChange);
}

/** The section named in the address's #fragment; the server render shows the overview. */
function useHashSection(): Section {
  return useSyncExternalStore(subscribeHash, readSection, () => 'dashboard');
}

interface Loaded<T> {
  key: string;
  data: T | null;
  error: string | null;
}

/** One GET against the admin API, fetched again when `url` changes or `reload()` is called. */
function useApi<T>(url: string) {
  const [tick, setTick] = useState(0);
  const key = `${url}#${tick}`;
  const [loaded, setLoaded] = useState<Loaded<T>>({ key: '', data: null, error: null });
  useEffect(() => {
    let live = true;
    apiJson<T>('GET', url).then(
      (res) =>
        live &&
        setLoaded({
          key,
          data: res.ok ? res.body : null,
          error: res.ok ? null : (messageOf(res.body) ?? String(res.status)),
        }),
      () => live && setLoaded({ key, data: null, error: 'network' }),
    );
    return () => {
      live = false;
    };
  }, [url, key]);
  const loading = loaded.key !== key;
  // While the next page loads, the last one stays on screen.
  return {
    data: loaded.data,
    error: loading ? null : loaded.error,
    loading,
    reload: useCallback(() => setTick((n) => n + 1), []),
  };
}

function Counts({
  title,
  values,
  label,
}: {
  title: string;
  values: Record<string, number>;
  label?: (k: string) => string;
}) {
  const entries = Object.entries(values).sort((a, b) => b[1] - a[1]);
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h3 className="font-semibold">{title}</h3>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {entries.map(([k, n]) => (
          <div key={k} className="contents">
            <dt>{label ? label(k) : k}</dt>
            <dd className="text-end font-semibold tabular-nums">{n.toLocaleString()}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

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

function DashboardView({ t }: { t: Tr }) {
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

function Status({ t, error, loading, reload }: { t: Tr; error: string | null; loading: boolean; reload: () => void }) {
  if (loading) return <p role="status">{t('admin.ui.loading')}</p>;
  return (
    <p role="alert" className="text-red-700 dark:text-red-400">
      {t('admin.ui.loadFailed')} {error && error !== 'network' ? `(${error})` : ''}{' '}
      <button type="button" className={button} onClick={reload}>
        {t('admin.ui.retry')}
      </button>
    </p>
  );
}

function Pager({
  t,
  page,
  size,
  total,
  onPage,
}: {
  t: Tr;
  page: number;
  size: number;
  total: number;
  onPage: (p: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <nav aria-label={t('admin.ui.page', { page, pages })} className="mt-3 flex items-center gap-3 text-sm">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.ui.prev')}
      </button>
      <span>{t('admin.ui.page', { page, pages })}</span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.ui.next')}
      </button>
      <span className="text-slate-600 dark:text-slate-400">{t('admin.ui.total', { count: total })}</span>
    </nav>
  );
}

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: [string, string][];
}) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <select className={input} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );
}

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
interface Paged<T> {
  data: T[];
  total: number;
  page: number;
  size: number;
}

function LeadsView({ t, lang, notify }: { t: Tr; lang: string; notify: (m: string) => void }) {
  const [f, setF] = useState({ q: '', kind: '', status: '', handled: '', dir: 'desc', page: 1 });
  const params = new URLSearchParams({ dir: f.dir, page: String(f.page), size: '25' });
  for (const k of ['q', 'kind', 'status', 'handled'] as const) if (f[k]) params.set(k, f[k]);
  const { data, error, loading, reload } = useApi<Paged<LeadRow>>(`/api/admin/leads?${params}`);
  const [attempts, setAttempts] = useState<
    Record<number, { attempt: number; at: string; outcome: string; error: string | null }[]>
  >({});
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' });
  const set = (patch: Partial<typeof f>) => setF((old) => ({ ...old, page: 1, ...patch }));

  async function act(path: string, body?: unknown) {
    const res = await apiJson('POST', path, body);
    notify(messageOf(res.body) ?? t('errors.generic'));
    reload();
  }
  async function showAttempts(id: number) {
    const res = await apiJson<{
      lead: { attempts: { attempt: number; at: string; outcome: string; error: string | null }[] };
    }>('GET', `/api/admin/leads/${id}`);
    if (res.ok && res.body) setAttempts((a) => ({ ...a, [id]: res.body!.lead.attempts }));
  }

  return (
    <div>
      <form className="flex flex-wrap items-end gap-3" role="search" onSubmit={(e) => e.preventDefault()}>
        <label className="flex flex-col gap-1 text-sm">
          {t('admin.ui.search')}
          <input className={input} type="search" value={f.q} onChange={(e) => set({ q: e.target.value })} />
        </label>
        <Select
          label={t('admin.ui.kind')}
          value={f.kind}
          onChange={(kind) => set({ kind })}
          options={[
            ['', t('admin.ui.all')],
            ['inquiry', t('leads.type.inquiry')],
            ['appointment', t('leads.type.viewing')],
          ]}
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
      </form>
      {!data ? (
        <div className="mt-4">
          <Status t={t} error={error} loading={loading} reload={reload} />
        </div>
      ) : data.data.length === 0 ? (
        <p className="mt-4">{t('admin.ui.empty')}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse">
            <caption className="sr-only">{t('admin.ui.nav.leads')}</caption>
            <thead>
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
            </thead>
            <tbody>
              {data.data.map((l) => (
                <tr key={l.id} data-admin-lead={l.id}>
                  <td className={cell}>{date.format(new Date(l.created_at))}</td>
                  <td className={cell}>
                    {l.kind === 'appointment' ? t(`leads.type.${l.type ?? 'viewing'}`) : t('leads.type.inquiry')}
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
                        onClick={() => void act(`/api/admin/leads/${l.id}/resend`)}
                      >
                        {t('admin.ui.resend')}
                      </button>
                      <button
                        type="button"
                        className={button}
                        onClick={() => void act(`/api/admin/leads/${l.id}/handled`, { handled: !l.handled_at })}
                      >
                        {l.handled_at ? t('admin.ui.reopen') : t('admin.ui.markHandled')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            t={t}
            page={data.page}
            size={data.size}
            total={data.total}
            onPage={(page) => setF((o) => ({ ...o, page }))}
          />
        </div>
      )}
    </div>
  );
}

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
  builds: { name: string; built_at: string | null; pages: number | null; seconds: number | null; live: boolean }[];
}

function describeItem(item: unknown): string {
  if (typeof item === 'string') return item;
  if (item && typeof item === 'object') {
    const o = item as Record<string, unknown>;
    const id = o.id ?? o.external_id ?? o.objektnr ?? '';
    const reason = o.reason ?? o.message ?? o.warning ?? '';
    if (reason) return `${String(id)} ${String(reason)}`.trim();
  }
  return JSON.stringify(item);
}

function ImportsView({ t, lang, notify }: { t: Tr; lang: string; notify: (m: string) => void }) {
  const { data, error, loading, reload } = useApi<ImportsData>('/api/admin/imports');
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' });
  const when = (iso: string | null) => (iso && !Number.isNaN(Date.parse(iso)) ? date.format(new Date(iso)) : '–');
  async function act(path: string) {
    const res = await apiJson('POST', path);
    notify(messageOf(res.body) ?? t('errors.generic'));
    reload();
  }
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={button} onClick={() => void act('/api/admin/imports/sync')}>
          {t('admin.ui.syncNow')}
        </button>
        <button type="button" className={button} onClick={() => void act('/api/admin/imports/rebuild')}>
          {t('admin.ui.rebuildNow')}
        </button>
        <button
          type="button"
          className={button}
          onClick={() => confirm(t('admin.ui.confirmRollback')) && void act('/api/admin/imports/rollback')}
        >
          {t('admin.ui.rollback')}
        </button>
      </div>
      {!data ? (
        <Status t={t} error={error} loading={loading} reload={reload} />
      ) : (
        <>
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
                            <li key={i}>{describeItem(item)}</li>
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
                            <li key={i}>{describeItem(item)}</li>
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
                  <tr className="text-start text-sm">
                    <th scope="col" className={cell}>
                      {t('admin.ui.started')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('admin.ui.trigger')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('admin.ui.duration')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('admin.ui.result')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.runs.map((run, i) => (
                    <tr key={`${run.started_at}-${i}`}>
                      <td className={cell}>{when(run.started_at)}</td>
                      <td className={cell}>{run.trigger}</td>
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
                <tr className="text-start text-sm">
                  <th scope="col" className={cell}>
                    {t('admin.ui.build')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('admin.ui.builtAt')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('admin.ui.pages')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('admin.ui.duration')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.builds.map((b) => (
                  <tr key={b.name} data-admin-build={b.name}>
                    <td className={cell}>
                      <code>{b.name}</code> {b.live && <strong>({t('admin.ui.live')})</strong>}
                    </td>
                    <td className={cell}>{when(b.built_at)}</td>
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

interface CheckRow {
  name: string;
  level: 'green' | 'amber' | 'red';
  detail: Record<string, string | number | boolean | null>;
}

const LEVEL_CLASS: Record<CheckRow['level'], string> = {
  green: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  amber: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  red: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

function SystemView({ t }: { t: Tr }) {
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
            <span className="text-slate-700 dark:text-slate-300">
              {Object.entries(c.detail)
                .filter(([, v]) => v !== null && v !== undefined)
                .map(([k, v]) => `${t(`admin.ui.detail.${k}`)}: ${String(v)}`)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

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

function CompaniesView({ t }: { t: Tr }) {
  const { data, error, loading, reload } = useApi<{ data: CompanyRow[] }>('/api/admin/companies');
  if (!data) return <Status t={t} error={error} loading={loading} reload={reload} />;
  if (data.data.length === 0) return <p>{t('admin.ui.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse">
        <caption className="sr-only">{t('admin.ui.nav.companies')}</caption>
        <thead>
          <tr className="text-start text-sm">
            <th scope="col" className={cell}>
              {t('admin.ui.agency')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.ui.listingsCol')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.ui.leadsCol')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.ui.goesTo')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.ui.agents')}
            </th>
          </tr>
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

interface UserRow {
  id: number;
  email: string;
  name: string;
  role: string;
  created_at: string;
  blocked: boolean;
}

function SortHeader({
  label,
  column,
  sort,
  dir,
  onSort,
}: {
  label: string;
  column: string;
  sort: string;
  dir: string;
  onSort: (c: string) => void;
}) {
  const active = sort === column;
  return (
    <th scope="col" className={cell} aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className="font-semibold underline" onClick={() => onSort(column)}>
        {label}
        {active ? (dir === 'asc' ? ' ▲' : ' ▼') : ''}
      </button>
    </th>
  );
}

function UsersView({
  t,
  lang,
  notify,
  selfId,
}: {
  t: Tr;
  lang: string;
  notify: (m: string) => void;
  selfId: number | null;
}) {
  const [f, setF] = useState({ q: '', role: '', sort: 'created_at', dir: 'desc', page: 1 });
  const params = new URLSearchParams({ sort: f.sort, dir: f.dir, page: String(f.page), size: '25' });
  if (f.q) params.set('q', f.q);
  if (f.role) params.set('role', f.role);
  const { data, error, loading, reload } = useApi<Paged<UserRow>>(`/api/admin/users?${params}`);
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
  const set = (patch: Partial<typeof f>) => setF((old) => ({ ...old, page: 1, ...patch }));
  const sortBy = (column: string) =>
    setF((o) => ({ ...o, sort: column, dir: o.sort === column && o.dir === 'asc' ? 'desc' : 'asc' }));

  async function act(method: string, path: string, body?: unknown) {
    const res = await apiJson(method, path, body);
    notify(messageOf(res.body) ?? t('errors.generic'));
    reload();
  }
  async function exportUser(u: UserRow) {
    const res = await apiJson('GET', `/api/admin/users/${u.id}/export`);
    if (!res.ok) return notify(messageOf(res.body) ?? t('errors.generic'));
    const url = URL.createObjectURL(new Blob([JSON.stringify(res.body, null, 2)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `user-${u.id}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <div>
      <form className="flex flex-wrap items-end gap-3" role="search" onSubmit={(e) => e.preventDefault()}>
        <label className="flex flex-col gap-1 text-sm">
          {t('admin.ui.search')}
          <input className={input} type="search" value={f.q} onChange={(e) => set({ q: e.target.value })} />
        </label>
        <Select
          label={t('admin.ui.role')}
          value={f.role}
          onChange={(role) => set({ role })}
          options={[
            ['', t('admin.ui.all')],
            ['user', t('role.user')],
            ['editor', t('role.editor')],
            ['admin', t('role.admin')],
          ]}
        />
      </form>
      {!data ? (
        <div className="mt-4">
          <Status t={t} error={error} loading={loading} reload={reload} />
        </div>
      ) : data.data.length === 0 ? (
        <p className="mt-4">{t('admin.ui.empty')}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse">
            <caption className="sr-only">{t('admin.ui.nav.users')}</caption>
            <thead>
              <tr className="text-start text-sm">
                <SortHeader label={t('admin.ui.name')} column="name" sort={f.sort} dir={f.dir} onSort={sortBy} />
                <SortHeader label={t('admin.ui.email')} column="email" sort={f.sort} dir={f.dir} onSort={sortBy} />
                <SortHeader label={t('admin.ui.role')} column="role" sort={f.sort} dir={f.dir} onSort={sortBy} />
                <SortHeader label={t('admin.ui.since')} column="created_at" sort={f.sort} dir={f.dir} onSort={sortBy} />
                <th scope="col" className={cell}>
                  {t('admin.ui.status')}
                </th>
                <th scope="col" className={cell}>
                  {t('admin.ui.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((u) => (
                <tr key={u.id} data-admin-user={u.id}>
                  <td className={cell}>{u.name}</td>
                  <td className={cell}>{u.email}</td>
                  <td className={cell}>
                    <select
                      className={input}
                      aria-label={t('admin.ui.roleOf', { email: u.email })}
                      value={u.role}
                      disabled={u.id === selfId}
                      onChange={(e) => void act('PATCH', `/api/admin/users/${u.id}/role`, { role: e.target.value })}
                    >
                      {(['user', 'editor', 'admin'] as const).map((r) => (
                        <option key={r} value={r}>
                          {t(`role.${r}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className={cell}>{date.format(new Date(u.created_at))}</td>
                  <td className={cell}>{u.blocked ? t('admin.ui.blocked') : t('admin.ui.active')}</td>
                  <td className={cell}>
                    <div className="flex flex-wrap gap-1">
                      {u.blocked ? (
                        <button
                          type="button"
                          className={button}
                          onClick={() => void act('POST', `/api/admin/users/${u.id}/unblock`)}
                        >
                          {t('admin.ui.unblock')}
                        </button>
                      ) : (
                        <button
                          type="button"
                          className={button}
                          disabled={u.id === selfId}
                          onClick={() =>
                            confirm(t('admin.ui.confirmBlock', { email: u.email })) &&
                            void act('POST', `/api/admin/users/${u.id}/block`)
                          }
                        >
                          {t('admin.ui.block')}
                        </button>
                      )}
                      <button type="button" className={button} onClick={() => void exportUser(u)}>
                        {t('admin.ui.export')}
                      </button>
                      <button
                        type="button"
                        className={`${button} text-red-800 dark:text-red-300`}
                        disabled={u.id === selfId}
                        onClick={() =>
                          confirm(t('admin.ui.confirmDelete', { email: u.email })) &&
                          void act('DELETE', `/api/admin/users/${u.id}`)
                        }
                      >
                        {t('admin.ui.delete')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            t={t}
            page={data.page}
            size={data.size}
            total={data.total}
            onPage={(page) => setF((o) => ({ ...o, page }))}
          />
        </div>
      )}
    </div>
  );
}

interface AuditRow {
  id: number;
  actor_email: string;
  action: string;
  target: string | null;
  details: unknown;
  at: string;
}

function AuditView({ t, lang }: { t: Tr; lang: string }) {
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
          <tr className="text-start text-sm">
            <th scope="col" className={cell}>
              {t('admin.ui.at')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.ui.actor')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.ui.action')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.ui.target')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.data.map((a) => (
            <tr key={a.id} data-audit-action={a.action}>
              <td className={cell}>{date.format(new Date(a.at))}</td>
              <td className={cell}>{a.actor_email}</td>
              <td className={cell}>
                <code>{a.action}</code>
                {a.details != null && (
                  <span className="ms-2 text-xs text-slate-600 dark:text-slate-400">{JSON.stringify(a.details)}</span>
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

export default function AdminApp({ lang, strings }: { lang: 'de' | 'en'; strings: AdminStrings }) {
  const t = translator(strings);
  const section = useHashSection();
  const [auth, setAuth] = useState<'loading' | 'anonymous' | 'forbidden' | 'editor' | 'admin'>('loading');
  const [notice, setNotice] = useState('');
  const [selfId, setSelfId] = useState<number | null>(null);

  useEffect(() => {
    void initAuth().then((state) => {
      const user = $user.get();
      if (state !== 'authenticated' || !user) return setAuth('anonymous');
      setSelfId(user.id);
      const role = user.role;
      setAuth(hasRole(role, 'admin') ? 'admin' : hasRole(role, 'editor') ? 'editor' : 'forbidden');
    });
  }, []);

  let body: ReactNode;
  if (auth === 'loading') body = <p role="status">{t('admin.ui.loading')}</p>;
  else if (auth === 'anonymous')
    body = (
      <p>
        {t('admin.ui.signIn')}{' '}
        <a className="underline" href={loginUrl(lang, `${lang === 'de' ? '' : '/en'}/admin`)}>
          {t('admin.ui.signInLink')}
        </a>
      </p>
    );
  else if (auth === 'forbidden') body = <p role="alert">{t('admin.ui.noAccess')}</p>;
  else if (section === 'leads') body = <LeadsView t={t} lang={lang} notify={setNotice} />;
  else if (section === 'imports') body = <ImportsView t={t} lang={lang} notify={setNotice} />;
  else if (section === 'companies') body = <CompaniesView t={t} />;
  else if (section === 'system') body = <SystemView t={t} />;
  else if (section === 'users' && auth === 'admin')
    body = <UsersView t={t} lang={lang} notify={setNotice} selfId={selfId} />;
  else if (section === 'audit') body = <AuditView t={t} lang={lang} />;
  else body = <DashboardView t={t} />;

  const visible = SECTIONS.filter((s) => s !== 'users' || auth === 'admin');
  return (
    <div data-admin-app={auth}>
      <h1 className="text-2xl font-bold">{t('admin.ui.title')}</h1>
      {(auth === 'editor' || auth === 'admin') && (
        <nav aria-label={t('admin.ui.title')} className="mt-4 border-b border-slate-200 dark:border-slate-800">
          <ul className="flex flex-wrap gap-1">
            {visible.map((s) => (
              <li key={s}>
                <a
                  href={`#${s}`}
                  aria-current={section === s ? 'page' : undefined}
                  className="inline-block border-b-2 border-transparent px-3 py-2 text-sm font-medium aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-700 dark:aria-[current=page]:border-emerald-300 dark:aria-[current=page]:text-emerald-300"
                >
                  {t(`admin.ui.nav.${s}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p role="status" className="mt-3 min-h-6 text-sm">
        {notice}
      </p>
      <section className="mt-2" aria-label={t(`admin.ui.nav.${section}`)}>
        {body}
      </section>
    </div>
  );
}
