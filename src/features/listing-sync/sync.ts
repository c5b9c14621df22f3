/**
 * The listing sync: it runs the import (`scripts/sync.ts`) in a child process, so a failing or
 * memory-hungry import never touches the serving process; compares the snapshot digest with the one the live
 * site was built from and rebuilds only when it changed (a failed rebuild is tried again by the next run); and
 * logs every run as one JSON line in DATA_DIR/logs/sync.jsonl (start, end, counts, errors). It runs as a job
 * (./jobs.ts) on the SYNC_CRON schedule and on demand: SIGUSR2 to the server process, or a request file
 * DATA_DIR/state/sync-request (written by `npm run sync -- --rebuild` and the admin's button through requestSync()).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readSnapshotDigest } from '../../snapshot/read';
import { childEnv, env } from '../../config/env';
import type { TranslationReport } from '../../import/translate/report';
import type { PlacesReport } from '../../import/places';

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
  /** Listings whose price changed in this run's import. */
  price_changes?: number;
  data_changed: boolean;
  rebuild: 'not_needed' | 'done' | 'failed' | 'not_run';
  rebuild_error?: string;
  /** Who asked for the run: an editor's e-mail address, or the trigger (schedule, signal, start, …). */
  started_by: string;
  /** Listings new, changed and gone on the site by this run's import. */
  changes?: { new: number; changed: number; withdrawn: number };
  /** The import's machine translation (when TRANSLATION_ENGINE is set); `pending` texts go to the backfill job. */
  translation?: TranslationReport;
  /** What lies around the listings (when OVERPASS_URL is set); `pending` positions go to the places job. */
  places?: PlacesReport;
}

export function dataDirOf(dir?: string): string {
  return path.resolve(dir ?? env().DATA_DIR);
}

export function appendRunLog(dataDir: string, entry: object): void {
  const file = path.join(dataDir, 'logs', 'sync.jsonl');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

/**
 * Asks the running portal for a run. `sync: false` = the data is already imported, only rebuild if it changed;
 * `force` rebuilds even when it did not (an editor's "rebuild now"). A request not yet picked up is merged with
 * this one (the run does what either asked), so a "sync now" is not lost to a "rebuild now" a second later.
 * Returns the file and whether a request was waiting already.
 */
export function requestSync(options: { sync: boolean; force?: boolean; dataDir?: string; by?: string }): {
  file: string;
  merged: boolean;
} {
  const file = path.join(dataDirOf(options.dataDir), 'state', 'sync-request');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let waiting: { sync?: unknown; force?: unknown } | null = null;
  try {
    waiting = JSON.parse(fs.readFileSync(file, 'utf8')) as { sync?: unknown; force?: unknown };
  } catch {
    /* none waiting (or an odd file, which means "run" and is replaced) */
  }
  fs.writeFileSync(
    file,
    JSON.stringify({
      sync: options.sync || (waiting !== null && waiting.sync !== false),
      force: options.force === true || waiting?.force === true,
      by: options.by,
      at: new Date().toISOString(),
    }),
  );
  return { file, merged: waiting !== null };
}

export interface ListingSyncOptions {
  /** Rebuild the site from the new snapshot. Called only when the snapshot digest changed. */
  onData: (info: { digest: string; trigger: SyncTrigger; startedBy: string }) => Promise<void> | void;
  dataDir?: string;
  /** The digest the live site was built from; default: the current snapshot's (the start builds first). */
  builtDigest?: string | null;
  log?: (line: string) => void;
}

export interface ListingSync {
  /** Runs a sync (or, with `sync: false`, only the rebuild check; `force` rebuilds anyway) and resolves with its log entry. */
  run(trigger: SyncTrigger, sync?: boolean, force?: boolean, by?: string): Promise<SyncRunLog>;
}

function runSyncProcess(dataDir: string, reportFile: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const script = path.resolve('scripts/sync.ts');
    // tsx as an import hook keeps the child on this very Node binary (node_modules/.bin/node, v24)
    // The job queues the thumbnails itself once the run is over (./jobs.ts), for rebuild-only runs too.
    const args = ['--import', 'tsx', script, '--report', reportFile, '--no-log', '--no-thumbnails'];
    const child = spawn(process.execPath, args, {
      env: childEnv({ DATA_DIR: dataDir }),
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

export function createListingSync(options: ListingSyncOptions): ListingSync {
  const dataDir = dataDirOf(options.dataDir);
  const log = options.log ?? ((l: string) => console.log(`[sync] ${l}`));
  let builtDigest = options.builtDigest === undefined ? readSnapshotDigest(dataDir) : options.builtDigest;
  let running: Promise<unknown> = Promise.resolve();
  async function execute(trigger: SyncTrigger, sync: boolean, force: boolean, by?: string): Promise<SyncRunLog> {
    const started = Date.now();
    const entry: SyncRunLog = {
      event: 'sync',
      trigger,
      started_at: new Date(started).toISOString(),
      finished_at: '',
      duration_ms: 0,
      synced: sync,
      ok: true,
      exit_code: null,
      errors: [],
      data_changed: false,
      rebuild: 'not_run',
      started_by: by ?? trigger,
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
        if (report.changes)
          entry.changes = {
            new: report.changes.new,
            changed: report.changes.changed,
            withdrawn: report.changes.withdrawn,
          };
        entry.snapshot = report.snapshot
          ? {
              properties: report.snapshot.properties,
              projects: report.snapshot.projects,
              digest: report.snapshot.digest,
            }
          : null;
        if (typeof report.snapshot?.price_changes === 'number') entry.price_changes = report.snapshot.price_changes;
        if (report.translation) entry.translation = report.translation;
        if (report.places) entry.places = report.places;
        for (const s of report.sources ?? []) if (s.error) entry.errors.push(`${s.key}: ${s.error}`);
        for (const e of report.projects?.errors ?? []) entry.errors.push(`projects: ${e}`);
      } catch {
        entry.errors.push(
          `sync produced no report${stderr ? `: ${stderr.trim().split('\n').slice(-3).join(' | ')}` : ''}`,
        );
      }
      // exit code 1 = some feed failed (its source kept its last good data); the snapshot is still valid
      entry.ok = code === 0 || (code === 1 && !!entry.snapshot);
    }
    const digest = readSnapshotDigest(dataDir);
    entry.data_changed = !!digest && digest !== builtDigest;
    if ((entry.data_changed || force) && digest) {
      log(`${trigger}: listing data changed, rebuilding`);
      try {
        await options.onData({ digest, trigger, startedBy: entry.started_by });
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
    log(
      `${trigger}: done in ${(entry.duration_ms / 1000).toFixed(1)} s${entry.errors.length ? ` with ${entry.errors.length} error(s)` : ''}; ${entry.rebuild === 'done' ? 'site rebuilt' : entry.rebuild === 'failed' ? 'rebuild failed' : 'no change'}`,
    );
    return entry;
  }

  return {
    // One run at a time in this process: a second waits for the first.
    run(trigger, sync = true, force = false, by) {
      const next = running.then(() => execute(trigger, sync, force, by));
      running = next.catch(() => {});
      return next;
    },
  };
}
