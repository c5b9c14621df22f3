import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, setupApi, type TestApi } from './helpers';

// The app sees the socket's address (http://localhost in these in-process calls), while the browser sits on the
// public https:// address: state-changing requests are judged against the public one.
describeApi('origin check behind an HTTPS proxy', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await setupApi({ env: { PUBLIC_SITE_URL: 'https://portal.example' } });
  });
  afterAll(() => api.close());

  const fromSite = { Origin: 'https://portal.example' };

  it('signs out from a page of the public origin and revokes the token', async () => {
    const a = await api.signUp();
    const res = await api.call('POST', '/api/auth/logout', { token: a.token, headers: fromSite });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await api.call('GET', '/api/auth/me', { token: a.token })).status).toBe(401);
  });

  it('removes a favourite from a page of the public origin', async () => {
    const a = await api.signUp();
    expect(
      (await api.call('POST', '/api/favorites', { token: a.token, body: { property_id: 5 }, headers: fromSite }))
        .status,
    ).toBe(201);
    const res = await api.call('DELETE', '/api/favorites/5', { token: a.token, headers: fromSite });
    expect(res.status).toBe(200);
    expect((await api.call('GET', '/api/favorites', { token: a.token })).body.data).toEqual([]);
  });

  it('accepts the Referer of a page of the public origin when there is no Origin', async () => {
    const a = await api.signUp();
    const res = await api.call('POST', '/api/auth/logout', {
      token: a.token,
      headers: { Referer: 'https://portal.example/konto' },
    });
    expect(res.status).toBe(200);
  });

  it('refuses state-changing requests from a foreign origin with 403 in the API shape', async () => {
    const a = await api.signUp();
    const foreign: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'http://portal.example' },
      { Origin: 'null' },
      { Referer: 'https://evil.example/page' },
    ];
    for (const headers of foreign) {
      const res = await api.call('POST', '/api/auth/logout', { token: a.token, headers });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        success: false,
        message: 'Diese Anfrage kam nicht von dieser Website und wurde abgelehnt.',
        errors: {},
      });
      expect((await api.call('DELETE', '/api/favorites', { token: a.token, headers })).status).toBe(403);
    }
    // The token survived every refused sign-out.
    expect((await api.call('GET', '/api/auth/me', { token: a.token })).status).toBe(200);
    // Reading is not state-changing.
    expect(
      (await api.call('GET', '/api/auth/me', { token: a.token, headers: { Origin: 'https://evil.example' } })).status,
    ).toBe(200);
  });
});

describeApi('origin check with a trusted proxy', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await setupApi({ env: { PUBLIC_SITE_URL: 'https://www.portal.example', TRUST_PROXY: '1' } });
  });
  afterAll(() => api.close());

  it('accepts the origin the proxy forwarded', async () => {
    const a = await api.signUp();
    const res = await api.call('POST', '/api/auth/logout', {
      token: a.token,
      headers: { Origin: 'https://portal.example', Host: 'portal.example', 'X-Forwarded-Proto': 'https' },
    });
    expect(res.status).toBe(200);
    expect((await api.call('GET', '/api/auth/me', { token: a.token })).status).toBe(401);
  });

  it('still refuses an origin the proxy did not forward', async () => {
    const a = await api.signUp();
    const res = await api.call('POST', '/api/auth/logout', {
      token: a.token,
      headers: { Origin: 'https://evil.example', Host: 'portal.example', 'X-Forwarded-Proto': 'https' },
    });
    expect(res.status).toBe(403);
  });
});
