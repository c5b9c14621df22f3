/**
 * schema.org structured data for listing pages: RealEstateListing with an Offer, the item an Apartment, House,
 * SingleFamilyResidence, … with floor size (MTK), rooms and a PostalAddress (addressCountry AT); and the
 * BreadcrumbList. Pure: the page passes absolute URLs and the texts of its language.
 */
import type { Listing } from '../listing';

const AVAILABILITY: Record<Listing['status'], string> = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/LimitedAvailability',
  sold: 'https://schema.org/SoldOut',
  rented: 'https://schema.org/SoldOut',
};

/** The schema.org type of the thing offered. */
export function itemType(l: Pick<Listing, 'objektart' | 'objektart_untergruppe'>): string {
  if (l.objektart === 'WOHNUNG' || l.objektart === 'ZIMMER') return 'Apartment';
  if (l.objektart === 'HAUS') {
    return l.objektart_untergruppe === 'EINFAMILIENHAUS' ||
      l.objektart_untergruppe === 'VILLA' ||
      l.objektart_untergruppe === 'BUNGALOW'
      ? 'SingleFamilyResidence'
      : 'House';
  }
  return 'Place';
}

export interface ListingJsonLdInput {
  listing: Listing;
  url: string;
  title: string;
  description: string;
  /** Absolute image URLs, title image first. */
  images: string[];
  regionName: string | null;
}

export function listingJsonLd({
  listing: l,
  url,
  title,
  description,
  images,
  regionName,
}: ListingJsonLdInput): Record<string, unknown> {
  const rent = l.vermarktungsart === 'MIETE_PACHT';
  const price = l.price_on_request ? null : rent ? l.kaltmiete : l.kaufpreis;
  const type = itemType(l);
  const address: Record<string, unknown> = {
    '@type': 'PostalAddress',
    addressLocality: l.location.ort,
    addressCountry: l.location.land || 'AT',
  };
  if (l.location.plz) address.postalCode = l.location.plz;
  if (regionName) address.addressRegion = regionName;
  if (l.location.address_published && l.location.strasse)
    address.streetAddress = [l.location.strasse, l.location.hausnummer].filter(Boolean).join(' ');
  const item: Record<string, unknown> = { '@type': type, name: title, address };
  if (l.flaeche) item.floorSize = { '@type': 'QuantitativeValue', value: l.flaeche, unitCode: 'MTK' };
  if (type !== 'Place') {
    if (l.zimmer) item.numberOfRooms = l.zimmer;
    if (l.schlafzimmer) item.numberOfBedrooms = l.schlafzimmer;
    if (l.badezimmer) item.numberOfBathroomsTotal = l.badezimmer;
    if (l.baujahr) item.yearBuilt = l.baujahr;
  }
  if (l.location.lat != null && l.location.lon != null && !l.location.coordinates_approximate) {
    item.geo = { '@type': 'GeoCoordinates', latitude: l.location.lat, longitude: l.location.lon };
  }
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url,
    availability: AVAILABILITY[l.status],
    businessFunction: rent ? 'https://purl.org/goodrelations/v1#LeaseOut' : 'https://purl.org/goodrelations/v1#Sell',
    priceCurrency: 'EUR',
  };
  if (price != null && price > 0) {
    offer.price = price;
    if (rent)
      offer.priceSpecification = { '@type': 'UnitPriceSpecification', price, priceCurrency: 'EUR', unitCode: 'MON' };
  }
  const offeredBy = l.agency.name
    ? {
        '@type': 'RealEstateAgent',
        name: l.agency.name,
        ...(l.agency.telefon ? { telephone: l.agency.telefon } : {}),
        ...(l.agency.website ? { url: l.agency.website } : {}),
      }
    : null;
  if (offeredBy) offer.offeredBy = offeredBy;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: title,
    url,
    description,
    datePosted: l.created_at.slice(0, 10),
    dateModified: l.updated_at,
    ...(images.length ? { image: images } : {}),
    mainEntity: item,
    offers: offer,
  };
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((it, i) => ({ '@type': 'ListItem', position: i + 1, name: it.name, item: it.url })),
  };
}

/** JSON for a <script type="application/ld+json">: no "</script>" can end the element early. */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Plain text from the sanitized description HTML, for meta descriptions and JSON-LD. */
export function plainText(html: string | null | undefined, max = 300): string {
  if (!html) return '';
  const text = html
    .replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))} …`;
}
