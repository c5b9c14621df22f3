/**
 * A home several agencies offer, as its pages show it: every agency's offer with its price and a link to the
 * offer's own page (where that agency's inquiry form is), the page's own offer marked, and on an offer the search
 * does not show, which one it shows. Offers that are not built (hidden by the editors) are left out; the list is
 * shown only while at least two offers are left.
 */
import type { Listing } from '~/domain/listing';
import type { LangCode } from '~/i18n/languages';
import { formatsForLang } from '~/i18n/formats';
import { localizePath } from '~/i18n/paths';
import { listingPath } from '~/domain/listing-ref';
import { searchPrice } from '~/domain/search/index-format';
import type { Catalog } from '../build-catalog';

export interface SameHomeOffer {
  id: number;
  agency: string;
  price: string;
  href: string;
  telefon: string | null;
  current: boolean;
  stale: boolean;
}

export interface SameHomeView {
  offers: SameHomeOffer[];
  /** The agency of the offer the lists show this home under, when it is not this page's. */
  shownUnder: string | null;
}

export function sameHomeView(
  c: Pick<Catalog, 'byId' | 'stale' | 'shownAs'>,
  l: Listing,
  lang: LangCode,
  onRequest: string,
): SameHomeView | null {
  const home = c.byId.get(l.duplicate_of ?? l.id);
  const offers = (home?.offers ?? []).filter((o) => c.byId.has(o.id));
  if (offers.length < 2 || !offers.some((o) => o.id === l.id)) return null;
  const f = formatsForLang(lang);
  const rent = l.vermarktungsart === 'MIETE_PACHT';
  const shown = c.shownAs.get(l.id);
  return {
    offers: offers.map((o) => {
      // Each offer at the price its own page and the list's cards show (searchPrice: a rental's total monthly
      // rent), read from the listing as built rather than from the snapshot's copy.
      const price = searchPrice(c.byId.get(o.id)!) || null;
      return {
        id: o.id,
        agency: o.agency.name,
        price: rent ? f.rent(price, onRequest) : f.money(price, onRequest),
        href: localizePath(lang, listingPath(o.id, o.title_slug)),
        telefon: o.agency.telefon,
        current: o.id === l.id,
        stale: c.stale.has(o.id),
      };
    }),
    shownUnder: shown !== undefined ? (offers.find((o) => o.id === shown)?.agency.name ?? null) : null,
  };
}
