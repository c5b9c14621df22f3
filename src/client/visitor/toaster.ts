/** Renders the toast store into the Toaster's live region (markup: src/components/visitor/Toaster.astro). */
import { $toasts, dismissToast, pauseToast, resumeToast } from '../stores/toast';
import type { Toast } from '../../domain/toast';

export function initToaster(): void {
  const root = document.querySelector<HTMLElement>('[data-toaster]');
  const list = root?.querySelector<HTMLOListElement>('[data-toast-list]');
  const template = root?.querySelector<HTMLTemplateElement>('[data-toast-template]');
  if (!root || !list || !template) return;
  let returnFocus: HTMLElement | null = null;

  function element(t: Toast): HTMLLIElement {
    const existing = list!.querySelector<HTMLLIElement>(`[data-toast-id="${t.id}"]`);
    if (existing) return existing;
    const li = template!.content.firstElementChild!.cloneNode(true) as HTMLLIElement;
    li.dataset.toastId = t.id;
    li.dataset.variant = t.variant;
    li.querySelector('[data-toast-title]')!.textContent = t.title;
    const desc = li.querySelector<HTMLElement>('[data-toast-description]')!;
    if (t.description) desc.textContent = t.description;
    else desc.remove();
    // Destructive toasts are errors: assertive, so they are not lost behind other speech.
    if (t.variant === 'destructive') li.setAttribute('role', 'alert');
    li.addEventListener('mouseenter', () => pauseToast(t.id));
    li.addEventListener('mouseleave', () => resumeToast(t.id));
    li.addEventListener('focusin', () => pauseToast(t.id));
    li.addEventListener('focusout', (e) => {
      if (!li.contains(e.relatedTarget as Node | null)) resumeToast(t.id);
    });
    li.querySelector('[data-toast-close]')!.addEventListener('click', () => close(t.id));
    return li;
  }

  function close(id: string): void {
    const hadFocus = list!.contains(document.activeElement);
    dismissToast(id);
    if (hadFocus) {
      (returnFocus && document.contains(returnFocus) ? returnFocus : document.getElementById('main'))?.focus();
      returnFocus = null;
    }
  }

  $toasts.subscribe((toasts) => {
    const wanted = toasts.map(element);
    // Closed toasts stay in the store until their removal time but are not shown.
    toasts.forEach((t, i) => {
      wanted[i]!.hidden = !t.open;
    });
    // Only new nodes are inserted: moving a shown one would make screen readers announce it again.
    for (const child of [...list.children]) if (!wanted.includes(child as HTMLLIElement)) child.remove();
    wanted.forEach((li, i) => {
      if (list.children[i] !== li) list.insertBefore(li, list.children[i] ?? null);
    });
  });

  list.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    const li = (e.target as Element).closest<HTMLElement>('[data-toast-id]');
    if (!li?.dataset.toastId) return;
    e.stopPropagation();
    close(li.dataset.toastId);
  });

  document.addEventListener('keydown', (e) => {
    if (e.key !== 'F8') return;
    const open = $toasts.get().find((t) => t.open);
    const li = open && list.querySelector<HTMLElement>(`[data-toast-id="${open.id}"]`);
    if (!li) return;
    e.preventDefault();
    returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    li.focus();
  });
}
