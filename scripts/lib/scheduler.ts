/**
 * Scheduled and on-demand listing syncs for the running portal (`npm start`).
 *
 * - On the cron schedule (env SYNC_CRON, default hourly '0 * * * *', Europe/Vienna time) it runs `scripts/sync.ts`
 *   in a child process, so a failing or memory-hungry import never touches the serving process.
 * - On demand: SIGUSR2 to the server process, or a request file DATA_DIR/state/sync-request (written by
 *   `npm run sync -- --rebuild` and, later, the admin button via requestSync()).
 * - After a run it compares the snapshot digest with the one the live site was built from and calls onData()
 *   only when it changed. If onData() fails (a failed build keeps the old site), the next run tries again.
 * - Every run is logged as one JSON line in DATA_DIR/logs/sync.jsonl (start, end, counts, errors).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Cron } from 'croner';

export const DEFAULT_SYNC_CRON = '0 * * * *';

export type SyncTrigger = 'schedule' | 'signal' | 'request' | 'start' | 'manual';

export interface SyncRunLog {
  event: 'sync';
  trigger: SyncTrigger;
  started_at: string;
  finished_at: string;
  duration_ms: number;
  /** The import itself ran (false when the request only asked for a rebuild of already imported data). */
  synced: boolean;
  ok: boolean;
  exit_code: number | null;
  totals?: Record<string, number>;
  snapshot?: { properties: number; projects: number; digest: string } | null;
  errors: string[];
  data_changed: boolean;
  rebuild: 'not_needed' | 'done' | 'failed' | 'not_run';
  rebuild_error?: string;
}

export interface SchedulerOptions {
  /** Cron expression; default env SYNC_CRON or hourly. 'off' disables the schedule (on-demand runs still work). */
  cron?: string;
  /** Rebuild the site from the new snapshot. Called only when the snapshot digest changed. */
  onData: (info: { digest: string; trigger: SyncTrigger }) => Promise<void> | void;
  dataDir?: string;
  /** The digest the live site was built from; default: the current snapshot's (start.ts builds before it starts us). */
  builtDigest?: string | null;
  /** Run one sync right after starting (default false). */
  runOnStart?: boolean;
  timezone?: string;
  log?: (line: string) => void;
}

export interface Scheduler {
  /** Runs a sync now (or after the one in progress) and resolves with its log entry. */
  runNow(trigger?: SyncTrigger): Promise<SyncRunLog>;
  nextRun(): Date | null;
  stop(): void;
}

function dataDirOf(dir?: string): string {
  return path.resolve(dir ?? process.env.DATA_DIR ?? 'data');
}

function snapshotDigest(dataDir: string): string | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, 'snapshot', 'meta.json'), 'utf8')).digest ?? null;
  } catch {
    return null;
  }
}

export function appendRunLog(dataDir: string, entry: object): void {
  const file = path.join(dataDir, 'logs', 'sync.jsonl');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

/** Asks a running scheduler for a run. `sync: false` = the data is already imported, only rebuild if it changed. */
export function requestSync(options: { sync: boolean; dataDir?: string }): string {
  const file = path.join(dataDirOf(options.dataDir), 'state', 'sync-request');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ sync: options.sync, at: new Date().toISOString() }));
  return file;
}

function runSyncProcess(dataDir: string, reportFile: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const script = path.resolve('scripts/sync.ts');
    // tsx as an import hook keeps the child on this very Node binary (node_modules/.bin/node, v24)
    const child = spawn(process.execPath, ['--import', 'tsx', script, '--report', reportFile, '--no-log'], {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr = (stderr + d.toString()).slice(-4000);
    });
    child.on('error', (e) => resolve({ code: null, stderr: e.message }));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

export function startScheduler(options: SchedulerOptions): Scheduler {
  const dataDir = dataDirOf(options.dataDir);
  const log = options.log ?? ((l: string) => console.log(`[sync] ${l}`));
  const cronExpr = (options.cron ?? process.env.SYNC_CRON ?? DEFAULT_SYNC_CRON).trim();
  let builtDigest = options.builtDigest === undefined ? snapshotDigest(dataDir) : options.builtDigest;
  const requestFile = path.join(dataDir, 'state', 'sync-request');

  let running: Promise<SyncRunLog> | null = null;
  let queued: { trigger: SyncTrigger; sync: boolean; promise: Promise<SyncRunLog>; resolve: (l: SyncRunLog) => void } | null = null;

  async function execute(trigger: SyncTrigger, sync: boolean): Promise<SyncRunLog> {
    const started = Date.now();
    const entry: SyncRunLog = {
      event: 'sync', trigger, started_at: new Date(started).toISOString(), finished_at: '', duration_ms: 0,
      synced: sync, ok: true, exit_code: null, errors: [], data_changed: false, rebuild: 'not_run',
    };
    if (sync) {
      const reportFile = path.join(dataDir, 'logs', 'last-sync-report.json');
      fs.mkdirSync(path.dirname(reportFile), { recursive: true });
      log(`${trigger}: syncing listing feeds`);
      const { code, stderr } = await runSyncProcess(dataDir, reportFile);
      entry.exit_code = code;
      try {
        const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
        entry.totals = report.totals;
        entry.snapshot = report.snapshot ? { properties: report.snapshot.properties, projects: report.snapshot.projects, digest: report.snapshot.digest } : null;
        for (const s of report.sources ?? []) if (s.error) entry.errors.push(`${s.key}: ${s.error}`);
        for (const e of report.projects?.errors ?? []) entry.errors.push(`projects: ${e}`);
      } catch {
        entry.errors.push(`sync produced no report${stderr ? `: ${stderr.trim().split('\n').slice(-3).join(' | ')}` : ''}`);
      }
      // exit code 1 = some feed failed (its source kept its last good data); the snapshot is still valid
      entry.ok = code === 0 || (code === 1 && !!entry.snapshot);
    }
    const digest = snapshotDigest(dataDir);
    entry.data_changed = !!digest && digest !== builtDigest;
    if (entry.data_changed && digest) {
      log(`${trigger}: listing data changed, rebuilding`);
      try {
        await options.onData({ digest, trigger });
        builtDigest = digest;
        entry.rebuild = 'done';
      } catch (e) {
        entry.rebuild = 'failed';
        entry.rebuild_error = e instanceof Error ? e.message : String(e);
        log(`rebuild failed, the live site stays as it was: ${entry.rebuild_error}`);
      }
    } else entry.rebuild = 'not_needed';
    entry.finished_at = new Date().toISOString();
    entry.duration_ms = Date.now() - started;
    try {
      appendRunLog(dataDir, entry);
    } catch (e) {
      log(`could not write the run log: ${(e as Error).message}`);
    }
    log(`${trigger}: done in ${(entry.duration_ms / 1000).toFixed(1)} s${entry.errors.length ? ` with ${entry.errors.length} error(s)` : ''}; ${entry.rebuild === 'done' ? 'site rebuilt' : entry.rebuild === 'failed' ? 'rebuild failed' : 'no change'}`);
    return entry;
  }

  function schedule(trigger: SyncTrigger, sync = true): Promise<SyncRunLog> {
    if (!running) {
      running = execute(trigger, sync).finally(() => {
        running = null;
        if (queued) {
          const q = queued;
          queued = null;
          schedule(q.trigger, q.sync).then(q.resolve);
        }
      });
      return running;
    }
    // one run waits behind the current one; further triggers join it
    if (!queued) {
      let resolve!: (l: SyncRunLog) => void;
      const promise = new Promise<SyncRunLog>((r) => (resolve = r));
      queued = { trigger, sync, promise, resolve };
    } else queued.sync ||= sync;
    return queued.promise;
  }

  let job: Cron | null = null;
  if (cronExpr !== 'off') {
    try {
      job = new Cron(cronExpr, { protect: true, timezone: options.timezone ?? 'Europe/Vienna', name: 'listing-sync' }, () => {
        void schedule('schedule');
      });
    } catch (e) {
      throw new Error(`SYNC_CRON "${cronExpr}" is not a valid cron expression: ${(e as Error).message}`);
    }
  }

  const onSignal = () => void schedule('signal');
  process.on('SIGUSR2', onSignal);

  const checkRequest = () => {
    if (!fs.existsSync(requestFile)) return;
    let sync = true;
    try {
      sync = JSON.parse(fs.readFileSync(requestFile, 'utf8')).sync !== false;
    } catch {
      /* an empty or odd file still means "run" */
    }
    fs.rmSync(requestFile, { force: true });
    void schedule('request', sync);
  };
  const poll = setInterval(checkRequest, 2000);
  poll.unref();
  checkRequest();
  if (options.runOnStart) void schedule('start');

  log(`scheduler ${job ? `on '${cronExpr}', next run ${job.nextRun()?.toISOString() ?? 'never'}` : 'without schedule (SYNC_CRON=off)'}; on demand: kill -USR2 ${process.pid} or npm run sync -- --rebuild`);
  return {
    runNow: (trigger = 'manual') => schedule(trigger),
    nextRun: () => job?.nextRun() ?? null,
    stop() {
      job?.stop();
      clearInterval(poll);
      process.off('SIGUSR2', onSignal);
    },
  };
}
