/**
 * The portal's one set of formatters (src/domain/format), per language, with the words from the locale files:
 * amounts, rents per month, prices per m², areas, rooms ranges and dates in German, English, Arabic, Persian and
 * Chinese. Expected strings take separators from the runtime's own locale data where CLDR versions differ.
 */
import { describe, expect, it } from 'vitest';
import { FSI, PDI, formatsFor, stripIsolates, unitWordsFrom, type Formats } from '~/domain/format';
import { bcp47Of, getLanguage, type LangCode } from '~/i18n/languages';
import { formatPrice } from '~/domain/format';
import { useTranslations } from '~/i18n/t';

function formats(lang: LangCode): Formats {
  const t = useTranslations(lang);
  return formatsFor(
    getLanguage(lang).bcp47,
    unitWordsFrom((k, o) => String(t(k as never, o as never))),
  );
}

/** A number as the language's locale writes it (its digits, grouping and decimal sign). */
const n = (lang: LangCode, value: number, digits = 0) =>
  new Intl.NumberFormat(getLanguage(lang).bcp47, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
const iso = (text: string) => `${FSI}${text}${PDI}`;

describe('formatters per language', () => {
  it('German: amount with € after, rent per month, per m², area, rooms, date in words', () => {
    const f = formats('de');
    expect(f.money(690000, 'auf Anfrage')).toBe(`${n('de', 690000)} €`);
    expect(f.money(0, 'auf Anfrage')).toBe('auf Anfrage');
    expect(f.rent(1200, '–')).toBe(`${n('de', 1200)} € / Monat`);
    // a listing's amount as the cards write it: a rental's "/ Monat", a sale's bare, none on request
    expect(f.listingPrice(985.8, 'MIETE_PACHT', '–')).toBe(`${n('de', 985.8, 2)} € / Monat`);
    expect(f.listingPrice(690000, 'KAUF', '–')).toBe(`${n('de', 690000)} €`);
    expect(f.listingPrice(0, 'MIETE_PACHT', 'auf Anfrage')).toBe('auf Anfrage');
    expect(f.perSqm(8.01)).toBe('8,01 €/m²');
    expect(f.perSqm(8, 'CHF', { CHF: 0.5 })).toBe('4 CHF/m²');
    expect(f.area(72.5)).toBe('72,5 m²');
    expect(f.rooms(3)).toBe('3 Zimmer');
    expect(f.roomsRange(3, 3)).toBe('3 Zimmer');
    expect(f.roomsRange(2, 4)).toBe('2–4 Zimmer');
    expect(f.roomsRange(null, 4)).toBe('4 Zimmer');
    expect(f.roomsRange(null, null)).toBeNull();
    expect(f.date('2029-11-27', 'long')).toBe('27. November 2029');
    expect(f.date('2029-11-27', 'medium')).toBe('27.11.2029');
    // A viewing's day names its weekday; a calendar date is that day wherever the reader is.
    expect(f.date('2029-11-27', 'full')).toBe('Dienstag, 27. November 2029');
    expect(f.percent(0.035)).toBe(
      new Intl.NumberFormat('de-AT', { style: 'percent', maximumFractionDigits: 2 }).format(0.035),
    );
  });

  it('English: the same rules in English words and numbers', () => {
    const f = formats('en');
    expect(f.money(690000, 'on request')).toBe('690,000 €');
    expect(f.rent(1200, '–')).toBe('1,200 € / month');
    expect(f.perSqm(8.01)).toBe('8.01 €/m²');
    expect(f.area(72.5)).toBe('72.5 m²');
    expect(f.rooms(1)).toBe('1 room');
    expect(f.roomsRange(3, 3)).toBe('3 rooms');
    expect(f.roomsRange(2, 4)).toBe('2–4 rooms');
    expect(f.date('2029-11-27', 'long')).toBe('27 November 2029');
    expect(f.price(100000, 'USD', { USD: 1.09 }, '–')).toBe('$ 109,000');
  });

  it('Arabic: every figure isolated, units and words in Arabic', () => {
    const f = formats('ar');
    expect(f.rtl).toBe(true);
    expect(f.money(690000, '–')).toBe(iso(`${n('ar', 690000)} €`));
    expect(f.rent(1200, '–')).toBe(`${iso(`${n('ar', 1200)} €`)} / شهر`);
    expect(f.perSqm(8.01)).toBe(iso(`${n('ar', 8.01, 2)} €/م²`));
    expect(f.area(72.5)).toBe(iso(`${n('ar', 72.5, 1)} م²`));
    expect(f.roomsRange(3, 3)).toBe(`الغرف: ${iso(n('ar', 3))}`);
    expect(f.roomsRange(2, 4)).toBe(`الغرف: ${iso(`${n('ar', 2)}–${n('ar', 4)}`)}`);
    // Gregorian, in Arabic words.
    expect(f.date('2029-11-27', 'long')).toContain('نوفمبر');
    expect(stripIsolates(f.date('2029-11-27', 'long'))).toMatch(/2029|٢٠٢٩/);
  });

  it('Persian: Persian digits, isolated figures, Gregorian dates', () => {
    const f = formats('fa');
    expect(f.money(690000, '–')).toBe(iso('۶۹۰٬۰۰۰ €'));
    expect(f.rent(1200, '–')).toBe(`${iso('۱٬۲۰۰ €')} / ماه`);
    expect(f.perSqm(8.01, 'EUR')).toBe(iso('۸٫۰۱ €/مترمربع'));
    expect(f.area(72.5)).toBe(iso('۷۲٫۵ مترمربع'));
    expect(f.roomsRange(3, 3)).toBe(`${iso('۳')} اتاق`);
    expect(f.date('2029-11-27', 'long')).toBe('۲۷ نوامبر ۲۰۲۹');
  });

  it('Chinese: Chinese words, no isolates', () => {
    const f = formats('zh');
    expect(f.rtl).toBe(false);
    expect(f.money(690000, '–')).toBe('690,000 €');
    expect(f.rent(1200, '–')).toBe('1,200 € /月');
    expect(f.perSqm(8.01)).toBe('8.01 €/m²');
    expect(f.area(72.5)).toBe('72.5 m²');
    expect(f.roomsRange(3, 3)).toBe('3 室');
    expect(f.date('2029-11-27', 'long')).toBe('2029年11月27日');
  });

  it('writes moments in Vienna time on any machine', () => {
    const f = formats('de');
    // 23:30 UTC on 31 December is 00:30 on 1 January in Vienna.
    expect(f.dateTime('2029-12-31T23:30:00Z')).toBe('01.01.2030, 00:30');
    expect(f.date('2029-12-31T23:30:00Z', 'long')).toBe('1. Jänner 2030');
    expect(f.date('kein Datum', 'long')).toBe('kein Datum');
  });
});

describe('prices the browser scripts write', () => {
  it("take the page's language from <html lang>, German for an unknown one", () => {
    expect(bcp47Of('en')).toBe('en-GB');
    expect(bcp47Of('ar')).toBe('ar');
    expect(bcp47Of('fa')).toBe('fa-IR');
    expect(bcp47Of('xx')).toBe('de-AT');
    expect(bcp47Of(undefined)).toBe('de-AT');
  });
  it('convert to the chosen currency in the language of the page, as the build wrote the euro amount', () => {
    const rates = { USD: 1.1, CHF: 0.95 };
    expect(formatPrice(690000, 'EUR', rates, '–', bcp47Of('en'))).toBe(formats('en').money(690000, '–'));
    expect(formatPrice(690000, 'EUR', rates, '–', bcp47Of('de'))).toBe(formats('de').money(690000, '–'));
    expect(formatPrice(690000, 'USD', rates, '–', bcp47Of('en'))).toBe('$ 759,000');
    expect(formatPrice(690000, 'CHF', rates, '–', bcp47Of('de'))).toBe(`${n('de', 655500)} CHF`);
    expect(formatPrice(690000, 'USD', rates, '–', bcp47Of('ar'))).toBe(iso(`$ ${n('ar', 759000)}`));
    expect(formatPrice(0, 'USD', rates, 'on request', bcp47Of('en'))).toBe('on request');
  });
  it('a price per m² follows the chosen currency in every language', () => {
    expect(formats('en').perSqm(8.01, 'USD', { USD: 1.1 })).toBe('$ 8.81/m²');
    expect(formats('de').perSqm(3448.28, 'CHF', { CHF: 0.95 })).toBe(`${n('de', 3276)} CHF/m²`);
    expect(formats('ar').perSqm(8.01, 'USD', { USD: 1.1 })).toBe(iso(`$ ${n('ar', 8.81, 2)}/م²`));
  });
});
