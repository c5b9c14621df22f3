import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, setupApi, type TestApi } from './helpers';

describeApi('strict input', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await setupApi();
  });
  afterAll(() => api.close());

  const register = (name: string, i: number) =>
    api.call('POST', '/api/auth/register', {
      body: {
        name,
        email: `strict${i}@example.at`,
        password: 'Sicher123',
        password_confirmation: 'Sicher123',
        terms: true,
      },
      ip: `10.9.${i}.1`,
    });

  it('refuses names with NUL, other controls or bidirectional overrides with a field message', async () => {
    const names = ['Anna\u0000Muster', 'Anna\u0085', 'Anna\u007F', '\u202EretsuM annA', 'Anna\u2066Muster'];
    for (const [i, name] of names.entries()) {
      const res = await register(name, i);
      expect(res.status, JSON.stringify(name)).toBe(422);
      expect(res.body.errors.name).toEqual(['Bitte verwenden Sie keine Steuer- oder Textrichtungszeichen.']);
    }
    expect((await register('Anna-Maria Öztürk', 99)).status).toBe(201);
  });

  it('refuses such names in a profile change too', async () => {
    const a = await api.signUp();
    const res = await api.call('PATCH', '/api/auth/me', { token: a.token, body: { name: 'Anna\u0000' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.name).toBeDefined();
  });

  it('takes property ids in JSON only as integers', async () => {
    const a = await api.signUp();
    for (const property_id of [true, '0x10', '5', [3], 1.5, 0, -1, '1e1', null, 2 ** 31]) {
      const res = await api.call('POST', '/api/favorites', { token: a.token, body: { property_id } });
      expect(res.status, JSON.stringify(property_id)).toBe(422);
      expect(res.body.errors.property_id).toEqual(['Ungültige Immobilien-ID.']);
    }
    expect((await api.call('POST', '/api/favorites', { token: a.token, body: { property_id: 16 } })).status).toBe(201);
    for (const property_ids of [[true], ['0x10'], [[3]], ['7']]) {
      const res = await api.call('POST', '/api/properties/batch', { body: { property_ids } });
      expect(res.status, JSON.stringify(property_ids)).toBe(422);
    }
    expect((await api.call('POST', '/api/properties/batch', { body: { property_ids: [7] } })).status).toBe(200);
  });

  it('takes property ids in URLs only as digits', async () => {
    const a = await api.signUp();
    await api.call('POST', '/api/favorites', { token: a.token, body: { property_id: 16 } });
    for (const id of ['0x10', '1e1', '+16', '%2016', '16.0', 'true', '-16']) {
      const res = await api.call('DELETE', `/api/favorites/${id}`, { token: a.token });
      expect(res.status, id).toBe(400);
    }
    // Well formed but beyond any stored id: no such listing.
    expect((await api.call('DELETE', '/api/favorites/99999999999', { token: a.token })).status).toBe(404);
    expect((await api.call('DELETE', '/api/favorites/16', { token: a.token })).status).toBe(200);
  });
});
