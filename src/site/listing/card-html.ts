/**
 * Static listing cards as HTML strings. The same React component the search island uses, rendered with
 * renderToStaticMarkup and kept per language: a listing appears as a "similar listing" on several detail pages,
 * and Astro's per-component renderer costs several times more than a cached string.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ListingCard } from '~/components/listing/ListingCard';
import { cardText } from './labels';
import { getLanguage, type LangCode } from '~/i18n/languages';
import type { CardData } from '~/domain/search/cards';

let cacheLang: LangCode | null = null;
/** The cards of one language as UTF-8 bytes, outside V8's heap (see cardHtml). */
const cache = new Map<string, Uint8Array>();
const MAX_ENTRIES = 20_000;
const utf8 = new TextEncoder();

/**
 * A card's HTML as one flat string. renderToStaticMarkup builds its result by concatenation, a rope of hundreds of
 * pieces: a card of about 4,100 characters (two bytes each, a card holds € and –) took 19 KB of heap as that rope
 * and takes 8 KB flat, the pieces were objects the collector copied and marked again and again.
 */
export function flatHtml(html: string): string {
  return Buffer.from(html, 'utf8').toString('utf8');
}

/**
 * A listing's static card in `lang`, rendered once per language and process. The cache keeps each card as its UTF-8
 * bytes (about 4.2 KB, one byte a character but for € and –) rather than as a string (8 KB of heap, two bytes a
 * character because of those): above about 20,000 listings it holds MAX_ENTRIES cards, 160 MB of live heap as
 * strings, which every full collection marked and which raised the heap V8 grows to between collections, whatever
 * the process's share of the pages (docs/architecture.md, the render's memory). Each use decodes the bytes to a
 * fresh flat string, about a microsecond a card, short-lived garbage.
 */
export function cardHtml(lang: LangCode, card: CardData, opts: { headingLevel?: 2 | 3; eager?: boolean } = {}): string {
  // Pages are built language by language: one language's cards are cached at a time (bounded memory).
  if (cacheLang !== lang || cache.size > MAX_ENTRIES) {
    cache.clear();
    cacheLang = lang;
  }
  const key = `${card.id}|${opts.headingLevel ?? 3}|${opts.eager ? 1 : 0}`;
  const bytes = cache.get(key);
  if (bytes !== undefined) return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  const html = renderToStaticMarkup(
    createElement(ListingCard, {
      card,
      text: cardText(lang),
      locale: getLanguage(lang).bcp47,
      headingLevel: opts.headingLevel,
      eager: opts.eager,
    }),
  );
  // Its own buffer of its exact size (a Buffer of under 4 KB would be a slice of a shared pool).
  const encoded = utf8.encode(html);
  cache.set(key, encoded);
  return Buffer.from(encoded.buffer, encoded.byteOffset, encoded.byteLength).toString('utf8');
}
