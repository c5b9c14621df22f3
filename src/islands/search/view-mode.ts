/** The visitor's result view (browser key immoz_view_mode, kept from the original app; default grid). */
import { readItem, writeItem } from '~/client/stores/storage';

export const VIEW_MODE_KEY = 'immoz_view_mode';
export const VIEW_MODES = ['grid', 'list', 'map'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export function readViewMode(): ViewMode {
  const v = readItem(VIEW_MODE_KEY);
  return (VIEW_MODES as readonly string[]).includes(v ?? '') ? (v as ViewMode) : 'grid';
}

export function storeViewMode(mode: ViewMode): void {
  writeItem(VIEW_MODE_KEY, mode);
}
