/**
 * What a build does with each file Astro renders, as it writes it and its bytes are in memory: writes its brotli
 * twin, notes a page's inline scripts for the Content-Security-Policy check, and keeps a listing page's search
 * record (what Pagefind reads of it). The later steps of the build read these notes instead of the pages: at
 * 10,000 listings in 15 languages the pages are 23 GB, more than the page cache holds, and each step read them
 * all from the disk again.
 *
 * Notes go to `rendered/` in the render process's build folder, one file per process (and per language for the
 * records), a JSON line per file: several Astro processes render a build at once (PORTAL_SHARD).
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
  /** PORTAL_SHARD of the process. */
  shard: string | undefined;
  /** The file, relative to the build's client folder. */
  file: string;
  bytes: Buffer;
}

const open = new Map<string, number>();

function appendLine(file: string, value: unknown): void {
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
  const notes = path.join(r.outDir, RENDERED_DIR);
  const html = r.bytes.toString('utf8');
  appendLine(path.join(notes, `scripts-${shard}.ndjson`), { file, scripts: inlineScriptHashes(html) } as PageScripts);
  // Pages with a search record are the listing pages (the only ones that mark a part for Pagefind).
  const record = indexedHtml(html);
  if (record !== null) {
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
