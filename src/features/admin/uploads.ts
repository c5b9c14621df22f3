/**
 * Feeds an editor uploads in the admin area. Each upload is kept under DATA_DIR/uploads/<id>/ (the feed file and
 * meta.json) until it is applied or discarded, so the import applies exactly the bytes whose dry-run report the
 * editor read, also after a restart. The dry run and the import run `scripts/import.ts` in a child process — the
 * import path of the sync (src/import), without ever parsing a stranger's file inside the serving process.
 * One import runs at a time: each holds a whole feed in memory, so a dry run takes the sync's import lock like a
 * real run, and a second upload or apply meanwhile is refused (claimImport). The daily clean-up keeps the last
 * UPLOADS_KEEP uploads of at most UPLOADS_KEEP_DAYS days (pruneUploads), and always the file a source was applied from.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { childEnv } from '../../config/env';
import { lockHolder } from '../../import/lock';
import type { ImportReport } from '../../import/report';
import { listSourceSummaries } from '../../import/state';
import { writeFileAtomic } from '../../snapshot/atomic-file';
import { appendRunLog } from '../listing-sync/sync';
import { queueThumbnails } from '../listing-sync/thumbnails';
import type { JobQueue } from '../../platform/queue/queue';

export const UPLOAD_STATES = ['pending', 'applied', 'discarded', 'failed'] as const;

const UploadMeta = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  uploaded_by: z.string(),
  uploaded_at: z.string(),
  state: z.enum(UPLOAD_STATES),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  error: z.string().nullable(),
});
export type UploadMeta = z.infer<typeof UploadMeta>;

const ID = /^[0-9a-f-]{36}$/;
/** A feed file's name as stored: the source key comes from it, so it stays readable but harmless. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._ -]{0,100}\.(xml|zip)$/i;

export function uploadsDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'uploads');
}

function dirOf(dataDir: string, id: string): string {
  if (!ID.test(id)) throw new Error('invalid upload id');
  return path.join(uploadsDir(dataDir), id);
}

/** What a feed must look like before it is stored: an XML document or a ZIP archive, with a fitting name. */
export function checkFeed(name: string, bytes: Uint8Array): 'xml' | 'zip' | null {
  if (!SAFE_NAME.test(name)) return null;
  const ext = name.toLowerCase().endsWith('.zip') ? 'zip' : 'xml';
  if (ext === 'zip')
    return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04 ? 'zip' : null;
  // XML: after an optional byte order mark and white space the document starts with "<"
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x0a || bytes[i] === 0x0d || bytes[i] === 0x09)) i++;
  return bytes[i] === 0x3c ? 'xml' : null;
}

/** The name an uploaded file is kept under: letters, digits, dots, dashes, underscores and spaces only. */
export function safeFeedName(raw: string): string {
  const base = path
    .basename(raw)
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._ -]/g, '')
    .replace(/^[^A-Za-z0-9]+/, '');
  return base.slice(-105);
}

export function storeUpload(dataDir: string, upload: { name: string; bytes: Uint8Array; by: string }): UploadMeta {
  const id = randomUUID();
  const dir = dirOf(dataDir, id);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, upload.name), upload.bytes);
  const meta: UploadMeta = {
    id,
    name: upload.name,
    size: upload.bytes.length,
    uploaded_by: upload.by,
    uploaded_at: new Date().toISOString(),
    state: 'pending',
    decided_by: null,
    decided_at: null,
    error: null,
  };
  writeMeta(dataDir, meta);
  return meta;
}

function writeMeta(dataDir: string, meta: UploadMeta): void {
  const file = path.join(dirOf(dataDir, meta.id), 'meta.json');
  writeFileAtomic(file, JSON.stringify(meta, null, 2));
}

export function readUpload(dataDir: string, id: string): UploadMeta | null {
  if (!ID.test(id)) return null;
  try {
    const parsed = UploadMeta.safeParse(
      JSON.parse(fs.readFileSync(path.join(dirOf(dataDir, id), 'meta.json'), 'utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readDryRun(dataDir: string, id: string): ImportReport | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dirOf(dataDir, id), 'dry-run.json'), 'utf8')) as ImportReport;
  } catch {
    return null;
  }
}

/** Uploads, newest first. */
export function listUploads(dataDir: string, limit = 50): UploadMeta[] {
  let ids: string[] = [];
  try {
    ids = fs.readdirSync(uploadsDir(dataDir)).filter((n) => ID.test(n));
  } catch {
    return [];
  }
  return ids
    .map((id) => readUpload(dataDir, id))
    .filter((m): m is UploadMeta => m !== null)
    .sort((a, b) => b.uploaded_at.localeCompare(a.uploaded_at))
    .slice(0, limit);
}

/** Whether this process runs an upload's import now (the lock file is taken only once its child has started). */
let importing = false;

/**
 * Claims the one import an editor may run at a time: null when this process runs one already, or another process
 * (a sync, an upload on another server process) holds the import lock; else a function that gives the claim back.
 */
export function claimImport(dataDir: string): (() => void) | null {
  if (importing || lockHolder(path.resolve(dataDir)) !== null) return null;
  importing = true;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    importing = false;
  };
}

/** The child's words when the import lock was held by another run (src/import/lock.ts). */
const isBusy = (error: string | null) => /another import is running/.test(error ?? '');

/** Runs `scripts/import.ts` on the upload's feed; resolves with its report (or the reason there is none). */
function runImportProcess(
  dataDir: string,
  meta: UploadMeta,
  dryRun: boolean,
): Promise<{ report: ImportReport | null; error: string | null }> {
  const dir = dirOf(dataDir, meta.id);
  const reportFile = path.join(dir, dryRun ? 'dry-run.json' : 'import.json');
  fs.rmSync(reportFile, { force: true });
  // the thumbnails' job is queued by applyUpload on this process's queue, as the listing-sync job does after its child
  const args = ['--import', 'tsx', path.resolve('scripts/import.ts'), '--force', '--no-thumbnails'];
  args.push('--report', reportFile);
  // the dry run takes the import lock too: no two imports (upload or sync) read a feed at once
  if (dryRun) args.push('--dry-run', '--lock');
  args.push(path.join(dir, meta.name));
  return new Promise((resolve) => {
    // tsx as an import hook keeps the child on this very Node binary
    const child = spawn(process.execPath, args, {
      env: childEnv({ DATA_DIR: path.resolve(dataDir) }),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr = (stderr + d.toString()).slice(-4000);
    });
    const done = (code: number | null, failure?: string) => {
      try {
        const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as ImportReport;
        resolve({ report, error: null });
      } catch {
        const tail = stderr.trim().split('\n').slice(-3).join(' | ');
        const error = failure ?? (tail || `import exited with ${code}`);
        // shown to the editor: files named relative to the uploads or data folder, as in the report
        const abs = path.resolve(dataDir);
        resolve({
          report: null,
          error: error
            .split(uploadsDir(dataDir) + path.sep)
            .join('')
            .split(abs + path.sep)
            .join(''),
        });
      }
    };
    child.on('error', (e) => done(null, e.message));
    child.on('close', (code) => done(code));
  });
}

/**
 * The dry run of a stored upload: what its import would change, written beside it. When another import held the
 * lock (`busy`), the upload was never read: it is removed, and the editor uploads it again later.
 */
export async function dryRunUpload(dataDir: string, meta: UploadMeta) {
  const result = await runImportProcess(dataDir, meta, true);
  const busy = !result.report && isBusy(result.error);
  if (busy) fs.rmSync(dirOf(dataDir, meta.id), { recursive: true, force: true });
  else if (!result.report) writeMeta(dataDir, { ...meta, state: 'failed', error: result.error });
  return { ...result, busy };
}

/**
 * Imports a pending upload for real and logs the run beside the syncs; the upload is then applied. The new
 * pictures' thumbnails are queued as after every sync (queueThumbnails, once per snapshot).
 */
export async function applyUpload(dataDir: string, meta: UploadMeta, by: string, queue: JobQueue) {
  const started = new Date();
  const result = await runImportProcess(dataDir, meta, false);
  const report = result.report;
  if (report?.snapshot?.written) await queueThumbnails(queue, report.snapshot.digest);
  const ok = !!report && report.totals.failed_documents === 0;
  appendRunLog(path.resolve(dataDir), {
    event: 'sync',
    trigger: 'upload',
    started_at: started.toISOString(),
    finished_at: new Date().toISOString(),
    duration_ms: Date.now() - started.getTime(),
    synced: true,
    ok,
    totals: report?.totals,
    snapshot: report?.snapshot
      ? { properties: report.snapshot.properties, projects: report.snapshot.projects, digest: report.snapshot.digest }
      : null,
    errors: result.error
      ? [result.error]
      : (report?.sources ?? []).filter((s) => s.error).map((s) => `${s.key}: ${s.error}`),
    data_changed: report?.snapshot?.changed ?? false,
    // The editor rebuilds when ready ("rebuild now"), or the next scheduled sync does when the data changed.
    rebuild: 'not_run',
    started_by: by,
    changes: report?.changes
      ? { new: report.changes.new, changed: report.changes.changed, withdrawn: report.changes.withdrawn }
      : undefined,
  });
  // A lock held by a running sync is no verdict on the feed: the upload stays pending to be tried again.
  const busy = !report && isBusy(result.error);
  if (!busy)
    writeMeta(dataDir, {
      ...meta,
      state: report ? 'applied' : 'failed',
      decided_by: by,
      decided_at: new Date().toISOString(),
      error: result.error,
    });
  return { ...result, busy };
}

/** Drops a pending upload's feed; its record stays for the history. */
export function discardUpload(dataDir: string, meta: UploadMeta, by: string): void {
  fs.rmSync(path.join(dirOf(dataDir, meta.id), meta.name), { force: true });
  writeMeta(dataDir, { ...meta, state: 'discarded', decided_by: by, decided_at: new Date().toISOString() });
}

/**
 * The uploads whose feed is where a source's listings come from: an applied upload is the source
 * `import-<its name>` (src/import/sources.ts pathSources), whose saved state names the upload's file as its label
 * (absolute, or relative to the uploads folder). The next upload of the same name replaces it as that source.
 */
export function uploadsInUse(dataDir: string): Set<string> {
  const root = uploadsDir(dataDir);
  const ids = new Set<string>();
  for (const state of listSourceSummaries(path.resolve(dataDir))) {
    if (state.origin !== 'import') continue;
    const first = path.relative(root, path.resolve(root, state.label)).split(path.sep)[0] ?? '';
    if (ID.test(first)) ids.add(first);
  }
  return ids;
}

/**
 * Retention of uploads: the newest `keep` are kept if not older than `keepDays`; every other upload's folder (its
 * feed, dry-run report and record) is removed, except an upload a source's listings come from (uploadsInUse).
 * Nothing is removed while an import runs, which may be reading an upload's file. Returns the ids removed.
 */
export function pruneUploads(dataDir: string, options: { keep: number; keepDays: number; now: number }): string[] {
  const release = claimImport(dataDir);
  if (!release) return [];
  try {
    const inUse = uploadsInUse(dataDir);
    const oldest = options.now - options.keepDays * 86_400_000;
    const removed: string[] = [];
    listUploads(dataDir, Infinity).forEach((meta, i) => {
      if (inUse.has(meta.id)) return;
      if (i < options.keep && Date.parse(meta.uploaded_at) >= oldest) return;
      fs.rmSync(dirOf(dataDir, meta.id), { recursive: true, force: true });
      removed.push(meta.id);
    });
    return removed;
  } finally {
    release();
  }
}
