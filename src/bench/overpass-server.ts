/**
 * An Overpass API in this process, for tests and `npm run bench:enrich`: a node:http server that takes Overpass QL
 * as Overpass does (POST form field `data`, or GET `?data=`) and evaluates it against an OSM extract held in memory
 * (Overpass's own JSON: nodes with lat/lon, ways with their node ids, relations with members). It knows the part of
 * the language a position query needs: settings (`[out:json]`), unions `( … );`, named sets (`->.name`, `.name`),
 * the types node/way/rel/nwr, the filters `(around:R,LAT,LON)`, `(bn.set)`, `[key]`, `[!key]`, `[key=value]`,
 * `[key!=value]`, `[key~"regex"]`, and `out` with `center` (ways get their centre, as Overpass computes it from
 * the bounding box). A way is around a point when one of its nodes is. Anything else is answered 400, as Overpass
 * answers a query it cannot parse. It can be told to fail (500) or to hang, and counts what it was asked.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { distanceKm, type OsmElement } from '../domain/places';

export type OverpassMode = 'ok' | 'fail' | 'hang';

export interface OsmExtract {
  elements: OsmElement[];
}

export interface FakeOverpassServer {
  url: string;
  mode: OverpassMode;
  stats: {
    requests: number;
    /** The `around` centres of each query ("48.2,16.35"), once a query, in order. */
    positions: string[];
  };
  resetStats(): void;
  /** Answers the held requests with 500 and stops holding. */
  release(): void;
  close(): Promise<void>;
}

interface Filter {
  around?: { m: number; lat: number; lon: number };
  bn?: string;
  tags: Array<{ key: string; op: 'has' | 'not' | '=' | '!=' | '~'; value?: string; re?: RegExp }>;
}

class QueryError extends Error {}

type ElementType = OsmElement['type'];

/** The extract with its indexes: elements by type and id, each way's node positions, relations by member node. */
const CELL = 0.01;
const cellOf = (lat: number, lon: number) => `${Math.floor(lat / CELL)}:${Math.floor(lon / CELL)}`;

class Store {
  readonly byKey = new Map<string, OsmElement>();
  readonly list: OsmElement[];
  readonly wayPoints = new Map<number, Array<{ lat: number; lon: number }>>();
  readonly relationsOfNode = new Map<number, OsmElement[]>();
  /** Nodes and ways by grid cell of CELL degrees, so an `around` looks at the cells it covers, not the whole extract. */
  private readonly grid = new Map<string, OsmElement[]>();

  constructor(extract: OsmExtract) {
    this.list = extract.elements;
    for (const e of this.list) this.byKey.set(`${e.type}/${e.id}`, e);
    for (const e of this.list) {
      if (e.type === 'way') {
        const nodes = ((e as { nodes?: number[] }).nodes ?? [])
          .map((id) => this.byKey.get(`node/${id}`))
          .filter((n): n is OsmElement => n?.lat != null && n.lon != null)
          .map((n) => ({ lat: n.lat!, lon: n.lon! }));
        this.wayPoints.set(e.id, nodes);
      }
      for (const key of new Set(this.points(e).map((p) => cellOf(p.lat, p.lon)))) {
        const list = this.grid.get(key) ?? [];
        list.push(e);
        this.grid.set(key, list);
      }
      if (e.type === 'relation')
        for (const m of e.members ?? []) {
          if (m.type !== 'node') continue;
          const list = this.relationsOfNode.get(m.ref) ?? [];
          list.push(e);
          this.relationsOfNode.set(m.ref, list);
        }
    }
  }

  /** The nodes and ways in the cells a circle of `m` metres around the point touches. */
  near(lat: number, lon: number, m: number): OsmElement[] {
    const dLat = m / 111_200;
    const dLon = m / (111_200 * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
    const out = new Set<OsmElement>();
    for (let a = Math.floor((lat - dLat) / CELL); a <= Math.floor((lat + dLat) / CELL); a++)
      for (let b = Math.floor((lon - dLon) / CELL); b <= Math.floor((lon + dLon) / CELL); b++)
        for (const e of this.grid.get(`${a}:${b}`) ?? []) out.add(e);
    return [...out];
  }

  points(e: OsmElement): Array<{ lat: number; lon: number }> {
    if (e.type === 'node') return e.lat != null && e.lon != null ? [{ lat: e.lat, lon: e.lon }] : [];
    if (e.type === 'way') return this.wayPoints.get(e.id) ?? [];
    return [];
  }
}

function parseFilters(text: string): Filter {
  const filter: Filter = { tags: [] };
  const re =
    /\(\s*around\s*:\s*([\d.]+)\s*,\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*\)|\(\s*bn\s*\.\s*(\w+)\s*\)|\[\s*(!?)\s*("[^"]*"|[\w:]+)\s*(?:(!=|=|~)\s*("(?:[^"\\]|\\.)*"|[^\]\s]+))?\s*\]/gy;
  let at = 0;
  for (;;) {
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) break;
    at = re.lastIndex;
    if (m[1]) filter.around = { m: Number(m[1]), lat: Number(m[2]), lon: Number(m[3]) };
    else if (m[4]) filter.bn = m[4];
    else {
      const key = m[6]!.replace(/^"|"$/g, '');
      const value = m[8]?.replace(/^"|"$/g, '');
      if (m[5]) filter.tags.push({ key, op: 'not' });
      else if (!m[7]) filter.tags.push({ key, op: 'has' });
      else if (m[7] === '~') filter.tags.push({ key, op: '~', re: new RegExp(value!) });
      else filter.tags.push({ key, op: m[7] as '=' | '!=', value });
    }
  }
  if (text.slice(at).trim()) throw new QueryError(`cannot parse filter "${text.slice(at, at + 60)}"`);
  return filter;
}

function matches(store: Store, e: OsmElement, f: Filter, sets: Map<string, OsmElement[]>): boolean {
  const tags = e.tags ?? {};
  for (const t of f.tags) {
    const v = tags[t.key];
    if (t.op === 'has' && v === undefined) return false;
    if (t.op === 'not' && v !== undefined) return false;
    if (t.op === '=' && v !== t.value) return false;
    if (t.op === '!=' && v === t.value) return false;
    if (t.op === '~' && (v === undefined || !t.re!.test(v))) return false;
  }
  if (f.around) {
    const c = { lat: f.around.lat, lon: f.around.lon };
    if (!store.points(e).some((p) => distanceKm(c, p) * 1000 <= f.around!.m)) return false;
  }
  if (f.bn) {
    const nodes = new Set((sets.get(f.bn) ?? []).filter((x) => x.type === 'node').map((x) => x.id));
    if (e.type !== 'relation' || !(e.members ?? []).some((m) => m.type === 'node' && nodes.has(m.ref))) return false;
  }
  return true;
}

const TYPES: Record<string, ElementType[]> = {
  node: ['node'],
  way: ['way'],
  rel: ['relation'],
  relation: ['relation'],
  nwr: ['node', 'way', 'relation'],
};

/** Splits the query into statements at top-level semicolons (not inside quotes or brackets). */
function statements(query: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quote = false;
  let depth = 0;
  for (const ch of query) {
    if (ch === '"') quote = !quote;
    if (!quote && (ch === '[' || ch === '(')) depth++;
    if (!quote && (ch === ']' || ch === ')')) depth--;
    if (ch === ';' && !quote && depth <= 0) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out.filter(Boolean);
}

/** Evaluates the query: the elements each `out` prints, in order. */
export function evaluate(store: Store, query: string, seen: string[]): OsmElement[] {
  const sets = new Map<string, OsmElement[]>();
  const output: OsmElement[] = [];
  const centres = new Set<string>();
  const runQuery = (text: string): OsmElement[] => {
    const m = /^(node|way|rel|relation|nwr)\b([\s\S]*)$/.exec(text.trim());
    if (!m) throw new QueryError(`unknown statement "${text.slice(0, 60)}"`);
    const filter = parseFilters(m[2]!.trim());
    if (filter.around) centres.add(`${filter.around.lat},${filter.around.lon}`);
    const types = TYPES[m[1]!]!;
    const candidates = filter.bn
      ? [
          ...new Set(
            (sets.get(filter.bn) ?? [])
              .filter((x) => x.type === 'node')
              .flatMap((x) => store.relationsOfNode.get(x.id) ?? []),
          ),
        ]
      : filter.around
        ? store.near(filter.around.lat, filter.around.lon, filter.around.m)
        : store.list;
    return candidates.filter((e) => types.includes(e.type) && matches(store, e, filter, sets));
  };
  const assign = (text: string): { body: string; name: string } => {
    const m = /^([\s\S]*?)\s*->\s*\.(\w+)\s*$/.exec(text);
    return m ? { body: m[1]!, name: m[2]! } : { body: text, name: '_' };
  };
  const parts = statements(query);
  for (let s of parts) {
    if (/^\[[^\]]*\](\s*\[[^\]]*\])*$/.test(s)) continue; // settings
    const out = /^(?:\.(\w+)\s+)?out\b([^;]*)$/.exec(s);
    if (out) {
      const set = sets.get(out[1] ?? '_') ?? [];
      const center = /\bcenter\b/.test(out[2]!);
      for (const e of set) output.push(printable(store, e, center));
      continue;
    }
    const union = /^\(([\s\S]*)\)\s*(?:->\s*\.(\w+))?$/.exec(s);
    if (union) {
      // a union: each of its statements runs (and may name its own set); the union is their elements together
      const all = new Map<string, OsmElement>();
      for (const q of statements(union[1]!)) {
        const { body, name } = assign(q);
        const result = runQuery(body);
        if (name !== '_') sets.set(name, result);
        for (const e of result) all.set(`${e.type}/${e.id}`, e);
      }
      sets.set(union[2] ?? '_', [...all.values()].sort(byTypeAndId));
      continue;
    }
    const { body, name } = assign(s);
    s = body;
    sets.set(name, runQuery(s).sort(byTypeAndId));
  }
  seen.push(...centres);
  return output;
}

const ORDER: Record<ElementType, number> = { node: 0, way: 1, relation: 2 };
const byTypeAndId = (a: OsmElement, b: OsmElement) => ORDER[a.type] - ORDER[b.type] || a.id - b.id;

function printable(store: Store, e: OsmElement, center: boolean): OsmElement {
  if (e.type !== 'way' || !center) return e;
  const pts = store.points(e);
  if (!pts.length) return e;
  const lats = pts.map((p) => p.lat);
  const lons = pts.map((p) => p.lon);
  return {
    ...e,
    center: {
      lat: (Math.min(...lats) + Math.max(...lats)) / 2,
      lon: (Math.min(...lons) + Math.max(...lons)) / 2,
    },
  };
}

export async function startOverpassServer(extract: OsmExtract): Promise<FakeOverpassServer> {
  const store = new Store(extract);
  const held: http.ServerResponse[] = [];
  let holding = true;
  const state: FakeOverpassServer = {
    url: '',
    mode: 'ok',
    stats: { requests: 0, positions: [] },
    resetStats() {
      state.stats = { requests: 0, positions: [] };
    },
    release() {
      holding = false;
      for (const res of held.splice(0)) if (!res.writableEnded) res.writeHead(500).end();
    },
    close: () =>
      new Promise<void>((resolve) => {
        state.release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname !== '/api/interpreter') return void res.writeHead(404).end();
      state.stats.requests++;
      if (state.mode === 'fail') return void res.writeHead(500, { 'content-type': 'text/plain' }).end('busy');
      if (state.mode === 'hang') {
        if (holding) held.push(res);
        else res.writeHead(500).end();
        return;
      }
      const form = new URLSearchParams(req.method === 'POST' ? Buffer.concat(chunks).toString('utf8') : url.search);
      const query = form.get('data');
      if (!query) return void res.writeHead(400, { 'content-type': 'text/plain' }).end('no data');
      try {
        const elements = evaluate(store, query, state.stats.positions);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            version: 0.6,
            generator: 'Overpass API (in-process)',
            osm3s: {
              copyright:
                'The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.',
            },
            elements,
          }),
        );
      } catch (err) {
        if (!(err instanceof QueryError)) throw err;
        res.writeHead(400, { 'content-type': 'text/plain' }).end(`Error: ${err.message}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/interpreter`;
  return state;
}

export { Store as OverpassStore };
