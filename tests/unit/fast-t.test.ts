import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { LANG_CODES } from '~/i18n/languages';
import i18next from 'i18next';
import { fastTranslate } from '~/i18n/fast-t';
import { i18nextTranslations, useTranslations } from '~/i18n/t';

/** Every key of a locale file, nested objects joined with dots; plural keys also under their base name. */
function keysOf(obj: Record<string, unknown>, prefix = ''): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') out.push(...keysOf(v as Record<string, unknown>, key));
    else {
      out.push(key);
      const base = /^(.*)_(zero|one|two|few|many|other)$/.exec(key)?.[1];
      if (base) out.push(base);
    }
  }
  return out;
}

const german = JSON.parse(fs.readFileSync('locales/de.json', 'utf8')) as Record<string, unknown>;
const KEYS = [...new Set(keysOf(german))];
const placeholders = (s: string) => [...s.matchAll(/\{\{-?\s*([^},]+?)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!);

describe('the fast translation view gives exactly what i18next gives', () => {
  it('has keys with placeholders to check', () => {
    const withPlaceholders = KEYS.filter((k) => placeholders(String(i18nextTranslations('de')(k))).length);
    expect(KEYS.length).toBeGreaterThan(500);
    expect(withPlaceholders.length).toBeGreaterThan(50);
  });

  for (const lang of LANG_CODES) {
    // i18next's own answers are the costly part: each is asked for once and compared with both of the view's
    // answers, and the differences are gathered instead of one expect a call.
    it(`${lang}: every key, without options and with every kind of value`, () => {
      const fast = useTranslations(lang) as unknown as (k: string, o?: unknown) => unknown;
      const ref = i18nextTranslations(lang) as unknown as (k: string, o?: unknown) => unknown;
      const differences: { key: string; options: string; fast: unknown; i18next: unknown }[] = [];
      const check = (key: string, options: unknown, got: unknown, want: unknown) => {
        if (!Object.is(got, want) && !isDeepStrictEqual(got, want) && differences.length < 20)
          differences.push({ key, options: JSON.stringify(options) ?? 'none', fast: got, i18next: want });
      };
      let compared = 0;
      for (const key of KEYS) {
        const plain = ref(key);
        check(key, undefined, fast(key), plain);
        check(key, undefined, fast(key), plain); // from what the view remembered
        const names = placeholders(String(ref(key, { skipInterpolation: true })));
        const variants: Record<string, unknown>[] = [
          {},
          Object.fromEntries(names.map((n, i) => [n, `Wert ${i} «{{${n}}}» $t(meta.siteDescription)`])),
          Object.fromEntries(names.map((n, i) => [n, i * 1234.5])),
          Object.fromEntries(names.map((n, i) => [n, i % 2 ? null : undefined])),
          Object.fromEntries(names.slice(1).map((n) => [n, true])),
          ...[0, 1, 2, 3, 5, 11, 21, 1.5, 100].map((count) => ({
            ...Object.fromEntries(names.map((n) => [n, 'x'])),
            count,
          })),
          { count: 2 },
          { skipInterpolation: true },
          { skipInterpolation: true, defaultValue: '' },
          { skipInterpolation: true, defaultValue: 'Vorgabe' },
          { defaultValue: '' },
          { defaultValue: 'Vorgabe' },
          { count: '2' },
          { context: 'male', n: 1 },
          { ...Object.fromEntries(names.map((n) => [n, 'x'])), defaultValue: 'fallback' },
          Object.fromEntries(names.map((n) => [n, { nested: 1 }])),
        ];
        // Forms alike in content (a key without placeholders makes several `{}`) get i18next's answer once.
        const answers = new Map<string, unknown>();
        const expected = variants.map((options) => {
          const same = JSON.stringify(options, (_, v: unknown) => (v === undefined ? '\u0000undefined' : v));
          if (!answers.has(same)) answers.set(same, ref(key, options));
          return answers.get(same);
        });
        // Each form twice, all once and then all again: the second answers come from what the view remembered.
        for (let round = 0; round < 2; round++)
          variants.forEach((options, i) => {
            check(key, options, fast(key, options), expected[i]);
            compared++;
          });
      }
      expect(differences).toEqual([]);
      expect(compared).toBe(KEYS.length * 48);
      // Half a second to two seconds a language, by the machine's load: the limit is for a hung test, not a measure.
    }, 60_000);
  }

  it('a key missing in a language shows German, a key missing everywhere shows itself', () => {
    const fast = useTranslations('en') as unknown as (k: string, o?: unknown) => unknown;
    const ref = i18nextTranslations('en') as unknown as (k: string, o?: unknown) => unknown;
    expect(fast('no.such.key')).toBe('no.such.key');
    expect(fast('no.such.key', { a: 1 })).toBe(ref('no.such.key', { a: 1 }));
    expect(fast('no.such.key', 'Vorgabe')).toBe(ref('no.such.key', 'Vorgabe'));
    for (const options of [{ defaultValue: '' }, { defaultValue: 'Vorgabe' }, { defaultValue: 'Vorgabe' }])
      expect(fast('no.such.key', options)).toBe(ref('no.such.key', options));
  });

  it('plural counts: a zero key, and a language whose plural category differs from the fallback language', () => {
    // French counts 0 as "one", German as "other"; only German has a _zero form and the key "onlyGerman".
    const instance = i18next.createInstance();
    void instance.init({
      resources: {
        de: {
          translation: {
            item_zero: 'keine Sache',
            item_one: '{{count}} Sache',
            item_other: '{{count}} Sachen',
            onlyGerman_one: '{{count}} deutsch eins',
            onlyGerman_other: '{{count}} deutsch mehr',
          },
        },
        fr: { translation: { item_one: '{{count}} chose', item_other: '{{count}} choses' } },
      },
      lng: 'fr',
      fallbackLng: 'de',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    for (const lang of ['fr', 'de']) {
      const ref = instance.getFixedT(lang) as unknown as (k: string, o?: unknown) => unknown;
      const fast = fastTranslate(instance.getFixedT(lang), lang, 'de') as unknown as (
        k: string,
        o?: unknown,
      ) => unknown;
      for (const count of [0, 1, 2, 5, 0, 1, 2, 5, 1.5, 0])
        for (const key of ['item', 'onlyGerman'])
          expect(fast(key, { count }), `${lang} ${key} ${count}`).toBe(ref(key, { count }));
    }
    expect(fastTranslate(instance.getFixedT('de'), 'de', 'de')('item', { count: 0 })).toBe('keine Sache');
  });
});
