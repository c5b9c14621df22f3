/**
 * Intl formatters, built once per locale and options: constructing an Intl.NumberFormat or Intl.DateTimeFormat
 * costs about as much as rendering a small component or formatting a hundred values, and both a build (150,000
 * pages) and a search change (a page of prices and a count) format many of them. Pure.
 */
const numbers = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: string, maxDigits = 1, minDigits = 0): Intl.NumberFormat {
  const key = `${locale}|${maxDigits}|${minDigits}`;
  let f = numbers.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { maximumFractionDigits: maxDigits, minimumFractionDigits: minDigits });
    numbers.set(key, f);
  }
  return f;
}

const percents = new Map<string, Intl.NumberFormat>();

export function percentFormat(locale: string): Intl.NumberFormat {
  let f = percents.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    percents.set(locale, f);
  }
  return f;
}

const dates = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = dates.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    dates.set(key, f);
  }
  return f;
}

const plurals = new Map<string, Intl.PluralRules>();

export function pluralRules(locale: string): Intl.PluralRules {
  let f = plurals.get(locale);
  if (!f) {
    f = new Intl.PluralRules(locale);
    plurals.set(locale, f);
  }
  return f;
}
