/** The floating comparison widget (markup: src/components/visitor/CompareWidget.astro). */
import { $compared, clearComparison, removeFromComparison } from '../stores/comparison';
import { compareTitle, comparedItemPath } from '../../domain/comparison';
import { vt, vtCount } from '../stores/visitor-messages';
import { localizePath } from '../../i18n/paths';
import { isLangCode } from '../../i18n/languages';

export function initCompareWidget(): void {
  const root = document.querySelector<HTMLElement>('[data-compare-widget]');
  if (!root) return;
  const panel = root.querySelector<HTMLElement>('[data-compare-panel]')!;
  const badge = root.querySelector<HTMLButtonElement>('[data-compare-badge]')!;
  const list = root.querySelector<HTMLUListElement>('[data-compare-list]')!;
  const template = root.querySelector<HTMLTemplateElement>('[data-compare-item-template]')!;
  const count = root.querySelector<HTMLElement>('[data-compare-count]')!;
  const countLabel = root.querySelector<HTMLElement>('[data-compare-count-label]')!;
  // The comparison page shows everything the widget would.
  const onComparePage = document.querySelector('[data-page-body="compare"]') !== null;
  const htmlLang = document.documentElement.lang;
  const lang = isLangCode(htmlLang) ? htmlLang : 'de';

  function setOpen(open: boolean, focusBadge = false): void {
    panel.hidden = !open;
    badge.setAttribute('aria-expanded', String(open));
    if (!open && focusBadge) badge.focus();
  }

  function render(): void {
    const items = $compared.get();
    root!.hidden = onComparePage || items.length === 0;
    // Nothing compared (most page loads): the widget stays hidden and its texts wait for the first listing added,
    // so a page load does not build the language's plural rules (Intl.PluralRules) for a count nobody sees.
    if (items.length === 0) {
      setOpen(false);
      list.replaceChildren();
      return;
    }
    count.textContent = String(items.length);
    countLabel.textContent = vtCount('visitor.compare.widget.count', items.length);
    list.replaceChildren(
      ...items.map((item) => {
        const li = template.content.firstElementChild!.cloneNode(true) as HTMLLIElement;
        const title = compareTitle(item, vt);
        const link = li.querySelector<HTMLAnchorElement>('[data-compare-item-link]')!;
        link.textContent = title;
        link.href = localizePath(lang, comparedItemPath(item));
        const remove = li.querySelector<HTMLButtonElement>('[data-compare-item-remove]')!;
        const label = vt('visitor.compare.widget.removeNamed', { title });
        remove.setAttribute('aria-label', label);
        remove.title = label;
        remove.dataset.id = String(item.id);
        return li;
      }),
    );
  }

  badge.addEventListener('click', () => setOpen(panel.hidden));
  root.querySelector('[data-compare-collapse]')?.addEventListener('click', () => setOpen(false, true));
  root.querySelector('[data-compare-clear]')?.addEventListener('click', () => {
    clearComparison();
  });
  list.addEventListener('click', (e) => {
    const btn = e.target instanceof Element ? e.target.closest<HTMLButtonElement>('[data-compare-item-remove]') : null;
    if (!btn) return;
    const id = Number(btn.dataset.id);
    // Keep keyboard focus in the panel when the focused row disappears: the row now at its place, else the badge.
    const index = [...list.children].indexOf(btn.closest('li')!);
    removeFromComparison(id);
    const rows = list.querySelectorAll<HTMLElement>('[data-compare-item-remove]');
    const target = rows[Math.min(index, rows.length - 1)];
    if (target) target.focus();
    else if (!root.hidden) badge.focus();
  });
  root.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !panel.hidden) {
      e.stopPropagation();
      setOpen(false, true);
    }
  });
  $compared.subscribe(render);
}
