import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANG, LANG_CODES, type LangCode } from './languages';

// All locale files are bundled at build time: pages are pre-rendered, so the server never loads them at run time.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*.json', { eager: true });

const resources: Record<string, { translation: Record<string, unknown> }> = {};
for (const [path, mod] of Object.entries(files)) {
  const code = /([a-z]{2})\.json$/.exec(path)?.[1];
  if (code) resources[code] = { translation: mod.default };
}

const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG, // a key missing in a language shows German, never a raw key
  supportedLngs: [...LANG_CODES],
  interpolation: { escapeValue: false }, // Astro and React escape on output
  returnNull: false,
  initAsync: false,
});

export type Translate = TFunction;

/** The translation function for one language (one i18next instance, a fixed-language view per page). */
export function useTranslations(lang: LangCode): Translate {
  return instance.getFixedT(lang);
}

/** Picks the given keys for an island, so a client bundle carries only the strings it shows. */
export function pickStrings<K extends string>(lang: LangCode, keys: readonly K[]): Record<K, string> {
  const t = useTranslations(lang);
  // Keys come from the caller's list, not a literal: i18next's key-literal typing cannot check them here.
  return Object.fromEntries(keys.map((k) => [k, t(k as string)])) as Record<K, string>;
}
