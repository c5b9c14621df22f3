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
const cache = new Map<string, string>();
const MAX_ENTRIES = 20_000;

/**
 * A card's HTML as one flat string, as the cache keeps it. renderToStaticMarkup builds its result by concatenation,
 * a rope of hundreds of pieces: a card of about 4,100 characters (two bytes each, a card holds € and –) took 19 KB of
 * heap as that rope and takes 8 KB flat, the pieces were objects the collector copied and marked again and again,
 * and each page showing the card read the rope anew. Above about 20,000 listings the cache holds MAX_ENTRIES cards
 * (docs/architecture.md, the render's memory).
 */
export function flatHtml(html: string): string {
  return Buffer.from(html, 'utf8').toString('utf8');
}

export function cardHtml(lang: LangCode, card: CardData, opts: { headingLevel?: 2 | 3; eager?: boolean } = {}): string {
  // Pages are built language by language: one language's cards are cached at a time (bounded memory).
  if (cacheLang !== lang || cache.size > MAX_ENTRIES) {
    cache.clear();
    cacheLang = lang;
  }
  const key = `${card.id}|${opts.headingLevel ?? 3}|${opts.eager ? 1 : 0}`;
  let html = cache.get(key);
  if (html === undefined) {
    html = flatHtml(
      renderToStaticMarkup(
        createElement(ListingCard, {
          card,
          text: cardText(lang),
          locale: getLanguage(lang).bcp47,
          headingLevel: opts.headingLevel,
          eager: opts.eager,
        }),
      ),
    );
    cache.set(key, html);
  }
  return html;
}
