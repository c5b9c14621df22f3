/**
 * The portal's 15 interface languages.
 * `code` is what URLs, hreflang and locales/ use; `storageCode` is the country-style code the original app used
 * (gb, se, sa, ir, cn, jp), kept under the browser key `language` so stored data stays compatible.
 */
export interface Language {
  code: LangCode;
  storageCode: string;
  name: string; // endonym, shown in the selector
  flag: string;
  dir: 'ltr' | 'rtl';
  /** BCP 47 tag for Intl formatting: numbers, prices, areas and dates on the language's pages (src/domain/format). */
  bcp47: string;
}

import { DEFAULT_LANG, LANG_CODES, type LangCode } from '../domain/language-codes';

export { DEFAULT_LANG, LANG_CODES, type LangCode };

export const LANGUAGES: readonly Language[] = [
  { code: 'de', storageCode: 'de', name: 'Deutsch', flag: '🇦🇹', dir: 'ltr', bcp47: 'de-AT' },
  { code: 'en', storageCode: 'gb', name: 'English', flag: '🇬🇧', dir: 'ltr', bcp47: 'en-GB' },
  { code: 'fr', storageCode: 'fr', name: 'Français', flag: '🇫🇷', dir: 'ltr', bcp47: 'fr-FR' },
  { code: 'it', storageCode: 'it', name: 'Italiano', flag: '🇮🇹', dir: 'ltr', bcp47: 'it-IT' },
  { code: 'es', storageCode: 'es', name: 'Español', flag: '🇪🇸', dir: 'ltr', bcp47: 'es-ES' },
  { code: 'pt', storageCode: 'pt', name: 'Português', flag: '🇵🇹', dir: 'ltr', bcp47: 'pt-PT' },
  { code: 'nl', storageCode: 'nl', name: 'Nederlands', flag: '🇳🇱', dir: 'ltr', bcp47: 'nl-NL' },
  { code: 'sv', storageCode: 'se', name: 'Svenska', flag: '🇸🇪', dir: 'ltr', bcp47: 'sv-SE' },
  { code: 'pl', storageCode: 'pl', name: 'Polski', flag: '🇵🇱', dir: 'ltr', bcp47: 'pl-PL' },
  { code: 'ru', storageCode: 'ru', name: 'Русский', flag: '🇷🇺', dir: 'ltr', bcp47: 'ru-RU' },
  { code: 'tr', storageCode: 'tr', name: 'Türkçe', flag: '🇹🇷', dir: 'ltr', bcp47: 'tr-TR' },
  { code: 'ar', storageCode: 'sa', name: 'العربية', flag: '🇸🇦', dir: 'rtl', bcp47: 'ar' },
  { code: 'fa', storageCode: 'ir', name: 'فارسی', flag: '🇮🇷', dir: 'rtl', bcp47: 'fa-IR' },
  { code: 'zh', storageCode: 'cn', name: '中文', flag: '🇨🇳', dir: 'ltr', bcp47: 'zh-CN' },
  { code: 'ja', storageCode: 'jp', name: '日本語', flag: '🇯🇵', dir: 'ltr', bcp47: 'ja-JP' },
];

const byCode = new Map(LANGUAGES.map((l) => [l.code, l]));
const byStorage = new Map(LANGUAGES.map((l) => [l.storageCode, l]));

export function isLangCode(value: unknown): value is LangCode {
  return typeof value === 'string' && byCode.has(value as LangCode);
}

export function getLanguage(code: LangCode): Language {
  return byCode.get(code)!;
}

/** Browser language to storage code: en→gb, sv→se, ar→sa, fa→ir, zh→cn, ja→jp; other languages keep their code. */
const BROWSER_TO_STORAGE: Record<string, string> = { en: 'gb', sv: 'se', ar: 'sa', fa: 'ir', zh: 'cn', ja: 'jp' };

export function storageCodeFromBrowser(browserLang: string): string | null {
  const base = browserLang.toLowerCase().split(/[-_]/)[0] ?? '';
  const mapped = BROWSER_TO_STORAGE[base] ?? base;
  return byStorage.has(mapped) ? mapped : null;
}

/** The language a URL code (en) or a storage code (gb) names, or null when it names none. */
export function langFromCode(code: string): LangCode | null {
  return (byStorage.get(code) ?? byCode.get(code as LangCode))?.code ?? null;
}

/**
 * Reads a stored `language` value. Unknown values fall back to German with a console warning.
 * Accepts the URL codes too, so a value written by another tool still works.
 */
export function langFromStorageCode(
  stored: string | null | undefined,
  warn: (msg: string) => void = console.warn,
): LangCode {
  if (stored == null || stored === '') return DEFAULT_LANG;
  const hit = langFromCode(stored);
  if (hit) return hit;
  warn(`Unknown language "${stored}", falling back to German`);
  return DEFAULT_LANG;
}

/**
 * The BCP 47 tag figures are written in on a page whose `<html lang>` is `code` (a URL code): the one locale the
 * build and the browser scripts format with, so a price a script writes reads like the page's own; German for an
 * unknown code.
 */
export function bcp47Of(code: string | null | undefined): string {
  return getLanguage(isLangCode(code) ? code : DEFAULT_LANG).bcp47;
}

export function storageCodeOf(code: LangCode): string {
  return getLanguage(code).storageCode;
}
