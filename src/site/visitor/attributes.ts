/**
 * The attribute contract of the favourite and compare buttons, for markup rendered anywhere (Astro components,
 * the search results island, cards built in the browser). Behaviour comes from one delegated click handler on
 * document (src/client/visitor/buttons.ts, loaded on every page by CompareWidget.astro), so a button needs no
 * script of its own:
 *
 *   <button type="button" data-favorite-toggle="123" aria-pressed="false" aria-label="…">…</button>
 *   <button type="button" data-compare-toggle='{"id":123,"objekttitel":"…",…}' aria-pressed="false" aria-label="…">…</button>
 *
 * - data-favorite-toggle: the listing id. A click toggles the favourite (guest list or server).
 * - data-compare-toggle: the compare object as JSON (compareItemOf(listing, lang) from src/domain/comparison.ts);
 *   at least {"id": number}, "objekttitel" for the widget's list (else it shows "Unbekannte Immobilie").
 * - aria-pressed is set by the script on load, on every store change (also from other tabs), and whenever the
 *   document receives the event `portal:cards` — dispatch it after rendering cards on the client:
 *   document.dispatchEvent(new Event('portal:cards')).
 * - Style the pressed state with Tailwind's `aria-pressed:` / `group-aria-pressed:` variants.
 * - Labels: the keys in BUTTON_LABEL_KEYS (namespace visitor), e.g. pickStrings(lang, BUTTON_LABEL_KEYS).
 *
 * A click on a button inside a link (a card that is one big <a>) does not follow the link.
 */
import { compareItemOf, type CompareSource } from '~/domain/comparison';
import { safeJson } from '~/site/json';

export const FAVORITE_ATTR = 'data-favorite-toggle';
export const COMPARE_ATTR = 'data-compare-toggle';
export const CARDS_EVENT = 'portal:cards';

export const BUTTON_LABEL_KEYS = [
  'visitor.favorites.toggle',
  'visitor.favorites.save',
  'visitor.compare.toggle',
  'visitor.compare.short',
] as const;

/** Spread onto a <button type="button">: favouriteButtonAttrs(listing.id). */
export function favoriteButtonAttrs(id: number): Record<string, string> {
  return { [FAVORITE_ATTR]: String(id), 'aria-pressed': 'false' };
}

/** Spread onto a <button type="button">: compareButtonAttrs(listing, lang). */
export function compareButtonAttrs(listing: CompareSource, lang: string): Record<string, string> {
  return { [COMPARE_ATTR]: safeJson(compareItemOf(listing, lang)), 'aria-pressed': 'false' };
}
