/**
 * The sample's world: agencies, their people and regions, price levels per region and the German (and some
 * English) wording of listings (the streets are in streets.ts). Prices are plausible for 2025/26 (€/m²), not statistics.
 */
import type { Bundesland, ObjektartHauptgruppe } from '../domain/listing';

export interface AgencyDef {
  id: string;
  prefix: string;
  name: string;
  slug: string;
  initials: string;
  color: string;
  domain: string;
  street: string;
  plz: string;
  ort: string;
  phone: string;
  /** Where its listings are: Bundesland weights. */
  regions: Partial<Record<Bundesland, number>>;
  /** Main-group weights (overrides the default mix). */
  types?: Partial<Record<ObjektartHauptgruppe, number>>;
  /** ZIP with images inside; plain XML with images beside it (UTF-8 or ISO-8859-1). */
  format: 'zip' | 'xml' | 'xml-latin1';
  /** Where the Energieausweis values go: the three places real feeds use. */
  energyStyle: 'energiepass' | 'userdefined' | 'zustand';
  /** Floors as numbers or as 'EG', '2. OG', 'DG'. */
  floorStyle: 'number' | 'label';
  /** Texts with HTML or as plain text with line breaks. */
  textStyle: 'html' | 'plain';
  /** Also sends a TEIL feed with changes after its VOLL feed. */
  teil: boolean;
  /** Relative share of all listings. */
  share: number;
  /** Luxury factor on prices (1 = market). */
  priceFactor: number;
}

export const AGENCIES: AgencyDef[] = [
  {
    id: 'WWI-1001',
    prefix: 'WW',
    name: 'Wiener Wohnwerk Immobilien GmbH',
    slug: 'wiener-wohnwerk',
    initials: 'WW',
    color: '#b71c1c',
    domain: 'wiener-wohnwerk.at',
    street: 'Mariahilfer Straße 88',
    plz: '1070',
    ort: 'Wien',
    phone: '+43 1 523 44 10',
    regions: { wien: 10, niederoesterreich: 1 },
    format: 'zip',
    energyStyle: 'energiepass',
    floorStyle: 'label',
    textStyle: 'html',
    teil: false,
    share: 22,
    priceFactor: 1,
  },
  {
    id: 'ABT-2002',
    prefix: 'AB',
    name: 'Alpenblick Immobilien Tirol KG',
    slug: 'alpenblick-tirol',
    initials: 'AB',
    color: '#2e7d32',
    domain: 'alpenblick-immo.at',
    street: 'Maria-Theresien-Straße 21',
    plz: '6020',
    ort: 'Innsbruck',
    phone: '+43 512 58 12 30',
    regions: { tirol: 8, vorarlberg: 3 },
    format: 'zip',
    energyStyle: 'userdefined',
    floorStyle: 'number',
    textStyle: 'html',
    teil: false,
    share: 13,
    priceFactor: 1.05,
  },
  {
    id: 'SAL-3003',
    prefix: 'SR',
    name: 'Salzach Realitäten GmbH',
    slug: 'salzach-realitaeten',
    initials: 'SR',
    color: '#1565c0',
    domain: 'salzach-realitaeten.at',
    street: 'Getreidegasse 14',
    plz: '5020',
    ort: 'Salzburg',
    phone: '+43 662 84 33 90',
    regions: { salzburg: 7, oberoesterreich: 4 },
    format: 'xml',
    energyStyle: 'zustand',
    floorStyle: 'label',
    textStyle: 'plain',
    teil: true,
    share: 12,
    priceFactor: 1,
  },
  {
    id: 'MGI-4004',
    prefix: 'MG',
    name: 'Murtal & Grazer Immobilien OG',
    slug: 'murtal-grazer',
    initials: 'MG',
    color: '#6a1b9a',
    domain: 'mg-immobilien.at',
    street: 'Herrengasse 9',
    plz: '8010',
    ort: 'Graz',
    phone: '+43 316 81 27 70',
    regions: { steiermark: 10 },
    format: 'zip',
    energyStyle: 'energiepass',
    floorStyle: 'label',
    textStyle: 'html',
    teil: true,
    share: 12,
    priceFactor: 1,
  },
  {
    id: 'DIT-5005',
    prefix: 'DI',
    name: 'Donau Immobilientreuhand GmbH',
    slug: 'donau-immobilientreuhand',
    initials: 'DI',
    color: '#00838f',
    domain: 'donau-immo.at',
    street: 'Wiener Straße 12',
    plz: '3500',
    ort: 'Krems an der Donau',
    phone: '+43 2732 70 55 0',
    regions: { niederoesterreich: 8, wien: 2 },
    format: 'xml',
    energyStyle: 'userdefined',
    floorStyle: 'number',
    textStyle: 'html',
    teil: false,
    share: 13,
    priceFactor: 1,
  },
  {
    id: 'WSR-6006',
    prefix: 'WS',
    name: 'Wörthersee Residenzen Immobilien GmbH',
    slug: 'woerthersee-residenzen',
    initials: 'WR',
    color: '#ef6c00',
    domain: 'woerthersee-residenzen.at',
    street: 'Alter Platz 5',
    plz: '9020',
    ort: 'Klagenfurt am Wörthersee',
    phone: '+43 463 51 22 80',
    regions: { kaernten: 10, tirol: 1 },
    types: {
      wohnung: 40,
      haus: 30,
      grundstueck: 12,
      gastgewerbe: 6,
      freizeitimmobilie_gewerblich: 2,
      zinshaus_renditeobjekt: 3,
      parken: 3,
    },
    format: 'zip',
    energyStyle: 'zustand',
    floorStyle: 'number',
    textStyle: 'html',
    teil: false,
    share: 8,
    priceFactor: 1.15,
  },
  {
    id: 'PAN-7007',
    prefix: 'PA',
    name: 'Pannonia Immobilien e.U.',
    slug: 'pannonia-immobilien',
    initials: 'PI',
    color: '#827717',
    domain: 'pannonia-immobilien.at',
    street: 'Hauptstraße 31',
    plz: '7000',
    ort: 'Eisenstadt',
    phone: '+43 2682 63 41 0',
    regions: { burgenland: 8, niederoesterreich: 2 },
    types: {
      wohnung: 25,
      haus: 40,
      grundstueck: 20,
      land_und_forstwirtschaft: 7,
      gastgewerbe: 3,
      parken: 3,
      zimmer: 2,
    },
    format: 'xml-latin1',
    energyStyle: 'userdefined',
    floorStyle: 'label',
    textStyle: 'plain',
    teil: false,
    share: 8,
    priceFactor: 1,
  },
  {
    id: 'GAP-8008',
    prefix: 'GA',
    name: 'Gewerbe & Anlage Partners GmbH',
    slug: 'gewerbe-anlage-partners',
    initials: 'GA',
    color: '#37474f',
    domain: 'ga-partners.at',
    street: 'Schottenring 16',
    plz: '1010',
    ort: 'Wien',
    phone: '+43 1 533 70 90',
    regions: {
      wien: 4,
      oberoesterreich: 2,
      steiermark: 2,
      niederoesterreich: 2,
      salzburg: 1,
      tirol: 1,
      kaernten: 1,
      vorarlberg: 1,
      burgenland: 1,
    },
    types: {
      buero_praxen: 30,
      einzelhandel: 20,
      hallen_lager_prod: 18,
      gastgewerbe: 8,
      zinshaus_renditeobjekt: 14,
      sonstige: 3,
      freizeitimmobilie_gewerblich: 2,
      parken: 5,
    },
    format: 'zip',
    energyStyle: 'energiepass',
    floorStyle: 'number',
    textStyle: 'html',
    teil: false,
    share: 12,
    priceFactor: 1,
  },
];

export const DEFAULT_TYPES: Partial<Record<ObjektartHauptgruppe, number>> = {
  wohnung: 52,
  haus: 20,
  grundstueck: 7,
  buero_praxen: 4,
  einzelhandel: 3,
  gastgewerbe: 2,
  hallen_lager_prod: 2,
  land_und_forstwirtschaft: 1.5,
  zinshaus_renditeobjekt: 2.5,
  parken: 4,
  zimmer: 1.5,
  freizeitimmobilie_gewerblich: 0.5,
  sonstige: 0.5,
};

export const FIRST_NAMES = [
  'Anna',
  'Maria',
  'Katharina',
  'Lena',
  'Sophie',
  'Julia',
  'Theresa',
  'Elisabeth',
  'Sarah',
  'Johanna',
  'Barbara',
  'Christina',
  'Lukas',
  'Maximilian',
  'Florian',
  'David',
  'Tobias',
  'Stefan',
  'Thomas',
  'Michael',
  'Andreas',
  'Georg',
  'Markus',
  'Christoph',
  'Martin',
  'Alexander',
  'Paul',
  'Jakob',
  'Sebastian',
  'Daniel',
];
export const FEMALE = new Set([
  'Anna',
  'Maria',
  'Katharina',
  'Lena',
  'Sophie',
  'Julia',
  'Theresa',
  'Elisabeth',
  'Sarah',
  'Johanna',
  'Barbara',
  'Christina',
]);
export const LAST_NAMES = [
  'Gruber',
  'Huber',
  'Bauer',
  'Wagner',
  'Müller',
  'Pichler',
  'Steiner',
  'Moser',
  'Mayer',
  'Hofer',
  'Leitner',
  'Berger',
  'Fuchs',
  'Eder',
  'Fischer',
  'Schmid',
  'Winkler',
  'Weber',
  'Schwarz',
  'Maier',
  'Reiter',
  'Wimmer',
  'Egger',
  'Brunner',
  'Lang',
  'Baumgartner',
  'Auer',
  'Lechner',
  'Haas',
  'Koller',
];
/**
 * Academic titles as Austrians write them: Mag., Dr., DI and Ing. before the name ("Mag. Elisabeth Steiner"),
 * the Bologna degrees after it ("Elisabeth Steiner, MSc"); some people carry one of each ("DI Thomas Huber, MBA").
 */
export const PRE_TITLES = ['Mag.', 'Dr.', 'DI', 'Ing.', 'Mag. (FH)'] as const;
export const POST_TITLES = ['BA', 'BSc', 'MA', 'MSc', 'MBA'] as const;

/** Apartment purchase prices €/m² (average condition) per Bundesland. */
export const BUY_PER_M2: Record<Bundesland, number> = {
  wien: 5600,
  salzburg: 5400,
  tirol: 5300,
  vorarlberg: 5200,
  niederoesterreich: 2900,
  oberoesterreich: 3300,
  steiermark: 3000,
  kaernten: 2800,
  burgenland: 2100,
};
/** Net rent (Hauptmietzins) €/m² per Bundesland. */
export const RENT_PER_M2: Record<Bundesland, number> = {
  wien: 11.5,
  salzburg: 12.8,
  tirol: 12.6,
  vorarlberg: 12.4,
  niederoesterreich: 9,
  oberoesterreich: 8.6,
  steiermark: 9.2,
  kaernten: 8,
  burgenland: 7.4,
};
/** Building land €/m² per Bundesland. */
export const LAND_PER_M2: Record<Bundesland, number> = {
  wien: 1300,
  salzburg: 620,
  tirol: 580,
  vorarlberg: 680,
  niederoesterreich: 190,
  oberoesterreich: 170,
  steiermark: 140,
  kaernten: 130,
  burgenland: 75,
};

/** Local price level relative to the Bundesland (postcode → factor). */
export const TOWN_FACTOR: Record<string, number> = {
  '1010': 2.3,
  '1040': 1.25,
  '1070': 1.2,
  '1080': 1.2,
  '1090': 1.2,
  '1130': 1.35,
  '1180': 1.35,
  '1190': 1.55,
  '1030': 1.1,
  '1060': 1.15,
  '1020': 1.05,
  '1050': 1.0,
  '1100': 0.78,
  '1110': 0.75,
  '1120': 0.85,
  '1140': 0.95,
  '1150': 0.82,
  '1160': 0.88,
  '1170': 0.95,
  '1200': 0.82,
  '1210': 0.85,
  '1220': 0.92,
  '1230': 0.9,
  '6370': 2.6,
  '6764': 3.2,
  '6580': 2.0,
  '6561': 1.8,
  '6450': 1.5,
  '6100': 1.6,
  '6020': 1.15,
  '6352': 1.5,
  '6365': 1.6,
  '5020': 1.2,
  '5340': 1.7,
  '5753': 1.5,
  '5700': 1.3,
  '5640': 1.1,
  '5360': 1.5,
  '5310': 1.5,
  '4830': 1.4,
  '4820': 1.2,
  '4020': 1.15,
  '8010': 1.2,
  '8020': 1.05,
  '8970': 1.5,
  '8990': 1.3,
  '9220': 2.1,
  '9210': 2.0,
  '9082': 2.2,
  '9020': 1.15,
  '9500': 1.05,
  '9872': 1.4,
  '9871': 1.4,
  '2340': 1.55,
  '2380': 1.6,
  '3400': 1.55,
  '2500': 1.3,
  '3601': 1.3,
  '3910': 0.55,
  '3950': 0.55,
  '3830': 0.55,
  '3580': 0.65,
  '7141': 1.35,
  '7071': 1.3,
  '7100': 1.2,
  '6900': 1.15,
  '6850': 1.1,
};

export const TOWN_WEIGHT: Record<string, number> = {
  '8010': 5,
  '8020': 4,
  '8042': 2,
  '8045': 2,
  '4020': 6,
  '5020': 6,
  '6020': 6,
  '9020': 5,
  '9500': 3,
  '3100': 3,
  '7000': 3,
  '6900': 3,
  '6850': 3,
  '4600': 3,
  '2700': 2,
  '2500': 2,
};

export const ADJ = [
  'Schöne',
  'Helle',
  'Großzügige',
  'Sonnige',
  'Charmante',
  'Moderne',
  'Ruhige',
  'Elegante',
  'Gemütliche',
  'Stilvolle',
  'Neuwertige',
  'Exklusive',
  'Lichtdurchflutete',
  'Gepflegte',
];
/** Adjective stems of the titles: the ending follows the gender of the noun they stand before (adjective()). */
export const ADJ_STEM = [
  'Schön',
  'Hell',
  'Großzügig',
  'Sonnig',
  'Charmant',
  'Modern',
  'Ruhig',
  'Elegant',
  'Gemütlich',
  'Stilvoll',
  'Neuwertig',
  'Exklusiv',
  'Lichtdurchflutet',
  'Gepflegt',
];

export type Gender = 'f' | 'm' | 'n';

/** The grammatical gender of the nouns titles use; a compound takes its last part's ("Eigentumswohnung": f). */
const NOUN_GENDER: Array<[string, Gender]> = [
  ['wohnung', 'f'],
  ['maisonette', 'f'],
  ['penthouse', 'n'],
  ['loft', 'n'],
  ['apartment', 'n'],
  ['haus', 'n'],
  ['hälfte', 'f'],
  ['villa', 'f'],
  ['bungalow', 'm'],
  ['chalet', 'n'],
];

export function genderOf(noun: string): Gender {
  const lower = noun.toLowerCase();
  const hit = NOUN_GENDER.find(([end]) => lower.endsWith(end));
  if (!hit) throw new Error(`sample: no gender known for "${noun}"`);
  return hit[1];
}

/**
 * An adjective before a noun without article, in the nominative: "Helle Wohnung", "Großzügiges Apartment",
 * "Moderner Bungalow" (strong declension: -e feminine, -es neuter, -er masculine).
 */
export function adjective(stem: string, noun: string): string {
  return stem + { f: 'e', n: 'es', m: 'er' }[genderOf(noun)];
}

export const ADJ_EN = [
  'Beautiful',
  'Bright',
  'Spacious',
  'Sunny',
  'Charming',
  'Modern',
  'Quiet',
  'Elegant',
  'Cosy',
  'Stylish',
  'As-new',
  'Exclusive',
  'Light-flooded',
  'Well-kept',
];

/** The opening sentence, per kind of property: a plot has no floor plan, a parking space no family. */
export const INTRO: Record<'home' | 'business' | 'land' | 'parking', string[]> = {
  home: [
    'Diese {adj} Immobilie überzeugt mit einem durchdachten Grundriss und viel Tageslicht.',
    'Willkommen in Ihrem neuen Zuhause: Hier verbinden sich Komfort und eine ausgezeichnete Lage.',
    'Die Liegenschaft befindet sich in einem {zustand} Zustand und ist sofort bezugsfertig.',
    'Ein seltenes Angebot für alle, die Ruhe und gute Erreichbarkeit gleichermaßen schätzen.',
    'Klare Linien, hochwertige Materialien und ein angenehmes Raumklima prägen dieses Objekt.',
    'Hier finden Sie Platz für Familie, Arbeit und Freizeit – und das in {ort}.',
  ],
  business: [
    'Die Flächen befinden sich in einem {zustand} Zustand und lassen sich flexibel nutzen.',
    'Eine solide Liegenschaft in {ort}, gut erreichbar für Kunden, Lieferanten und Mitarbeiter.',
    'Ein seltenes Angebot für Unternehmen, die eine gute Adresse in {ort} suchen.',
  ],
  land: [
    'Diese Liegenschaft in {ort} bietet viel Raum für Ihre Pläne.',
    'Ein seltenes Angebot für alle, die Ruhe und gute Erreichbarkeit gleichermaßen schätzen.',
    'Eine Fläche in gefragter Lage von {ort}, gut erreichbar und sofort verfügbar.',
  ],
  parking: [
    'Ein sicherer Abstellplatz für Ihr Fahrzeug in {ort}.',
    'Schluss mit der Parkplatzsuche: Dieser Abstellplatz in {ort} ist rund um die Uhr zugänglich.',
  ],
};
export const CLOSING = [
  'Gerne vereinbaren wir einen Besichtigungstermin – wir freuen uns auf Ihre Anfrage!',
  'Überzeugen Sie sich selbst bei einer persönlichen Besichtigung.',
  'Für weitere Informationen und Unterlagen steht Ihnen Ihr Ansprechpartner gerne zur Verfügung.',
  'Ein Exposé mit allen Details senden wir Ihnen gerne zu.',
];
export const LAGE_TEXT = [
  'Die Liegenschaft liegt in {ort}{bezirkPart}. Geschäfte des täglichen Bedarfs, Schulen und Ärzte sind fußläufig erreichbar.',
  '{ort}{bezirkPart} bietet eine sehr gute Infrastruktur: {transport} in wenigen Gehminuten, Nahversorger und Gastronomie in der Nähe.',
  'Ruhige Wohnlage in {ort}{bezirkPart}; Naherholungsgebiete und Radwege beginnen direkt vor der Haustür.',
  'Zentrale Lage in {ort}{bezirkPart}. {transport} ist rasch erreichbar, ebenso Kindergarten, Volksschule und Einkaufsmöglichkeiten.',
];
export const TRANSPORT_WIEN = ['die U-Bahn', 'die Straßenbahn', 'die Schnellbahn', 'eine U-Bahn-Station'];
export const TRANSPORT = ['der Bahnhof', 'eine Bushaltestelle', 'die Autobahnauffahrt', 'die Regionalbahn'];

/**
 * Fittings the agency's own equipment text names besides the feature list: never one of the features (those are
 * shown as checkmarks already, and the text should not repeat them).
 */
export const FITTINGS_HOME = [
  'Parkettböden in den Wohnräumen',
  'Fenster mit Dreifachverglasung',
  'Bad mit Doppelwaschtisch',
  'Video-Gegensprechanlage',
  'Sicherheitseingangstür',
  'Glasfaseranschluss',
  'Feinsteinzeug in Bad und Vorraum',
  'Waschmaschinenanschluss im Bad',
  'Außenliegender Sonnenschutz',
  'Getrenntes WC mit Handwaschbecken',
];
export const FITTINGS_BUSINESS = [
  'Glasfaseranschluss',
  'Sicherheitseingangstür',
  'Getrennte Sanitärräume',
  'Doppelboden für die Verkabelung',
  'Besprechungsraum mit Glaswand',
  'Beleuchtung in LED-Technik',
];

export const FEATURE_DE: Record<string, string> = {
  balcony: 'Balkon',
  terrace: 'Terrasse',
  loggia: 'Loggia',
  garden: 'Eigengarten',
  lift: 'Personenaufzug',
  parking: 'Stellplatz',
  underground_parking: 'Tiefgaragenplatz',
  garage: 'Garage',
  cellar: 'Kellerabteil',
  fitted_kitchen: 'Einbauküche',
  barrier_free: 'barrierefreier Zugang',
  furnished: 'möbliert',
  floor_heating: 'Fußbodenheizung',
  air_conditioning: 'Klimaanlage',
  fireplace: 'Kamin',
  sauna: 'Sauna',
  pool: 'Pool',
  storage_room: 'Abstellraum',
  bicycle_room: 'Fahrradraum',
  guest_wc: 'Gäste-WC',
  alarm_system: 'Alarmanlage',
  shutters: 'Außenjalousien',
  view: 'Fernblick',
  winter_garden: 'Wintergarten',
};
export const FEATURE_EN: Record<string, string> = {
  balcony: 'balcony',
  terrace: 'terrace',
  loggia: 'loggia',
  garden: 'private garden',
  lift: 'lift',
  parking: 'parking space',
  underground_parking: 'underground parking',
  garage: 'garage',
  cellar: 'cellar compartment',
  fitted_kitchen: 'fitted kitchen',
  barrier_free: 'barrier-free access',
  furnished: 'furnished',
  floor_heating: 'underfloor heating',
  air_conditioning: 'air conditioning',
  fireplace: 'fireplace',
  sauna: 'sauna',
  pool: 'pool',
  storage_room: 'storage room',
  bicycle_room: 'bicycle room',
  guest_wc: 'guest WC',
  alarm_system: 'alarm system',
  shutters: 'external blinds',
  view: 'panoramic view',
  winter_garden: 'winter garden',
};

export const SUBTYPE_DE: Record<string, string> = {
  ETAGE: 'Etagenwohnung',
  DACHGESCHOSS: 'Dachgeschosswohnung',
  MAISONETTE: 'Maisonette',
  PENTHOUSE: 'Penthouse',
  ERDGESCHOSS: 'Gartenwohnung',
  LOFT_STUDIO_ATELIER: 'Loft',
  APARTMENT: 'Apartment',
  TERRASSEN: 'Terrassenwohnung',
  EINFAMILIENHAUS: 'Einfamilienhaus',
  DOPPELHAUSHAELFTE: 'Doppelhaushälfte',
  REIHENHAUS: 'Reihenhaus',
  VILLA: 'Villa',
  BUNGALOW: 'Bungalow',
  BAUERNHAUS: 'Bauernhaus',
  LANDHAUS: 'Landhaus',
  CHALET: 'Chalet',
  ZWEIFAMILIENHAUS: 'Zweifamilienhaus',
};

export const PROJECT_NAMES = [
  'Wohnpark Am Mühlbach',
  'Stadtquartier Süd',
  'Lindenhof Residenzen',
  'Sonnenhang',
  'Donaublick',
  'Gartenstadt Nord',
  'Quartier am Park',
  'Seeterrassen',
  'Alpenpanorama',
  'Weinberg Residenz',
  'Kastanienhof',
  'Am Stadtwald',
  'Riverside Lofts',
  'Wohnen am Anger',
  'Grünblick',
  'Schlossgarten',
  'Kirchfeld',
  'Hofgarten Living',
  'Nordlicht',
  'Wiesenweg',
  'Bahnhofsquartier',
  'Marktplatz Carré',
  'Uferpromenade',
  'Talblick',
  'Sonnenfeld',
  'Obstgarten',
  'Lärchenhof',
  'Zentrum Plus',
  'Eichenhain',
  'Birkenallee',
  'Parkside',
  'Panoramahöhe',
  'Mühlviertel Wohnen',
  'Stadtvillen am Hang',
  'Klostergarten',
  'Auenhof',
  'Brunnenfeld',
  'Rosenhügel',
  'Dorfmitte Neu',
  'Wasserturm Quartier',
];
export const DEVELOPERS = [
  { name: 'Habitat Bauträger GmbH', website: 'https://www.habitat-bautraeger.at' },
  { name: 'Alpina Wohnbau AG', website: 'https://www.alpina-wohnbau.at' },
  { name: 'Neue Heimat Projektentwicklung GmbH', website: 'https://www.nh-projekt.at' },
  { name: 'Stadtraum Development GmbH', website: 'https://www.stadtraum-dev.at' },
  { name: 'Gemeinnützige Wohnbaugenossenschaft Frieden', website: 'https://www.wbg-frieden.at' },
  { name: 'Terra Invest Bauträger GmbH', website: 'https://www.terra-invest.at' },
];
