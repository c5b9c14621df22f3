/**
 * One home, one listing in the snapshot: the listings the same-home rule (src/domain/same-home.ts) makes one home
 * of, minus the pairs editors split, are marked: the group's first listing carries every agency's offer, the others
 * name it in `duplicate_of` and keep their own pages. What the search shows is decided at build time
 * (src/site/build-catalog.ts), where freshness and hidden listings are known.
 */
import type { Listing, Offer } from '../domain/listing';
import { findSameHomes, type HomeGroup, type SplitPair } from '../domain/same-home';
import { searchPrice } from '../domain/search/index-format';

function offerOf(l: Listing): Offer {
  return {
    id: l.id,
    title_slug: l.title_slug,
    agency: {
      id: l.agency.id,
      name: l.agency.name,
      logo_url: l.agency.logo_url,
      telefon: l.contact?.telefon || l.agency.telefon,
      website: l.agency.website,
    },
    // The price the list's cards and the offer's page show (a rental's total monthly rent), null on request.
    price: searchPrice(l) || null,
    ...(l.confirmed_at ? { confirmed_at: l.confirmed_at } : {}),
  };
}

/** Marks the homes several agencies offer (in place) and returns the groups. */
export function markSameHomes(listings: Listing[], splits: readonly SplitPair[]): HomeGroup[] {
  const byId = new Map<number, Listing>();
  for (const l of listings) {
    delete l.duplicate_of;
    delete l.offers;
    byId.set(l.id, l);
  }
  const groups = findSameHomes(listings, splits);
  for (const g of groups) {
    const survivor = byId.get(g.survivor)!;
    const merged = g.merged.map((id) => byId.get(id)!);
    survivor.offers = [survivor, ...merged].map(offerOf);
    for (const m of merged) m.duplicate_of = survivor.id;
  }
  return groups;
}
