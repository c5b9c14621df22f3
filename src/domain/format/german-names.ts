/**
 * The feed's proper names inside text in another language. Towns, streets, projects, agencies and developers keep
 * their German names on every page, and a translation keeps them as they are ("Building plot in Neustift im
 * Stubaital", "Contact Murtal Immobilien OG"). Marked lang="de" there, screen readers speak them as German and
 * translation tools leave them alone; in a <bdi>, a Latin name keeps its order inside Arabic or Persian text.
 */

/** A piece of a text: a German name (`name`) or the text around it. */
export interface NameRun {
  text: string;
  name: boolean;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function namePattern(names: readonly (string | null | undefined)[], encode = (s: string) => s): RegExp | null {
  const wanted = [...new Set(names.map((n) => n?.trim()).filter((n): n is string => !!n))]
    // the longest first: "Spittal an der Drau" before "Spittal"
    .sort((a, b) => b.length - a.length)
    .map((n) => escapeRegExp(encode(n)));
  // Whole words only: the town "Au" is not the start of "Austria". A word goes on only in a letter of its own
  // script (or a digit or mark): Chinese and Japanese write no space between a name and the next word
  // ("Spittal an der Drau每平方米"), and a name is no part of a Han or Arabic word.
  const wordGoesOn = '[\\p{Script=Latin}\\p{N}\\p{M}]';
  return wanted.length ? new RegExp(`(?<!${wordGoesOn})(?:${wanted.join('|')})(?!${wordGoesOn})`, 'gu') : null;
}

/** The text cut at each occurrence of one of `names`, the names marked; one unmarked run when none occurs. */
export function nameRuns(text: string, names: readonly (string | null | undefined)[]): NameRun[] {
  const pattern = namePattern(names);
  if (!pattern) return [{ text, name: false }];
  const runs: NameRun[] = [];
  let at = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > at) runs.push({ text: text.slice(at, m.index), name: false });
    runs.push({ text: m[0], name: true });
    at = m.index + m[0].length;
  }
  if (at < text.length || !runs.length) runs.push({ text: text.slice(at), name: false });
  return runs;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Sanitized HTML (a translated description) with each occurrence of one of `names` in its text, not in its tags,
 * wrapped in <bdi lang="de">.
 */
export function markNamesInHtml(html: string, names: readonly (string | null | undefined)[]): string {
  const pattern = namePattern(names, escapeHtml);
  if (!pattern) return html;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : part.replace(pattern, (n) => `<bdi lang="de">${n}</bdi>`)))
    .join('');
}

/** A translated sentence with one value in it, as the text before and after the value. */
export interface AroundValue {
  before: string;
  after: string;
  /** false when the translation leaves the value out (then `before` is the whole sentence) */
  hasValue: boolean;
}

// A private-use character no translation contains.
const MARK = '\uE000';

/**
 * The sentence `render` makes around a value, cut where the value goes, so that the page can mark the value (a
 * German name) as an element of its own: `aroundValue((name) => t('leads.form.headingProjectAgency', { name }))`.
 */
export function aroundValue(render: (value: string) => string): AroundValue {
  const text = render(MARK);
  const at = text.indexOf(MARK);
  return at < 0
    ? { before: text, after: '', hasValue: false }
    : { before: text.slice(0, at), after: text.slice(at + MARK.length), hasValue: true };
}
