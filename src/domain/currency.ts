/**
 * Display currencies and exchange rates. Pure: used by pages, islands and the API. Prices are written by
 * src/domain/format (formatMoney, formatPrice), the one place figures are formatted.
 */

export const CURRENCY_CODES = [
  'EUR',
  'CHF',
  'USD',
  'GBP',
  'SEK',
  'NOK',
  'PLN',
  'RUB',
  'TRY',
  'AED',
  'CNY',
  'JPY',
] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
export const DEFAULT_CURRENCY: CurrencyCode = 'EUR';

export interface Currency {
  code: CurrencyCode;
  symbol: string;
  name: string; // English name; the interface shows the translated one from locales (currency.<code>)
  flag: string;
}

/** In the order the currency selector lists them (EUR first, JPY last). */
export const CURRENCIES: readonly Currency[] = [
  { code: 'EUR', symbol: '€', name: 'Euro', flag: '🇪🇺' },
  { code: 'CHF', symbol: 'CHF', name: 'Swiss franc', flag: '🇨🇭' },
  { code: 'USD', symbol: '$', name: 'US dollar', flag: '🇺🇸' },
  { code: 'GBP', symbol: '£', name: 'British pound', flag: '🇬🇧' },
  { code: 'SEK', symbol: 'kr', name: 'Swedish krona', flag: '🇸🇪' },
  { code: 'NOK', symbol: 'kr', name: 'Norwegian krone', flag: '🇳🇴' },
  { code: 'PLN', symbol: 'zł', name: 'Polish złoty', flag: '🇵🇱' },
  { code: 'RUB', symbol: '₽', name: 'Russian rouble', flag: '🇷🇺' },
  { code: 'TRY', symbol: '₺', name: 'Turkish lira', flag: '🇹🇷' },
  { code: 'AED', symbol: 'د.إ', name: 'UAE dirham', flag: '🇦🇪' },
  { code: 'CNY', symbol: '¥', name: 'Chinese yuan', flag: '🇨🇳' },
  { code: 'JPY', symbol: '¥', name: 'Japanese yen', flag: '🇯🇵' },
];

export type Rates = Partial<Record<CurrencyCode, number>>;

/** Built-in rates per 1 EUR, used whenever live rates are missing or fail. */
export const FALLBACK_RATES: Readonly<Record<CurrencyCode, number>> = {
  EUR: 1,
  USD: 1.09,
  CHF: 0.96,
  GBP: 0.86,
  TRY: 35.85,
  AED: 4.01,
  RUB: 97.85,
  CNY: 7.91,
  JPY: 163.45,
  PLN: 4.34,
  SEK: 11.35,
  NOK: 11.75,
};

/** Exchange-rate cache lifetime: 1 hour. */
export const RATES_TTL_MS = 3_600_000;

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

export function getCurrency(code: CurrencyCode): Currency {
  return CURRENCIES.find((c) => c.code === code)!;
}

/** A stored currency if it is one of the twelve, else EUR. */
export function currencyFromStorage(stored: string | null | undefined): CurrencyCode {
  return isCurrencyCode(stored) ? stored : DEFAULT_CURRENCY;
}

export function ratesAreFresh(storedAt: number | null | undefined, now: number): boolean {
  return typeof storedAt === 'number' && Number.isFinite(storedAt) && now - storedAt < RATES_TTL_MS;
}

/** Merges live rates over the fallback so every known currency always has a positive number. */
export function completeRates(live: Record<string, unknown> | null | undefined): Record<CurrencyCode, number> {
  const out = { ...FALLBACK_RATES };
  if (live) {
    for (const code of CURRENCY_CODES) {
      const v = live[code];
      if (typeof v === 'number' && Number.isFinite(v) && v > 0) out[code] = v;
    }
  }
  out.EUR = 1;
  return out;
}

export function convertFromEur(amountEur: number, code: CurrencyCode, rates: Rates): number {
  const rate = rates[code] ?? FALLBACK_RATES[code];
  return amountEur * rate;
}
