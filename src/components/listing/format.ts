/**
 * Number formatting for pages, with the Intl formatters built once: constructing an Intl.NumberFormat costs
 * about as much as rendering a small component, and a build renders 150,000 pages.
 */


const cache = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: string, maxDigits = 1, minDigits = 0): Intl.NumberFormat {
  const key = `${locale}|${maxDigits}|${minDigits}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { maximumFractionDigits: maxDigits, minimumFractionDigits: minDigits });
    cache.set(key, f);
  }
  return f;
}

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

/**
 * An EUR amount as formatPrice(amount, 'EUR', …) writes it (de-AT, 0 or 2 decimals, symbol after), with cached
 * formatters. tests/unit/search-format.test.ts holds it equal to formatPrice.
 */
export function eurText(amount: number | null | undefined, onRequest: string): string {
  if (amount == null || !Number.isFinite(amount) || amount === 0) return onRequest;
  const rounded = Math.round(amount * 100) / 100;
  const fractional = !Number.isInteger(rounded);
  return `${numberFormat('de-AT', fractional ? 2 : 0, fractional ? 2 : 0).format(rounded)} €`;
}


