/**
 * Which texts of listings and projects are translated, and how the translations are put back: a listing's title,
 * teaser, location, equipment, description and other details, a project's name and description, from German into
 * every other language of the interface. A language the feed gives for a field is the feed's: it is never
 * translated over. Machine translations go into the same `<field>_translations` and are named in
 * `machine_translated` (field → languages), so a page can say that a text was translated automatically.
 */
import { DEFAULT_LANG, LANG_CODES } from '../../domain/language-codes';
import type { Listing, MachineTranslated, Project, Translations } from '../../domain/listing';
import type { TextFormat } from './engine';
import { textHash } from './cache';

/** Titles and teasers are plain text; the other texts are the importer's sanitized HTML. */
export const LISTING_TEXT_FIELDS = [
  ['objekttitel', 'text'],
  ['dreizeiler', 'text'],
  ['lage', 'html'],
  ['ausstatt_beschr', 'html'],
  ['objektbeschreibung', 'html'],
  ['sonstige_angaben', 'html'],
] as const satisfies ReadonlyArray<readonly [keyof Listing, TextFormat]>;

export const PROJECT_TEXT_FIELDS = [
  ['name', 'text'],
  ['description', 'html'],
] as const satisfies ReadonlyArray<readonly [keyof Project, TextFormat]>;

/** Every interface language but German, in the interface's order (English first). */
export const TARGET_LANGUAGES: readonly string[] = LANG_CODES.filter((l) => l !== DEFAULT_LANG);

/** One text of one entry, with the languages it still needs (those its feed does not give). */
export interface TextSlot {
  entry: Listing | Project;
  field: string;
  format: TextFormat;
  text: string;
  hash: string;
  /** The feed's translations of this field (machine ones of an earlier run taken out). */
  feed: Translations;
  needed: string[];
}

type Entry = Record<string, unknown> & { machine_translated?: MachineTranslated };

function fieldsOf(entry: Listing | Project, kind: 'listing' | 'project') {
  return kind === 'listing' ? LISTING_TEXT_FIELDS : PROJECT_TEXT_FIELDS;
}

/** The translations an entry's feed gave for a field: its `<field>_translations` without the machine ones. */
export function feedTranslations(entry: Listing | Project, field: string): Translations {
  const e = entry as Entry;
  const all = (e[`${field}_translations`] as Translations | undefined) ?? {};
  const machine = new Set(e.machine_translated?.[field] ?? []);
  if (machine.size === 0) return all;
  return Object.fromEntries(Object.entries(all).filter(([lang]) => !machine.has(lang)));
}

/** Every text of the entries that has a language to translate into. */
export function textSlots(listings: readonly Listing[], projects: readonly Project[]): TextSlot[] {
  const slots: TextSlot[] = [];
  const add = (entry: Listing | Project, kind: 'listing' | 'project') => {
    for (const [field, format] of fieldsOf(entry, kind)) {
      const text = (entry as Entry)[field];
      if (typeof text !== 'string' || text.trim() === '') continue;
      const feed = feedTranslations(entry, field);
      const needed = TARGET_LANGUAGES.filter((lang) => !feed[lang]);
      slots.push({ entry, field, format, text, hash: textHash(text, format), feed, needed });
    }
  };
  for (const l of listings) add(l, 'listing');
  for (const p of projects) add(p, 'project');
  return slots;
}

/**
 * Puts the translations back: machine translations an earlier run left are taken out of every entry first, then
 * each slot's field gets the feed's translations and the machine ones `translationOf` finds, and
 * `machine_translated` names the latter (left out where there are none). The entries' objects are replaced, never
 * changed in place: they may be shared with the sources' saved state.
 */
export function applyTranslations(
  listings: readonly Listing[],
  projects: readonly Project[],
  slots: readonly TextSlot[],
  translationOf: (hash: string, lang: string) => string | undefined,
): void {
  for (const entry of [...listings, ...projects] as Entry[]) {
    const marks = entry.machine_translated;
    if (!marks) continue;
    for (const field of Object.keys(marks))
      entry[`${field}_translations`] = feedTranslations(entry as unknown as Listing, field);
    delete entry.machine_translated;
  }
  for (const slot of slots) {
    const machine: Translations = {};
    const langs: string[] = [];
    for (const lang of slot.needed) {
      const text = translationOf(slot.hash, lang);
      if (text === undefined) continue;
      machine[lang] = text;
      langs.push(lang);
    }
    if (langs.length === 0) continue;
    const entry = slot.entry as Entry;
    entry[`${slot.field}_translations`] = { ...slot.feed, ...machine };
    entry.machine_translated = { ...entry.machine_translated, [slot.field]: langs };
  }
}

/** An entry without its machine translations: what its feed says. */
export function withoutMachineTranslations<T extends Listing | Project>(entry: T): T {
  const marks = (entry as Entry).machine_translated;
  if (!marks) return entry;
  const out = { ...entry } as Entry;
  delete out.machine_translated;
  for (const field of Object.keys(marks)) out[`${field}_translations`] = feedTranslations(entry, field);
  return out as T;
}
