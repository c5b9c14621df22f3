import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, sampleListings, setupApi, writeSnapshot, type TestApi } from './helpers';

describeApi('favourites', () => {
  let api: TestApi;
  let anna: Awaited<ReturnType<TestApi['signUp']>>;
  let ben: Awaited<ReturnType<TestApi['signUp']>>;
  beforeAll(async () => {
    api = await setupApi();
    anna = await api.signUp();
    ben = await api.signUp();
  });
  afterAll(() => api.close());

  it('needs a signed-in user for every favourites call', async () => {
    expect((await api.call('GET', '/api/favorites')).status).toBe(401);
    expect((await api.call('POST', '/api/favorites', { body: { property_id: 1 } })).status).toBe(401);
    expect((await api.call('DELETE', '/api/favorites/1')).status).toBe(401);
    expect((await api.call('DELETE', '/api/favorites')).status).toBe(401);
  });

  it('adds a favourite and answers success, favorite, message', async () => {
    const res = await api.call('POST', '/api/favorites', { token: anna.token, body: { property_id: 5 } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Zu den Favoriten hinzugefügt.',
      favorite: { property_id: 5 },
    });
    expect(res.body.favorite.property).toMatchObject({ id: 5, objekttitel: 'Wohnung 5 in Wien' });
  });

  it('refuses the same favourite twice (409, already in favourites)', async () => {
    const res = await api.call('POST', '/api/favorites', { token: anna.token, body: { property_id: 5 } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Diese Immobilie ist bereits in Ihren Favoriten.');
  });

  it('refuses listings that do not exist and ids that are not integers', async () => {
    expect(
      (await api.call('POST', '/api/favorites', { token: anna.token, body: { property_id: 99_999 } })).status,
    ).toBe(404);
    for (const property_id of ['abc', 1.5, -1, 0, null]) {
      const res = await api.call('POST', '/api/favorites', { token: anna.token, body: { property_id } });
      expect(res.status).toBe(422);
      expect(res.body.errors.property_id).toBeDefined();
    }
  });

  it("lists the user's favourites with property_id, newest first", async () => {
    await api.call('POST', '/api/favorites', { token: anna.token, body: { property_id: 7 } });
    api.clock.advance(1000);
    await api.call('POST', '/api/favorites', { token: anna.token, body: { property_id: 9 } });
    const res = await api.call('GET', '/api/favorites', { token: anna.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((f: any) => f.property_id)).toEqual([9, 7, 5]);
    expect(res.body.data[0].property).toMatchObject({ id: 9, title_slug: 'wohnung-9-in-wien' });
  });

  it("never shows or changes another user's favourites", async () => {
    await api.call('POST', '/api/favorites', { token: ben.token, body: { property_id: 7 } });
    expect(
      (await api.call('GET', '/api/favorites', { token: ben.token })).body.data.map((f: any) => f.property_id),
    ).toEqual([7]);
    // Ben cannot remove Anna's 9 (he does not have it) …
    expect((await api.call('DELETE', '/api/favorites/9', { token: ben.token })).status).toBe(404);
    // … his remove-all leaves Anna's list alone, and removing his 7 keeps Anna's 7.
    expect((await api.call('DELETE', '/api/favorites/7', { token: ben.token })).status).toBe(200);
    expect((await api.call('DELETE', '/api/favorites', { token: ben.token })).status).toBe(200);
    expect(
      (await api.call('GET', '/api/favorites', { token: anna.token })).body.data.map((f: any) => f.property_id),
    ).toEqual([9, 7, 5]);
  });

  it('removes one favourite', async () => {
    const res = await api.call('DELETE', '/api/favorites/7', { token: anna.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Aus den Favoriten entfernt.' });
    expect((await api.call('DELETE', '/api/favorites/7', { token: anna.token })).status).toBe(404);
    expect((await api.call('DELETE', '/api/favorites/abc', { token: anna.token })).status).toBe(400);
  });

  it('keeps a favourite whose listing left the snapshot, with property null', async () => {
    // The next snapshot no longer has listing 5.
    writeSnapshot(
      api.dataDir,
      sampleListings().filter((l) => l.id !== 5),
      'digest-without-5',
    );
    await api.ctx.services.snapshot.refresh();
    const res = await api.call('GET', '/api/favorites', { token: anna.token });
    const five = res.body.data.find((f: any) => f.property_id === 5);
    expect(five).toMatchObject({ property_id: 5, property: null });
  });

  it('removes all favourites of the user', async () => {
    const res = await api.call('DELETE', '/api/favorites', { token: anna.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, deleted: 2 });
    expect((await api.call('GET', '/api/favorites', { token: anna.token })).body.data).toEqual([]);
  });
});
