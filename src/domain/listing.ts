/**
 * The normalized listing (Property) and development project, as the importer writes them into the snapshot
 * and as pages, islands and the API read them. Pure module: zod schemas + the types inferred from them.
 *
 * Naming: the property fields the front end reads keep their exact names (id, objekttitel, title_slug,
 * location.ort, kaufpreis, kaltmiete, vermarktungsart, objektart, objektart_hauptgruppe, objektart_untergruppe,
 * primary_image, images).
 * Other fields keep OpenImmo's German terms where they are the data's own (flaechen, energie, zustand), so an
 * agent reading a feed and a developer reading a page talk about the same thing.
 *
 * Stability contract: this schema only grows. Fields are never renamed or removed; new fields are optional or
 * have defaults, so an older snapshot still validates.
 *
 * Every amount is in EUR (feeds in other currencies are converted nowhere: the importer warns and keeps the
 * number). Every area is in m². Monthly amounts are per month. null means "the feed does not say".
 */
import { z } from 'zod';
import {
  BUNDESLAENDER,
  CONDITIONS,
  ENERGY_CLASSES,
  FEATURE_KEYS,
  FUEL_TYPES,
  HEATING_TYPES,
  IMAGE_KINDS,
  LISTING_STATUSES,
  OBJEKTART_HAUPTGRUPPEN,
  OBJEKTARTEN,
  PROJECT_STATUSES,
  VERMARKTUNGSARTEN,
} from './vocabulary';
import { DISTANCE_KINDS, MAX_DISTANCE_KM, SPORT_DISTANCE_KINDS } from './infrastructure';
import { PLACE_KINDS } from './places';

// The vocabularies live in their own module (no zod) and are part of this one's exports.
export * from './vocabulary';

// ---------------------------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------------------------

const nullableNumber = z.number().finite().nullable();
const nullableInt = z.int().nullable();
const nullableString = z.string().nullable();
/** ISO 8601 date or date-time, as written by the importer (always UTC for date-times). */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/);

/** Language code (ISO 639-1, as in URLs: 'en', 'fr', …) → text. German is the main field, never in here. */
export const translationsSchema = z.record(z.string().regex(/^[a-z]{2}$/), z.string());
export type Translations = z.infer<typeof translationsSchema>;

/**
 * Field → the languages of its `<field>_translations` that a translation engine made at sync time (the others are
 * the feed's). Snapshots written before machine translation, or without it, have none.
 */
export const machineTranslatedSchema = z.record(z.string(), z.array(z.string().regex(/^[a-z]{2}$/)));
export type MachineTranslated = z.infer<typeof machineTranslatedSchema>;

export const imageSchema = z.object({
  /** Full-size image: '/media/…' for images the importer stored, or the feed's external http(s) URL. */
  url: z.string().min(1),
  /** About 480 px wide, '/media/…'; equals `url` for external images that could not be fetched at import. */
  thumbnail_url: z.string().min(1),
  title: z.string().optional(),
  kind: z.enum(IMAGE_KINDS),
  width: z.int().positive().optional(),
  height: z.int().positive().optional(),
  /**
   * 64-bit difference hash of the picture (16 hex digits), from the stored thumbnail: the same photo re-encoded or
   * resized keeps it within a few bits (one home from several agencies, a picture reused elsewhere). Absent for
   * external images and in snapshots from before it existed.
   */
  dhash: z
    .string()
    .regex(/^[0-9a-f]{16}$/)
    .optional(),
});
export type ListingImage = z.infer<typeof imageSchema>;

export const primaryImageSchema = z.object({ thumbnail_url: z.string().min(1), url: z.string().min(1) });
export type PrimaryImage = z.infer<typeof primaryImageSchema>;

export const documentSchema = z.object({
  url: z.string().min(1),
  title: z.string().optional(),
  /** e.g. 'PDF'; from anhang/format. */
  format: z.string().optional(),
  /** True for the Energieausweis itself (anhang gruppe EPASS or a title that says so). */
  energy_certificate: z.boolean().default(false),
});
export type ListingDocument = z.infer<typeof documentSchema>;

export const locationSchema = z.object({
  /** 4-digit Austrian postcode, or the feed's postcode for listings abroad; null when missing. */
  plz: nullableString,
  ort: z.string(),
  /** Political district (Bezirk); for Vienna 'Wien 7., Neubau'-style names come from locales via `wien_bezirk`. */
  bezirk: nullableString,
  /** For Vienna: the district number 1–23 from the postcode (1070 → 7). */
  wien_bezirk: z.int().min(1).max(23).nullable().default(null),
  /** Derived from the postcode (feeds get it wrong); null outside Austria. */
  bundesland: z.enum(BUNDESLAENDER).nullable(),
  /** ISO 3166-1 alpha-2, 'AT' for nearly all. */
  land: z.string().length(2),
  /** Street and house number only when the feed allows publishing (objektadresse_freigeben). */
  strasse: nullableString,
  hausnummer: nullableString,
  address_published: z.boolean(),
  /** Quarter or area name (regionaler_zusatz), e.g. 'Cottageviertel'. */
  regionaler_zusatz: nullableString,
  lat: nullableNumber,
  lon: nullableNumber,
  /** True when lat/lon are the town's centre (feed had none), not the building. */
  coordinates_approximate: z.boolean().default(false),
});
export type ListingLocation = z.infer<typeof locationSchema>;

/** The price block. kaufpreis and kaltmiete are repeated at the top level, where the front end reads them. */
export const preiseSchema = z.object({
  /** Total purchase price (gross where the feed gives net + VAT). */
  kaufpreis: nullableNumber,
  kaufpreis_netto: nullableNumber,
  kaufpreis_ust: nullableNumber,
  /** Monthly Hauptmietzins (net) or kaltmiete. */
  kaltmiete: nullableNumber,
  hauptmietzins_ust: nullableNumber,
  /** Monthly Betriebskosten (additional costs), gross. */
  betriebskosten: nullableNumber,
  betriebskosten_netto: nullableNumber,
  betriebskosten_ust: nullableNumber,
  /** Monthly heating costs. */
  heizkosten: nullableNumber,
  heizkosten_enthalten: z.boolean().nullable(),
  /** Monthly total rent incl. costs and VAT (gesamtmiete / warmmiete). */
  gesamtmiete: nullableNumber,
  /** German feeds' Nebenkosten (monthly). */
  nebenkosten: nullableNumber,
  kaution: nullableNumber,
  kaution_text: nullableString,
  /** Commission as the agent wrote it, e.g. '3 % zzgl. 20 % USt.' (aussen_courtage). */
  provision_text: nullableString,
  provision_netto: nullableNumber,
  provision_brutto: nullableNumber,
  provisionspflichtig: z.boolean().nullable(),
  /** VAT rate in percent when the prices are quoted with VAT. */
  mwst_satz: nullableNumber,
  zzgl_mwst: z.boolean().nullable(),
  /** Price (kaufpreis or kaltmiete) per m² of `flaeche`, from the feed or computed. */
  preis_pro_qm: nullableNumber,
  /** Parking space price (purchase or monthly rent) when the feed states one. */
  stellplatz_preis: nullableNumber,
  /** Annual net yield in percent (investment properties). */
  rendite: nullableNumber,
  /** Annual rental income (actual). */
  mieteinnahmen_jahr: nullableNumber,
  freitext_preis: nullableString,
  /** ISO 4217 of the feed; the portal shows EUR (other values are reported as warnings). */
  waehrung: z.string().length(3),
});
export type Preise = z.infer<typeof preiseSchema>;

export const flaechenSchema = z.object({
  wohnflaeche: nullableNumber,
  nutzflaeche: nullableNumber,
  gesamtflaeche: nullableNumber,
  grundstuecksflaeche: nullableNumber,
  bueroflaeche: nullableNumber,
  verkaufsflaeche: nullableNumber,
  lagerflaeche: nullableNumber,
  balkon_terrasse_flaeche: nullableNumber,
  gartenflaeche: nullableNumber,
  kellerflaeche: nullableNumber,
});
export type Flaechen = z.infer<typeof flaechenSchema>;

export const energieSchema = z.object({
  /** Heizwärmebedarf, kWh/m²a. */
  hwb: nullableNumber,
  hwb_klasse: z.enum(ENERGY_CLASSES).nullable(),
  /** Gesamtenergieeffizienz-Faktor (dimensionless, e.g. 0.85). */
  fgee: nullableNumber,
  fgee_klasse: z.enum(ENERGY_CLASSES).nullable(),
  /** 'BEDARF' | 'VERBRAUCH' | … as in the feed. */
  epart: nullableString,
  gueltig_bis: nullableString,
  ausstelldatum: nullableString,
  primaerenergietraeger: nullableString,
  /**
   * True when HWB or fGEE is missing although the type needs an Energieausweis (not for plots, parking,
   * agricultural land): the Energieausweis-Vorlage-Gesetz requires both in every advertisement, so pages flag
   * such listings. A class without value counts as given; a value without class gets its class derived.
   */
  missing: z.boolean(),
});
export type Energie = z.infer<typeof energieSchema>;

export const contactSchema = z.object({
  anrede: nullableString,
  titel: nullableString,
  vorname: nullableString,
  name: nullableString,
  firma: nullableString,
  position: nullableString,
  email: nullableString,
  telefon: nullableString,
  mobil: nullableString,
  photo_url: nullableString,
});
export type ContactPerson = z.infer<typeof contactSchema>;

export const agencySchema = z.object({
  /** anbieternr, else openimmo_anid, else a key derived from the source and the firm's name. */
  id: z.string().min(1),
  name: z.string(),
  logo_url: nullableString,
  /** Imprint lines as the feed gives them (impressum), plain text. */
  impressum: nullableString,
  email: nullableString,
  telefon: nullableString,
  website: nullableString,
});
export type Agency = z.infer<typeof agencySchema>;

/** A distance in km as the agency gives it (0 … MAX_DISTANCE_KM; the importer drops anything else). */
const distanceKm = z.number().min(0).max(MAX_DISTANCE_KM);

/** The feed's <infrastruktur>: km to the kinds of places it names, and the view (see ./infrastructure). */
export const infrastructureSchema = z.object({
  distances: z.partialRecord(z.enum(DISTANCE_KINDS), distanceKm),
  sport: z.partialRecord(z.enum(SPORT_DISTANCE_KINDS), distanceKm),
  /** OpenImmo's ausblick blick value as written ('BERGE', 'SEE', …). */
  view: z.string().optional(),
});

/** The nearest places of each kind from OpenStreetMap (see ./places), as the import's Overpass step stores them. */
export const placesSchema = z.object({
  at: isoDate,
  precision: z.enum(['exact', 'area']),
  items: z.array(
    z.object({
      kind: z.enum(PLACE_KINDS),
      name: z.string().max(200).nullable(),
      lines: z.array(z.string().max(40)).max(40),
      km: z.number().min(0).max(MAX_DISTANCE_KM),
      lat: z.number().min(-90).max(90),
      lon: z.number().min(-180).max(180),
    }),
  ),
});

/** One agency's offer of a home several agencies send (./same-home): where to see it and ask, and its price. */
export const offerSchema = z.object({
  /** The offer's own listing (its page has the agency's inquiry form). */
  id: z.int().positive(),
  title_slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  agency: z.object({
    id: z.string().min(1),
    name: z.string(),
    logo_url: nullableString,
    telefon: nullableString,
    website: nullableString,
  }),
  /** Purchase price or monthly rent, as the list shows it; null on request. */
  price: nullableNumber,
  confirmed_at: isoDate.optional(),
});
export type Offer = z.infer<typeof offerSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Listing
// ---------------------------------------------------------------------------------------------------------------

export const listingSchema = z.object({
  /** Stable across imports (persisted id map keyed by source + objektnr/obid); used in URLs and favourites. */
  id: z.int().positive(),
  /** objektnr_extern (route /onr/{external_id}); falls back to the obid or objektnr_intern. */
  external_id: z.string().min(1),
  openimmo_obid: nullableString,
  objektnr_intern: nullableString,
  /** Key of the feed source (file name or URL host), e.g. 'sample/alpenblick'. */
  source: z.string().min(1),

  objekttitel: z.string().min(1),
  objekttitel_translations: translationsSchema,
  /** ASCII, lower case, umlauts folded (ä→ae, ß→ss); stable while the title does not change. */
  title_slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),

  vermarktungsart: z.enum(VERMARKTUNGSARTEN),
  /** nutzungsart flags set in the feed: 'WOHNEN', 'GEWERBE', 'ANLAGE', 'WAZ'. */
  nutzungsart: z.array(z.string()),
  objektart: z.enum(OBJEKTARTEN),
  objektart_hauptgruppe: z.enum(OBJEKTART_HAUPTGRUPPEN),
  /** Subtype (see OBJEKTART_SUBTYPES) or null. */
  objektart_untergruppe: nullableString,
  /** objektart_zusatz free text, e.g. 'Moebeliert'. */
  objektart_zusatz: nullableString,
  status: z.enum(LISTING_STATUSES),

  location: locationSchema,

  /** Purchase price in EUR; null for rentals and for 'price on request'. */
  kaufpreis: nullableNumber,
  /** Monthly cold rent / Hauptmietzins in EUR; null for sales and for 'price on request'. */
  kaltmiete: nullableNumber,
  /** The feed says auf_anfrage (pages show "Preis auf Anfrage", as they do for 0 or missing prices). */
  price_on_request: z.boolean(),
  preise: preiseSchema,

  /** The area for cards, sorting and per-m² prices: wohnflaeche, else nutzflaeche, else gesamtflaeche, else (plots) grundstuecksflaeche. */
  flaeche: nullableNumber,
  flaechen: flaechenSchema,
  zimmer: nullableNumber,
  schlafzimmer: nullableNumber,
  badezimmer: nullableNumber,
  anzahl_stellplaetze: nullableInt,

  /** Floor as a number: 0 = ground floor (EG), -1 = basement, DG resolved against anzahl_etagen when known. */
  etage: nullableInt,
  /** The floor as the feed wrote it, normalized ('EG', '2. OG', 'DG'); null when missing. */
  etage_label: nullableString,
  anzahl_etagen: nullableInt,
  baujahr: nullableInt,
  letzte_modernisierung: nullableInt,
  zustand: z.enum(CONDITIONS).nullable(),
  /** 'ALTBAU' | 'NEUBAU' */
  alter: z.enum(['ALTBAU', 'NEUBAU']).nullable(),
  /** 'STANDARD' | 'GEHOBEN' | 'LUXUS' | 'EINFACH' */
  ausstatt_kategorie: nullableString,
  heizungsart: z.array(z.enum(HEATING_TYPES)),
  befeuerung: z.array(z.enum(FUEL_TYPES)),
  energie: energieSchema,

  features: z.array(z.enum(FEATURE_KEYS)),
  verfuegbar_ab: nullableString,

  /** Sanitized HTML (p, br, ul/ol/li, strong/em, h3/h4, a[href] only). German; other languages in *_translations. */
  objektbeschreibung: nullableString,
  objektbeschreibung_translations: translationsSchema,
  lage: nullableString,
  lage_translations: translationsSchema,
  ausstatt_beschr: nullableString,
  ausstatt_beschr_translations: translationsSchema,
  sonstige_angaben: nullableString,
  sonstige_angaben_translations: translationsSchema,
  /** Short teaser (dreizeiler), plain text. */
  dreizeiler: nullableString,
  dreizeiler_translations: translationsSchema,

  /** Title image first; null when the listing has no picture. */
  primary_image: primaryImageSchema.nullable(),
  images: z.array(imageSchema),
  documents: z.array(documentSchema),
  virtual_tour_url: nullableString,
  video_url: nullableString,

  agency: agencySchema,
  contact: contactSchema.nullable(),

  /** Set when a project under content/projects lists this listing as a unit. */
  project_id: z.int().positive().nullable(),

  /** First import of this listing (ISO date-time, UTC). */
  created_at: isoDate,
  /**
   * When the listing was published, for the "Neu" badge: the feed's date (aktiv_von, else stand_vom when the portal
   * first saw it), else the import that first saw it in a later run; null when unknown (a first import finds it
   * without a date). Absent in snapshots from before it existed, where created_at stands for it.
   */
  published_at: isoDate.nullable().optional(),
  /** Last change of its content (feed's stand_vom, else the import that saw the change). */
  updated_at: isoDate,
  /**
   * When its agency last confirmed it: the delivery time of the last feed that carried it, changed or not (see
   * src/domain/listing-freshness.ts). Absent in snapshots from before it existed, where updated_at stands for it.
   */
  confirmed_at: isoDate.optional(),
  /** Hash of the entry's content, for incremental builds. */
  digest: z.string().min(8),
  /** Every change of the shown price since the portal first imported it, oldest first (see ./price-history). */
  price_history: z
    .array(z.object({ date: isoDate, old: z.number().positive(), new: z.number().positive() }))
    .optional(),
  /**
   * Set when another agency's listing of the same home is the one the search shows (see ./same-home): this id's
   * page stays (its agency's offer, its inquiry form) and names that listing; lists and counts show the home once.
   */
  duplicate_of: z.int().positive().optional(),
  /** On the listing the search shows for a home several agencies offer: every agency's offer, this one first. */
  offers: z.array(offerSchema).optional(),
  machine_translated: machineTranslatedSchema.optional(),
  /** Distances and the view as the agency's feed gives them; absent when it gives none (and in older snapshots). */
  infrastructure: infrastructureSchema.optional(),
  /** What lies within walking distance by OpenStreetMap (OVERPASS_URL); absent while not asked or when it is off. */
  places: placesSchema.optional(),
});
export type Listing = z.infer<typeof listingSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Project (new construction)
// ---------------------------------------------------------------------------------------------------------------

export const projectUnitSchema = z.object({
  /** The unit's listing, by external id (objektnr_extern) as the agency's feed writes it. */
  external_id: z.string().min(1),
  /** Resolved at import; null while the feed does not carry the unit (yet). */
  listing_id: z.int().positive().nullable(),
});

const rangeSchema = z.object({ min: z.number(), max: z.number() }).nullable();

export const projectSchema = z.object({
  id: z.int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  name_translations: translationsSchema,
  developer: z.object({
    name: z.string().min(1),
    website: nullableString,
    /** Where inquiries about the project go; snapshots written before it existed lack it. */
    email: nullableString.default(null),
    logo_url: nullableString,
  }),
  location: locationSchema,
  status: z.enum(PROJECT_STATUSES),
  /** 'YYYY-MM' or 'YYYY-MM-DD'; planned or actual completion. */
  completion_date: z
    .string()
    .regex(/^\d{4}-\d{2}(-\d{2})?$/)
    .nullable(),
  /** Sanitized HTML. */
  description: z.string(),
  description_translations: translationsSchema,
  primary_image: primaryImageSchema.nullable(),
  images: z.array(imageSchema),
  /** Feature keys shared with listings (lift, underground_parking, …). */
  amenities: z.array(z.enum(FEATURE_KEYS)),
  units: z.array(projectUnitSchema),
  /** Derived from the units that are listings in the snapshot. */
  unit_count: z.int().nonnegative(),
  units_available: z.int().nonnegative(),
  kaufpreis_range: rangeSchema,
  /** The units' total monthly rents (Hauptmietzins, Betriebskosten, heating, VAT): the rent the list shows. */
  miete_range: rangeSchema.optional().transform((v) => v ?? null),
  flaeche_range: rangeSchema,
  zimmer_range: rangeSchema,
  /** objektart values of the units, for filters. */
  objektarten: z.array(z.enum(OBJEKTARTEN)),
  energie: z.object({
    hwb: nullableNumber,
    hwb_klasse: z.enum(ENERGY_CLASSES).nullable(),
    fgee: nullableNumber,
    fgee_klasse: z.enum(ENERGY_CLASSES).nullable(),
  }),
  updated_at: isoDate,
  digest: z.string().min(8),
  machine_translated: machineTranslatedSchema.optional(),
});
export type Project = z.infer<typeof projectSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Small helpers every reader needs
// ---------------------------------------------------------------------------------------------------------------

/** The price a card shows: kaufpreis, else kaltmiete, else 0 (like a viewed entry); 0 reads "Preis auf Anfrage". */
export function displayPrice(l: Pick<Listing, 'kaufpreis' | 'kaltmiete'>): number {
  return l.kaufpreis || l.kaltmiete || 0;
}

/** The card image fallback (as imageOf): primary thumbnail, its url, first image thumbnail, its url, else null. */
export function cardImage(l: Pick<Listing, 'primary_image' | 'images'>): string | null {
  const first = l.images[0];
  return l.primary_image?.thumbnail_url || l.primary_image?.url || first?.thumbnail_url || first?.url || null;
}

/** A translated field with German fallback: translated('objekttitel', listing, 'en'). */
export function translated<
  K extends 'objekttitel' | 'objektbeschreibung' | 'lage' | 'ausstatt_beschr' | 'sonstige_angaben' | 'dreizeiler',
>(field: K, l: Pick<Listing, K | `${K}_translations`>, lang: string): Listing[K] {
  const tr = (l as Record<string, unknown>)[`${field}_translations`] as Translations | undefined;
  return (lang !== 'de' && tr?.[lang]) || (l as Record<K, Listing[K]>)[field];
}

/** Whether the field's text in that language was translated by an engine rather than given by the feed. */
export function machineTranslated(
  entry: { machine_translated?: MachineTranslated },
  field: string,
  lang: string,
): boolean {
  return entry.machine_translated?.[field]?.includes(lang) ?? false;
}
