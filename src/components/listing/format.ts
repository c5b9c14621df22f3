/** Number formatting for pages, with the Intl formatters built once (src/domain/number-format.ts). */
import { formatMoney } from '~/domain/currency';
import { numberFormat } from '~/domain/number-format';

export { numberFormat };

export function formatNumber(locale: string, n: number, maxDigits = 1): string {
  return numberFormat(locale, maxDigits).format(n);
}

const percent = new Map<string, Intl.NumberFormat>();
export function formatPercent(locale: string, rate: number): string {
  let f = percent.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    percent.set(locale, f);
  }
  return f.format(rate);
}

/** An EUR amount as every price is written before the shell converts it (de-AT, symbol after), or `onRequest`. */
export function eurText(amount: number | null | undefined, onRequest: string): string {
  return formatMoney(amount, 'EUR') ?? onRequest;
}
