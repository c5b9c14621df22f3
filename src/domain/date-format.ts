/**
 * Intl date formatters, built once per locale and options: constructing an Intl.DateTimeFormat costs more than
 * formatting a hundred dates, and a build formats dates on every one of 150,000 listing pages. Pure.
 */
const cache = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}
