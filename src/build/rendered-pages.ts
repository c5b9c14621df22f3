/**
 * What a build does with each file Astro renders, as it writes it and its bytes are in memory: writes its brotli
 * twin, notes a page's inline scripts for the Content-Security-Policy check, and keeps a listing page's search
 * record (what Pagefind reads of it). The later steps of the build read these notes instead of the pages: at
 * 10,000 listings in 15 languages the pages are 23 GB, more than the page cache holds, and each step read them
 * all from the disk again.
 *
 * Notes go to `rendered/` in the build folder (every render process writes its own there), one file per process
 * (and per language for the records), a JSON line per file: several Astro processes render a build at once
 * (PORTAL_SHARD). Each line is written whole with one call, and a language's records are complete once its last
 * listing page is rendered, so the search index can start on a language while Astro renders the rest.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseShard } from '~/site/incremental/static-paths';
import { indexedHtml, languageOfFile, recordHash } from './search-record';
import { inlineScriptHashes } from './page-scripts';
import { brotliOptions, wantsTwin } from './twins';

/** In the build folder (not served). */
export const RENDERED_DIR = 'rendered';

/** A page and the hashes of its inline scripts. */
export interface PageScripts {
  file: string;
  scripts: string[];
}

/** A listing page's search record: what Pagefind indexes of it, and its hash. */
export interface SearchRecord {
  file: string;
  hash: string;
  html: string | null;
}

export interface RenderedFile {
  /** The build folder Astro renders into (PORTAL_OUT_DIR). */
  outDir: string;
  /** The build folder whose `rendered/` gets the notes (PORTAL_NOTES_DIR); `outDir` when not set. */
  notesDir?: string;
  /** PORTAL_SHARD of the process. */
  shard: string | undefined;
  /** The file, relative to the build's client folder. */
  file: string;
  bytes: Buffer;
}

const open = new Map<string, number>();

function appendLine(file: string, value: unknown): void {
  // One write of the whole line: a reader following the file sees lines whole or not at all (RecordsFollower).
  let fd = open.get(file);
  if (fd === undefined) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fd = fs.openSync(file, 'a');
    open.set(file, fd);
  }
  fs.writeSync(fd, `${JSON.stringify(value)}\n`);
}

/** Handles one file Astro has written: its twin beside it, and for a page the notes. */
export function noteRenderedFile(r: RenderedFile): void {
  const { file } = r;
  const client = path.join(r.outDir, 'client');
  if (wantsTwin(file, r.bytes.length)) {
    const twin = path.join(client, `${file}.br`);
    fs.mkdirSync(path.dirname(twin), { recursive: true });
    fs.writeFileSync(twin, zlib.brotliCompressSync(r.bytes, brotliOptions(file, r.bytes.length)));
  }
  if (!file.endsWith('.html')) return;
  const shard = parseShard(r.shard).index;
  const notes = path.join(r.notesDir ?? r.outDir, RENDERED_DIR);
  // The page's bytes as Latin-1, one character a byte: a copy into a flat string of 110 KB, where decoding UTF-8
  // makes one of 220 KB as soon as the page holds a character beyond Latin-1 (a euro sign, a language's name in its
  // own script: every page). The scripts and the marked part are found by their ASCII tags, so their places and
  // bytes are the file's; only the search record, a few KB, is decoded as UTF-8.
  const bytes = r.bytes.toString('latin1');
  const scripts = inlineScriptHashes(bytes, 'latin1');
  appendLine(path.join(notes, `scripts-${shard}.ndjson`), { file, scripts } as PageScripts);
  // Pages with a search record are the listing pages (the only ones that mark a part for Pagefind).
  const indexed = indexedHtml(bytes);
  if (indexed !== null) {
    const record = Buffer.from(indexed, 'latin1').toString('utf8');
    const line: SearchRecord = { file, hash: recordHash(record), html: record };
    appendLine(path.join(notes, `records-${languageOfFile(file)}-${shard}.ndjson`), line);
  }
}

function* lines<T>(file: string): Generator<T> {
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) if (line) yield JSON.parse(line) as T;
}

function notes(buildDir: string, prefix: string): string[] {
  const dir = path.join(buildDir, RENDERED_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.startsWith(prefix) && f.endsWith('.ndjson'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** The inline scripts of every page rendered into the build, by page file. */
export function renderedScripts(buildDir: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of notes(buildDir, 'scripts-')) for (const p of lines<PageScripts>(file)) out.set(p.file, p.scripts);
  return out;
}

/** The search records of one language's listing pages rendered into the build, by page file. */
export function renderedRecords(buildDir: string, lang: string): Map<string, SearchRecord> {
  const out = new Map<string, SearchRecord>();
  for (const file of notes(buildDir, `records-${lang}-`)) for (const r of lines<SearchRecord>(file)) out.set(r.file, r);
  return out;
}

/** The record hash of every listing page rendered into the build, by page file. */
export function renderedRecordHashes(buildDir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of notes(buildDir, 'records-')) for (const r of lines<SearchRecord>(file)) out.set(r.file, r.hash);
  return out;
}

/**
 * The page a line of a records note is about, decoding and parsing only its name, not the record that follows
 * (5 KB a page, 800 MB over a full build at 10,000 listings in 15 languages).
 */
export function recordLineFile(line: Buffer): string {
  // A record is written as {"file":…,"hash":…,"html":…}; the whole line is parsed if that ever changes.
  const end = line.indexOf(',"hash":');
  const head = end > 0 ? `${line.toString('utf8', 0, end)}}` : line.toString('utf8');
  return (JSON.parse(head) as Pick<SearchRecord, 'file'>).file;
}

/**
 * Follows the records noted in a build folder while Astro renders: which listing pages of each language have
 * their record so far. Each call of `poll` reads only what was written since the last one, and counts a line only
 * once it is whole.
 */
export class RecordsFollower {
  private readonly read = new Map<string, { offset: number; rest: Buffer }>();
  private readonly seen = new Map<string, Set<string>>();

  constructor(private readonly buildDir: string) {}

  poll(): void {
    for (const note of notes(this.buildDir, 'records-')) {
      const state = this.read.get(note) ?? { offset: 0, rest: Buffer.alloc(0) };
      this.read.set(note, state);
      const fd = fs.openSync(note, 'r');
      try {
        const size = fs.fstatSync(fd).size;
        if (size <= state.offset) continue;
        const chunk = Buffer.alloc(size - state.offset);
        const got = fs.readSync(fd, chunk, 0, chunk.length, state.offset);
        state.offset += got;
        let data = Buffer.concat([state.rest, chunk.subarray(0, got)]);
        // A newline byte never occurs inside a UTF-8 character, so the buffer splits into whole lines.
        for (let nl = data.indexOf(10); nl >= 0; nl = data.indexOf(10)) {
          const line = data.subarray(0, nl);
          data = data.subarray(nl + 1);
          if (!line.length) continue;
          const file = recordLineFile(line);
          const lang = languageOfFile(file);
          let set = this.seen.get(lang);
          if (!set) this.seen.set(lang, (set = new Set()));
          set.add(file);
        }
        state.rest = Buffer.from(data);
      } finally {
        fs.closeSync(fd);
      }
    }
  }

  /** Whether every one of `files` (pages of one language) has its record. */
  hasAll(lang: string, files: readonly string[]): boolean {
    const set = this.seen.get(lang);
    return !!set && set.size >= files.length && files.every((f) => set.has(f));
  }
}
