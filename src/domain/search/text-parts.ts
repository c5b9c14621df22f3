/**
 * The free-text index (Pagefind) split into parts by region, so that no indexing process holds more than one part's
 * pages and a search in one Bundesland asks only the part that holds it.
 *
 * A part holds whole regions (the column index's: a Bundesland, or `none`), packed together up to
 * TEXT_PART_LISTINGS listings; a region with more is split into as many parts as it needs, each holding the
 * listings whose id hashes to it (`split`; a hash, not the id itself, as ids may follow a pattern). At 1,000 listings every region fits one part,
 * so the small catalogue keeps one index as before; at 10,000 there are five. Every region is in the partition,
 * those without listings too, so that a listing in a new region still has its part in a later build's delta.
 *
 * A build whose index is a delta over an earlier base keeps the base's partition (written into the manifest the
 * browser reads), so a listing's page is in the same part in both; the next full build partitions again.
 *
 * Pure module: the build partitions and assigns, the browser picks the parts a search needs.
 */
import { BUNDESLAENDER } from '../vocabulary';
import type { Region } from './index-parts';

/**
 * Listings in one part at most (one Pagefind index per language each). Pagefind's memory grows with the pages it
 * indexes: at 10,000 listings the Japanese index of all of them took 2.6 GB; a part of 2,500 takes about a quarter.
 */
export const TEXT_PART_LISTINGS = 2500;

export interface TextPart {
  /** Its folder under `/pagefind/` (and `/pagefind-delta/`): `p0`, `p1`, … */
  key: string;
  regions: Region[];
  /** One of `of` parts of a region too large for one: the listings with idHash(id) % of === k. */
  split?: { k: number; of: number };
}

/** The regions in a fixed order (the column index's). */
const REGION_ORDER: readonly Region[] = [...BUNDESLAENDER, 'none'];

/**
 * Parts for a catalogue with `counts` listings per region (a region missing counts as none): regions above `max`
 * split by id, the others packed largest first into the first part they fit (first-fit decreasing).
 */
export function partitionText(counts: ReadonlyMap<Region, number>, max = TEXT_PART_LISTINGS): TextPart[] {
  const n = (r: Region) => counts.get(r) ?? 0;
  const regions = [...REGION_ORDER].sort((a, b) => n(b) - n(a) || REGION_ORDER.indexOf(a) - REGION_ORDER.indexOf(b));
  const parts: Array<Omit<TextPart, 'key'> & { n: number }> = [];
  for (const r of regions) {
    if (n(r) > max) {
      const of = Math.ceil(n(r) / max);
      for (let k = 0; k < of; k++) parts.push({ regions: [r], split: { k, of }, n: n(r) / of });
      continue;
    }
    const bin = parts.find((p) => !p.split && p.n + n(r) <= max);
    if (bin) {
      bin.regions.push(r);
      bin.n += n(r);
    } else parts.push({ regions: [r], n: n(r) });
  }
  return parts.map(({ regions: rs, split }, i) => ({ key: `p${i}`, regions: rs, ...(split ? { split } : {}) }));
}

/** A listing id spread over 32 bits (MurmurHash3's finalizer), for splitting a region evenly. */
export function idHash(id: number): number {
  let h = id | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The part a listing's pages go into; null when the partition has no part for its region. */
export function textPartOf(parts: readonly TextPart[], id: number, region: Region): TextPart | null {
  const h = idHash(id);
  return parts.find((p) => p.regions.includes(region) && (!p.split || h % p.split.of === p.split.k)) ?? null;
}

/** The parts holding listings of these regions, in the partition's order; every part when `regions` is null. */
export function textPartsFor(parts: readonly TextPart[], regions: Iterable<Region> | null): TextPart[] {
  if (!regions) return [...parts];
  const wanted = new Set(regions);
  return parts.filter((p) => p.regions.some((r) => wanted.has(r)));
}

/** Whether a value read from a manifest is a partition (the browser's check of the build's file). */
export function isTextPartition(v: unknown): v is TextPart[] {
  return (
    Array.isArray(v) &&
    v.every(
      (p) =>
        !!p &&
        typeof p.key === 'string' &&
        /^[a-z0-9-]+$/.test(p.key) &&
        Array.isArray(p.regions) &&
        p.regions.every((r: unknown) => (REGION_ORDER as readonly unknown[]).includes(r)) &&
        (p.split === undefined ||
          (Number.isInteger(p.split.k) && Number.isInteger(p.split.of) && p.split.k >= 0 && p.split.k < p.split.of)),
    )
  );
}
