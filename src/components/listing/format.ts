/** Number formatting for pages: the portal's one set of formatters is src/domain/format; these are its page-side names. */
import { formatMoney, numberFormat, percentFormat } from '~/domain/format';

export { numberFormat };

export function formatNumber(locale: string, n: number, maxDigits = 1): string {
  return numberFormat(locale, maxDigits).format(n);
}

export function formatPercent(locale: string, rate: number): string {
  return percentFormat(locale).format(rate);
}

/** An EUR amount as every price is written before the shell converts it (de-AT, symbol after), or `onRequest`. */
export function eurText(amount: number | null | undefined, onRequest: string): string {
  return formatMoney(amount, 'EUR') ?? onRequest;
}
