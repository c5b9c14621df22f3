/**
 * Importing one source: its feed files applied in order onto the source's last good listings. A source whose
 * inputs did not change since its last good run is not read again. A folder source's feeds are its subfolders (one
 * agency's each) and its own files: a feed with any file that cannot be read or parsed keeps its last good data
 * (all or nothing, so a VOLL feed followed by a broken TEIL feed never leaves half an update), and the source's
 * other feeds are applied all the same, so one agency's broken or over-size feed never drops the others'.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openFeedFile, type FeedLimits } from './feed-files';
import { importDocument } from './importer';
import type { MediaStore } from './media';
import { emptyDocumentReport, type SourceReport } from './report';
import { download, fileHash, fingerprintFiles, type DownloadLimits, type SourceSpec } from './sources';
import {
  loadSourceState,
  saveSourceState,
  type IdMap,
  type SourceState,
  type StoredListing,
  type Superseded,
} from './state';

export interface SourceImportContext {
  dataDir: string;
  ids: IdMap;
  media: MediaStore;
  /** ISO date-time of this run. */
  now: string;
  /** Parse and report only: the source's state is not saved. */
  dryRun: boolean;
  /** Limits of feed URL downloads (default: the configured ones). */
  downloads?: DownloadLimits;
  /** Read the source even when its inputs did not change. */
  force: boolean;
  log: (line: string) => void;
  /** The listings every source held before this run, by `agency|object` (the latest delivery of each). */
  known?: ReadonlyMap<string, StoredListing>;
  /** Agencies with listings in any source before this run. */
  knownAgencies?: ReadonlySet<string>;
  /** Limits of the feed files read (default: the importer's). */
  feedLimits?: FeedLimits;
  /** The source's state before this run, when the caller has read it already (null: none); else it is read here. */
  previous?: SourceState | null;
}

export interface SourceOutcome {
  report: SourceReport;
  /** The source's listings after this run (new, unchanged or kept); null when it failed with no previous data. */
  state: SourceState | null;
}

/**
 * The source's state after its feed arrived again unchanged at `at`: the listings its last reading applied (those
 * of the latest application, which an unchanged feed carries again) are confirmed at `at`; listings an earlier feed
 * left (a partial feed's older ones) keep their times. Their delivery time stays that of the content: an unchanged
 * file says nothing newer than what arrived since from another way (an editor's upload), so it does not win over it.
 */
export function reconfirmed(state: SourceState, at: string): SourceState {
  const last = Math.max(0, ...state.listings.map((l) => l.arrival ?? 0));
  return {
    ...state,
    listings: state.listings.map((l) =>
      (l.arrival ?? 0) === last ? { ...l, listing: { ...l.listing, confirmed_at: at } } : l,
    ),
  };
}

export async function importSource(spec: SourceSpec, ctx: SourceImportContext): Promise<SourceOutcome> {
  const { dataDir, log } = ctx;
  const report: SourceReport = {
    key: spec.key,
    origin: spec.origin,
    label: spec.label,
    status: 'imported',
    documents: [],
    listings: 0,
  };
  const prev =
    ctx.previous === undefined
      ? loadSourceState(dataDir, spec.key)
      : ctx.previous && Array.isArray(ctx.previous.listings)
        ? ctx.previous
        : null;
  const keepPrevious = (error: string): SourceOutcome => {
    report.error = error;
    report.status = prev ? 'kept_previous' : 'failed';
    report.listings = prev?.listings.length ?? 0;
    return { report, state: prev };
  };

  let fingerprint: string;
  if (spec.url) {
    const dest = path.join(dataDir, 'downloads', `${spec.key}.feed`);
    try {
      log(`downloading ${spec.url}`);
      await download(spec.url, dest, ctx.downloads);
      spec.files = [{ file: dest, label: spec.url }];
      fingerprint = fileHash(dest);
    } catch (e) {
      const error = `download failed: ${(e as Error).message}`;
      const doc = emptyDocumentReport(spec.url);
      doc.status = 'failed';
      doc.error = error;
      report.documents.push(doc);
      return keepPrevious(error);
    }
  } else fingerprint = fingerprintFiles(spec.files);

  if (!ctx.force && prev && prev.fingerprint === fingerprint) {
    report.status = 'unchanged';
    report.listings = prev.listings.length;
    // A download with the same content is the same feed delivered again: it confirms what its last reading applied.
    // (A folder's file is read again whenever its time changes, so only a download reaches this on a new delivery.)
    if (spec.url) {
      // delivered when downloaded, as a feed that is read (below)
      const mtime = fs.statSync(spec.files[0]!.file, { throwIfNoEntry: false })?.mtime;
      const state = reconfirmed(prev, (mtime ?? new Date(ctx.now)).toISOString());
      if (!ctx.dryRun) saveSourceState(dataDir, state);
      return { report, state };
    }
    return { report, state: prev };
  }

  log(`reading ${spec.label} (${spec.files.length} file${spec.files.length === 1 ? '' : 's'})`);
  const working = new JournaledMap<string, StoredListing>((prev?.listings ?? []).map((l) => [l.key, l]));
  const withdrawn = new JournaledMap<string, StoredListing>();
  const superseded = {
    agencies: { ...prev?.superseded?.agencies },
    keys: { ...prev?.superseded?.keys },
  };
  // one number for this application of the source: among equal deliveries, what is applied later wins
  const arrival = ctx.ids.nextArrival();
  const feeds = feedsOf(spec);
  const failures: string[] = [];
  for (const feed of feeds) {
    // Each feed (an agency's folder) is all or nothing: one that fails is undone, so its agency keeps its last
    // good listings, and the source's other feeds are applied.
    working.begin();
    withdrawn.begin();
    const supersededBefore = { agencies: { ...superseded.agencies }, keys: { ...superseded.keys } };
    const failed = await applyFeed(feed.files, spec, ctx, report, {
      working,
      withdrawn,
      superseded,
      arrival,
      hadState: !!prev,
    });
    if (failed) {
      working.rollback();
      withdrawn.rollback();
      superseded.agencies = supersededBefore.agencies;
      superseded.keys = supersededBefore.keys;
      failures.push(failed);
    } else {
      working.commit();
      withdrawn.commit();
    }
  }
  // A source of one feed that failed, or whose feeds all failed, keeps its last good data as a whole.
  if (failures.length === feeds.length && failures.length > 0) return keepPrevious(failures[0]!);

  const state: SourceState = {
    version: 1,
    key: spec.key,
    origin: spec.origin,
    label: spec.label,
    // With a feed that failed the source is read again next time, so the failure is reported until it is mended.
    fingerprint: failures.length ? `${fingerprint}:partial` : fingerprint,
    last_success_at: ctx.now,
    listings: [...working.values()],
    superseded,
  };
  report.listings = state.listings.length;
  if (failures.length) {
    report.status = 'kept_previous';
    report.error = `${failures.length} of ${feeds.length} feeds failed and keep their last good listings; the other feeds were imported. ${failures.join('; ')}`;
  }
  if (!ctx.dryRun) saveSourceState(dataDir, state);
  return { report, state };
}

/**
 * A source's feeds, in the order of their files. A folder that holds feed files only in subfolders (a folder of
 * agencies' folders, like the sample's) has one feed per subfolder, the files inside applied together; any other
 * source (a folder with feed files of its own, a single file, a URL) is one feed.
 */
export function feedsOf(spec: SourceSpec): Array<{ label: string; files: SourceSpec['files'] }> {
  const firstFolder = (file: string) => {
    const parts = spec.root ? path.relative(spec.root, file).split(path.sep) : [];
    return parts.length > 1 && parts[0] !== '..' ? parts[0]! : null;
  };
  const folders = spec.files.map((f) => firstFolder(f.file));
  if (spec.url || spec.files.length === 0 || folders.some((f) => f === null))
    return [{ label: spec.label, files: spec.files }];
  const feeds = new Map<string, SourceSpec['files']>();
  spec.files.forEach((f, i) => feeds.set(folders[i]!, [...(feeds.get(folders[i]!) ?? []), f]));
  return [...feeds].map(([name, files]) => ({ label: name, files }));
}

/** Applies one feed's files in order; returns why it failed, or null. */
async function applyFeed(
  files: SourceSpec['files'],
  spec: SourceSpec,
  ctx: SourceImportContext,
  report: SourceReport,
  into: {
    working: Map<string, StoredListing>;
    withdrawn: Map<string, StoredListing>;
    superseded: { agencies: Superseded['agencies']; keys: Superseded['keys'] };
    arrival: number;
    /** Whether the source had state before this run (its agencies are not new to the portal). */
    hadState: boolean;
  },
): Promise<string | null> {
  let failed: string | null = null;
  for (const f of files) {
    // a feed was delivered when it was written: a local file by its sender, a download just now, an upload on upload
    const mtime = fs.statSync(f.file, { throwIfNoEntry: false })?.mtime;
    const stamp = { delivered: (mtime ?? new Date(ctx.now)).toISOString(), arrival: into.arrival };
    let opened;
    try {
      opened = await openFeedFile(f.file, f.label, spec.root || path.dirname(f.file), ctx.feedLimits);
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
        let rep;
        try {
          rep = await importDocument(d, into.working, {
            sourceKey: spec.key,
            ids: ctx.ids,
            media: ctx.media,
            now: ctx.now,
            withdrawn: into.withdrawn,
            stamp,
            known: (key) => ctx.known?.get(key),
            seenBefore: (agencyId) => into.hadState || !!ctx.knownAgencies?.has(agencyId),
            superseded: into.superseded,
          });
        } catch (e) {
          // an unexpected failure (a write error, a bug) fails this feed, which keeps its last good data; it must
          // not stop the run, or no source would be imported and no snapshot written
          rep = emptyDocumentReport(d.label);
          rep.status = 'failed';
          rep.error = `internal error: ${(e as Error).message}`;
        }
        report.documents.push(rep);
        if (rep.status === 'failed') failed ??= `${rep.file}: ${rep.error}`;
      }
    } finally {
      opened.close();
    }
  }
  return failed;
}

/**
 * A map that can undo what was set and deleted since `begin()`: a feed that fails is taken back, whatever it
 * changed before failing.
 */
export class JournaledMap<K, V> extends Map<K, V> {
  private journal: Map<K, { value: V } | null> | null = null;

  begin(): void {
    this.journal = new Map();
  }

  commit(): void {
    this.journal = null;
  }

  rollback(): void {
    const journal = this.journal;
    this.journal = null;
    if (!journal) return;
    for (const [key, before] of journal) {
      if (before) super.set(key, before.value);
      else super.delete(key);
    }
  }

  private remember(key: K): void {
    if (this.journal && !this.journal.has(key))
      this.journal.set(key, super.has(key) ? { value: super.get(key)! } : null);
  }

  override set(key: K, value: V): this {
    this.remember(key);
    return super.set(key, value);
  }

  override delete(key: K): boolean {
    this.remember(key);
    return super.delete(key);
  }

  override clear(): void {
    for (const key of this.keys()) this.remember(key);
    super.clear();
  }
}
