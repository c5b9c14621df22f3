/**
 * The Pagefind index of a build, made by one process per language (./language-indexer.ts), in parts by region
 * (src/domain/search/text-parts.ts): `client/pagefind/<part>/`, one Pagefind bundle each.
 *
 * Pagefind cannot add to or remove from an index, and indexing every listing page costs minutes at 10,000 listings
 * in 15 languages. So a build that reuses an earlier one keeps that build's index as the base (`client/pagefind`,
 * hard links) and indexes only the pages whose record (what Pagefind reads of them) differs from the base's, or
 * that the base lacks, into a delta
 * (`client/pagefind-delta/<part>/`, in the base's parts: a change in Tirol re-indexes only the delta of Tirol's part).
 * The browser searches both: the base's hits minus every listing the delta holds, plus the delta's hits
 * (src/islands/search/text-hits.ts). When the delta would exceed SEARCH_DELTA_MAX_PERCENT of the pages (default a
 * fifth), or a page's region has no part in the base's partition, the base is built again from all pages, partitioned
 * anew, and the delta is empty.
 */
import fs from 'node:fs';
import path from 'node:path';
import { indexedHtml, recordHash } from './search-record';
import { renderedRecordHashes } from './rendered-pages';
import { env } from '../config/env';
import { byLanguage, indexedPages } from './indexed-pages';
import type { IndexWhileRendering } from './index-while-rendering';
import { indexInto, type IndexTiming } from './language-indexer';
import { linkTreeGradually } from './take-over';
import { listingRegions, pageParts, partitionAll } from './text-parts';
import { isTextPartition, type TextPart } from '~/domain/search/text-parts';

/** The base index's folder and the delta's, in the client folder; the text index's manifest beside them. */
export const BASE_DIR = 'pagefind';
export const DELTA_DIR = 'pagefind-delta';
export const DELTA_MANIFEST = 'pagefind-delta.json';
/**
 * The base index's file a file of the delta index (`file` under the client folder `client`) matches: Pagefind writes
 * the same scripts and styles into both, so the delta's may take the base's twins (./precompress.ts). Null for a
 * file outside the delta.
 */
export function baseCounterpart(client: string, file: string): string | null {
  const rel = path.relative(client, file).split(path.sep);
  return rel.length > 1 && rel[0] === DELTA_DIR ? path.join(client, BASE_DIR, ...rel.slice(1)) : null;
}

/**
 * In the build folder (not served): the pages the base index was built from, with their records' hashes, its
 * partition and each part's languages (BaseManifest).
 */
export const BASE_MANIFEST = 'pagefind-base.json';
/** In the build folder: every indexed page of this build with its record's hash, for the next build. */
export const PAGE_RECORDS = 'pagefind-pages.json';

/**
 * What the browser reads before a text search (DELTA_MANIFEST): the partition, and per part the languages of its
 * base index and of its delta index (a part without a delta is not listed there); `pages` in the delta.
 */
export interface DeltaManifest {
  parts: TextPart[];
  base: Record<string, string[]>;
  delta: Record<string, string[]>;
  pages: number;
}

interface BaseManifest {
  pages: Record<string, string>;
  parts: TextPart[];
  languages: Record<string, string[]>;
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

export interface SearchIndexResult {
  /** The base index: built from all pages, or taken over from the reused build. */
  base: 'built' | 'reused';
  /** Pages in the delta index. */
  deltaPages: number;
  timings: IndexTiming[];
  /** Parts of the text index (src/domain/search/text-parts.ts). */
  parts: number;
}

/** Whether a build reusing `reuse` may take that build's base index over (as buildSearchIndex does). */
export function reusableBase(reuse: string | null): boolean {
  return (
    !!reuse && fs.existsSync(path.join(reuse, BASE_MANIFEST)) && fs.existsSync(path.join(reuse, 'client', BASE_DIR))
  );
}

/**
 * The build's search index: a delta over the reused build's base, or a base of all pages. `started` is the base
 * begun while Astro rendered (a full build); the languages it has not indexed yet are indexed now. `baseLinked`:
 * the reused build's base is linked into the build's client folder already, completely (./take-over.ts links it
 * while Astro renders); a base linked in part is completed here, and removed when the base is built again.
 */
export async function buildSearchIndex(
  buildDir: string,
  reuse: string | null = null,
  started: IndexWhileRendering | null = null,
  baseLinked = false,
): Promise<SearchIndexResult> {
  const client = path.join(buildDir, 'client');
  const baseManifest = reuse ? path.join(reuse, BASE_MANIFEST) : null;
  const reusable = reusableBase(reuse);
  let regions = started?.partition?.regions ?? null;
  if (reusable && baseManifest) {
    // Only the rendered pages are read; the others carry their hash from the reused build.
    const current = recordHashes(buildDir, reuse);
    fs.writeFileSync(path.join(buildDir, PAGE_RECORDS), JSON.stringify({ pages: current }));
    const base = JSON.parse(fs.readFileSync(baseManifest, 'utf8')) as Partial<BaseManifest>;
    const delta = base.pages ? deltaPages(current, base.pages, env().SEARCH_DELTA_MAX_PERCENT) : null;
    regions ??= listingRegions(env().DATA_DIR);
    // The delta's pages go into the base's parts (a base from before the parts has none: built again).
    const partOf =
      delta && isTextPartition(base.parts) && base.languages ? pageParts(delta, base.parts, regions) : null;
    if (delta && partOf) {
      if (!baseLinked) await linkTreeGradually(path.join(reuse!, 'client', BASE_DIR), path.join(client, BASE_DIR));
      fs.copyFileSync(baseManifest, path.join(buildDir, BASE_MANIFEST));
      const made = delta.length ? await indexInto(buildDir, byLanguage(delta), partOf, DELTA_DIR) : null;
      writeDeltaManifest(client, {
        parts: base.parts!,
        base: base.languages!,
        delta: made?.languages ?? {},
        pages: delta.length,
      });
      return { base: 'reused', deltaPages: delta.length, timings: made?.timings ?? [], parts: base.parts!.length };
    }
  }
  // A base of all pages, partitioned anew (as the indexing begun while Astro rendered did): the language processes
  // hash the records as they read the pages. The reused build's base, linked while Astro rendered, is not it.
  if (reuse) fs.rmSync(path.join(client, BASE_DIR), { recursive: true, force: true });
  const files = indexedPages(buildDir).files;
  const partition = started?.partition ?? partitionAll(files, regions ?? listingRegions(env().DATA_DIR));
  const { timings, records, languages } = await indexInto(
    buildDir,
    byLanguage(files),
    partition.partOf,
    BASE_DIR,
    started?.indexer,
  );
  const pages = Object.fromEntries(
    Object.keys(records)
      .sort()
      .map((f) => [f, records[f]!]),
  );
  fs.writeFileSync(path.join(buildDir, PAGE_RECORDS), JSON.stringify({ pages }));
  const manifest: BaseManifest = { pages, parts: partition.parts, languages };
  fs.writeFileSync(path.join(buildDir, BASE_MANIFEST), JSON.stringify(manifest));
  writeDeltaManifest(client, { parts: partition.parts, base: languages, delta: {}, pages: 0 });
  return { base: 'built', deltaPages: 0, timings, parts: partition.parts.length };
}

function writeDeltaManifest(client: string, manifest: DeltaManifest): void {
  fs.writeFileSync(path.join(client, DELTA_MANIFEST), JSON.stringify(manifest));
}
