/**
 * Which phone numbers the portal sends text messages to: mobile numbers of the countries it serves, nothing else.
 * A verification code costs money per message, and premium-rate, satellite and other countries' ranges cost far
 * more and can pay whoever owns them (SMS pumping), so a number outside the mobile ranges below is refused before
 * anything is sent. Numbers without a country code are Austrian (the portal's home). The ranges are the national
 * mobile ranges as the regulators publish them; a country not listed here cannot be switched on by configuration
 * alone.
 */

export interface MobileRange {
  /** The country calling code, digits only. */
  cc: string;
  /** The national significant number of a mobile line (without the trunk 0). */
  national: RegExp;
}

export const MOBILE_RANGES: Readonly<Record<string, MobileRange>> = {
  // 650–699 (664 A1, 676 Magenta, 660 Drei, 699 …); 900/930 are premium, 1–5 fixed lines
  AT: { cc: '43', national: /^6[5-9]\d{7,10}$/ },
  // 15x, 16x, 17x
  DE: { cc: '49', national: /^1[5-7]\d{8,9}$/ },
  // 075–079
  CH: { cc: '41', national: /^7[5-9]\d{7}$/ },
  // 3xx
  IT: { cc: '39', national: /^3\d{8,9}$/ },
  // 7x
  LI: { cc: '423', national: /^7[3-9]\d{5}$/ },
  // 30, 31, 40, 41, 51, 64, 65, 68, 69, 70, 71
  SI: { cc: '386', national: /^(3[01]|4[01]|51|6[4589]|7[01])\d{6}$/ },
  // 20, 30, 31, 50, 70
  HU: { cc: '36', national: /^(20|3[01]|50|70)\d{7}$/ },
  // 60x, 7xx
  CZ: { cc: '420', national: /^(60[1-8]|7[0-9]\d)\d{6}$/ },
  // 9xx
  SK: { cc: '421', national: /^9\d{8}$/ },
};

/** The countries whose mobile numbers get text messages unless SMS_COUNTRIES says otherwise. */
export const DEFAULT_SMS_COUNTRIES = ['AT', 'DE', 'CH', 'IT'] as const;

/** The number in international form, digits only (43664…), or null when it cannot be one. */
export function internationalDigits(phone: string, homeCc = '43'): string | null {
  const compact = phone.replace(/[\s()./-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  if (compact.startsWith('+')) return compact.slice(1);
  if (compact.startsWith('00')) return compact.slice(2);
  if (compact.startsWith('0')) return homeCc + compact.slice(1);
  return null;
}

/** The number (international digits) and its country when it is a mobile number of one of `countries`. */
export function servedMobile(phone: string, countries: readonly string[]): { digits: string; country: string } | null {
  const digits = internationalDigits(phone);
  if (!digits) return null;
  for (const country of countries) {
    const range = MOBILE_RANGES[country.toUpperCase()];
    if (range && digits.startsWith(range.cc) && range.national.test(digits.slice(range.cc.length)))
      return { digits, country: country.toUpperCase() };
  }
  return null;
}

/** The part of a number a pumping operation shares across its many numbers: the first six digits. */
export function numberPrefix(digits: string): string {
  return digits.slice(0, 6);
}
