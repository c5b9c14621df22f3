/**
 * Indexes one language's listing pages with Pagefind, in a process of its own so that the index of one language
 * at a time is in memory (the whole site's index at once grew past 10 GB). Called by scripts/lib/search-index.ts:
 *   tsx scripts/lib/pagefind-language.ts <client dir> <lang> <output dir> <file list>
 * The file list names the pages (relative to the client dir), one per line. Only the element marked
 * `data-pagefind-body` is handed to Pagefind, with the page's `<html lang>`: Pagefind then reads only that
 * (its ignore and meta attributes as on the full page) instead of parsing every 100 KB page whole.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { indexedHtml, pageUrl } from './search-record';

const [clientDir, lang, outDir, listFile] = process.argv.slice(2);
if (!clientDir || !lang || !outDir || !listFile) {
  console.error('usage: pagefind-language.ts <client dir> <lang> <output dir> <file list>');
  process.exit(2);
}

const files = fs.readFileSync(listFile, 'utf8').split('\n').filter(Boolean);
const { index, errors } = await pagefind.createIndex({});
if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
let indexed = 0;
// In file order, one at a time: Pagefind numbers pages as they arrive, so the same pages give the same index.
for (const file of files) {
  const html = indexedHtml(fs.readFileSync(path.join(clientDir, file), 'utf8'));
  if (!html) continue;
  const res = await index.addHTMLFile({ url: pageUrl(file), content: html });
  if (res.errors.length) throw new Error(`Pagefind ${file}: ${res.errors.join('; ')}`);
  indexed++;
}
const written = await index.writeFiles({ outputPath: outDir });
if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
await pagefind.close();
console.log(JSON.stringify({ lang, indexed }));
