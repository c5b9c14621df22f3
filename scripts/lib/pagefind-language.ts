/**
 * Indexes one language's listing pages with Pagefind, in a process of its own so that the index of one language
 * at a time is in memory (the whole site's index at once grew past 10 GB). Called by scripts/lib/search-index.ts:
 *   tsx scripts/lib/pagefind-language.ts <client dir> <lang> <output dir> <file list>
 * The file list names the pages (relative to the client dir), one per line. Only the element marked
 * `data-pagefind-body` is handed to Pagefind, with the page's `<html lang>`: Pagefind then reads only that
 * (its ignore and meta attributes as on the full page) instead of parsing every 100 KB page whole. Beside the
 * index it writes each page's record hash (RECORDS_FILE).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { RECORDS_FILE, indexedHtml, pageUrl, recordHash } from './search-record';

const [clientDir, lang, outDir, listFile] = process.argv.slice(2);
if (!clientDir || !lang || !outDir || !listFile) {
  console.error('usage: pagefind-language.ts <client dir> <lang> <output dir> <file list>');
  process.exit(2);
}

const files = fs.readFileSync(listFile, 'utf8').split('\n').filter(Boolean);
const { index, errors } = await pagefind.createIndex({});
if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
let indexed = 0;
// Each page's record hash, for the next build's delta: worked out here, where the page is read anyway, and in two
// languages' processes at once, rather than by reading every page once more in the build's process.
const records: Record<string, string> = {};
// In file order, one at a time: Pagefind numbers pages as they arrive, so the same pages give the same index.
for (const file of files) {
  const html = indexedHtml(fs.readFileSync(path.join(clientDir, file), 'utf8'));
  records[file] = recordHash(html);
  if (!html) continue;
  const res = await index.addHTMLFile({ url: pageUrl(file), content: html });
  if (res.errors.length) throw new Error(`Pagefind ${file}: ${res.errors.join('; ')}`);
  indexed++;
}
const written = await index.writeFiles({ outputPath: outDir });
if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
await pagefind.close();
fs.writeFileSync(path.join(outDir, RECORDS_FILE), JSON.stringify(records));
console.log(JSON.stringify({ lang, indexed }));
