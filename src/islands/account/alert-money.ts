/**
 * An amount on the dashboard's price alerts (target, current, fired price) as every page writes it
 * (src/domain/format): a rental's with "/ Monat" as on its card (rentSuffix); `onRequest` for none.
 */
import { formatMoney, rentSuffix } from '~/domain/format';

export function alertMoney(
  amountEur: number | null,
  vermarktungsart: string | null | undefined,
  locale: string,
  words: { perMonth: string; onRequest: string },
): string {
  const text = formatMoney(amountEur, 'EUR', locale);
  if (text == null) return words.onRequest;
  const perMonth = rentSuffix(vermarktungsart, amountEur, words.perMonth);
  return perMonth ? `${text} ${perMonth}` : text;
}
