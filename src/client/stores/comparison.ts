/**
 * The comparison list (rules: src/domain/comparison.ts), persisted under `comparedProperties` and kept in step
 * across tabs. Every operation shows its toast (texts and limits in src/domain/comparison.ts).
 */
import { atom } from 'nanostores';
import {
  addToComparison as addRule,
  COMPARE_KEY,
  compareToast,
  parseCompared,
  removeFromComparison as removeRule,
  toggleComparison as toggleRule,
  type CompareItem,
} from '../../domain/comparison';
import { onStorageKey, readJson, writeJson } from './storage';
import { toast } from './toast';
import { vt } from './visitor-messages';

export const $compared = atom<CompareItem[]>(parseCompared(readJson(COMPARE_KEY)));

onStorageKey(COMPARE_KEY, (value) => {
  let raw: unknown = null;
  try {
    raw = value === null ? null : JSON.parse(value);
  } catch {
    raw = null; // not JSON: ignored like any non-array
  }
  $compared.set(parseCompared(raw));
});

function save(list: CompareItem[]): void {
  writeJson(COMPARE_KEY, list);
  $compared.set(list);
}

export function addToComparison(item: CompareItem): boolean {
  const { list, outcome } = addRule($compared.get(), item);
  if (outcome === 'added') save(list);
  toast(compareToast(outcome, item, vt));
  return outcome === 'added';
}

export function removeFromComparison(id: number): void {
  const { list, removed } = removeRule($compared.get(), id);
  if (!removed) return;
  save(list);
  toast(compareToast('removed', removed, vt));
}

export function clearComparison(): void {
  save([]);
  toast(compareToast('cleared', null, vt));
}

/** Returns whether the listing is compared afterwards. */
export function toggleComparison(item: CompareItem): boolean {
  const before = $compared.get();
  const { list, outcome } = toggleRule(before, item);
  if (outcome === 'added' || outcome === 'removed') save(list);
  const shown = outcome === 'removed' ? (before.find((p) => p.id === item.id) ?? item) : item;
  toast(compareToast(outcome, shown, vt));
  return list.some((p) => p.id === item.id);
}
