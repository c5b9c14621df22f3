/**
 * What is near a listing, as the agency's feed says it (OpenImmo <infrastruktur>): distances in km to kinds of
 * places (<distanzen distanz_zu="US_BAHN">) and to leisure (<distanzen_sport distanz_zu_sport="SEE">), and the
 * view (<ausblick blick="BERGE"/>). Pure module without zod: the listing schema, the importer, the detail page
 * and the cards share these kinds and the way a distance is written.
 */
import { isolate } from './format/isolate';
import { numberFormat } from './format/intl';
import type { PlaceKind, Places } from './places';

/** OpenImmo's distanz_zu values. */
export const DISTANCE_KINDS = [
  'FLUGHAFEN',
  'FERNBAHNHOF',
  'AUTOBAHNANSCHLUSS',
  'US_BAHN',
  'BUS',
  'KINDERGAERTEN',
  'GRUNDSCHULE',
  'HAUPTSCHULE',
  'REALSCHULE',
  'GESAMTSCHULE',
  'GYMNASIUM',
  'ZENTRUM',
  'EINKAUFSMOEGLICHKEITEN',
  'GASTSTAETTEN',
] as const;
export type DistanceKind = (typeof DISTANCE_KINDS)[number];

/** OpenImmo's distanz_zu_sport values. */
export const SPORT_DISTANCE_KINDS = [
  'STRAND',
  'SEE',
  'MEER',
  'SKIGEBIET',
  'SPORTANLAGEN',
  'WANDERGEBIETE',
  'NAHERHOLUNG',
] as const;
export type SportDistanceKind = (typeof SPORT_DISTANCE_KINDS)[number];

/** OpenImmo's ausblick blick values. */
export const VIEW_KINDS = ['FERNE', 'SEE', 'BERGE', 'MEER'] as const;
export type ViewKind = (typeof VIEW_KINDS)[number];

/** The infrastructure a listing's feed gives (Listing['infrastructure']). */
export interface Infrastructure {
  distances: Partial<Record<DistanceKind, number>>;
  sport: Partial<Record<SportDistanceKind, number>>;
  view?: string;
}

/**
 * A distance beyond this is no neighbourhood any more: Austria is under 600 km from end to end, and a feed's
 * "5000" is metres written where km were meant, or a placeholder. Such values are dropped with a warning.
 */
export const MAX_DISTANCE_KM = 500;

/**
 * The groups the detail page lists, in order: how to get about first (the nearest stop leads), then the
 * everyday errands, then leisure. Every kind belongs to exactly one group.
 */
export const INFRASTRUCTURE_GROUPS = [
  {
    id: 'transport',
    kinds: ['US_BAHN', 'BUS', 'FERNBAHNHOF', 'AUTOBAHNANSCHLUSS', 'FLUGHAFEN'],
  },
  {
    id: 'daily',
    kinds: [
      'KINDERGAERTEN',
      'GRUNDSCHULE',
      'HAUPTSCHULE',
      'REALSCHULE',
      'GESAMTSCHULE',
      'GYMNASIUM',
      'EINKAUFSMOEGLICHKEITEN',
      'ZENTRUM',
      'GASTSTAETTEN',
    ],
  },
  { id: 'leisure', kinds: ['SEE', 'STRAND', 'MEER', 'SKIGEBIET', 'SPORTANLAGEN', 'WANDERGEBIETE', 'NAHERHOLUNG'] },
] as const satisfies ReadonlyArray<{ id: string; kinds: ReadonlyArray<DistanceKind | SportDistanceKind> }>;
export type InfrastructureGroupId = (typeof INFRASTRUCTURE_GROUPS)[number]['id'];

/** Walking pace for the minutes shown next to a distance: 80 m a minute, a calm adult's pace (4.8 km/h). */
export const WALK_METRES_PER_MINUTE = 80;
/** Beyond this the page gives no walking time: a longer way is driven or ridden. */
export const WALK_MAX_KM = 2;

/** The words a distance is written with, from the language's locale file. */
export interface DistanceWords {
  /** The metre sign ("m"; Arabic "م"). */
  m: string;
  /** The kilometre sign ("km"; Arabic "كم"). */
  km: string;
}

/**
 * A distance as the language writes it: below 1 km in metres, rounded to 10 m ("350 m"); from 1 km in km with
 * one decimal below 10 km ("2,5 km") and whole km above ("12 km"); 996 m is "1 km". Isolated in a right-to-left language.
 */
export function formatDistance(km: number, locale: string, words: DistanceWords): string {
  const m = Math.max(10, Math.round((km * 1000) / 10) * 10);
  if (m < 1000) return isolate(`${numberFormat(locale, 0).format(m)} ${words.m}`, locale);
  const digits = km < 10 ? 1 : 0;
  return isolate(`${numberFormat(locale, digits).format(km)} ${words.km}`, locale);
}

/** Minutes on foot at WALK_METRES_PER_MINUTE, at least 1; null beyond WALK_MAX_KM. */
export function walkingMinutes(km: number): number | null {
  if (km > WALK_MAX_KM) return null;
  return Math.max(1, Math.round((km * 1000) / WALK_METRES_PER_MINUTE));
}

/** The stop a card names, with its distance in km. */
export interface Transit {
  kind: 'US_BAHN' | 'TRAM' | 'BUS';
  km: number;
}

/**
 * The nearest stop a card names, from the agency's distances and the places from OpenStreetMap alike: the U-/S-Bahn
 * when either gives one (the nearer), else the tram, else the bus. Null without any.
 */
export function nearestTransit(
  infrastructure: Pick<Infrastructure, 'distances'> | undefined,
  places?: Pick<Places, 'items'>,
): Transit | null {
  const d = infrastructure?.distances;
  const nearest = (feed: number | undefined, kinds: readonly PlaceKind[]): number | null => {
    const all = [feed, ...(places?.items ?? []).filter((p) => kinds.includes(p.kind)).map((p) => p.km)];
    const known = all.filter((v): v is number => v != null);
    return known.length ? Math.min(...known) : null;
  };
  const rail = nearest(d?.US_BAHN, ['subway', 'suburban']);
  if (rail !== null) return { kind: 'US_BAHN', km: rail };
  const tram = nearest(undefined, ['tram']);
  if (tram !== null) return { kind: 'TRAM', km: tram };
  const bus = nearest(d?.BUS, ['bus']);
  if (bus !== null) return { kind: 'BUS', km: bus };
  return null;
}
