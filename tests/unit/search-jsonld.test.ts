import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, itemType, jsonLdString, listingJsonLd, plainText } from '~/domain/search/jsonld';
import { makeListings } from './search-fixtures';

describe('schema.org for listings', () => {
  const [sale] = makeListings(40, 5).filter(
    (l) => l.vermarktungsart === 'KAUF' && l.kaufpreis && l.objektart === 'WOHNUNG',
  );
  const [rent] = makeListings(40, 5).filter((l) => l.vermarktungsart === 'MIETE_PACHT' && l.kaltmiete);
  it('is a RealEstateListing with an Offer and the item with floor size in MTK and an Austrian address', () => {
    const ld = listingJsonLd({
      listing: sale!,
      url: 'https://x.at/immobilien/1/a',
      title: 'T',
      description: 'D',
      images: ['https://x.at/i.jpg'],
      regionName: 'Wien',
    }) as any;
    expect(ld['@type']).toBe('RealEstateListing');
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      price: sale!.kaufpreis,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
    expect(ld.mainEntity).toMatchObject({
      '@type': 'Apartment',
      floorSize: { value: sale!.flaeche, unitCode: 'MTK' },
      address: { '@type': 'PostalAddress', addressCountry: 'AT', postalCode: sale!.location.plz },
    });
  });
  it('prices rents per month and marks sold or rented as sold out', () => {
    const ld = listingJsonLd({
      listing: { ...rent!, status: 'rented' },
      url: 'u',
      title: 'T',
      description: '',
      images: [],
      regionName: null,
    }) as any;
    expect(ld.offers.priceSpecification).toMatchObject({ unitCode: 'MON', price: rent!.kaltmiete });
    expect(ld.offers.availability).toBe('https://schema.org/SoldOut');
    expect(ld.image).toBeUndefined();
  });
  it('names the item type by objektart and subtype', () => {
    expect(itemType({ objektart: 'HAUS', objektart_untergruppe: 'EINFAMILIENHAUS' })).toBe('SingleFamilyResidence');
    expect(itemType({ objektart: 'HAUS', objektart_untergruppe: 'REIHENHAUS' })).toBe('House');
    expect(itemType({ objektart: 'GRUNDSTUECK', objektart_untergruppe: null })).toBe('Place');
  });
  it('builds breadcrumbs and escapes script-ending text', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'A', url: 'u1' },
        { name: 'B', url: 'u2' },
      ]),
    ).toMatchObject({
      itemListElement: [
        { position: 1, name: 'A' },
        { position: 2, name: 'B' },
      ],
    });
    expect(jsonLdString({ a: '</script><x>' })).not.toContain('</script>');
    expect(plainText('<p>Hallo&nbsp;<strong>Welt</strong></p><p>zwei</p>')).toBe('Hallo Welt zwei');
    expect(plainText('a '.repeat(400), 50).length).toBeLessThanOrEqual(52);
  });
});
