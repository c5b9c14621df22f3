/**
 * The instant reports of a match run queued in batches, on SQLite and PostgreSQL: more agents than one batch holds
 * each get exactly one report for the run, an agent whose report was queued on its own before is not queued again,
 * and the match job run again (a retry) queues none twice.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeApi, ENGINE, sampleListings, setupApi, writeSnapshot, type TestApi } from './helpers';
import {
  matchAndReport,
  queueReport,
  queueReports,
  REPORT_BATCH,
  SEARCH_AGENT_REPORT,
} from '~/features/search-agents/jobs';

let api: TestApi;
const base = sampleListings(10);

beforeAll(async () => {
  api = await setupApi({ listings: base });
});
afterAll(async () => {
  await api?.close();
});

/** Every report job of a period, as agent ids in the order queued. */
async function reportsOf(period: string): Promise<number[]> {
  const page = await api.ctx.queue.page({ queue: SEARCH_AGENT_REPORT, offset: 0, limit: 10_000 });
  return page.rows
    .map((r) => r.payload as { agentId: number; period: string })
    .filter((p) => p.period === period)
    .map((p) => p.agentId);
}

describeApi('search agents: instant reports in batches', () => {
  it('each agent of a run gets one report, also over several batches and when the job runs again', async () => {
    const anna = await api.signUp();
    const db = api.ctx.database.db;
    const user = await db.selectFrom('users').select('id').where('email', '=', anna.email).executeTakeFirstOrThrow();
    const count = 2 * REPORT_BATCH + 1;
    // Agents for every listing, saved before the sync below; no channel, so their reports send nothing.
    for (let i = 0; i < count; i += 200) {
      await db
        .insertInto('search_agents')
        .values(
          Array.from({ length: Math.min(200, count - i) }, (_, j) => ({
            user_id: user.id,
            name: `Alle ${i + j + 1}`,
            email: anna.email,
            email_confirmed: 1 as const,
            frequency: 'instant' as const,
            search: '',
            rooms_min: null,
            rooms_max: null,
            channels: '[]',
            phone: null,
            phone_confirmed: 0 as const,
            phone_code_hash: null,
            phone_code_expires: null,
            phone_code_tries: 0,
            active: 1 as const,
            lang: 'de',
            matched_through: api.clock.now,
            created_at: api.clock.now,
            updated_at: api.clock.now,
          })),
        )
        .execute();
    }
    const ids = (await db.selectFrom('search_agents').select('id').where('user_id', '=', user.id).execute())
      .map((r) => r.id)
      .sort((a, b) => a - b);
    expect(ids).toHaveLength(count);

    // A run before the sync: the listings on offer when the agents were saved are not new to them.
    expect(await matchAndReport(api.jobContext, 'before-sync')).toMatchObject({ matches: 0, reports: 0 });
    api.clock.advance(60_000);
    writeSnapshot(api.dataDir, [
      ...base,
      ...sampleListings(12)
        .slice(10)
        .map((l) => ({ ...l, id: l.id + 1000 })),
    ]);
    await api.ctx.services.snapshot.refresh();

    const period = 'instant:batch-run';
    // One agent's report was queued on its own before: the batch leaves it as it is.
    expect(await queueReport(api.ctx.queue, ids[7]!, period)).toBe(true);
    const first = await matchAndReport(api.jobContext, 'batch-run');
    expect(first.matches).toBe(2 * count);
    expect(first.reports).toBe(count - 1);
    expect((await reportsOf(period)).sort((a, b) => a - b)).toEqual(ids);

    // The job run again (a retry after a crash), and the same agents queued again: no report twice.
    const again = await matchAndReport(api.jobContext, 'batch-run');
    expect(again.reports).toBe(0);
    expect(await queueReports(api.ctx.queue, ids, period)).toBe(0);
    expect(await reportsOf(period)).toHaveLength(count);

    // The batch's jobs run under their keys (on PostgreSQL each key names its pg-boss job by id). pg-boss's
    // workers take the thousand reports at their own pace: the test waits for one of the batch and the one
    // queued apart.
    if (ENGINE === 'sqlite') await api.runJobs();
    for (const id of [ids[0]!, ids[7]!])
      await vi.waitFor(
        async () =>
          expect(await api.ctx.queue.outcome(`${SEARCH_AGENT_REPORT}:${id}:${period}`)).toEqual({
            state: 'done',
            lastError: null,
          }),
        { timeout: 120_000, interval: 250 },
      );
    expect(await api.ctx.queue.list({ state: 'failed', queue: SEARCH_AGENT_REPORT })).toEqual([]);
  }, 180_000);
});
