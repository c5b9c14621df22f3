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

export function cardHtml(lang: LangCode, card: CardData, opts: { headingLevel?: 2 | 3; eager?: boolean } = {}): string {
  // Pages are built language by language: one language's cards are cached at a time (bounded memory).
  if (cacheLang !== lang || cache.size > MAX_ENTRIES) {
    cache.clear();
    cacheLang = lang;
  }
  const key = `${card.id}|${opts.headingLevel ?? 3}|${opts.eager ? 1 : 0}`;
  let html = cache.get(key);
  if (html === undefined) {
    html = renderToStaticMarkup(
      createElement(ListingCard, {
        card,
        text: cardText(lang),
        locale: getLanguage(lang).bcp47,
        headingLevel: opts.headingLevel,
        eager: opts.eager,
      }),
    );
    cache.set(key, html);
  }
  return html;
}
