/** Building blocks the admin views share: strings, classes, the API hook, counts, status, pager, select, sort header. */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { apiJson, messageOf } from '~/client/api';
import type { AdminStrings } from './strings';

import type { Tr } from './tr';

export type { Tr };

export function translator(strings: AdminStrings): Tr {
  return (key, vars = {}) =>
    ((strings as Record<string, string>)[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, n: string) =>
      String(vars[n] ?? ''),
    );
}

export const button =
  'rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium hover:bg-slate-100 disabled:opacity-50 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700';
export const input =
  'rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100';
export const cell = 'border-b border-slate-200 px-2 py-2 align-top text-sm dark:border-slate-800';

interface Loaded<T> {
  key: string;
  data: T | null;
  error: string | null;
}

/** One GET against the admin API, fetched again when `url` changes or `reload()` is called. */
export function useApi<T>(url: string) {
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

export function Counts({
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

export function Status({
  t,
  error,
  loading,
  reload,
}: {
  t: Tr;
  error: string | null;
  loading: boolean;
  reload: () => void;
}) {
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

export function Pager({
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

export function Select({
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

export interface Paged<T> {
  data: T[];
  total: number;
  page: number;
  size: number;
}

export function SortHeader({
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

/** A table's header row of plain column labels. */
export function HeaderRow({ labels }: { labels: readonly string[] }) {
  return (
    <tr className="text-start text-sm">
      {labels.map((label) => (
        <th key={label} scope="col" className={`${cell} text-start`}>
          {label}
        </th>
      ))}
    </tr>
  );
}

/** An admin action: sends it, shows the server's answer in the page's status line, and reloads the view. */
export function useAction(t: Tr, notify: (message: string) => void, reload: () => void) {
  return useCallback(
    async (method: string, path: string, body?: unknown) => {
      const res = await apiJson(method, path, body);
      notify(messageOf(res.body) ?? t('errors.generic'));
      reload();
    },
    [t, notify, reload],
  );
}

/** A list's filters: the search box first, then the list's own selects. */
export function ListFilters({
  t,
  q,
  onQ,
  children,
}: {
  t: Tr;
  q: string;
  onQ: (q: string) => void;
  children?: ReactNode;
}) {
  return (
    <form className="flex flex-wrap items-end gap-3" role="search" onSubmit={(e) => e.preventDefault()}>
      <label className="flex flex-col gap-1 text-sm">
        {t('admin.ui.search')}
        <input className={input} type="search" value={q} onChange={(e) => onQ(e.target.value)} />
      </label>
      {children}
    </form>
  );
}

/** A paged list from the admin API: loading or failed, "no entries", or its table with the pager below. */
export function PagedList<T>({
  t,
  state,
  caption,
  head,
  onPage,
  children,
}: {
  t: Tr;
  state: { data: Paged<T> | null; error: string | null; loading: boolean; reload: () => void };
  caption: string;
  head: ReactNode;
  onPage: (page: number) => void;
  children: (rows: T[]) => ReactNode;
}) {
  const { data } = state;
  if (!data)
    return (
      <div className="mt-4">
        <Status t={t} error={state.error} loading={state.loading} reload={state.reload} />
      </div>
    );
  if (data.data.length === 0) return <p className="mt-4">{t('admin.ui.empty')}</p>;
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead>{head}</thead>
        <tbody>{children(data.data)}</tbody>
      </table>
      <Pager t={t} page={data.page} size={data.size} total={data.total} onPage={onPage} />
    </div>
  );
}
