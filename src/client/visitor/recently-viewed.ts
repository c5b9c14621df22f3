/** Renders the viewed list into every [data-recently-viewed] section (markup: RecentlyViewed.astro). */
import { $viewed, clearViewed, removeViewedItem } from '../stores/viewed';
import { recentViewed, type ViewedItem } from '../../domain/viewed';
import { listingPath } from '../../domain/listing-ref';
import { formatPrice } from '../../domain/format';
import { rentSuffix } from '../../domain/format/rent';
import { vt } from '../stores/visitor-messages';
import { localizePath } from '../../i18n/paths';
import { bcp47Of, isLangCode } from '../../i18n/languages';

function pageLang() {
  const l = document.documentElement.lang;
  return isLangCode(l) ? l : 'de';
}

function card(template: HTMLTemplateElement, item: ViewedItem): HTMLLIElement {
  const li = template.content.firstElementChild!.cloneNode(true) as HTMLLIElement;
  const title = item.title || vt('visitor.compare.unknownTitle');
  const link = li.querySelector<HTMLAnchorElement>('[data-viewed-link]')!;
  link.textContent = title;
  link.href = localizePath(pageLang(), listingPath(item.propertyId, item.title_slug));
  const img = li.querySelector<HTMLImageElement>('[data-viewed-image]')!;
  if (item.image) img.src = item.image;
  else img.remove();
  li.querySelector('[data-viewed-location]')!.textContent = item.locationString;
  // The shell converts [data-price-eur] into the chosen currency (and shows "Preis auf Anfrage" for 0).
  const price = li.querySelector<HTMLElement>('[data-viewed-price]')!;
  price.dataset.priceEur = String(item.price);
  price.dataset.onRequest = vt('price.onRequest');
  price.textContent = formatPrice(item.price, 'EUR', {}, vt('price.onRequest'), bcp47Of(pageLang()));
  // A rent says "/ Monat", as on the cards (rentSuffix); the shell converts only the amount before it.
  const perMonth = li.querySelector<HTMLElement>('[data-viewed-per-month]')!;
  perMonth.hidden = rentSuffix(item.vermarktungsart, item.price, perMonth.textContent ?? '') == null;
  const remove = li.querySelector<HTMLButtonElement>('[data-viewed-remove]')!;
  const label = vt('visitor.viewed.removeNamed', { title });
  remove.setAttribute('aria-label', label);
  remove.title = label;
  remove.dataset.id = String(item.propertyId);
  return li;
}

export function initRecentlyViewed(): void {
  const sections = document.querySelectorAll<HTMLElement>('[data-recently-viewed]');
  sections.forEach((section) => {
    const list = section.querySelector<HTMLUListElement>('[data-viewed-list]')!;
    const template = section.querySelector<HTMLTemplateElement>('[data-viewed-template]')!;
    const empty = section.querySelector<HTMLElement>('[data-viewed-empty]')!;
    const clear = section.querySelector<HTMLButtonElement>('[data-viewed-clear]')!;
    const limit = Number(section.dataset.limit) || undefined;
    const showEmpty = section.dataset.showEmpty === 'true';

    const render = (all: readonly ViewedItem[]) => {
      const items = recentViewed(all, limit);
      section.hidden = items.length === 0 && !showEmpty;
      empty.hidden = items.length > 0;
      clear.hidden = items.length === 0;
      list.replaceChildren(...items.map((item) => card(template, item)));
      document.dispatchEvent(new Event('portal:prices'));
    };

    list.addEventListener('click', (e) => {
      const btn = e.target instanceof Element ? e.target.closest<HTMLButtonElement>('[data-viewed-remove]') : null;
      if (!btn) return;
      const index = [...list.children].indexOf(btn.closest('li')!);
      removeViewedItem(Number(btn.dataset.id));
      const rows = list.querySelectorAll<HTMLElement>('[data-viewed-remove]');
      (rows[Math.min(index, rows.length - 1)] ?? (section.hidden ? document.getElementById('main') : clear))?.focus();
    });
    clear.addEventListener('click', () => {
      clearViewed();
      if (!section.hidden) empty.focus();
    });
    $viewed.subscribe(render);
  });
}
