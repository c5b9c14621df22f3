/**
 * The portal's 15 interface languages as codes, and where a language's pages live: German at the root, every other
 * language under /<code>/. Pure, so domain rules (the natural-language search's addresses) can use them; the
 * languages' names, flags and directions are in src/i18n/languages.ts.
 */
export const LANG_CODES = [
  'de',
  'en',
  'fr',
  'it',
  'es',
  'pt',
  'nl',
  'sv',
  'pl',
  'ru',
  'tr',
  'ar',
  'fa',
  'zh',
  'ja',
] as const;
export type LangCode = (typeof LANG_CODES)[number];
export const DEFAULT_LANG: LangCode = 'de';

/** The language's address of a German path ("/immobilien" → "/en/immobilien"). */
export function localizePath(lang: LangCode, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (lang === DEFAULT_LANG) return clean;
  return clean === '/' ? `/${lang}/` : `/${lang}${clean}`;
}
