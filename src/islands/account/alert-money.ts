/**
 * An amount on the dashboard's price alerts (target, current, fired price) as every page writes it: the formatters'
 * listingPrice (src/domain/format), a rental's with "/ Monat" as on its card; `onRequest` for none.
 */
import { formatsFor, GERMAN_UNIT_WORDS } from '~/domain/format';

export function alertMoney(
  amountEur: number | null,
  vermarktungsart: string | null | undefined,
  locale: string,
  words: { perMonth: string; onRequest: string },
): string {
  return formatsFor(locale, { ...GERMAN_UNIT_WORDS, perMonth: words.perMonth }).listingPrice(
    amountEur,
    vermarktungsart ?? '',
    words.onRequest,
  );
}
