/**
 * OpenImmo 1.2.x → normalized listing. Pure mapping over one <immobilie> element tree: no files, no network.
 * Images and documents come out as references (`MediaRef`) that the media step resolves (ZIP entry, file
 * beside the feed, or external URL). Every repair is a warning. A listing without any object number comes out
 * with `key: null` and its identity parts; the importer derives its key (identity.ts), since only it knows the
 * agency and the listing's position in the feed.
 *
 * One module per section of an <immobilie>; this one composes them. The sections are read in a fixed order
 * because warnings are reported in the order the fields are read (and at most 60 are kept per listing).
 */
import { objektartOf } from '../../domain/listing';
import { slugify } from '../../domain/slug';
import { identityParts } from '../identity';
import type { Warn } from '../values';
import type { XNode } from '../xml';
import { readAreas } from './areas';
import { readAttachments } from './attachments';
import { readBuilding } from './building';
import { readCategory } from './category';
import { readEnergy } from './energy';
import { readFeatures } from './features';
import { numberReader, userFields } from './fields';
import { readGeo } from './geo';
import { readInfrastructure } from './infrastructure';
import { readPriceDetails, readPrices } from './prices';
import { readContact } from './provider';
import { readStatus } from './status';
import { readTexts } from './texts';
import type { ListingDraft, MapContext, MapResult } from './types';
import { readAktion, readDates, readObjectNumbers } from './verwaltung';
import type { ImportWarning } from '../warnings';

export { parseEtage } from './building';
export { mapAnbieter, type AgencyDraft } from './provider';
export type { ListingDraft, MapContext, MapResult, MediaRef } from './types';

/** More warnings than this for one listing say nothing new. */
const MAX_WARNINGS = 60;

export function mapImmobilie(im: XNode, _ctx: MapContext = {}): MapResult {
  const warnings: string[] = [];
  // Beside each sentence its code and parameters, for the admin's translation.
  const warningCodes: ImportWarning[] = [];
  const warn: Warn = (m, coded) => {
    if (warnings.length >= MAX_WARNINGS) return;
    warnings.push(m);
    warningCodes.push(coded);
  };
  const r = numberReader(warn);

  const { objektnrExtern, obid, objektnrIntern, key } = readObjectNumbers(im);
  const identity = key ? null : identityParts(im);
  const aktion = readAktion(im, warn);
  if (aktion === 'DELETE') return { kind: 'delete', key, identity, warnings, warningCodes };
  const uf = userFields(im);

  const category = readCategory(im, warn);
  const { vermarktungsart, hauptgruppe } = category;
  const geo = readGeo(im, warn);
  const prices = readPrices(im, r, vermarktungsart);
  const areas = readAreas(im, r, hauptgruppe);
  const building = readBuilding(im, r, uf);
  const energie = readEnergy(im, warn, uf, hauptgruppe);
  const equipment = readFeatures(im, { uf, areas, stellplatzNodes: prices.stellplatzNodes, zustand: building.zustand });
  const status = readStatus(im, uf, vermarktungsart, aktion);
  const { objekttitel, texts, translations } = readTexts(im, warn, uf, { hauptgruppe, ort: geo.ort, key });
  const attachments = readAttachments(im, uf);
  const { contact, contactPhoto } = readContact(im, warn);
  const dates = readDates(im, warn);
  const priceFields = readPriceDetails(im, r, vermarktungsart, prices, areas.flaeche);
  const infrastructure = readInfrastructure(im, warn);

  const draft: ListingDraft = {
    external_id: objektnrExtern ?? key ?? '',
    openimmo_obid: obid,
    objektnr_intern: objektnrIntern,
    objekttitel,
    objekttitel_translations: translations.objekttitel,
    title_slug: slugify(objekttitel),
    vermarktungsart,
    nutzungsart: category.nutzungsart,
    objektart: objektartOf(hauptgruppe),
    objektart_hauptgruppe: hauptgruppe,
    objektart_untergruppe: category.untergruppe,
    objektart_zusatz: category.objektartZusatz,
    status,
    location: geo.location,
    kaufpreis: priceFields.kaufpreis,
    kaltmiete: priceFields.kaltmiete,
    price_on_request: priceFields.price_on_request,
    preise: priceFields.preise,
    flaeche: areas.flaeche,
    flaechen: areas.flaechen,
    zimmer: areas.zimmer,
    schlafzimmer: areas.count('anzahl_schlafzimmer'),
    badezimmer: areas.count('anzahl_badezimmer'),
    anzahl_stellplaetze: areas.stellplaetze === null ? null : Math.round(areas.stellplaetze),
    etage: building.etage,
    etage_label: building.etageLabel,
    anzahl_etagen: building.anzahlEtagen,
    baujahr: building.baujahr,
    letzte_modernisierung: building.modernisierung,
    zustand: building.zustand,
    alter: building.alter,
    ausstatt_kategorie: equipment.ausstattKategorie,
    heizungsart: equipment.heizungsart,
    befeuerung: equipment.befeuerung,
    energie,
    features: equipment.features,
    verfuegbar_ab: dates.verfuegbarAb,
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
    virtual_tour_url: attachments.tour,
    video_url: attachments.video,
    contact,
    ...(infrastructure ? { infrastructure } : {}),
  };

  return {
    kind: 'listing',
    key,
    identity,
    draft,
    media: attachments.media,
    contactPhoto,
    aktivVon: dates.aktivVon,
    standVom: dates.standVom,
    aktion,
    warnings,
    warningCodes,
  };
}
