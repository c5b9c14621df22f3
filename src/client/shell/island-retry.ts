/**
 * Islands whose code could not be loaded: the framework tries once more itself and then reports
 * `astro:hydration-error`; here the island is started again after 1, 2 and 3 seconds, and when that fails too its
 * place says so (the page's message in body[data-load-failed]) instead of staying inert without a word.
 */
import { RETRY_DELAYS_MS } from '../retry';

type Island = HTMLElement & { start?: () => Promise<void> };

const failures = new WeakMap<Element, number>();

function showFailed(island: Island): void {
  if (island.querySelector('[data-load-failed-note]')) return;
  const note = document.createElement('p');
  note.setAttribute('role', 'alert');
  note.dataset.loadFailedNote = '';
  note.className =
    'mb-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200';
  note.textContent = document.body.dataset.loadFailed ?? '';
  island.prepend(note);
}

export function initIslandRetry(): void {
  document.addEventListener('astro:hydration-error', (e) => {
    const island = e.target as Island;
    if (!(island instanceof HTMLElement) || typeof island.start !== 'function') return;
    const n = failures.get(island) ?? 0;
    failures.set(island, n + 1);
    if (n >= RETRY_DELAYS_MS.length) {
      showFailed(island);
      return;
    }
    console.warn(`island code could not load (attempt ${n + 1}); retrying in ${RETRY_DELAYS_MS[n]} ms`);
    setTimeout(() => void island.start!(), RETRY_DELAYS_MS[n]);
  });
}
