import { afterAll, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGES, LANG_CODES, langFromStorageCode, storageCodeFromBrowser, storageCodeOf } from '~/i18n/languages';
import { localizePath, splitLangFromPath } from '~/i18n/paths';
import { builtLanguages, languagePaths } from '~/site/languages';
import { loadEnv } from '~/config/env';
import { useTranslations } from '~/i18n/t';
import { langFromAcceptLanguage, negotiateLang } from '~/i18n/negotiate';
import { clearMessageCache, serverTranslator } from '~/platform/i18n';

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

describe('Accept-Language', () => {
  it('takes the highest-weighted language of ours, region and script subtags naming their language', () => {
    expect(langFromAcceptLanguage('en-GB,en;q=0.9,de;q=0.5')).toBe('en');
    expect(langFromAcceptLanguage('de-AT')).toBe('de');
    expect(langFromAcceptLanguage('pt-BR, en;q=0.8')).toBe('pt');
    expect(langFromAcceptLanguage('zh-Hant')).toBe('zh');
    expect(langFromAcceptLanguage('zh-TW,zh;q=0.9')).toBe('zh');
    expect(langFromAcceptLanguage('zh-Hant-TW')).toBe('zh');
    expect(langFromAcceptLanguage('fr;q=0.4, it;q=0.7, es;q=0.5')).toBe('it');
    expect(langFromAcceptLanguage('FR-ca;Q=0.8')).toBe('fr');
  });
  it('between equal weights keeps the order sent; weightless means 1', () => {
    expect(langFromAcceptLanguage('fr, en')).toBe('fr');
    expect(langFromAcceptLanguage('en;q=0.5, fr;q=0.5')).toBe('en');
    expect(langFromAcceptLanguage('ru;q=1.0, de')).toBe('ru');
  });
  it('weighs a language by the best range naming it, and q=0 refuses it', () => {
    expect(langFromAcceptLanguage('de;q=0.1, de-AT;q=0.9, en;q=0.5')).toBe('de');
    expect(langFromAcceptLanguage('en;q=0, fr;q=0.1')).toBe('fr');
    expect(langFromAcceptLanguage('en;q=0')).toBeNull();
    expect(langFromAcceptLanguage('en;q=0.000')).toBeNull();
  });
  it('skips languages the portal has none of (and storage codes, which are not language tags)', () => {
    expect(langFromAcceptLanguage('xx, nb;q=0.9, sv;q=0.5')).toBe('sv');
    // "se" is Northern Sami as a language tag; only the `lang` parameter reads it as Swedish's storage code.
    expect(langFromAcceptLanguage('se, gb')).toBeNull();
    expect(langFromAcceptLanguage('klingon')).toBeNull();
  });
  it('gives the wildcard every language no range names, German first', () => {
    expect(langFromAcceptLanguage('*')).toBe('de');
    expect(langFromAcceptLanguage('xx, *;q=0.5')).toBe('de');
    expect(langFromAcceptLanguage('en;q=0.5, *')).toBe('de');
    expect(langFromAcceptLanguage('fr, *')).toBe('fr');
    expect(langFromAcceptLanguage('fr;q=0.5, *;q=0.5')).toBe('fr');
    expect(langFromAcceptLanguage('de;q=0, *')).toBe('en');
    expect(langFromAcceptLanguage('*;q=0')).toBeNull();
  });
  it('ignores malformed elements as if they were not sent', () => {
    expect(langFromAcceptLanguage('en;q=2, fr')).toBe('fr');
    expect(langFromAcceptLanguage('en;q=0.5x, it;q=0.1')).toBe('it');
    expect(langFromAcceptLanguage('en;q=0.1234, it;q=0.1')).toBe('it');
    expect(langFromAcceptLanguage('en;foo=bar, es;q=0.2')).toBe('es');
    expect(langFromAcceptLanguage('en_US, ja;q=0.3')).toBe('ja');
    expect(langFromAcceptLanguage('toolonglanguage, pl;q=0.3')).toBe('pl');
    expect(langFromAcceptLanguage(',, ,tr ,')).toBe('tr');
    expect(langFromAcceptLanguage(';;;')).toBeNull();
    expect(langFromAcceptLanguage('')).toBeNull();
    expect(langFromAcceptLanguage(undefined)).toBeNull();
  });
});

describe('the answer language', () => {
  it('is the lang parameter when it names one of ours, as URL or storage code in any case', () => {
    expect(negotiateLang('en', 'fr')).toBe('en');
    expect(negotiateLang('gb', 'fr')).toBe('en');
    for (const l of LANGUAGES) {
      expect(negotiateLang(l.storageCode, null)).toBe(l.code);
      expect(negotiateLang(l.code.toUpperCase(), null)).toBe(l.code);
    }
  });
  it('is the Accept-Language choice when the parameter names none of ours, else German', () => {
    expect(negotiateLang('xx', 'fr')).toBe('fr');
    expect(negotiateLang('', 'pt-BR')).toBe('pt');
    expect(negotiateLang(null, 'xx')).toBe('de');
    expect(negotiateLang(undefined, undefined)).toBe('de');
  });
});

describe('the server translator', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'locales-'));
  const write = (lang: string, messages: unknown) =>
    fs.writeFileSync(path.join(dir, `${lang}.json`), JSON.stringify(messages));
  write('de', {
    cart: { items_one: '{{count}} Objekt', items_other: '{{count}} Objekte' },
    hello: 'Hallo {{name}}',
    only: { german: 'Nur Deutsch' },
  });
  write('pl', {
    cart: { items_one: '{{count}} obiekt', items_few: '{{count}} obiekty', items_many: '{{count}} obiektów' },
    hello: 'Cześć {{name}}',
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    clearMessageCache();
  });

  it("chooses plural forms by the language's own rules", () => {
    const pl = serverTranslator('pl', dir);
    expect([1, 2, 5, 22, 25].map((count) => pl('cart.items', { count }))).toEqual([
      '1 obiekt',
      '2 obiekty',
      '5 obiektów',
      '22 obiekty',
      '25 obiektów',
    ]);
    expect(serverTranslator('de', dir)('cart.items', { count: 1 })).toBe('1 Objekt');
    expect(serverTranslator('de', dir)('cart.items', { count: 3 })).toBe('3 Objekte');
  });
  it('in the locale files of the project, with European Portuguese for pt', () => {
    expect(serverTranslator('pt', 'locales')('search.results.count', { count: 0 })).toBe('0 imóveis');
    expect(serverTranslator('pt', 'locales')('search.results.count', { count: 1 })).toBe('1 imóvel');
  });
  it('falls back to German for a missing key or language, to the key when German lacks it too', () => {
    expect(serverTranslator('pl', dir)('only.german')).toBe('Nur Deutsch');
    expect(serverTranslator('fr', dir)('hello', { name: 'Anna' })).toBe('Hallo Anna');
    expect(serverTranslator('pl', dir)('nowhere.key')).toBe('nowhere.key');
  });
  it('fills placeholders without escaping and keeps one it was not given', () => {
    expect(serverTranslator('pl', dir)('hello', { name: '<Ana & Jo>' })).toBe('Cześć <Ana & Jo>');
    expect(serverTranslator('pl', dir)('hello')).toBe('Cześć {{name}}');
  });
  it('reads the files again after the cache is cleared', () => {
    expect(serverTranslator('pl', dir)('hello', { name: 'A' })).toBe('Cześć A');
    write('pl', { hello: 'Dzień dobry {{name}}' });
    expect(serverTranslator('pl', dir)('hello', { name: 'A' })).toBe('Cześć A');
    clearMessageCache();
    expect(serverTranslator('pl', dir)('hello', { name: 'A' })).toBe('Dzień dobry A');
  });
});
