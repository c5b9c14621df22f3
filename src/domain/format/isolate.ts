/**
 * Bidi isolation for figures in right-to-left text. A number with a unit ("350 000 €", "72,5 م²", "2–3") read inside
 * Arabic or Persian text is reordered by the bidi algorithm (the symbol jumps to the other side, a range's ends
 * swap); wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE it is laid out as one unit in its own direction.
 * In HTML a <bdi> does the same; these characters serve text (mails, attributes, text set from scripts) as well.
 */
export const FSI = '\u2068';
export const PDI = '\u2069';

const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'fa', 'he', 'ur']);

/** Whether a BCP 47 locale ("ar", "fa-IR") writes right to left. */
export function isRtlLocale(locale: string): boolean {
  return RTL_LANGUAGES.has(locale.split('-')[0]!.toLowerCase());
}

/** The text isolated when the locale writes right to left; unchanged otherwise (and when already isolated). */
export function isolate(text: string, locale: string): string {
  if (!isRtlLocale(locale) || (text.startsWith(FSI) && text.endsWith(PDI))) return text;
  return `${FSI}${text}${PDI}`;
}

/** The text without isolates (for comparing or parsing a figure). */
export function stripIsolates(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '');
}
