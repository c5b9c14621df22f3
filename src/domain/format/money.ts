/**
 * Money as the portal writes it, in every language: the number in the page's language (digits, grouping and
 * decimal sign of its locale), 0 decimals or 2 when the amount is fractional, and the symbol after the number for
 * EUR and CHF, before it for the others ("350 000 €" in German, "350,000 €" in English, "$ 350,000"). Never
 * Intl's currency style: it writes "€ 350.000" in Austrian German, a second way beside the portal's own.
 */
import { convertFromEur, getCurrency, type CurrencyCode, type Rates } from '../currency';
import { numberFormat } from './intl';
import { isolate } from './isolate';

/** The locale every price is written in when a caller names none (the portal's own language, Austrian German). */
export const DEFAULT_FORMAT_LOCALE = 'de-AT';

const SYMBOL_AFTER: ReadonlySet<CurrencyCode> = new Set(['EUR', 'CHF']);

/** The money text without bidi isolates, for callers that compose it with a unit before isolating the whole. */
export function moneyText(amount: number | null | undefined, code: CurrencyCode, locale: string): string | null {
  if (amount == null || !Number.isFinite(amount) || amount === 0) return null;
  const rounded = Math.round(amount * 100) / 100;
  const digits = Number.isInteger(rounded) ? 0 : 2;
  const number = numberFormat(locale, digits, digits).format(rounded);
  const { symbol } = getCurrency(code);
  return SYMBOL_AFTER.has(code) ? `${number} ${symbol}` : `${symbol} ${number}`;
}

/**
 * An amount in `code`, or null for 0 or a missing amount (callers show "Preis auf Anfrage"). In a right-to-left
 * language the figure comes isolated (U+2068 … U+2069), so its digits and symbol keep their order in the sentence.
 */
export function formatMoney(
  amount: number | null | undefined,
  code: CurrencyCode,
  locale: string = DEFAULT_FORMAT_LOCALE,
): string | null {
  const text = moneyText(amount, code, locale);
  return text == null ? null : isolate(text, locale);
}

/**
 * A price held in EUR in the display currency. Converted amounts are estimates: whole units read better than the
 * rate's 2-decimal noise, except below 100 units (a price per m², a small fee), where whole units would lose the figure.
 */
export function convertedAmount(amountEur: number, code: CurrencyCode, rates: Rates): number {
  if (code === 'EUR') return amountEur;
  const converted = convertFromEur(amountEur, code, rates);
  return Math.abs(converted) < 100 ? Math.round(converted * 100) / 100 : Math.round(converted);
}

/** A price held in EUR, shown in the visitor's currency; `onRequest` is the translated "Preis auf Anfrage". */
export function formatPrice(
  amountEur: number | null | undefined,
  code: CurrencyCode,
  rates: Rates,
  onRequest: string,
  locale: string = DEFAULT_FORMAT_LOCALE,
): string {
  if (amountEur == null || !Number.isFinite(amountEur) || amountEur === 0) return onRequest;
  return formatMoney(convertedAmount(amountEur, code, rates), code, locale) ?? onRequest;
}
