/**
 * What a detail page's parts that show other listings (src/domain/page-parts.ts) are made of: the page and
 * the parts' file beside it take them from here, so both show the same.
 */
import type { LangCode } from '~/i18n/languages';
import type { ShownPriceContext } from '~/domain/prices/median';
import type { ListingSummary } from '~/snapshot/summary';
import type { Catalog } from '~/site/build-catalog';
import { catalogPriceFigures, listingPriceContext } from '~/site/price-figures';
import { leftTheMarket, similarCards, similarSearchPath } from './detail-model';

/** The similar listings' cards and the search for more like it. */
export function similarPart(c: Catalog, l: ListingSummary, lang: LangCode) {
  return { similar: similarCards(c, l.id, lang), similarSearch: similarSearchPath(l, lang) };
}

/**
 * The listing's price in context, or null when the page shows none: a listing that has left the market (sold,
 * let, no longer confirmed) is no longer compared, and one without a price per m² cannot be.
 */
export function pricePart(c: Catalog, l: ListingSummary): { context: ShownPriceContext; minCount: number } | null {
  if (leftTheMarket(l) || c.stale.has(l.id)) return null;
  const context = listingPriceContext(c, l);
  return context && { context, minCount: catalogPriceFigures(c).minCount };
}
