import { createTranslations, type Messages, type Translate } from './translations';
import { getLanguage, isLangCode, type LangCode } from './languages';

// All locale files are bundled at build time: pages are pre-rendered, so the server never loads them at run time.
const files = import.meta.glob<{ default: Messages }>('../../locales/*.json', { eager: true });
const bundled = new Map<LangCode, Messages>();
for (const [path, mod] of Object.entries(files)) {
  const code = /([a-z]{2})\.json$/.exec(path)?.[1];
  if (isLangCode(code)) bundled.set(code, mod.default);
}

const translations = createTranslations((lang) => bundled.get(lang));

export type { Translate };

/** The translation function for one language: one i18next instance, one fast fixed-language view per language. */
export function useTranslations(lang: LangCode): Translate {
  return translations.forLanguage(lang);
}

/** i18next's own function for a language, without the fast view: what the view must give the same as. */
export function i18nextTranslations(lang: LangCode): Translate {
  return translations.i18next(lang);
}

/** Picks the given keys for an island, so a client bundle carries only the strings it shows. */
export function pickStrings<K extends string>(lang: LangCode, keys: readonly K[]): Record<K, string> {
  const t = useTranslations(lang);
  // Keys come from the caller's list, not a literal: i18next's key-literal typing cannot check them here.
  return Object.fromEntries(keys.map((k) => [k, t(k as string)])) as Record<K, string>;
}

/**
 * A plural group's raw templates for an island: `{name}_one`, `{name}_other`, … in the language's own plural
 * categories, placeholders left for the browser (filled there by `plural` from domain/search/text).
 */
export function pickPlural(lang: LangCode, key: string, name = key): Record<string, string> {
  const t = useTranslations(lang);
  const out: Record<string, string> = {};
  for (const form of new Intl.PluralRules(getLanguage(lang).bcp47).resolvedOptions().pluralCategories) {
    const template = t(`${key}_${form}`, { skipInterpolation: true, defaultValue: '' }) as string;
    if (template) out[`${name}_${form}`] = template;
  }
  return out;
}
