import { describe, expect, it } from 'vitest';
import {
  CURRENCY_CODES,
  FALLBACK_RATES,
  completeRates,
  currencyFromStorage,
  ratesAreFresh,
  RATES_TTL_MS,
} from '~/domain/currency';
import { formatMoney, formatPrice } from '~/domain/format';

describe('currencies', () => {
  it('lists the twelve codes in the currency selector order', () => {
    expect(CURRENCY_CODES).toEqual([
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
    ]);
  });
  it('has the built-in fallback rates per 1 EUR', () => {
    expect(FALLBACK_RATES).toMatchObject({
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
    });
  });
  it('accepts only known stored currencies, default EUR', () => {
    expect(currencyFromStorage('CHF')).toBe('CHF');
    expect(currencyFromStorage('XYZ')).toBe('EUR');
    expect(currencyFromStorage(null)).toBe('EUR');
    expect(currencyFromStorage('eur')).toBe('EUR');
  });
  it('treats cached rates as fresh for exactly one hour', () => {
    expect(RATES_TTL_MS).toBe(3_600_000);
    expect(ratesAreFresh(1000, 1000 + 3_599_999)).toBe(true);
    expect(ratesAreFresh(1000, 1000 + 3_600_000)).toBe(false);
    expect(ratesAreFresh(null, 5)).toBe(false);
  });
  it('fills missing or broken live rates from the fallback', () => {
    const r = completeRates({ USD: 1.2, GBP: -1, JPY: 'x' });
    expect(r.USD).toBe(1.2);
    expect(r.GBP).toBe(0.86);
    expect(r.JPY).toBe(163.45);
    expect(r.EUR).toBe(1);
  });
});

// The de-AT grouping separator depends on the ICU data (a dot in older CLDR, a narrow space since CLDR 46);
// the rule is "the Austrian German locale", so the expected strings take the separator from it.
const g = new Intl.NumberFormat('de-AT').format(1000).replace(/\d/g, '');

describe('price formatting (de-AT)', () => {
  it('uses 0 decimals for whole amounts, 2 when fractional', () => {
    expect(formatMoney(350000, 'EUR')).toBe(`350${g}000 €`);
    expect(formatMoney(1234.5, 'EUR')).toBe(`1${g}234,50 €`);
  });
  it('puts the symbol after the number for EUR and CHF, before it for the others', () => {
    expect(formatMoney(1000, 'CHF')).toBe(`1${g}000 CHF`);
    expect(formatMoney(1000, 'USD')).toBe(`$ 1${g}000`);
    expect(formatMoney(1000, 'GBP')).toBe(`£ 1${g}000`);
    expect(formatMoney(1000, 'JPY')).toBe(`¥ 1${g}000`);
  });
  it('shows "Preis auf Anfrage" for 0 or a missing price', () => {
    expect(formatPrice(0, 'EUR', FALLBACK_RATES, 'Preis auf Anfrage')).toBe('Preis auf Anfrage');
    expect(formatPrice(null, 'USD', FALLBACK_RATES, 'Preis auf Anfrage')).toBe('Preis auf Anfrage');
    expect(formatPrice(undefined, 'EUR', FALLBACK_RATES, 'Preis auf Anfrage')).toBe('Preis auf Anfrage');
  });
  it('converts from EUR with the given rates', () => {
    expect(formatPrice(100000, 'USD', FALLBACK_RATES, '-')).toBe(`$ 109${g}000`);
    expect(formatPrice(100000, 'CHF', { CHF: 0.5 }, '-')).toBe(`50${g}000 CHF`);
  });
});
