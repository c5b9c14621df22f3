/**
 * The one rule for "per month": a listing's leading amount (searchPrice) is followed by the language's "/ Monat"
 * ("/ month", "/ شهر"; listing.unit.perMonthShort) when the listing is a rental and has an amount; a purchase's
 * amount and a "Preis auf Anfrage" stand bare. Formats.listingPrice writes amount and words in one text; the places
 * that write the amount in an element of its own, because the page's script converts it into the visitor's currency
 * (the list's cards, the map's popups, recently viewed, favourites, compare, project pages), put these words after it.
 * A module of its own, without the formatters, so that small client scripts can use it.
 */

/** "/ Monat" (the `perMonth` words given) after a rental's amount; null for a purchase or no amount. */
export function rentSuffix(
  vermarktungsart: string | null | undefined,
  amountEur: number | null | undefined,
  perMonth: string,
): string | null {
  return vermarktungsart === 'MIETE_PACHT' && amountEur != null && Number.isFinite(amountEur) && amountEur > 0
    ? perMonth
    : null;
}
