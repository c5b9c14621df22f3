import i18next from 'i18next';
import { fastTranslate, type Translate } from './fast-t';
import { DEFAULT_LANG, getLanguage, LANG_CODES, type LangCode } from './languages';

// All locale files are bundled at build time: pages are pre-rendered, so the server never loads them at run time.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*.json', { eager: true });

// i18next chooses plural forms with Intl.PluralRules of the language it is given, so each language is registered
// under its full tag: "pt" alone is Brazilian Portuguese, where 0 is singular ("0 imóvel"); in pt-PT it is not.
const tagOf = (code: LangCode) => getLanguage(code).bcp47;
const resources: Record<string, { translation: Record<string, unknown> }> = {};
for (const [path, mod] of Object.entries(files)) {
  const code = /([a-z]{2})\.json$/.exec(path)?.[1];
  if (code && (LANG_CODES as readonly string[]).includes(code))
    resources[tagOf(code as LangCode)] = { translation: mod.default };
}

const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: tagOf(DEFAULT_LANG),
  fallbackLng: tagOf(DEFAULT_LANG), // a key missing in a language shows German, never a raw key
  supportedLngs: LANG_CODES.map(tagOf),
  load: 'currentOnly',
  interpolation: { escapeValue: false }, // Astro and React escape on output
  returnNull: false,
  initAsync: false,
});

export type { Translate };

const views = new Map<LangCode, Translate>();

/** The translation function for one language: one i18next instance, one fast fixed-language view per language. */
export function useTranslations(lang: LangCode): Translate {
  let view = views.get(lang);
  if (!view) {
    view = fastTranslate(instance.getFixedT(tagOf(lang)), tagOf(lang), tagOf(DEFAULT_LANG));
    views.set(lang, view);
  }
  return view;
}

/** i18next's own function for a language, without the fast view: what the view must give the same as. */
export function i18nextTranslations(lang: LangCode): Translate {
  return instance.getFixedT(tagOf(lang));
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
  for (const form of new Intl.PluralRules(tagOf(lang)).resolvedOptions().pluralCategories) {
    const template = t(`${key}_${form}`, { skipInterpolation: true, defaultValue: '' }) as string;
    if (template) out[`${name}_${form}`] = template;
  }
  return out;
}
