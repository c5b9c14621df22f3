/**
 * Build side of the visitor scripts' strings: picks keys (and their plural forms) for a page's language, to be
 * rendered as <script type="application/json" data-visitor-messages set:html={messagesJson(...)} />.
 */
import { pickStrings, useTranslations } from '~/i18n/t';
import type { LangCode } from '~/i18n/languages';
import { safeJson } from '~/site/json';

/**
 * What a page shows that depends on its language and a fixed list of keys alone (a component's strings as JSON),
 * made once per process: every page of a build made the same JSON again, a few per cent of a listing page's
 * render. The key `id` names the language and what is made from it.
 */
const made = new Map<string, string>();
function once(id: string, make: () => string): string {
  let value = made.get(id);
  if (value === undefined) made.set(id, (value = make()));
  return value;
}

const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

export function pickMessages(
  lang: LangCode,
  keys: readonly string[],
  pluralKeys: readonly string[] = [],
): Record<string, string> {
  const t = useTranslations(lang);
  const out: Record<string, string> = {};
  // Raw strings: placeholders stay for the client to fill (skipInterpolation keeps {{count}} as is).
  const raw = (key: string) => t(key, { skipInterpolation: true, defaultValue: '' }) as string;
  for (const key of keys) {
    const value = raw(key);
    if (value) out[key] = value;
  }
  for (const key of pluralKeys) {
    for (const suffix of PLURAL_SUFFIXES) {
      const value = raw(`${key}_${suffix}`);
      if (value) out[`${key}_${suffix}`] = value;
    }
  }
  return out;
}

export function messagesJson(lang: LangCode, keys: readonly string[], pluralKeys: readonly string[] = []): string {
  return once(`messages\n${lang}\n${keys.join('\n')}\n\n${pluralKeys.join('\n')}`, () =>
    safeJson(pickMessages(lang, keys, pluralKeys)),
  );
}

/** safeJson of `keys` translated into `lang` (pickStrings: each key's text), made once per language and list. */
export function stringsJson(lang: LangCode, keys: readonly string[]): string {
  return once(`strings\n${lang}\n${keys.join('\n')}`, () => safeJson(pickStrings(lang, keys)));
}

/**
 * The cookie banner's text in `lang` cut into its sentences (the banner shows one block a sentence), once per
 * language: a sentence segmenter is costly to make, and the text is the same on every page.
 */
const consentSentencesOf = new Map<LangCode, readonly string[]>();
export function consentSentences(lang: LangCode): readonly string[] {
  let sentences = consentSentencesOf.get(lang);
  if (sentences === undefined) {
    const text = useTranslations(lang)('visitor.consent.text') as string;
    sentences = [...new Intl.Segmenter(lang, { granularity: 'sentence' }).segment(text)].map((s) => s.segment);
    consentSentencesOf.set(lang, sentences);
  }
  return sentences;
}
