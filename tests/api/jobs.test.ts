/**
 * The durable job queue, on the engine of this run (the embedded SQLite queue, or pg-boss on PostgreSQL):
 * transactional enqueue, idempotency keys, retries with backoff, failed jobs kept with their last error,
 * schedules that enqueue once per due time however many processes tick.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { JobDefinition } from '~/platform/queue/queue';
import { openJobQueue } from '~/platform/queue/open-queue';
import { WORKER_JOBS } from '~/worker/worker';
import { startSchedules, scheduleKey } from '~/platform/queue/schedules';
import { describeApi, ENGINE, setupApi, type TestApi } from './helpers';

const ran: string[] = [];
let flakyFailures = 0;

const recordJob: JobDefinition = {
  name: 'test-record',
  payload: z.object({ label: z.string() }),
  retry: { attempts: 3, baseDelayMs: 1000, maxDelayMs: 1000 },
  timeoutMs: 30_000,
  async run({ label }) {
    ran.push(label);
  },
};

const flakyJob: JobDefinition = {
  name: 'test-flaky',
  payload: z.object({ label: z.string(), failures: z.number() }),
  retry: { attempts: 3, baseDelayMs: 1000, maxDelayMs: 1000 },
  timeoutMs: 30_000,
  async run({ label, failures }) {
    if (flakyFailures < failures) {
      flakyFailures++;
      throw new Error(`${label} failed (${flakyFailures})`);
    }
    ran.push(label);
  },
};

describeApi('durable jobs', () => {
  let api: TestApi;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  /** Lets time pass for retries: the test clock on SQLite, real seconds for pg-boss (whose clock is the database's). */
  async function until(done: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error('timed out');
      if (ENGINE === 'sqlite') api.clock.advance(1000);
      else await sleep(250);
      await api.runJobs();
    }
  }

  beforeAll(async () => {
    api = await setupApi({ overrides: { jobs: [...WORKER_JOBS, recordJob, flakyJob] } });
  });
  afterAll(() => api.close());

  it('enqueues inside the transaction of the change: a rolled-back change leaves no job', async () => {
    const db = api.ctx.database.db;
    await expect(
      db.transaction().execute(async (trx) => {
        await api.ctx.queue.enqueue('test-record', { label: 'rolled-back' }, { key: 'tx-1', db: trx });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await db.transaction().execute(async (trx) => {
      await api.ctx.queue.enqueue('test-record', { label: 'committed' }, { key: 'tx-2', db: trx });
    });
    await api.runJobs();
    await until(() => ran.includes('committed'));
    expect(ran).not.toContain('rolled-back');
    // The rolled-back key was never taken: it can still be used.
    expect(await api.ctx.queue.enqueue('test-record', { label: 'tx-1 later' }, { key: 'tx-1' })).toBe(true);
    await until(() => ran.includes('tx-1 later'));
  });

  it('runs a job once per idempotency key, also after it finished', async () => {
    expect(await api.ctx.queue.enqueue('test-record', { label: 'once' }, { key: 'idem-1' })).toBe(true);
    expect(await api.ctx.queue.enqueue('test-record', { label: 'once' }, { key: 'idem-1' })).toBe(false);
    await until(() => ran.includes('once'));
    expect(await api.ctx.queue.enqueue('test-record', { label: 'once' }, { key: 'idem-1' })).toBe(false);
    await api.runJobs();
    // The refused key made no job: the one job under it is done, and nothing under it waits to run.
    await vi.waitFor(async () => expect((await api.ctx.queue.outcome('idem-1'))?.state).toBe('done'), {
      timeout: 15_000,
      interval: 50,
    });
    const waiting = [
      ...(await api.ctx.queue.list({ state: 'queued', queue: 'test-record' })),
      ...(await api.ctx.queue.list({ state: 'active', queue: 'test-record' })),
    ];
    expect(waiting.filter((j) => j.key === 'idem-1')).toEqual([]);
    expect(ran.filter((l) => l === 'once')).toHaveLength(1);
  });

  it('enqueues a batch with the same keys: a key taken before or twice in it is skipped, a rolled-back batch leaves none', async () => {
    const queue = api.ctx.queue;
    const db = api.ctx.database.db;
    expect(await queue.enqueue('test-record', { label: 'batch-b single' }, { key: 'batch-b' })).toBe(true);
    const batch = ['a', 'b', 'c', 'a', 'd'].map((k, i) => ({
      payload: { label: `batch-${k} ${i}` },
      key: `batch-${k}`,
    }));
    await expect(
      db.transaction().execute(async (trx) => {
        await queue.enqueueMany('test-record', batch, { db: trx });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await queue.enqueueMany('test-record', batch)).toEqual(['batch-a', 'batch-c', 'batch-d']);
    expect(await queue.enqueueMany('test-record', batch)).toEqual([]);
    expect(await queue.enqueue('test-record', { label: 'batch-c again' }, { key: 'batch-c' })).toBe(false);
    await api.runJobs();
    await until(() => ['batch-a 0', 'batch-b single', 'batch-c 2', 'batch-d 4'].every((l) => ran.includes(l)));
    expect(ran.filter((l) => l.startsWith('batch-')).sort()).toEqual([
      'batch-a 0',
      'batch-b single',
      'batch-c 2',
      'batch-d 4',
    ]);
    await expect(queue.enqueueMany('test-record', [{ payload: { label: 1 }, key: 'batch-bad' }])).rejects.toThrow();
    expect(await queue.enqueueMany('test-record', [])).toEqual([]);
  });

  it('refuses a payload its job does not accept, and an unknown job', async () => {
    await expect(api.ctx.queue.enqueue('test-record', { label: 42 }, { key: 'bad-1' })).rejects.toThrow();
    await expect(api.ctx.queue.enqueue('no-such-job', {}, { key: 'bad-2' })).rejects.toThrow(/unknown job/);
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    flakyFailures = 0;
    await api.ctx.queue.enqueue('test-flaky', { label: 'flaky-ok', failures: 2 }, { key: 'flaky-1' });
    await api.runJobs();
    expect(ran).not.toContain('flaky-ok');
    await until(() => ran.includes('flaky-ok'));
    expect(flakyFailures).toBe(2);
    expect(ran.filter((l) => l === 'flaky-ok')).toHaveLength(1);
  });

  it('keeps a job that used up its runs as failed, with its last error', async () => {
    flakyFailures = 0;
    await api.ctx.queue.enqueue('test-flaky', { label: 'flaky-dead', failures: 99 }, { key: 'flaky-2' });
    await until(async () =>
      (await api.ctx.queue.list({ state: 'failed', queue: 'test-flaky' })).some((j) => j.key === 'flaky-2'),
    );
    const [failed] = (await api.ctx.queue.list({ state: 'failed', queue: 'test-flaky' })).filter(
      (j) => j.key === 'flaky-2',
    );
    expect(failed!.attempts).toBe(3);
    expect(failed!.lastError).toContain('flaky-dead failed (3)');
    expect(flakyFailures).toBe(3);
    expect(ran).not.toContain('flaky-dead');
  });

  /** A second queue on the test's database, with its own workers (pg-boss's in `<schema>_jobs`). */
  const ownQueue = (definition: JobDefinition, options: { concurrency?: number; pollMs: number }) =>
    openJobQueue({
      database: api.ctx.database,
      definitions: [definition],
      databaseUrl: api.config.databaseUrl,
      pgBossSchema: api.schema ? `${api.schema}_jobs` : undefined,
      wakeOnEnqueue: true,
      ...options,
    });

  it('starts a job once it is enqueued when woken, not at the next poll', async () => {
    const woken: JobDefinition = {
      name: 'test-woken',
      payload: z.object({ n: z.number() }),
      retry: { attempts: 1, baseDelayMs: 1000, maxDelayMs: 1000 },
      timeoutMs: 30_000,
      async run() {},
    };
    // A poll of an hour, longer than the test may take: only the wake-up on enqueue can start the second job.
    const queue = await ownQueue(woken, { pollMs: 3_600_000 });
    const done = (key: string) =>
      vi.waitFor(async () => expect((await queue.outcome(key))?.state).toBe('done'), { timeout: 60_000, interval: 50 });
    try {
      await queue.work({}, ['test-woken']);
      // The first job may be found by the worker's first look; once it is done, the worker waits for its poll.
      await queue.enqueue('test-woken', { n: 1 }, { key: 'woken-1' });
      await done('woken-1');
      await queue.enqueue('test-woken', { n: 2 }, { key: 'woken-2' });
      await done('woken-2');
    } finally {
      await queue.stop();
    }
  }, 90_000);

  it("runs a queue's jobs side by side up to its concurrency, and keeps a failed one with its error", async () => {
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    // The jobs are held until two run at once: "side by side" seen as a count, whatever the machine's speed.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const slowJob: JobDefinition = {
      name: 'test-slow',
      payload: z.object({ n: z.number() }),
      retry: { attempts: 1, baseDelayMs: 1000, maxDelayMs: 1000 },
      timeoutMs: 30_000,
      async run({ n }) {
        started.push(n);
        running++;
        peak = Math.max(peak, running);
        await released;
        running--;
        if (n === 99) throw new Error('the print broke');
      },
    };
    const queue = await ownQueue(slowJob, { concurrency: 2, pollMs: 500 });
    const state = (key: string, expected: string) =>
      vi.waitFor(async () => expect((await queue.outcome(key))?.state).toBe(expected), {
        timeout: 60_000,
        interval: 100,
      });
    try {
      await queue.work({}, ['test-slow']);
      for (let n = 0; n < 5; n++) await queue.enqueue('test-slow', { n }, { key: `slow-${n}` });
      await vi.waitFor(() => expect(running).toBe(2), { timeout: 60_000, interval: 20 });
      release();
      for (let n = 0; n < 5; n++) await state(`slow-${n}`, 'done');
      expect(peak).toBe(2);
      expect([...started].sort()).toEqual([0, 1, 2, 3, 4]);
      await queue.enqueue('test-slow', { n: 99 }, { key: 'slow-99' });
      await state('slow-99', 'failed');
      expect((await queue.outcome('slow-99'))?.lastError).toContain('the print broke');
      expect(await queue.outcome('no-such-key')).toBeNull();
    } finally {
      release();
      await queue.stop();
    }
  }, 120_000);

  it('enqueues a scheduled job once per due time, however many processes tick', async () => {
    // Two tickers on one database stand for two server processes.
    const every = { name: 'test-every-minute', cron: '* * * * *', job: 'test-record', payload: { label: 'scheduled' } };
    const a = startSchedules({
      queue: api.ctx.queue,
      schedules: [every],
      now: () => api.clock.now,
      tickMs: 1000,
      log: () => {},
    });
    const b = startSchedules({
      queue: api.ctx.queue,
      schedules: [every],
      now: () => api.clock.now,
      tickMs: 1000,
      log: () => {},
    });
    const start = api.clock.now;
    api.clock.now = start + 3 * 60_000; // three due times pass
    const counts = [await a.tick(), await b.tick()];
    a.stop();
    b.stop();
    // Minute boundaries after one tick before the start, up to now.
    const expected = Math.floor((start + 3 * 60_000) / 60_000) - Math.floor((start - 1000) / 60_000);
    expect(expected).toBeGreaterThanOrEqual(3);
    expect(counts[0] + counts[1]).toBe(expected);
    await until(() => ran.filter((l) => l === 'scheduled').length >= expected);
    expect(ran.filter((l) => l === 'scheduled')).toHaveLength(expected);
    const firstDue = new Date((Math.floor((start - 1000) / 60_000) + 1) * 60_000);
    expect(
      await api.ctx.queue.enqueue('test-record', { label: 'scheduled' }, { key: scheduleKey(every.name, firstDue) }),
    ).toBe(false);
  });

  it('refuses an invalid cron expression with its name', () => {
    expect(() =>
      startSchedules({
        queue: api.ctx.queue,
        schedules: [{ name: 'broken', cron: 'every hour', job: 'test-record', payload: {} }],
      }),
    ).toThrow(/broken/);
  });

  it('the clean-up job removes expired rows and keeps live ones', async () => {
    const db = api.ctx.database.db;
    const user = await api.signUp();
    const now = api.clock.now;
    await db
      .insertInto('rate_limits')
      .values([
        { key: 'old', window_start: now - 3 * 86_400_000, count: 1 },
        { key: 'fresh', window_start: now, count: 1 },
      ])
      .execute();
    await db
      .insertInto('oauth_states')
      .values({
        state_hash: 'expired',
        provider: 'google',
        code_verifier: 'x',
        lang: 'de',
        created_at: now - 7_200_000,
        expires_at: now - 3_600_000,
      })
      .execute();
    await db
      .insertInto('lead_fingerprints')
      .values([
        { fingerprint: 'old', lead_id: 1, at: now - 3_600_000 },
        { fingerprint: 'fresh', lead_id: 2, at: now },
      ])
      .execute();
    await api.ctx.queue.enqueue('cleanup', {}, { key: 'cleanup-test' });
    await until(
      async () => !(await db.selectFrom('rate_limits').select('key').where('key', '=', 'old').executeTakeFirst()),
    );
    expect(await db.selectFrom('rate_limits').select('key').where('key', '=', 'fresh').executeTakeFirst()).toBeTruthy();
    expect(
      await db.selectFrom('oauth_states').select('state_hash').where('state_hash', '=', 'expired').executeTakeFirst(),
    ).toBeUndefined();
    expect((await api.call('GET', '/api/auth/me', { token: user.token })).status).toBe(200);
    await until(
      async () =>
        !(await db.selectFrom('lead_fingerprints').select('at').where('fingerprint', '=', 'old').executeTakeFirst()),
    );
    expect(
      await db.selectFrom('lead_fingerprints').select('at').where('fingerprint', '=', 'fresh').executeTakeFirst(),
    ).toBeTruthy();
  });
});
