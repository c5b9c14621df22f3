import { describe, expect, it } from 'vitest';
import { LEAD_TYPES, leadTypeOf } from '~/domain/leads/lead-types';
import { pickStrings } from '~/i18n/t';
import { ADMIN_STRING_KEYS } from '~/islands/admin/strings';
import { translator } from '~/islands/admin/ui';
import { auditDetailLines, leadTypeOptions, vocabularyLabel } from '~/islands/admin/labels';

const de = translator(pickStrings('de', ADMIN_STRING_KEYS));
const en = translator(pickStrings('en', ADMIN_STRING_KEYS));

describe('the admin area names codes as the pages do', () => {
  it('labels listing status, deal and type with the vocabulary labels', () => {
    expect(vocabularyLabel(de, 'status', 'available')).toBe('Verfügbar');
    expect(vocabularyLabel(de, 'vermarktungsart', 'KAUF')).toBe('Kauf');
    expect(vocabularyLabel(de, 'objektart', 'BUERO_PRAXEN')).toBe('Büro / Praxis');
    expect(vocabularyLabel(en, 'objektart', 'BUERO_PRAXEN')).toBe('Office / practice');
  });

  it('keeps a code it has no label for', () => {
    expect(vocabularyLabel(de, 'objektart', 'UNBEKANNT')).toBe('UNBEKANNT');
    expect(vocabularyLabel(de, 'status', 'unknown')).toBe('unknown');
  });
});

describe('the five kinds of request', () => {
  it('a call-back is a call-back, an untyped appointment a viewing', () => {
    expect(leadTypeOf('appointment', 'phone_call')).toBe('phone_call');
    expect(leadTypeOf('appointment', 'video_call')).toBe('video_call');
    expect(leadTypeOf('appointment', 'consultation')).toBe('consultation');
    expect(leadTypeOf('appointment', null)).toBe('viewing');
    expect(leadTypeOf('inquiry', null)).toBe('inquiry');
  });

  it('offers all five as filters, each with its own label', () => {
    const options = leadTypeOptions(de);
    expect(options.map(([k]) => k)).toEqual([...LEAD_TYPES]);
    expect(new Set(options.map(([, label]) => label)).size).toBe(5);
    expect(options.find(([k]) => k === 'phone_call')![1]).toBe('Rückruf');
  });
});

describe('audit details as field: value', () => {
  it('translates field names, roles, flags and numbers', () => {
    expect(auditDetailLines(de, { from: 'user', to: 'editor' }, 'de')).toEqual([
      { field: 'Vorher', value: de('role.user') },
      { field: 'Nachher', value: de('role.editor') },
    ]);
    expect(auditDetailLines(de, { name: 'feed.zip', size: 1234567, ok: true, new: 3 }, 'de')).toEqual([
      { field: 'Datei', value: 'feed.zip' },
      { field: 'Größe', value: '1.234.567' },
      { field: 'Erfolgreich', value: 'Ja' },
      { field: 'Neu', value: '3' },
    ]);
  });

  it('keeps an unknown field by its name, leaves out empty values, and shows no raw JSON for flat details', () => {
    const lines = auditDetailLines(en, { reason: 'test', changed: undefined, withdrawn: null }, 'en');
    expect(lines).toEqual([{ field: 'reason', value: 'test' }]);
    expect(auditDetailLines(en, null, 'en')).toEqual([]);
  });

  it('every new admin string exists in every language', () => {
    for (const lang of [
      'de',
      'en',
      'ar',
      'es',
      'fa',
      'fr',
      'it',
      'ja',
      'nl',
      'pl',
      'pt',
      'ru',
      'sv',
      'tr',
      'zh',
    ] as const) {
      const strings = pickStrings(lang, ADMIN_STRING_KEYS) as Record<string, string>;
      for (const key of ADMIN_STRING_KEYS.filter((k) => /auditField|ui\.(yes|no)$|^listing\./.test(k))) {
        expect(strings[key], `${lang} ${key}`).not.toBe(key);
      }
    }
  });
});

describe('the admin island ships every string it names', () => {
  it('each literal t("admin.…") key of the admin views is among the picked strings', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const dir = path.resolve(import.meta.dirname, '../../src/islands/admin');
    const shipped = new Set<string>(ADMIN_STRING_KEYS);
    const missing = fs
      .readdirSync(dir)
      .filter((f) => /\.tsx?$/.test(f))
      .flatMap((f) =>
        [...fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/\bt\('(admin\.[^']+)'/g)]
          .map((m) => m[1]!)
          .filter((key) => !shipped.has(key))
          .map((key) => `${f}: ${key}`),
      );
    expect(missing).toEqual([]);
  });
});
