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

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A character a word goes on with: a letter of the Latin script, a digit or a mark. Whole words only: the town
 * "Au" is not the start of "Austria"; Chinese and Japanese write no space between a name and the next word
 * ("Spittal an der Drau每平方米"), and a name is no part of a Han or Arabic word. One pattern made once, tried at one
 * place (sticky): a pattern of the names themselves with this class around them cost V8 about 6 ms to compile for
 * each new set of names (a listing's town, district, agency), on every page outside German.
 */
const WORD_GOES_ON = /[\p{Script=Latin}\p{N}\p{M}]/uy;

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** Whether the character (code point) starting at `at` goes on a word. */
function goesOnAt(text: string, at: number): boolean {
  if (at < 0 || at >= text.length) return false;
  WORD_GOES_ON.lastIndex = at;
  return WORD_GOES_ON.test(text);
}

/** Whether the character (code point) ending right before `at` goes on a word. */
function goesOnBefore(text: string, at: number): boolean {
  if (at <= 0) return false;
  const pair = at >= 2 && isLow(text.charCodeAt(at - 1)) && isHigh(text.charCodeAt(at - 2));
  return goesOnAt(text, at - (pair ? 2 : 1));
}

/**
 * The names to find, each through `encode`: without repeats or blanks, the longest first ("Spittal an der Drau"
 * before "Spittal").
 */
function wantedNames(names: readonly (string | null | undefined)[], encode: (s: string) => string): string[] {
  return [...new Set(names.map((n) => n?.trim()).filter((n): n is string => !!n))]
    .sort((a, b) => b.length - a.length)
    .map(encode);
}

/**
 * Each occurrence of one of `wanted` in `text` as a whole word, left to right, none overlapping: at each place the
 * first of `wanted` (the longest) that stands there with no word going on before or after it. What a global,
 * Unicode pattern `(?<!W)(?:name1|name2|…)(?!W)` finds, W being WORD_GOES_ON's class.
 */
function* occurrences(text: string, wanted: readonly string[]): Generator<{ index: number; name: string }> {
  let at = 0;
  while (at < text.length) {
    const name = wanted.find(
      (n) => text.startsWith(n, at) && !goesOnBefore(text, at) && !goesOnAt(text, at + n.length),
    );
    if (name) {
      yield { index: at, name };
      at += name.length;
    } else at += isHigh(text.charCodeAt(at)) && isLow(text.charCodeAt(at + 1)) ? 2 : 1;
  }
}

/** The text cut at each occurrence of one of `names`, the names marked; one unmarked run when none occurs. */
export function nameRuns(text: string, names: readonly (string | null | undefined)[]): NameRun[] {
  const wanted = wantedNames(names, (s) => s);
  if (!wanted.length) return [{ text, name: false }];
  const runs: NameRun[] = [];
  let at = 0;
  for (const m of occurrences(text, wanted)) {
    if (m.index > at) runs.push({ text: text.slice(at, m.index), name: false });
    runs.push({ text: m.name, name: true });
    at = m.index + m.name.length;
  }
  if (at < text.length || !runs.length) runs.push({ text: text.slice(at), name: false });
  return runs;
}

/**
 * Sanitized HTML (a translated description) with each occurrence of one of `names` in its text, not in its tags,
 * wrapped in <bdi lang="de">.
 */
export function markNamesInHtml(html: string, names: readonly (string | null | undefined)[]): string {
  const wanted = wantedNames(names, escapeHtml);
  if (!wanted.length) return html;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) return part;
      let out = '';
      let at = 0;
      for (const m of occurrences(part, wanted)) {
        out += `${part.slice(at, m.index)}<bdi lang="de">${m.name}</bdi>`;
        at = m.index + m.name.length;
      }
      return at === 0 ? part : out + part.slice(at);
    })
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
