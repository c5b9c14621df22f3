/**
 * When a map could not load even after its retries, its area says so (the container's data-failed-text, already in
 * the page's language) instead of staying blank.
 */
export function showMapFailed(box: HTMLElement, canvas: HTMLElement): void {
  const p = document.createElement('p');
  p.setAttribute('role', 'status');
  p.dataset.mapFailed = '';
  p.className = 'p-4 text-center text-sm font-medium text-slate-700 dark:text-slate-200';
  p.textContent = box.dataset.failedText ?? '';
  canvas.replaceChildren(p);
}
