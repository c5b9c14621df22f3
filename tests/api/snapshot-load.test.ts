/**
 * A large listing snapshot is read without holding the event loop: while the reader's pass and the table's load
 * run, the liveness and readiness checks answer; a request about listings made meanwhile waits for them (the
 * process's own API starts this way, createApp with the load it waits for), and answers with the new listings.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, sampleListings, setupApi, writeSnapshot, type TestApi } from './helpers';
import { createApp } from '~/server/app';

describeApi('the listing snapshot read beside requests', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await setupApi({ listings: sampleListings(5) });
  });
  afterAll(() => api.close());

  it('answers health before a load of several blocks is done; a listing request waits for it', async () => {
    // About 6 MB: several of the reader's 1 MB blocks, each read in a turn of the event loop of its own.
    const text = 'Ruhige Lage, Nähe U-Bahn. '.repeat(80);
    const listings = sampleListings(3000).map((l) => ({ ...l, objektbeschreibung: text }));
    writeSnapshot(api.dataDir, listings);

    const order: string[] = [];
    const loaded = api.ctx.services.snapshot.refresh().then((result) => {
      order.push('loaded');
      return result;
    });
    const app = createApp(
      api.ctx,
      loaded.then(() => undefined),
    );
    const ask = async (url: string, init?: RequestInit) => {
      const res = await app.request(url, init, { clientAddress: '198.51.100.7' });
      order.push(url);
      return res;
    };
    const batch = ask('/api/properties/batch', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ property_ids: [2999] }),
    });
    const health = await ask('/api/health');
    expect(health.status).toBe(200);
    expect(order).toEqual(['/api/health']);

    expect((await loaded)?.loaded).toBe(3000);
    const res = await batch;
    expect(order).toEqual(['/api/health', 'loaded', '/api/properties/batch']);
    expect(((await res.json()) as { data: { id: number }[] }).data.map((p) => p.id)).toEqual([2999]);
  });
});
