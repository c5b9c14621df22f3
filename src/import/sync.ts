/**
 * One import run: every configured source (folders and files under content/feeds, URLs from FEED_URLS, or the
 * paths given to `npm run import`) → per-source state → validated snapshot. Sources are imported one at a time;
 * a source whose feed cannot be read keeps its last good data and the run goes on with the others.
 */
import path from 'node:path';
import { readSnapshotDigest, resolveDataDir, writeSnapshot } from '../snapshot';
import { eachSnapshotListing } from '../snapshot/reader';
import { diffListings, fingerprintOf, type ListingFingerprint } from './changes';
import { composeSnapshot } from './compose-snapshot';
import { applyPriceHistory } from './price-history';
import { acquireLock } from './lock';
import { MediaStore } from './media';
import { pictureThreadCount } from './picture-threads';
import { totalsOf, withRelativePaths, type DocumentReport, type ImportReport, type SourceReport } from './report';
import { importSource } from './source-import';
import { discoverFeedSources, pathSources, urlSources, type DownloadLimits } from './sources';
import {
  IdMap,
  laterThan,
  openSourceStates,
  removeSourceState,
  sourceFile,
  type OpenedSourceStates,
  type SourceState,
  type StoredListing,
} from './state';
import { translateForSync, type TranslationReport, type TranslationSettings } from './translate';
import { enrichForSync, type PlacesReport, type PlacesSettings } from './places';
import { env } from '../config/env';
import { readSplits } from '../snapshot/same-home-splits';

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
  /** Limits of feed URL downloads (default: FEED_MAX_BYTES, FEED_TIMEOUT_MS, OUTBOUND_ALLOW_HOSTS). */
  downloads?: DownloadLimits;
  /** Parse and report only: no state, media or snapshot is written. */
  dryRun?: boolean;
  /**
   * Take the import lock for a dry run too (a real run always takes it): an editor's upload is checked one at a
   * time, and never beside a sync, since each import holds a whole feed in memory.
   */
  lock?: boolean;
  /** Keys of sources no longer configured whose listings are withdrawn (a vanished source otherwise keeps them). */
  forget?: readonly string[];
  /** Read every source even when its inputs did not change. */
  force?: boolean;
  /** Machine translation of listing texts; default: the configuration's (TRANSLATION_*), null: off. */
  translation?: TranslationSettings | null;
  /** What lies around each listing (OpenStreetMap via Overpass); default: the configuration's (OVERPASS_*), null: off. */
  places?: PlacesSettings | null;
  /** Threads that decode new pictures (default: one per core beside the main thread; 0: the main thread). */
  pictureThreads?: number;
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
  const release = dryRun && !options.lock ? () => {} : acquireLock(dataDir);
  let media: MediaStore | null = null;
  let opened: OpenedSourceStates | null = null;
  try {
    const ids = IdMap.load(dataDir);
    media = new MediaStore(dataDir, dryRun, options.pictureThreads ?? pictureThreadCount());
    const urls = options.urls ?? env().FEED_URLS;
    const specs = options.paths
      ? pathSources(options.paths, feedsDir)
      : [...discoverFeedSources(feedsDir), ...urlSources(urls)];

    const sourceReports: SourceReport[] = [];
    const states = new Map<string, SourceState>();
    // Every source's state before this run, read once, one listing at a time and without the listings themselves
    // (at 100,000 listings a source's file is hundreds of MB, see openSourceStates): what the sources held, each
    // source's last good data, and the sources this run does not read.
    opened = openSourceStates(dataDir);
    let before = opened.states;
    const { known, knownAgencies } = knownListings(before);
    for (const spec of specs) {
      const file = sourceFile(dataDir, spec.key);
      const { report, state } = await importSource(spec, {
        dataDir,
        ids,
        media,
        now,
        dryRun,
        force: !!options.force,
        downloads: options.downloads,
        log,
        known,
        knownAgencies,
        previous: before.find((s) => sourceFile(dataDir, s.key) === file) ?? null,
      });
      sourceReports.push(report);
      if (state) states.set(spec.key, state);
    }
    carryOverUnreadSources(dataDir, before, states, sourceReports, {
      keepAll: !!options.paths,
      dryRun,
      forget: options.forget ?? [],
    });
    // What the sources held before is done with: its listings are not kept beside the new snapshot's.
    before = [];
    known.clear();

    let priceChanges = 0;
    let translation = null as TranslationReport | null;
    let places = null as PlacesReport | null;
    const snapshot = await composeSnapshot(states, sourceReports, {
      projectsDir,
      ids,
      media,
      now,
      splits: readSplits(dataDir),
      beforeDigest: (listings) => (priceChanges = applyPriceHistory(dataDir, listings, now, { save: !dryRun, log })),
      translate: async (listings, projects) => {
        translation = await translateForSync(listings, projects, {
          dataDir,
          dryRun,
          settings: options.translation,
          log,
        });
      },
      enrich: async (listings) => {
        places = await enrichForSync(listings, { dataDir, dryRun, settings: options.places, now, log });
      },
    });
    const { properties, projects, meta } = snapshot;
    const previousDigest = readSnapshotDigest(dataDir);
    // What the run changes on the site: the dry-run report of an upload, and the dashboard's week of changes.
    let previous: ListingFingerprint[] = [];
    try {
      const read: ListingFingerprint[] = [];
      eachSnapshotListing(dataDir, (l) => read.push(fingerprintOf(l)));
      previous = read;
    } catch {
      /* no readable previous snapshot: everything counts as new */
    }
    const changes = diffListings(previous, properties);
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
      changes,
      ...(translation ? { translation } : {}),
      ...(places ? { places } : {}),
      duration_ms: Date.now() - started,
    };
    // Reports are shown to editors: files under the uploads, feeds or data folder are named relative to it.
    return withRelativePaths(report, [path.join(dataDir, 'uploads'), feedsDir, dataDir]);
  } finally {
    opened?.close();
    await media?.close();
    release();
  }
}

/**
 * What the sources held before this run, by `agency|object` (the latest delivery of each) and the agencies among
 * them: a listing arriving another way continues the one the portal has (its dates, its publication).
 */
function knownListings(before: readonly SourceState[]) {
  const known = new Map<string, StoredListing>();
  const knownAgencies = new Set<string>();
  for (const state of before) {
    for (const s of state.listings) {
      knownAgencies.add(s.agency_id);
      const other = known.get(s.key);
      if (!other || laterThan(s, other)) known.set(s.key, s);
    }
  }
  return { known, knownAgencies };
}

/**
 * Sources with saved state that this run did not read. A source that disappears (an unmounted volume, a folder
 * emptied by mistake, a URL dropped from the configuration) is an error, not a withdrawal: it keeps its last good
 * listings and the report says so. Only a feed that says so withdraws listings, or the operator forgetting the
 * source by name (`forget`).
 */
function carryOverUnreadSources(
  dataDir: string,
  before: readonly SourceState[],
  states: Map<string, SourceState>,
  sourceReports: SourceReport[],
  opts: { keepAll: boolean; dryRun: boolean; forget: readonly string[] },
): void {
  for (const old of before) {
    if (states.has(old.key) || sourceReports.some((r) => r.key === old.key)) continue;
    if (opts.forget.includes(old.key)) {
      sourceReports.push({
        key: old.key,
        origin: old.origin,
        label: old.label,
        status: 'removed',
        documents: [],
        listings: 0,
      });
      if (!opts.dryRun) removeSourceState(dataDir, old.key);
      continue;
    }
    states.set(old.key, old);
    const missing = old.origin !== 'import' && !opts.keepAll;
    sourceReports.push({
      key: old.key,
      origin: old.origin,
      label: old.label,
      status: missing ? 'kept_previous' : 'unchanged',
      ...(missing
        ? {
            error: `source not found (${old.origin === 'url' ? 'no longer in FEED_URLS' : 'folder or file missing'}): its ${old.listings.length} listings are kept; to withdraw them, forget the source (npm run sync -- --forget ${old.key})`,
          }
        : {}),
      documents: [],
      listings: old.listings.length,
    });
  }
}

export type { DocumentReport };
