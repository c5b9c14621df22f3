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
import { fileURLToPath } from 'node:url';
import { run } from '../cli/run-command';
import { INDEXED_ROUTES, RECORDS_FILE, indexedHtml, languageOfFile, recordHash } from './search-record';
import { RecordsFollower, renderedRecordHashes } from './rendered-pages';
import { env } from '../config/env';
import { KEYS_DIR, routeKeysFile, type RouteKeys } from '../site/incremental/static-paths';

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
 * carried over; a rendered page's comes from the record noted while it was rendered (./rendered-pages.ts).
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
  const pages = indexedPagesIfListed(buildDir);
  if (!pages) throw new Error(`${buildDir}: the listing pages' keys are missing`);
  return pages;
}

/** indexedPages, or null while Astro has not listed the pages of every indexed route yet. */
function indexedPagesIfListed(buildDir: string): { files: string[]; rendered: Set<string> } | null {
  const rendered = new Set<string>();
  const files: string[] = [];
  for (const route of INDEXED_ROUTES) {
    const keysFile = path.join(buildDir, KEYS_DIR, routeKeysFile(route));
    if (!fs.existsSync(keysFile)) return null;
    const keys = JSON.parse(fs.readFileSync(keysFile, 'utf8')) as RouteKeys;
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
  /** Indexed while Astro rendered the rest of the site. */
  background: boolean;
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

/**
 * The build's search index: a delta over the reused build's base, or a base of all pages. `started` is the base
 * begun while Astro rendered (a full build); the languages it has not indexed yet are indexed now.
 */
export async function buildSearchIndex(
  buildDir: string,
  reuse: string | null = null,
  started: IndexWhileRendering | null = null,
): Promise<SearchIndexResult> {
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
  const { timings, records } = await indexInto(
    buildDir,
    byLanguage(indexedPages(buildDir).files),
    BASE_DIR,
    started?.indexer,
  );
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

/**
 * Languages written without spaces between words, which Pagefind splits into many short words: their indexes take
 * far more memory than the others' (10,000 listings: ja 2.6 GB, zh 2.3 GB, against ru 1.8, ar 1.7 and de 1.5 GB).
 * Two of them at once put a full build's peak over 6 GB, so one of them runs beside a lighter language instead.
 */
export const WIDE_INDEX_LANGUAGES: ReadonlySet<string> = new Set(['ja', 'zh']);

/**
 * Which queued language to index next, beside the ones running: none of the wide-index languages while one of them
 * runs, and otherwise one of them first, so that each gets a lighter partner rather than the other one at the end.
 * -1 when the next must wait for a running one to end.
 */
export function nextLanguage(queued: readonly string[], running: Iterable<string>): number {
  const wide = (lang: string) => WIDE_INDEX_LANGUAGES.has(lang);
  if ([...running].some(wide)) return queued.findIndex((lang) => !wide(lang));
  const first = queued.findIndex(wide);
  return first >= 0 ? first : queued.length ? 0 : -1;
}

/**
 * Pagefind processes, one per language, indexing into `client/<folder>`: up to `limit` at a time, each output
 * merged into the folder as it ends. `finish` indexes what is left and writes the entry file.
 */
class LanguageIndexer {
  readonly timings: IndexTiming[] = [];
  readonly records: Record<string, string> = {};
  /** Languages handed to the indexer (queued, running or done). */
  readonly languages = new Set<string>();
  private readonly queue: Array<[string, string[]]> = [];
  private readonly entries: Record<string, unknown> = {};
  private entry: Record<string, unknown> = {};
  private readonly work: string;
  private readonly target: string;
  /** Languages being indexed. */
  private readonly running = new Set<string>();
  private limit = 0;
  private background = false;
  private failure: unknown = null;
  private readonly abort = new AbortController();
  private waiters: Array<() => void> = [];

  constructor(
    private readonly buildDir: string,
    folder: string,
  ) {
    this.target = path.join(buildDir, 'client', folder);
    // Inside the build folder, so the outputs move into place by rename; made by the first process, as Astro
    // empties the build folder when it starts.
    this.work = path.join(buildDir, '.pagefind-work');
  }

  add(lang: string, files: string[]): void {
    this.languages.add(lang);
    this.queue.push([lang, files]);
    this.pump();
  }

  /** Processes at once from now on; `background` ones run at the lowest priority (beside a render). */
  setLimit(limit: number, background: boolean): void {
    this.limit = limit;
    this.background = background;
    this.pump();
  }

  private pump(): void {
    while (!this.failure && this.running.size < this.limit && this.queue.length) {
      const k = nextLanguage(
        this.queue.map(([lang]) => lang),
        this.running,
      );
      if (k < 0) break;
      const next = this.queue.splice(k, 1)[0]!;
      this.running.add(next[0]);
      this.indexOne(next, this.background)
        .catch((err: unknown) => {
          this.failure ??= err;
          this.abort.abort();
        })
        .finally(() => {
          this.running.delete(next[0]);
          this.pump();
          for (const w of this.waiters.splice(0)) w();
        });
    }
  }

  private async indexOne([lang, files]: [string, string[]], background: boolean): Promise<void> {
    const started = performance.now();
    fs.mkdirSync(this.work, { recursive: true });
    const list = path.join(this.work, `${lang}.txt`);
    const out = path.join(this.work, lang);
    fs.writeFileSync(list, files.join('\n'));
    const args = [fileURLToPath(new URL('./pagefind-language.ts', import.meta.url)), this.buildDir, lang, out, list];
    await run('tsx', background ? [...args, '--background'] : args, {}, () => null, this.abort.signal);
    const own = JSON.parse(fs.readFileSync(path.join(out, 'pagefind-entry.json'), 'utf8'));
    this.entry = { ...own, languages: {} };
    Object.assign(this.entries, own.languages);
    fs.rmSync(path.join(out, 'pagefind-entry.json'));
    const hashes = JSON.parse(fs.readFileSync(path.join(out, RECORDS_FILE), 'utf8')) as Record<string, string>;
    for (const [file, hash] of Object.entries(hashes)) this.records[file] = hash;
    fs.rmSync(path.join(out, RECORDS_FILE));
    mergeInto(out, this.target);
    fs.rmSync(out, { recursive: true, force: true });
    this.timings.push({ lang, pages: files.length, seconds: (performance.now() - started) / 1000, background });
  }

  private async idle(): Promise<void> {
    while (this.running.size > 0 || (this.queue.length > 0 && !this.failure))
      await new Promise<void>((r) => this.waiters.push(r));
  }

  /** Indexes the languages still queued, `PARALLEL` at a time, and writes the entry file. */
  async finish(): Promise<{ timings: IndexTiming[]; records: Record<string, string> }> {
    try {
      this.setLimit(PARALLEL, false);
      await this.idle();
      if (this.failure) throw this.failure;
      fs.mkdirSync(this.target, { recursive: true });
      // Languages in a fixed order, so the same pages give the same entry file.
      const sorted = Object.fromEntries(
        Object.keys(this.entries)
          .sort()
          .map((l) => [l, this.entries[l]]),
      );
      fs.writeFileSync(
        path.join(this.target, 'pagefind-entry.json'),
        JSON.stringify({ ...this.entry, languages: sorted }),
      );
      return { timings: this.timings.sort((a, b) => a.lang.localeCompare(b.lang)), records: this.records };
    } finally {
      fs.rmSync(this.work, { recursive: true, force: true });
    }
  }

  /** Stops the processes (a build that failed) and removes the work folder. */
  async stop(): Promise<void> {
    this.queue.length = 0;
    this.abort.abort();
    await this.idle();
    fs.rmSync(this.work, { recursive: true, force: true });
  }
}

/** Indexes the pages of each language into `client/<folder>`; gives the time per language and the record hashes. */
async function indexInto(
  buildDir: string,
  pages: Map<string, string[]>,
  folder: string,
  indexer = new LanguageIndexer(buildDir, folder),
): Promise<{ timings: IndexTiming[]; records: Record<string, string> }> {
  for (const [lang, files] of pages) if (!indexer.languages.has(lang)) indexer.add(lang, files);
  return indexer.finish();
}

/** How often a build rendering in full looks for languages whose listing pages are all rendered. */
const FOLLOW_MS = 1000;

/** The base index of a full build, started while Astro renders (indexWhileRendering). */
export interface IndexWhileRendering {
  /** Stops looking for finished languages (the render has ended). */
  rendered(): void;
  /** Stops everything: the build failed. */
  stop(): Promise<void>;
  readonly indexer: LanguageIndexer;
}

/**
 * A full build's base index, started while Astro renders. Astro renders a route's pages in the order its
 * getStaticPaths gives them, and the listing pages come one language after the other, so most languages have all
 * their pages minutes before the render ends. Each language whose every listing page has its record noted
 * (./rendered-pages.ts) is indexed then, one at a time and at the lowest priority: on two cores the
 * renderer and its compressing thread leave about a fifth of the machine idle. What is left is indexed after the
 * render (buildSearchIndex), and the index is the same: each language's process reads the same records in the
 * same order either way.
 */
export function indexWhileRendering(buildDir: string): IndexWhileRendering {
  const indexer = new LanguageIndexer(buildDir, BASE_DIR);
  indexer.setLimit(1, true);
  const follower = new RecordsFollower(buildDir);
  let expected: Map<string, string[]> | null = null;
  const look = () => {
    try {
      // The page keys appear once Astro has listed the route's pages; they are written in one go, but may be
      // caught half written, which the next look reads again.
      if (!expected) {
        const pages = indexedPagesIfListed(buildDir);
        if (!pages) return;
        // Only a full build renders every listing page; an incremental one indexes its delta afterwards.
        if (pages.rendered.size !== pages.files.length) return stopLooking();
        expected = byLanguage(pages.files);
      }
      follower.poll();
      for (const [lang, files] of expected)
        if (!indexer.languages.has(lang) && follower.hasAll(lang, files)) indexer.add(lang, files);
    } catch (err) {
      // Anything but a half-written file: the languages not started yet are indexed after the render.
      if (!(err instanceof SyntaxError)) stopLooking();
    }
  };
  const timer = setInterval(look, FOLLOW_MS);
  const stopLooking = () => clearInterval(timer);
  return {
    indexer,
    rendered: stopLooking,
    stop: async () => {
      stopLooking();
      await indexer.stop();
    },
  };
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
