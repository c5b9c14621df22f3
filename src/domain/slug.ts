/**
 * ASCII URL slugs with German folding (ä→ae, ö→oe, ü→ue, ß→ss), so '/immobilien/42/schoene-wohnung-in-doebling'
 * reads like the title and stays stable while the title does not change.
 */

const GERMAN_FOLDS: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  ẞ: 'SS',
};

/** Letters NFKD does not decompose into ASCII; the rest (é, č, ł via NFKD or this table) folds to its base letter. */
const OTHER_FOLDS: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'Ae',
  œ: 'oe',
  Œ: 'Oe',
  đ: 'd',
  Đ: 'D',
  þ: 'th',
  Þ: 'Th',
  ı: 'i',
  '&': ' und ',
  '€': ' euro ',
  '²': '2',
  '³': '3',
  '½': ' 1-2 ',
};

export const MAX_SLUG_LENGTH = 80;

export function foldToAscii(text: string): string {
  return text
    .replace(/[äöüÄÖÜßẞ]/g, (c) => GERMAN_FOLDS[c] ?? c)
    .replace(/[łŁøØæÆœŒđĐþÞı&€²³½]/g, (c) => OTHER_FOLDS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * slugify('Schöne 3-Zimmer-Wohnung in Döbling!') === 'schoene-3-zimmer-wohnung-in-doebling'.
 * Cut at a word boundary to at most MAX_SLUG_LENGTH characters; `fallback` when nothing is left (e.g. a Chinese title).
 */
export function slugify(text: string, fallback = 'immobilie'): string {
  let slug = foldToAscii(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length > MAX_SLUG_LENGTH) {
    const cut = slug.slice(0, MAX_SLUG_LENGTH + 1);
    const lastDash = cut.lastIndexOf('-');
    slug = (lastDash > 20 ? cut.slice(0, lastDash) : cut.slice(0, MAX_SLUG_LENGTH)).replace(/-+$/, '');
  }
  return slug || fallback;
}
