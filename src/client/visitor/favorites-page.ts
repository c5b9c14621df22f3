/** /favoriten: the saved listings as cards (markup: src/components/visitor/FavoritesList.astro). */
import {
  $favoriteIds,
  $favoritesReady,
  $favoritesSource,
  removeAllFavorites,
  removeFavorite,
} from '../stores/favorites';
import { cardPrice, cardTitle, type ListingCard } from '../../domain/listing-card';
import { compareItemOf } from '../../domain/comparison';
import { formatPrice } from '../../domain/format';
import { rentSuffix } from '../../domain/format/rent';
import { listingPath } from '../../domain/listing-ref';
import { localizePath } from '../../i18n/paths';
import { bcp47Of, isLangCode } from '../../i18n/languages';
import { vt, vtCount } from '../stores/visitor-messages';
import { fetchCards, type CardResult } from './card-data';

interface Labels {
  locale: string;
  objektart: Record<string, string>;
  subtype: Record<string, string>;
  vermarktungsart: Record<string, string>;
  status: Record<string, string>;
}

function readLabels(root: HTMLElement): Labels {
  try {
    return JSON.parse(root.querySelector('script[data-favorites-labels]')?.textContent ?? '') as Labels;
  } catch {
    return { locale: 'de-AT', objektart: {}, subtype: {}, vermarktungsart: {}, status: {} };
  }
}

export function initFavoritesPage(): void {
  const root = document.querySelector<HTMLElement>('[data-favorites-page]');
  if (!root) return;
  const $ = <T extends Element>(sel: string) => root.querySelector<T>(sel)!;
  const list = $<HTMLUListElement>('[data-favorites-list]');
  const cardTpl = $<HTMLTemplateElement>('[data-favorite-card-template]');
  const missingTpl = $<HTMLTemplateElement>('[data-favorite-missing-template]');
  const toolbar = $<HTMLElement>('[data-favorites-toolbar]');
  const count = $<HTMLElement>('[data-favorites-count]');
  const empty = $<HTMLElement>('[data-favorites-empty]');
  const loading = $<HTMLElement>('[data-favorites-loading]');
  const error = $<HTMLElement>('[data-favorites-error]');
  const guestHint = $<HTMLElement>('[data-favorites-guest-hint]');
  const labels = readLabels(root);
  const htmlLang = document.documentElement.lang;
  const lang = isLangCode(htmlLang) ? htmlLang : 'de';
  const nf = (n: number, digits: number) =>
    new Intl.NumberFormat(labels.locale, { maximumFractionDigits: digits }).format(n);
  let generation = 0;
  let lastRender: Promise<void> = Promise.resolve();
  const rerender = () => {
    lastRender = render();
  };

  function listingCard(card: ListingCard): HTMLLIElement {
    const li = cardTpl.content.firstElementChild!.cloneNode(true) as HTMLLIElement;
    const title = cardTitle(card, lang);
    li.dataset.listingId = String(card.id);
    const img = li.querySelector<HTMLImageElement>('[data-card-image]')!;
    if (card.image) img.src = card.image;
    else img.remove();
    if (card.status !== 'available') {
      const badge = li.querySelector<HTMLElement>('[data-card-status]')!;
      badge.textContent = labels.status[card.status] ?? card.status;
      badge.hidden = false;
    }
    const sub = card.objektart_untergruppe
      ? labels.subtype[`${card.objektart}:${card.objektart_untergruppe}`]
      : undefined;
    li.querySelector('[data-card-type]')!.textContent = [
      sub ?? labels.objektart[card.objektart] ?? card.objektart,
      labels.vermarktungsart[card.vermarktungsart],
    ]
      .filter(Boolean)
      .join(' · ');
    const link = li.querySelector<HTMLAnchorElement>('[data-card-link]')!;
    // The German original on another language's page is marked German, as on the cards.
    if (lang !== 'de' && !card.objekttitel_translations[lang]) link.lang = 'de';
    link.textContent = title;
    link.href = localizePath(lang, listingPath(card.id, card.title_slug));
    li.querySelector('[data-card-location]')!.textContent = [card.location.plz, card.location.ort]
      .filter(Boolean)
      .join(' ');
    const price = li.querySelector<HTMLElement>('[data-card-price]')!;
    const eur = cardPrice(card);
    price.dataset.priceEur = String(eur);
    price.dataset.onRequest = vt('price.onRequest');
    price.textContent = formatPrice(eur, 'EUR', {}, vt('price.onRequest'), bcp47Of(htmlLang));
    // "/ Monat" after a rent's amount, as on the cards (the words are the template's; rentSuffix decides where).
    const perMonth = li.querySelector<HTMLElement>('[data-card-per-month]')!;
    perMonth.hidden = rentSuffix(card.vermarktungsart, eur, perMonth.textContent ?? '') == null;
    const facts: string[] = [];
    if (card.flaeche != null && card.objektart !== 'GRUNDSTUECK')
      facts.push(`${nf(card.flaeche, 1)} ${vt('listing.unit.m2')} ${vt('visitor.compare.page.row.area')}`);
    if (card.zimmer != null) facts.push(`${nf(card.zimmer, 1)} ${vt('visitor.compare.page.row.rooms')}`);
    if (card.grundstuecksflaeche != null)
      facts.push(
        `${nf(card.grundstuecksflaeche, 0)} ${vt('listing.unit.m2')} ${vt('visitor.compare.page.row.plotArea')}`,
      );
    li.querySelector('[data-card-facts]')!.textContent = facts.join(' · ');
    const compare = li.querySelector<HTMLElement>('[data-compare-toggle]')!;
    compare.dataset.compareToggle = JSON.stringify(compareItemOf(card, lang));
    compare.setAttribute('aria-label', `${compare.getAttribute('aria-label')}: ${title}`);
    const remove = li.querySelector<HTMLButtonElement>('[data-favorite-remove]')!;
    remove.dataset.id = String(card.id);
    remove.setAttribute('aria-label', vt('visitor.favorites.removeNamed', { title }));
    return li;
  }

  function missingCard(id: number): HTMLLIElement {
    const li = missingTpl.content.firstElementChild!.cloneNode(true) as HTMLLIElement;
    const title = vt('visitor.favorites.unavailableTitle', { id });
    li.dataset.listingId = String(id);
    li.querySelector('[data-card-title]')!.textContent = title;
    const remove = li.querySelector<HTMLButtonElement>('[data-favorite-remove]')!;
    remove.dataset.id = String(id);
    remove.setAttribute('aria-label', vt('visitor.favorites.removeNamed', { title }));
    return li;
  }

  async function render(): Promise<void> {
    const mine = ++generation;
    guestHint.hidden = $favoritesSource.get() !== 'guest';
    if (!$favoritesReady.get()) {
      loading.hidden = false;
      return;
    }
    // Guests' lists grow at the end: newest first reads better. The server answers newest first already.
    const ids = $favoritesSource.get() === 'guest' ? [...$favoriteIds.get()].reverse() : $favoriteIds.get();
    toolbar.hidden = ids.length === 0;
    count.textContent = vtCount('visitor.favorites.count', ids.length);
    if (ids.length === 0) {
      loading.hidden = true;
      error.hidden = true;
      list.replaceChildren();
      empty.hidden = false;
      return;
    }
    empty.hidden = true;
    const cards: CardResult[] = await fetchCards(ids);
    if (mine !== generation) return; // a newer render is under way
    loading.hidden = true;
    error.hidden = !cards.includes('error');
    list.replaceChildren(
      ...cards.flatMap((c, i) => (c === 'error' ? [] : [c ? listingCard(c) : missingCard(ids[i]!)])),
    );
    document.dispatchEvent(new Event('portal:cards'));
    document.dispatchEvent(new Event('portal:prices'));
  }

  list.addEventListener('click', (e) => {
    const btn = e.target instanceof Element ? e.target.closest<HTMLButtonElement>('[data-favorite-remove]') : null;
    if (!btn) return;
    const index = [...list.children].indexOf(btn.closest('li')!);
    void removeFavorite(Number(btn.dataset.id)).then(async () => {
      await lastRender;
      // Focus stays in the list: the card now at that place, else the empty state.
      const rows = list.querySelectorAll<HTMLElement>('[data-favorite-remove]');
      (rows[Math.min(index, rows.length - 1)] ?? empty).focus();
    });
  });
  $<HTMLButtonElement>('[data-favorites-remove-all]').addEventListener('click', () => {
    if (!window.confirm(vt('visitor.favorites.confirmRemoveAll'))) return;
    void removeAllFavorites().then(async (ok) => {
      await lastRender;
      if (ok) empty.focus();
    });
  });

  $favoriteIds.subscribe(rerender);
  $favoritesReady.listen(rerender);
  $favoritesSource.listen(rerender);
}
