/**
 * What lies within walking distance of a listing, from OpenStreetMap (the import's optional Overpass step,
 * src/import/places): the nearest public-transport stop of each mode with its line names, and the nearest
 * kindergarten, school, supermarket, pharmacy, doctor, park and playground, each with its straight-line distance.
 * Pure module without zod: the listing schema, the importer, the detail page, the cards and the search filters share
 * these kinds, the position a listing is asked for at, and the way OSM tags become a kind.
 */

/** The kinds of places, in the order the page lists them within their group. */
export const PLACE_KINDS = [
  'subway',
  'suburban',
  'tram',
  'bus',
  'kindergarten',
  'school',
  'supermarket',
  'pharmacy',
  'doctor',
  'park',
  'playground',
] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export const TRANSIT_MODES = ['subway', 'suburban', 'tram', 'bus'] as const satisfies readonly PlaceKind[];
export type TransitMode = (typeof TRANSIT_MODES)[number];

/** The groups the detail page lists, in order: the stops first, then everyday needs, then leisure. */
export const PLACE_GROUPS = [
  { id: 'transport', kinds: TRANSIT_MODES },
  { id: 'daily', kinds: ['kindergarten', 'school', 'supermarket', 'pharmacy', 'doctor'] },
  { id: 'leisure', kinds: ['park', 'playground'] },
] as const satisfies ReadonlyArray<{ id: string; kinds: readonly PlaceKind[] }>;

/** Walking distance: what the import asks for lies within this many metres (straight line) of the position. */
export const PLACES_RADIUS_M = 1000;

/** One nearest place of a kind, as the listing stores it. */
export interface Place {
  kind: PlaceKind;
  /** The OSM name ("Neubaugasse"); null when the object has none. */
  name: string | null;
  /** Line names of a stop ("U3", "13A"), sorted; empty for other kinds and for stops without route relations. */
  lines: string[];
  /** Straight-line distance from the position asked for, in km. */
  km: number;
  lat: number;
  lon: number;
}

/** The places a listing carries (Listing['places']): the nearest of each kind found, and when they were asked for. */
export interface Places {
  /** ISO date-time of the Overpass answer. */
  at: string;
  /** 'area': the feed hides the address, so the position asked for was the rounded one (see enrichmentPosition). */
  precision: 'exact' | 'area';
  items: Place[];
}

/**
 * Decimals of the position the import asks for and caches by. A published address: 4 decimals (about 11 m), which
 * also means a listing moved by a few metres is not asked for again. A hidden address, or a position that is only
 * the town's centre: 2 decimals (about 1.1 km north-south), the precision of the area the page shows as a circle, so
 * the answer tells no more about the building than the page does.
 */
export const EXACT_DECIMALS = 4;
export const AREA_DECIMALS = 2;

export interface EnrichmentPosition {
  lat: number;
  lon: number;
  precision: Places['precision'];
  /** The cache key: "48.2012,16.3499". */
  key: string;
}

/** The position a listing is asked for at; null without coordinates. */
export function enrichmentPosition(location: {
  lat: number | null;
  lon: number | null;
  address_published: boolean;
  coordinates_approximate?: boolean;
}): EnrichmentPosition | null {
  if (location.lat == null || location.lon == null) return null;
  const area = !location.address_published || !!location.coordinates_approximate;
  const d = area ? AREA_DECIMALS : EXACT_DECIMALS;
  const f = 10 ** d;
  const lat = Math.round(location.lat * f) / f;
  const lon = Math.round(location.lon * f) / f;
  return { lat, lon, precision: area ? 'area' : 'exact', key: `${lat.toFixed(d)},${lon.toFixed(d)}` };
}

/** Great-circle distance in km (haversine, mean earth radius). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** An OSM object as Overpass answers it (`out center tags`; relations with `out body`). */
export interface OsmElement {
  type: 'node' | 'way' | 'relation';
  id: number;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  tags?: Record<string, string>;
  members?: Array<{ type: string; ref: number; role?: string }>;
}

/** The route relation values each mode's lines come from (Vienna's S-Bahn lines are route=train). */
const ROUTE_MODE: Record<string, TransitMode> = {
  subway: 'subway',
  light_rail: 'suburban',
  train: 'suburban',
  tram: 'tram',
  bus: 'bus',
  trolleybus: 'bus',
};

/** The modes a stop serves by its own tags, for stops no route relation names. */
function stopModes(tags: Record<string, string>): TransitMode[] {
  const modes = new Set<TransitMode>();
  if (tags.subway === 'yes' || tags.station === 'subway') modes.add('subway');
  if (tags.train === 'yes' || tags.light_rail === 'yes' || tags.station === 'light_rail') modes.add('suburban');
  if ((tags.railway === 'station' || tags.railway === 'halt') && !modes.has('subway') && tags.station !== 'subway')
    modes.add('suburban');
  if (tags.tram === 'yes' || tags.railway === 'tram_stop') modes.add('tram');
  if (tags.bus === 'yes' || tags.trolleybus === 'yes' || tags.highway === 'bus_stop') modes.add('bus');
  return [...modes];
}

/** The non-transport kind an object's tags make it, or null. */
export function placeKindOf(tags: Record<string, string>): Exclude<PlaceKind, TransitMode> | null {
  if (tags.amenity === 'kindergarten') return 'kindergarten';
  if (tags.amenity === 'school') return 'school';
  if (tags.shop === 'supermarket') return 'supermarket';
  if (tags.amenity === 'pharmacy') return 'pharmacy';
  if (tags.amenity === 'doctors' || tags.amenity === 'clinic' || tags.healthcare === 'doctor') return 'doctor';
  if (tags.leisure === 'park') return 'park';
  if (tags.leisure === 'playground') return 'playground';
  return null;
}

const isStop = (tags: Record<string, string>) =>
  tags.highway === 'bus_stop' ||
  tags.railway === 'tram_stop' ||
  tags.railway === 'station' ||
  tags.railway === 'halt' ||
  tags.public_transport === 'platform' ||
  tags.public_transport === 'stop_position' ||
  tags.public_transport === 'station';

/** Line names sorted as people read them: U1 before U6, 2 before 13A before 49. */
function sortLines(lines: Iterable<string>): string[] {
  return [...new Set(lines)].sort((a, b) => a.localeCompare(b, 'de', { numeric: true }));
}

/**
 * The nearest place of each kind within `radiusKm` of the position, from an Overpass answer. A stop's modes and
 * lines come from the route relations that name it (their `ref`), else from its own tags; the lines of a stop are
 * those of every stop of the same name and mode within the radius (a station's platforms each carry part of them).
 */
export function nearestPlaces(
  position: { lat: number; lon: number },
  elements: readonly OsmElement[],
  radiusKm = PLACES_RADIUS_M / 1000,
): Place[] {
  const routesOf = new Map<string, Array<{ mode: TransitMode; ref: string }>>();
  for (const e of elements) {
    if (e.type !== 'relation' || e.tags?.type !== 'route') continue;
    const mode = ROUTE_MODE[e.tags.route ?? ''];
    const ref = e.tags.ref ?? e.tags.name;
    if (!mode || !ref) continue;
    for (const m of e.members ?? []) {
      const key = `${m.type}/${m.ref}`;
      const list = routesOf.get(key) ?? [];
      list.push({ mode, ref });
      routesOf.set(key, list);
    }
  }
  type Candidate = Place & { id: string };
  const candidates: Candidate[] = [];
  for (const e of elements) {
    if (e.type === 'relation' && e.tags?.type === 'route') continue;
    const lat = e.lat ?? e.center?.lat;
    const lon = e.lon ?? e.center?.lon;
    const tags = e.tags ?? {};
    if (lat == null || lon == null) continue;
    const km = distanceKm(position, { lat, lon });
    if (km > radiusKm) continue;
    const name = tags.name?.trim() || null;
    const id = `${e.type}/${e.id}`;
    const kind = placeKindOf(tags);
    if (kind) candidates.push({ id, kind, name, lines: [], km, lat, lon });
    if (!isStop(tags)) continue;
    const routes = routesOf.get(id) ?? [];
    const modes = routes.length ? [...new Set(routes.map((r) => r.mode))] : stopModes(tags);
    for (const mode of modes)
      candidates.push({
        id,
        kind: mode,
        name,
        lines: routes.filter((r) => r.mode === mode).map((r) => r.ref),
        km,
        lat,
        lon,
      });
  }
  const out: Place[] = [];
  for (const kind of PLACE_KINDS) {
    const ofKind = candidates.filter((c) => c.kind === kind);
    if (!ofKind.length) continue;
    const nearest = ofKind.reduce((a, b) => (b.km < a.km || (b.km === a.km && b.id < a.id) ? b : a));
    const lines =
      nearest.name === null ? nearest.lines : ofKind.filter((c) => c.name === nearest.name).flatMap((c) => c.lines);
    out.push({
      kind,
      name: nearest.name,
      lines: sortLines(lines),
      km: Math.round(nearest.km * 1000) / 1000,
      lat: nearest.lat,
      lon: nearest.lon,
    });
  }
  return out;
}

/** The distances the search filters test, in km: from the feed's distances or OpenStreetMap, whichever is nearer. */
export interface NearDistances {
  /** The nearest public-transport stop of any mode. */
  transit: number | null;
  /** The nearest school or kindergarten. */
  school: number | null;
  /** The nearest supermarket (OSM), or shopping (the feed's EINKAUFSMOEGLICHKEITEN). */
  supermarket: number | null;
}

const min = (...values: Array<number | null | undefined>): number | null => {
  const known = values.filter((v): v is number => v != null && Number.isFinite(v));
  return known.length ? Math.min(...known) : null;
};

/**
 * The one rule of what a listing is near: the feed's distances (US_BAHN, BUS; KINDERGAERTEN and the schools;
 * EINKAUFSMOEGLICHKEITEN) and the places from OpenStreetMap, the nearer of the two. Null where neither says.
 */
export function nearDistances(
  distances: Partial<Record<string, number>> | undefined,
  places: Pick<Places, 'items'> | undefined,
): NearDistances {
  const place = (kinds: readonly PlaceKind[]) =>
    min(...(places?.items ?? []).filter((p) => kinds.includes(p.kind)).map((p) => p.km));
  const d = distances ?? {};
  return {
    transit: min(d.US_BAHN, d.BUS, place(TRANSIT_MODES)),
    school: min(
      d.KINDERGAERTEN,
      d.GRUNDSCHULE,
      d.HAUPTSCHULE,
      d.REALSCHULE,
      d.GESAMTSCHULE,
      d.GYMNASIUM,
      place(['school', 'kindergarten']),
    ),
    supermarket: min(d.EINKAUFSMOEGLICHKEITEN, place(['supermarket'])),
  };
}

/** The search filters by what is near, each with its limit in km. */
export const NEAR_FILTERS = { transit: 0.5, school: 1, supermarket: 0.5 } as const;
export type NearFilter = keyof typeof NEAR_FILTERS;
export const NEAR_FILTER_KEYS = Object.keys(NEAR_FILTERS) as NearFilter[];
