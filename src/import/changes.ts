/**
 * What an import run changes on the site: listings that are new, listings whose published data changed, and
 * listings that are gone (withdrawn, sold off the feed, or their source removed). Listing ids are stable across
 * imports (the id map), so the comparison is by id. The lists are capped; the counts are exact.
 */
import { createHash } from 'node:crypto';
import type { Listing } from '../domain/listing';
import { hashJson } from './hash';
import { withoutMachineTranslations } from './translate/texts';

export interface ListingRef {
  id: number;
  external_id: string;
  title: string;
  source: string;
}

export interface ListingChanges {
  new: number;
  changed: number;
  withdrawn: number;
  new_listings: ListingRef[];
  changed_listings: ListingRef[];
  withdrawn_listings: ListingRef[];
}

export const MAX_CHANGE_REFS = 500;

const ref = (l: Listing): ListingRef => ({
  id: l.id,
  external_id: l.external_id,
  title: l.objekttitel,
  source: l.source,
});

/**
 * The listing as published, without the import's own time stamps (a re-read of an unchanged feed is no change)
 * and without machine translations (a translation that arrives later is no change of the listing: the listing is
 * compared as if it had none, its digest taken again without them).
 */
function content(listing: Listing): string {
  // A feed that confirms the listing again changes only its confirmation time (and, on a new day, the digest
  // with it): no change of the listing, compared with its digest taken without it.
  let l = listing;
  if (listing.confirmed_at) {
    const { confirmed_at: _c, digest: _d, ...unconfirmed } = listing;
    l = { ...unconfirmed, digest: hashJson(unconfirmed) } as Listing;
  }
  let entry = l;
  if (l.machine_translated) {
    const { digest: _d, ...stripped } = withoutMachineTranslations(l);
    entry = { ...stripped, digest: hashJson(stripped) } as Listing;
  }
  const { updated_at: _u, ...rest } = entry as Listing & { updated_at?: unknown };
  return JSON.stringify(rest);
}

/** What the comparison keeps of a listing of the previous snapshot: its id, how a report names it, its content's hash. */
export interface ListingFingerprint {
  id: number;
  ref: ListingRef;
  content: string;
}

const contentHash = (l: Listing) => createHash('sha1').update(content(l)).digest('base64');

export function fingerprintOf(l: Listing): ListingFingerprint {
  return { id: l.id, ref: ref(l), content: contentHash(l) };
}

/**
 * The previous snapshot's listings (as fingerprints: at 100,000 listings the listings themselves would be another
 * GB beside the new ones) against the new snapshot's.
 */
export function diffListings(before: readonly ListingFingerprint[], after: readonly Listing[]): ListingChanges {
  const old = new Map(before.map((l) => [l.id, l]));
  const seen = new Set<number>();
  const out: ListingChanges = {
    new: 0,
    changed: 0,
    withdrawn: 0,
    new_listings: [],
    changed_listings: [],
    withdrawn_listings: [],
  };
  for (const l of after) {
    seen.add(l.id);
    const prev = old.get(l.id);
    if (!prev) {
      out.new++;
      if (out.new_listings.length < MAX_CHANGE_REFS) out.new_listings.push(ref(l));
    } else if (prev.content !== contentHash(l)) {
      out.changed++;
      if (out.changed_listings.length < MAX_CHANGE_REFS) out.changed_listings.push(ref(l));
    }
  }
  for (const l of before) {
    if (seen.has(l.id)) continue;
    out.withdrawn++;
    if (out.withdrawn_listings.length < MAX_CHANGE_REFS) out.withdrawn_listings.push(l.ref);
  }
  return out;
}
