/**
 * One import run: every configured source (folders and files under content/feeds, URLs from FEED_URLS, or the
 * paths given to `npm run import`) → per-source state → validated snapshot. Sources are imported one at a time;
 * a source whose feed cannot be read keeps its last good data and the run goes on with the others.
 */
import path from 'node:path';
import { readSnapshotDigest, resolveDataDir, writeSnapshot } from '../snapshot';
import { composeSnapshot } from './compose-snapshot';
import { applyPriceHistory } from './price-history';
import { acquireLock } from './lock';
import { MediaStore } from './media';
import { totalsOf, type DocumentReport, type ImportReport, type SourceReport } from './report';
import { importSource } from './source-import';
import { discoverFeedSources, pathSources, urlSources } from './sources';
import { IdMap, listSourceStates, removeSourceState, type SourceState } from './state';
import { env } from '../config/env';

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

export async function runImport(options: SyncOptions = {}): Promise<ImportReport> {
  const started = Date.now();
  const now = (options.now ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const dataDir = resolveDataDir(options.dataDir);
  const feedsDir = path.resolve(options.feedsDir ?? env().FEEDS_DIR);
  const projectsDir = path.resolve(options.projectsDir ?? env().PROJECTS_DIR);
  const dryRun = !!options.dryRun;
  const log = options.log ?? (() => {});
  const release = dryRun ? () => {} : acquireLock(dataDir);
  try {
    const ids = IdMap.load(dataDir);
    const media = new MediaStore(dataDir, dryRun);
    const urls = options.urls ?? env().FEED_URLS;
    const specs = options.paths
      ? pathSources(options.paths, feedsDir)
      : [...discoverFeedSources(feedsDir), ...urlSources(urls)];

    const sourceReports: SourceReport[] = [];
    const states = new Map<string, SourceState>();
    for (const spec of specs) {
      const { report, state } = await importSource(spec, {
        dataDir,
        ids,
        media,
        now,
        dryRun,
        force: !!options.force,
        log,
      });
      sourceReports.push(report);
      if (state) states.set(spec.key, state);
    }
    carryOverUnreadSources(dataDir, states, sourceReports, { keepAll: !!options.paths, dryRun });

    const snapshot = await composeSnapshot(states, sourceReports, { projectsDir, ids, media, now });
    const { properties, projects, meta } = snapshot;
    const priceChanges = applyPriceHistory(dataDir, properties, now, { save: !dryRun, log });
    const previousDigest = readSnapshotDigest(dataDir);
    if (!dryRun) {
      writeSnapshot(dataDir, { properties, projects, meta });
      ids.save();
      media.save();
    }
    const report: ImportReport = {
      started_at: new Date(started).toISOString(),
      finished_at: new Date().toISOString(),
      dry_run: dryRun,
      sources: sourceReports,
      totals: totalsOf(sourceReports),
      projects: {
        count: projects.length,
        errors: snapshot.projectResult.errors,
        warnings: snapshot.projectResult.warnings,
      },
      snapshot: {
        properties: properties.length,
        projects: projects.length,
        digest: meta.digest,
        changed: meta.digest !== previousDigest,
        written: !dryRun,
        price_changes: priceChanges,
      },
      duration_ms: Date.now() - started,
    };
    return report;
  } finally {
    release();
  }
}

/**
 * Sources with saved state that this run did not read: kept when they came from `npm run import`, or when this run
 * is one (`keepAll`: it reads only the paths it was given); otherwise the source is no longer configured and is
 * removed.
 */
function carryOverUnreadSources(
  dataDir: string,
  states: Map<string, SourceState>,
  sourceReports: SourceReport[],
  opts: { keepAll: boolean; dryRun: boolean },
): void {
  for (const old of listSourceStates(dataDir)) {
    if (states.has(old.key) || sourceReports.some((r) => r.key === old.key)) continue;
    if (old.origin === 'import' || opts.keepAll) {
      states.set(old.key, old);
      sourceReports.push({
        key: old.key,
        origin: old.origin,
        label: old.label,
        status: 'unchanged',
        documents: [],
        listings: old.listings.length,
      });
    } else {
      sourceReports.push({
        key: old.key,
        origin: old.origin,
        label: old.label,
        status: 'removed',
        documents: [],
        listings: 0,
      });
      if (!opts.dryRun) removeSourceState(dataDir, old.key);
    }
  }
}

export type { DocumentReport };
