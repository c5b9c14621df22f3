/**
 * Reported listings: the open reports, oldest first, with the listing, the reason, the reporter's text and how
 * many open reports its listing has. An action is about the listing and closes all of its open reports: hide it
 * (it leaves the site at the next build), ask its agency by mail, or dismiss. Each is in the audit log.
 * Below them: the warning signs the listings show (hints for the editors, never shown to visitors), the hidden
 * listings (restore one: back at the next build) and the homes several agencies offer that were merged (split a
 * wrong one: it holds at every later sync).
 */
import { button, cell, HeaderRow, Status, useAction, useApi, type Tr } from './ui';
import { formatsFor, unitWordsFrom } from '../../domain/format';

interface ReportRow {
  id: number;
  property_id: number;
  listing: { title: string; ref: string | null; path: string } | null;
  reason: string;
  text: string | null;
  email: string | null;
  created_at: string;
  listing_open_reports: number;
}

export function ReportsView({ t, lang, notify }: { t: Tr; lang: string; notify: (m: string) => void }) {
  return (
    <div className="space-y-10">
      <OpenReports t={t} lang={lang} notify={notify} />
      <WarningSigns t={t} />
      <HiddenListings t={t} lang={lang} notify={notify} />
      <MergedHomes t={t} lang={lang} notify={notify} />
    </div>
  );
}

function OpenReports({ t, lang, notify }: { t: Tr; lang: string; notify: (m: string) => void }) {
  const { data, error, loading, reload } = useApi<{ data: ReportRow[]; total: number }>('/api/admin/reports');
  const act = useAction(t, notify, reload);
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' });
  if (!data) return <Status t={t} error={error} loading={loading} reload={reload} />;
  if (data.data.length === 0) return <p>{t('reports.admin.ui.empty')}</p>;
  const ui = (key: string) => t(`reports.admin.ui.${key}`);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse">
        <caption className="sr-only">{ui('heading')}</caption>
        <thead>
          <HeaderRow
            labels={[ui('received'), ui('listing'), ui('reason'), ui('text'), ui('count'), t('admin.ui.actions')]}
          />
        </thead>
        <tbody>
          {data.data.map((r) => (
            <tr key={r.id} data-report-id={r.id}>
              <td className={cell}>{date.format(new Date(r.created_at))}</td>
              <td className={cell}>
                {r.listing ? (
                  <a className="underline" href={r.listing.path} target="_blank" rel="noopener">
                    {r.listing.title}
                  </a>
                ) : (
                  <span>
                    #{r.property_id} ({ui('gone')})
                  </span>
                )}
                {r.listing?.ref && <div className="text-xs text-slate-600 dark:text-slate-400">{r.listing.ref}</div>}
              </td>
              <td className={cell}>{t(`reports.reasons.${r.reason}`)}</td>
              <td className={`${cell} max-w-md whitespace-pre-line`}>
                {r.text}
                {r.email && <div className="mt-1 text-xs text-slate-600 dark:text-slate-400">{r.email}</div>}
              </td>
              <td className={cell}>{r.listing_open_reports}</td>
              <td className={cell}>
                <div className="flex flex-wrap gap-1">
                  <button
                    type="button"
                    className={button}
                    onClick={() => {
                      if (confirm(ui('confirmHide'))) void act('POST', `/api/admin/reports/${r.id}/hide`);
                    }}
                  >
                    {ui('hide')}
                  </button>
                  <button
                    type="button"
                    className={button}
                    onClick={() => void act('POST', `/api/admin/reports/${r.id}/ask-agency`)}
                  >
                    {ui('ask')}
                  </button>
                  <button
                    type="button"
                    className={button}
                    onClick={() => void act('POST', `/api/admin/reports/${r.id}/dismiss`)}
                  >
                    {ui('dismiss')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface ListingBrief {
  id: number;
  title: string | null;
  ref: string | null;
  agency: string | null;
  path: string | null;
  price: number | null;
  vermarktungsart: string | null;
}

function ListingLink({ l }: { l: ListingBrief }) {
  return (
    <>
      {l.path ? (
        <a className="underline" href={l.path} target="_blank" rel="noopener">
          {l.title ?? `#${l.id}`}
        </a>
      ) : (
        <span>#{l.id}</span>
      )}
      <div className="text-xs text-slate-600 dark:text-slate-400">
        #{l.id}
        {l.ref ? ` · ${l.ref}` : ''}
        {l.agency ? ` · ${l.agency}` : ''}
      </div>
    </>
  );
}

const heading = 'mb-2 text-lg font-semibold';
const hint = 'mb-3 text-sm text-slate-600 dark:text-slate-400';

interface SignRow {
  listing: ListingBrief;
  signs: Array<{ kind: string; detail: Record<string, string | number> }>;
}

function WarningSigns({ t }: { t: Tr }) {
  const { data, error, loading, reload } = useApi<{ data: SignRow[] }>('/api/admin/reports/signs');
  const ui = (key: string, vars?: Record<string, string | number>) => t(`reports.admin.ui.${key}`, vars);
  return (
    <section aria-labelledby="warning-signs" data-warning-signs>
      <h2 id="warning-signs" className={heading}>
        {ui('signsHeading')}
      </h2>
      <p className={hint}>{ui('signsIntro')}</p>
      {!data ? (
        <Status t={t} error={error} loading={loading} reload={reload} />
      ) : data.data.length === 0 ? (
        <p>{ui('signsEmpty')}</p>
      ) : (
        <table className="w-full border-collapse">
          <caption className="sr-only">{ui('signsHeading')}</caption>
          <thead>
            <HeaderRow labels={[ui('listing'), ui('signsHeading')]} />
          </thead>
          <tbody>
            {data.data.map((r) => (
              <tr key={r.listing.id} data-sign-listing={r.listing.id}>
                <td className={cell}>
                  <ListingLink l={r.listing} />
                </td>
                <td className={cell}>
                  <ul className="list-disc ps-4">
                    {r.signs.map((s, i) => (
                      <li key={i} data-sign={s.kind}>
                        {ui(`sign.${s.kind}`, s.detail)}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

interface HiddenRow {
  property_id: number;
  hidden_at: string;
  listing: { title: string; ref: string | null; path: string } | null;
}

function HiddenListings({ t, lang, notify }: { t: Tr; lang: string; notify: (m: string) => void }) {
  const { data, error, loading, reload } = useApi<{ data: HiddenRow[] }>('/api/admin/reports/hidden');
  const act = useAction(t, notify, reload);
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' });
  const ui = (key: string) => t(`reports.admin.ui.${key}`);
  return (
    <section aria-labelledby="hidden-listings">
      <h2 id="hidden-listings" className={heading}>
        {ui('hiddenHeading')}
      </h2>
      {!data ? (
        <Status t={t} error={error} loading={loading} reload={reload} />
      ) : data.data.length === 0 ? (
        <p>{ui('hiddenEmpty')}</p>
      ) : (
        <table className="w-full border-collapse">
          <caption className="sr-only">{ui('hiddenHeading')}</caption>
          <thead>
            <HeaderRow labels={[ui('hiddenAt'), ui('listing'), t('admin.ui.actions')]} />
          </thead>
          <tbody>
            {data.data.map((r) => (
              <tr key={r.property_id} data-hidden-id={r.property_id}>
                <td className={cell}>{date.format(new Date(r.hidden_at))}</td>
                <td className={cell}>
                  <ListingLink
                    l={{
                      id: r.property_id,
                      title: r.listing?.title ?? null,
                      ref: r.listing?.ref ?? null,
                      agency: null,
                      path: r.listing?.path ?? null,
                      price: null,
                      vermarktungsart: null,
                    }}
                  />
                </td>
                <td className={cell}>
                  <button
                    type="button"
                    className={button}
                    onClick={() => {
                      if (confirm(ui('confirmRestore')))
                        void act('POST', `/api/admin/reports/hidden/${r.property_id}/restore`);
                    }}
                  >
                    {ui('restore')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

interface HomeRow {
  survivor: ListingBrief;
  merged: ListingBrief[];
}

function MergedHomes({ t, lang, notify }: { t: Tr; lang: string; notify: (m: string) => void }) {
  const { data, error, loading, reload } = useApi<{ data: HomeRow[] }>('/api/admin/reports/homes');
  const act = useAction(t, notify, reload);
  const ui = (key: string) => t(`reports.admin.ui.${key}`);
  // as the list's cards write it: a rental's total rent "/ Monat" (the one rule: Formats.listingPrice)
  const fx = formatsFor(
    lang,
    unitWordsFrom((key, vars) => t(key, vars as Record<string, string | number>)),
  );
  const price = (l: ListingBrief) => fx.listingPrice(l.price, l.vermarktungsart ?? '', '–');
  return (
    <section aria-labelledby="merged-homes">
      <h2 id="merged-homes" className={heading}>
        {ui('homesHeading')}
      </h2>
      <p className={hint}>{ui('homesIntro')}</p>
      {!data ? (
        <Status t={t} error={error} loading={loading} reload={reload} />
      ) : data.data.length === 0 ? (
        <p>{ui('homesEmpty')}</p>
      ) : (
        <ul className="space-y-3">
          {data.data.map((h) => (
            <li
              key={h.survivor.id}
              data-home={h.survivor.id}
              className="rounded border border-slate-200 p-2 dark:border-slate-800"
            >
              <table className="w-full border-collapse">
                <tbody>
                  {[h.survivor, ...h.merged].map((l) => (
                    <tr key={l.id}>
                      <td className={cell}>
                        <ListingLink l={l} />
                      </td>
                      <td className={`${cell} whitespace-nowrap tabular-nums`}>{price(l)}</td>
                      <td className={cell}>{l.id === h.survivor.id ? ui('shown') : ''}</td>
                      <td className={cell}>
                        <button
                          type="button"
                          className={button}
                          onClick={() => {
                            if (confirm(ui('confirmSplit'))) void act('POST', `/api/admin/reports/homes/${l.id}/split`);
                          }}
                        >
                          {ui('split')}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
