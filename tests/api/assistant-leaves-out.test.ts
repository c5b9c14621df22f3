/**
 * The assistant's search (POST /api/assistant) finds what the list page finds: a listing the editors hid is not
 * found at all, a stale one (not confirmed by its agency for the stale time, 14 days by default) is not found from
 * the moment it turns stale, and a home several agencies offer is found once, under its first listing that is
 * neither stale nor hidden. (POST /api/ai/search answers a results address, never listings: the list page at that
 * address is the build's, which leaves out the same.)
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeHiddenIds } from '~/snapshot/hidden';
import { serverTranslator } from '~/platform/i18n';
import { describeApi, sampleListings, setupApi, type TestApi } from './helpers';

const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 22, 12); // the test API's clock
const confirmed = (daysAgo: number) => new Date(START - daysAgo * DAY).toISOString();

// Twelve flats in Vienna, the odd ids for sale. 5 is hidden; 3 stale from the start; 7 and 9 are one home (7 its
// first listing) where 7 turns stale after three days and 1 after five; every other one confirmed yesterday.
function listings() {
  const age: Record<number, number> = { 3: 20, 7: 12, 1: 10 };
  return sampleListings(12).map((l) => ({
    ...l,
    location: { ...l.location, bundesland: 'wien' },
    confirmed_at: confirmed(age[l.id] ?? 1),
    ...(l.id === 7 ? { offers: [{ id: 7 }, { id: 9 }] } : {}),
    ...(l.id === 9 ? { duplicate_of: 7 } : {}),
  }));
}

const found = serverTranslator('de', 'locales');

describeApi('the assistant leaves out hidden, stale and merged listings as the list page does', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await setupApi({ listings: listings() });
    writeHiddenIds([5], api.dataDir);
  });
  afterAll(async () => {
    await api.close();
  });

  const search = async () => {
    const res = await api.call('POST', '/api/assistant', {
      body: { message: 'Wohnung kaufen in Wien', lang: 'de' },
      ip: '203.0.113.20',
    });
    expect(res.status).toBe(200);
    expect(res.body.answer.intent).toBe('search');
    return {
      text: res.body.answer.text as string,
      ids: (res.body.answer.cards as Array<{ id: number }>).map((c) => c.id).sort((a, b) => a - b),
    };
  };

  it('finds the home once, under its first listing, and neither the hidden nor the stale listing', async () => {
    const answer = await search();
    expect(answer.text).toBe(found('assistant.answer.searchFound', { count: 3 }));
    expect(answer.ids).toEqual([1, 7, 11]);
  });

  it("finds the home under its other agency's offer once its first listing is stale", async () => {
    api.clock.advance(3 * DAY);
    const answer = await search();
    expect(answer.text).toBe(found('assistant.answer.searchFound', { count: 3 }));
    expect(answer.ids).toEqual([1, 9, 11]);
  });

  it('leaves out a listing from the moment it turns stale', async () => {
    api.clock.advance(2 * DAY);
    const answer = await search();
    expect(answer.text).toBe(found('assistant.answer.searchFound', { count: 2 }));
    expect(answer.ids).toEqual([9, 11]);
  });

  it('a hidden listing is not answered about at all, a stale one still is (its page stays)', async () => {
    const ask = (listingId: number) =>
      api.call('POST', '/api/assistant', {
        body: { message: 'Wie viele Zimmer hat die Wohnung?', lang: 'de', listingId },
        ip: '203.0.113.21',
      });
    expect((await ask(3)).body.answer.intent).toBe('listing');
    expect((await ask(5)).body.answer.intent).not.toBe('listing');
  });
});
