/**
 * Comparison rules: whole property objects with id and objekttitel,
 * persisted under `comparedProperties`, at most 4, duplicates refused, stored JSON that is not an array ignored,
 * and a toast for every change (title, text, duration, destructive variant).
 */
import { isRecord, listingPath, toListingId } from './listing-ref';
import type { ToastInput } from './toast';

export const COMPARE_KEY = 'comparedProperties';
export const MAX_COMPARE = 4;

/**
 * What a compare button carries and the list stores: the property object as the card knows it. Only id and
 * objekttitel are needed (the widget shows the title); the rest helps /vergleich when a listing's data is gone.
 * Unknown fields are kept, so objects written by another version survive a round trip.
 */
export interface CompareItem {
  id: number;
  objekttitel?: string | null;
  title_slug?: string | null;
  location?: { ort?: string | null } | null;
  kaufpreis?: number | null;
  kaltmiete?: number | null;
  primary_image?: { thumbnail_url?: string; url?: string } | null;
  [field: string]: unknown;
}

const optionalText = (v: unknown) => v === undefined || v === null || typeof v === 'string';

/** One stored or button-carried object: needs a listing id; title and slug, when present, must be text. */
export function parseCompareItem(raw: unknown): CompareItem | null {
  if (!isRecord(raw)) return null;
  const id = toListingId(raw.id);
  if (id === null || !optionalText(raw.objekttitel) || !optionalText(raw.title_slug)) return null;
  return { ...raw, id } as CompareItem;
}

/**
 * The stored list: anything that is not an array is ignored (empty list). Entries without a valid id and
 * repeated ids are dropped; a list longer than the maximum (edited by hand) keeps its first four.
 */
export function parseCompared(raw: unknown): CompareItem[] {
  if (!Array.isArray(raw)) return [];
  const out: CompareItem[] = [];
  for (const entry of raw) {
    const item = parseCompareItem(entry);
    if (item && !out.some((p) => p.id === item.id)) out.push(item);
    if (out.length === MAX_COMPARE) break;
  }
  return out;
}

export type AddOutcome = 'added' | 'duplicate' | 'full';

export function isCompared(list: readonly CompareItem[], id: number): boolean {
  return list.some((p) => p.id === id);
}

/**
 * A duplicate is refused as a duplicate even when the list is full: the visitor asked for a listing that is
 * already there, not for a fifth one.
 */
export function addToComparison(
  list: readonly CompareItem[],
  item: CompareItem,
): { list: CompareItem[]; outcome: AddOutcome } {
  if (isCompared(list, item.id)) return { list: [...list], outcome: 'duplicate' };
  if (list.length >= MAX_COMPARE) return { list: [...list], outcome: 'full' };
  return { list: [...list, item], outcome: 'added' };
}

export function removeFromComparison(
  list: readonly CompareItem[],
  id: number,
): { list: CompareItem[]; removed: CompareItem | null } {
  const removed = list.find((p) => p.id === id) ?? null;
  return { list: list.filter((p) => p.id !== id), removed };
}

/** Toggle: removes a compared listing, else adds it (with the add rules). */
export function toggleComparison(
  list: readonly CompareItem[],
  item: CompareItem,
): { list: CompareItem[]; outcome: AddOutcome | 'removed' } {
  if (isCompared(list, item.id)) return { list: removeFromComparison(list, item.id).list, outcome: 'removed' };
  return addToComparison(list, item);
}

export type CompareEvent = AddOutcome | 'removed' | 'cleared';

/** How long each comparison toast stays, in ms: 3 s when the list is full, 2 s otherwise. */
export const COMPARE_TOAST_DURATION: Readonly<Record<CompareEvent, number>> = {
  full: 3000,
  duplicate: 2000,
  added: 2000,
  removed: 2000,
  cleared: 2000,
};

type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** The title the widget shows; an item without one reads "Unbekannte Immobilie". */
export function compareTitle(item: Pick<CompareItem, 'objekttitel'>, t: Translate): string {
  const title = typeof item.objekttitel === 'string' ? item.objekttitel.trim() : '';
  return title || t('visitor.compare.unknownTitle');
}

/**
 * The toast for a comparison event: "added" carries the property title as its text, "full" is destructive and
 * lasts 3 s, the others 2 s. "removed" names the property too; "cleared" has no text.
 */
export function compareToast(
  event: CompareEvent,
  item: Pick<CompareItem, 'objekttitel'> | null,
  t: Translate,
): ToastInput {
  const duration = COMPARE_TOAST_DURATION[event];
  switch (event) {
    case 'full':
      return {
        title: t('visitor.compare.toast.fullTitle'),
        description: t('visitor.compare.toast.fullText'),
        duration,
        variant: 'destructive',
      };
    case 'duplicate':
      return {
        title: t('visitor.compare.toast.duplicateTitle'),
        description: t('visitor.compare.toast.duplicateText'),
        duration,
      };
    case 'added':
      return {
        title: t('visitor.compare.toast.added'),
        description: item ? compareTitle(item, t) : undefined,
        duration,
      };
    case 'removed':
      return {
        title: t('visitor.compare.toast.removed'),
        description: item ? compareTitle(item, t) : undefined,
        duration,
      };
    case 'cleared':
      return { title: t('visitor.compare.toast.cleared'), duration };
  }
}

/** Link target of a compared item (German path; localize with localizePath). */
export function comparedItemPath(item: Pick<CompareItem, 'id' | 'title_slug'>): string {
  return listingPath(item.id, item.title_slug);
}

/** The fields of a listing the compare button needs; the search index's records have them too. */
export interface CompareSource {
  id: number;
  objekttitel: string;
  objekttitel_translations?: Record<string, string>;
  title_slug?: string | null;
  kaufpreis?: number | null;
  kaltmiete?: number | null;
  location?: { ort?: string | null } | null;
  primary_image?: { thumbnail_url: string; url: string } | null;
  objektart?: string | null;
  vermarktungsart?: string | null;
}

/** The object a compare button carries (data-compare-toggle): the title in the page's language. */
export function compareItemOf(l: CompareSource, lang: string): CompareItem {
  const title = (lang !== 'de' && l.objekttitel_translations?.[lang]) || l.objekttitel;
  return {
    id: l.id,
    objekttitel: title,
    title_slug: l.title_slug ?? null,
    kaufpreis: l.kaufpreis ?? null,
    kaltmiete: l.kaltmiete ?? null,
    location: { ort: l.location?.ort ?? null },
    primary_image: l.primary_image ? { thumbnail_url: l.primary_image.thumbnail_url, url: l.primary_image.url } : null,
    ...(l.objektart ? { objektart: l.objektart } : {}),
    ...(l.vermarktungsart ? { vermarktungsart: l.vermarktungsart } : {}),
  };
}
