import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MAX_TILE_BYTES, createTileProxy, tileCoordinates } from '~/server/http/tile-proxy';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);

/** A response that records what the proxy writes. */
function recorder() {
  const out = { status: 0, headers: {} as Record<string, string>, body: Buffer.alloc(0) as Buffer };
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      out.status = status;
      out.headers = headers;
      return res;
    },
    end(body?: Buffer) {
      if (body) out.body = body;
    },
  };
  return { res: res as unknown as ServerResponse, out };
}
const get = { method: 'GET' } as IncomingMessage;

/** A tile server that answers with the given function and counts the requests it gets. */
function upstream(answer: (url: string) => Response | Promise<Response>) {
  const urls: string[] = [];
  const agents: (string | null)[] = [];
  const fetchTile = (async (url: string, init?: RequestInit) => {
    urls.push(url);
    agents.push(new Headers(init?.headers).get('user-agent'));
    return answer(url);
  }) as typeof fetch;
  return { fetchTile, urls, agents };
}
const png = () => new Response(new Uint8Array(PNG), { headers: { 'content-type': 'image/png' } });

describe('map tile proxy', () => {
  it('accepts only tiles that exist: zoom 0–19, x and y inside the zoom level’s grid', () => {
    expect(tileCoordinates('/tiles/6/34/22.png')).toEqual({ z: 6, x: 34, y: 22 });
    expect(tileCoordinates('/tiles/0/0/0.png')).toEqual({ z: 0, x: 0, y: 0 });
    expect(tileCoordinates('/tiles/0/1/0.png')).toBeNull();
    expect(tileCoordinates('/tiles/20/0/0.png')).toBeNull();
    expect(tileCoordinates('/tiles/6/34/22.jpg')).toBeNull();
    expect(tileCoordinates('/tiles/6/34/../22.png')).toBeNull();
  });

  it('passes a tile on with its type, names itself to the tile server and answers the next request from memory', async () => {
    const up = upstream(png);
    const serve = createTileProxy({
      upstream: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
      userAgent: 'Portal (https://portal.example)',
      fetch: up.fetchTile,
    });
    for (let i = 0; i < 2; i++) {
      const { res, out } = recorder();
      await serve(get, res, '/tiles/6/34/22.png', { 'X-Content-Type-Options': 'nosniff' });
      expect(out.status).toBe(200);
      expect(out.headers['Content-Type']).toBe('image/png');
      expect(out.headers['X-Content-Type-Options']).toBe('nosniff');
      expect(out.headers['Cache-Control']).toMatch(/^public, max-age=\d+$/);
      expect(out.body.equals(PNG)).toBe(true);
    }
    expect(up.urls).toEqual(['https://a.tiles.example/6/34/22.png']);
    expect(up.agents).toEqual(['Portal (https://portal.example)']);
  });

  it('answers 204 without a body when the tile server cannot be reached, and does not ask it again for a while', async () => {
    let now = 0;
    const up = upstream(() => {
      throw new TypeError('fetch failed');
    });
    const serve = createTileProxy({
      upstream: 'https://tiles.example/{z}/{x}/{y}.png',
      userAgent: 'Portal',
      fetch: up.fetchTile,
      now: () => now,
      pauseMs: 30_000,
    });
    const first = recorder();
    await serve(get, first.res, '/tiles/6/34/22.png', {});
    expect(first.out.status).toBe(204);
    expect(first.out.headers['Cache-Control']).toBe('no-store');
    expect(first.out.body.length).toBe(0);

    const second = recorder();
    await serve(get, second.res, '/tiles/6/35/22.png', {});
    expect(second.out.status).toBe(204);
    expect(up.urls).toHaveLength(1);

    now = 30_000;
    await serve(get, recorder().res, '/tiles/6/35/22.png', {});
    expect(up.urls).toHaveLength(2);
  });

  it('answers 204 for what is not a picture and 404 for a path that is not a tile', async () => {
    const up = upstream(() => new Response('<html>blocked</html>', { headers: { 'content-type': 'text/html' } }));
    const serve = createTileProxy({
      upstream: 'https://tiles.example/{z}/{x}/{y}.png',
      userAgent: 'P',
      fetch: up.fetchTile,
    });
    const html = recorder();
    await serve(get, html.res, '/tiles/6/34/22.png', {});
    expect(html.out.status).toBe(204);
    const bad = recorder();
    await serve(get, bad.res, '/tiles/25/0/0.png', {});
    expect(bad.out.status).toBe(404);
    expect(up.urls).toHaveLength(1);
  });

  it('keeps at most the configured bytes, dropping the least recently used tile first', async () => {
    const up = upstream(png);
    const serve = createTileProxy({
      upstream: 'https://tiles.example/{z}/{x}/{y}.png',
      userAgent: 'P',
      fetch: up.fetchTile,
      cacheBytes: PNG.length * 2,
    });
    for (const p of ['/tiles/1/0/0.png', '/tiles/1/1/0.png', '/tiles/1/0/0.png', '/tiles/1/0/1.png'])
      await serve(get, recorder().res, p, {});
    // 1/1/0 was the least recently used when 1/0/1 came: it is fetched again, 1/0/0 is not.
    await serve(get, recorder().res, '/tiles/1/0/0.png', {});
    await serve(get, recorder().res, '/tiles/1/1/0.png', {});
    expect(up.urls.map((u) => u.slice('https://tiles.example/'.length))).toEqual([
      '1/0/0.png',
      '1/1/0.png',
      '1/0/1.png',
      '1/1/0.png',
    ]);
  });

  it('does not read an answer beyond a tile’s size, and asks the tile server once for a tile many visitors want at once', async () => {
    const big = upstream(
      () => new Response(new Uint8Array(MAX_TILE_BYTES + 1), { headers: { 'content-type': 'image/png' } }),
    );
    const serveBig = createTileProxy({
      upstream: 'https://tiles.example/{z}/{x}/{y}.png',
      userAgent: 'P',
      fetch: big.fetchTile,
    });
    const tooLarge = recorder();
    await serveBig(get, tooLarge.res, '/tiles/6/34/22.png', {});
    expect(tooLarge.out.status).toBe(204);

    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = upstream(async () => {
      await gate;
      return png();
    });
    const serve = createTileProxy({
      upstream: 'https://tiles.example/{z}/{x}/{y}.png',
      userAgent: 'P',
      fetch: slow.fetchTile,
    });
    const answers = [recorder(), recorder(), recorder()];
    const pending = answers.map((a) => serve(get, a.res, '/tiles/6/34/22.png', {}));
    release();
    await Promise.all(pending);
    expect(answers.map((a) => a.out.status)).toEqual([200, 200, 200]);
    expect(slow.urls).toHaveLength(1);
  });

  it('asks the tile server at most the configured number of times a minute for all visitors together', async () => {
    let now = 0;
    const up = upstream(png);
    const serve = createTileProxy({
      upstream: 'https://tiles.example/{z}/{x}/{y}.png',
      userAgent: 'P',
      fetch: up.fetchTile,
      now: () => now,
      upstreamPerMinute: 2,
    });
    const statuses: number[] = [];
    for (const p of ['/tiles/2/0/0.png', '/tiles/2/1/0.png', '/tiles/2/2/0.png']) {
      const r = recorder();
      await serve(get, r.res, p, {});
      statuses.push(r.out.status);
    }
    expect(statuses).toEqual([200, 200, 204]);
    // A tile already in memory is served whatever the count; the next minute the tile server is asked again.
    const cached = recorder();
    await serve(get, cached.res, '/tiles/2/0/0.png', {});
    expect(cached.out.status).toBe(200);
    now = 60_000;
    const next = recorder();
    await serve(get, next.res, '/tiles/2/2/0.png', {});
    expect(next.out.status).toBe(200);
    expect(up.urls).toHaveLength(3);
  });
});
