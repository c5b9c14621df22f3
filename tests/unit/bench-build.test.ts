import { describe, expect, it } from 'vitest';
import { BUILD_BENCH_DEFAULTS, buildBenchProblem } from '../../src/bench/build';
import {
  BatchClock,
  parseProcStat,
  partialSpreadEstimate,
  renderStepParts,
  spreadEstimate,
  TICKS_PER_SECOND,
  treeFigures,
  type ProcEntry,
} from '../../src/bench/build-figures';

const MB = 2 ** 20;
const proc = (pid: number, ppid: number, rssMb: number, cpuTicks = 0): ProcEntry => ({
  pid,
  ppid,
  rssBytes: rssMb * MB,
  cpuTicks,
});

describe('a process tree read from /proc', () => {
  it('reads ppid, resident memory and CPU time after the command name, which may hold spaces and parentheses', () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime
    // priority nice threads itrealvalue starttime vsize rss …
    const stat =
      '4242 (node (astro) x) S 4100 4100 4100 0 -1 4194560 10 0 0 0 150 50 7 3 20 0 11 0 999 123456 2560 0 0';
    expect(parseProcStat(4242, stat)).toEqual({ pid: 4242, ppid: 4100, rssBytes: 2560 * 4096, cpuTicks: 210 });
  });

  it('sums the trees under the roots, gives the largest single process, and counts a shared process once', () => {
    const procs = [
      proc(1, 0, 10), // not under a root
      proc(100, 1, 90, 5), // the build
      proc(101, 100, 2800, 400), // its Astro
      proc(102, 100, 600, 30), // a Pagefind process
      proc(200, 1, 150, 20), // a render worker
      proc(201, 200, 2900, 900), // the worker's Astro
      proc(300, 1, 5000), // someone else's process
    ];
    const t = treeFigures(procs, [100, 200, 201, 999]);
    expect(t.rssBytes).toBe((90 + 2800 + 600 + 150 + 2900) * MB);
    expect(t.largestRssBytes).toBe(2900 * MB);
    expect(t.cpuTicks).toBe(5 + 400 + 30 + 20 + 900);
    expect(treeFigures(procs, [100]).largestRssBytes).toBe(2800 * MB);
    expect(treeFigures(procs, [])).toEqual({ rssBytes: 0, largestRssBytes: 0, cpuTicks: 0 });
  });
});

describe("a render batch's times from its worker's log", () => {
  const start = (shard: number, build = '20261129T080000') =>
    `[render] render batch ${shard}/2 of ${build}: rendering into /b/${build}.render${shard}`;
  const done = (shard: number, build = '20261129T080000') => `[render] render batch ${shard}/2 of ${build}: done`;

  it("splits each batch into start-up and pages at Astro's first page, with the CPU seconds between", () => {
    const clock = new BatchClock();
    clock.line('[render] render worker on pg-boss: waiting for batches', 0, 0);
    clock.line(start(1), 1_000, 10);
    clock.line('08:00:05 [build] Collecting build info...', 5_000, 300);
    clock.line(' prerendering static routes ', 9_000, 700);
    clock.line('  … 2000 pages rendered', 20_000, 2000);
    clock.line(done(1), 31_000, 10 + 45 * TICKS_PER_SECOND);
    expect(clock.batches('20261129T080000')).toEqual([
      {
        build: '20261129T080000',
        shard: 1,
        shards: 2,
        runs: 1,
        seconds: 30,
        startupSeconds: 8,
        renderSeconds: 22,
        cpuSeconds: 45,
        startedAt: 1_000,
        doneAt: 31_000,
      },
    ]);
    expect(clock.batches('other')).toEqual([]);
  });

  it("keeps a batch's last run when the queue ran it again, and a run without Astro's line as all start-up", () => {
    const clock = new BatchClock();
    clock.line(start(0), 0, 0);
    clock.line(' prerendering static routes ', 2_000, 0);
    clock.line('[render] build.render run 1 failed: stopped', 3_000, 0);
    clock.line(start(0), 10_000, 0);
    clock.line(' prerendering static routes ', 14_000, 0);
    clock.line(done(0), 20_000, 0);
    // a batch of an incremental build whose Astro line the worker did not print
    clock.line(start(0, '20261129T081000'), 30_000, 0);
    clock.line(done(0, '20261129T081000'), 33_000, 0);
    expect(clock.batches('20261129T080000')).toMatchObject([
      { shard: 0, runs: 2, seconds: 10, startupSeconds: 4, renderSeconds: 6 },
    ]);
    expect(clock.batches('20261129T081000')).toMatchObject([{ seconds: 3, startupSeconds: 3, renderSeconds: 0 }]);
  });
});

describe('the full build spread over more machines, on paper', () => {
  it('keeps the coordinator, the queue and merge and the shortest start-up, and divides the pages', () => {
    const e = spreadEstimate(
      { seconds: 200, renderStepSeconds: 150 },
      [
        { seconds: 140, startupSeconds: 20, renderSeconds: 120 },
        { seconds: 130, startupSeconds: 25, renderSeconds: 105 },
      ],
      8,
    );
    expect(e).toEqual({
      machines: 8,
      coordinatorSeconds: 50,
      queueAndMergeSeconds: 10,
      batchStartupSeconds: 20,
      renderSeconds: 225,
      seconds: 50 + 10 + 20 + 225 / 8,
    });
  });

  it('with one machine and one batch gives the build back', () => {
    const e = spreadEstimate(
      { seconds: 300, renderStepSeconds: 250 },
      [{ seconds: 245, startupSeconds: 30, renderSeconds: 215 }],
      1,
    );
    expect(e.seconds).toBeCloseTo(300);
    expect(() => spreadEstimate({ seconds: 1, renderStepSeconds: 1 }, [], 8)).toThrow(/no render batches/);
  });
});

describe('a full build stopped after some of its batches, on paper', () => {
  it('takes the batches not rendered as long as the mean of those done, and the coordinator before the render', () => {
    const e = partialSpreadEstimate(
      { beforeRenderSeconds: 40, queueSeconds: 3 },
      [
        { startupSeconds: 12, renderSeconds: 300 },
        { startupSeconds: 9, renderSeconds: 340 },
      ],
      8,
      8,
    );
    expect(e).toEqual({
      machines: 8,
      coordinatorSeconds: 40,
      queueAndMergeSeconds: 3,
      batchStartupSeconds: 9,
      renderSeconds: 320 * 8,
      seconds: 40 + 3 + 9 + 320,
    });
  });

  it('with every batch done divides the pages as the whole estimate does', () => {
    const batches = [
      { seconds: 140, startupSeconds: 20, renderSeconds: 120 },
      { seconds: 130, startupSeconds: 25, renderSeconds: 105 },
    ];
    const e = partialSpreadEstimate({ beforeRenderSeconds: 5, queueSeconds: 1 }, batches, 2, 8);
    expect(e.renderSeconds).toBe(spreadEstimate({ seconds: 200, renderStepSeconds: 150 }, batches, 8).renderSeconds);
    expect(() => partialSpreadEstimate({ beforeRenderSeconds: 1, queueSeconds: 1 }, [], 8, 8)).toThrow(
      /no render batches/,
    );
    expect(() => partialSpreadEstimate({ beforeRenderSeconds: 1, queueSeconds: 1 }, batches, 1, 8)).toThrow(
      /2 batches done of 1/,
    );
  });
});

describe("the build benchmark's options", () => {
  const pg = { ...BUILD_BENCH_DEFAULTS, databaseUrl: 'postgres://postgres@127.0.0.1:5432/bench' };

  it('takes more batches than workers and a stop after some of them, with workers only', () => {
    expect(buildBenchProblem({ ...pg, workers: 1, batches: 8, stopAfter: 1 })).toBeNull();
    expect(buildBenchProblem({ ...pg, workers: 2, stopAfter: 2 })).toBeNull();
    expect(buildBenchProblem({ ...pg, batches: 8 })).toMatch(/--batches needs --workers/);
    expect(buildBenchProblem({ ...pg, stopAfter: 1 })).toMatch(/--stop-after needs --workers/);
  });

  it('refuses a stop after more batches than the build has, and counts that are not whole', () => {
    expect(buildBenchProblem({ ...pg, workers: 2, stopAfter: 3 })).toMatch(/more than the build's 2 batches/);
    expect(buildBenchProblem({ ...pg, workers: 1, batches: 8, stopAfter: 9 })).toMatch(/8 batches/);
    expect(buildBenchProblem({ ...pg, workers: 1, batches: 65 })).toMatch(/from 1 to 64/);
    expect(buildBenchProblem({ ...pg, workers: 1, batches: 2.5 })).toMatch(/from 1 to 64/);
    expect(buildBenchProblem({ ...pg, workers: 1, stopAfter: 0.5 })).toMatch(/whole number of batches/);
  });
});

describe("the coordinator's render step with workers", () => {
  it('splits into the queue, the pick-up, the batches and what follows the last one', () => {
    const parts = renderStepParts({ startedAt: 1_000, queuedAt: 4_000, endedAt: 60_000 }, [
      { startedAt: 5_000, doneAt: 50_000 },
      { startedAt: 4_500, doneAt: 57_500 },
    ]);
    expect(parts).toEqual({ queueSeconds: 3, pickUpSeconds: 0.5, batchesSeconds: 53, mergeSeconds: 2.5 });
    // a worker's start line read a moment before the coordinator's first report
    expect(
      renderStepParts({ startedAt: 0, queuedAt: 2_000, endedAt: 9_000 }, [{ startedAt: 1_990, doneAt: 8_000 }]),
    ).toMatchObject({ pickUpSeconds: 0, batchesSeconds: 6.01 });
  });
});
