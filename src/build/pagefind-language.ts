/**
 * Indexes one language's listing pages with Pagefind, part by part (src/domain/search/text-parts.ts), in a process
 * of its own. Each part gets a Pagefind service of its own, ended before the next starts, so memory is that of one
 * part's index however many pages the language has (the whole site's index at once grew past 10 GB, one
 * language's of 10,000 listings to 2.6 GB). Started by ./language-indexer.ts:
 *   tsx src/build/pagefind-language.ts <build dir> <lang> <output dir> <file list> [--background]
 * The file list names the pages (relative to the build's client folder) with their part, `file<TAB>part`, one per
 * line; each part's index goes to `<output dir>/<part>/`. Pagefind gets each page's search record
 * (./search-record.ts): the element marked `data-pagefind-body` without what it ignores, with the page's
 * `<html lang>`, a tenth of the page. The records of the pages this build rendered were noted while Astro rendered
 * them and are read from the notes a part at a time; only the others (taken over from the live build) are read
 * from their files. Beside the parts it writes each page's record hash (RECORDS_FILE). `--background` runs it at
 * the lowest priority, with Pagefind's own processes, beside an Astro render that should not wait for it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { RECORDS_FILE, indexedHtml, pageUrl, recordHash } from './search-record';
import { RENDERED_DIR, recordLineFile, type SearchRecord } from './rendered-pages';

const [buildDir, lang, outDir, listFile, flag] = process.argv.slice(2);
if (!buildDir || !lang || !outDir || !listFile || (flag && flag !== '--background')) {
  console.error('usage: pagefind-language.ts <build dir> <lang> <output dir> <file list> [--background]');
  process.exit(2);
}
// Before Pagefind's processes start, which inherit it.
if (flag) os.setPriority(19);
const clientDir = path.join(buildDir, 'client');

// The pages of each part, in file order: Pagefind numbers pages as they arrive, so the same pages give the same index.
const parts = new Map<string, string[]>();
for (const line of fs.readFileSync(listFile, 'utf8').split('\n')) {
  if (!line) continue;
  const [file, part] = line.split('\t');
  if (!file || !part || !/^[a-z0-9-]+$/.test(part)) throw new Error(`${listFile}: bad line ${JSON.stringify(line)}`);
  const list = parts.get(part);
  if (list) list.push(file);
  else parts.set(part, [file]);
}
const noted = noteOffsets(new Set([...parts.values()].flat()));

/** Where each wanted page's record is in this language's notes (the last one noted), without keeping the records. */
function noteOffsets(wanted: ReadonlySet<string>): Map<string, { fd: number; offset: number; length: number }> {
  const dir = path.join(buildDir!, RENDERED_DIR);
  const out = new Map<string, { fd: number; offset: number; length: number }>();
  if (!fs.existsSync(dir)) return out;
  const prefix = `records-${lang}-`;
  const notes = fs
    .readdirSync(dir)
    .filter((f) => f.startsWith(prefix) && f.endsWith('.ndjson'))
    .sort();
  for (const name of notes) {
    const fd = fs.openSync(path.join(dir, name), 'r');
    const buf = Buffer.alloc(1 << 22);
    let rest = Buffer.alloc(0);
    let base = 0; // file offset of rest[0]
    for (let n = fs.readSync(fd, buf); n > 0; n = fs.readSync(fd, buf)) {
      const chunk = rest.length ? Buffer.concat([rest, buf.subarray(0, n)]) : buf.subarray(0, n);
      let from = 0;
      for (let nl = chunk.indexOf(10, from); nl >= 0; nl = chunk.indexOf(10, from)) {
        const file = recordLineFile(chunk.subarray(from, nl));
        if (wanted.has(file)) out.set(file, { fd, offset: base + from, length: nl - from });
        from = nl + 1;
      }
      rest = Buffer.from(chunk.subarray(from));
      base += from;
    }
  }
  return out;
}

function notedRecord(at: { fd: number; offset: number; length: number }): SearchRecord {
  const buf = Buffer.alloc(at.length);
  fs.readSync(at.fd, buf, 0, at.length, at.offset);
  return JSON.parse(buf.toString('utf8')) as SearchRecord;
}

// Each page's record hash, for the next build's delta.
const records: Record<string, string> = {};
let indexed = 0;
for (const [part, files] of [...parts].sort(([a], [b]) => a.localeCompare(b))) {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  // Pagefind's service takes the messages one after the other in the order they were sent, so several may be on
  // their way at once: waiting for each answer before sending the next left both processes idle a fifth of the time.
  const IN_FLIGHT = 64;
  const pending: Promise<void>[] = [];
  const failures: string[] = [];
  for (const file of files) {
    const at = noted.get(file);
    const note = at ? notedRecord(at) : null;
    const html = note ? note.html : indexedHtml(fs.readFileSync(path.join(clientDir, file), 'utf8'));
    records[file] = note ? note.hash : recordHash(html);
    if (!html) continue;
    pending.push(
      index.addHTMLFile({ url: pageUrl(file), content: html }).then(
        (res) => {
          if (res.errors.length) failures.push(`${file}: ${res.errors.join('; ')}`);
        },
        (err: unknown) => void failures.push(`${file}: ${String(err)}`),
      ),
    );
    indexed++;
    if (pending.length >= IN_FLIGHT) await pending.shift();
  }
  await Promise.all(pending);
  if (failures.length) throw new Error(`Pagefind ${failures.slice(0, 5).join(' | ')}`);
  const written = await index.writeFiles({ outputPath: path.join(outDir, part) });
  if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  // Ends the service and its memory: the next part starts a new one.
  await pagefind.close();
}
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, RECORDS_FILE), JSON.stringify(records));
console.log(JSON.stringify({ lang, indexed, parts: parts.size }));
