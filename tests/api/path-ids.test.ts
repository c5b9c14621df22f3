/**
 * Row ids in the API's addresses: every route of the registry with a path parameter named `id` or `…Id` refuses
 * what a number parser would also read as 1 (hex, exponent, binary, sign, fraction) and more, with 400 and a
 * field-level message, and answers 404 for a well-formed id beyond the tables' range. The routes are taken from the
 * app itself, so a new route is covered without being listed here; a path parameter of another name must be one
 * of the known non-numeric ones below, so a new numeric parameter under an unexpected name is noticed.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setUserRole } from '~/features/admin/repository';
import { ID_PARAM_NAME } from '~/platform/validate';
import { describeApi, setupApi, type TestApi } from './helpers';

/** Path parameters that are not row ids, and what they are instead (each validated by its own pattern). */
const OTHER_PARAMS: Record<string, string> = {
  file: 'an exposé file name, <id>.pdf',
  token: 'an action token',
  provider: 'a social sign-in provider name',
  upload: 'a feed upload, a UUID',
};

const LOOSE = ['0x1', '1e0', '0b1', '+1', '1.0', '01', '0', '-1', '1%20', 'abc', '12345678901234567'];

describeApi('path ids', () => {
  let api: TestApi;
  let token = '';

  beforeAll(async () => {
    api = await setupApi();
    const admin = await api.signUp({ name: 'Ada Admin' });
    await setUserRole(api.ctx.database.db, admin.user.id, 'admin', api.clock.now);
    token = admin.token;
  });
  afterAll(async () => {
    await api.close();
  });

  const routes = () => {
    const seen = new Set<string>();
    return api.app.routes
      .filter((r) => r.method !== 'ALL' && /\/:/.test(r.path))
      .filter((r) => !seen.has(`${r.method} ${r.path}`) && !!seen.add(`${r.method} ${r.path}`));
  };
  const params = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);

  it('knows every path parameter: a row id by its name, or one of the named others', () => {
    const idRoutes = routes().filter((r) => params(r.path).some((p) => ID_PARAM_NAME.test(p)));
    // The admin's leads and people, search agents, price alerts and favourites at least.
    expect(idRoutes.length).toBeGreaterThanOrEqual(15);
    for (const r of routes())
      for (const p of params(r.path))
        expect(ID_PARAM_NAME.test(p) || p in OTHER_PARAMS, `${r.method} ${r.path}: :${p}`).toBe(true);
  });

  it('refuses every loose form of an id on every route that takes one, naming the parameter', async () => {
    for (const r of routes()) {
      const names = params(r.path).filter((p) => ID_PARAM_NAME.test(p));
      if (!names.length) continue;
      for (const form of LOOSE) {
        const url = r.path.replace(/:([A-Za-z]+)/g, (_, p: string) => (names.includes(p) ? form : '1'));
        const body = ['GET', 'DELETE'].includes(r.method) ? undefined : {};
        const res = await api.call(r.method, url, { token, body });
        expect(res.status, `${r.method} ${url}`).toBe(400);
        expect(res.body.success).toBe(false);
        expect(Object.keys(res.body.errors), `${r.method} ${url}`).toEqual([names[0]]);
        expect(res.body.errors[names[0]!][0]).toMatch(/Nummer/);
      }
    }
  });

  it('answers 404 for a well-formed id that no table can hold, and reads a plain id', async () => {
    expect((await api.call('GET', '/api/admin/users/9007199254740991', { token })).status).toBe(404);
    expect((await api.call('GET', '/api/admin/leads/2147483648', { token })).status).toBe(404);
    expect((await api.call('GET', '/api/search-agents/2147483648', { token })).status).toBe(404);
    const me = (await api.call('GET', '/api/auth/me', { token })).body.user.id as number;
    expect((await api.call('GET', `/api/admin/users/${me}`, { token })).status).toBe(200);
  });
});
