/**
 * A listing's summary: the fields a running process reads of every listing, kept in memory by the snapshot reader
 * (reader.ts) while the full listings stay in the snapshot file and are read one at a time when asked for.
 *
 * The fields are those of every pass over all listings: the list page's filter as the search agents and the
 * assistant run it (indexedListing in src/domain/search-agents/matching.ts), the batch check's and favourites'
 * summaries (listingSummary in src/features/properties), the match summaries of the search agents' reports, the
 * homes several agencies offer (duplicate_of, offers), freshness (confirmed_at, updated_at), the towns the
 * natural-language search knows and the newsletter's facts. Texts, the contact, the agency, documents and all
 * pictures but the first are left out: they are what makes a listing 5 KB, and only a page about one listing (the
 * exposé, a lead, the assistant's answer about a listing, its places) reads them. A field added to one of those
 * passes must be added here, or that pass reads it as missing.
 */
import type { Energie, Flaechen, Listing, ListingImage, ListingLocation, Preise } from '../domain/listing';

const TOP = [
  'id',
  'external_id',
  'objekttitel',
  'objekttitel_translations',
  'title_slug',
  'vermarktungsart',
  'objektart',
  'objektart_hauptgruppe',
  'objektart_untergruppe',
  'status',
  'kaufpreis',
  'kaltmiete',
  'price_on_request',
  'flaeche',
  'zimmer',
  'features',
  'project_id',
  'zustand',
  'alter',
  'verfuegbar_ab',
  'created_at',
  'published_at',
  'updated_at',
  'confirmed_at',
  'duplicate_of',
  'offers',
  'infrastructure',
  'places',
  'primary_image',
] as const;
const LOCATION = ['plz', 'ort', 'bezirk', 'wien_bezirk', 'bundesland', 'lat', 'lon'] as const;
const PREISE = [
  'gesamtmiete',
  'betriebskosten',
  'betriebskosten_ust',
  'hauptmietzins_ust',
  'heizkosten',
  'heizkosten_enthalten',
  'provisionspflichtig',
  'provision_text',
  'provision_netto',
  'provision_brutto',
] as const;
const FLAECHEN = ['grundstuecksflaeche', 'balkon_terrasse_flaeche', 'gartenflaeche'] as const;
const ENERGIE = ['hwb', 'hwb_klasse', 'fgee', 'fgee_klasse', 'missing'] as const;
const IMAGE = ['url', 'thumbnail_url'] as const;

export type ListingSummary = Pick<Listing, Exclude<(typeof TOP)[number], 'published_at' | 'confirmed_at'>> &
  Partial<Pick<Listing, 'published_at' | 'confirmed_at'>> & {
    location: Pick<ListingLocation, (typeof LOCATION)[number]>;
    preise: Pick<Preise, (typeof PREISE)[number]>;
    flaechen: Pick<Flaechen, (typeof FLAECHEN)[number]>;
    energie: Pick<Energie, (typeof ENERGIE)[number]>;
    /** The first picture only (the batch check's summary shows one). */
    images: Pick<ListingImage, (typeof IMAGE)[number]>[];
  };

/**
 * Short values many listings share (a type, a status, a town, a postcode, a feature) kept once per snapshot
 * instead of once per listing: a quarter of a summary's memory at 100,000 listings is such strings.
 */
export type Interner = (value: string) => string;

export function createInterner(): Interner {
  const seen = new Map<string, string>();
  return (value) => {
    if (value.length > 40) return value;
    const known = seen.get(value);
    if (known !== undefined) return known;
    seen.set(value, value);
    return value;
  };
}

/**
 * The named fields of an object (those it has; a value that is not an object is kept as it is, so a reader that
 * tolerates a malformed field sees the same malformed value).
 */
function pick(source: unknown, keys: readonly string[], intern: Interner): unknown {
  if (!source || typeof source !== 'object' || Array.isArray(source)) return source;
  const from = source as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    if (!(k in from)) continue;
    const v = from[k];
    out[k] = typeof v === 'string' ? intern(v) : v;
  }
  return out;
}

const STRINGS = new Set<string>([
  'vermarktungsart',
  'objektart',
  'objektart_hauptgruppe',
  'objektart_untergruppe',
  'status',
  'zustand',
  'alter',
  'verfuegbar_ab',
]);

/**
 * The summary of a listing as the snapshot file has it (read loosely: a missing field stays missing, as every
 * reader of the summaries tolerates).
 */
export function listingSummaryOf(listing: unknown, intern: Interner = (v) => v): ListingSummary {
  const l = listing as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of TOP) {
    if (!(k in l)) continue;
    const v = l[k];
    if (typeof v === 'string' && STRINGS.has(k)) out[k] = intern(v);
    else if (k === 'features' && Array.isArray(v)) out[k] = v.map((f) => (typeof f === 'string' ? intern(f) : f));
    else out[k] = v;
  }
  if ('location' in l) out.location = pick(l.location, LOCATION, intern);
  if ('preise' in l) out.preise = pick(l.preise, PREISE, intern);
  if ('flaechen' in l) out.flaechen = pick(l.flaechen, FLAECHEN, intern);
  if ('energie' in l) out.energie = pick(l.energie, ENERGIE, intern);
  if ('images' in l)
    out.images = Array.isArray(l.images) ? l.images.slice(0, 1).map((i) => pick(i, IMAGE, intern)) : l.images;
  return out as ListingSummary;
}
