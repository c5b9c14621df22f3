/**
 * npm run sync -- [--force] [--dry-run] [--report FILE] [--rebuild] [--forget SOURCE]… [--make-thumbnails | --no-thumbnails]
 * Imports every configured source — each folder or file under content/feeds (XML or ZIP) and the URLs in env
 * FEED_URLS (comma-separated) — and writes the snapshot to DATA_DIR/snapshot (default data/).
 * --force reads sources whose files did not change; --rebuild asks the running portal (npm start) to rebuild
 * the site if the data changed; --forget withdraws the listings of a source that is no longer there (a vanished source
 * otherwise keeps them). The new pictures' thumbnails are queued as the media-thumbnails job on the portal's queue
 * (src/cli/sync-thumbnails.ts); --make-thumbnails makes them before the command ends instead, --no-thumbnails
 * neither. Exit code 0 = all read, 1 = a feed failed or a source is missing (its last good data was kept),
 * 2 = usage, 3 = the run could not happen (e.g. another import is running).
 */
import fs from 'node:fs';
import path from 'node:path';
import { runImport } from '../src/import/sync.ts';
import { summarize } from '../src/import/report.ts';
import { appendRunLog, requestSync } from '../src/features/listing-sync/sync.ts';
import { env } from '../src/config/env.ts';
import { thumbnailsAfterCommand, thumbnailsFlag, type SyncThumbnails } from '../src/cli/sync-thumbnails.ts';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(
    'usage: npm run sync -- [--force] [--dry-run] [--report FILE] [--rebuild] [--forget SOURCE]… [--make-thumbnails | --no-thumbnails]',
  );
  process.exit(2);
}

const args = process.argv.slice(2);
let force = false;
let dryRun = false;
let rebuild = false;
let writeLog = true;
let reportFile: string | null = null;
let thumbnails: SyncThumbnails = 'queue';
const forget: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if (a === '--force') force = true;
  else if (a === '--dry-run') dryRun = true;
  else if (a === '--rebuild') rebuild = true;
  else if (a === '--no-log') writeLog = false;
  else if (a === '--report') reportFile = args[++i] ?? usage('--report needs a file name');
  else if (a.startsWith('--report=')) reportFile = a.slice('--report='.length);
  else if (a === '--forget') forget.push(args[++i] ?? usage('--forget needs a source key'));
  else if (thumbnailsFlag(a)) thumbnails = thumbnailsFlag(a)!;
  else usage(`unknown option ${a}`);
}

const dataDir = path.resolve(env().DATA_DIR);
const started = new Date();
try {
  const report = await runImport({ force, dryRun, forget, log: (l) => console.error(l) });
  console.log(summarize(report));
  if (reportFile) {
    fs.mkdirSync(path.dirname(path.resolve(reportFile)), { recursive: true });
    fs.writeFileSync(reportFile, JSON.stringify(report, null, 2));
  }
  if (writeLog && !dryRun) {
    appendRunLog(dataDir, {
      event: 'sync',
      trigger: 'manual',
      started_at: started.toISOString(),
      finished_at: new Date().toISOString(),
      duration_ms: report.duration_ms,
      synced: true,
      ok: report.totals.failed_documents === 0,
      totals: report.totals,
      snapshot: report.snapshot,
      errors: report.sources.filter((s) => s.error).map((s) => `${s.key}: ${s.error}`),
      data_changed: report.snapshot?.changed ?? false,
      started_by: 'manual',
      changes: report.changes
        ? { new: report.changes.new, changed: report.changes.changed, withdrawn: report.changes.withdrawn }
        : undefined,
    });
  }
  if (!dryRun && report.snapshot?.written) await thumbnailsAfterCommand(thumbnails, report.snapshot.digest);
  if (rebuild && !dryRun) {
    requestSync({ sync: false, dataDir });
    console.log('rebuild requested: a running portal (npm start) rebuilds within seconds if the data changed');
  }
  const kept = report.sources.some((s) => s.status === 'kept_previous' || s.status === 'failed');
  process.exit(report.totals.failed_documents > 0 || kept ? 1 : 0);
} catch (e) {
  console.error(`sync failed: ${e instanceof Error ? e.message : String(e)}`);
  if (writeLog && !dryRun) {
    try {
      appendRunLog(dataDir, {
        event: 'sync',
        trigger: 'manual',
        started_at: started.toISOString(),
        finished_at: new Date().toISOString(),
        ok: false,
        errors: [String(e)],
      });
    } catch {
      /* the error above is what matters */
    }
  }
  process.exit(3);
}
