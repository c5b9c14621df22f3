import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '~/i18n/languages';
import { checkLocale, flatten, type LocaleTree } from '~/i18n/locale-check';

const dir = path.resolve('locales');
const read = (code: string) => JSON.parse(fs.readFileSync(path.join(dir, `${code}.json`), 'utf8')) as LocaleTree;
const german = read('de');
// Keys whose value may equal German: per language, or for all ('*'): brand names, units, loanwords.
const sameAsGerman = JSON.parse(fs.readFileSync(path.join(dir, '_same-as-german.json'), 'utf8')) as Record<
  string,
  string[]
>;
const allowedFor = (code: string) => [...(sameAsGerman['*'] ?? []), ...(sameAsGerman[code] ?? [])];

describe('locales', () => {
  it('German, the source, has no empty values', () => {
    const empty = [...flatten(german)].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  for (const code of LANG_CODES.filter((c) => c !== 'de')) {
    it(`${code}: same keys as German, placeholders kept, really translated`, () => {
      expect(fs.existsSync(path.join(dir, `${code}.json`)), `locales/${code}.json exists`).toBe(true);
      const problems = checkLocale(german, read(code), allowedFor(code), code);
      expect(problems).toEqual({ missing: [], extra: [], untranslated: [], placeholderMismatch: [], empty: [] });
    });
  }

  it('the check catches a missing key, an extra key, a German copy and a lost placeholder', () => {
    const de = { a: 'Haus', b: 'Hallo {{name}}', c: '9–17' };
    const problems = checkLocale(de, { a: 'Haus', b: 'Hello', x: 'y' } as LocaleTree, []);
    expect(problems.missing).toEqual(['c']);
    expect(problems.extra).toEqual(['x']);
    expect(problems.untranslated).toEqual(['a']);
    expect(problems.placeholderMismatch).toEqual(['b']);
    expect(checkLocale({ a: 'CHF' }, { a: 'CHF' }, []).untranslated).toEqual(['a']);
    expect(checkLocale({ a: 'CHF' }, { a: 'CHF' }, ['a']).untranslated).toEqual([]);
  });

  it('asks each language for its own plural forms', () => {
    const de = { n_one: '{{count}} Haus', n_other: '{{count}} Häuser' };
    expect(checkLocale(de, { n_one: '{{count}} dom', n_other: '{{count}} domów' }, [], 'pl').missing).toEqual([
      'n_few',
      'n_many',
    ]);
    expect(checkLocale(de, { n_other: '{{count}} 軒' }, [], 'ja')).toMatchObject({ missing: [], extra: [] });
    expect(
      checkLocale(de, { n_one: '{{count}} house', n_other: '{{count}} houses', n_few: 'x' }, [], 'en').extra,
    ).toEqual(['n_few']);
  });
});
