/**
 * The static listing cards' cache (src/site/listing/card-html.ts): a card rendered once per language is kept as one
 * flat string, not as the rope of pieces renderToStaticMarkup concatenates (2.3 times the heap, and pieces every
 * full collection marks again); the build's render holds up to 20,000 of them at 40,000 listings and more.
 */
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { cardFromListing } from '~/domain/search/cards';
import { cardHtml, flatHtml } from '~/site/listing/card-html';
import { makeListings } from './search-fixtures';

v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const now = Date.parse('2026-11-29T12:00:00Z');

function heapUsed(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

describe('static listing cards', () => {
  it('are the same markup flat as rendered, and a cached card is the same string again', () => {
    const [l] = makeListings(1, 7);
    const card = cardFromListing(l!, 'de', now);
    const html = cardHtml('de', card);
    expect(html).toContain(`data-listing-id="${l!.id}"`);
    expect(cardHtml('de', card)).toBe(html);
    expect(flatHtml(html)).toBe(html);
    expect(flatHtml('Preis 1\u00a0354,70 \u20ac – Lofer')).toBe('Preis 1\u00a0354,70 \u20ac – Lofer');
  });

  it('are cached flat: a cached card takes about two bytes a character of heap, not the rendered rope', () => {
    const listings = makeListings(1001, 11);
    const cards = listings.map((l) => cardFromListing(l, 'en', now));
    // React and the labels are set up by the first card, which is left out of the count.
    cardHtml('en', cards[0]!);
    const before = heapUsed();
    let chars = 0;
    for (const card of cards.slice(1)) chars += cardHtml('en', card).length;
    const perChar = (heapUsed() - before) / chars;
    // A card holds € and –, so its characters take two bytes each flat; as the rope it took 4.6 bytes a character.
    expect(perChar).toBeGreaterThan(0.9);
    expect(perChar).toBeLessThan(3);
  });
});
