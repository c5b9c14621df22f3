/** People (admins only): search, sort, role, block and unblock, export, erase. */
import { useState } from 'react';
import { apiJson, messageOf } from '~/client/api';
import {
  button,
  input,
  cell,
  useApi,
  Select,
  SortHeader,
  useAction,
  type Tr,
  type Paged,
  ListFilters,
  PagedList,
} from './ui';

interface UserRow {
  id: number;
  email: string;
  name: string;
  role: string;
  created_at: string;
  blocked: boolean;
}

export function UsersView({
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

  const act = useAction(t, notify, reload);
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
      <ListFilters t={t} q={f.q} onQ={(q) => set({ q })}>
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
      </ListFilters>
      <PagedList
        t={t}
        state={{ data, error, loading, reload }}
        caption={t('admin.ui.nav.users')}
        onPage={(page) => setF((o) => ({ ...o, page }))}
        head={
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
        }
      >
        {(rows) =>
          rows.map((u) => (
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
          ))
        }
      </PagedList>
    </div>
  );
}
