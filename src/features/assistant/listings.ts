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

/** A store over listings as the snapshot has them (each with a numeric id, as the reader keeps them). */
export function storeOf(listings: readonly unknown[]): ListingStore {
  const byId = new Map<number, unknown>();
  const rows: IndexedListing[] = [];
  // A home several agencies offer is searched once, under the listing the list page shows for it.
  const shownAs = sameHomesShown(
    listings.filter((l): l is OfferedHome => typeof (l as { id?: unknown } | null)?.id === 'number'),
  );
  for (const l of listings) {
    const id = (l as { id?: unknown } | null)?.id;
    if (typeof id !== 'number' || byId.has(id)) continue;
    byId.set(id, l);
    if (!shownAs.has(id)) rows.push(indexedListing(l as Loose));
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
    const parsed = AssistantListing.safeParse(byId.get(id));
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

function storeOfSnapshot(snapshot: ListingSnapshot): ListingStore {
  return storeOf(snapshot.listings);
}

/** The listings of the snapshot the process's reader holds; the index is built once per snapshot. */
export function readerListingStore(reader: ListingReader): () => ListingStore {
  return () => reader.derived(storeOfSnapshot);
}
