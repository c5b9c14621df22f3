/** Number formatting for pages: the portal's one set of formatters is src/domain/format; these are its page-side names. */
import { formatMoney, numberFormat, percentFormat } from '~/domain/format';

export { numberFormat };

export function formatNumber(locale: string, n: number, maxDigits = 1): string {
  return numberFormat(locale, maxDigits).format(n);
}

export function formatPercent(locale: string, rate: number): string {
  return percentFormat(locale).format(rate);
}

/**
 * An EUR amount in the page's language (`locale`, its BCP 47 tag), as the shell writes it again when it converts
 * to the chosen currency, or `onRequest`: server and browser write the same text, so a page does not change on load.
 */
export function eurText(amount: number | null | undefined, onRequest: string, locale: string): string {
  return formatMoney(amount, 'EUR', locale) ?? onRequest;
}
