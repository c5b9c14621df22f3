/**
 * Favourite and compare buttons anywhere on the page, by event delegation on document: buttons rendered later
 * (the search island's cards) work without wiring. Contract: src/site/visitor/attributes.ts.
 */
import { $compared, toggleComparison } from '../stores/comparison';
import { $favoriteIds, toggleFavorite } from '../stores/favorites';
import { parseCompareItem } from '../../domain/comparison';
import { toListingId } from '../../domain/listing-ref';

const FAVORITE = '[data-favorite-toggle]';
const COMPARE = '[data-compare-toggle]';

function compareItemOf(button: HTMLElement) {
  try {
    return parseCompareItem(JSON.parse(button.dataset.compareToggle ?? ''));
  } catch {
    return null;
  }
}

// The id a compare button stands for, parsed once per attribute value (the search re-syncs on every change).
const compareIds = new WeakMap<HTMLElement, { json: string; id: number | null }>();
function compareIdOf(button: HTMLElement): number | null {
  const json = button.dataset.compareToggle ?? '';
  const hit = compareIds.get(button);
  if (hit?.json === json) return hit.id;
  const id = compareItemOf(button)?.id ?? null;
  compareIds.set(button, { json, id });
  return id;
}

/** Sets aria-pressed only where it changes (an unchanged write still costs a style pass). */
function press(button: HTMLElement, pressed: boolean): void {
  const value = String(pressed);
  if (button.getAttribute('aria-pressed') !== value) button.setAttribute('aria-pressed', value);
}

function syncFavorites(): void {
  const ids = new Set($favoriteIds.get());
  document.querySelectorAll<HTMLElement>(FAVORITE).forEach((b) => {
    const id = toListingId(b.dataset.favoriteToggle);
    press(b, id !== null && ids.has(id));
  });
}

function syncCompare(): void {
  const ids = new Set($compared.get().map((p) => p.id));
  document.querySelectorAll<HTMLElement>(COMPARE).forEach((b) => {
    const id = compareIdOf(b);
    press(b, id !== null && ids.has(id));
  });
}

export function initVisitorButtons(): void {
  document.addEventListener('click', (e) => {
    const target = e.target instanceof Element ? e.target : null;
    const fav = target?.closest<HTMLElement>(FAVORITE);
    if (fav) {
      e.preventDefault(); // a button inside a card link must not follow the link
      const id = toListingId(fav.dataset.favoriteToggle);
      if (id === null) {
        console.error('favourite button without a listing id', fav);
        return;
      }
      void toggleFavorite(id);
      return;
    }
    const cmp = target?.closest<HTMLElement>(COMPARE);
    if (cmp) {
      e.preventDefault();
      const item = compareItemOf(cmp);
      if (!item) {
        console.error('compare button without a valid compare object', cmp);
        return;
      }
      toggleComparison(item);
    }
  });
  $favoriteIds.subscribe(syncFavorites);
  $compared.subscribe(syncCompare);
  document.addEventListener('portal:cards', () => {
    syncFavorites();
    syncCompare();
  });
}
