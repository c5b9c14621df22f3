/**
 * The admin area in the browser: overview, imports, agencies, leads, reported listings, people, the audit log,
 * logs, performance and the system check, each a view of /api/admin (one module per view) with sorting, filtering
 * and paging done by the server. The page gates nothing: the API checks every role, and this
 * island only shows what the signed-in account's answers allow.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { loginUrl } from '~/client/api';
import { $user, initAuth } from '~/client/stores/auth';
import { hasRole } from '../../domain/roles';
import type { AdminStrings } from './strings';
import { translator } from './ui';
import { DashboardView } from './DashboardView';
import { ImportsView } from './ImportsView';
import { CompaniesView } from './CompaniesView';
import { LeadsView } from './LeadsView';
import { UsersView } from './UsersView';
import { AuditView } from './AuditView';
import { SystemView } from './SystemView';
import { LogsView } from './LogsView';
import { AssistantView } from './AssistantView';
import { ReportsView } from './ReportsView';

// The performance view and its chart library load when the view is first opened.
const PerformanceView = lazy(() => import('./PerformanceView'));

type Section =
  | 'dashboard'
  | 'imports'
  | 'companies'
  | 'leads'
  | 'reports'
  | 'users'
  | 'audit'
  | 'logs'
  | 'assistant'
  | 'performance'
  | 'system';
const SECTIONS: readonly Section[] = [
  'dashboard',
  'imports',
  'companies',
  'leads',
  'reports',
  'users',
  'audit',
  'logs',
  'assistant',
  'performance',
  'system',
];

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
  else if (section === 'reports') body = <ReportsView t={t} lang={lang} notify={setNotice} />;
  else if (section === 'imports') body = <ImportsView t={t} lang={lang} notify={setNotice} />;
  else if (section === 'companies') body = <CompaniesView t={t} />;
  else if (section === 'system') body = <SystemView t={t} />;
  else if (section === 'users' && auth === 'admin')
    body = <UsersView t={t} lang={lang} notify={setNotice} selfId={selfId} />;
  else if (section === 'audit') body = <AuditView t={t} lang={lang} />;
  else if (section === 'logs') body = <LogsView t={t} lang={lang} />;
  else if (section === 'assistant') body = <AssistantView t={t} lang={lang} />;
  else if (section === 'performance')
    body = (
      <Suspense fallback={<p role="status">{t('admin.ui.loading')}</p>}>
        <PerformanceView t={t} lang={lang} />
      </Suspense>
    );
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
