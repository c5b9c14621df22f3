/**
 * What the search filter asks of the gazetteer (src/domain/nl-search/austria-places.ts and ./regions.ts: every
 * Austrian place of GeoNames, about 126 KB, and Austria's postcodes, ./data/postcodes-at.json, about 95 KB): the
 * member towns of a named area (`region=pinzgau`) and the position of a place or postcode without listings, the
 * centre of a radius around it; and the place field's postcode suggestions. No other filter needs it, so the list
 * page's first bundle goes without it: in the browser it is loaded when a search first asks for an area or a radius
 * (`needsPlaceBook`, then `await loadPlaceBook()` before filtering) or when the place field is first focused; in
 * Node (the server, the build, the tests) it is loaded with this module.
 */
import type { SearchQuery } from './query';

export interface PlaceBook {
  /** The area's member towns, compared by `townKey`. */
  regionTownKeys(key: string): ReadonlySet<string>;
  townKey(name: string): string;
  /** A town's position; a postcode ("5020") is its postal place's. */
  placeByName(name: string): { lat: number; lon: number } | undefined;
  /** The postcodes the place field offers for typed text, with their postal places ("Graz" → 8010 Graz, …). */
  postcodesFor(text: string, limit: number): readonly { plz: string; name: string }[];
}

async function load(): Promise<PlaceBook> {
  const [regions, places] = await Promise.all([import('../nl-search/regions'), import('../nl-search/austria-places')]);
  return {
    regionTownKeys: regions.regionTownKeys,
    townKey: places.townKey,
    placeByName: places.placeByName,
    postcodesFor: places.postcodesFor,
  };
}

const inNode = typeof process !== 'undefined' && !!process.versions?.node;
let book: PlaceBook | null = inNode ? await load() : null;
let loading: Promise<PlaceBook> | null = null;

/** A search the filter cannot run without the gazetteer: a named area, or a radius around a place. */
export function needsPlaceBook(q: Pick<SearchQuery, 'region' | 'ort' | 'umkreis'>): boolean {
  return !!q.region || (!!q.ort && q.umkreis != null);
}

/** Loads the gazetteer once (a failed load is tried again by the next call). */
export async function loadPlaceBook(): Promise<PlaceBook> {
  if (book) return book;
  loading ??= load().then(
    (b) => (book = b),
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** The gazetteer, loaded: a search with `needsPlaceBook` must have awaited `loadPlaceBook()` first. */
export function placeBook(): PlaceBook {
  if (!book) throw new Error('The gazetteer is not loaded yet: await loadPlaceBook() before such a search.');
  return book;
}
