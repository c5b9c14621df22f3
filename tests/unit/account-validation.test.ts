import { describe, expect, it } from 'vitest';
import {
  fieldErrorKeys,
  isCleanText,
  nameSchema,
  registerBodyFromForm,
  registerSchema,
} from '~/domain/validation/account';

describe('clean text in account fields', () => {
  it('refuses C0 and C1 controls, DEL and bidirectional overrides in a one-line field', () => {
    for (const bad of [
      'Anna\u0000',
      'An\u0007na',
      'Anna\tMuster',
      'Anna\nMuster',
      'Anna\u007F',
      'Anna\u0085',
      'Anna\u009F',
      '\u202EanneM',
      'Anna\u202A',
      'Anna\u2066x\u2069',
      'Anna\u2068',
    ]) {
      const result = nameSchema.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(fieldErrorKeys(result.error!.issues)._form).toContain('validation.textInvalidChars');
    }
  });

  it('keeps names in any script, with accents, hyphens and apostrophes', () => {
    for (const good of ['Anna-Maria Öztürk', "D'Angelo", 'José Núñez', 'Łukasz', 'محمد علي', '山田 太郎', 'Ørsted']) {
      expect(nameSchema.safeParse(good).success, good).toBe(true);
    }
  });

  it('allows tab and line breaks only in multi-line text', () => {
    expect(isCleanText('Zeile 1\nZeile 2\r\n\tEingerückt', true)).toBe(true);
    expect(isCleanText('Zeile 1\nZeile 2')).toBe(false);
    expect(isCleanText('a\u0000b', true)).toBe(false);
    expect(isCleanText('a\u202Eb', true)).toBe(false);
  });
});

describe('a registration posted without JavaScript', () => {
  const form = {
    name: 'Nora Ohneskript',
    email: 'nora@example.at',
    phone: '  ',
    password: 'Sicher123',
    password_confirmation: 'Sicher123',
  };

  it('becomes the body the island sends: a blank phone is none, a sent terms box is accepted', () => {
    const body = registerBodyFromForm({ ...form, terms: 'on' });
    expect(body).toEqual({ ...form, phone: null, terms: true });
    expect(registerSchema.safeParse(body).success).toBe(true);
  });

  it('counts a terms box the browser did not send as not accepted', () => {
    const result = registerSchema.safeParse(registerBodyFromForm(form));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['terms']);
  });
});
