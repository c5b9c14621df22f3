/**
 * Pagefind processes, one per language (./pagefind-language.ts), two at a time on two cores or more; each indexes
 * its language part by part (src/domain/search/text-parts.ts), so memory stays that of one or two parts' indexes
 * however many pages the site has. Their outputs are merged into one folder per part (every file but
 * `pagefind-entry.json` is named by its content or shared and identical; a part's entry lists its languages).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../cli/run-command';
import { RECORDS_FILE } from './search-record';

export interface IndexTiming {
  lang: string;
  pages: number;
  seconds: number;
  /** Indexed while Astro rendered the rest of the site. */
  background: boolean;
}

/** A language's pages and each page's part. */
type Job = [lang: string, files: string[], partOf: ReadonlyMap<string, string>];

/** Languages indexed at the same time: one per core, at most two (each holds one language's index). */
const PARALLEL = Math.max(1, Math.min(2, os.availableParallelism()));

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
export class LanguageIndexer {
  readonly timings: IndexTiming[] = [];
  readonly records: Record<string, string> = {};
  /** Languages handed to the indexer (queued, running or done). */
  readonly languages = new Set<string>();
  private readonly queue: Job[] = [];
  /** Per part: its languages' entries, and the rest of its entry file (the same for every language). */
  private readonly entries = new Map<string, { languages: Record<string, unknown>; entry: Record<string, unknown> }>();
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

  /** Queues a language's pages; `partOf` gives each page's part. */
  add(lang: string, files: string[], partOf: ReadonlyMap<string, string>): void {
    this.languages.add(lang);
    this.queue.push([lang, files, partOf]);
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

  private async indexOne([lang, files, partOf]: Job, background: boolean): Promise<void> {
    const started = performance.now();
    fs.mkdirSync(this.work, { recursive: true });
    const list = path.join(this.work, `${lang}.txt`);
    const out = path.join(this.work, lang);
    fs.writeFileSync(
      list,
      files
        .map((f) => {
          const part = partOf.get(f);
          if (!part) throw new Error(`${f}: no part of the text index`);
          return `${f}\t${part}`;
        })
        .join('\n'),
    );
    const args = [fileURLToPath(new URL('./pagefind-language.ts', import.meta.url)), this.buildDir, lang, out, list];
    await run('tsx', background ? [...args, '--background'] : args, {}, () => null, this.abort.signal);
    const hashes = JSON.parse(fs.readFileSync(path.join(out, RECORDS_FILE), 'utf8')) as Record<string, string>;
    for (const [file, hash] of Object.entries(hashes)) this.records[file] = hash;
    fs.rmSync(path.join(out, RECORDS_FILE));
    for (const part of fs.readdirSync(out)) {
      const entryFile = path.join(out, part, 'pagefind-entry.json');
      const own = JSON.parse(fs.readFileSync(entryFile, 'utf8'));
      let e = this.entries.get(part);
      if (!e) this.entries.set(part, (e = { languages: {}, entry: {} }));
      e.entry = { ...own, languages: {} };
      Object.assign(e.languages, own.languages);
      fs.rmSync(entryFile);
      mergeInto(path.join(out, part), path.join(this.target, part));
    }
    fs.rmSync(out, { recursive: true, force: true });
    this.timings.push({ lang, pages: files.length, seconds: (performance.now() - started) / 1000, background });
  }

  private async idle(): Promise<void> {
    while (this.running.size > 0 || (this.queue.length > 0 && !this.failure))
      await new Promise<void>((r) => this.waiters.push(r));
  }

  /** Indexes the languages still queued, `PARALLEL` at a time, and writes each part's entry file. */
  async finish(): Promise<IndexResult> {
    try {
      this.setLimit(PARALLEL, false);
      await this.idle();
      if (this.failure) throw this.failure;
      fs.mkdirSync(this.target, { recursive: true });
      const languages: Record<string, string[]> = {};
      for (const part of [...this.entries.keys()].sort()) {
        const e = this.entries.get(part)!;
        // Languages in a fixed order, so the same pages give the same entry file.
        const langs = Object.keys(e.languages).sort();
        languages[part] = langs;
        fs.writeFileSync(
          path.join(this.target, part, 'pagefind-entry.json'),
          JSON.stringify({ ...e.entry, languages: Object.fromEntries(langs.map((l) => [l, e.languages[l]])) }),
        );
      }
      return {
        timings: this.timings.sort((a, b) => a.lang.localeCompare(b.lang)),
        records: this.records,
        languages,
      };
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

/** What an indexer made: the time per language, the record hashes, and each part's languages. */
export interface IndexResult {
  timings: IndexTiming[];
  records: Record<string, string>;
  /** Part key → the languages it has an index for (a part without pages in a language has none for it). */
  languages: Record<string, string[]>;
}

/**
 * Indexes the pages of each language into `client/<folder>/<part>/`; gives the time per language, the record
 * hashes and the parts' languages.
 */
export async function indexInto(
  buildDir: string,
  pages: Map<string, string[]>,
  partOf: ReadonlyMap<string, string>,
  folder: string,
  indexer = new LanguageIndexer(buildDir, folder),
): Promise<IndexResult> {
  for (const [lang, files] of pages) if (!indexer.languages.has(lang)) indexer.add(lang, files, partOf);
  return indexer.finish();
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
