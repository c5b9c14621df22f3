/**
 * What the imports page shows, read from the files the sync and the build write: the run log
 * (DATA_DIR/logs/sync.jsonl, one JSON line per run), the last run's report per source, and the build folders
 * with their build-info.json. Read loosely: a line or file that does not parse is left out, never an error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { buildsRoot, resolveLiveBuild, switchLiveBuild } from '../../build/build-dir';

const SyncRun = z
  .object({
    trigger: z.string(),
    started_at: z.string(),
    finished_at: z.string(),
    duration_ms: z.number(),
    synced: z.boolean(),
    ok: z.boolean(),
    totals: z.record(z.string(), z.number()).optional(),
    snapshot: z.object({ properties: z.number(), projects: z.number(), digest: z.string() }).nullable().optional(),
    errors: z.array(z.string()),
    data_changed: z.boolean(),
    rebuild: z.string(),
    rebuild_error: z.string().optional(),
    started_by: z.string().optional(),
    changes: z.object({ new: z.number(), changed: z.number(), withdrawn: z.number() }).optional(),
  })
  .loose();

/** The newest `limit` runs, newest first; reads only the log's tail. */
export function syncRuns(dataDir: string, limit = 30): z.infer<typeof SyncRun>[] {
  const file = path.join(dataDir, 'logs', 'sync.jsonl');
  let text: string;
  try {
    const size = fs.statSync(file).size;
    const fd = fs.openSync(file, 'r');
    const length = Math.min(size, 512 * 1024);
    const buffer = Buffer.alloc(length);
    fs.readSync(fd, buffer, 0, length, size - length);
    fs.closeSync(fd);
    text = buffer.toString('utf8');
  } catch {
    return [];
  }
  const runs: z.infer<typeof SyncRun>[] = [];
  for (const line of text.split('\n').reverse()) {
    if (runs.length >= limit) break;
    try {
      const parsed = SyncRun.safeParse(JSON.parse(line));
      if (parsed.success) runs.push(parsed.data);
    } catch {
      /* the first line of a cut tail, or a broken one */
    }
  }
  return runs;
}

const SourceReport = z
  .object({
    key: z.string(),
    label: z.string().optional(),
    status: z.string().optional(),
    error: z.string().nullable().optional(),
    listings: z.number().optional(),
    warnings: z.array(z.unknown()).optional(),
    skipped: z.array(z.unknown()).optional(),
    /** The import report's documents: their warnings and skipped listings are the source's. */
    documents: z
      .array(
        z
          .object({
            warnings: z.array(z.unknown()).optional(),
            file_warnings: z.array(z.unknown()).optional(),
            skipped_listings: z.array(z.unknown()).optional(),
          })
          .loose(),
      )
      .optional(),
  })
  .loose()
  .transform(({ documents, ...s }) =>
    documents
      ? {
          ...s,
          // the document's own warnings first, then the listings' (each coded: the admin writes it in its language)
          warnings: documents.flatMap((d) => [...(d.file_warnings ?? []), ...(d.warnings ?? [])]),
          skipped: documents.flatMap((d) => d.skipped_listings ?? []),
        }
      : s,
  );

/** Per source of the last run: its counts, its warnings and every skipped listing with the reason. */
export function lastSyncReport(dataDir: string) {
  try {
    const raw = JSON.parse(fs.readFileSync(path.join(dataDir, 'logs', 'last-sync-report.json'), 'utf8')) as {
      started_at?: string;
      sources?: unknown[];
    };
    const sources = (raw.sources ?? [])
      .map((s) => SourceReport.safeParse(s))
      .filter((r) => r.success)
      .map((r) => r.data);
    return { started_at: raw.started_at ?? null, sources };
  } catch {
    return null;
  }
}

const BuildInfo = z
  .object({ builtAt: z.string(), pages: z.number(), seconds: z.number(), startedBy: z.string().optional() })
  .loose();

export interface BuildRecord {
  name: string;
  built_at: string | null;
  pages: number | null;
  seconds: number | null;
  /** An editor's address, or what started it (schedule, start, manual, …); null for builds of before. */
  started_by: string | null;
  live: boolean;
}

/** The build folders, newest first, with which one is live. */
export function builds(): BuildRecord[] {
  const root = buildsRoot();
  const live = resolveLiveBuild();
  let names: string[] = [];
  try {
    names = fs
      .readdirSync(root, { withFileTypes: true })
      .filter((d) => d.isDirectory() && /^\d{8}T\d{6}/.test(d.name))
      .map((d) => d.name)
      .sort()
      .reverse();
  } catch {
    return [];
  }
  return names.map((name) => {
    const dir = path.join(root, name);
    let info: z.infer<typeof BuildInfo> | null = null;
    try {
      const parsed = BuildInfo.safeParse(JSON.parse(fs.readFileSync(path.join(dir, 'build-info.json'), 'utf8')));
      info = parsed.success ? parsed.data : null;
    } catch {
      info = null;
    }
    return {
      name,
      built_at: info?.builtAt ?? null,
      pages: info?.pages ?? null,
      seconds: info?.seconds ?? null,
      started_by: info?.startedBy ?? null,
      live: live === dir,
    };
  });
}

/**
 * Makes the newest complete build older than the live one live again, with the same atomic switch a new build
 * uses. Returns its name, or null when there is none to go back to.
 */
export function rollBackBuild(): string | null {
  const all = builds();
  const liveIndex = all.findIndex((b) => b.live);
  const previous = all.slice(liveIndex + 1).find((b) => b.built_at !== null);
  if (liveIndex < 0 || !previous) return null;
  switchLiveBuild(path.join(buildsRoot(), previous.name));
  return previous.name;
}

/**
 * Listings that became new and that were withdrawn since `since`, summed over the logged runs (syncs and applied
 * uploads). Runs that logged no changes (older ones) count nothing.
 */
export function changesSince(dataDir: string, since: number): { new: number; withdrawn: number; runs: number } {
  const out = { new: 0, withdrawn: 0, runs: 0 };
  for (const run of syncRuns(dataDir, 10_000)) {
    if (Date.parse(run.started_at) < since) break;
    if (!run.changes) continue;
    out.new += run.changes.new;
    out.withdrawn += run.changes.withdrawn;
    out.runs++;
  }
  return out;
}
