/**
 * Deterministic listings for the search tests (and for a development snapshot before the real sample exists).
 * They pass the real listing schema, so the tests exercise what the importer will hand over.
 */
import {
  listingSchema,
  projectSchema,
  type Project,
  type Listing,
  type FeatureKey,
  type EnergyClass,
  type Objektart,
  type Bundesland,
} from '~/domain/listing';
import { slugify } from '~/domain/slug';

const TOWNS: {
  ort: string;
  plz: string;
  bezirk: string;
  bundesland: Bundesland;
  lat: number;
  lon: number;
  wien?: number;
}[] = [
  { ort: 'Wien', plz: '1070', bezirk: 'Wien 7., Neubau', bundesland: 'wien', lat: 48.2019, lon: 16.3494, wien: 7 },
  { ort: 'Wien', plz: '1190', bezirk: 'Wien 19., Döbling', bundesland: 'wien', lat: 48.2566, lon: 16.3365, wien: 19 },
  {
    ort: 'Wien',
    plz: '1220',
    bezirk: 'Wien 22., Donaustadt',
    bundesland: 'wien',
    lat: 48.2333,
    lon: 16.4667,
    wien: 22,
  },
  { ort: 'Graz', plz: '8010', bezirk: 'Graz', bundesland: 'steiermark', lat: 47.0707, lon: 15.4395 },
  { ort: 'Linz', plz: '4020', bezirk: 'Linz', bundesland: 'oberoesterreich', lat: 48.3069, lon: 14.2858 },
  { ort: 'Salzburg', plz: '5020', bezirk: 'Salzburg', bundesland: 'salzburg', lat: 47.8095, lon: 13.055 },
  { ort: 'Innsbruck', plz: '6020', bezirk: 'Innsbruck', bundesland: 'tirol', lat: 47.2692, lon: 11.4041 },
  {
    ort: 'Klagenfurt am Wörthersee',
    plz: '9020',
    bezirk: 'Klagenfurt',
    bundesland: 'kaernten',
    lat: 46.6247,
    lon: 14.3053,
  },
  { ort: 'St. Pölten', plz: '3100', bezirk: 'St. Pölten', bundesland: 'niederoesterreich', lat: 48.2047, lon: 15.6256 },
  { ort: 'Mödling', plz: '2340', bezirk: 'Mödling', bundesland: 'niederoesterreich', lat: 48.0856, lon: 16.2831 },
  { ort: 'Eisenstadt', plz: '7000', bezirk: 'Eisenstadt', bundesland: 'burgenland', lat: 47.8456, lon: 16.5233 },
  { ort: 'Dornbirn', plz: '6850', bezirk: 'Dornbirn', bundesland: 'vorarlberg', lat: 47.4125, lon: 9.7417 },
  { ort: 'Bad Ischl', plz: '4820', bezirk: 'Gmunden', bundesland: 'oberoesterreich', lat: 47.7111, lon: 13.6239 },
];

const TYPES: { objektart: Objektart; haupt: Listing['objektart_hauptgruppe']; sub: string[]; noun: string }[] = [
  {
    objektart: 'WOHNUNG',
    haupt: 'wohnung',
    sub: ['ETAGE', 'DACHGESCHOSS', 'MAISONETTE', 'PENTHOUSE', 'ERDGESCHOSS'],
    noun: 'Wohnung',
  },
  {
    objektart: 'HAUS',
    haupt: 'haus',
    sub: ['EINFAMILIENHAUS', 'DOPPELHAUSHAELFTE', 'REIHENHAUS', 'VILLA'],
    noun: 'Haus',
  },
  { objektart: 'GRUNDSTUECK', haupt: 'grundstueck', sub: ['WOHNEN', 'GEWERBE'], noun: 'Baugrund' },
  { objektart: 'BUERO_PRAXEN', haupt: 'buero_praxen', sub: ['BUEROFLAECHE', 'PRAXIS'], noun: 'Büro' },
  { objektart: 'EINZELHANDEL', haupt: 'einzelhandel', sub: ['LADENLOKAL'], noun: 'Geschäftslokal' },
];
const ADJ = ['Helle', 'Sonnige', 'Ruhige', 'Moderne', 'Großzügige', 'Charmante', 'Neuwertige', 'Exklusive'];
const FEATS: FeatureKey[] = [
  'balcony',
  'terrace',
  'garden',
  'lift',
  'parking',
  'garage',
  'cellar',
  'barrier_free',
  'furnished',
  'fitted_kitchen',
  'air_conditioning',
  'pool',
];
const CLASSES: EnergyClass[] = ['A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'];

/** Mulberry32: small, fast, deterministic. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function makeListings(count: number, seed = 1): Listing[] {
  const rand = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const out: Listing[] = [];
  for (let i = 0; i < count; i++) {
    const id = 1000 + i;
    const town = pick(TOWNS);
    const type = pick(TYPES);
    const sub = pick(type.sub);
    const kauf = rand() < 0.6 || type.objektart === 'GRUNDSTUECK';
    const plot = type.objektart === 'GRUNDSTUECK';
    const area = plot ? null : Math.round(35 + rand() * (type.objektart === 'HAUS' ? 220 : 110));
    const plotArea = plot || type.objektart === 'HAUS' ? Math.round(300 + rand() * 1500) : null;
    const rooms = area ? Math.max(1, Math.round(area / 28)) : null;
    const perM2 = town.bundesland === 'wien' ? 6500 : 3800;
    const onRequest = rand() < 0.04;
    const kaufpreis =
      kauf && !onRequest
        ? Math.round(((area ?? (plotArea ?? 500) / 4) * perM2 * (0.7 + rand() * 0.6)) / 1000) * 1000
        : null;
    const kaltmiete = !kauf && !onRequest ? Math.round((area ?? 60) * (9 + rand() * 8) * 100) / 100 : null;
    const features = FEATS.filter(() => rand() < 0.3);
    const hasEnergy = rand() < 0.9 && !plot;
    const hwbK = hasEnergy ? pick(CLASSES) : null;
    const title = `${pick(ADJ)} ${rooms ? `${rooms}-Zimmer-` : ''}${type.noun} in ${town.ort}`;
    const status = rand() < 0.85 ? 'available' : pick(['reserved', 'sold', 'rented'] as const);
    // ids are handed out at first import, so newer listings have higher ids (as with the real importer)
    const created = new Date(
      Date.UTC(2026, 0, 1) + Math.floor((i * 300) / count) * 86_400_000 + Math.floor(rand() * 86_400) * 1000,
    )
      .toISOString()
      .replace(/\.\d+Z$/, 'Z');
    const jitter = () => (rand() - 0.5) * 0.04;
    const img = `/media/fixture/${id}/`;
    const listing = {
      id,
      external_id: `FX-${id}`,
      openimmo_obid: null,
      objektnr_intern: null,
      source: 'fixture',
      objekttitel: title,
      objekttitel_translations: rand() < 0.2 ? { en: `Bright ${type.noun.toLowerCase()} in ${town.ort}` } : {},
      title_slug: slugify(title),
      vermarktungsart: kauf ? 'KAUF' : 'MIETE_PACHT',
      nutzungsart: ['WOHNEN'],
      objektart: type.objektart,
      objektart_hauptgruppe: type.haupt,
      objektart_untergruppe: sub,
      objektart_zusatz: null,
      status,
      location: {
        plz: town.plz,
        ort: town.ort,
        bezirk: town.bezirk,
        wien_bezirk: town.wien ?? null,
        bundesland: town.bundesland,
        land: 'AT',
        strasse: rand() < 0.5 ? 'Hauptstraße' : null,
        hausnummer: null,
        address_published: rand() < 0.5,
        regionaler_zusatz: null,
        lat: town.lat + jitter(),
        lon: town.lon + jitter(),
        coordinates_approximate: false,
      },
      kaufpreis,
      kaltmiete,
      price_on_request: onRequest,
      preise: {
        kaufpreis,
        kaufpreis_netto: null,
        kaufpreis_ust: null,
        kaltmiete,
        hauptmietzins_ust: kaltmiete ? Math.round(kaltmiete * 10) / 100 : null,
        betriebskosten: kaltmiete ? Math.round((area ?? 60) * 2.5) : null,
        betriebskosten_netto: null,
        betriebskosten_ust: null,
        heizkosten: null,
        heizkosten_enthalten: null,
        gesamtmiete: null,
        nebenkosten: null,
        kaution: kaltmiete ? Math.round(kaltmiete * 3) : null,
        kaution_text: null,
        provision_text: kauf ? '3 % zzgl. 20 % USt.' : '2 Bruttomonatsmieten',
        provision_netto: null,
        provision_brutto: null,
        provisionspflichtig: true,
        mwst_satz: null,
        zzgl_mwst: null,
        preis_pro_qm: kaufpreis && area ? Math.round((kaufpreis / area) * 100) / 100 : null,
        stellplatz_preis: null,
        rendite: null,
        mieteinnahmen_jahr: null,
        freitext_preis: null,
        waehrung: 'EUR',
      },
      flaeche: area ?? plotArea,
      flaechen: {
        wohnflaeche: area,
        nutzflaeche: null,
        gesamtflaeche: null,
        grundstuecksflaeche: plotArea,
        bueroflaeche: null,
        verkaufsflaeche: null,
        lagerflaeche: null,
        balkon_terrasse_flaeche: features.includes('balcony') ? 8 : null,
        gartenflaeche: null,
        kellerflaeche: null,
      },
      zimmer: rooms,
      schlafzimmer: rooms ? Math.max(1, rooms - 1) : null,
      badezimmer: rooms ? 1 : null,
      anzahl_stellplaetze: features.includes('parking') ? 1 : null,
      etage: type.objektart === 'WOHNUNG' ? Math.floor(rand() * 6) : null,
      etage_label: null,
      anzahl_etagen: type.objektart === 'WOHNUNG' ? 6 : null,
      baujahr: plot ? null : 1900 + Math.floor(rand() * 125),
      letzte_modernisierung: null,
      zustand: plot ? null : 'GEPFLEGT',
      alter: null,
      ausstatt_kategorie: null,
      heizungsart: plot ? [] : ['ZENTRAL'],
      befeuerung: plot ? [] : ['GAS'],
      energie: {
        hwb: hwbK ? 10 + CLASSES.indexOf(hwbK) * 30 + Math.round(rand() * 20) : null,
        hwb_klasse: hwbK,
        fgee: hwbK ? Math.round((0.5 + CLASSES.indexOf(hwbK) * 0.2) * 100) / 100 : null,
        fgee_klasse: hwbK,
        epart: hwbK ? 'BEDARF' : null,
        gueltig_bis: null,
        ausstelldatum: null,
        primaerenergietraeger: null,
        missing: !hwbK,
      },
      features,
      verfuegbar_ab: null,
      objektbeschreibung: `<p>${title}. Die Immobilie liegt in ${town.ort} und bietet ${area ?? plotArea} m².</p>`,
      objektbeschreibung_translations: {},
      lage: `<p>Zentrale Lage in ${town.ort}.</p>`,
      lage_translations: {},
      ausstatt_beschr: null,
      ausstatt_beschr_translations: {},
      sonstige_angaben: null,
      sonstige_angaben_translations: {},
      dreizeiler: null,
      dreizeiler_translations: {},
      primary_image: rand() < 0.95 ? { thumbnail_url: `${img}thumb-1.jpg`, url: `${img}1.jpg` } : null,
      images: [
        { url: `${img}1.jpg`, thumbnail_url: `${img}thumb-1.jpg`, kind: 'photo', width: 1600, height: 1067 },
        { url: `${img}2.jpg`, thumbnail_url: `${img}thumb-2.jpg`, kind: 'interior', width: 1600, height: 1067 },
        { url: `${img}plan.png`, thumbnail_url: `${img}thumb-plan.png`, kind: 'floorplan', width: 1200, height: 900 },
      ],
      documents: [],
      virtual_tour_url: null,
      video_url: null,
      agency: {
        id: 'AG1',
        name: 'Alpenblick Immobilien GmbH',
        logo_url: null,
        impressum: null,
        email: 'office@alpenblick.example',
        telefon: '+43 1 555 0101',
        website: null,
      },
      contact: {
        anrede: 'Frau',
        titel: 'Mag.',
        vorname: 'Eva',
        name: 'Berger',
        firma: null,
        position: null,
        email: 'berger@alpenblick.example',
        telefon: '+43 1 555 0102',
        mobil: null,
        photo_url: null,
      },
      project_id: null,
      created_at: created,
      updated_at: created,
      digest: `digest${id}`,
    };
    out.push(listingSchema.parse(listing));
  }
  return out;
}

const PROJECT_STATUSES_CYCLE = [
  'planning',
  'building',
  'approval',
  'construction',
  'completion',
  'marketing',
  'sold_out',
  'finished',
] as const;

/** Projects over some of the listings (every 25th listing joins one of `count` projects); sets project_id. */
export function makeProjects(listings: Listing[], count = 8): Project[] {
  const projects: Project[] = [];
  for (let p = 0; p < count; p++) {
    const units = listings.filter((_, i) => i % 25 === p % 25 && i % (count * 25) < 25 * count).slice(0, 12);
    const first = units[0] ?? listings[p]!;
    const id = 500 + p;
    for (const u of units) u.project_id = id;
    const range = (xs: (number | null)[]) => {
      const v = xs.filter((x): x is number => x != null && x > 0);
      return v.length ? { min: Math.min(...v), max: Math.max(...v) } : null;
    };
    projects.push(
      projectSchema.parse({
        id,
        slug: slugify(`Wohnpark ${first.location.ort} ${p + 1}`),
        name: `Wohnpark ${first.location.ort} ${p + 1}`,
        name_translations: {},
        developer: { name: 'Donau Bauträger GmbH', website: null, logo_url: null },
        location: first.location,
        status: PROJECT_STATUSES_CYCLE[p % PROJECT_STATUSES_CYCLE.length],
        completion_date: `202${7 + (p % 3)}-0${1 + (p % 9)}`,
        description: `<p>Neubauprojekt mit ${units.length} Einheiten in ${first.location.ort}.</p>`,
        description_translations: {},
        primary_image: first.primary_image,
        images: first.images,
        amenities: ['lift', 'underground_parking', 'barrier_free'],
        units: units.map((u) => ({ external_id: u.external_id, listing_id: u.id })),
        unit_count: units.length,
        units_available: units.filter((u) => u.status === 'available').length,
        kaufpreis_range: range(units.map((u) => u.kaufpreis)),
        miete_range: range(units.map((u) => u.kaltmiete)),
        flaeche_range: range(units.map((u) => u.flaeche)),
        zimmer_range: range(units.map((u) => u.zimmer)),
        objektarten: [...new Set(units.map((u) => u.objektart))],
        energie: {
          hwb: first.energie.hwb,
          hwb_klasse: first.energie.hwb_klasse,
          fgee: first.energie.fgee,
          fgee_klasse: first.energie.fgee_klasse,
        },
        updated_at: first.updated_at,
        digest: `pdigest${id}`,
      }),
    );
  }
  return projects;
}
