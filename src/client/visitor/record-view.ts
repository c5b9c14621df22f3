/** Records the listing of a detail page in the viewed list (contract: src/components/visitor/RecordView.astro). */
import { recordView } from '../stores/viewed';
import type { ViewedSource } from '../../domain/viewed';

export function recordViewedItemOfPage(): void {
  const el = document.querySelector<HTMLScriptElement>('script[data-viewed-item]');
  if (!el?.textContent) return;
  let source: unknown;
  try {
    source = JSON.parse(el.textContent);
  } catch (err) {
    console.error('data-viewed-item is not valid JSON', err);
    return;
  }
  if (!source || typeof source !== 'object' || !recordView(source as ViewedSource)) {
    console.error('data-viewed-item has no valid listing id', source);
  }
}
