/**
 * Detail page behaviour, vanilla (no framework runtime on 10,000 × 15 pages): the full-screen gallery, the tabs
 * (each a real #fragment, so a link to #kosten opens the costs), the way back to the search results, and the
 * location map when it comes into view.
 */
import { loadSearchState } from '~/client/stores/search-state';
import { returnUrl } from '~/domain/search-state';
import { initLocationMaps } from './location-map';

// --- Tabs ---------------------------------------------------------------------------------------------------
const tabLinks = [...document.querySelectorAll<HTMLAnchorElement>('[data-tab-link]')];
const panels = [...document.querySelectorAll<HTMLElement>('[data-tab-panel]')];

function showTab(id: string, focus = false): boolean {
  const panel = panels.find((p) => p.id === id);
  if (!panel) return false;
  for (const p of panels) p.hidden = p !== panel;
  for (const a of tabLinks) {
    const on = a.hash === `#${id}`;
    if (on) a.setAttribute('aria-current', 'true');
    else a.removeAttribute('aria-current');
  }
  if (focus) panel.focus({ preventScroll: true });
  return true;
}

if (panels.length) {
  document.documentElement.classList.add('tabs-ready');
  const initial = decodeURIComponent(location.hash.slice(1));
  if (!showTab(initial)) showTab(panels[0]!.id);
  else document.querySelector('[data-tabs]')?.scrollIntoView({ block: 'start' });
  for (const a of tabLinks) {
    a.addEventListener('click', (e) => {
      e.preventDefault();
      const id = a.hash.slice(1);
      showTab(id, true);
      history.replaceState(history.state, '', `#${id}`);
    });
  }
  // Links elsewhere on the page that point at a tab (e.g. "costs" beside the price).
  window.addEventListener('hashchange', () => {
    if (showTab(decodeURIComponent(location.hash.slice(1)), true))
      document.querySelector('[data-tabs]')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  });
  // Keyboard: arrow keys move between the tab links.
  document.querySelector('[data-tabs]')?.addEventListener('keydown', (e) => {
    const ev = e as KeyboardEvent;
    const i = tabLinks.indexOf(document.activeElement as HTMLAnchorElement);
    if (i < 0 || (ev.key !== 'ArrowRight' && ev.key !== 'ArrowLeft')) return;
    const rtl = document.documentElement.dir === 'rtl';
    const step = (ev.key === 'ArrowRight') !== rtl ? 1 : -1;
    tabLinks[(i + step + tabLinks.length) % tabLinks.length]!.focus();
    ev.preventDefault();
  });
}

// --- Gallery viewer -------------------------------------------------------------------------------------------
for (const gallery of document.querySelectorAll<HTMLElement>('[data-gallery]')) {
  const dialog = gallery.querySelector<HTMLDialogElement>('dialog');
  const data = gallery.querySelector('[data-gallery-images]')?.textContent;
  if (!dialog || !data) continue;
  const images = JSON.parse(data) as { src: string; alt: string }[];
  const img = dialog.querySelector<HTMLImageElement>('[data-gallery-image]')!;
  const counter = dialog.querySelector<HTMLElement>('[data-gallery-counter]')!;
  const caption = dialog.querySelector<HTMLElement>('[data-gallery-caption]')!;
  const template = dialog.dataset.counter ?? '{{n}} / {{count}}';
  let index = 0;
  let opener: HTMLElement | null = null;
  const show = (i: number) => {
    index = (i + images.length) % images.length;
    const item = images[index]!;
    img.src = item.src;
    img.alt = item.alt;
    caption.textContent = item.alt;
    counter.textContent = template.replace('{{n}}', String(index + 1)).replace('{{count}}', String(images.length));
    // Warm the neighbours so paging feels instant.
    for (const n of [index + 1, index - 1]) {
      const next = images[(n + images.length) % images.length];
      if (next) new Image().src = next.src;
    }
  };
  const open = (e: Event) => {
    const a = (e.target as Element).closest<HTMLAnchorElement>('[data-gallery-open]');
    if (!a || (e as MouseEvent).metaKey || (e as MouseEvent).ctrlKey) return;
    e.preventDefault();
    opener = a;
    show(Number(a.dataset.galleryOpen));
    dialog.showModal();
  };
  gallery.addEventListener('click', open);
  // The floor plans stand elsewhere on the page (after the price on a phone) and open this viewer too.
  for (const plans of document.querySelectorAll<HTMLElement>(`[data-gallery-for="${gallery.dataset.gallery}"]`))
    plans.addEventListener('click', open);
  dialog.querySelector('[data-gallery-close]')?.addEventListener('click', () => dialog.close());
  dialog.querySelector('[data-gallery-prev]')?.addEventListener('click', () => show(index - 1));
  dialog.querySelector('[data-gallery-next]')?.addEventListener('click', () => show(index + 1));
  dialog.addEventListener('close', () => opener?.focus());
  dialog.addEventListener('keydown', (e) => {
    const rtl = document.documentElement.dir === 'rtl';
    if (e.key === 'ArrowRight') show(index + (rtl ? -1 : 1));
    else if (e.key === 'ArrowLeft') show(index + (rtl ? 1 : -1));
    else if (e.key === 'Home') show(0);
    else if (e.key === 'End') show(images.length - 1);
    else return;
    e.preventDefault();
  });
  // Swipe: a horizontal drag of 40 px or more pages; a tap on the backdrop closes.
  let startX: number | null = null;
  const stage = dialog.querySelector<HTMLElement>('[data-gallery-stage]')!;
  stage.addEventListener('pointerdown', (e) => {
    startX = e.clientX;
  });
  stage.addEventListener('pointerup', (e) => {
    if (startX == null) return;
    const dx = e.clientX - startX;
    startX = null;
    if (Math.abs(dx) >= 40) show(index + (dx < 0 ? 1 : -1) * (document.documentElement.dir === 'rtl' ? -1 : 1));
    else if (e.target === stage) dialog.close();
  });
}

// --- Back to the results ---------------------------------------------------------------------------------------
for (const a of document.querySelectorAll<HTMLAnchorElement>('[data-back-to-results]')) {
  const list = a.dataset.listPath || '/immobilien';
  a.href = returnUrl(loadSearchState(), list);
  a.addEventListener('click', (e) => {
    // Straight from the results: going back keeps the page as it was (results, scroll position) at no cost.
    let from: URL | null = null;
    try {
      from = document.referrer ? new URL(document.referrer) : null;
    } catch {
      from = null;
    }
    if (
      from &&
      from.origin === location.origin &&
      (from.pathname === list || from.pathname.startsWith(`${list}/seite/`)) &&
      history.length > 1
    ) {
      e.preventDefault();
      history.back();
    }
  });
}

initLocationMaps();
