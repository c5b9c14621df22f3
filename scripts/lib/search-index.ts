/**
 * The Pagefind index of a build: one process per language (two at a time on two cores or more), so memory stays
 * that of one or two languages' indexes however many pages the site has; their outputs are merged into one folder
 * (every file but `pagefind-entry.json` is named by its content or shared and identical; the entry lists the
 * languages).
 *
 * Pagefind cannot add to or remove from an index, and indexing every listing page costs minutes at 10,000 listings
 * in 15 languages. So a build that reuses an earlier one keeps that build's index as the base (`client/pagefind`,
 * hard links) and indexes only the pages whose record (what Pagefind reads of them) differs from the base's, or
 * that the base lacks, into a delta
 * (`client/pagefind-delta`). The browser searches both: the base's hits minus every listing the delta holds, plus
 * the delta's hits (src/islands/search/text-hits.ts). When the delta would exceed SEARCH_DELTA_MAX_PERCENT of the
 * pages (default a fifth), the base is built again from all pages and the delta is empty.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './run';
import {
  INDEXED_ROUTES,
  RECORDS_FILE,
  indexedHtml,
  languageOfFile,
  recordHash,
} from '../../src/site/build/search-record';
import { renderedRecordHashes } from '../../src/site/build/rendered-pages';
import { env } from '../../src/config/env';
import { KEYS_DIR, routeKeysFile, type RouteKeys } from '../../src/site/incremental/static-paths';

export { INDEXED_ROUTES, languageOfFile };

/** The base index's folder and the delta's, in the client folder; the delta's manifest beside them. */
export const BASE_DIR = 'pagefind';
export const DELTA_DIR = 'pagefind-delta';
export const DELTA_MANIFEST = 'pagefind-delta.json';
/** In the build folder (not served): the pages the base index was built from, with their records' hashes. */
export const BASE_MANIFEST = 'pagefind-base.json';
/** In the build folder: every indexed page of this build with its record's hash, for the next build. */
export const PAGE_RECORDS = 'pagefind-pages.json';

/** What the browser reads before a text search: the languages that have a delta index. */
export interface DeltaManifest {
  languages: string[];
  pages: number;
}

/**
 * Each indexed page's record hash. A page taken over from the reused build is that build's file, so its hash is
 * carried over; a rendered page's comes from the record noted while it was rendered (src/site/build/rendered-pages.ts).
 * Only a page with neither is read. (A listing page re-rendered because a similar listing's price changed usually
 * keeps its record, and stays out of the delta.)
 */
export function recordHashes(buildDir: string, reuse: string | null): Record<string, string> {
  const client = path.join(buildDir, 'client');
  const { files, rendered } = indexedPages(buildDir);
  const previousFile = reuse ? path.join(reuse, PAGE_RECORDS) : null;
  const previous: Record<string, string> =
    previousFile && fs.existsSync(previousFile) ? JSON.parse(fs.readFileSync(previousFile, 'utf8')).pages : {};
  const noted = renderedRecordHashes(buildDir);
  const hashes: Record<string, string> = {};
  for (const file of files.sort()) {
    const known = rendered.has(file) ? noted.get(file) : previous[file];
    hashes[file] = known ?? recordHash(indexedHtml(fs.readFileSync(path.join(client, file), 'utf8')));
  }
  return hashes;
}

/** The build's listing pages, and those of them it rendered (the others were taken over). */
function indexedPages(buildDir: string): { files: string[]; rendered: Set<string> } {
  const rendered = new Set<string>();
  const files: string[] = [];
  for (const route of INDEXED_ROUTES) {
    const keys = JSON.parse(fs.readFileSync(path.join(buildDir, KEYS_DIR, routeKeysFile(route)), 'utf8')) as RouteKeys;
    // One by one: spreading 150,000 names into push() overflows the stack.
    for (const f of Object.keys(keys.pages)) files.push(f);
    for (const f of keys.rendered) rendered.add(f);
  }
  return { files, rendered };
}

/** Pages per language, in a stable order. */
export function byLanguage(files: Iterable<string>): Map<string, string[]> {
  const byLang = new Map<string, string[]>();
  for (const file of files) {
    const lang = languageOfFile(file);
    const list = byLang.get(lang);
    if (list) list.push(file);
    else byLang.set(lang, [file]);
  }
  for (const list of byLang.values()) list.sort();
  return byLang;
}

/**
 * The pages a delta over `base` must hold: those whose record changed and those the base lacks, or null when they
 * are more than `maxPercent` of all pages (the base is then built again). Pure, for the tests.
 */
export function deltaPages(
  current: Record<string, string>,
  base: Record<string, string>,
  maxPercent: number,
): string[] | null {
  const files = Object.keys(current);
  const delta = files.filter((f) => base[f] !== current[f]).sort();
  return delta.length * 100 > maxPercent * files.length ? null : delta;
}

export interface IndexTiming {
  lang: string;
  pages: number;
  seconds: number;
}

/** Languages indexed at the same time: one per core, at most two (each holds one language's index). */
const PARALLEL = Math.max(1, Math.min(2, os.availableParallelism()));

export interface SearchIndexResult {
  /** The base index: built from all pages, or taken over from the reused build. */
  base: 'built' | 'reused';
  /** Pages in the delta index. */
  deltaPages: number;
  timings: IndexTiming[];
}

export async function buildSearchIndex(buildDir: string, reuse: string | null = null): Promise<SearchIndexResult> {
  const client = path.join(buildDir, 'client');
  const baseManifest = reuse ? path.join(reuse, BASE_MANIFEST) : null;
  const reusable = baseManifest && fs.existsSync(baseManifest) && fs.existsSync(path.join(reuse!, 'client', BASE_DIR));
  if (reusable) {
    // Only the rendered pages are read; the others carry their hash from the reused build.
    const current = recordHashes(buildDir, reuse);
    fs.writeFileSync(path.join(buildDir, PAGE_RECORDS), JSON.stringify({ pages: current }));
    const base = JSON.parse(fs.readFileSync(baseManifest, 'utf8')) as { pages: Record<string, string> };
    const delta = deltaPages(current, base.pages, env().SEARCH_DELTA_MAX_PERCENT);
    if (delta) {
      linkTree(path.join(reuse!, 'client', BASE_DIR), path.join(client, BASE_DIR));
      fs.copyFileSync(baseManifest, path.join(buildDir, BASE_MANIFEST));
      const groups = byLanguage(delta);
      const timings = delta.length ? (await indexInto(buildDir, groups, DELTA_DIR)).timings : [];
      writeDeltaManifest(client, { languages: [...groups.keys()].sort(), pages: delta.length });
      return { base: 'reused', deltaPages: delta.length, timings };
    }
  }
  // A base of all pages: the language processes hash the records as they read the pages.
  const { timings, records } = await indexInto(buildDir, byLanguage(indexedPages(buildDir).files), BASE_DIR);
  const pages = Object.fromEntries(
    Object.keys(records)
      .sort()
      .map((f) => [f, records[f]!]),
  );
  fs.writeFileSync(path.join(buildDir, PAGE_RECORDS), JSON.stringify({ pages }));
  fs.writeFileSync(path.join(buildDir, BASE_MANIFEST), JSON.stringify({ pages }));
  writeDeltaManifest(client, { languages: [], pages: 0 });
  return { base: 'built', deltaPages: 0, timings };
}

function writeDeltaManifest(client: string, manifest: DeltaManifest): void {
  fs.writeFileSync(path.join(client, DELTA_MANIFEST), JSON.stringify(manifest));
}

/** Hard-links every file of `from` (the live build's, never written to) into `to`. */
function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const e of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, e.name);
    const dst = path.join(to, e.name);
    if (e.isDirectory()) linkTree(src, dst);
    else fs.linkSync(src, dst);
  }
}

/** Indexes the pages of each language into `client/<folder>`; gives the time per language and the record hashes. */
async function indexInto(
  buildDir: string,
  pages: Map<string, string[]>,
  folder: string,
): Promise<{ timings: IndexTiming[]; records: Record<string, string> }> {
  const client = path.join(buildDir, 'client');
  const target = path.join(client, folder);
  // Inside the build folder, so the outputs move into place by rename.
  const work = path.join(buildDir, '.pagefind-work');
  fs.mkdirSync(work, { recursive: true });
  let entry: Record<string, unknown> = {};
  const languages: Record<string, unknown> = {};
  const timings: IndexTiming[] = [];
  const records: Record<string, string> = {};
  const queue = [...pages];
  const indexOne = async ([lang, files]: [string, string[]]) => {
    const started = performance.now();
    const list = path.join(work, `${lang}.txt`);
    const out = path.join(work, lang);
    fs.writeFileSync(list, files.join('\n'));
    await run('tsx', [path.resolve('scripts/lib/pagefind-language.ts'), buildDir, lang, out, list], {}, () => null);
    const own = JSON.parse(fs.readFileSync(path.join(out, 'pagefind-entry.json'), 'utf8'));
    entry = { ...own, languages: {} };
    Object.assign(languages, own.languages);
    fs.rmSync(path.join(out, 'pagefind-entry.json'));
    const hashes = JSON.parse(fs.readFileSync(path.join(out, RECORDS_FILE), 'utf8')) as Record<string, string>;
    for (const [file, hash] of Object.entries(hashes)) records[file] = hash;
    fs.rmSync(path.join(out, RECORDS_FILE));
    mergeInto(out, target);
    fs.rmSync(out, { recursive: true, force: true });
    timings.push({ lang, pages: files.length, seconds: (performance.now() - started) / 1000 });
  };
  try {
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await indexOne(next);
      }),
    );
    fs.mkdirSync(target, { recursive: true });
    // Languages in a fixed order, so the same pages give the same entry file.
    const sorted = Object.fromEntries(
      Object.keys(languages)
        .sort()
        .map((l) => [l, languages[l]]),
    );
    fs.writeFileSync(path.join(target, 'pagefind-entry.json'), JSON.stringify({ ...entry, languages: sorted }));
    return { timings: timings.sort((a, b) => a.lang.localeCompare(b.lang)), records };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Moves every file of `from` into `to`; a file already there (the shared scripts) is left as it is. */
function mergeInto(from: string, to: string) {
  fs.mkdirSync(to, { recursive: true });
  for (const e of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, e.name);
    const dst = path.join(to, e.name);
    if (e.isDirectory()) mergeInto(src, dst);
    else if (!fs.existsSync(dst)) fs.renameSync(src, dst);
  }
}
