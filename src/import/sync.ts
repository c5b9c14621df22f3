/**
 * One import run: every configured source (folders and files under content/feeds, URLs from FEED_URLS, or the
 * paths given to `npm run import`) → per-source state → validated snapshot. A source whose feed cannot be read
 * keeps its last good data; the run goes on with the others.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { listingSchema, type Listing, type Project } from '../domain/listing';
import { slugify } from '../domain/slug';
import { openFeedFile } from './feed-files';
import { hashJson, importDocument } from './importer';
import { MediaStore } from './media';
import { loadProjects, setProjectDigests } from './projects';
import { emptyDocumentReport, totalsOf, type DocumentReport, type ImportReport, type SourceReport } from './report';
import { readSnapshotDigest, resolveDataDir, writeSnapshot, type SnapshotMeta } from '../snapshot';
import {
  IdMap,
  listSourceStates,
  loadSourceState,
  removeSourceState,
  saveSourceState,
  type SourceState,
  type StoredListing,
} from './state';

/** Bump when the mapping changes so that unchanged feeds are read again. */
export const IMPORTER_VERSION = 1;

export interface SyncOptions {
  dataDir?: string;
  /** Default env FEEDS_DIR, else content/feeds (relative to the working directory). */
  feedsDir?: string;
  /** Default env PROJECTS_DIR, else content/projects. */
  projectsDir?: string;
  /** Feed URLs; default from env FEED_URLS (comma-separated). Ignored when `paths` is given. */
  urls?: string[];
  /** `npm run import PATH…`: only these feeds are read; the other sources keep their data. */
  paths?: string[];
  /** Parse and report only: no state, media or snapshot is written. */
  dryRun?: boolean;
  /** Read every source even when its inputs did not change. */
  force?: boolean;
  now?: Date;
  log?: (line: string) => void;
}

interface SourceSpec {
  key: string;
  origin: 'feeds' | 'url' | 'import';
  label: string;
  /** Local files in application order; for URLs filled in after download. */
  files: Array<{ file: string; label: string }>;
  /** Folder that relative attachment paths may not leave. */
  root: string;
  url?: string;
}

const FEED_FILE = /\.(xml|zip)$/i;

function listFeedFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (e.name.startsWith('.')) continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && FEED_FILE.test(e.name)) out.push(p);
    }
  };
  walk(dir);
  return out;
}

/** Sources under content/feeds: each folder is one source (its files applied in name order), each loose file one. */
export function discoverFeedSources(feedsDir: string): SourceSpec[] {
  if (!fs.existsSync(feedsDir)) return [];
  const specs: SourceSpec[] = [];
  for (const e of fs.readdirSync(feedsDir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.name.startsWith('.')) continue;
    const p = path.join(feedsDir, e.name);
    if (e.isDirectory()) {
      const files = listFeedFiles(p);
      if (files.length === 0) continue;
      specs.push({
        key: slugify(e.name, 'feed'),
        origin: 'feeds',
        label: path.relative(process.cwd(), p) || p,
        files: files.map((f) => ({ file: f, label: path.relative(feedsDir, f) })),
        root: p,
      });
    } else if (e.isFile() && FEED_FILE.test(e.name)) {
      specs.push({
        key: slugify(e.name.replace(FEED_FILE, ''), 'feed'),
        origin: 'feeds',
        label: path.relative(process.cwd(), p) || p,
        files: [{ file: p, label: e.name }],
        root: feedsDir,
      });
    }
  }
  return specs;
}

export function urlSources(urls: string[]): SourceSpec[] {
  return urls.map((url) => {
    let key: string;
    try {
      const u = new URL(url);
      key = `url-${slugify(`${u.host}${u.pathname}`, 'feed').slice(0, 60)}`;
    } catch {
      key = `url-${createHash('sha1').update(url).digest('hex').slice(0, 10)}`;
    }
    return { key, origin: 'url' as const, label: url, files: [], root: '', url };
  });
}

function pathSources(paths: string[], feedsDir: string): SourceSpec[] {
  const feedsAbs = path.resolve(feedsDir);
  const bySource = new Map<string, SourceSpec>();
  const all = discoverFeedSources(feedsDir);
  for (const raw of paths) {
    const abs = path.resolve(raw);
    if (abs.startsWith(feedsAbs + path.sep)) {
      // a feed inside content/feeds belongs to its source: read the whole source so VOLL/TEIL stay consistent
      const top = path.relative(feedsAbs, abs).split(path.sep)[0]!;
      const spec = all.find((s) => path.resolve(s.root) === path.join(feedsAbs, top) || s.files.some((f) => path.resolve(f.file) === path.join(feedsAbs, top)));
      if (spec) bySource.set(spec.key, spec);
      continue;
    }
    const st = fs.existsSync(abs) ? fs.statSync(abs) : null;
    const name = path.basename(abs).replace(FEED_FILE, '');
    const key = `import-${slugify(name, 'feed')}`;
    if (st?.isDirectory()) {
      bySource.set(key, { key, origin: 'import', label: raw, files: listFeedFiles(abs).map((f) => ({ file: f, label: path.relative(path.dirname(abs), f) })), root: abs });
    } else {
      bySource.set(key, { key, origin: 'import', label: raw, files: [{ file: abs, label: raw }], root: path.dirname(abs) });
    }
  }
  return [...bySource.values()];
}

function fingerprintFiles(files: Array<{ file: string }>): string {
  const h = createHash('sha1').update(`v${IMPORTER_VERSION}`);
  for (const { file } of files) {
    const st = fs.statSync(file, { throwIfNoEntry: false });
    h.update(`${file}\0${st?.size ?? -1}\0${st?.mtimeMs ?? -1}\n`);
  }
  return h.digest('hex');
}

async function download(url: string, dest: string): Promise<void> {
  const res = await fetch(url, { signal: AbortSignal.timeout(180_000), redirect: 'follow' });
  if (!res.ok || !res.body) throw new Error(`HTTP ${res.status} ${res.statusText}`);
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  const tmp = `${dest}.${process.pid}.tmp`;
  await pipeline(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream), fs.createWriteStream(tmp));
  fs.renameSync(tmp, dest);
}

function fileHash(file: string): string {
  return createHash('sha1').update(`v${IMPORTER_VERSION}`).update(fs.readFileSync(file)).digest('hex');
}

// ---------------------------------------------------------------------------------------------------------------

/** Exclusive lock for writing runs (the scheduler and a manual `npm run sync` must not interleave). */
export function acquireLock(dataDir: string): () => void {
  const dir = path.join(dataDir, 'state');
  fs.mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, 'sync.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lock, { force: true });
    } catch {
      const pid = Number(fs.readFileSync(lock, 'utf8'));
      let alive = false;
      try {
        if (pid > 0) {
          process.kill(pid, 0);
          alive = pid !== process.pid || attempt > 0;
        }
      } catch {
        alive = false;
      }
      if (alive) throw new Error(`another import is running (pid ${pid}); lock ${lock}`);
      fs.rmSync(lock, { force: true }); // stale lock of a process that died
    }
  }
  throw new Error(`could not take the lock ${lock}`);
}

export async function runImport(options: SyncOptions = {}): Promise<ImportReport> {
  const started = Date.now();
  const now = (options.now ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const dataDir = resolveDataDir(options.dataDir);
  const feedsDir = path.resolve(options.feedsDir ?? process.env.FEEDS_DIR ?? 'content/feeds');
  const projectsDir = path.resolve(options.projectsDir ?? process.env.PROJECTS_DIR ?? 'content/projects');
  const dryRun = !!options.dryRun;
  const log = options.log ?? (() => {});
  const release = dryRun ? () => {} : acquireLock(dataDir);
  try {
    const ids = IdMap.load(dataDir);
    const media = new MediaStore(dataDir, dryRun);
    const urls = options.urls ?? (process.env.FEED_URLS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const specs = options.paths ? pathSources(options.paths, feedsDir) : [...discoverFeedSources(feedsDir), ...urlSources(urls)];

    const sourceReports: SourceReport[] = [];
    const states = new Map<string, SourceState>();

    for (const spec of specs) {
      const report: SourceReport = { key: spec.key, origin: spec.origin, label: spec.label, status: 'imported', documents: [], listings: 0 };
      sourceReports.push(report);
      const prev = loadSourceState(dataDir, spec.key);
      let fingerprint: string;
      if (spec.url) {
        const dest = path.join(dataDir, 'downloads', `${spec.key}.feed`);
        try {
          log(`downloading ${spec.url}`);
          await download(spec.url, dest);
          spec.files = [{ file: dest, label: spec.url }];
          fingerprint = fileHash(dest);
        } catch (e) {
          report.error = `download failed: ${(e as Error).message}`;
          report.status = prev ? 'kept_previous' : 'failed';
          const doc = emptyDocumentReport(spec.url);
          doc.status = 'failed';
          doc.error = report.error;
          report.documents.push(doc);
          if (prev) states.set(spec.key, prev);
          report.listings = prev?.listings.length ?? 0;
          continue;
        }
      } else fingerprint = fingerprintFiles(spec.files);

      if (!options.force && prev && prev.fingerprint === fingerprint) {
        report.status = 'unchanged';
        report.listings = prev.listings.length;
        states.set(spec.key, prev);
        continue;
      }

      log(`reading ${spec.label} (${spec.files.length} file${spec.files.length === 1 ? '' : 's'})`);
      const working = new Map<string, StoredListing>((prev?.listings ?? []).map((l) => [l.key, l]));
      let failed: string | null = null;
      const withdrawn = new Map<string, StoredListing>();
      for (const f of spec.files) {
        let opened;
        try {
          opened = await openFeedFile(f.file, f.label, spec.root || path.dirname(f.file));
        } catch (e) {
          const doc = emptyDocumentReport(f.label);
          doc.status = 'failed';
          doc.error = `cannot open: ${(e as Error).message}`;
          report.documents.push(doc);
          failed ??= `${f.label}: ${doc.error}`;
          continue;
        }
        try {
          if (opened.documents.length === 0) {
            const doc = emptyDocumentReport(f.label);
            doc.status = 'failed';
            doc.error = opened.notes.join('; ') || 'no XML document';
            report.documents.push(doc);
            failed ??= `${f.label}: ${doc.error}`;
          }
          for (const d of opened.documents) {
            const rep = await importDocument(d, working, { sourceKey: spec.key, ids, media, now, withdrawn });
            report.documents.push(rep);
            if (rep.status === 'failed') failed ??= `${rep.file}: ${rep.error}`;
          }
        } finally {
          opened.close();
        }
      }
      if (failed) {
        report.error = failed;
        report.status = prev ? 'kept_previous' : 'failed';
        if (prev) states.set(spec.key, prev);
        report.listings = prev?.listings.length ?? 0;
        continue;
      }
      const state: SourceState = {
        version: 1,
        key: spec.key,
        origin: spec.origin,
        label: spec.label,
        fingerprint,
        last_success_at: now,
        listings: [...working.values()],
      };
      states.set(spec.key, state);
      report.listings = state.listings.length;
      if (!dryRun) saveSourceState(dataDir, state);
    }

    // sources not read in this run: kept when they came from `npm run import`, or when this run was one
    for (const old of listSourceStates(dataDir)) {
      if (states.has(old.key) || sourceReports.some((r) => r.key === old.key)) continue;
      if (old.origin === 'import' || options.paths) {
        states.set(old.key, old);
        sourceReports.push({ key: old.key, origin: old.origin, label: old.label, status: 'unchanged', documents: [], listings: old.listings.length });
      } else {
        sourceReports.push({ key: old.key, origin: old.origin, label: old.label, status: 'removed', documents: [], listings: 0 });
        if (!dryRun) removeSourceState(dataDir, old.key);
      }
    }

    // --- snapshot ---------------------------------------------------------------------------------------------
    const listings: Listing[] = [];
    const seenIds = new Set<number>();
    for (const state of states.values()) {
      for (const s of state.listings) {
        if (seenIds.has(s.listing.id)) continue;
        seenIds.add(s.listing.id);
        listings.push({ ...s.listing, project_id: null });
      }
    }
    const projectResult = await loadProjects(projectsDir, listings, ids, media, now);
    const valid: Listing[] = [];
    for (const l of listings) {
      const { digest: _d, ...content } = l;
      l.digest = hashJson(content);
      const check = listingSchema.safeParse(l);
      if (check.success) valid.push(l);
      else {
        const src = sourceReports.find((r) => r.key === l.source);
        const doc = src?.documents[0];
        const msg = `listing ${l.external_id} failed validation and was left out: ${check.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`;
        if (doc) {
          doc.warning_count++;
          doc.warnings.push({ index: 0, key: l.external_id, message: msg });
        } else projectResult.errors.push(msg);
      }
    }
    valid.sort((a, b) => a.id - b.id);
    const projects: Project[] = projectResult.projects;
    setProjectDigests(projects, valid);
    for (const r of sourceReports) r.listings = valid.filter((l) => l.source === r.key).length;

    const digest = hashJson({ l: valid.map((l) => l.digest), p: projects.map((p) => p.digest) });
    const previousDigest = readSnapshotDigest(dataDir);
    const countBy = (key: (l: Listing) => string) => {
      const out: Record<string, number> = {};
      for (const l of valid) out[key(l)] = (out[key(l)] ?? 0) + 1;
      return out;
    };
    const meta: SnapshotMeta = {
      generatedAt: now,
      digest,
      counts: {
        properties: valid.length,
        projects: projects.length,
        byStatus: countBy((l) => l.status),
        byObjektart: countBy((l) => l.objektart),
        byVermarktungsart: countBy((l) => l.vermarktungsart),
      },
      sources: sourceReports.map((r) => ({
        key: r.key,
        origin: r.origin,
        label: r.label,
        status: r.status,
        listings: r.listings,
        last_success_at: states.get(r.key)?.last_success_at ?? null,
        ...(r.error ? { error: r.error } : {}),
      })),
    };
    if (!dryRun) {
      writeSnapshot(dataDir, { properties: valid, projects, meta });
      ids.save();
      media.save();
    }
    const report: ImportReport = {
      started_at: new Date(started).toISOString(),
      finished_at: new Date().toISOString(),
      dry_run: dryRun,
      sources: sourceReports,
      totals: totalsOf(sourceReports),
      projects: { count: projects.length, errors: projectResult.errors, warnings: projectResult.warnings },
      snapshot: { properties: valid.length, projects: projects.length, digest, changed: digest !== previousDigest, written: !dryRun },
      duration_ms: Date.now() - started,
    };
    return report;
  } finally {
    release();
  }
}

export type { DocumentReport };
