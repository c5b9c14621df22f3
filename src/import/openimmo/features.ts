/**
 * ausstattung (and a few facts elsewhere) → the listing's feature keys, heating and fuel types and equipment
 * category. A feature is set when any of its signals says so: an element, an attribute flag, a count or an area.
 */
import { FUEL_TYPES, HEATING_TYPES, type Condition, type FeatureKey } from '../../domain/listing';
import { child, text, type XNode } from '../xml';
import { parseBool, parseNumber, plainText } from '../values';
import type { Areas } from './areas';
import { boolEl, trueFlags } from './fields';

export interface Features {
  /** Sorted, so that the same equipment always gives the same list. */
  features: FeatureKey[];
  heizungsart: Array<(typeof HEATING_TYPES)[number]>;
  befeuerung: Array<(typeof FUEL_TYPES)[number]>;
  ausstattKategorie: string | null;
}

export interface FeatureSignals {
  uf: Map<string, string>;
  areas: Areas;
  /** The stp_* price elements: a parking space with a count is a parking feature. */
  stellplatzNodes: XNode[];
  zustand: Condition | null;
}

function featureList(set: Set<FeatureKey>): FeatureKey[] {
  return [...set].sort();
}

export function readFeatures(im: XNode, { uf, areas, stellplatzNodes: stp, zustand }: FeatureSignals): Features {
  const { flaechen, stellplaetze, count } = areas;
  const vo = child(im, 'verwaltung_objekt');
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
  flag(
    stellplatzart.length > 0 ||
      (stellplaetze ?? 0) > 0 ||
      stp.some((s) => (parseNumber(s.attrs.anzahl ?? null, 'anzahl', () => {}) ?? 0) > 0),
    'parking',
  );
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
  const heizungsart = trueFlags(child(au, 'heizungsart')).filter((h): h is (typeof HEATING_TYPES)[number] =>
    (HEATING_TYPES as readonly string[]).includes(h),
  );
  flag(heizungsart.includes('FUSSBODEN'), 'floor_heating');
  const befeuerung = trueFlags(child(au, 'befeuerung')).filter((h): h is (typeof FUEL_TYPES)[number] =>
    (FUEL_TYPES as readonly string[]).includes(h),
  );
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
  flag(
    trueFlags(child(child(im, 'infrastruktur'), 'ausblick')).length > 0 ||
      (child(child(im, 'infrastruktur'), 'ausblick')?.attrs.blick ?? '').trim() !== '',
    'view',
  );
  flag(boolEl(child(au, 'rampe')), 'ramp');
  flag(boolEl(child(au, 'hebebuehne')), 'loading_platform');
  flag(boolEl(child(au, 'kran')), 'crane');
  flag(boolEl(child(au, 'teekueche')), 'kitchenette');
  flag(boolEl(child(au, 'kantine_cafeteria')), 'canteen');
  // the official sample's user_defined_anyfield flags (balkon, terrasse)
  if (parseBool(uf.get('balkon') ?? null)) features.add('balcony');
  if (parseBool(uf.get('terrasse') ?? null)) features.add('terrace');
  return {
    features: featureList(features),
    heizungsart,
    befeuerung,
    ausstattKategorie: plainText(text(child(au, 'ausstatt_kategorie')))?.toUpperCase() ?? null,
  };
}
