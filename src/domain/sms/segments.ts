/**
 * How an SMS text goes over the air: in the GSM 03.38 default alphabet (7-bit, 160 characters) when every
 * character is in it, else in UCS-2 (70 characters). A longer text is split into parts that phones join again
 * (concatenation header of 6 bytes: 153 GSM characters or 67 UCS-2 characters per part). Characters of the GSM
 * extension table ({ } [ ] ~ \ | ^ €) take two places, and a part never ends between the escape and its character;
 * a UCS-2 part never splits a surrogate pair (an emoji).
 */

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Extension characters and the code that follows the escape (0x1B). */
const GSM_EXTENDED: Readonly<Record<string, number>> = {
  '\f': 0x0a,
  '^': 0x14,
  '{': 0x28,
  '}': 0x29,
  '\\': 0x2f,
  '[': 0x3c,
  '~': 0x3d,
  ']': 0x3e,
  '|': 0x40,
  '€': 0x65,
};
const BASIC_CODE = new Map([...GSM_BASIC].map((ch, i) => [ch, i]));
const BASIC_CHAR = [...GSM_BASIC];
const EXTENDED_CHAR = new Map(Object.entries(GSM_EXTENDED).map(([ch, code]) => [code, ch]));

export type SmsEncoding = 'gsm7' | 'ucs2';

export const GSM_SINGLE = 160;
export const GSM_PART = 153;
export const UCS2_SINGLE = 70;
export const UCS2_PART = 67;
/** More parts than this is no longer a text message; the portal's own texts stay far below. */
export const MAX_PARTS = 10;

function gsmWidth(ch: string): number {
  if (BASIC_CODE.has(ch) && ch !== '\u001b') return 1;
  if (ch in GSM_EXTENDED) return 2;
  return 0;
}

export function isGsm7(text: string): boolean {
  for (const ch of text) if (gsmWidth(ch) === 0) return false;
  return true;
}

export function smsEncoding(text: string): SmsEncoding {
  return isGsm7(text) ? 'gsm7' : 'ucs2';
}

/** The text in the parts it is sent as (one part when it fits a single message). */
export function splitSms(text: string): { encoding: SmsEncoding; parts: string[] } {
  const encoding = smsEncoding(text);
  const chars = [...text];
  const width = encoding === 'gsm7' ? gsmWidth : (ch: string) => ch.length; // UTF-16 code units
  const total = chars.reduce((n, ch) => n + width(ch), 0);
  const single = encoding === 'gsm7' ? GSM_SINGLE : UCS2_SINGLE;
  if (total <= single) return { encoding, parts: [text] };
  const size = encoding === 'gsm7' ? GSM_PART : UCS2_PART;
  const parts: string[] = [];
  let current = '';
  let used = 0;
  for (const ch of chars) {
    const w = width(ch);
    if (used + w > size) {
      parts.push(current);
      current = '';
      used = 0;
    }
    current += ch;
    used += w;
  }
  if (current) parts.push(current);
  if (parts.length > MAX_PARTS) throw new Error(`an SMS of ${parts.length} parts is too long`);
  return { encoding, parts };
}

/** GSM 03.38 as SMPP carries it with data_coding 0: one septet per byte, extension characters escaped. */
export function encodeGsm7(text: string): Buffer {
  const bytes: number[] = [];
  for (const ch of text) {
    const code = BASIC_CODE.get(ch);
    if (code !== undefined && ch !== '\u001b') bytes.push(code);
    else if (ch in GSM_EXTENDED) bytes.push(0x1b, GSM_EXTENDED[ch]!);
    else throw new Error(`"${ch}" is not in the GSM 7-bit alphabet`);
  }
  return Buffer.from(bytes);
}

export function decodeGsm7(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 0x1b && i + 1 < bytes.length) out += EXTENDED_CHAR.get(bytes[++i]!) ?? ' ';
    else out += BASIC_CHAR[b] ?? '?';
  }
  return out;
}

export function encodeUcs2(text: string): Buffer {
  const le = Buffer.from(text, 'utf16le');
  return le.swap16();
}

export function decodeUcs2(bytes: Uint8Array): string {
  return Buffer.from(bytes).swap16().toString('utf16le');
}
