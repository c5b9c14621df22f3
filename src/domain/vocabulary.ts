/**
 * The listing vocabularies: OpenImmo's groups and subtypes, the portal's own values for marketing type, status and
 * project status, the Bundesländer, energy classes and feature keys. Plain constants without zod, so that the
 * search island and the pages read them without loading listing.ts's schemas (listing.ts re-exports them).
 */

/** OpenImmo's main groups (children of <objektart>), lower case as in the XML. */
export const OBJEKTART_HAUPTGRUPPEN = [
  'wohnung',
  'haus',
  'grundstueck',
  'buero_praxen',
  'einzelhandel',
  'gastgewerbe',
  'hallen_lager_prod',
  'land_und_forstwirtschaft',
  'zinshaus_renditeobjekt',
  'freizeitimmobilie_gewerblich',
  'parken',
  'zimmer',
  'sonstige',
] as const;
export type ObjektartHauptgruppe = (typeof OBJEKTART_HAUPTGRUPPEN)[number];

/** The `objektart` values: the main group in upper case (footer links filter on WOHNUNG, HAUS, GRUNDSTUECK). */
export const OBJEKTARTEN = [
  'WOHNUNG',
  'HAUS',
  'GRUNDSTUECK',
  'BUERO_PRAXEN',
  'EINZELHANDEL',
  'GASTGEWERBE',
  'HALLEN_LAGER_PROD',
  'LAND_UND_FORSTWIRTSCHAFT',
  'ZINSHAUS_RENDITEOBJEKT',
  'FREIZEITIMMOBILIE_GEWERBLICH',
  'PARKEN',
  'ZIMMER',
  'SONSTIGE',
] as const;
export type Objektart = (typeof OBJEKTARTEN)[number];

export function objektartOf(hauptgruppe: ObjektartHauptgruppe): Objektart {
  return hauptgruppe.toUpperCase() as Objektart;
}

/**
 * Subtypes per main group: the value of the group element's type attribute in OpenImmo 1.2.7
 * (e.g. <wohnung wohnungtyp="DACHGESCHOSS"/>). `objektart_untergruppe` holds one of these, upper case,
 * or null. Labels: locales `listing.subtype.<hauptgruppe>.<UNTERGRUPPE>`.
 */
export const OBJEKTART_SUBTYPES: Readonly<Record<ObjektartHauptgruppe, readonly string[]>> = {
  wohnung: [
    'ETAGE',
    'DACHGESCHOSS',
    'MAISONETTE',
    'LOFT-STUDIO-ATELIER',
    'PENTHOUSE',
    'TERRASSEN',
    'ERDGESCHOSS',
    'SOUTERRAIN',
    'APARTMENT',
    'FERIENWOHNUNG',
    'GALERIE',
    'ROHDACHBODEN',
    'ATTIKAWOHNUNG',
    'KEINE_ANGABE',
  ],
  haus: [
    'EINFAMILIENHAUS',
    'ZWEIFAMILIENHAUS',
    'MEHRFAMILIENHAUS',
    'DOPPELHAUSHAELFTE',
    'REIHENHAUS',
    'REIHENEND',
    'REIHENMITTEL',
    'REIHENECK',
    'STADTHAUS',
    'BUNGALOW',
    'VILLA',
    'RESTHOF',
    'BAUERNHAUS',
    'LANDHAUS',
    'SCHLOSS',
    'FERIENHAUS',
    'BERGHUETTE',
    'CHALET',
    'STRANDHAUS',
    'LAUBE-DATSCHE-GARTENHAUS',
    'APARTMENTHAUS',
    'BURG',
    'HERRENHAUS',
    'FINCA',
    'RUSTICO',
    'FERTIGHAUS',
    'KEINE_ANGABE',
  ],
  grundstueck: [
    'WOHNEN',
    'GEWERBE',
    'INDUSTRIE',
    'LAND_FORSTWIRSCHAFT',
    'FREIZEIT',
    'GEMISCHT',
    'GEWERBEPARK',
    'SONDERNUTZUNG',
    'SEELIEGENSCHAFT',
  ],
  buero_praxen: [
    'BUEROFLAECHE',
    'BUEROHAUS',
    'BUEROZENTRUM',
    'LOFT_ATELIER',
    'PRAXIS',
    'PRAXISFLAECHE',
    'PRAXISHAUS',
    'AUSSTELLUNGSFLAECHE',
    'COWORKING',
    'SHARED_OFFICE',
  ],
  einzelhandel: [
    'LADENLOKAL',
    'EINZELHANDELSLADEN',
    'VERBRAUCHERMARKT',
    'EINKAUFSZENTRUM',
    'KAUFHAUS',
    'FACTORY_OUTLET',
    'KIOSK',
    'VERKAUFSFLAECHE',
    'AUSSTELLUNGSFLAECHE',
  ],
  gastgewerbe: [
    'GASTRONOMIE',
    'GASTRONOMIE_UND_WOHNUNG',
    'PENSIONEN',
    'HOTELS',
    'WEITERE_BEHERBERGUNGSBETRIEBE',
    'BAR',
    'CAFE',
    'DISCOTHEK',
    'RESTAURANT',
    'RAUCHERLOKAL',
    'EINRAUMLOKAL',
  ],
  hallen_lager_prod: [
    'HALLE',
    'INDUSTRIEHALLE',
    'LAGER',
    'LAGERFLAECHEN',
    'LAGER_MIT_FREIFLAECHE',
    'HOCHREGALLAGER',
    'SPEDITIONSLAGER',
    'PRODUKTION',
    'WERKSTATT',
    'SERVICEFLAECHE',
    'FREIFLAECHEN',
    'KUEHLHAUS',
  ],
  land_und_forstwirtschaft: [
    'LANDWIRTSCHAFTLICHE_BETRIEBE',
    'BAUERNHOF',
    'AUSSIEDLERHOF',
    'GARTENBAU',
    'ACKERBAU',
    'WEINBAU',
    'VIEHWIRTSCHAFT',
    'JAGD_UND_FORSTWIRTSCHAFT',
    'TEICH_UND_FISCHWIRTSCHAFT',
    'SCHEUNEN',
    'REITERHOEFE',
    'SONSTIGE_LANDWIRTSCHAFTSIMMOBILIEN',
    'ANWESEN',
    'JAGDREVIER',
  ],
  zinshaus_renditeobjekt: [
    'MEHRFAMILIENHAUS',
    'WOHN_UND_GESCHAEFTSHAUS',
    'GESCHAEFTSHAUS',
    'BUEROGEBAEUDE',
    'SB_MAERKTE',
    'EINKAUFSCENTREN',
    'WOHNANLAGEN',
    'VERBRAUCHERMAERKTE',
    'INDUSTRIEANLAGEN',
    'PFLEGEHEIM',
    'SANATORIUM',
    'SENIORENHEIM',
    'BETREUTES-WOHNEN',
  ],
  freizeitimmobilie_gewerblich: ['SPORTANLAGEN', 'VERGNUEGUNGSPARKS_UND_CENTER', 'FREIZEITANLAGE'],
  parken: [
    'STELLPLATZ',
    'CARPORT',
    'DOPPELGARAGE',
    'DUPLEX',
    'TIEFGARAGE',
    'BOOTSLIEGEPLATZ',
    'EINZELGARAGE',
    'PARKHAUS',
    'TIEFGARAGENSTELLPLATZ',
    'PARKPLATZ_STROM',
  ],
  zimmer: ['ZIMMER'],
  sonstige: ['PARKHAUS', 'TANKSTELLE', 'KRANKENHAUS', 'SONSTIGE'],
};

export const VERMARKTUNGSARTEN = ['KAUF', 'MIETE_PACHT'] as const;
export type Vermarktungsart = (typeof VERMARKTUNGSARTEN)[number];

export const LISTING_STATUSES = ['available', 'reserved', 'sold', 'rented'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const PROJECT_STATUSES = [
  'planning',
  'building',
  'approval',
  'construction',
  'completion',
  'marketing',
  'sold_out',
  'finished',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Keys, not names: labels come from locales `listing.bundesland.<key>`. */
export const BUNDESLAENDER = [
  'burgenland',
  'kaernten',
  'niederoesterreich',
  'oberoesterreich',
  'salzburg',
  'steiermark',
  'tirol',
  'vorarlberg',
  'wien',
] as const;
export type Bundesland = (typeof BUNDESLAENDER)[number];

/** Energy classes of the Austrian Energieausweis (OIB-Richtlinie 6), best first. */
export const ENERGY_CLASSES = ['A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyClass = (typeof ENERGY_CLASSES)[number];

/**
 * Feature keys: labels in locales `listing.feature.<key>`. The importer maps OpenImmo's ausstattung,
 * flaechen counts and verwaltung_objekt flags onto these; unknown flags are dropped, never invented.
 */
export const FEATURE_KEYS = [
  'balcony',
  'terrace',
  'loggia',
  'garden',
  'winter_garden',
  'lift',
  'parking',
  'garage',
  'underground_parking',
  'carport',
  'cellar',
  'storage_room',
  'attic',
  'bicycle_room',
  'laundry_room',
  'barrier_free',
  'wheelchair_accessible',
  'senior_friendly',
  'furnished',
  'partly_furnished',
  'fitted_kitchen',
  'open_kitchen',
  'guest_wc',
  'bathtub',
  'shower',
  'air_conditioning',
  'fireplace',
  'floor_heating',
  'sauna',
  'pool',
  'wellness',
  'alarm_system',
  'shutters',
  'cable_sat_tv',
  'data_cabling',
  'pets_allowed',
  'shared_flat_suitable',
  'listed_building',
  'first_occupancy',
  'view',
  'ramp',
  'loading_platform',
  'crane',
  'kitchenette',
  'canteen',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

/** Kinds of pictures; OpenImmo anhang gruppe TITELBILD/BILD/INNENANSICHTEN/AUSSENANSICHTEN, GRUNDRISS, … */
export const IMAGE_KINDS = ['photo', 'interior', 'exterior', 'floorplan', 'map', 'panorama', 'energy_scale'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** OpenImmo zustand@zustand_art, kept as the feed's value. Labels: `listing.condition.<value>`. */
export const CONDITIONS = [
  'ERSTBEZUG',
  'TEIL_VOLLRENOVIERUNGSBED',
  'NEUWERTIG',
  'TEIL_VOLLSANIERT',
  'TEIL_VOLLRENOVIERT',
  'TEIL_SANIERT',
  'VOLL_SANIERT',
  'SANIERUNGSBEDUERFTIG',
  'BAUFAELLIG',
  'NACH_VEREINBARUNG',
  'MODERNISIERT',
  'GEPFLEGT',
  'ROHBAU',
  'ENTKERNT',
  'ABRISSOBJEKT',
  'PROJEKTIERT',
] as const;
export type Condition = (typeof CONDITIONS)[number];

/** OpenImmo heizungsart attributes. Labels: `listing.heating.<value>`. */
export const HEATING_TYPES = ['OFEN', 'ETAGE', 'ZENTRAL', 'FERN', 'FUSSBODEN'] as const;
/** OpenImmo befeuerung attributes. Labels: `listing.fuel.<value>`. */
export const FUEL_TYPES = [
  'OEL',
  'GAS',
  'ELEKTRO',
  'ALTERNATIV',
  'SOLAR',
  'ERDWAERME',
  'LUFTWP',
  'FERN',
  'BLOCK',
  'WASSER-ELEKTRO',
  'PELLET',
  'KOHLE',
  'HOLZ',
  'FLUESSIGGAS',
] as const;

/** Objektarten people live in: renting one is a "Miete", never a "Pacht" (a lease of land or a business). */
export const HOME_OBJEKTARTEN: readonly string[] = ['WOHNUNG', 'HAUS', 'ZIMMER'];

/**
 * The marketing type as a listing shows it: "Miete / Pacht" covers both, but a home is only ever rented, so it
 * says "Miete" (`rentHome`); every other value as the vocabulary names it.
 */
export function dealLabel(
  labels: { vermarktungsart: Record<string, string>; rentHome: string },
  objektart: string,
  vermarktungsart: string,
): string {
  if (vermarktungsart === 'MIETE_PACHT' && HOME_OBJEKTARTEN.includes(objektart)) return labels.rentHome;
  return labels.vermarktungsart[vermarktungsart] ?? vermarktungsart;
}
