/**
 * OpenImmo 1.2.x → normalized listing. Pure mapping over one <immobilie> element tree: no files, no network.
 * Images and documents come out as references (`MediaRef`) that the media step resolves (ZIP entry, file
 * beside the feed, or external URL). Every repair is a warning. A listing without any object number comes out
 * with `key: null` and its identity parts; the importer derives its key (identity.ts), since only it knows the
 * agency and the listing's position in the feed.
 */
import { bezirkFromPlz, bundeslandFromName, bundeslandFromPlz, findTown, isInAustria, normalizePlz, wienBezirkFromPlz, BUNDESLAND_NAMES_DE } from '../domain/austria';
import {
  CONDITIONS,
  ENERGY_CLASSES,
  FUEL_TYPES,
  HEATING_TYPES,
  OBJEKTART_HAUPTGRUPPEN,
  OBJEKTART_SUBTYPES,
  objektartOf,
  type Condition,
  type EnergyClass,
  type FeatureKey,
  type ImageKind,
  type Listing,
  type ListingStatus,
  type ObjektartHauptgruppe,
  type Translations,
  type Vermarktungsart,
} from '../domain/listing';
import { slugify } from '../domain/slug';
import { fgeeClass, hwbClass, needsEnergyCertificate } from '../domain/energy';
import { child, childrenNamed, descendants, innerMarkup, path, text, type XNode } from './xml';
import { parseBool, parseDate, parseNumber, parseYear, plainText, positive, sanitizeText, type Warn } from './values';
import { identityParts, type AgencyIdentity, type IdentityPart } from './identity';

/** An attachment to be resolved by the media step. */
export interface MediaRef {
  /** As written in <pfad>: a path inside the ZIP / beside the XML, or an http(s) URL. */
  ref: string;
  title?: string;
  kind: ImageKind | 'document' | 'logo' | 'energy_certificate';
  format?: string;
}

/** The listing as far as the feed alone determines it; the importer adds id, agency, media, dates and digest. */
export type ListingDraft = Omit<
  Listing,
  'id' | 'source' | 'agency' | 'project_id' | 'images' | 'primary_image' | 'documents' | 'created_at' | 'updated_at' | 'digest'
>;

export type MapResult =
  | {
      kind: 'listing';
      /** objektnr_extern ?? openimmo_obid ?? objektnr_intern; null when the importer must derive it from `identity`. */
      key: string | null;
      identity: IdentityPart[] | null;
      /** external_id is '' while key is null: the importer fills in the derived key. */
      draft: ListingDraft;
      media: MediaRef[];
      contactPhoto: MediaRef | null;
      /** verwaltung_techn dates, ISO, for created_at / updated_at */
      aktivVon: string | null;
      standVom: string | null;
      aktion: 'NEW' | 'CHANGE' | 'REFERENZ';
      warnings: string[];
    }
  | { kind: 'delete'; key: string | null; identity: IdentityPart[] | null; warnings: string[] }
  | { kind: 'skip'; key: string | null; reason: string; warnings: string[] };

// ---------------------------------------------------------------------------------------------------------------

const ISO3_TO_2: Record<string, string> = {
  AUT: 'AT', DEU: 'DE', CHE: 'CH', ITA: 'IT', HUN: 'HU', CZE: 'CZ', SVK: 'SK', SVN: 'SI', HRV: 'HR', ESP: 'ES',
  FRA: 'FR', LIE: 'LI', NLD: 'NL', BEL: 'BE', POL: 'PL', PRT: 'PT', GRC: 'GR', TUR: 'TR', USA: 'US', GBR: 'GB',
};

const isTrue = (v: string | undefined) => v !== undefined && parseBool(v) === true;

/** Attribute flags set to true on an element: <heizungsart FERN="true" OFEN="0"/> → ['FERN']. */
function trueFlags(node: XNode | null): string[] {
  if (!node) return [];
  return Object.entries(node.attrs)
    .filter(([, v]) => isTrue(v))
    .map(([k]) => k.toUpperCase());
}

/** A boolean element: <kamin>true</kamin>; an empty element counts as not given. */
function boolEl(node: XNode | null): boolean | null {
  return parseBool(text(node));
}

/** user_defined_simplefield feldname="x" anywhere in the listing → map of lower-case name → value. */
function userFields(immobilie: XNode): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of descendants(immobilie, 'user_defined_simplefield')) {
    const name = f.attrs.feldname?.trim().toLowerCase();
    const value = text(f);
    if (name && value !== null && !out.has(name)) out.set(name, value);
  }
  // user_defined_anyfield <plaintext fieldname= fieldvalue=> / <flag …> (official sample)
  for (const any of descendants(immobilie, 'user_defined_anyfield')) {
    for (const c of any.children) {
      const name = c.attrs.fieldname?.trim().toLowerCase();
      const value = c.attrs.fieldvalue?.trim();
      if (name && value && !out.has(name)) out.set(name, value);
    }
  }
  return out;
}

function energyClass(raw: string | null | undefined, field: string, warn: Warn): EnergyClass | null {
  if (!raw) return null;
  const s = raw.trim().toUpperCase().replace(/\s+/g, '').replace(/^KLASSE/, '');
  if ((ENERGY_CLASSES as readonly string[]).includes(s)) return s as EnergyClass;
  warn(`${field}: "${raw.trim()}" is not an energy class (A++ … G); ignored`);
  return null;
}

/** Floor text → number + normalized label. 'EG' → 0, '2. OG' → 2, 'DG' → top floor when known. */
export function parseEtage(raw: string | null, anzahlEtagen: number | null, warn: Warn): { etage: number | null; label: string | null } {
  if (!raw) return { etage: null, label: null };
  const s = raw.trim();
  const lower = s.toLowerCase().replace(/\s+/g, ' ');
  const label = (n: number) => (n === 0 ? 'EG' : n < 0 ? (n === -1 ? 'UG' : `${-n}. UG`) : `${n}. OG`);
  if (/^-?\d+$/.test(s)) {
    const n = Number(s);
    return { etage: n, label: label(n) };
  }
  let result: { etage: number | null; label: string | null } | null = null;
  if (/^(eg|erdgeschoss|parterre|erdgeschoß|ebenerdig)$/.test(lower)) result = { etage: 0, label: 'EG' };
  else if (/^(hp|hochparterre)$/.test(lower)) result = { etage: 0, label: 'HP' };
  else if (/^(ug|kg|souterrain|untergeschoss|kellergeschoss|sout\.?)$/.test(lower)) result = { etage: -1, label: 'UG' };
  else if (/^(dg|dachgeschoss|dachgeschoß|dg-maisonette|penthouse)$/.test(lower)) {
    result = { etage: anzahlEtagen !== null && anzahlEtagen > 0 ? anzahlEtagen - 1 : null, label: 'DG' };
  } else if (/^(mezzanin|mz)$/.test(lower)) result = { etage: 1, label: 'Mezzanin' };
  else {
    const m = /^(-?\d+)\s*\.?\s*(og|obergeschoss|stock|etage|og\.|st\.?)?$/.exec(lower) ?? /^(\d+)\s*\.?\s*(?:og|stock|etage)/.exec(lower);
    if (m) {
      const n = Number(m[1]);
      result = { etage: n, label: label(n) };
    }
  }
  if (!result) {
    warn(`etage: "${s}" not understood; kept as label only`);
    return { etage: null, label: s.slice(0, 40) };
  }
  warn(`etage: "${s}" read as ${result.etage ?? '?'} (${result.label})`);
  return result;
}

function detectHauptgruppe(objektart: XNode | null): { gruppe: ObjektartHauptgruppe; sub: XNode } | null {
  if (!objektart) return null;
  for (const c of objektart.children) {
    if ((OBJEKTART_HAUPTGRUPPEN as readonly string[]).includes(c.name)) return { gruppe: c.name as ObjektartHauptgruppe, sub: c };
  }
  return null;
}

const IMAGE_EXT = /\.(jpe?g|png|gif|webp|avif|tiff?|bmp)(\?|#|$)/i;
const DOC_EXT = /\.(pdf|docx?|xlsx?|txt)(\?|#|$)/i;
const VIDEO_EXT = /\.(mp4|webm|mov|avi)(\?|#|$)/i;

function classifyAnhang(a: XNode): MediaRef | { video: string } | { tour: string } | null {
  const ref = text(path(a, 'daten', 'pfad')) ?? text(child(a, 'pfad'));
  if (!ref) return null;
  const gruppe = (a.attrs.gruppe ?? '').toUpperCase();
  const format = (text(child(a, 'format')) ?? '').toLowerCase();
  const title = plainText(text(child(a, 'anhangtitel'))) ?? undefined;
  const isUrl = /^https?:\/\//i.test(ref);
  if (gruppe === 'FILM' || gruppe === 'FILMLINK' || VIDEO_EXT.test(ref) || format.includes('video')) {
    return isUrl ? { video: ref } : null;
  }
  if (gruppe === 'LINKS' || gruppe === 'ANBOBJURL') {
    if (isUrl && /(360|tour|virtu|rundgang|matterport|panorama)/i.test(`${title ?? ''} ${ref}`)) return { tour: ref };
    return null;
  }
  const looksImage = IMAGE_EXT.test(ref) || /jpe?g|png|gif|webp|image/.test(format);
  const looksDoc = DOC_EXT.test(ref) || /pdf|doc/.test(format);
  if (gruppe === 'DOKUMENTE' || gruppe === 'EPASS' || (looksDoc && !looksImage)) {
    const energy = gruppe === 'EPASS' || /energieausweis|energiepass/i.test(title ?? '');
    return { ref, title, kind: energy ? 'energy_certificate' : 'document', format: format || undefined };
  }
  if (gruppe === 'QRCODE') return null;
  if (gruppe === 'ANBIETERLOGO') return { ref, title, kind: 'logo' };
  const kind: ImageKind =
    gruppe === 'GRUNDRISS' ? 'floorplan'
    : gruppe === 'KARTEN_LAGEPLAN' ? 'map'
    : gruppe === 'PANORAMA' ? 'panorama'
    : gruppe === 'EPASS-SKALA' ? 'energy_scale'
    : gruppe === 'INNENANSICHTEN' ? 'interior'
    : gruppe === 'AUSSENANSICHTEN' ? 'exterior'
    : 'photo';
  // an attachment without image extension or format is still tried as an image (the media step verifies it)
  return { ref, title, kind, format: format || undefined, ...(gruppe === 'TITELBILD' ? { titel: true } : {}) } as MediaRef;
}

/** Nouns for titles generated when a feed has none (feed data is German; the interface translates labels, not data). */
const GENERATED_TITLE_NOUN: Record<ObjektartHauptgruppe, string> = {
  wohnung: 'Wohnung', haus: 'Haus', grundstueck: 'Grundstück', buero_praxen: 'Büro/Praxis',
  einzelhandel: 'Geschäftslokal', gastgewerbe: 'Gastgewerbeobjekt', hallen_lager_prod: 'Halle/Lager',
  land_und_forstwirtschaft: 'Land- und Forstwirtschaft', zinshaus_renditeobjekt: 'Zinshaus/Renditeobjekt',
  freizeitimmobilie_gewerblich: 'Freizeitimmobilie', parken: 'Stellplatz', zimmer: 'Zimmer', sonstige: 'Immobilie',
};

const KIND_ORDER: Record<string, number> = { photo: 1, exterior: 1, interior: 1, panorama: 2, floorplan: 3, map: 4, energy_scale: 5 };

function featureList(set: Set<FeatureKey>): FeatureKey[] {
  return [...set].sort();
}

/** Text fields with translations from objekt_text lang="xx" and user fields "<field>_<lang>". */
const TEXT_FIELDS = ['objekttitel', 'dreizeiler', 'lage', 'ausstatt_beschr', 'objektbeschreibung', 'sonstige_angaben'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export interface MapContext {
  /** For warnings and generated titles: the feed's language when it says so (verwaltung_techn/sprache). */
  defaultLang?: string;
}

export function mapImmobilie(im: XNode, _ctx: MapContext = {}): MapResult {
  const warnings: string[] = [];
  const warn: Warn = (m) => {
    if (warnings.length < 60) warnings.push(m);
  };

  const vt = child(im, 'verwaltung_techn');
  const objektnrExtern = plainText(text(child(vt, 'objektnr_extern')));
  const obid = plainText(text(child(vt, 'openimmo_obid')));
  const objektnrIntern = plainText(text(child(vt, 'objektnr_intern')));
  const key = objektnrExtern ?? obid ?? objektnrIntern;
  const aktionRaw = (child(vt, 'aktion')?.attrs.aktionart ?? '').trim().toUpperCase();
  const identity = key ? null : identityParts(im);

  if (aktionRaw === 'DELETE') return { kind: 'delete', key, identity, warnings };
  if (aktionRaw && aktionRaw !== 'CHANGE' && aktionRaw !== 'REFERENZ' && aktionRaw !== 'NEW') {
    warn(`aktion "${aktionRaw}" unknown; treated as CHANGE`);
  }
  const aktion: 'NEW' | 'CHANGE' | 'REFERENZ' = aktionRaw === 'REFERENZ' ? 'REFERENZ' : aktionRaw === 'CHANGE' ? 'CHANGE' : 'NEW';
  const uf = userFields(im);
  const num = (node: XNode | null, field: string) => parseNumber(text(node), field, warn);
  const pos = (node: XNode | null, field: string) => positive(num(node, field));

  // --- objektkategorie -------------------------------------------------------------------------------------
  const kat = child(im, 'objektkategorie');
  const nutzungsart = trueFlags(child(kat, 'nutzungsart')).filter((f) => ['WOHNEN', 'GEWERBE', 'ANLAGE', 'WAZ'].includes(f));
  const vmFlags = trueFlags(child(kat, 'vermarktungsart'));
  const preise = child(im, 'preise');
  const flaechenNode = child(im, 'flaechen');

  let vermarktungsart: Vermarktungsart;
  if (vmFlags.includes('KAUF')) {
    vermarktungsart = 'KAUF';
    if (vmFlags.includes('MIETE_PACHT')) warn('vermarktungsart: both KAUF and MIETE_PACHT set; listed as KAUF');
  } else if (vmFlags.includes('MIETE_PACHT')) vermarktungsart = 'MIETE_PACHT';
  else if (vmFlags.includes('ERBPACHT') || vmFlags.includes('LEASING')) {
    vermarktungsart = 'MIETE_PACHT';
    warn(`vermarktungsart: ${vmFlags.join(', ')} listed as MIETE_PACHT`);
  } else {
    const rentish = ['kaltmiete', 'nettokaltmiete', 'warmmiete', 'hauptmietzinsnetto', 'gesamtmietebrutto', 'pacht', 'pauschalmiete']
      .some((n) => text(child(preise, n)) !== null);
    vermarktungsart = rentish && !text(child(preise, 'kaufpreis')) ? 'MIETE_PACHT' : 'KAUF';
    warn(`vermarktungsart missing; ${vermarktungsart} assumed from the prices`);
  }

  const found = detectHauptgruppe(child(kat, 'objektart'));
  let hauptgruppe: ObjektartHauptgruppe;
  let untergruppe: string | null = null;
  if (found) {
    hauptgruppe = found.gruppe;
    const typAttr = Object.entries(found.sub.attrs).find(([k]) => k.endsWith('typ') || k.endsWith('_typ'));
    if (typAttr && typAttr[1].trim()) {
      untergruppe = typAttr[1].trim().toUpperCase();
      if (!OBJEKTART_SUBTYPES[hauptgruppe].includes(untergruppe)) warn(`objektart: subtype "${typAttr[1]}" of ${hauptgruppe} is not an OpenImmo 1.2.7 value; kept`);
    }
  } else {
    const wohn = positive(parseNumber(text(child(flaechenNode, 'wohnflaeche')), 'wohnflaeche', () => {}));
    const grund = positive(parseNumber(text(child(flaechenNode, 'grundstuecksflaeche')), 'grundstuecksflaeche', () => {}));
    hauptgruppe = wohn ? (grund ? 'haus' : 'wohnung') : grund ? 'grundstueck' : 'sonstige';
    warn(`objektart missing; "${hauptgruppe}" assumed from the areas`);
  }
  const objektartZusatz = plainText(text(child(child(kat, 'objektart'), 'objektart_zusatz')));

  // --- geo --------------------------------------------------------------------------------------------------
  const geo = child(im, 'geo');
  const plzRaw = plainText(text(child(geo, 'plz')));
  const isoLand = (child(geo, 'land')?.attrs.iso_land ?? '').trim().toUpperCase();
  let land = isoLand.length === 3 ? (ISO3_TO_2[isoLand] ?? isoLand.slice(0, 2)) : isoLand.length === 2 ? isoLand : '';
  const plzAt = normalizePlz(plzRaw);
  if (!land) {
    if (plzAt || !plzRaw) land = 'AT';
    else if (/^\d{5}$/.test(plzRaw)) {
      land = 'DE';
      warn(`land missing; DE assumed from the 5-digit postcode ${plzRaw}`);
    } else land = 'AT';
  }
  const inAustria = land === 'AT';
  let plz: string | null = plzRaw;
  if (inAustria) {
    if (plzRaw && !plzAt) warn(`plz "${plzRaw}" is not an Austrian postcode; ignored`);
    else if (plzRaw && plzAt !== plzRaw) warn(`plz "${plzRaw}" read as ${plzAt}`);
    plz = plzAt;
  } else warn(`listing is outside Austria (${land})`);
  let ort = plainText(text(child(geo, 'ort')));
  const town = inAustria ? findTown(plz, ort) : null;
  if (!ort && town) {
    ort = town.ort;
    warn(`ort missing; "${town.ort}" taken from the postcode`);
  }
  const bundesland = inAustria ? bundeslandFromPlz(plz) : null;
  const feedBundeslandText = plainText(text(child(geo, 'bundesland')));
  if (inAustria && feedBundeslandText) {
    const feedLand = bundeslandFromName(feedBundeslandText);
    if (bundesland && feedLand !== bundesland) {
      warn(`bundesland "${feedBundeslandText}" corrected to ${BUNDESLAND_NAMES_DE[bundesland]} (from postcode ${plz})`);
    }
  }
  const wienBezirk = inAustria ? wienBezirkFromPlz(plz) : null;
  if (wienBezirk && ort && !/^wien\b|^vienna\b/i.test(ort)) warn(`ort "${ort}" has a Vienna postcode ${plz}`);

  const gk = child(geo, 'geokoordinaten');
  let lat = parseNumber(gk?.attrs.breitengrad ?? null, 'breitengrad', warn);
  let lon = parseNumber(gk?.attrs.laengengrad ?? null, 'laengengrad', warn);
  if (lat === 0 && lon === 0) lat = lon = null;
  if (lat !== null && lon !== null && inAustria && !isInAustria(lat, lon)) {
    if (isInAustria(lon, lat)) {
      [lat, lon] = [lon, lat];
      warn('geokoordinaten: latitude and longitude were swapped; corrected');
    } else {
      warn(`geokoordinaten ${lat}, ${lon} are outside Austria; ignored`);
      lat = lon = null;
    }
  }
  if ((lat === null) !== (lon === null)) lat = lon = null;
  let approximate = false;
  if (lat === null && town) {
    lat = town.lat;
    lon = town.lon;
    approximate = true;
  }

  const vo = child(im, 'verwaltung_objekt');
  const addressPublished = boolEl(child(vo, 'objektadresse_freigeben')) === true;

  // --- prices -----------------------------------------------------------------------------------------------
  const withUst = (netNode: XNode | null, ustAttr: string, field: string) => {
    const net = pos(netNode, field);
    if (net === null) return { net: null, ust: null, gross: null };
    const ust = positive(parseNumber(netNode?.attrs[ustAttr] ?? null, `${field}@${ustAttr}`, warn));
    return { net, ust, gross: ust !== null ? round2(net + ust) : null };
  };
  const kpNode = child(preise, 'kaufpreis');
  const auf_anfrage = isTrue(kpNode?.attrs.auf_anfrage);
  const kp = withUst(child(preise, 'kaufpreisnetto'), 'kaufpreisust', 'kaufpreisnetto');
  const kaufpreisBrutto = pos(child(preise, 'kaufpreisbrutto'), 'kaufpreisbrutto');
  const kaufpreisTotal = kaufpreisBrutto ?? pos(kpNode, 'kaufpreis') ?? kp.gross ?? kp.net;
  const hmz = withUst(child(preise, 'hauptmietzinsnetto'), 'hauptmietzinsust', 'hauptmietzinsnetto');
  const bk = withUst(child(preise, 'betriebskostennetto'), 'betriebskostenust', 'betriebskostennetto');
  const hk = withUst(child(preise, 'heizkostennetto'), 'heizkostenust', 'heizkostennetto');
  const gm = withUst(child(preise, 'gesamtmietenetto'), 'gesamtmieteust', 'gesamtmietenetto');
  const gesamtmiete = pos(child(preise, 'gesamtmietebrutto'), 'gesamtmietebrutto') ?? pos(child(preise, 'warmmiete'), 'warmmiete') ?? gm.gross;
  let kaltmieteVal = pos(child(preise, 'kaltmiete'), 'kaltmiete') ?? hmz.net ?? pos(child(preise, 'nettokaltmiete'), 'nettokaltmiete') ?? pos(child(preise, 'pacht'), 'pacht') ?? pos(child(preise, 'pauschalmiete'), 'pauschalmiete');
  if (vermarktungsart === 'MIETE_PACHT' && kaltmieteVal === null && gesamtmiete !== null) {
    kaltmieteVal = gesamtmiete;
    warn('kaltmiete missing; the total rent is shown instead');
  }
  const priceOnRequest = auf_anfrage || (vermarktungsart === 'KAUF' ? kaufpreisTotal === null : kaltmieteVal === null);
  if (auf_anfrage && kaufpreisTotal) warn('kaufpreis marked auf_anfrage: the number is not published');

  const stp = ['stp_garage', 'stp_tiefgarage', 'stp_carport', 'stp_freiplatz', 'stp_duplex', 'stp_parkhaus', 'stp_sonstige']
    .map((n) => child(preise, n))
    .filter((n): n is XNode => n !== null);
  let stellplatzPreis: number | null = null;
  for (const s of stp) {
    const v = positive(parseNumber(s.attrs[vermarktungsart === 'KAUF' ? 'stellplatzkaufpreis' : 'stellplatzmiete'] ?? null, `${s.name} price`, warn));
    if (v !== null) {
      stellplatzPreis = v;
      break;
    }
  }
  const mieteinnahmenNode = child(preise, 'mieteinnahmen_ist') ?? child(preise, 'mieteinnahmen_soll');
  let mieteinnahmen = pos(mieteinnahmenNode, 'mieteinnahmen');
  if (mieteinnahmen !== null && (mieteinnahmenNode?.attrs.periode ?? 'JAHR').toUpperCase() === 'MONAT') mieteinnahmen *= 12;
  const waehrung = (child(preise, 'waehrung')?.attrs.iso_waehrung ?? 'EUR').trim().toUpperCase() || 'EUR';
  if (waehrung !== 'EUR') warn(`waehrung ${waehrung}: amounts are shown as EUR without conversion`);
  const aussen = child(preise, 'aussen_courtage');
  const provisionText = plainText(text(aussen)) ?? plainText(text(child(preise, 'courtage_hinweis'))) ?? plainText(text(child(preise, 'provision_text')));
  const prov = withUst(child(preise, 'provisionnetto'), 'provisionust', 'provisionnetto');

  // --- areas and rooms --------------------------------------------------------------------------------------
  const area = (n: string) => pos(child(flaechenNode, n), n);
  const flaechen = {
    wohnflaeche: area('wohnflaeche'),
    nutzflaeche: area('nutzflaeche'),
    gesamtflaeche: area('gesamtflaeche'),
    grundstuecksflaeche: area('grundstuecksflaeche'),
    bueroflaeche: area('bueroflaeche'),
    verkaufsflaeche: area('verkaufsflaeche'),
    lagerflaeche: area('lagerflaeche'),
    balkon_terrasse_flaeche: area('balkon_terrasse_flaeche'),
    gartenflaeche: area('gartenflaeche'),
    kellerflaeche: area('kellerflaeche'),
  };
  const flaeche =
    hauptgruppe === 'grundstueck' || hauptgruppe === 'land_und_forstwirtschaft'
      ? (flaechen.grundstuecksflaeche ?? flaechen.gesamtflaeche ?? flaechen.nutzflaeche)
      : (flaechen.wohnflaeche ?? flaechen.nutzflaeche ?? flaechen.gesamtflaeche ?? flaechen.bueroflaeche ??
        flaechen.verkaufsflaeche ?? flaechen.lagerflaeche ?? flaechen.grundstuecksflaeche);
  const count = (n: string) => pos(child(flaechenNode, n), n);
  const zimmer = count('anzahl_zimmer');
  const stellplaetze = count('anzahl_stellplaetze');

  // --- building ---------------------------------------------------------------------------------------------
  const anzahlEtagenRaw = num(child(geo, 'anzahl_etagen'), 'anzahl_etagen');
  const anzahlEtagen = anzahlEtagenRaw !== null && anzahlEtagenRaw > 0 ? Math.round(anzahlEtagenRaw) : null;
  const { etage, label: etageLabel } = parseEtage(text(child(geo, 'etage')), anzahlEtagen, warn);
  const za = child(im, 'zustand_angaben');
  const baujahr = parseYear(text(child(za, 'baujahr')) ?? uf.get('baujahr') ?? null, 'baujahr', warn);
  const modernisierung = parseYear(text(child(za, 'letztemodernisierung')), 'letztemodernisierung', warn);
  const zustandRaw = (child(za, 'zustand')?.attrs.zustand_art ?? '').trim().toUpperCase();
  let zustand: Condition | null = null;
  if (zustandRaw) {
    if ((CONDITIONS as readonly string[]).includes(zustandRaw)) zustand = zustandRaw as Condition;
    else warn(`zustand "${zustandRaw}" unknown; ignored`);
  }
  const alterRaw = (child(za, 'alter')?.attrs.alter_attr ?? '').trim().toUpperCase();
  const alter = alterRaw === 'ALTBAU' || alterRaw === 'NEUBAU' ? alterRaw : null;

  // --- energy: energiepass/*, zustand_angaben/*, user_defined_simplefield epass_* -------------------------------
  const passes = childrenNamed(za, 'energiepass');
  const fromPass = (...names: string[]) => {
    for (const p of passes) for (const n of names) {
      const v = text(child(p, n));
      if (v !== null) return v;
    }
    for (const n of names) {
      const v = text(child(za, n));
      if (v !== null) return v;
    }
    return null;
  };
  const hwbRaw = fromPass('hwbwert', 'hwb') ?? uf.get('epass_hwbwert') ?? uf.get('hwbwert') ?? null;
  const hwbKlasseRaw = fromPass('hwbklasse') ?? uf.get('epass_hwbklasse') ?? uf.get('hwbklasse') ?? null;
  const fgeeRaw = fromPass('fgeewert', 'fgee') ?? uf.get('epass_fgeewert') ?? uf.get('fgeewert') ?? null;
  const fgeeKlasseRaw = fromPass('fgeeklasse') ?? uf.get('epass_fgeeklasse') ?? uf.get('fgeeklasse') ?? null;
  const hwb = positive(parseNumber(hwbRaw, 'hwb', warn));
  const fgee = positive(parseNumber(fgeeRaw, 'fgee', warn));
  // a class the feed leaves out is derived from the value (the thresholds are fixed by OIB-Richtlinie 6)
  const hwbKlasse = energyClass(hwbKlasseRaw, 'hwbklasse', warn) ?? (hwb !== null ? hwbClass(hwb) : null);
  const fgeeKlasse = energyClass(fgeeKlasseRaw, 'fgeeklasse', warn) ?? (fgee !== null ? fgeeClass(fgee) : null);
  const energie = {
    hwb,
    hwb_klasse: hwbKlasse,
    fgee,
    fgee_klasse: fgeeKlasse,
    epart: plainText(fromPass('epart')),
    gueltig_bis: plainText(fromPass('gueltig_bis')),
    ausstelldatum: plainText(fromPass('ausstelldatum')),
    primaerenergietraeger: plainText(fromPass('primaerenergietraeger')),
    missing: needsEnergyCertificate(hauptgruppe) && ((hwb === null && hwbKlasse === null) || (fgee === null && fgeeKlasse === null)),
  };

  // --- equipment → features ------------------------------------------------------------------------------------
  const au = child(im, 'ausstattung');
  const features = new Set<FeatureKey>();
  const flag = (cond: unknown, key: FeatureKey) => {
    if (cond) features.add(key);
  };
  flag((count('anzahl_balkone') ?? 0) > 0, 'balcony');
  flag((count('anzahl_terrassen') ?? 0) > 0, 'terrace');
  flag((count('anzahl_logia') ?? 0) > 0, 'loggia');
  flag(boolEl(child(au, 'gartennutzung')) || (flaechen.gartenflaeche ?? 0) > 0, 'garden');
  flag(boolEl(child(au, 'wintergarten')), 'winter_garden');
  flag(trueFlags(child(au, 'fahrstuhl')).length > 0 || boolEl(child(au, 'fahrstuhl')), 'lift');
  const stellplatzart = trueFlags(child(au, 'stellplatzart'));
  flag(stellplatzart.length > 0 || (stellplaetze ?? 0) > 0 || stp.some((s) => (parseNumber(s.attrs.anzahl ?? null, 'anzahl', () => {}) ?? 0) > 0), 'parking');
  flag(stellplatzart.includes('GARAGE') || stellplatzart.includes('DUPLEX'), 'garage');
  flag(stellplatzart.includes('TIEFGARAGE'), 'underground_parking');
  flag(stellplatzart.includes('CARPORT'), 'carport');
  const keller = (child(au, 'unterkellert')?.attrs.keller ?? '').toUpperCase();
  flag(keller === 'JA' || keller === 'TEIL' || (flaechen.kellerflaeche ?? 0) > 0, 'cellar');
  flag(boolEl(child(au, 'abstellraum')), 'storage_room');
  flag(boolEl(child(au, 'dachboden')), 'attic');
  flag(boolEl(child(au, 'fahrradraum')), 'bicycle_room');
  flag(boolEl(child(au, 'wasch_trockenraum')), 'laundry_room');
  flag(boolEl(child(au, 'barrierefrei')), 'barrier_free');
  flag(boolEl(child(au, 'rollstuhlgerecht')), 'wheelchair_accessible');
  flag(boolEl(child(au, 'seniorengerecht')), 'senior_friendly');
  const moeb = (child(au, 'moebliert')?.attrs.moeb ?? '').toUpperCase();
  flag(moeb === 'VOLL' || (child(au, 'moebliert') && !moeb && boolEl(child(au, 'moebliert'))), 'furnished');
  flag(moeb === 'TEIL', 'partly_furnished');
  const kueche = trueFlags(child(au, 'kueche'));
  flag(kueche.includes('EBK'), 'fitted_kitchen');
  flag(kueche.includes('OFFEN'), 'open_kitchen');
  flag(boolEl(child(au, 'gaestewc')) || (count('anzahl_sep_wc') ?? 0) > 0, 'guest_wc');
  const bad = trueFlags(child(au, 'bad'));
  flag(bad.includes('WANNE'), 'bathtub');
  flag(bad.includes('DUSCHE'), 'shower');
  flag(boolEl(child(au, 'klimatisiert')), 'air_conditioning');
  flag(boolEl(child(au, 'kamin')), 'fireplace');
  const heizungsart = trueFlags(child(au, 'heizungsart')).filter((h): h is (typeof HEATING_TYPES)[number] => (HEATING_TYPES as readonly string[]).includes(h));
  flag(heizungsart.includes('FUSSBODEN'), 'floor_heating');
  const befeuerung = trueFlags(child(au, 'befeuerung')).filter((h): h is (typeof FUEL_TYPES)[number] => (FUEL_TYPES as readonly string[]).includes(h));
  flag(boolEl(child(au, 'sauna')), 'sauna');
  flag(boolEl(child(au, 'swimmingpool')), 'pool');
  flag(boolEl(child(au, 'wellnessbereich')), 'wellness');
  flag(trueFlags(child(au, 'sicherheitstechnik')).includes('ALARMANLAGE'), 'alarm_system');
  flag(boolEl(child(au, 'rolladen')), 'shutters');
  flag(boolEl(child(au, 'kabel_sat_tv')), 'cable_sat_tv');
  flag(boolEl(child(au, 'dv_verkabelung')), 'data_cabling');
  flag(boolEl(child(vo, 'haustiere')), 'pets_allowed');
  flag(boolEl(child(au, 'wg_geeignet')), 'shared_flat_suitable');
  flag(boolEl(child(vo, 'denkmalgeschuetzt')), 'listed_building');
  flag(zustand === 'ERSTBEZUG', 'first_occupancy');
  flag(trueFlags(child(child(im, 'infrastruktur'), 'ausblick')).length > 0 || (child(child(im, 'infrastruktur'), 'ausblick')?.attrs.blick ?? '').trim() !== '', 'view');
  flag(boolEl(child(au, 'rampe')), 'ramp');
  flag(boolEl(child(au, 'hebebuehne')), 'loading_platform');
  flag(boolEl(child(au, 'kran')), 'crane');
  flag(boolEl(child(au, 'teekueche')), 'kitchenette');
  flag(boolEl(child(au, 'kantine_cafeteria')), 'canteen');
  // the official sample's user_defined_anyfield flags (balkon, terrasse)
  if (parseBool(uf.get('balkon') ?? null)) features.add('balcony');
  if (parseBool(uf.get('terrasse') ?? null)) features.add('terrace');

  // --- status -------------------------------------------------------------------------------------------------
  let status: ListingStatus = 'available';
  const verkaufstatus = (child(za, 'verkaufstatus')?.attrs.stand ?? text(child(za, 'verkaufstatus')) ?? uf.get('status') ?? uf.get('objektstatus') ?? '')
    .trim()
    .toUpperCase();
  if (/RESERVIERT|RESERVED/.test(verkaufstatus)) status = 'reserved';
  else if (/VERKAUFT|SOLD/.test(verkaufstatus)) status = vermarktungsart === 'KAUF' ? 'sold' : 'rented';
  else if (/VERMIETET|RENTED|VERPACHTET/.test(verkaufstatus)) status = 'rented';
  if (aktion === 'REFERENZ') status = vermarktungsart === 'KAUF' ? 'sold' : 'rented';
  if (vermarktungsart === 'MIETE_PACHT' && boolEl(child(vo, 'vermietet')) && status === 'available') status = 'rented';

  // --- texts --------------------------------------------------------------------------------------------------
  const ft = child(im, 'freitexte');
  const rawTexts: Record<TextField, string | null> = {
    objekttitel: innerMarkup(child(ft, 'objekttitel')),
    dreizeiler: innerMarkup(child(ft, 'dreizeiler')),
    lage: innerMarkup(child(ft, 'lage')),
    ausstatt_beschr: innerMarkup(child(ft, 'ausstatt_beschr')),
    objektbeschreibung: innerMarkup(child(ft, 'objektbeschreibung')),
    sonstige_angaben: innerMarkup(child(ft, 'sonstige_angaben')),
  };
  const translations: Record<TextField, Translations> = {
    objekttitel: {}, dreizeiler: {}, lage: {}, ausstatt_beschr: {}, objektbeschreibung: {}, sonstige_angaben: {},
  };
  const isPlain = (f: TextField) => f === 'objekttitel' || f === 'dreizeiler';
  const clean = (f: TextField, v: string | null) => (isPlain(f) ? plainText(v) : sanitizeText(v));
  for (const ot of childrenNamed(ft, 'objekt_text')) {
    const lang = (ot.attrs.lang ?? '').trim().toLowerCase().slice(0, 2);
    const v = innerMarkup(ot);
    if (!v) continue;
    if (!lang || lang === 'de') {
      if (!rawTexts.objektbeschreibung) rawTexts.objektbeschreibung = v;
    } else if (/^[a-z]{2}$/.test(lang)) {
      const html = sanitizeText(v);
      if (html) translations.objektbeschreibung[lang] = html;
    }
  }
  for (const [name, value] of uf) {
    const m = /^(objekttitel|dreizeiler|lage|ausstatt_beschr|objektbeschreibung|sonstige_angaben)_([a-z]{2})$/.exec(name);
    if (!m) continue;
    const f = m[1] as TextField;
    const v = clean(f, value);
    if (v && m[2] !== 'de') translations[f][m[2]!] = v;
  }
  const texts = {} as Record<TextField, string | null>;
  for (const f of TEXT_FIELDS) texts[f] = clean(f, rawTexts[f]);

  let objekttitel = texts.objekttitel;
  if (!objekttitel) {
    objekttitel = `${GENERATED_TITLE_NOUN[hauptgruppe]}${ort ? ` in ${ort}` : ''}${key ? ` (${key})` : ''}`;
    warn(key ? 'objekttitel missing; a title was generated from type, place and object number' : 'objekttitel missing; a title was generated from type and place');
  }
  if (objekttitel.length > 200) {
    objekttitel = `${objekttitel.slice(0, 197).replace(/\s+\S*$/, '')} …`;
    warn('objekttitel longer than 200 characters; shortened');
  }

  // --- attachments --------------------------------------------------------------------------------------------
  const anhaenge = [...childrenNamed(child(im, 'anhaenge'), 'anhang'), ...childrenNamed(im, 'anhang')];
  const media: Array<MediaRef & { titel?: boolean; order: number }> = [];
  let video: string | null = null;
  let tour: string | null = null;
  anhaenge.forEach((a, order) => {
    const c = classifyAnhang(a);
    if (!c) return;
    if ('video' in c) video ??= c.video;
    else if ('tour' in c) tour ??= c.tour;
    else media.push({ ...(c as MediaRef & { titel?: boolean }), order });
  });
  // title image first, then photos, panoramas, floor plans, maps, energy scale; documents keep feed order
  media.sort((a, b) => {
    const ka = a.titel ? 0 : (KIND_ORDER[a.kind] ?? 9);
    const kb = b.titel ? 0 : (KIND_ORDER[b.kind] ?? 9);
    return ka - kb || a.order - b.order;
  });
  const tourField = uf.get('virtuelle_tour') ?? uf.get('virtual_tour') ?? uf.get('virtualtour');
  if (!tour && tourField && /^https?:\/\//.test(tourField)) tour = tourField;

  // --- contact ------------------------------------------------------------------------------------------------
  const kp2 = child(im, 'kontaktperson');
  const ct = (n: string) => plainText(text(child(kp2, n)));
  const contact = kp2
    ? {
        anrede: ct('anrede'),
        titel: ct('titel'),
        vorname: ct('vorname'),
        name: ct('name'),
        firma: ct('firma'),
        position: ct('position'),
        email: ct('email_direkt') ?? ct('email_zentrale') ?? ct('email_feedback'),
        telefon: ct('tel_durchw') ?? ct('tel_zentrale'),
        mobil: ct('tel_handy'),
        photo_url: null as string | null,
      }
    : null;
  const hasContact = contact && Object.values(contact).some((v) => v !== null);
  const foto = child(kp2, 'foto');
  const fotoRef = text(path(foto, 'daten', 'pfad'));
  const contactPhoto: MediaRef | null = fotoRef ? { ref: fotoRef, kind: 'photo', title: undefined } : null;

  // --- dates --------------------------------------------------------------------------------------------------
  const standVom = parseDate(text(child(vt, 'stand_vom')), 'stand_vom', warn);
  const aktivVon = parseDate(text(child(vt, 'aktiv_von')), 'aktiv_von', warn);
  const verfuegbarAb = plainText(text(child(vo, 'verfuegbar_ab'))) ?? plainText(text(child(vo, 'abdatum')));

  const preisBasis = vermarktungsart === 'KAUF' ? kaufpreisTotal : kaltmieteVal;
  const preisProQm =
    pos(child(preise, vermarktungsart === 'KAUF' ? 'kaufpreis_pro_qm' : 'mietpreis_pro_qm'), 'preis_pro_qm') ??
    (preisBasis !== null && flaeche && !auf_anfrage ? round2(preisBasis / flaeche) : null);

  const draft: ListingDraft = {
    external_id: objektnrExtern ?? key ?? '',
    openimmo_obid: obid,
    objektnr_intern: objektnrIntern,
    objekttitel,
    objekttitel_translations: translations.objekttitel,
    title_slug: slugify(objekttitel),
    vermarktungsart,
    nutzungsart,
    objektart: objektartOf(hauptgruppe),
    objektart_hauptgruppe: hauptgruppe,
    objektart_untergruppe: untergruppe,
    objektart_zusatz: objektartZusatz,
    status,
    location: {
      plz,
      ort: ort ?? '',
      bezirk: inAustria ? bezirkFromPlz(plz, ort) : null,
      wien_bezirk: wienBezirk,
      bundesland,
      land,
      strasse: addressPublished ? plainText(text(child(geo, 'strasse'))) : null,
      hausnummer: addressPublished ? plainText(text(child(geo, 'hausnummer'))) : null,
      address_published: addressPublished,
      regionaler_zusatz: plainText(text(child(geo, 'regionaler_zusatz'))),
      lat: lat === null ? null : round6(lat),
      lon: lon === null ? null : round6(lon!),
      coordinates_approximate: approximate,
    },
    kaufpreis: vermarktungsart === 'KAUF' && !auf_anfrage ? kaufpreisTotal : null,
    kaltmiete: vermarktungsart === 'MIETE_PACHT' && !auf_anfrage ? kaltmieteVal : null,
    price_on_request: priceOnRequest,
    preise: {
      kaufpreis: auf_anfrage ? null : kaufpreisTotal,
      kaufpreis_netto: auf_anfrage ? null : kp.net,
      kaufpreis_ust: auf_anfrage ? null : kp.ust,
      kaltmiete: kaltmieteVal,
      hauptmietzins_ust: hmz.ust,
      betriebskosten: bk.gross ?? bk.net ?? null,
      betriebskosten_netto: bk.net,
      betriebskosten_ust: bk.ust,
      heizkosten: pos(child(preise, 'heizkosten'), 'heizkosten') ?? hk.gross ?? hk.net,
      heizkosten_enthalten: boolEl(child(preise, 'heizkosten_enthalten')),
      gesamtmiete,
      nebenkosten: pos(child(preise, 'nebenkosten'), 'nebenkosten'),
      kaution: pos(child(preise, 'kaution'), 'kaution'),
      kaution_text: plainText(text(child(preise, 'kaution_text'))),
      provision_text: provisionText,
      provision_netto: prov.net,
      provision_brutto: pos(child(preise, 'provisionbrutto'), 'provisionbrutto') ?? prov.gross,
      provisionspflichtig: boolEl(child(preise, 'provisionspflichtig')),
      mwst_satz: pos(child(preise, 'mwst_satz'), 'mwst_satz'),
      zzgl_mwst: boolEl(child(preise, 'zzg_mehrwertsteuer')),
      preis_pro_qm: preisProQm,
      stellplatz_preis: stellplatzPreis,
      rendite: pos(child(preise, 'nettorendite_ist'), 'nettorendite_ist') ?? pos(child(preise, 'nettorendite'), 'nettorendite'),
      mieteinnahmen_jahr: mieteinnahmen,
      freitext_preis: plainText(text(child(preise, 'freitext_preis'))),
      waehrung: /^[A-Z]{3}$/.test(waehrung) ? waehrung : 'EUR',
    },
    flaeche,
    flaechen,
    zimmer,
    schlafzimmer: count('anzahl_schlafzimmer'),
    badezimmer: count('anzahl_badezimmer'),
    anzahl_stellplaetze: stellplaetze === null ? null : Math.round(stellplaetze),
    etage,
    etage_label: etageLabel,
    anzahl_etagen: anzahlEtagen,
    baujahr,
    letzte_modernisierung: modernisierung,
    zustand,
    alter,
    ausstatt_kategorie: plainText(text(child(au, 'ausstatt_kategorie')))?.toUpperCase() ?? null,
    heizungsart,
    befeuerung,
    energie,
    features: featureList(features),
    verfuegbar_ab: verfuegbarAb,
    objektbeschreibung: texts.objektbeschreibung,
    objektbeschreibung_translations: translations.objektbeschreibung,
    lage: texts.lage,
    lage_translations: translations.lage,
    ausstatt_beschr: texts.ausstatt_beschr,
    ausstatt_beschr_translations: translations.ausstatt_beschr,
    sonstige_angaben: texts.sonstige_angaben,
    sonstige_angaben_translations: translations.sonstige_angaben,
    dreizeiler: texts.dreizeiler,
    dreizeiler_translations: translations.dreizeiler,
    virtual_tour_url: tour,
    video_url: video,
    contact: hasContact ? contact : null,
  };

  return {
    kind: 'listing',
    key,
    identity,
    draft,
    media: media.map(({ order: _o, titel: _t, ...m }) => m),
    contactPhoto,
    aktivVon,
    standVom,
    aktion,
    warnings,
  };
}

/** The agency fields an <anbieter> carries (outside its listings). */
export interface AgencyDraft {
  id: string;
  /** What `id` was taken from, for derived listing identities and their warnings. */
  identity: AgencyIdentity;
  name: string;
  impressum: string | null;
  email: string | null;
  telefon: string | null;
  website: string | null;
  logo: MediaRef | null;
}

export function mapAnbieter(anbieter: XNode, firstContactFirma: string | null): AgencyDraft {
  const t = (n: string) => plainText(text(child(anbieter, n)));
  const firma = t('firma') ?? firstContactFirma;
  const named = (['anbieternr', 'openimmo_anid', 'lizenzkennung'] as const).map((n) => [n, t(n)] as const).find(([, v]) => v);
  const identity: AgencyIdentity = named
    ? { id: named[1]!, label: `${named[0]} "${named[1]}"` }
    : firma
      ? { id: slugify(firma, 'anbieter'), label: t('firma') ? `firma "${firma}"` : `kontaktperson firma "${firma}"` }
      : { id: 'anbieter', label: null };
  const id = identity.id;
  const strukt = child(anbieter, 'impressum_strukt');
  const s = (n: string) => plainText(text(child(strukt, n)));
  const impressumLines = [
    s('firmenname'), s('firmenanschrift'), s('vertretungsberechtigter'), s('berufsaufsichtsbehoerde'),
    s('handelsregister') && `${s('handelsregister')} ${s('handelsregister_nr') ?? ''}`.trim(), s('umsst-id'), s('weiteres'),
  ].filter(Boolean);
  const impressum = plainText(text(child(anbieter, 'impressum'))) ?? (impressumLines.length ? impressumLines.join('\n') : null);
  let logo: MediaRef | null = null;
  for (const a of childrenNamed(anbieter, 'anhang')) {
    const ref = text(path(a, 'daten', 'pfad'));
    if (ref && (a.attrs.gruppe ?? '').toUpperCase() !== 'DOKUMENTE') {
      logo = { ref, kind: 'logo', title: plainText(text(child(a, 'anhangtitel'))) ?? undefined };
      break;
    }
  }
  return {
    id,
    identity,
    name: firma ?? '',
    impressum,
    email: null,
    telefon: s('telefon'),
    website: null,
    logo,
  };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}
