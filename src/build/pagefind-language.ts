/**
 * Indexes one language's listing pages with Pagefind, in a process of its own so that the index of one language
 * at a time is in memory (the whole site's index at once grew past 10 GB). Started by ./language-indexer.ts:
 *   tsx src/build/pagefind-language.ts <build dir> <lang> <output dir> <file list> [--background]
 * The file list names the pages (relative to the build's client folder), one per line. Pagefind gets each page's
 * search record (./search-record.ts): the element marked `data-pagefind-body` without what it ignores,
 * with the page's `<html lang>`, a tenth of the page. The records of the pages this build rendered were noted
 * while Astro rendered them; only the others (taken over from the live build) are read from their files. Beside
 * the index it writes each page's record hash (RECORDS_FILE). `--background` runs it at the lowest priority, with
 * Pagefind's own process, beside an Astro render that should not wait for it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { RECORDS_FILE, indexedHtml, pageUrl, recordHash } from './search-record';
import { renderedRecords } from './rendered-pages';

const [buildDir, lang, outDir, listFile, flag] = process.argv.slice(2);
if (!buildDir || !lang || !outDir || !listFile || (flag && flag !== '--background')) {
  console.error('usage: pagefind-language.ts <build dir> <lang> <output dir> <file list> [--background]');
  process.exit(2);
}
// Before Pagefind's process starts, which inherits it.
if (flag) os.setPriority(19);
const clientDir = path.join(buildDir, 'client');
const noted = renderedRecords(buildDir, lang);

const files = fs.readFileSync(listFile, 'utf8').split('\n').filter(Boolean);
const { index, errors } = await pagefind.createIndex({});
if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
let indexed = 0;
// Each page's record hash, for the next build's delta.
const records: Record<string, string> = {};
// In file order: Pagefind numbers pages as they arrive, so the same pages give the same index. Its service takes
// the messages one after the other in the order they were sent, so several may be on their way at once: waiting
// for each answer before sending the next left both processes idle a fifth of the time.
const IN_FLIGHT = 64;
const pending: Promise<void>[] = [];
const failures: string[] = [];
for (const file of files) {
  const note = noted.get(file);
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
const written = await index.writeFiles({ outputPath: outDir });
if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
await pagefind.close();
fs.writeFileSync(path.join(outDir, RECORDS_FILE), JSON.stringify(records));
console.log(JSON.stringify({ lang, indexed }));
