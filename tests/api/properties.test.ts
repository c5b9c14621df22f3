import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, sampleListings, setupApi, writeSnapshot, type TestApi } from './helpers';
import { replaceProperties } from '../../src/features/properties/repository';

describeApi('properties batch and the listing snapshot', () => {
  let api: TestApi;
  beforeAll(async () => {
    const listings: unknown[] = sampleListings(60);
    // A broken entry and a duplicate id are skipped, not fatal.
    listings.push({ id: 'not-a-number', objekttitel: 'Broken' }, { id: 3, objekttitel: 'Duplicate of 3' });
    api = await setupApi({ listings, env: { SNAPSHOT_CHECK_MS: '1000' } });
  });
  afterAll(() => api.close());

  it('loaded the snapshot into the properties table, skipping broken and duplicate entries', async () => {
    const rows = await api.ctx.database.db
      .selectFrom('properties')
      .select(['id', 'objekttitel'])
      .orderBy('id')
      .execute();
    expect(rows.length).toBe(60);
    expect(rows.find((r) => r.id === 3)!.objekttitel).toBe('Wohnung 3 in Wien');
  });

  it('answers the existing ones of the asked ids, each with id, in the order asked', async () => {
    const res = await api.call('POST', '/api/properties/batch', { body: { property_ids: [42, 999, 7, 42, 1] } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.map((p: any) => p.id)).toEqual([42, 7, 1]);
    expect(res.body.data[1]).toMatchObject({
      id: 7,
      objekttitel: 'Wohnung 7 in Wien',
      title_slug: 'wohnung-7-in-wien',
      kaufpreis: 257_000,
      kaltmiete: null,
      vermarktungsart: 'KAUF',
      location: { ort: 'Wien' },
      primary_image: { thumbnail_url: '/media/7/1-thumb.jpg' },
    });
    expect(res.body.data[1]).not.toHaveProperty('beschreibung');
  });

  it('works without a token and with an empty list', async () => {
    const res = await api.call('POST', '/api/properties/batch', { body: { property_ids: [] } });
    expect(res.body).toEqual({ success: true, data: [] });
  });

  it('accepts 500 ids and refuses 501', async () => {
    const ids = Array.from({ length: 500 }, (_, i) => i + 1);
    const ok = await api.call('POST', '/api/properties/batch', { body: { property_ids: ids } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.length).toBe(60);
    const tooMany = await api.call('POST', '/api/properties/batch', { body: { property_ids: [...ids, 501] } });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.property_ids).toEqual(['Höchstens 500 Immobilien-IDs pro Anfrage.']);
  });

  it('refuses ids that are not positive integers', async () => {
    for (const property_ids of [['1'], [1.5], [-3], 'all', null]) {
      const res = await api.call('POST', '/api/properties/batch', { body: { property_ids } });
      expect(res.status).toBe(422);
      expect(res.body.success).toBe(false);
    }
    expect((await api.call('POST', '/api/properties/batch', { body: {} })).status).toBe(422);
  });

  it('reloads when meta.digest changes (withdrawn listings disappear, new ones appear)', async () => {
    const next = sampleListings(10).concat([{ id: 500, objekttitel: 'Neues Haus in Graz', objektart: 'HAUS' } as any]);
    await api.ctx.services.snapshot.idle(); // a check started by an earlier request must not overlap the file change
    writeSnapshot(api.dataDir, next, 'digest-two');
    api.clock.advance(2000);
    // The check runs on a request, in the background; the next request after it sees the new data.
    await api.call('POST', '/api/properties/batch', { body: { property_ids: [1] } });
    await api.ctx.services.snapshot.idle();
    const res = await api.call('POST', '/api/properties/batch', { body: { property_ids: [1, 42, 500] } });
    expect(res.body.data.map((p: any) => p.id)).toEqual([1, 500]);
  });

  it('keeps the previous listings when the new snapshot is unreadable', async () => {
    const dir = path.join(api.dataDir, 'snapshot');
    fs.writeFileSync(path.join(dir, 'properties.json'), '[{"id": "x"}]');
    fs.writeFileSync(path.join(dir, 'meta.json'), JSON.stringify({ digest: 'digest-broken' }));
    await expect(api.ctx.services.snapshot.refresh()).rejects.toThrow(/none of 1 listings/);
    const res = await api.call('POST', '/api/properties/batch', { body: { property_ids: [1, 500] } });
    expect(res.body.data.map((p: any) => p.id)).toEqual([1, 500]);
  });

  it('does not reload an unchanged digest', async () => {
    writeSnapshot(api.dataDir, sampleListings(3), 'digest-two');
    expect(await api.ctx.services.snapshot.refresh()).toBeNull();
  });

  it('answers the listings of a snapshot another process already loaded into the shared table, after its next check', async () => {
    await api.ctx.services.snapshot.idle();
    writeSnapshot(api.dataDir, [{ id: 900, objekttitel: 'Loft in Linz', location: { ort: 'Linz' } }], 'digest-three');
    // Another API process on the same database read this snapshot first and loaded it into the table.
    const summary = JSON.stringify({ id: 900, objekttitel: 'Loft in Linz' });
    await replaceProperties(
      api.ctx.database.db,
      [
        {
          ...{ id: 900, external_id: null, objekttitel: 'Loft in Linz', title_slug: null, status: null },
          ...{ vermarktungsart: null, objektart: null, kaufpreis: null, kaltmiete: null, ort: 'Linz' },
          ...{ summary, lead_contact: null, updated_at: api.clock.now },
        },
      ],
      'digest-three',
    );
    api.clock.advance(2000);
    await api.call('POST', '/api/properties/batch', { body: { property_ids: [900] } });
    await api.ctx.services.snapshot.idle();
    const res = await api.call('POST', '/api/properties/batch', { body: { property_ids: [1, 900] } });
    expect(res.body.data.map((p: any) => [p.id, p.objekttitel, p.location.ort])).toEqual([
      [900, 'Loft in Linz', 'Linz'],
    ]);
    // The table already held this snapshot: this process did not write it again.
    const rows = await api.ctx.database.db.selectFrom('properties').select(['id', 'summary']).execute();
    expect(rows).toEqual([{ id: 900, summary }]);
  });
});
