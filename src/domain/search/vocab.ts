/**
 * The listing vocabularies the search needs in the browser. listing.ts builds its zod schemas at module load, so
 * importing its constants would put all of zod into the search island; these copies keep the island small.
 * tests/unit/search.test.ts checks that they equal listing.ts's, value for value and in order (the index packs
 * positions), so a vocabulary that grows there fails the tests here instead of silently drifting.
 */
import type { Bundesland, EnergyClass, FeatureKey, ListingStatus, Objektart, Vermarktungsart } from '../listing';

export const OBJEKTARTEN: readonly Objektart[] = [
  'WOHNUNG', 'HAUS', 'GRUNDSTUECK', 'BUERO_PRAXEN', 'EINZELHANDEL', 'GASTGEWERBE', 'HALLEN_LAGER_PROD',
  'LAND_UND_FORSTWIRTSCHAFT', 'ZINSHAUS_RENDITEOBJEKT', 'FREIZEITIMMOBILIE_GEWERBLICH', 'PARKEN', 'ZIMMER', 'SONSTIGE',
];
export const VERMARKTUNGSARTEN: readonly Vermarktungsart[] = ['KAUF', 'MIETE_PACHT'];
export const LISTING_STATUSES: readonly ListingStatus[] = ['available', 'reserved', 'sold', 'rented'];
export const BUNDESLAENDER: readonly Bundesland[] = [
  'burgenland', 'kaernten', 'niederoesterreich', 'oberoesterreich', 'salzburg', 'steiermark', 'tirol', 'vorarlberg', 'wien',
];
export const ENERGY_CLASSES: readonly EnergyClass[] = ['A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'];
export const FEATURE_KEYS: readonly FeatureKey[] = [
  'balcony', 'terrace', 'loggia', 'garden', 'winter_garden', 'lift', 'parking', 'garage', 'underground_parking',
  'carport', 'cellar', 'storage_room', 'attic', 'bicycle_room', 'laundry_room', 'barrier_free', 'wheelchair_accessible',
  'senior_friendly', 'furnished', 'partly_furnished', 'fitted_kitchen', 'open_kitchen', 'guest_wc', 'bathtub', 'shower',
  'air_conditioning', 'fireplace', 'floor_heating', 'sauna', 'pool', 'wellness', 'alarm_system', 'shutters',
  'cable_sat_tv', 'data_cabling', 'pets_allowed', 'shared_flat_suitable', 'listed_building', 'first_occupancy', 'view',
  'ramp', 'loading_platform', 'crane', 'kitchenette', 'canteen',
];
