/**
 * Intl number formatters, built once per setting: constructing an Intl.NumberFormat costs about as much as
 * rendering a small component, and both a build (150,000 pages) and a search change (a page of prices and a
 * count) format many numbers. Pure; used by pages, islands and the shell.
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
