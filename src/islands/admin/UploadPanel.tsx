/**
 * Uploading a feed: the file goes to the server, which keeps it and answers with the dry-run report — what would be
 * new, changed and withdrawn, what would be skipped and why, the warnings. Only "import" then applies exactly that
 * upload; "discard" drops it. Uploads still waiting for a decision are listed with their report.
 */
import { useState, type FormEvent } from 'react';
import { apiFetch, apiJson, messageOf } from '~/client/api';
import { button, cell, input, HeaderRow, type Tr } from './ui';
import { importWarningText, type IssueLike } from './import-warning';

export interface UploadMeta {
  id: string;
  name: string;
  size: number;
  uploaded_by: string;
  uploaded_at: string;
  state: 'pending' | 'applied' | 'discarded' | 'failed';
  decided_by: string | null;
  decided_at: string | null;
  error: string | null;
}

interface Ref {
  id: number;
  external_id: string;
  title: string;
}
interface Issue {
  index: number;
  key: string | null;
  message: string;
  /** The import's code and parameters, written in the editor's language (./import-warning). */
  code?: string;
  params?: Record<string, string | number>;
}
interface DryRun {
  totals: {
    read: number;
    imported: number;
    skipped: number;
    withdrawn: number;
    warnings: number;
    failed_documents: number;
  };
  changes?: {
    new: number;
    changed: number;
    withdrawn: number;
    new_listings: Ref[];
    changed_listings: Ref[];
    withdrawn_listings: Ref[];
  };
  sources: {
    key: string;
    error?: string;
    documents: {
      file: string;
      status: string;
      error?: string;
      skipped_listings: Issue[];
      warnings: Issue[];
      /** Coded (a report of before codes holds plain sentences). */
      file_warnings: (IssueLike | string)[];
    }[];
  }[];
}

function RefList({ title, count, items }: { title: string; count: number; items: Ref[] }) {
  if (count === 0) return <p>{title}</p>;
  return (
    <details>
      <summary className="cursor-pointer">{title}</summary>
      <ul className="ms-4 list-disc">
        {items.map((r) => (
          <li key={r.id}>
            <code>{r.external_id}</code> {r.title}
          </li>
        ))}
      </ul>
    </details>
  );
}

export function DryRunReport({ t, report }: { t: Tr; report: DryRun }) {
  const docs = report.sources.flatMap((s) => s.documents);
  const skipped = docs.flatMap((d) => d.skipped_listings);
  const warnings = [
    ...docs.flatMap((d) => d.file_warnings.map((w) => (typeof w === 'string' ? w : importWarningText(t, w)))),
    ...docs.flatMap((d) => d.warnings.map((w) => `${w.key ?? `#${w.index}`}: ${importWarningText(t, w)}`)),
  ];
  const failures = [
    ...report.sources.filter((s) => s.error).map((s) => s.error!),
    ...docs.filter((d) => d.error).map((d) => `${d.file}: ${d.error}`),
  ];
  const ch = report.changes;
  return (
    <div className="space-y-1 text-sm" data-dry-run>
      <p>{t('admin.ui.upload.read', { count: report.totals.read })}</p>
      {ch && (
        <>
          <RefList title={t('admin.ui.upload.new', { count: ch.new })} count={ch.new} items={ch.new_listings} />
          <RefList
            title={t('admin.ui.upload.changed', { count: ch.changed })}
            count={ch.changed}
            items={ch.changed_listings}
          />
          <RefList
            title={t('admin.ui.upload.withdrawn', { count: ch.withdrawn })}
            count={ch.withdrawn}
            items={ch.withdrawn_listings}
          />
        </>
      )}
      {skipped.length === 0 ? (
        <p>{t('admin.ui.skipped', { count: 0 })}</p>
      ) : (
        <details open>
          <summary className="cursor-pointer">{t('admin.ui.skipped', { count: report.totals.skipped })}</summary>
          <ul className="ms-4 list-disc">
            {skipped.map((s, i) => (
              <li key={i}>
                <code>{s.key ?? `#${s.index}`}</code> {importWarningText(t, s)}
              </li>
            ))}
          </ul>
        </details>
      )}
      {warnings.length > 0 && (
        <details>
          <summary className="cursor-pointer">{t('admin.ui.warnings', { count: report.totals.warnings })}</summary>
          <ul className="ms-4 list-disc">
            {warnings.slice(0, 500).map((w, i) => (
              <li key={i}>{w}</li>
            ))}
          </ul>
        </details>
      )}
      {failures.map((f) => (
        <p key={f} className="text-red-700 dark:text-red-400">
          {f}
        </p>
      ))}
    </div>
  );
}

export function UploadPanel({
  t,
  uploads,
  when,
  notify,
  reload,
}: {
  t: Tr;
  uploads: UploadMeta[];
  when: (iso: string | null) => string;
  notify: (m: string) => void;
  reload: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [current, setCurrent] = useState<{ upload: UploadMeta; report: DryRun } | null>(null);
  const [fieldError, setFieldError] = useState('');

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const file = new FormData(e.currentTarget).get('feed');
    if (!(file instanceof File) || file.size === 0) return setFieldError(t('admin.ui.upload.choose'));
    setBusy(true);
    setFieldError('');
    notify(t('admin.ui.upload.checking'));
    try {
      const res = await apiFetch(`/api/admin/imports/uploads?name=${encodeURIComponent(file.name)}`, {
        method: 'POST',
        headers: { 'Content-Type': file.name.toLowerCase().endsWith('.zip') ? 'application/zip' : 'application/xml' },
        body: file,
      });
      const body = (await res.json().catch(() => null)) as {
        upload?: UploadMeta;
        report?: DryRun;
        errors?: Record<string, string[]>;
      } | null;
      if (res.ok && body?.upload && body.report) {
        setCurrent({ upload: body.upload, report: body.report });
        notify(t('admin.ui.upload.ready'));
      } else {
        const message = body?.errors?.file?.[0] ?? messageOf(body) ?? t('errors.generic');
        setFieldError(message);
        notify(message);
      }
    } catch {
      notify(t('errors.generic'));
    } finally {
      setBusy(false);
      reload();
    }
  }

  async function decide(method: 'POST' | 'DELETE', upload: UploadMeta) {
    setBusy(true);
    notify(method === 'POST' ? t('admin.ui.upload.importing') : '');
    const res = await apiJson(
      method,
      `/api/admin/imports/uploads/${upload.id}${method === 'POST' ? '/apply' : ''}`,
    ).catch(() => null);
    notify((res && messageOf(res.body)) ?? t('errors.generic'));
    if (res?.ok) setCurrent(null);
    setBusy(false);
    reload();
  }

  async function show(upload: UploadMeta) {
    const res = await apiJson<{ upload: UploadMeta; report: DryRun | null }>(
      'GET',
      `/api/admin/imports/uploads/${upload.id}`,
    );
    if (res.ok && res.body?.report) setCurrent({ upload: res.body.upload, report: res.body.report });
  }

  return (
    <section aria-labelledby="admin-upload" className="space-y-3">
      <h2 id="admin-upload" className="text-lg font-semibold">
        {t('admin.ui.upload.title')}
      </h2>
      <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => void submit(e)}>
        <label className="flex flex-col gap-1 text-sm">
          {t('admin.ui.upload.file')}
          <input
            className={input}
            type="file"
            name="feed"
            accept=".xml,.zip,application/xml,text/xml,application/zip"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'admin-upload-error' : undefined}
          />
        </label>
        <button type="submit" className={button} disabled={busy}>
          {t('admin.ui.upload.submit')}
        </button>
        {fieldError && (
          <p id="admin-upload-error" className="w-full text-sm text-red-700 dark:text-red-400">
            {fieldError}
          </p>
        )}
      </form>
      {current && (
        <div
          className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
          data-upload={current.upload.id}
        >
          <h3 className="font-semibold">{t('admin.ui.upload.report', { name: current.upload.name })}</h3>
          <DryRunReport t={t} report={current.report} />
          {current.upload.state === 'pending' && (
            <div className="mt-3 flex gap-2">
              <button
                type="button"
                className={button}
                disabled={busy}
                onClick={() => void decide('POST', current.upload)}
              >
                {t('admin.ui.upload.apply')}
              </button>
              <button
                type="button"
                className={button}
                disabled={busy}
                onClick={() => confirm(t('admin.ui.upload.confirmDiscard')) && void decide('DELETE', current.upload)}
              >
                {t('admin.ui.upload.discard')}
              </button>
            </div>
          )}
        </div>
      )}
      {uploads.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse">
            <caption className="sr-only">{t('admin.ui.upload.list')}</caption>
            <thead>
              <HeaderRow
                labels={[
                  t('admin.ui.upload.fileCol'),
                  t('admin.ui.started'),
                  t('admin.ui.startedBy'),
                  t('admin.ui.status'),
                  t('admin.ui.actions'),
                ]}
              />
            </thead>
            <tbody>
              {uploads.map((u) => (
                <tr key={u.id} data-upload-row={u.state}>
                  <td className={cell}>
                    <code>{u.name}</code> ({Math.ceil(u.size / 1024)} KB)
                  </td>
                  <td className={cell}>{when(u.uploaded_at)}</td>
                  <td className={cell}>{u.uploaded_by}</td>
                  <td className={cell}>
                    {t(`admin.ui.upload.state.${u.state}`)}
                    {u.decided_by && ` · ${u.decided_by}`}
                    {u.error && <div className="text-red-700 dark:text-red-400">{u.error}</div>}
                  </td>
                  <td className={cell}>
                    {u.state === 'pending' && (
                      <button type="button" className={button} onClick={() => void show(u)}>
                        {t('admin.ui.upload.show')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
