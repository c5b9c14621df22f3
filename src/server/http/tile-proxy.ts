/**
 * Map tiles from the portal's own origin: `/tiles/{z}/{x}/{y}.png` is fetched from the tile server
 * (MAP_TILE_UPSTREAM_URL, OpenStreetMap's by default) and kept in memory for a day.
 *
 * Why not straight from the tile server: a tile the browser cannot load is an error in its console for every tile
 * of the map, and no script can stop the browser from logging it. From here an unreachable tile server is an empty
 * answer (204, no body) instead: the picture fails to decode, which the browser does not log, and the map's
 * tile-error handler shows its notice. The visitors' addresses also stay with the portal. OpenStreetMap's tile
 * policy asks a proxy to identify itself (User-Agent) and to cache, which this does.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readCappedBytes } from '../../platform/net/capped';

export const TILE_PATH = /^\/tiles\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.png$/;
const MAX_ZOOM = 19;
/** A map tile is 5–60 KB; an answer beyond this is no tile, and is not read further. */
export const MAX_TILE_BYTES = 512 * 1024;

export interface TileProxyOptions {
  /** The tile server's URL template with {z}, {x}, {y} (and optionally {s}, served by its first subdomain "a"). */
  upstream: string;
  userAgent: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Bytes of tiles kept in memory, least recently used dropped first. */
  cacheBytes?: number;
  /** How long a tile is kept and the browser may keep it. */
  maxAgeMs?: number;
  /** How long one request to the tile server may take. */
  timeoutMs?: number;
  /** After a failed request the tile server is not asked again for this long: every tile answers 204 at once. */
  pauseMs?: number;
  /**
   * Requests to the tile server per minute from all visitors together. Each address has its own limit, but many
   * addresses together must not turn the portal into a heavy user of a tile server that asks its users to be light
   * (OpenStreetMap's policy); beyond it a tile not in memory answers 204 until the minute is over.
   */
  upstreamPerMinute?: number;
}

type Cached = { body: Buffer; type: string; at: number };

/** Whether a tile exists: zoom up to 19, x and y within the 2^z × 2^z grid. */
export function tileCoordinates(urlPath: string): { z: number; x: number; y: number } | null {
  const m = TILE_PATH.exec(urlPath);
  if (!m) return null;
  const [z, x, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (z > MAX_ZOOM || x >= 2 ** z || y >= 2 ** z) return null;
  return { z, x, y };
}

export function createTileProxy(opts: TileProxyOptions) {
  const fetchTile = opts.fetch ?? fetch;
  const now = opts.now ?? Date.now;
  const cacheBytes = opts.cacheBytes ?? 32 * 1024 * 1024;
  const maxAgeMs = opts.maxAgeMs ?? 24 * 60 * 60 * 1000;
  const timeoutMs = opts.timeoutMs ?? 5000;
  const pauseMs = opts.pauseMs ?? 30_000;
  const upstreamPerMinute = opts.upstreamPerMinute ?? 6000;
  let windowStart = 0;
  let windowCount = 0;
  // One request to the tile server per tile, however many visitors ask for it at the same moment.
  const inFlight = new Map<string, Promise<Cached | null>>();
  // A Map keeps insertion order: a hit is re-inserted, so the first entries are the least recently used.
  const cache = new Map<string, Cached>();
  let cachedBytes = 0;
  let pausedUntil = 0;

  function remember(key: string, entry: Cached) {
    cache.set(key, entry);
    cachedBytes += entry.body.length;
    for (const [k, v] of cache) {
      if (cachedBytes <= cacheBytes) break;
      cache.delete(k);
      cachedBytes -= v.body.length;
    }
  }

  async function load(z: number, x: number, y: number): Promise<Cached | null> {
    const key = `${z}/${x}/${y}`;
    const hit = cache.get(key);
    if (hit && now() - hit.at < maxAgeMs) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    if (hit) {
      cache.delete(key);
      cachedBytes -= hit.body.length;
    }
    if (now() < pausedUntil) return null;
    const pending = inFlight.get(key);
    if (pending) return pending;
    if (now() - windowStart >= 60_000) {
      windowStart = now();
      windowCount = 0;
    }
    if (++windowCount > upstreamPerMinute) return null;
    const request = fetchUpstream(key, z, x, y).finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  }

  async function fetchUpstream(key: string, z: number, x: number, y: number): Promise<Cached | null> {
    const url = opts.upstream
      .replace('{z}', String(z))
      .replace('{x}', String(x))
      .replace('{y}', String(y))
      .replace('{s}', 'a')
      .replace('{r}', '');
    try {
      const res = await fetchTile(url, {
        headers: { 'User-Agent': opts.userAgent },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const type = res.headers.get('content-type') ?? '';
      if (!res.ok || !type.startsWith('image/')) {
        // A missing tile is the tile server's answer for that tile only; a server error pauses like a failure.
        if (res.status >= 500) pausedUntil = now() + pauseMs;
        return null;
      }
      const entry = { body: await readCappedBytes(res, MAX_TILE_BYTES), type, at: now() };
      remember(key, entry);
      return entry;
    } catch {
      pausedUntil = now() + pauseMs;
      return null;
    }
  }

  /** Answers a tile request; `headers` are the security headers of a static asset. */
  return async function serveTile(
    req: IncomingMessage,
    res: ServerResponse,
    urlPath: string,
    headers: Record<string, string>,
  ): Promise<void> {
    const tile = tileCoordinates(urlPath);
    if (!tile) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
      res.end('Not found');
      return;
    }
    const entry = await load(tile.z, tile.x, tile.y);
    if (!entry) {
      res.writeHead(204, { ...headers, 'Cache-Control': 'no-store' });
      res.end();
      return;
    }
    res.writeHead(200, {
      ...headers,
      'Content-Type': entry.type,
      'Content-Length': String(entry.body.length),
      'Cache-Control': `public, max-age=${Math.floor(maxAgeMs / 1000)}`,
    });
    res.end(req.method === 'HEAD' ? undefined : entry.body);
  };
}
