/**
 * What a detail page hands the "recently viewed" list about its listing (the data-viewed-item contract of
 * src/components/visitor/RecordView.astro): the title in the page's language and the price the page and the list's
 * cards show (searchPrice), so the viewed list quotes the same amount.
 */
import type { LangCode } from '~/i18n/languages';
import type { Listing } from '~/domain/listing';
import type { ViewedSource } from '~/domain/viewed';
import { searchPrice } from '~/domain/search/index-format';

export type ViewedListing = ViewedSource &
  Partial<Pick<Listing, 'price_on_request' | 'preise'>> & {
    objekttitel: string;
    objekttitel_translations?: Record<string, string>;
  };

export function viewedItemOf(l: ViewedListing, lang: LangCode) {
  const title = (lang !== 'de' && l.objekttitel_translations?.[lang]) || l.objekttitel;
  const first = Array.isArray(l.images) ? l.images[0] : undefined;
  const money = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const kaufpreis = money(l.kaufpreis);
  const kaltmiete = money(l.kaltmiete);
  return {
    id: l.id,
    objekttitel: title,
    title_slug: l.title_slug,
    location: { ort: l.location?.ort ?? '' },
    price: searchPrice({
      vermarktungsart: l.vermarktungsart as Listing['vermarktungsart'],
      kaufpreis,
      kaltmiete,
      price_on_request: l.price_on_request ?? false,
      preise: l.preise,
    }),
    kaufpreis,
    kaltmiete,
    vermarktungsart: l.vermarktungsart ?? null,
    objektart: l.objektart ?? null,
    objektart_untergruppe: l.objektart_untergruppe ?? null,
    objektart_hauptgruppe: l.objektart_hauptgruppe ?? null,
    primary_image: l.primary_image ?? null,
    images: first ? [{ thumbnail_url: first.thumbnail_url, url: first.url }] : [],
  };
}
