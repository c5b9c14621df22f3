/**
 * The popup of one listing's pin on the results map, as HTML for Leaflet: its title (its type and place until the
 * listing's card JSON arrives), its place, and its price as the cards write it. The amount sits in an element of its
 * own for the shell to convert into the visitor's currency; a rent says "/ Monat" after it (rentSuffix, the cards'
 * rule). On another language's page the feed's German (the place, an untranslated title) is marked lang="de" and
 * isolated, as on the cards.
 */
import { listingHref } from '~/components/listing/ListingCard';
import type { CardData } from '~/domain/search/cards';
import { formatPrice } from '~/domain/format/money';
import { rentSuffix } from '~/domain/format/rent';
import type { SearchText } from '~/site/listing/search-text';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function mapPopupHtml(card: CardData, text: SearchText): string {
  const de = text.lang !== 'de';
  const german = (s: string) => (de ? `<bdi lang="de">${escapeHtml(s)}</bdi>` : escapeHtml(s));
  const place = [card.plz, card.ort].filter(Boolean).join(' ');
  const type = text.card.objektart[card.objektart] ?? card.objektart;
  const titleLang = card.title && card.titleLang ? ` lang="${escapeHtml(card.titleLang)}"` : '';
  const title = card.title ? escapeHtml(card.title) : `${escapeHtml(type)} · ${german(place)}`;
  const onRequest = escapeHtml(text.card.onRequest);
  const amount = escapeHtml(formatPrice(card.price, 'EUR', {}, text.card.onRequest, text.locale));
  const perMonth = rentSuffix(card.vermarktungsart, card.price, text.card.perMonth);
  return (
    `<a href="${escapeHtml(listingHref(text.lang, card))}" class="map-popup-title"${titleLang}>${title}</a>` +
    `<div>${german(place)}</div>` +
    `<div class="map-popup-price"><span data-price-eur="${card.price}" data-on-request="${onRequest}">${amount}</span>` +
    `${perMonth ? ` ${escapeHtml(perMonth)}` : ''}</div>`
  );
}
