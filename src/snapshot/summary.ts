/**
 * A listing's summary: the fields a running process reads of every listing, kept in memory by the snapshot reader
 * (reader.ts) while the full listings stay in the snapshot file and are read one at a time when asked for.
 *
 * The fields are those of every pass over all listings: the list page's filter as the search agents and the
 * assistant run it (indexedListing in src/domain/search-agents/matching.ts), the batch check's and favourites'
 * summaries (listingSummary in src/features/properties), the match summaries of the search agents' reports, the
 * homes several agencies offer (duplicate_of, offers), freshness (confirmed_at, updated_at), the towns the
 * natural-language search knows, the newsletter's facts, and the site build's catalogue (src/site/build-catalog.ts:
 * the lists, landing pages, cards with their badge (price_history), similar listings and page keys (digest)).
 * Texts, the contact, the agency, documents and all pictures but the first are left out: they are what makes a
 * listing 5 KB, and only a page about one listing (the exposé, a lead, the assistant's answer about a listing, its
 * places, its detail page and card JSON in the build) reads them. A field added to one of those passes must be added
 * here, or that pass reads it as missing.
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
  'price_history',
  'digest',
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
 * Short values many listings share (a type, a status, a town, a postcode, a feature, a sync's time) kept once per
 * snapshot instead of once per listing.
 */
export interface Interner {
  (value: string): string;
  /**
   * A list of strings many listings share as it is (their features: a few hundred distinct lists among 100,000
   * listings), kept once: the one array every listing with that list holds. Nothing changes a summary's arrays.
   */
  list(values: string[]): string[];
}

export function createInterner(): Interner {
  const seen = new Map<string, string>();
  const lists = new Map<string, string[]>();
  const intern = (value: string): string => {
    if (value.length > 40) return value;
    const known = seen.get(value);
    if (known !== undefined) return known;
    seen.set(value, value);
    return value;
  };
  intern.list = (values: string[]): string[] => {
    const key = JSON.stringify(values);
    const known = lists.get(key);
    if (known) return known;
    lists.set(key, values);
    return values;
  };
  return intern;
}

/**
 * The named fields of an object (those it has; a value that is not an object is kept as it is, so a reader that
 * tolerates a malformed field sees the same malformed value).
 */
function pick(source: unknown, keys: readonly string[]): unknown {
  if (!source || typeof source !== 'object' || Array.isArray(source)) return source;
  const from = source as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of keys) if (k in from) out[k] = from[k];
  return out;
}

/** Every string in a JSON value through the interner, in place. */
function internStrings(value: unknown, intern: Interner): void {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (typeof v === 'string') value[i] = intern(v);
      else if (v && typeof v === 'object') internStrings(v, intern);
    }
    return;
  }
  const o = value as Record<string, unknown>;
  for (const k in o) {
    const v = o[k];
    if (typeof v === 'string') o[k] = intern(v);
    else if (v && typeof v === 'object') internStrings(v, intern);
  }
}

/**
 * The summary of a listing as the snapshot file has it (read loosely: a missing field stays missing, as every
 * reader of the summaries tolerates).
 *
 * With an interner, the compact form a reader keeps of every listing: the same fields and values (a JSON value
 * made of the file's JSON, so its text round-trips), parsed again from its own JSON text, with every short string
 * shared. An object built key by key keeps room for keys it never gets and holds the full listing's parts as they
 * were parsed; one parsed from its text is laid out to fit. On the sample repeated to 100,000 listings a summary
 * took about 2.4 KB of heap built key by key, 1.3 KB parsed again and 0.7 KB with its short strings shared
 * (docs/benchmarks.md, 100,000 listings), for a quarter more time per listing read.
 */
export function listingSummaryOf(listing: unknown, intern?: Interner): ListingSummary {
  const l = listing as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of TOP) if (k in l) out[k] = l[k];
  if ('location' in l) out.location = pick(l.location, LOCATION);
  if ('preise' in l) out.preise = pick(l.preise, PREISE);
  if ('flaechen' in l) out.flaechen = pick(l.flaechen, FLAECHEN);
  if ('energie' in l) out.energie = pick(l.energie, ENERGIE);
  if ('images' in l) out.images = Array.isArray(l.images) ? l.images.slice(0, 1).map((i) => pick(i, IMAGE)) : l.images;
  if (!intern) return out as ListingSummary;
  const compact = JSON.parse(JSON.stringify(out)) as Record<string, unknown>;
  internStrings(compact, intern);
  if (Array.isArray(compact.features) && compact.features.every((f) => typeof f === 'string'))
    compact.features = intern.list(compact.features as string[]);
  return compact as ListingSummary;
}
