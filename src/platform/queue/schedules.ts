/**
 * Scheduled jobs: cron expressions in Vienna time. Every server process ticks; for each due time it enqueues the
 * job with the key `schedule:<name>:<due time>`, so however many processes tick, the job runs once per due time.
 * Due times are counted from one tick before the process started, so a restart around a due time loses none.
 */
import { Cron } from 'croner';
import { errorText, type JobQueue } from './queue';

export interface Schedule {
  /** Names the schedule in the key; one schedule per job and cron expression. */
  name: string;
  cron: string;
  job: string;
  payload: unknown;
}

export interface ScheduleOptions {
  queue: JobQueue;
  schedules: readonly Schedule[];
  now?: () => number;
  tickMs?: number;
  timezone?: string;
  log?: (line: string) => void;
}

export interface RunningSchedules {
  /** Enqueues what fell due since the last tick; resolves with how many jobs it enqueued. */
  tick(): Promise<number>;
  nextRun(name: string): Date | null;
  stop(): void;
}

export const VIENNA = 'Europe/Vienna';

export function scheduleKey(name: string, due: Date): string {
  return `schedule:${name}:${due.toISOString()}`;
}

export function startSchedules(options: ScheduleOptions): RunningSchedules {
  const now = options.now ?? Date.now;
  const tickMs = options.tickMs ?? 15_000;
  const log = options.log ?? ((line: string) => console.info(`[jobs] ${line}`));
  const crons = options.schedules.map((s) => {
    try {
      return { schedule: s, cron: new Cron(s.cron, { timezone: options.timezone ?? VIENNA, paused: true }) };
    } catch (err) {
      throw new Error(`schedule ${s.name}: "${s.cron}" is not a valid cron expression: ${errorText(err)}`);
    }
  });
  let since = now() - tickMs;
  let ticking: Promise<number> | null = null;

  async function tick(): Promise<number> {
    const until = now();
    let count = 0;
    for (const { schedule, cron } of crons) {
      for (let due = cron.nextRun(new Date(since)); due && due.getTime() <= until; due = cron.nextRun(due)) {
        if (
          await options.queue.enqueue(schedule.job, schedule.payload, {
            key: scheduleKey(schedule.name, due),
            runAt: due.getTime(),
          })
        )
          count++;
      }
    }
    since = until;
    return count;
  }

  const timer = setInterval(() => {
    ticking ??= tick()
      .catch((err) => {
        log(`schedules: ${errorText(err)}`);
        return 0;
      })
      .finally(() => (ticking = null));
  }, tickMs);
  timer.unref();

  return {
    tick: () => (ticking ??= tick().finally(() => (ticking = null))),
    nextRun: (name) => crons.find((c) => c.schedule.name === name)?.cron.nextRun() ?? null,
    stop() {
      clearInterval(timer);
      for (const c of crons) c.cron.stop();
    },
  };
}
