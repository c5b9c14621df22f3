/** How an SMS text is encoded and split: GSM 7-bit or UCS-2, part sizes, escapes and surrogate pairs kept whole. */
import { describe, expect, it } from 'vitest';
import { decodeGsm7, decodeUcs2, encodeGsm7, encodeUcs2, isGsm7, splitSms } from '~/domain/sms/segments';
import { smsAddress } from '~/platform/sms/gateway';

describe('SMS segments', () => {
  it('chooses GSM 7-bit for German text and UCS-2 for other scripts and typographic quotes', () => {
    expect(isGsm7('Schöne Wohnung, 3 Zimmer, € 900 {Balkon}')).toBe(true);
    expect(isGsm7('„Zitat“')).toBe(false);
    expect(isGsm7('Квартира')).toBe(false);
    expect(splitSms('x'.repeat(160))).toEqual({ encoding: 'gsm7', parts: ['x'.repeat(160)] });
    expect(splitSms('ж'.repeat(70)).parts).toHaveLength(1);
  });

  it('splits at 153 GSM places (extension characters count twice) and 67 UCS-2 units', () => {
    const gsm = splitSms('a'.repeat(161));
    expect(gsm.parts.map((p) => p.length)).toEqual([153, 8]);
    const euro = splitSms(`${'a'.repeat(152)}€b${'c'.repeat(20)}`);
    expect(euro.parts[0]).toBe('a'.repeat(152)); // the € (two places) moves to the next part whole
    const emoji = splitSms(`${'ж'.repeat(66)}🏠${'ж'.repeat(10)}`);
    expect(emoji.encoding).toBe('ucs2');
    expect(emoji.parts[0]).toBe('ж'.repeat(66)); // the surrogate pair is not cut
    expect(emoji.parts.join('')).toBe(`${'ж'.repeat(66)}🏠${'ж'.repeat(10)}`);
  });

  it('encodes and decodes both alphabets', () => {
    const text = 'Grüße: € 5 [ok] ^_^ @home';
    const bytes = encodeGsm7(text);
    expect([...bytes.subarray(bytes.indexOf(0x1b), bytes.indexOf(0x1b) + 2)]).toEqual([0x1b, 0x65]);
    expect(decodeGsm7(bytes)).toBe(text);
    expect(decodeUcs2(encodeUcs2('عقار 🏠'))).toBe('عقار 🏠');
    expect([...encodeUcs2('A')]).toEqual([0x00, 0x41]);
  });

  it('writes numbers as the SMS centre wants them', () => {
    expect(smsAddress('+43 664 123 45 67')).toBe('436641234567');
    expect(smsAddress('0664/1234567')).toBe('436641234567');
    expect(smsAddress('0049 170 1234567')).toBe('491701234567');
  });
});
