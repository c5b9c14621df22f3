/**
 * The listings the assistant talks about, from the snapshot the process's reader holds: one listing with the fields
 * its answers use, and searches. A search is the list page's own: the assistant writes the address of the results
 * page (resultsHref), reads it back as the list page reads its address (parseQuery) and runs the list page's
 * filter and order (runSearch) over the list page's index of the same listings (buildSearchIndex). So the count it
 * reports, the cards it shows and the page it links to agree, whatever the search names: subtypes, a drawn area,
 * places as the location field reads them (a Bundesland, a postcode, a district, the start of a town's name).
 *
 * Free text is matched as the list page matches it without its full-text index (Pagefind, which runs in the
 * browser only): every word in the title, town, district, postcode or id.
 */
import { sameHomesShown, type OfferedHome } from '../../domain/same-home';
import { z } from 'zod';
import type { ListingReader, ListingSnapshot } from '../../snapshot/reader';
import type { HiddenIds } from '../../snapshot/hidden';
import { confirmedAt, isStale } from '../../domain/listing-freshness';
import type { LangCode } from '../../i18n/languages';
import { listingPath } from '../../domain/listing-ref';
import { indexedListing } from '../../domain/search-agents/matching';
import { runSearch } from '../../domain/search/filter';
import {
  buildSearchIndex,
  buildTitles,
  decodeIndex,
  type IndexedListing,
  type SearchTable,
} from '../../domain/search/index-format';
import { parseQuery, type SearchQuery } from '../../domain/search/query';
import { resultsHref } from '../../domain/search/urls';

const num = z.number().finite().nullable().optional().catch(null);
const str = z.string().nullable().optional().catch(null);

const AssistantListing = z.object({
  id: z.number().int().positive(),
  objekttitel: z.string(),
  objekttitel_translations: z.record(z.string(), z.string()).optional().catch({}),
  title_slug: str,
  status: str,
  vermarktungsart: str,
  objektart: str,
  kaufpreis: num,
  kaltmiete: num,
  price_on_request: z.boolean().optional().catch(false),
  flaeche: num,
  zimmer: num,
  anzahl_stellplaetze: num,
  /** The floor as the importer keeps it: a number (0 = ground floor) and the normalized label ('EG', '2. OG'). */
  etage: num,
  etage_label: str,
  baujahr: num,
  heizungsart: z.array(z.string()).optional().catch([]),
  befeuerung: z.array(z.string()).optional().catch([]),
  location: z
    .object({ ort: str, plz: str, bezirk: str, bundesland: str, wien_bezirk: num })
    .partial()
    .nullable()
    .optional()
    .catch(null),
  preise: z
    .object({
      betriebskosten: num,
      betriebskosten_ust: num,
      hauptmietzins_ust: num,
      heizkosten: num,
      gesamtmiete: num,
      nebenkosten: num,
      heizkosten_enthalten: z.boolean().nullable().optional().catch(null),
      kaution: num,
      kaution_text: str,
      provision_text: str,
      provision_brutto: num,
      provision_netto: num,
      provisionspflichtig: z.boolean().nullable().optional().catch(null),
      preis_pro_qm: num,
      stellplatz_preis: num,
    })
    .partial()
    .nullable()
    .optional()
    .catch(null),
  flaechen: z
    .object({
      wohnflaeche: num,
      nutzflaeche: num,
      grundstuecksflaeche: num,
      balkon_terrasse_flaeche: num,
      gartenflaeche: num,
    })
    .partial()
    .nullable()
    .optional()
    .catch(null),
  energie: z
    .object({ hwb: num, hwb_klasse: str, fgee: num, fgee_klasse: str, missing: z.boolean().optional().catch(false) })
    .partial()
    .nullable()
    .optional()
    .catch(null),
  features: z.array(z.string()).optional().catch([]),
  zustand: str,
  alter: str,
  project_id: num,
  verfuegbar_ab: str,
  contact: z
    .object({ vorname: str, name: str, titel: str, firma: str, telefon: str, email: str })
    .partial()
    .nullable()
    .optional()
    .catch(null),
  agency: z.object({ name: str }).partial().nullable().optional().catch(null),
  primary_image: z.object({ thumbnail_url: str, url: str }).partial().nullable().optional().catch(null),
  updated_at: str,
});
export type AssistantListing = z.infer<typeof AssistantListing>;

export interface ListingSearch {
  /** The results page's address (German path: localize it), the one the list page shows these results at. */
  href: string;
  /** How many listings the list page finds. */
  total: number;
  /** The first `limit` of them, in the list page's order. */
  items: AssistantListing[];
}

export interface ListingStore {
  get(id: number): AssistantListing | null;
  /** The list page's results for the search; titles and free text in `lang`, as that language's list has them. */
  search(q: SearchQuery, limit: number, lang: LangCode): ListingSearch;
}

/** The address of a listing's page in a language ("/en/immobilien/12/slug"). */
export function listingUrl(l: Pick<AssistantListing, 'id' | 'title_slug'>, prefix: string): string {
  return `${prefix}${listingPath(l.id, l.title_slug)}`;
}

export function listingTitle(l: AssistantListing, lang: string): string {
  return l.objekttitel_translations?.[lang] ?? l.objekttitel;
}

type Loose = { id: number } & Record<string, unknown>;

/** The query string of a results address ('' for the unfiltered list's static pages). */
function queryOf(href: string): string {
  const at = href.indexOf('?');
  return at < 0 ? '' : href.slice(at + 1);
}

/**
 * What the list page leaves out besides the homes several agencies offer twice: listings the editors hid (not built
 * at all: the store answers them as unknown) and stale ones (their page stays, the search skips them).
 */
export interface LeftOut {
  hidden: ReadonlySet<number>;
  stale: ReadonlySet<number>;
}

const NONE: LeftOut = { hidden: new Set(), stale: new Set() };

/**
 * A store over listings as the snapshot has them (each with a numeric id, as the reader keeps them). `full` gives a
 * listing in full where `all` holds summaries (the reader's): an answer about one listing reads its contact, floor
 * or heating, which no summary holds.
 */
export function storeOf(
  all: readonly unknown[],
  leftOut: LeftOut = NONE,
  full?: (id: number) => unknown,
): ListingStore {
  const byId = new Map<number, unknown>();
  const rows: IndexedListing[] = [];
  const listings = all.filter(
    (l): l is OfferedHome =>
      typeof (l as { id?: unknown } | null)?.id === 'number' && !leftOut.hidden.has((l as OfferedHome).id),
  );
  // A home several agencies offer is searched once, under the listing the list page shows for it (the build's
  // rule over the same built listings and stale ones: src/site/build-catalog.ts).
  const shownAs = sameHomesShown(listings, leftOut.stale);
  for (const l of listings) {
    if (byId.has(l.id)) continue;
    byId.set(l.id, l);
    if (!shownAs.has(l.id) && !leftOut.stale.has(l.id)) rows.push(indexedListing(l as unknown as Loose));
  }
  // Every listing, sold and let ones too (the list page shows them when the search asks for them).
  const built = buildSearchIndex(rows, 'assistant');
  const table: SearchTable = decodeIndex(built.index);
  const geo = { lat: Int32Array.from(built.geo.lat), lon: Int32Array.from(built.geo.lon) };
  const titles = new Map<string, string[]>();
  const titlesIn = (lang: string) => {
    let t = titles.get(lang);
    if (!t) titles.set(lang, (t = buildTitles(built.rows, lang, built.index.gen).t));
    return t;
  };
  const get = (id: number): AssistantListing | null => {
    if (!byId.has(id)) return null;
    const parsed = AssistantListing.safeParse(full ? full(id) : byId.get(id));
    return parsed.success ? parsed.data : null;
  };
  return {
    get,
    search(q, limit, lang) {
      const href = resultsHref(q, 1);
      const query = parseQuery(queryOf(href)).query;
      // Free text is matched, and relevance weighed, against the titles of the language asked in.
      const result = runSearch(table, query, { geo, titles: query.q ? titlesIn(lang) : null });
      const items: AssistantListing[] = [];
      for (const r of result.rows) {
        if (items.length >= limit) break;
        const l = get(table.id[r]!);
        if (l) items.push(l);
      }
      return { href, total: result.total, items };
    },
  };
}

/** How the process tells what the list page leaves out: its clock, the stale time in days, the hidden list. */
export interface StoreFreshness {
  now: () => number;
  staleAfterDays: number;
  hidden?: HiddenIds;
}

interface Basis {
  listings: readonly unknown[];
  /** A listing in full, from the snapshot the summaries are of. */
  full: (id: number) => unknown;
  /** The listings with a confirmation, oldest confirmation first: the stale ones are always a prefix. */
  byConfirmation: Array<{ id: number; confirmed_at: string }>;
  last?: { stale: number; hidden: ReadonlySet<number>; store: ListingStore };
}

function basisOf(snapshot: ListingSnapshot): Basis {
  const byConfirmation: Basis['byConfirmation'] = [];
  for (const l of snapshot.listings) {
    const at = confirmedAt(l);
    if (at !== null) byConfirmation.push({ id: l.id, confirmed_at: at });
  }
  byConfirmation.sort((a, b) => Date.parse(a.confirmed_at) - Date.parse(b.confirmed_at));
  return { listings: snapshot.listings, full: (id) => snapshot.listing(id), byConfirmation };
}

/**
 * The listings of the snapshot the process's reader holds. With `freshness`, what the next build leaves out is left
 * out now: hidden listings, and stale ones at the process's time (the store is built again only when a listing
 * turns stale or the hidden list changes). Without it, every listing of the snapshot is searched.
 */
export function readerListingStore(reader: ListingReader, freshness?: StoreFreshness): () => ListingStore {
  return () => {
    const basis = reader.derived(basisOf);
    const hidden = freshness?.hidden?.get() ?? NONE.hidden;
    let stale = 0;
    if (freshness) {
      const now = freshness.now();
      while (
        stale < basis.byConfirmation.length &&
        isStale(basis.byConfirmation[stale]!, now, freshness.staleAfterDays)
      )
        stale++;
    }
    if (basis.last && basis.last.stale === stale && basis.last.hidden === hidden) return basis.last.store;
    const store = storeOf(
      basis.listings,
      { hidden, stale: new Set(basis.byConfirmation.slice(0, stale).map((c) => c.id)) },
      basis.full,
    );
    basis.last = { stale, hidden, store };
    return store;
  };
}
