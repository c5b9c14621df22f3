/**
 * Which listings a search agent reports. Pure: the matching job, the benchmark and the tests run the same code.
 * A saved search is read exactly as the list page reads its address (parseQuery) and tested with the list's own
 * row predicate (rowMatcher), so an agent reports what its "show results" link shows; the room range is the
 * agent's own (from, and to), applied here.
 * Only listings that are still on offer are reported: sold or rented ones are news to nobody.
 */
import { parseQuery, type SearchQuery } from '../search/query';
import { rowMatcher } from '../search/filter';
import {
  buildSearchIndex,
  buildTitles,
  decodeIndex,
  type IndexedListing,
  type SearchTable,
} from '../search/index-format';

export interface MatchIndex {
  table: SearchTable;
  geo: { lat: Int32Array; lon: Int32Array };
  titles: string[];
  /** Listing id per row (rows are newest first). */
  ids: Int32Array;
}

const OFF_MARKET = new Set(['sold', 'rented']);

type Loose = Partial<IndexedListing> & { id: number } & Record<string, unknown>;

function obj(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
}
function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}
function str(v: unknown): string | null {
  return typeof v === 'string' && v ? v : typeof v === 'number' ? String(v) : null;
}

/** A listing of the snapshot with every field the index reads, missing ones filled with "unknown". */
export function indexedListing(raw: Loose): IndexedListing {
  const loc = obj(raw.location);
  const energie = obj(raw.energie);
  return {
    id: raw.id,
    title_slug: str(raw.title_slug) ?? '',
    objekttitel: str(raw.objekttitel) ?? '',
    objekttitel_translations: (obj(raw.objekttitel_translations) as Record<string, string>) ?? {},
    vermarktungsart: (str(raw.vermarktungsart) ?? 'KAUF') as IndexedListing['vermarktungsart'],
    objektart: (str(raw.objektart) ?? 'WOHNUNG') as IndexedListing['objektart'],
    objektart_hauptgruppe: (str(raw.objektart_hauptgruppe) ?? '') as IndexedListing['objektart_hauptgruppe'],
    objektart_untergruppe: str(raw.objektart_untergruppe) as IndexedListing['objektart_untergruppe'],
    status: (str(raw.status) ?? 'available') as IndexedListing['status'],
    kaufpreis: num(raw.kaufpreis),
    kaltmiete: num(raw.kaltmiete),
    price_on_request: raw.price_on_request === true,
    flaeche: num(raw.flaeche),
    zimmer: num(raw.zimmer),
    features: Array.isArray(raw.features) ? (raw.features as IndexedListing['features']) : [],
    primary_image: null,
    images: [],
    project_id: num(raw.project_id),
    created_at: str(raw.created_at) ?? '1970-01-01T00:00:00Z',
    location: {
      plz: str(loc.plz),
      ort: str(loc.ort),
      bezirk: str(loc.bezirk),
      bundesland: str(loc.bundesland),
      lat: num(loc.lat),
      lon: num(loc.lon),
      wien_bezirk: num(loc.wien_bezirk),
    } as IndexedListing['location'],
    flaechen: { grundstuecksflaeche: num(obj(raw.flaechen).grundstuecksflaeche) },
    energie: {
      hwb: num(energie.hwb),
      hwb_klasse: str(energie.hwb_klasse),
      fgee: num(energie.fgee),
      fgee_klasse: str(energie.fgee_klasse),
      missing: energie.missing === true,
    } as IndexedListing['energie'],
  };
}

/** The listings still on offer, as a search table (newest first) with their coordinates and German titles. */
export function buildMatchIndex(listings: readonly Loose[]): MatchIndex {
  const onOffer = listings.filter((l) => !OFF_MARKET.has(String(l.status ?? 'available'))).map(indexedListing);
  const built = buildSearchIndex(onOffer, 'agents');
  const table = decodeIndex(built.index);
  return {
    table,
    geo: { lat: Int32Array.from(built.geo.lat), lon: Int32Array.from(built.geo.lon) },
    titles: buildTitles(built.rows, 'de', 'agents').t,
    ids: table.id,
  };
}

export interface AgentCriteria {
  search: string;
  rooms_min: number | null;
  rooms_max: number | null;
}

/** The agent's search as a query: its rooms from/to replace the search's own room filter. */
export function agentQuery(agent: AgentCriteria): { query: SearchQuery; roomsMax: number | null } {
  const { query } = parseQuery(agent.search);
  if (agent.rooms_min != null) query.zimmerVon = agent.rooms_min;
  return { query, roomsMax: agent.rooms_max };
}

/** A predicate over the index's rows for one agent. */
export function agentMatcher(index: MatchIndex, agent: AgentCriteria): (row: number) => boolean {
  const { query, roomsMax } = agentQuery(agent);
  const base = rowMatcher(index.table, query, { geo: index.geo, titles: index.titles });
  if (roomsMax == null) return base;
  const rooms = index.table.rooms;
  // Like every range of the search, an unknown room count (0) never satisfies a limit the visitor set.
  return (r) => rooms[r]! > 0 && rooms[r]! <= roomsMax && base(r);
}

/**
 * The ids of the given rows (default: all) that the agent reports, newest first. `rows` are the candidates:
 * listings the agent has not been told about yet.
 */
export function matchAgent(index: MatchIndex, agent: AgentCriteria, rows?: ArrayLike<number>): number[] {
  const test = agentMatcher(index, agent);
  const out: number[] = [];
  if (rows) {
    for (let i = 0; i < rows.length; i++) if (test(rows[i]!)) out.push(index.ids[rows[i]!]!);
  } else {
    for (let r = 0; r < index.table.n; r++) if (test(r)) out.push(index.ids[r]!);
  }
  return out;
}

/**
 * Rows of listings first seen after `since` (epoch ms), given each listing's first sighting: the candidates of an
 * agent whose matches up to `since` were already taken.
 */
export function rowsSeenAfter(index: MatchIndex, firstSeen: ReadonlyMap<number, number>, since: number): number[] {
  const rows: number[] = [];
  for (let r = 0; r < index.table.n; r++) {
    const seen = firstSeen.get(index.ids[r]!);
    if (seen !== undefined && seen > since) rows.push(r);
  }
  return rows;
}

export interface DigestItem {
  listing_id: number;
  /** When the agent found it (epoch ms). */
  matched_at: number;
  /** The listing's publication (ISO date) as the feed gave it. */
  published: string | null;
  gone: boolean;
}

/** A digest lists every match (no cap), newest first: the latest found, then the latest published, then id. */
export function digestOrder<T extends DigestItem>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) =>
      b.matched_at - a.matched_at ||
      (b.published ?? '').localeCompare(a.published ?? '') ||
      b.listing_id - a.listing_id,
  );
}
