/**
 * How the admin area names what the API sends as codes: listing vocabulary with the labels the pages use (the same
 * locale keys), the five kinds of request, and an audit entry's details as field: value. A code without a label
 * stays itself, so a value new to this list is still shown rather than lost.
 */
import { LEAD_TYPES } from '~/domain/leads/lead-types';
import { LISTING_STATUSES, OBJEKTARTEN, VERMARKTUNGSARTEN } from '~/domain/vocabulary';
import type { Tr } from './tr';

/** The locale keys of the listing vocabulary the admin island needs (picked at build time like its other strings). */
export const VOCABULARY_STRING_KEYS = [
  ...OBJEKTARTEN.map((c) => `listing.objektart.${c}` as const),
  ...VERMARKTUNGSARTEN.map((c) => `listing.vermarktungsartNoun.${c}` as const),
  ...LISTING_STATUSES.map((c) => `listing.status.${c}` as const),
];

const VOCABULARY_KEY = {
  objektart: 'listing.objektart',
  vermarktungsart: 'listing.vermarktungsartNoun',
  status: 'listing.status',
} as const;

/** The translation of `key`, or undefined where the strings have none (the translator answers with the key). */
function known(t: Tr, key: string): string | undefined {
  const text = t(key);
  return text === key ? undefined : text;
}

export function vocabularyLabel(t: Tr, field: keyof typeof VOCABULARY_KEY, code: string): string {
  return known(t, `${VOCABULARY_KEY[field]}.${code}`) ?? code;
}

/** The five kinds of request in their order, with their labels. */
export function leadTypeOptions(t: Tr): [string, string][] {
  return LEAD_TYPES.map((k) => [k, t(`leads.type.${k}`)]);
}

export interface DetailLine {
  field: string;
  value: string;
}

/**
 * An audit entry's details as lines of field: value: field names translated where the strings know them, roles by
 * their names, yes/no for flags, numbers in the admin's language; nested values in short JSON.
 */
export function auditDetailLines(t: Tr, details: unknown, lang: string): DetailLine[] {
  if (details == null) return [];
  if (typeof details !== 'object' || Array.isArray(details)) return [{ field: '', value: String(details) }];
  const number = new Intl.NumberFormat(lang);
  return Object.entries(details as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([field, v]) => ({
      field: known(t, `admin.ui.auditField.${field}`) ?? field,
      value:
        typeof v === 'boolean'
          ? t(v ? 'admin.ui.yes' : 'admin.ui.no')
          : typeof v === 'number'
            ? number.format(v)
            : typeof v === 'string'
              ? ((field === 'from' || field === 'to' ? known(t, `role.${v}`) : undefined) ?? v)
              : JSON.stringify(v),
    }));
}
