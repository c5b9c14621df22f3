/** Fetches the build's card objects (/listing-cards/{id}.json) for saved ids, once per page. */
import { listingCardUrl, parseListingCard, type ListingCard } from '../../domain/listing-card';

/** null: the listing has no card (withdrawn); 'error': the request failed (try again later). */
export type CardResult = ListingCard | null | 'error';

const cache = new Map<number, Promise<CardResult>>();

export function fetchCard(id: number): Promise<CardResult> {
  let hit = cache.get(id);
  if (!hit) {
    hit = (async (): Promise<CardResult> => {
      try {
        const res = await fetch(listingCardUrl(id), { headers: { Accept: 'application/json' } });
        if (res.status === 404) return null;
        if (!res.ok) throw new Error(`card ${id}: ${res.status}`);
        const card = parseListingCard(await res.json());
        if (!card) console.error(`card ${id} is not a listing card`);
        return card;
      } catch (err) {
        console.error('listing card could not be loaded', err);
        cache.delete(id); // a later render may try again
        return 'error';
      }
    })();
    cache.set(id, hit);
  }
  return hit;
}

export function fetchCards(ids: readonly number[]): Promise<CardResult[]> {
  return Promise.all(ids.map(fetchCard));
}
