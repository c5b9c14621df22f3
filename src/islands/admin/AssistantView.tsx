/**
 * The assistant as the staff see it: how often it answered what over the last 30 days (anonymous counts per intent
 * and language) and, newest first, the questions it could not answer, which are what the guide should cover next.
 */
import { useState } from 'react';
import { cell, useApi, Counts, HeaderRow, Pager, Status, type Tr } from './ui';

interface Stats {
  counts: { day: string; lang: string; intent: string; count: number }[];
  unanswered: { id: number; question: string; lang: string; created_at: number }[];
  unansweredTotal: number;
}

const PAGE_SIZE = 25;

function sumBy(rows: Stats['counts'], key: 'intent' | 'lang'): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of rows) out[r[key]] = (out[r[key]] ?? 0) + r.count;
  return out;
}

export function AssistantView({ t, lang }: { t: Tr; lang: string }) {
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' });
  const [page, setPage] = useState(1);
  const {
    data: body,
    error,
    loading,
    reload,
  } = useApi<{ data: Stats }>(`/api/assistant/stats?days=30&limit=${PAGE_SIZE}&offset=${(page - 1) * PAGE_SIZE}`);
  const data = body?.data;
  if (!data) return <Status t={t} error={error} loading={loading} reload={reload} />;
  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-2">
        <Counts
          title={t('admin.ui.assistant.byIntent')}
          values={sumBy(data.counts, 'intent')}
          label={(k) => t(`admin.ui.assistant.intent.${k}`)}
        />
        <Counts title={t('admin.ui.assistant.byLanguage')} values={sumBy(data.counts, 'lang')} />
      </div>
      <section aria-labelledby="admin-assistant-unanswered">
        <h2 id="admin-assistant-unanswered" className="text-lg font-semibold">
          {t('admin.ui.assistant.unanswered')}
        </h2>
        {data.unanswered.length === 0 ? (
          <p className="mt-4">{t('admin.ui.empty')}</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full border-collapse">
              <caption className="sr-only">{t('admin.ui.assistant.unanswered')}</caption>
              <thead>
                <HeaderRow labels={[t('admin.ui.at'), t('admin.ui.language'), t('admin.ui.assistant.question')]} />
              </thead>
              <tbody>
                {data.unanswered.map((q) => (
                  <tr key={q.id} data-unanswered={q.id}>
                    <td className={cell}>{date.format(new Date(q.created_at))}</td>
                    <td className={cell}>{q.lang}</td>
                    <td className={cell} lang={q.lang}>
                      {q.question}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager t={t} page={page} size={PAGE_SIZE} total={data.unansweredTotal} onPage={setPage} />
          </div>
        )}
      </section>
    </div>
  );
}
