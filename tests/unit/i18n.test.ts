import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES, LANG_CODES, langFromStorageCode, storageCodeFromBrowser, storageCodeOf } from '~/i18n/languages';
import { localizePath, splitLangFromPath } from '~/i18n/paths';
import { builtLanguages, languagePaths } from '~/site/languages';
import { loadEnv } from '~/config/env';
import { useTranslations } from '~/i18n/t';

describe('languages', () => {
  it('has 15 languages with their storage codes, ar and fa right-to-left', () => {
    expect(LANG_CODES).toHaveLength(15);
    expect(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar', 'fa']);
    expect(LANGUAGES.map((l) => l.storageCode)).toEqual([
      'de',
      'gb',
      'fr',
      'it',
      'es',
      'pt',
      'nl',
      'se',
      'pl',
      'ru',
      'tr',
      'sa',
      'ir',
      'cn',
      'jp',
    ]);
    expect(LANGUAGES.every((l) => l.flag.length > 0)).toBe(true);
  });
  it('maps browser languages to storage codes (en→gb, sv→se, ar→sa, fa→ir, zh→cn, ja→jp), others unchanged', () => {
    expect(storageCodeFromBrowser('en-US')).toBe('gb');
    expect(storageCodeFromBrowser('sv')).toBe('se');
    expect(storageCodeFromBrowser('ar-EG')).toBe('sa');
    expect(storageCodeFromBrowser('fa')).toBe('ir');
    expect(storageCodeFromBrowser('zh-Hans')).toBe('cn');
    expect(storageCodeFromBrowser('ja')).toBe('jp');
    expect(storageCodeFromBrowser('de-AT')).toBe('de');
    expect(storageCodeFromBrowser('xx')).toBeNull();
  });
  it('reads stored codes and falls back to German with a console warning', () => {
    expect(langFromStorageCode('gb')).toBe('en');
    expect(langFromStorageCode('sa')).toBe('ar');
    expect(langFromStorageCode(null)).toBe('de');
    const warn = vi.fn();
    expect(langFromStorageCode('klingon', warn)).toBe('de');
    expect(warn).toHaveBeenCalledOnce();
    expect(storageCodeOf('ja')).toBe('jp');
  });
});

describe('localized paths', () => {
  it('keeps German at the root and prefixes the others', () => {
    expect(localizePath('de', '/immobilien')).toBe('/immobilien');
    expect(localizePath('en', '/immobilien')).toBe('/en/immobilien');
    expect(localizePath('ar', '/')).toBe('/ar/');
  });
  it('splits a path into language and German path', () => {
    expect(splitLangFromPath('/en/immobilien')).toEqual({ lang: 'en', path: '/immobilien' });
    expect(splitLangFromPath('/fa')).toEqual({ lang: 'fa', path: '/' });
    expect(splitLangFromPath('/immobilien')).toEqual({ lang: 'de', path: '/immobilien' });
    expect(splitLangFromPath('/de/x')).toEqual({ lang: 'de', path: '/de/x' });
  });
});

describe('BUILD_LANGUAGES', () => {
  it('builds every language by default, only the named ones (German always) when set', () => {
    const wanted = (value: string) => loadEnv({ BUILD_LANGUAGES: value }).BUILD_LANGUAGES;
    expect(builtLanguages(wanted(''))).toEqual(LANG_CODES);
    expect(builtLanguages(wanted('en, ar'))).toEqual(['de', 'en', 'ar']);
    expect(languagePaths(wanted('en, ar')).map((p) => p.params.lang)).toEqual([undefined, 'en', 'ar']);
    expect(builtLanguages(wanted('xx'))).toEqual(['de']);
  });
});

describe('plural forms on pre-rendered pages', () => {
  it("follow each language's own rules, with European Portuguese for pt", () => {
    expect(useTranslations('pt')('search.results.count', { count: 0 })).toBe('0 imóveis');
    expect(useTranslations('pt')('search.results.count', { count: 1 })).toBe('1 imóvel');
    expect(useTranslations('fr')('search.results.count', { count: 0 })).toBe('0 bien');
    expect(useTranslations('pl')('search.results.count', { count: 5 })).toMatch(/^5 /);
    expect(useTranslations('de')('search.results.count', { count: 1 })).toBe('1 Immobilie');
  });
  it('falls back to German for a key a language lacks, never to the raw key', () => {
    expect(useTranslations('en')('nav.home')).not.toBe('nav.home');
  });
});
