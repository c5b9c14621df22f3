/**
 * Which part of the free-text index (src/domain/search/text-parts.ts) each listing page goes into: its listing's
 * region, read from the listing snapshot the build renders.
 */
import fs from 'node:fs';
import { BUNDESLAENDER } from '~/domain/vocabulary';
import type { Region } from '~/domain/search/index-parts';
import { partitionText, textPartOf, type TextPart } from '~/domain/search/text-parts';
import { snapshotFiles } from '~/snapshot/paths';

/** The listing a page file shows: `en/immobilien/17/slug/index.html` → 17; null for another page. */
export function listingOfFile(file: string): number | null {
  const m = /(?:^|\/)immobilien\/(\d+)\//.exec(file);
  return m ? Number(m[1]) : null;
}

/**
 * Each listing's region, from the snapshot's properties.json, read a listing at a time: at 100,000 listings the file
 * is about 500 MB, which parsed whole would take a few GB of the build's process for two fields.
 */
export function listingRegions(dataDir?: string): Map<number, Region> {
  const file = snapshotFiles(dataDir).properties;
  const out = new Map<number, Region>();
  if (!fs.existsSync(file)) return out;
  const known = new Set<string>(BUNDESLAENDER);
  for (const json of arrayElements(file)) {
    const l = JSON.parse(json) as { id?: unknown; location?: { bundesland?: unknown } | null };
    if (typeof l.id !== 'number') continue;
    const b = l.location?.bundesland;
    out.set(l.id, typeof b === 'string' && known.has(b) ? (b as Region) : 'none');
  }
  return out;
}

/**
 * The objects of a JSON array file, as text, one at a time, read `chunkBytes` at a time (strings and nesting
 * tracked bytewise).
 */
export function* arrayElements(file: string, chunkBytes = 1 << 22): Generator<string> {
  const fd = fs.openSync(file, 'r');
  try {
    const buf = Buffer.alloc(chunkBytes);
    let depth = 0;
    let inString = false;
    let escaped = false;
    let parts: Buffer[] = [];
    let start = -1;
    for (let n = fs.readSync(fd, buf); n > 0; n = fs.readSync(fd, buf)) {
      for (let i = 0; i < n; i++) {
        const c = buf[i]!;
        if (inString) {
          if (escaped) escaped = false;
          else if (c === 0x5c) escaped = true;
          else if (c === 0x22) inString = false;
          continue;
        }
        if (c === 0x22) inString = true;
        else if (c === 0x7b || c === 0x5b) {
          if (depth === 1 && c === 0x7b) start = i;
          depth++;
        } else if (c === 0x7d || c === 0x5d) {
          depth--;
          if (depth === 1 && c === 0x7d) {
            parts.push(Buffer.from(buf.subarray(Math.max(start, 0), i + 1)));
            yield Buffer.concat(parts).toString('utf8');
            parts = [];
            start = -1;
          }
        }
      }
      // An element running on into the next read: keep what this one has of it.
      if (depth > 1) {
        parts.push(Buffer.from(buf.subarray(Math.max(start, 0), n)));
        start = 0;
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** Listings per region among these pages (each listing once, whatever its languages). */
export function regionCounts(files: Iterable<string>, regions: ReadonlyMap<number, Region>): Map<Region, number> {
  const seen = new Set<number>();
  const counts = new Map<Region, number>();
  for (const f of files) {
    const id = listingOfFile(f);
    if (id === null || seen.has(id)) continue;
    seen.add(id);
    const r = regions.get(id) ?? 'none';
    counts.set(r, (counts.get(r) ?? 0) + 1);
  }
  return counts;
}

/** A partition for these pages: their listings counted by region. */
export function partitionPages(files: Iterable<string>, regions: ReadonlyMap<number, Region>): TextPart[] {
  return partitionText(regionCounts(files, regions));
}

/**
 * Each page's part key. A page of a listing the snapshot lacks (withdrawn since the render began) counts as
 * region `none`; null when the partition has no part for some page's region (an earlier build's partition).
 */
export function pageParts(
  files: Iterable<string>,
  parts: readonly TextPart[],
  regions: ReadonlyMap<number, Region>,
): Map<string, string> | null {
  const out = new Map<string, string>();
  for (const f of files) {
    const id = listingOfFile(f) ?? 0;
    const part = textPartOf(parts, id, regions.get(id) ?? 'none');
    if (!part) return null;
    out.set(f, part.key);
  }
  return out;
}

/** A build's partition of its listing pages: the parts, the regions read, and each page's part key. */
export interface PagePartition {
  parts: TextPart[];
  regions: ReadonlyMap<number, Region>;
  partOf: ReadonlyMap<string, string>;
}

/** A new partition of these pages (a full build's). */
export function partitionAll(files: readonly string[], regions: ReadonlyMap<number, Region>): PagePartition {
  const parts = partitionPages(files, regions);
  // Every region has a part in a new partition, so every page gets one.
  return { parts, regions, partOf: pageParts(files, parts, regions)! };
}
