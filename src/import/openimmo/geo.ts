/**
 * geo: country, postcode, place, Bundesland, Vienna district and coordinates. Inside Austria the postcode decides
 * Bundesland and district (a feed's Bundesland text that disagrees is corrected); coordinates outside Austria are
 * swapped back when that puts them inside, else dropped; without coordinates the place's centre is used, marked
 * approximate. The street is published only when verwaltung_objekt/objektadresse_freigeben says so.
 */
import {
  BUNDESLAND_NAMES_DE,
  bezirkFromPlz,
  bundeslandFromName,
  bundeslandFromPlz,
  findTown,
  isInAustria,
  normalizePlz,
  wienBezirkFromPlz,
} from '../../domain/austria';
import type { ListingLocation } from '../../domain/listing';
import { child, text, type XNode } from '../xml';
import { parseNumber, plainText, type Warn } from '../values';
import { boolEl, round6 } from './fields';
import { warnCoded } from '../warnings';

const ISO3_TO_2: Record<string, string> = {
  AUT: 'AT',
  DEU: 'DE',
  CHE: 'CH',
  ITA: 'IT',
  HUN: 'HU',
  CZE: 'CZ',
  SVK: 'SK',
  SVN: 'SI',
  HRV: 'HR',
  ESP: 'ES',
  FRA: 'FR',
  LIE: 'LI',
  NLD: 'NL',
  BEL: 'BE',
  POL: 'PL',
  PRT: 'PT',
  GRC: 'GR',
  TUR: 'TR',
  USA: 'US',
  GBR: 'GB',
};

export interface Geo {
  location: ListingLocation;
  /** The place, null when neither the feed nor the postcode names one (location.ort is then ''). */
  ort: string | null;
}

export function readGeo(im: XNode, warn: Warn): Geo {
  const geo = child(im, 'geo');
  const plzRaw = plainText(text(child(geo, 'plz')));
  const isoLand = (child(geo, 'land')?.attrs.iso_land ?? '').trim().toUpperCase();
  let land = isoLand.length === 3 ? (ISO3_TO_2[isoLand] ?? isoLand.slice(0, 2)) : isoLand.length === 2 ? isoLand : '';
  const plzAt = normalizePlz(plzRaw);
  if (!land) {
    if (plzAt || !plzRaw) land = 'AT';
    else if (/^\d{5}$/.test(plzRaw)) {
      land = 'DE';
      warnCoded(warn, 'countryAssumed', { plz: plzRaw });
    } else land = 'AT';
  }
  const inAustria = land === 'AT';
  let plz: string | null = plzRaw;
  if (inAustria) {
    if (plzRaw && !plzAt) warnCoded(warn, 'plzNotAustrian', { value: plzRaw });
    else if (plzRaw && plzAt !== plzRaw) warnCoded(warn, 'plzReadAs', { value: plzRaw, result: plzAt! });
    plz = plzAt;
  } else warnCoded(warn, 'outsideAustria', { country: land });
  let ort = plainText(text(child(geo, 'ort')));
  const town = inAustria ? findTown(plz, ort) : null;
  if (!ort && town) {
    ort = town.ort;
    warnCoded(warn, 'townFromPostcode', { ort: town.ort });
  }
  const bundesland = inAustria ? bundeslandFromPlz(plz) : null;
  const feedBundeslandText = plainText(text(child(geo, 'bundesland')));
  if (inAustria && feedBundeslandText) {
    const feedLand = bundeslandFromName(feedBundeslandText);
    if (bundesland && feedLand !== bundesland) {
      warnCoded(warn, 'stateCorrected', {
        value: feedBundeslandText,
        result: BUNDESLAND_NAMES_DE[bundesland],
        plz: plz ?? '',
      });
    }
  }
  const wienBezirk = inAustria ? wienBezirkFromPlz(plz) : null;
  if (wienBezirk && ort && !/^wien\b|^vienna\b/i.test(ort)) warnCoded(warn, 'viennaPostcode', { ort, plz: plz ?? '' });

  const gk = child(geo, 'geokoordinaten');
  let lat = parseNumber(gk?.attrs.breitengrad ?? null, 'breitengrad', warn);
  let lon = parseNumber(gk?.attrs.laengengrad ?? null, 'laengengrad', warn);
  if (lat === 0 && lon === 0) lat = lon = null;
  if (lat !== null && lon !== null && inAustria && !isInAustria(lat, lon)) {
    if (isInAustria(lon, lat)) {
      [lat, lon] = [lon, lat];
      warnCoded(warn, 'coordinatesSwapped');
    } else {
      warnCoded(warn, 'coordinatesOutside', { lat, lon });
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

  const location: ListingLocation = {
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
  };
  return { location, ort };
}
