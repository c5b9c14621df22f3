/**
 * What the build does with each file as Astro renders it (src/build/rendered-pages.ts): the brotli twin
 * beside it, the page's inline scripts and a listing page's search record noted for the later steps, by process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { noteRenderedFile, renderedRecordHashes, renderedRecords, renderedScripts } from '~/build/rendered-pages';
import { indexedHtml, recordHash } from '~/build/search-record';
import { scriptHash } from '~/build/page-scripts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rendered-pages-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const filler = '<p>Ruhige Lage, nahe U-Bahn und Schulen.</p>'.repeat(30);
const listingPage = (title: string) =>
  Buffer.from(
    `<!doctype html><html lang="en"><head><script>document.documentElement.dataset.x = "1";</script>` +
      `<script type="application/ld+json">{"@type":"RealEstateListing"}</script></head><body>` +
      `<article class="grid" data-pagefind-body><h1 data-pagefind-meta="title">${title}</h1>${filler}` +
      `<aside data-pagefind-ignore><form>Contact</form></aside></article>` +
      `<script>console.log("ä € 中 🏠");</script></body></html>`,
  );

describe('files noted as Astro renders them', () => {
  it('writes a listing page’s twin, its scripts and its search record', () => {
    // Characters of one, two, three and four bytes in UTF-8, in the record and in a script.
    const bytes = listingPage('Flat in Vienna – Квартира, 350 000 € 中文 🏠');
    const file = 'en/immobilien/7/flat/index.html';
    noteRenderedFile({ outDir: dir, shard: '1/2', file, bytes });
    const twin = fs.readFileSync(path.join(dir, 'client', `${file}.br`));
    expect(zlib.brotliDecompressSync(twin).equals(bytes)).toBe(true);

    expect(renderedScripts(dir).get(file)).toEqual([
      scriptHash('document.documentElement.dataset.x = "1";'),
      scriptHash('console.log("ä € 中 🏠");'),
    ]);
    const record = renderedRecords(dir, 'en').get(file)!;
    expect(record.html).toBe(indexedHtml(bytes.toString('utf8')));
    expect(record.html).toContain('Квартира, 350 000 € 中文 🏠');
    expect(record.html).not.toContain('Contact');
    expect(record.hash).toBe(recordHash(record.html));
    expect(renderedRecordHashes(dir).get(file)).toBe(record.hash);
    expect(renderedRecords(dir, 'de').size).toBe(0);
    // the process's own notes
    expect(fs.readdirSync(path.join(dir, 'rendered')).sort()).toEqual(['records-en-1.ndjson', 'scripts-1.ndjson']);
  });

  it('notes a German page under German, and keeps each process’s notes apart', () => {
    const bytes = listingPage('Wohnung in Wien');
    const file = 'immobilien/8/wohnung/index.html';
    noteRenderedFile({ outDir: dir, shard: undefined, file, bytes });
    expect(renderedRecords(dir, 'de').get(file)?.html).toContain('Wohnung in Wien');
    expect(fs.readdirSync(path.join(dir, 'rendered'))).toContain('records-de-0.ndjson');
    expect(renderedScripts(dir).size).toBe(2);
  });

  it('gives pages without a part marked for the search index a twin and their scripts but no record, and other files only a twin', () => {
    const page = Buffer.from(`<html><body><main>${filler}</main><script>go()</script></body></html>`);
    const file = 'hilfe/index.html';
    noteRenderedFile({ outDir: dir, shard: '0/2', file, bytes: page });
    expect(fs.existsSync(path.join(dir, 'client', 'hilfe/index.html.br'))).toBe(true);
    expect(renderedScripts(dir).get(file)).toEqual([scriptHash('go()')]);
    expect(renderedRecordHashes(dir).has(file)).toBe(false);

    const card = Buffer.from(JSON.stringify({ id: 9, title: 'x'.repeat(600) }));
    const json = 'listing-cards/9.json';
    noteRenderedFile({ outDir: dir, shard: '0/2', file: json, bytes: card });
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'client', 'listing-cards/9.json.br')))).toEqual(
      card,
    );
    expect(renderedScripts(dir).has(json)).toBe(false);
    // too small to be worth a twin
    noteRenderedFile({ outDir: dir, shard: '0/2', file: 'robots.txt', bytes: Buffer.from('x') });
    expect(fs.existsSync(path.join(dir, 'client', 'robots.txt.br'))).toBe(false);
  });
});
