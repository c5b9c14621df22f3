/**
 * One object that held two ids (imported under two sources before ids were keyed by agency) keeps the lower one;
 * the snapshot's meta names the id it gave up. When the API loads that snapshot, favourites and price alerts on the
 * given-up id move to the kept one, in the transaction that loads it: a user who had both keeps one favourite and
 * one alert (the older), and loading again moves nothing. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { snapshotFiles } from '~/snapshot/paths';
import { describeApi, sampleListings, setupApi, writeSnapshot, type TestApi } from './helpers';

const KEPT = 757;
const GIVEN_UP = 1041;

/** The listings as the bug left them: one object under two ids, both shown. */
function listingsWithIds(ids: number[]) {
  return sampleListings(ids.length).map((l, i) => ({
    ...l,
    id: ids[i]!,
    external_id: ids[i] === KEPT || ids[i] === GIVEN_UP ? 'WW-10055' : `ONR-${ids[i]}`,
    vermarktungsart: 'KAUF',
    kaufpreis: 715_000,
    kaltmiete: null,
  }));
}

function writeMergedSnapshot(dataDir: string, listings: unknown[], merged: Record<string, number>) {
  writeSnapshot(dataDir, listings);
  const meta = snapshotFiles(dataDir).meta;
  fs.writeFileSync(meta, JSON.stringify({ ...JSON.parse(fs.readFileSync(meta, 'utf8')), merged_ids: merged }));
}

describeApi('favourites and alerts of merged listings', () => {
  let api: TestApi;
  let anna: Awaited<ReturnType<TestApi['signUp']>>;
  let bert: Awaited<ReturnType<TestApi['signUp']>>;

  beforeAll(async () => {
    api = await setupApi({ listings: listingsWithIds([12, KEPT, GIVEN_UP]) });
    anna = await api.signUp();
    bert = await api.signUp();
  });
  afterAll(async () => {
    await api.close();
  });

  const save = async (who: { token: string }, id: number, target: number) => {
    api.clock.advance(60_000);
    const fav = await api.call('POST', '/api/favorites', { token: who.token, body: { property_id: id } });
    expect(fav.status).toBe(201);
    const alert = await api.call('POST', '/api/price-alerts', {
      token: who.token,
      body: { property_id: id, target_price: target, channels: ['email'] },
    });
    expect(alert.status).toBe(201);
    return { favorite: fav.body.favorite.id as number, alert: alert.body.alert.id as number };
  };
  const favorites = async (who: { token: string }) =>
    (await api.call('GET', '/api/favorites', { token: who.token })).body.data.map(
      (f: { id: number; property_id: number }) => [f.id, f.property_id],
    );
  const alerts = async (who: { token: string }) =>
    (await api.call('GET', '/api/price-alerts', { token: who.token })).body.data.map(
      (a: { id: number; property_id: number; target_price: number }) => [a.id, a.property_id, a.target_price],
    );

  it('moves them to the id kept, one per user and listing, the older one; a second load moves nothing', async () => {
    // Anna saved the object only under the id it gives up; Bert under the kept id first, then under the other.
    const annas = await save(anna, GIVEN_UP, 700_000);
    const annaOther = await save(anna, 12, 600_000);
    const bertsFirst = await save(bert, KEPT, 690_000);
    await save(bert, GIVEN_UP, 650_000);

    writeMergedSnapshot(api.dataDir, listingsWithIds([12, KEPT]), { [GIVEN_UP]: KEPT });
    const loaded = await api.ctx.services.snapshot.refresh();
    // Anna's favourite and alert moved, Bert's later favourite and alert removed
    expect(loaded).toMatchObject({ loaded: 2, moved: 4 });

    expect(await favorites(anna)).toEqual([
      [annaOther.favorite, 12],
      [annas.favorite, KEPT],
    ]);
    expect(await alerts(anna)).toEqual([
      [annaOther.alert, 12, 600_000],
      [annas.alert, KEPT, 700_000],
    ]);
    expect(await favorites(bert)).toEqual([[bertsFirst.favorite, KEPT]]);
    expect(await alerts(bert)).toEqual([[bertsFirst.alert, KEPT, 690_000]]);

    // the next snapshot says the same: nothing left on the given-up id, nothing changes
    writeMergedSnapshot(api.dataDir, listingsWithIds([12, KEPT]).reverse(), { [GIVEN_UP]: KEPT });
    expect(await api.ctx.services.snapshot.refresh()).toMatchObject({ loaded: 2, moved: 0 });
    expect(await favorites(anna)).toEqual([
      [annaOther.favorite, 12],
      [annas.favorite, KEPT],
    ]);
    expect(await alerts(bert)).toEqual([[bertsFirst.alert, KEPT, 690_000]]);
  });

  it('an id the snapshot still shows is not moved, whatever its meta says', async () => {
    writeMergedSnapshot(api.dataDir, listingsWithIds([12, KEPT]), { 12: KEPT });
    expect(await api.ctx.services.snapshot.refresh()).toMatchObject({ moved: 0 });
    expect((await favorites(anna)).map(([, id]: number[]) => id)).toEqual([12, KEPT]);
  });
});
