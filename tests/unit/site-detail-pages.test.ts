/**
 * The view models of the listing detail page and the project page (src/site/): what the templates show, built
 * from small fixture catalogs without Astro.
 */
import { describe, expect, it } from 'vitest';
import { listingSchema, type Listing, type Project } from '~/domain/listing';
import { eurText } from '~/components/listing/format';
import { buildCatalog } from '~/site/build-catalog';
import { detailFacts, detailPage, listingTexts, similarCards } from '~/site/listing/detail-model';
import { priceBox } from '~/site/listing/detail-price';
import { viewedPrice } from '~/domain/viewed';
import { viewedItemOf } from '~/site/listing/viewed-item';
import { projectPage } from '~/site/project/project-model';
import { makeListings, makeProjects } from './search-fixtures';

const site = new URL('https://immoz.example');

/** A fixture listing with the fields a test cares about set to known values. */
function listing(
  base: Listing,
  over: Partial<Omit<Listing, 'location'>> & { location?: Partial<Listing['location']> },
): Listing {
  const { location, ...rest } = over;
  return listingSchema.parse({ ...base, ...rest, location: { ...base.location, ...location } });
}

function catalogWith(...extra: Listing[]) {
  const listings = makeListings(40, 7).map((l) => ({ ...l, project_id: null }));
  const projects = makeProjects(listings, 2);
  return { catalog: buildCatalog([...listings, ...extra], projects), listings, projects };
}

const fixture = makeListings(1, 3)[0]!;
const flat = listing(fixture, {
  id: 90001,
  external_id: 'T-1',
  objekttitel: 'Helle 3-Zimmer-Wohnung',
  objekttitel_translations: { en: 'Bright 3-room flat' },
  title_slug: 'helle-3-zimmer-wohnung',
  vermarktungsart: 'KAUF',
  objektart: 'WOHNUNG',
  objektart_hauptgruppe: 'wohnung',
  objektart_untergruppe: 'ETAGE',
  status: 'available',
  kaufpreis: 250000,
  kaltmiete: null,
  price_on_request: false,
  flaeche: 72.5,
  zimmer: 3,
  dreizeiler: null,
  objektbeschreibung: '<p>Hell und ruhig.</p>',
  project_id: null,
  location: {
    plz: '1070',
    ort: 'Wien',
    bezirk: 'Wien 7., Neubau',
    bundesland: 'wien',
    strasse: 'Neubaugasse',
    hausnummer: '12',
    address_published: true,
    lat: 48.2,
    lon: 16.35,
    coordinates_approximate: false,
  },
});

describe('detail page view model', () => {
  it("marks each text by where it comes from: an engine's translation keeps the German original, the feed's own does not, German elsewhere is lang de and left to right", () => {
    const translated = listing(flat, {
      objektbeschreibung_translations: { en: '<p>Bright and quiet.</p>', fr: '<p>Clair et calme.</p>' },
      machine_translated: { objektbeschreibung: ['en'] },
    });
    const en = listingTexts(translated, 'en');
    expect(en.description).toBe('<p>Bright and quiet.</p>');
    expect(en.lang.description).toBe('en');
    expect(en.original.description).toBe('<p>Hell und ruhig.</p>');
    expect(en.dir.description).toBeUndefined();

    const fr = listingTexts(translated, 'fr');
    expect(fr.description).toBe('<p>Clair et calme.</p>');
    expect(fr.lang.description).toBe('fr');
    expect(fr.original.description).toBeNull();

    const ar = listingTexts(translated, 'ar');
    expect(ar.description).toBe('<p>Hell und ruhig.</p>');
    expect(ar.lang.description).toBe('de');
    expect(ar.dir.description).toBe('ltr');
    expect(ar.original.description).toBeNull();

    const de = listingTexts(translated, 'de');
    expect(de.description).toBe('<p>Hell und ruhig.</p>');
    expect(de.lang.description).toBeUndefined();
    expect(de.original.description).toBeNull();
  });

  it('writes the summary into the meta description: type, price, area, rooms, place, then the text', () => {
    const { catalog } = catalogWith(flat);
    const page = detailPage(flat, 'de', catalog, site);
    expect(page.description).toBe(
      `${page.facts.typeLabel} · ${eurText(250000, '', 'de-AT')} · 72,5 m² · 3 Zimmer · 1070 Wien. Hell und ruhig.`,
    );
    expect(page.pageTitle).toBe('Helle 3-Zimmer-Wohnung – 1070 Wien');
    expect(page.price).toBe(250000);
    expect(page.rent).toBe(false);
    expect(page.street).toBe('Neubaugasse 12');
  });

  it('writes the price per m² like every price: 0 decimals, 2 when fractional', () => {
    const perSqm = (preis_pro_qm: number) =>
      detailFacts(listing(flat, { preise: { ...flat.preise, preis_pro_qm } }), 'de').key.find(
        (f) => f.key === 'pricePerSqm',
      )?.value;
    expect(perSqm(8.01)).toBe('8,01 €/m²');
    expect(perSqm(8)).toBe('8 €/m²');
    expect(perSqm(3448.2759)).toBe(`${eurText(3448.28, '', 'de-AT')}/m²`);
  });

  it('leads a rental with the total monthly rent; the viewed list keeps the rent without costs', () => {
    const rent = listing(flat, {
      id: 90009,
      vermarktungsart: 'MIETE_PACHT',
      kaufpreis: null,
      kaltmiete: 575,
      preise: {
        ...flat.preise,
        kaufpreis: null,
        kaltmiete: 575,
        hauptmietzins_ust: 57.5,
        betriebskosten: 190,
        betriebskosten_ust: 19,
        heizkosten: 42,
        heizkosten_enthalten: false,
        gesamtmiete: null,
      },
    });
    const { catalog } = catalogWith(rent);
    const page = detailPage(rent, 'de', catalog, site);
    expect(page.price).toBe(883.5);
    expect(page.description).toContain(`${eurText(883.5, '', 'de-AT')} / Monat · `);
    // the recently viewed list keeps the price the page and the cards show, not the base rent
    expect(viewedPrice(viewedItemOf(rent, 'de'))).toBe(883.5);
  });

  it('puts the total rent in the price box, with the stated parts of it beside it', () => {
    const rent = listing(flat, {
      id: 90010,
      vermarktungsart: 'MIETE_PACHT',
      kaufpreis: null,
      kaltmiete: 575,
      preise: {
        ...flat.preise,
        kaufpreis: null,
        kaltmiete: 575,
        hauptmietzins_ust: 57.5,
        betriebskosten: 190,
        betriebskosten_ust: 19,
        heizkosten: 42,
        heizkosten_enthalten: false,
        kaution: 2000,
        gesamtmiete: null,
        freitext_preis: 'zzgl. Strom',
      },
    });
    const box = priceBox(rent, 'de');
    expect(box).toMatchObject({
      rent: true,
      amount: 883.5,
      text: eurText(883.5, '', 'de-AT'),
      label: 'Gesamtmiete',
      perMonth: '/ Monat',
      freeText: 'zzgl. Strom',
      costsLink: 'Monatliche Kosten und Kaution',
    });
    // The parts sum to the total; the deposit and the total itself are not among them.
    expect(box.parts.map((f) => [f.key, f.label, f.price?.eur])).toEqual([
      ['hauptmietzins', 'Hauptmietzins', 575],
      ['betriebskosten', 'Betriebskosten', 190],
      ['heizkosten', 'Heizkosten', 42],
      ['vat', 'Umsatzsteuer', 76.5],
    ]);
    expect(box.parts.reduce((sum, f) => sum + f.price!.eur, 0)).toBe(box.amount);
    expect(box.parts[0]!.value).toBe(eurText(575, '', 'de-AT'));
    expect(box.parts[0]!.price!.onRequest).toBe('Preis auf Anfrage');
  });

  it('names no part of a rent that is not stated or included elsewhere', () => {
    const rent = listing(flat, {
      id: 90011,
      vermarktungsart: 'MIETE_PACHT',
      kaufpreis: null,
      kaltmiete: 700,
      preise: {
        ...flat.preise,
        kaufpreis: null,
        kaltmiete: 700,
        hauptmietzins_ust: null,
        betriebskosten: 150,
        betriebskosten_ust: null,
        heizkosten: null,
        heizkosten_enthalten: true,
        gesamtmiete: null,
      },
    });
    expect(priceBox(rent, 'de').parts.map((f) => f.key)).toEqual(['hauptmietzins', 'betriebskosten']);
  });

  it('labels a rent without a price and a purchase price without rent parts or "per month"', () => {
    const noPrice = listing(flat, {
      id: 90012,
      vermarktungsart: 'MIETE_PACHT',
      kaufpreis: null,
      kaltmiete: null,
      price_on_request: true,
    });
    expect(priceBox(noPrice, 'de')).toMatchObject({
      amount: 0,
      text: 'Preis auf Anfrage',
      label: 'Miete',
      perMonth: null,
      parts: [],
    });
    expect(priceBox(flat, 'en')).toMatchObject({
      rent: false,
      amount: 250000,
      perMonth: null,
      parts: [],
      freeText: null,
    });
    expect(priceBox(flat, 'de').label).toBe('Kaufpreis');
    expect(priceBox(flat, 'de').costsLink).toBe('Kaufnebenkosten und Gesamtkosten');
  });

  it('lists the location facts: the address, then area, district and federal state where known', () => {
    const placed = listing(flat, { id: 90013, location: { regionaler_zusatz: 'Spittelberg' } });
    expect(detailFacts(placed, 'de').location.map((f) => [f.label, f.value])).toEqual([
      ['Adresse', 'Neubaugasse 12, 1070 Wien'],
      ['Gegend', 'Spittelberg'],
      ['Bezirk', 'Wien 7., Neubau'],
      ['Bundesland', 'Wien'],
    ]);
    const bare = listing(flat, {
      id: 90014,
      location: { address_published: false, regionaler_zusatz: null, bezirk: null, bundesland: null },
    });
    expect(detailFacts(bare, 'de').location.map((f) => [f.key, f.value])).toEqual([['address', '1070 Wien']]);
  });

  it('heads the page with type and deal, the status when not available, and the address', () => {
    const { catalog } = catalogWith(flat);
    const page = detailPage(flat, 'de', catalog, site);
    expect(page.heading).toEqual({
      typeAndDeal: `${page.facts.typeLabel} · Kauf`,
      status: null,
      // The federal state is not repeated after a town of the same name.
      address: 'Neubaugasse 12, 1070 Wien',
      // The feed's German part apart from the federal state (in the page's language), so pages can mark it.
      addressParts: { german: 'Neubaugasse 12, 1070 Wien', region: null },
    });
    expect(page.statusBanner).toBeNull();
    expect(page.addressHidden).toBe(false);
    const reserved = listing(flat, {
      id: 90015,
      status: 'reserved',
      location: { plz: '5020', ort: 'Salzburg-Lehen', bundesland: 'salzburg', address_published: false },
    });
    const other = detailPage(reserved, 'de', catalogWith(reserved).catalog, site);
    expect(other.heading.status).toBe('Reserviert');
    expect(other.heading.address).toBe('5020 Salzburg-Lehen, Salzburg');
    expect(other.addressHidden).toBe(true);
    expect(other.statusBanner).toEqual({
      status: 'reserved',
      text: 'Diese Immobilie ist derzeit reserviert.',
      muted: false,
    });
  });

  it('links the tour and video only at web addresses, and every document by its title or its kind', () => {
    const media = listing(flat, {
      id: 90016,
      virtual_tour_url: 'https://tour.example/1',
      video_url: 'rundgang.mp4',
      documents: [
        { url: '/docs/a.pdf', title: 'Grundriss', format: 'PDF', energy_certificate: false },
        { url: '/docs/b.pdf', energy_certificate: true },
        { url: '/docs/c.pdf', format: 'PDF', energy_certificate: false },
      ],
    });
    const { catalog } = catalogWith(media);
    expect(detailPage(media, 'de', catalog, site).media).toEqual([
      { label: 'Virtueller Rundgang', href: 'https://tour.example/1', external: true },
      { label: 'Grundriss (PDF)', href: '/docs/a.pdf', external: false },
      { label: 'Energieausweis', href: '/docs/b.pdf', external: false },
      { label: 'Dokument (PDF)', href: '/docs/c.pdf', external: false },
    ]);
    expect(detailPage(flat, 'de', catalog, site).media).toEqual([]);
  });

  it('says "per month" for a rent and "on request" without a price', () => {
    const rent = listing(flat, { id: 90002, vermarktungsart: 'MIETE_PACHT', kaufpreis: null, kaltmiete: 980 });
    const onRequest = listing(flat, { id: 90003, kaufpreis: null, price_on_request: true });
    const { catalog } = catalogWith(rent, onRequest);
    expect(detailPage(rent, 'de', catalog, site).description).toContain(`${eurText(980, '', 'de-AT')} / Monat · `);
    const page = detailPage(onRequest, 'de', catalog, site);
    expect(page.price).toBe(0);
    expect(page.description).toContain(' · Preis auf Anfrage · ');
  });

  it('hides the street when the address is not published', () => {
    const hidden = listing(flat, { id: 90004, location: { address_published: false } });
    const { catalog } = catalogWith(hidden);
    const page = detailPage(hidden, 'de', catalog, site);
    expect(page.street).toBeNull();
    expect(page.map?.approximate).toBe(true);
    expect(JSON.parse(page.jsonLd).mainEntity.address.streetAddress).toBeUndefined();
  });

  it('builds the JSON-LD with the canonical URL of the language and absolute, distinct images', () => {
    const { catalog } = catalogWith(flat);
    const de = JSON.parse(detailPage(flat, 'de', catalog, site).jsonLd);
    const en = JSON.parse(detailPage(flat, 'en', catalog, site).jsonLd);
    expect(de.url).toBe('https://immoz.example/immobilien/90001/helle-3-zimmer-wohnung');
    expect(en.url).toBe('https://immoz.example/en/immobilien/90001/helle-3-zimmer-wohnung');
    expect(en.name).toBe('Bright 3-room flat');
    expect(de.offers.price).toBe(250000);
    expect(de.mainEntity.address.addressRegion).toBe(detailPage(flat, 'de', catalog, site).region);
    expect(de.image.every((u: string) => u.startsWith('https://immoz.example/'))).toBe(true);
    expect(new Set(de.image).size).toBe(de.image.length);
    expect(de.image.length).toBeLessThanOrEqual(8);
    expect(detailPage(flat, 'de', catalog, site).jsonLd).not.toContain('<');
  });

  it('lists the six tabs in order, with their fragments', () => {
    const { catalog } = catalogWith(flat);
    const page = detailPage(flat, 'de', catalog, site);
    expect(page.tabs.map((tab) => tab.id)).toEqual([
      'beschreibung',
      'ausstattung',
      'gebaeude',
      'lage',
      'infrastruktur',
      'kosten',
    ]);
    expect(page.tabs[0]!.label).toBe('Beschreibung');
  });

  it('links amenities around the coordinates, and has no map or links without them', () => {
    const nowhere = listing(flat, { id: 90005, location: { lat: null, lon: null } });
    const { catalog } = catalogWith(flat, nowhere);
    const page = detailPage(flat, 'de', catalog, site);
    expect(page.map).toEqual({ lat: 48.2, lon: 16.35, approximate: false, label: 'Helle 3-Zimmer-Wohnung' });
    expect(page.infrastructure).toHaveLength(6);
    expect(page.infrastructure[0]).toEqual({
      key: 'schools',
      label: 'Schulen',
      href: 'https://www.openstreetmap.org/search?query=Schule#map=15/48.20000/16.35000',
    });
    expect(page.infrastructureIntro).toContain('Wien');
    expect(page.townSearchLabel).toBe('Alle verfügbaren Immobilien in Wien');
    const none = detailPage(nowhere, 'de', catalog, site);
    expect(none.map).toBeNull();
    expect(none.infrastructure).toEqual([]);
  });

  it('links the list, the town and similar searches in the page language', () => {
    const { catalog } = catalogWith(flat);
    const page = detailPage(flat, 'en', catalog, site);
    expect(page.listPath).toBe('/en/immobilien');
    expect(page.townSearch).toBe('/en/immobilien?ort=Wien');
    expect(page.similarSearch).toBe('/en/immobilien?vermarktungsart=KAUF&objektart=WOHNUNG&bundesland=wien');
    expect(page.breadcrumbs.at(-1)).toEqual({
      name: 'Bright 3-room flat',
      path: '/immobilien/90001/helle-3-zimmer-wohnung',
      // The feed's English title carries the page's language ('de' where only the German one exists).
      lang: 'en',
      // and the German names of the place it may keep, to be marked in it
      names: [flat.location.ort, flat.location.bezirk, flat.location.strasse],
    });
  });

  it('marks a listing that is no longer available', () => {
    const sold = listing(flat, { id: 90006, status: 'sold' });
    const other = catalogWith(flat, sold).catalog;
    expect(detailPage(sold, 'de', other, site).unavailable).toBe(true);
    expect(detailPage(flat, 'de', other, site).unavailable).toBe(false);
  });

  it('shows up to four similar listings, never the listing itself, and its project', () => {
    const { catalog, projects } = catalogWith(flat);
    const page = detailPage(flat, 'de', catalog, site);
    const similar = similarCards(catalog, flat.id, 'de');
    expect(similar.length).toBeLessThanOrEqual(4);
    expect(similar.map((c) => c.id)).not.toContain(flat.id);
    expect(page.project).toBeNull();
    const unit = listing(flat, { id: 90007, project_id: projects[0]!.id });
    const withUnit = catalogWith(unit).catalog;
    const project = withUnit.projectById.get(projects[0]!.id)!;
    expect(detailPage(unit, 'en', withUnit, site).project).toEqual({
      name: project.name,
      href: `/en/projekte/${project.id}`,
    });
  });
});

describe('project page view model', () => {
  function fixtureProject() {
    const { catalog, projects } = catalogWith();
    const project = projects[0]!;
    return { catalog, project: catalog.projectById.get(project.id)! };
  }

  it('lists the units lowest floor first, as table rows in the page language', () => {
    const { catalog, project } = fixtureProject();
    const page = projectPage(project, 'de', catalog, site);
    const units = catalog.unitsOf.get(project.id)!;
    expect(page.units).toHaveLength(units.length);
    const floors = page.units.map((u) => catalog.listing(u.id)!.etage ?? 0);
    expect(floors).toEqual([...floors].sort((a, b) => a - b));
    const row = page.units[0]!;
    const l = catalog.byId.get(row.id)!;
    expect(row.href).toBe(`/immobilien/${l.id}/${l.title_slug}`);
    expect(row.title).toBe(l.objekttitel);
    expect(row.priceText).toBe(eurText(row.price, 'Preis auf Anfrage', 'de-AT'));
    expect(row.perMonth).toBe(l.vermarktungsart === 'MIETE_PACHT' && row.price > 0 ? '/ Monat' : null);
    expect(projectPage(project, 'en', catalog, site).units[0]!.href).toBe(`/en/immobilien/${l.id}/${l.title_slug}`);
  });

  it('counts the units whose listing is not in the snapshot', () => {
    const { catalog, project } = fixtureProject();
    const withGhosts: Project = {
      ...project,
      units: [...project.units, { external_id: 'GONE-1', listing_id: 1 }, { external_id: 'GONE-2', listing_id: null }],
    };
    expect(projectPage(project, 'de', catalog, site).unknownUnits).toBe(0);
    expect(projectPage(withGhosts, 'de', catalog, site).unknownUnits).toBe(2);
  });

  it('builds the JSON-LD place, the stage and the links', () => {
    const { catalog, project } = fixtureProject();
    const page = projectPage(project, 'en', catalog, site);
    const ld = JSON.parse(page.jsonLd);
    expect(ld['@type']).toBe('Place');
    expect(ld.url).toBe(`https://immoz.example/en/projekte/${project.id}`);
    expect(ld.address.addressLocality).toBe(project.location.ort);
    expect(ld.address.addressCountry).toBe('AT');
    expect(ld.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: project.location.lat,
      longitude: project.location.lon,
    });
    expect(ld.image).toBe(new URL(project.primary_image!.url, site).href);
    expect(page.stage).toBe(0);
    expect(page.path).toBe(`/projekte/${project.id}`);
    expect(page.unitsSearch).toBe(`/en/immobilien?projekt=${project.id}`);
    expect(page.description.startsWith(`${project.name} · ${page.place} · `)).toBe(true);
  });
});
