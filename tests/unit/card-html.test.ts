/**
 * The static listing cards' cache (src/site/listing/card-html.ts): a card rendered once per language is kept as its
 * UTF-8 bytes outside V8's heap, not as the rope of pieces renderToStaticMarkup concatenates (4.6 bytes of heap a
 * character, pieces every full collection marks again) nor as a flat string (two bytes a character); the build's
 * render holds up to 20,000 of them at 40,000 listings and more.
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

  it('are cached as their UTF-8 bytes outside the heap: about a byte a character, not two bytes of heap', () => {
    const listings = makeListings(1001, 11);
    const cards = listings.map((l) => cardFromListing(l, 'en', now));
    // React and the labels are set up by the first card, which is left out of the count.
    cardHtml('en', cards[0]!);
    const before = heapUsed();
    const bytesBefore = process.memoryUsage().arrayBuffers;
    let chars = 0;
    for (const card of cards.slice(1)) chars += cardHtml('en', card).length;
    const heapPerChar = (heapUsed() - before) / chars;
    const bytesPerChar = (process.memoryUsage().arrayBuffers - bytesBefore) / chars;
    // As a flat string a card took two bytes of heap a character (it holds € and –), as the rope 4.6.
    expect(heapPerChar).toBeLessThan(0.5);
    expect(bytesPerChar).toBeGreaterThan(0.9);
    expect(bytesPerChar).toBeLessThan(1.5);
    // The cached card reads back as the markup rendered first.
    for (const card of cards.slice(1, 50)) expect(cardHtml('en', card)).toBe(cardHtml('en', card));
  });
});
