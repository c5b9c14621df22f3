/**
 * The import report: what became of every listing read. For each XML document,
 * read === imported + deleted + skipped always holds (checked in tests).
 */
import path from 'node:path';
import type { ListingChanges } from './changes';
import { describe as describeTranslation, type TranslationReport } from './translate/report';
import type { PlacesReport } from './places';
import type { CodedWarning, WarningCode, WarningParams } from './warnings';

export interface ListingIssue {
  /** 1-based position of the <immobilie> in its document. */
  index: number;
  /** objektnr_extern / obid / objektnr_intern, or the derived `auto-…` key of a listing without any of them. */
  key: string | null;
  /** In English (command line, logs). */
  message: string;
  /** For the admin area's translation (`admin.importWarning.<code>`): the warning's code and parameters. */
  code?: WarningCode;
  params?: WarningParams;
}

/** A warning about one listing: always with its code and parameters, so the admin area can write it in any language. */
export interface ListingWarning extends CodedWarning {
  /** 1-based position of the <immobilie> in its document (0 when the listing's place in it is not known). */
  index: number;
  key: string | null;
}

export interface DocumentReport {
  file: string;
  status: 'ok' | 'failed' | 'ignored';
  /** Why the document failed or was ignored. */
  error?: string;
  encoding?: string;
  /** uebertragung@umfang, or what was assumed when the feed does not say. */
  umfang: 'VOLL' | 'TEIL' | null;
  umfang_assumed: boolean;
  anbieter: string[];
  read: number;
  imported: number;
  deleted: number;
  skipped: number;
  /** Listings of a VOLL feed's agencies that the feed no longer contains (withdrawn). */
  withdrawn: number;
  /** Each with the reason, coded like a warning. */
  skipped_listings: ListingWarning[];
  warnings: ListingWarning[];
  /** How many warnings there were in all (the list above is capped). */
  warning_count: number;
  /** Problems of the document as a whole (encoding repairs, XML errors), coded like a listing's. */
  file_warnings: CodedWarning[];
}

export interface SourceReport {
  key: string;
  origin: 'feeds' | 'url' | 'import';
  label: string;
  /** imported: read now; unchanged: inputs identical to the last run, previous data reused; kept_previous: a feed
   * failed, the previous data stays; removed: the source is no longer configured; failed: failed with no previous data. */
  status: 'imported' | 'unchanged' | 'kept_previous' | 'removed' | 'failed';
  error?: string;
  documents: DocumentReport[];
  /** Listings of this source in the snapshot after the run. */
  listings: number;
}

export interface ImportReport {
  started_at: string;
  finished_at: string;
  dry_run: boolean;
  sources: SourceReport[];
  totals: {
    read: number;
    imported: number;
    deleted: number;
    skipped: number;
    withdrawn: number;
    warnings: number;
    failed_documents: number;
  };
  projects: { count: number; errors: string[]; warnings: CodedWarning[] };
  snapshot: {
    properties: number;
    projects: number;
    digest: string;
    changed: boolean;
    written: boolean;
    /** Listings whose shown price changed in this run (price alerts are checked after such a run). */
    price_changes?: number;
  } | null;
  /** Listings new, changed and gone compared with the snapshot before the run. */
  changes?: ListingChanges;
  /** The machine translation of listing texts (TRANSLATION_ENGINE); absent when it is off. */
  translation?: TranslationReport;
  /** What lies around the listings (OVERPASS_URL); absent when it is off. */
  places?: PlacesReport;
  duration_ms: number;
}

export const MAX_ISSUES_PER_DOCUMENT = 500;

export function emptyDocumentReport(file: string): DocumentReport {
  return {
    file,
    status: 'ok',
    umfang: null,
    umfang_assumed: false,
    anbieter: [],
    read: 0,
    imported: 0,
    deleted: 0,
    skipped: 0,
    withdrawn: 0,
    skipped_listings: [],
    warnings: [],
    warning_count: 0,
    file_warnings: [],
  };
}

export function totalsOf(sources: SourceReport[]): ImportReport['totals'] {
  const t = { read: 0, imported: 0, deleted: 0, skipped: 0, withdrawn: 0, warnings: 0, failed_documents: 0 };
  for (const s of sources) {
    for (const d of s.documents) {
      t.read += d.read;
      t.imported += d.imported;
      t.deleted += d.deleted;
      t.skipped += d.skipped;
      t.withdrawn += d.withdrawn;
      t.warnings += d.warning_count + d.file_warnings.length;
      if (d.status === 'failed') t.failed_documents++;
    }
  }
  return t;
}

/** A few lines for the console. */
export function summarize(report: ImportReport): string {
  const lines: string[] = [];
  for (const s of report.sources) {
    lines.push(`${s.key} [${s.status}] ${s.listings} listings${s.error ? ` — ${s.error}` : ''}`);
    for (const d of s.documents) {
      lines.push(
        `  ${d.file}: ${d.status}${d.error ? ` (${d.error})` : ''}; read ${d.read}, imported ${d.imported}, deleted ${d.deleted}, skipped ${d.skipped}, withdrawn ${d.withdrawn}, warnings ${d.warning_count + d.file_warnings.length}`,
      );
    }
  }
  const t = report.totals;
  lines.push(
    `total: read ${t.read}, imported ${t.imported}, deleted ${t.deleted}, skipped ${t.skipped}, withdrawn ${t.withdrawn}, warnings ${t.warnings}, failed documents ${t.failed_documents}`,
  );
  if (report.projects.count || report.projects.errors.length) {
    lines.push(
      `projects: ${report.projects.count}${report.projects.errors.length ? `, ${report.projects.errors.length} error(s)` : ''}`,
    );
  }
  if (report.snapshot) {
    lines.push(
      `snapshot: ${report.snapshot.properties} listings, ${report.snapshot.projects} projects, digest ${report.snapshot.digest.slice(0, 12)}${report.snapshot.changed ? ' (changed)' : ' (unchanged)'}${report.snapshot.written ? '' : ' — not written (dry run)'}`,
    );
  }
  if (report.translation) lines.push(describeTranslation(report.translation));
  if (report.places) {
    const p = report.places;
    lines.push(
      `places (OpenStreetMap): ${p.listings} listings at ${p.positions} positions, ${p.requests} request(s)${p.failed ? `, ${p.failed} failed (${p.error ?? ''})` : ''}${p.pending ? `, ${p.pending} position(s) asked for later` : ''}`,
    );
  }
  lines.push(`took ${(report.duration_ms / 1000).toFixed(1)} s`);
  return lines.join('\n');
}

/**
 * The report with the server's folders taken out of its texts: a label, a document's file or an error naming a
 * file under one of `roots` (the uploads, feeds and data folders) names it relative to that folder, so a report
 * shown to an editor never tells where the portal lives on its server. The longest root that fits is taken.
 */
export function withRelativePaths(report: ImportReport, roots: readonly string[]): ImportReport {
  const absolute = [...new Set(roots.map((r) => path.resolve(r)))]
    .filter((r) => r !== path.parse(r).root)
    .sort((a, b) => b.length - a.length);
  const relative = (text: string): string => {
    let out = text;
    for (const root of absolute) out = out.split(root + path.sep).join('');
    for (const root of absolute) if (out === root) out = '.';
    return out;
  };
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return relative(value);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return walk(report) as ImportReport;
}
