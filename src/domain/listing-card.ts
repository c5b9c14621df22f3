/**
 * The compact listing object the visitor features share: the build writes one per listing to
 * /listing-cards/{id}.json (src/pages/listing-cards/[id].json.ts), /favoriten and /vergleich fetch them for the
 * saved ids, and the compare button carries a smaller cut of it. It holds what a card and the comparison table
 * show, so those pages work from the static build alone, without the API. zod's core (about 16 KB gzipped)
 * reaches a bundle only through parseListingCard, i.e. on the two pages that fetch cards.
 */
import * as z from 'zod/mini';
// Types only: listing.ts builds its schemas with full zod at module load, which must stay out of client bundles.
import type { Listing } from './listing';
import { imageOf, listingPath } from './listing-ref';
import { cardBadge } from './price-history';
import { nearestTransit } from './infrastructure';
import { monthlyRent } from './search/index-format';

// Re-exported for modules that already import them from here; new code takes them from ./listing-ref (no zod).
export { imageOf, listingPath, toListingId } from './listing-ref';

/** URL of the card JSON the build writes per listing. */
export function listingCardUrl(id: number): string {
  return `/listing-cards/${id}.json`;
}

// Built on first use: modules that import only the helpers here then carry no zod at all (tree-shaken).
const buildCardSchema = () => {
  const num = z.nullable(z.number());
  const str = z.nullable(z.string());
  return z.object({
    id: z.int().check(z.positive()),
    title_slug: z.string(),
    objekttitel: z.string(),
    objekttitel_translations: z.record(z.string(), z.string()),
    url: z.string(),
    status: z.string(),
    objektart: z.string(),
    objektart_hauptgruppe: z.string(),
    objektart_untergruppe: str,
    vermarktungsart: z.string(),
    location: z.object({ ort: z.string(), plz: str, bezirk: str, bundesland: str }),
    kaufpreis: num,
    kaltmiete: num,
    /** A rental's total monthly rent (see monthlyRent); null for sales. */
    monatsmiete: num,
    price_on_request: z.boolean(),
    preis_pro_qm: num,
    flaeche: num,
    wohnflaeche: num,
    nutzflaeche: num,
    grundstuecksflaeche: num,
    zimmer: num,
    schlafzimmer: num,
    badezimmer: num,
    baujahr: num,
    etage: num,
    etage_label: str,
    anzahl_etagen: num,
    zustand: str,
    energie: z.object({ hwb: num, hwb_klasse: str, fgee: num, fgee_klasse: str, missing: z.boolean() }),
    features: z.array(z.string()),
    kosten: z.object({ betriebskosten: num, heizkosten: num, gesamtmiete: num, kaution: num, provision_text: str }),
    primary_image: z.nullable(z.object({ thumbnail_url: z.string(), url: z.string() })),
    image: str,
    badge: z.optional(z.nullable(z.object({ kind: z.enum(['reduced', 'new']), until: z.string() }))),
    /** The nearest U-/S-Bahn, tram or bus stop the agency or OpenStreetMap names (see domain/infrastructure), for the card's line. */
    transit: z.optional(z.nullable(z.object({ kind: z.enum(['US_BAHN', 'TRAM', 'BUS']), km: z.number() }))),
  });
};
export type ListingCard = z.infer<ReturnType<typeof buildCardSchema>>;
let cardSchema: ReturnType<typeof buildCardSchema> | null = null;

/**
 * Build time: the card object of one listing, with its badge as it stands at `now` (epoch ms): the build's moment
 * (the catalogue's `freshness.now`), the same in every render process, never the process's clock. The pages that
 * read the file drop a badge whose time has passed since.
 */
export function listingCardOf(l: Listing, now: number): ListingCard {
  const first = l.images[0];
  return {
    id: l.id,
    title_slug: l.title_slug,
    objekttitel: l.objekttitel,
    objekttitel_translations: l.objekttitel_translations,
    url: listingPath(l.id, l.title_slug),
    status: l.status,
    objektart: l.objektart,
    objektart_hauptgruppe: l.objektart_hauptgruppe,
    objektart_untergruppe: l.objektart_untergruppe,
    vermarktungsart: l.vermarktungsart,
    location: {
      ort: l.location.ort,
      plz: l.location.plz,
      bezirk: l.location.bezirk,
      bundesland: l.location.bundesland,
    },
    kaufpreis: l.kaufpreis,
    kaltmiete: l.kaltmiete,
    monatsmiete: l.vermarktungsart === 'MIETE_PACHT' ? monthlyRent({ ...l.preise, kaltmiete: l.kaltmiete }) : null,
    price_on_request: l.price_on_request,
    preis_pro_qm: l.preise.preis_pro_qm,
    flaeche: l.flaeche,
    wohnflaeche: l.flaechen.wohnflaeche,
    nutzflaeche: l.flaechen.nutzflaeche,
    grundstuecksflaeche: l.flaechen.grundstuecksflaeche,
    zimmer: l.zimmer,
    schlafzimmer: l.schlafzimmer,
    badezimmer: l.badezimmer,
    baujahr: l.baujahr,
    etage: l.etage,
    etage_label: l.etage_label,
    anzahl_etagen: l.anzahl_etagen,
    zustand: l.zustand,
    energie: {
      hwb: l.energie.hwb,
      hwb_klasse: l.energie.hwb_klasse,
      fgee: l.energie.fgee,
      fgee_klasse: l.energie.fgee_klasse,
      missing: l.energie.missing,
    },
    features: [...l.features],
    kosten: {
      betriebskosten: l.preise.betriebskosten,
      heizkosten: l.preise.heizkosten,
      gesamtmiete: l.preise.gesamtmiete,
      kaution: l.preise.kaution,
      provision_text: l.preise.provision_text,
    },
    primary_image: l.primary_image ?? (first ? { thumbnail_url: first.thumbnail_url, url: first.url } : null),
    image: imageOf(l),
    badge: cardBadge(l, now),
    transit: nearestTransit(l.infrastructure, l.places),
  };
}

/** Client side: a fetched card JSON, or null when it is not one (a stale cache, an HTML error page). */
export function parseListingCard(raw: unknown): ListingCard | null {
  cardSchema ??= buildCardSchema();
  const r = cardSchema.safeParse(raw);
  return r.success ? r.data : null;
}

/** The title in the page's language, German when there is no translation. */
export function cardTitle(card: Pick<ListingCard, 'objekttitel' | 'objekttitel_translations'>, lang: string): string {
  return (lang !== 'de' && card.objekttitel_translations[lang]) || card.objekttitel;
}

/**
 * The price a card shows: kaufpreis, else the total monthly rent, else kaltmiete, else 0 (0 is shown as "Preis
 * auf Anfrage"). A tenant pays the total each month, so a rental leads with it, as Austrian portals do.
 */
export function cardPrice(card: {
  kaufpreis?: number | null;
  kaltmiete?: number | null;
  monatsmiete?: number | null;
  price_on_request?: boolean;
}): number {
  if (card.price_on_request) return 0;
  return positive(card.kaufpreis) ?? positive(card.monatsmiete) ?? positive(card.kaltmiete) ?? 0;
}

function positive(n: number | null | undefined): number | null {
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}
