/**
 * The portal's one way to write figures, per language: money in EUR and in the display currency, rents per month,
 * prices per m², areas, rooms and rooms ranges, percentages, dates and date-times. Pages, islands, client scripts,
 * the exposé and the mails all format through `formatsFor`, so a figure reads the same wherever it appears.
 * Pure: the language's words ("/ Monat", "m²", "3 Zimmer") come in from its locale file (`unitWordsFrom`).
 *
 * - Numbers follow the language's locale (digits, grouping, decimal sign); money puts € after the number in every
 *   language (see money.ts).
 * - Every rent says per month, in the language's words.
 * - A range with equal ends is one value ("3 Zimmer", not "3 – 3 Zimmer").
 * - Dates are in words in the language (dateStyle 'long' where a date stands alone, 'medium' in lists and tables),
 *   Gregorian in every language (the dates are Austrian ones: a certificate's validity, a move-in date), calendar
 *   dates ("2029-11-27") as written, moments in Vienna time.
 * - In a right-to-left language each figure is isolated (isolate.ts).
 */
import type { CurrencyCode, Rates } from '../currency';
import { dateFormat, numberFormat, percentFormat } from './intl';
import { isolate, isRtlLocale } from './isolate';
import { DEFAULT_FORMAT_LOCALE, convertedAmount, formatMoney, formatPrice, moneyText } from './money';
import { rentSuffix } from './rent';

export { dateFormat, numberFormat, percentFormat, pluralRules } from './intl';
export { FSI, PDI, isolate, isRtlLocale, stripIsolates } from './isolate';
export { DEFAULT_FORMAT_LOCALE, convertedAmount, formatMoney, formatPrice, moneyText } from './money';
export { rentSuffix } from './rent';

/** The words of a language that figures are written with. */
export interface UnitWords {
  /** After a rent: "/ Monat", "/ month" (listing.unit.perMonthShort). */
  perMonth: string;
  /** The square-metre unit: "m²", Arabic "م²" (listing.unit.m2). */
  m2: string;
  /** A number of rooms in words: "3 Zimmer", "3 rooms"; `value` is the formatted number or range. */
  rooms: (value: string, count: number) => string;
}

/** German words: for callers without a translator (tests, the portal's default language). */
export const GERMAN_UNIT_WORDS: UnitWords = {
  perMonth: '/ Monat',
  m2: 'm²',
  rooms: (value) => `${value} Zimmer`,
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The unit words from a language's translator (i18next's `t`, or any function with the same keys). */
export function unitWordsFrom(t: Translate): UnitWords {
  return {
    perMonth: t('listing.unit.perMonthShort'),
    m2: t('listing.unit.m2'),
    rooms: (value, count) => t('search.card.rooms', { count, value }),
  };
}

/** 'full' names the weekday too (a viewing's day), 'long' the month in words, 'medium' in figures. */
export type DateStyle = 'full' | 'long' | 'medium';
type DateValue = Date | number | string;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface Formats {
  readonly locale: string;
  readonly rtl: boolean;
  /** A plain number, up to `maxDigits` decimals (isolated in a right-to-left language). */
  number(n: number, maxDigits?: number): string;
  /** An amount in EUR, or `onRequest` for 0 or none. */
  money(amountEur: number | null | undefined, onRequest: string): string;
  /** An amount held in EUR in the display currency, or `onRequest`. */
  price(amountEur: number | null | undefined, code: CurrencyCode, rates: Rates, onRequest: string): string;
  /** A monthly amount in EUR with the language's "per month" ("1 200 € / Monat"), or `onRequest`. */
  rent(amountEur: number | null | undefined, onRequest: string): string;
  /** "per month" after an already formatted amount (converted by the shell, or from a mail's data). */
  perMonth(amountText: string): string;
  /**
   * The amount a listing leads with (searchPrice), as the list's cards write it: a rental's with the language's
   * "/ Monat", a sale's bare; `onRequest` for none. The one rule for every place that names a listing's price.
   */
  listingPrice(amountEur: number | null | undefined, vermarktungsart: string, onRequest: string): string;
  /**
   * The words listingPrice puts after the amount ("/ Monat" for a rental with an amount, else null), for places that
   * write the amount in an element of its own (converted into the visitor's currency by the page's script).
   */
  rentSuffix(amountEur: number | null | undefined, vermarktungsart: string): string | null;
  /** A price per m² ("8,01 €/m²") in EUR or, given code and rates, in the display currency; null for none. */
  perSqm(amountEur: number | null | undefined, code?: CurrencyCode, rates?: Rates): string | null;
  /** An area ("72,5 m²"); null for none or 0. */
  area(n: number | null | undefined, maxDigits?: number): string | null;
  /** A number of rooms in words ("3 Zimmer"); null for none or 0. */
  rooms(n: number | null | undefined): string | null;
  /** A range of rooms ("2–4 Zimmer"); equal ends are one value ("3 Zimmer"); null when both are missing. */
  roomsRange(min: number | null | undefined, max: number | null | undefined): string | null;
  /** A share as a percentage (0.035 → "3,5 %"). */
  percent(rate: number): string;
  /** A date in words ("27. November 2029" long, "27.11.2029" medium in German). An unreadable value comes back as text. */
  date(value: DateValue, style: DateStyle): string;
  /** A moment with its time, in Vienna time ("27.11.2029, 14:05"). */
  dateTime(value: DateValue): string;
}

function toDate(value: DateValue): Date {
  return value instanceof Date ? value : new Date(value);
}

/** The formatters of one language: `locale` is its BCP 47 tag ("de-AT", "ar", "fa-IR"). */
export function formatsFor(locale: string = DEFAULT_FORMAT_LOCALE, words: UnitWords = GERMAN_UNIT_WORDS): Formats {
  const rtl = isRtlLocale(locale);
  const num = (n: number, maxDigits = 1) => numberFormat(locale, maxDigits).format(n);
  const present = (n: number | null | undefined): n is number => n != null && Number.isFinite(n) && n > 0;

  const money = (amountEur: number | null | undefined, onRequest: string) =>
    formatMoney(amountEur, 'EUR', locale) ?? onRequest;

  const perMonth = (amountText: string) => `${amountText} ${words.perMonth}`;

  const f: Formats = {
    locale,
    rtl,
    number: (n, maxDigits = 1) => isolate(num(n, maxDigits), locale),
    money,
    price: (amountEur, code, rates, onRequest) => formatPrice(amountEur, code, rates, onRequest, locale),
    rent: (amountEur, onRequest) => {
      const text = formatMoney(amountEur, 'EUR', locale);
      return text == null ? onRequest : perMonth(text);
    },
    perMonth,
    listingPrice: (amountEur, vermarktungsart, onRequest) => {
      const text = formatMoney(amountEur, 'EUR', locale);
      if (text == null) return onRequest;
      const suffix = rentSuffix(vermarktungsart, amountEur, words.perMonth);
      return suffix ? `${text} ${suffix}` : text;
    },
    rentSuffix: (amountEur, vermarktungsart) => rentSuffix(vermarktungsart, amountEur, words.perMonth),
    perSqm: (amountEur, code = 'EUR', rates = {}) => {
      if (!present(amountEur)) return null;
      const text = moneyText(convertedAmount(amountEur, code, rates), code, locale);
      return text == null ? null : isolate(`${text}/${words.m2}`, locale);
    },
    area: (n, maxDigits = 1) => (present(n) ? isolate(`${num(n, maxDigits)} ${words.m2}`, locale) : null),
    rooms: (n) => (present(n) ? words.rooms(isolate(num(n), locale), n) : null),
    roomsRange: (min, max) => {
      const lo = present(min) ? min : null;
      const hi = present(max) ? max : null;
      if (lo == null && hi == null) return null;
      if (lo == null || hi == null || lo === hi) return f.rooms(lo ?? hi);
      const [a, b] = lo < hi ? [lo, hi] : [hi, lo];
      return words.rooms(isolate(`${num(a)}–${num(b)}`, locale), b);
    },
    percent: (rate) => isolate(percentFormat(locale).format(rate), locale),
    date: (value, style) => {
      const calendarDate = typeof value === 'string' && CALENDAR_DATE.test(value);
      const d = toDate(value);
      if (Number.isNaN(d.getTime())) return String(value);
      return dateFormat(locale, {
        dateStyle: style,
        calendar: 'gregory',
        timeZone: calendarDate ? 'UTC' : 'Europe/Vienna',
      }).format(d);
    },
    dateTime: (value) => {
      const d = toDate(value);
      if (Number.isNaN(d.getTime())) return String(value);
      return dateFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        calendar: 'gregory',
        timeZone: 'Europe/Vienna',
      }).format(d);
    },
  };
  return f;
}
