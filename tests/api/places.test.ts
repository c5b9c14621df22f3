/**
 * A listing's places from OpenStreetMap, which the detail map loads only when the visitor asks: the list the
 * snapshot carries, 404 for a listing without places or an unknown one, 400 for an id that is none.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, sampleListings, setupApi, type TestApi } from './helpers';

const PLACES = {
  at: '2026-11-28T10:00:00Z',
  precision: 'area',
  items: [{ kind: 'subway', name: 'Neubaugasse', lines: ['U3'], km: 0.35, lat: 48.1996, lon: 16.3524 }],
};

describeApi('places around a listing', () => {
  let api: TestApi;
  beforeAll(async () => {
    const list = sampleListings(3);
    Object.assign(list[0]!, { places: PLACES });
    api = await setupApi({ listings: list });
  });
  afterAll(() => api.close());

  it('answers the places of a listing that carries them', async () => {
    const res = await api.call('GET', '/api/properties/1/places');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { precision: 'area', items: PLACES.items } });
  });

  it('answers 404 for a listing without places or an unknown one, 400 for an id that is none', async () => {
    for (const id of ['2', '999']) {
      const res = await api.call('GET', `/api/properties/${id}/places`);
      expect(res.status, id).toBe(404);
    }
    for (const id of ['abc', '-1', '1.5']) {
      const res = await api.call('GET', `/api/properties/${id}/places`);
      expect(res.status, id).toBe(400);
    }
  });
});
