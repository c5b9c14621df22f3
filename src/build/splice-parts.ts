/**
 * The detail pages' parts' files in a build. A full build cuts them from its pages (cutParts), which hold them
 * already, rather than rendering them (src/site/incremental/static-paths.ts, howBuilt).
 *
 * An incremental build's last word on the detail pages: a page it took over from the live build whose parts
 * (similar listings, price in context: src/domain/page-parts.ts) it rendered again gets them spliced in,
 * and its brotli twin made again, so that every page shows the current neighbours, complete without JavaScript,
 * byte for byte as a full build renders it. The new file replaces the taken-over one under its name (a rename):
 * the live build's file, a hard link of it, stays as it was.
 *
 * The search index needs nothing: the parts are outside what Pagefind reads of the page (the similar listings
 * stand outside its body, the price in context is marked data-pagefind-ignore), so the page keeps the live build's
 * record. Nor the script check: the parts hold no script.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { readRouteKeys as readKeys, type RouteKeys } from '../site/incremental/static-paths';
import { PARTS_SEGMENT, pageOfPartsFile, partsOfBytes, spliceParts as splicedPage } from '../domain/page-parts';
import { INDEXED_ROUTES } from './search-record';
import { brotliOptions, wantsTwin } from './twins';
import { inlineScriptHashes } from './page-scripts';

const brotli = promisify(zlib.brotliCompress);

/** The detail pages' route, and their parts'. */
export const DETAIL_ROUTE = INDEXED_ROUTES[0]!;
export const PARTS_ROUTE = `${DETAIL_ROUTE}/${PARTS_SEGMENT}`;

/** Pages spliced at once (the brotli runs in the thread pool); parts' files cut at once, twice as many. */
const AT_ONCE = 4;

/**
 * Writes the parts' files the build in `out` recorded as its own but Astro did not write (a full build's, all of
 * them), each from its page's bytes (right after Astro, before takeOverPages checks that every file is there),
 * several at once so that reading one page overlaps cutting another. Returns the files written with their inline
 * scripts' hashes, as Astro's notes give them for the pages it wrote (./rendered-pages.ts): the build's script
 * check takes them from there instead of reading every parts' file again.
 */
export async function cutParts(out: string): Promise<Map<string, string[]>> {
  const written = new Map<string, string[]>();
  const parts = readKeys(out, PARTS_ROUTE);
  if (!parts) return written;
  const client = path.join(out, 'client');
  const files = parts.rendered;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const page = pageOfPartsFile(file);
      if (!page) throw new Error(`${file} is no page's parts' file`);
      const target = path.join(client, file);
      if (fs.existsSync(target)) continue;
      const bytes = partsOfBytes(await fs.promises.readFile(path.join(client, page)));
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.writeFile(target, bytes);
      written.set(file, inlineScriptHashes(bytes.toString('latin1'), 'latin1'));
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE * 2 }, worker));
  return written;
}

/** The pages taken over whose parts were rendered again, each with its parts' file. Pure, for the tests. */
export function pagesToSplice(detail: RouteKeys, parts: RouteKeys): Array<{ page: string; parts: string }> {
  const renderedPages = new Set(detail.rendered);
  const out: Array<{ page: string; parts: string }> = [];
  for (const file of parts.rendered) {
    const page = pageOfPartsFile(file);
    // A page rendered in this build holds its parts as they are now already.
    if (page && page in detail.pages && !renderedPages.has(page)) out.push({ page, parts: file });
  }
  return out;
}

export interface SpliceResult {
  /** Pages that got new parts. */
  pages: number;
  /** Of the time, compressing their twins (summed over the pages compressed at once). */
  brotliSeconds: number;
}

/** Splices the rendered parts into the taken-over pages of the build in `out` (after takeOverPages). */
export async function spliceParts(out: string): Promise<SpliceResult> {
  const detail = readKeys(out, DETAIL_ROUTE);
  const parts = readKeys(out, PARTS_ROUTE);
  if (!detail || !parts) return { pages: 0, brotliSeconds: 0 };
  const client = path.join(out, 'client');
  const todo = pagesToSplice(detail, parts);
  let next = 0;
  let brotliMs = 0;
  const write = async (file: string, data: Buffer) => {
    // A new file under the name: the taken-over one is a hard link shared with the live build.
    await fs.promises.writeFile(`${file}.splice`, data);
    await fs.promises.rename(`${file}.splice`, file);
  };
  const worker = async () => {
    while (next < todo.length) {
      const { page, parts: partsFile } = todo[next++]!;
      const file = path.join(client, page);
      const [html, partsHtml] = await Promise.all([
        fs.promises.readFile(file, 'utf8'),
        fs.promises.readFile(path.join(client, partsFile), 'utf8'),
      ]);
      const data = Buffer.from(splicedPage(html, partsHtml));
      await write(file, data);
      if (!wantsTwin(file, data.length)) {
        await fs.promises.rm(`${file}.br`, { force: true });
        continue;
      }
      const t0 = performance.now();
      const br = await brotli(data, brotliOptions(file, data.length));
      brotliMs += performance.now() - t0;
      await write(`${file}.br`, br);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return { pages: todo.length, brotliSeconds: brotliMs / 1000 };
}
