/**
 * Which listings a search agent reports. Pure: the matching job, the benchmark and the tests run the same code.
 * A saved search is read exactly as the list page reads its address (parseQuery) and tested with the list's own
 * row predicate (rowMatcher), so an agent reports what its "show results" link shows; the room range is the
 * agent's own (from, and to), applied here.
 * Only listings that are still on offer are reported: sold or rented ones are news to nobody.
 */
import { emptyQuery, parseQuery, type SearchQuery } from '../search/query';
import { rowMatcher } from '../search/filter';
import {
  buildSearchIndex,
  buildTitles,
  decodeIndex,
  kindOf,
  type IndexedListing,
  type SearchTable,
} from '../search/index-format';
import { foldKey } from '../text/fold';
import { LISTING_STATUSES, OBJEKTARTEN, VERMARKTUNGSARTEN } from '../vocabulary';
import { infrastructureSchema, placesSchema } from '../listing';

export interface MatchIndex {
  table: SearchTable;
  geo: { lat: Int32Array; lon: Int32Array };
  titles: string[];
  /** Listing id per row (rows are newest first). */
  ids: Int32Array;
  /**
   * Rows by marketing type and property type (`va * 16 + objektart`): most saved searches name both, so an agent
   * scans the eighth of the listings that can match at all instead of every row.
   */
  byKind: Map<number, Int32Array>;
  /**
   * Rows by place: one group per combination of the place columns the place filters read (town, district,
   * postcode, Bundesland, Vienna's district), its rows by kind as in `byKind`. An agent that names a place tests
   * one row of each group against its place filters and scans only the groups that pass, so a run's work grows
   * with the listings in the agents' places, not with every agent times every listing of a kind.
   */
  places: { first: Int32Array; rows: Map<number, Int32Array>[] };
  /** Rows with coordinates by map cell (CELL × CELL degrees ×1e5) and kind: what a drawn area scans. */
  cells: Map<number, Map<number, Int32Array>>;
  /** Per row, the folded words free text is matched against (built on first use). */
  haystacks: string[] | null;
}

const OFF_MARKET = new Set(['sold', 'rented']);

/** A listing as the snapshot (or a test) has it: only the id is certain. */
type Loose = { id: number } & Record<string, unknown>;

function obj(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
}
function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}
function str(v: unknown): string | null {
  return typeof v === 'string' && v ? v : typeof v === 'number' ? String(v) : null;
}

function bool(v: unknown): boolean | null {
  return typeof v === 'boolean' ? v : null;
}

/**
 * A listing of the snapshot with every field the index reads, missing ones filled with "unknown". All of them:
 * the rent's parts make the monthly rent the price filter compares, the commission makes "commission-free",
 * condition and age "first occupancy", the balcony and garden areas "outdoor space", the date "available from",
 * the agency's and OpenStreetMap's distances "near";
 * a field left out here would make an agent (or the assistant) find other listings than the list page.
 */
export function indexedListing(raw: Loose): IndexedListing {
  const loc = obj(raw.location);
  const energie = obj(raw.energie);
  const flaechen = obj(raw.flaechen);
  const preise = obj(raw.preise);
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
    flaechen: {
      grundstuecksflaeche: num(flaechen.grundstuecksflaeche),
      balkon_terrasse_flaeche: num(flaechen.balkon_terrasse_flaeche),
      gartenflaeche: num(flaechen.gartenflaeche),
    },
    preise: {
      hauptmietzins_ust: num(preise.hauptmietzins_ust),
      betriebskosten: num(preise.betriebskosten),
      betriebskosten_ust: num(preise.betriebskosten_ust),
      heizkosten: num(preise.heizkosten),
      heizkosten_enthalten: bool(preise.heizkosten_enthalten),
      gesamtmiete: num(preise.gesamtmiete),
      provisionspflichtig: bool(preise.provisionspflichtig),
      provision_text: str(preise.provision_text),
      provision_netto: num(preise.provision_netto),
      provision_brutto: num(preise.provision_brutto),
    },
    zustand: str(raw.zustand) as IndexedListing['zustand'],
    alter: str(raw.alter) as IndexedListing['alter'],
    verfuegbar_ab: str(raw.verfuegbar_ab),
    energie: {
      hwb: num(energie.hwb),
      hwb_klasse: str(energie.hwb_klasse),
      fgee: num(energie.fgee),
      fgee_klasse: str(energie.fgee_klasse),
      missing: energie.missing === true,
    } as IndexedListing['energie'],
    // The distances the near filters read (the agency's and OpenStreetMap's); what does not parse counts as unknown.
    infrastructure: infrastructureSchema.safeParse(raw.infrastructure).data,
    places: placesSchema.safeParse(raw.places).data,
  };
}

/** The listings still on offer, as a search table (newest first) with their coordinates and German titles. */
export function buildMatchIndex(listings: readonly Loose[]): MatchIndex {
  const onOffer = listings.filter((l) => !OFF_MARKET.has(String(l.status ?? 'available'))).map(indexedListing);
  const built = buildSearchIndex(onOffer, 'agents');
  const table = decodeIndex(built.index);
  const geo = { lat: Int32Array.from(built.geo.lat), lon: Int32Array.from(built.geo.lon) };
  const groups = new Map<number, number[]>();
  const placeOf = new Map<string, number>();
  const placeFirst: number[] = [];
  const placeRows: Map<number, number[]>[] = [];
  const cellRows = new Map<number, Map<number, number[]>>();
  const add = (by: Map<number, number[]>, key: number, r: number) => {
    const list = by.get(key);
    if (list) list.push(r);
    else by.set(key, [r]);
  };
  for (let r = 0; r < table.n; r++) {
    const k = table.kind[r]!;
    const key = kindKey(k);
    add(groups, key, r);
    const sig = `${table.ort[r]}|${table.bezirk[r]}|${table.plz[r]}|${kindOf.bundesland(k)}|${kindOf.wienBezirk(k)}`;
    let place = placeOf.get(sig);
    if (place === undefined) {
      placeOf.set(sig, (place = placeFirst.length));
      placeFirst.push(r);
      placeRows.push(new Map());
    }
    add(placeRows[place]!, key, r);
    const lat = geo.lat[r]!;
    const lon = geo.lon[r]!;
    if (lat === 0 && lon === 0) continue;
    const cell = cellOf(lat, lon);
    let byKind = cellRows.get(cell);
    if (!byKind) cellRows.set(cell, (byKind = new Map()));
    add(byKind, key, r);
  }
  const packed = (by: Map<number, number[]>) => new Map([...by].map(([k, rows]) => [k, Int32Array.from(rows)]));
  return {
    table,
    geo,
    titles: buildTitles(built.rows, 'de', 'agents').t,
    ids: table.id,
    byKind: packed(groups),
    places: { first: Int32Array.from(placeFirst), rows: placeRows.map(packed) },
    cells: new Map([...cellRows].map(([c, by]) => [c, packed(by)])),
    haystacks: null,
  };
}

/** A row's marketing and property type as one key (`va * 16 + objektart`). */
function kindKey(kind: number): number {
  return kindOf.vermarktungsart(kind) * 16 + kindOf.objektart(kind);
}

/** The map cell's side in degrees ×1e5 (0.05°, about 5.5 km north to south): a drawn area spans a few cells. */
const CELL = 5000;
const CELL_COLUMNS = 1 << 16;

function cellOf(lat: number, lon: number): number {
  return Math.floor(lat / CELL) * CELL_COLUMNS + Math.floor(lon / CELL);
}

/** The same words the list's text fallback searches: title, town, district, postcode and id, folded once. */
function haystacks(index: MatchIndex): string[] {
  const t = index.table;
  index.haystacks ??= Array.from(
    { length: t.n },
    (_, r) =>
      ` ${foldKey(index.titles[r] ?? '')} ${t.ortKey[t.ort[r]! - 1] ?? ''} ${t.bezirkKey[t.bezirk[r]! - 1] ?? ''} ${t.plz[r] || ''} ${t.id[r]}`,
  );
  return index.haystacks;
}

/** The kind keys an agent's marketing and property types allow; null when it names neither (every kind). */
function kindKeys(query: SearchQuery): number[] | null {
  if (!query.vermarktungsart && query.objektart.length === 0) return null;
  const vas = query.vermarktungsart
    ? [VERMARKTUNGSARTEN.indexOf(query.vermarktungsart)]
    : VERMARKTUNGSARTEN.map((_, i) => i);
  const oas = query.objektart.length
    ? query.objektart.map((o) => OBJEKTARTEN.indexOf(o))
    : OBJEKTARTEN.map((_, i) => i);
  return vas.flatMap((va) => oas.map((oa) => va * 16 + oa));
}

/** The lists of `by` under the allowed kind keys (all of its lists when any kind is allowed). */
function ofKinds(by: ReadonlyMap<number, Int32Array>, keys: readonly number[] | null, out: Int32Array[]): void {
  if (!keys) {
    for (const rows of by.values()) out.push(rows);
    return;
  }
  for (const key of keys) {
    const rows = by.get(key);
    if (rows) out.push(rows);
  }
}

/**
 * The rows that can match the agent at all, as lists each newest first; null for every row. A superset of its
 * matches, narrowed by what the index groups by: the place it names (postcode, town, district, Bundesland,
 * region: the groups whose place passes its place filters), else the cells its drawn area touches, and the kinds
 * it allows. Every row taken is still tested against the whole search.
 */
function candidateRows(index: MatchIndex, query: SearchQuery): Int32Array[] | null {
  const keys = kindKeys(query);
  const out: Int32Array[] = [];
  const radius = query.ort != null && query.umkreis != null;
  if (query.plz || (query.ort && !radius) || query.bundesland || query.region || query.bezirk.length) {
    // The place filters alone (every status allowed): they read only the columns a place group shares.
    const place = rowMatcher(index.table, {
      ...emptyQuery(),
      status: [...LISTING_STATUSES],
      plz: query.plz,
      ort: radius ? null : query.ort,
      bundesland: query.bundesland,
      region: query.region,
      bezirk: query.bezirk,
    });
    const { first, rows } = index.places;
    for (let g = 0; g < first.length; g++) if (place(first[g]!)) ofKinds(rows[g]!, keys, out);
    return out;
  }
  if (query.polygon && query.polygon.length >= 3) {
    let minLat = Infinity;
    let maxLat = -Infinity;
    let minLon = Infinity;
    let maxLon = -Infinity;
    for (const p of query.polygon) {
      minLat = Math.min(minLat, Math.round(p.lat * 1e5));
      maxLat = Math.max(maxLat, Math.round(p.lat * 1e5));
      minLon = Math.min(minLon, Math.round(p.lon * 1e5));
      maxLon = Math.max(maxLon, Math.round(p.lon * 1e5));
    }
    const latCells = Math.floor(maxLat / CELL) - Math.floor(minLat / CELL) + 1;
    const lonCells = Math.floor(maxLon / CELL) - Math.floor(minLon / CELL) + 1;
    // A drawn area larger than the index has cells is cheaper to take by kind.
    if (Number.isFinite(latCells * lonCells) && latCells * lonCells <= index.cells.size) {
      for (let la = Math.floor(minLat / CELL); la <= Math.floor(maxLat / CELL); la++)
        for (let lo = Math.floor(minLon / CELL); lo <= Math.floor(maxLon / CELL); lo++) {
          const by = index.cells.get(la * CELL_COLUMNS + lo);
          if (by) ofKinds(by, keys, out);
        }
      return out;
    }
  }
  if (!keys) return null;
  ofKinds(index.byKind, keys, out);
  return out;
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
  const tests: ((r: number) => boolean)[] = [];
  if (roomsMax != null) {
    const rooms = index.table.rooms;
    // Like every range of the search, an unknown room count (0) never satisfies a limit the visitor set.
    tests.push((r) => rooms[r]! > 0 && rooms[r]! <= roomsMax);
  }
  // Free text as the list's fallback matches it (every word in title, place, postcode or id), on words folded once.
  const words = query.q ? foldKey(query.q).split(' ').filter(Boolean) : [];
  tests.push(rowMatcher(index.table, { ...query, q: '' }, { geo: index.geo }));
  if (words.length) {
    const hay = haystacks(index);
    tests.push((r) => words.every((w) => hay[r]!.includes(w)));
  }
  if (tests.length === 1) return tests[0]!;
  return (r) => {
    for (const test of tests) if (!test(r)) return false;
    return true;
  };
}

/**
 * The ids of the listings the agent reports, newest first. `candidates` (a mask by row) are the listings the
 * agent has not been told about yet; without it every row is a candidate.
 */
export function matchAgent(index: MatchIndex, agent: AgentCriteria, candidates?: Uint8Array | null): number[] {
  const test = agentMatcher(index, agent);
  const groups = candidateRows(index, agentQuery(agent).query);
  const hits: number[] = [];
  const visit = (r: number) => {
    if ((!candidates || candidates[r] === 1) && test(r)) hits.push(r);
  };
  if (groups) for (const rows of groups) for (let i = 0; i < rows.length; i++) visit(rows[i]!);
  else for (let r = 0; r < index.table.n; r++) visit(r);
  // Rows are newest first; the groups each are too, so one sort by row restores the order across groups.
  if (groups && groups.length > 1) hits.sort((a, b) => a - b);
  return hits.map((r) => index.ids[r]!);
}

/**
 * A mask of the rows whose listings were first seen after `since` (epoch ms): the candidates of an agent whose
 * matches up to `since` were already taken. Null when there are none.
 */
export function rowsSeenAfter(
  index: MatchIndex,
  firstSeen: ReadonlyMap<number, number>,
  since: number,
): Uint8Array | null {
  const mask = new Uint8Array(index.table.n);
  let any = false;
  for (let r = 0; r < index.table.n; r++) {
    const seen = firstSeen.get(index.ids[r]!);
    if (seen !== undefined && seen > since) {
      mask[r] = 1;
      any = true;
    }
  }
  return any ? mask : null;
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
