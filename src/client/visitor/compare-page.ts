/** /vergleich (markup: src/components/visitor/ComparisonTable.astro; rows: src/domain/comparison-table.ts). */
import { $compared, clearComparison, removeFromComparison } from '../stores/comparison';
import { compareTitle, comparedItemPath, type CompareItem } from '../../domain/comparison';
import {
  buildCompareRows,
  type CompareCell,
  type CompareLabels,
  type CompareSection,
} from '../../domain/comparison-table';
import { cardTitle, imageOf, listingPath, type ListingCard } from '../../domain/listing-card';
import { formatPrice } from '../../domain/format';
import { localizePath } from '../../i18n/paths';
import { bcp47Of, isLangCode } from '../../i18n/languages';
import { vt, vtCount } from '../stores/visitor-messages';
import { fetchCards } from './card-data';

interface PageData {
  labels: CompareLabels;
  sections: Record<CompareSection, string>;
  max: number;
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

function cellContent(cell: CompareCell): Node {
  switch (cell.kind) {
    case 'none':
      return document.createTextNode('–');
    case 'text':
      // The feed's German (the town) on another language's page: marked and isolated.
      return cell.lang ? el('bdi', { lang: cell.lang }, cell.text) : document.createTextNode(cell.text);
    case 'price': {
      const wrap = el('span');
      const amount = el(
        'span',
        { 'data-price-eur': String(cell.eur), 'data-on-request': vt('price.onRequest') },
        formatPrice(cell.eur, 'EUR', {}, vt('price.onRequest'), bcp47Of(document.documentElement.lang)),
      );
      wrap.append(amount);
      if (cell.perMonth) wrap.append(` ${cell.perMonth}`);
      return wrap;
    }
    case 'check': {
      const wrap = el('span', {
        class: cell.on ? 'font-semibold text-brand-700 dark:text-emerald-300' : 'text-slate-500',
      });
      wrap.append(el('span', { 'aria-hidden': 'true' }, cell.on ? '✓' : '–'));
      wrap.append(
        el('span', { class: 'sr-only' }, vt(cell.on ? 'visitor.compare.page.yes' : 'visitor.compare.page.no')),
      );
      return wrap;
    }
  }
}

export function initComparePage(): void {
  const root = document.querySelector<HTMLElement>('[data-compare-page]');
  if (!root) return;
  const $ = <T extends Element>(sel: string) => root.querySelector<T>(sel)!;
  const data = JSON.parse($('script[data-compare-labels]').textContent ?? '{}') as PageData;
  const loading = $<HTMLElement>('[data-compare-loading]');
  const empty = $<HTMLElement>('[data-compare-empty]');
  const content = $<HTMLElement>('[data-compare-content]');
  const table = $<HTMLTableElement>('[data-compare-table]');
  const head = $<HTMLTableSectionElement>('[data-compare-head]');
  const body = $<HTMLTableSectionElement>('[data-compare-body]');
  const caption = $<HTMLElement>('[data-compare-caption]');
  const colTpl = $<HTMLTemplateElement>('[data-compare-column-template]');
  const oneHint = $<HTMLElement>('[data-compare-one-hint]');
  const addMore = $<HTMLElement>('[data-compare-add-more]');
  const diffOnly = $<HTMLInputElement>('[data-compare-diff-only]');
  const htmlLang = document.documentElement.lang;
  const lang = isLangCode(htmlLang) ? htmlLang : 'de';
  let generation = 0;
  let lastRender: Promise<void> = Promise.resolve();

  function column(item: CompareItem, card: ListingCard | null): HTMLTableCellElement {
    const th = colTpl.content.firstElementChild!.cloneNode(true) as HTMLTableCellElement;
    const title = card ? cardTitle(card, lang) : compareTitle(item, vt);
    const link = th.querySelector<HTMLAnchorElement>('[data-col-link]')!;
    // The German original on another language's page is marked German, as on the cards.
    if (card && lang !== 'de' && !card.objekttitel_translations[lang]) link.lang = 'de';
    link.textContent = title;
    link.href = localizePath(lang, card ? listingPath(card.id, card.title_slug) : comparedItemPath(item));
    const img = th.querySelector<HTMLImageElement>('[data-col-image]')!;
    const src = card?.image ?? imageOf(item);
    if (src) img.src = src;
    else img.remove();
    th.querySelector<HTMLElement>('[data-col-unavailable]')!.hidden = card !== null;
    const remove = th.querySelector<HTMLButtonElement>('[data-col-remove]')!;
    remove.dataset.id = String(item.id);
    remove.setAttribute('aria-label', vt('visitor.compare.page.removeNamed', { title }));
    return th;
  }

  async function render(): Promise<void> {
    const mine = ++generation;
    const items = $compared.get();
    if (items.length === 0) {
      loading.hidden = true;
      content.hidden = true;
      empty.hidden = false;
      return;
    }
    const results = await fetchCards(items.map((i) => i.id));
    if (mine !== generation) return;
    // A failed request shows the stored object like a withdrawn listing; the next visit tries again.
    const cards = results.map((r) => (r === 'error' ? null : r));
    loading.hidden = true;
    empty.hidden = true;
    content.hidden = false;
    oneHint.hidden = items.length !== 1;
    addMore.hidden = items.length >= data.max;
    caption.textContent = vtCount('visitor.compare.page.caption', items.length);
    table.style.setProperty('--columns', String(items.length));

    const headRow = el('tr');
    headRow.append(
      el(
        'th',
        {
          scope: 'col',
          class:
            'w-40 border-b border-slate-200 p-3 text-start align-bottom text-xs font-semibold uppercase tracking-wide text-slate-600 dark:border-slate-800 dark:text-slate-400',
        },
        vt('visitor.compare.page.attribute'),
      ),
    );
    items.forEach((item, i) => headRow.append(column(item, cards[i] ?? null)));
    head.replaceChildren(headRow);

    const rows = buildCompareRows(cards, data.labels);
    const out: HTMLTableRowElement[] = [];
    let section: CompareSection | null = null;
    for (const row of rows) {
      if (row.section !== section) {
        section = row.section;
        const tr = el('tr', {
          'data-section': section,
          'data-differs': String(rows.some((r) => r.section === section && r.differs)),
        });
        tr.append(
          el(
            'th',
            {
              scope: 'colgroup',
              colspan: String(items.length + 1),
              class:
                'bg-slate-50 px-3 py-2 text-start text-xs font-semibold uppercase tracking-wide text-slate-700 dark:bg-slate-900 dark:text-slate-300',
            },
            data.sections[section],
          ),
        );
        out.push(tr);
      }
      const tr = el('tr', {
        'data-row': row.key,
        'data-differs': String(row.differs),
        class: 'border-t border-slate-200 dark:border-slate-800',
      });
      const th = el(
        'th',
        { scope: 'row', class: 'p-3 text-start align-top font-medium text-slate-700 dark:text-slate-300' },
        row.label,
      );
      if (row.differs) th.append(el('span', { class: 'sr-only' }, ` (${vt('visitor.compare.page.differs')})`));
      tr.append(th);
      for (const cell of row.cells) {
        const td = el('td', {
          class: `p-3 align-top ${row.key === 'price' ? 'text-base font-bold text-brand-700 dark:text-emerald-300' : ''}`,
        });
        // <bdi>: numbers with Latin units and currency symbols keep their order in right-to-left pages.
        const bdi = el('bdi');
        bdi.append(cellContent(cell));
        td.append(bdi);
        tr.append(td);
      }
      out.push(tr);
    }
    body.replaceChildren(...out);
    document.dispatchEvent(new Event('portal:prices'));
  }

  const rerender = () => {
    lastRender = render();
  };

  head.addEventListener('click', (e) => {
    const btn = e.target instanceof Element ? e.target.closest<HTMLButtonElement>('[data-col-remove]') : null;
    if (!btn) return;
    const index = [...head.querySelectorAll('[data-col-remove]')].indexOf(btn);
    removeFromComparison(Number(btn.dataset.id));
    void lastRender.then(() => {
      const rest = head.querySelectorAll<HTMLElement>('[data-col-remove]');
      (rest[Math.min(index, rest.length - 1)] ?? empty).focus();
    });
  });
  $<HTMLButtonElement>('[data-compare-print]').addEventListener('click', () => window.print());
  $<HTMLButtonElement>('[data-compare-clear-all]').addEventListener('click', () => {
    clearComparison();
    void lastRender.then(() => empty.focus());
  });
  diffOnly.addEventListener('change', () => {
    table.dataset.diffOnly = String(diffOnly.checked);
  });
  $compared.subscribe(rerender);
}
