import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, createPortalServer } from '~/server/http/server';
import { findStaticFile } from '~/server/http/static-files';
import { switchLiveBuild } from '~/build/build-dir';
import { reloadEnv } from '~/config/env';

// A fake build folder shaped like the real one: client files, a .br twin, per-language 404 pages and an
// Astro handler that answers /api and passes everything else on.
function makeBuild(root: string, name: string, home: string) {
  const dir = path.join(root, name);
  const write = (rel: string, body: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), body);
  };
  write('client/index.html', home);
  write('client/index.html.br', zlib.brotliCompressSync(home));
  write('client/kontakt/index.html', '<html lang="de">kontakt</html>');
  write('client/immobilien/7/altbau-wien/index.html', '<html lang="de">altbau</html>');
  write('client/immobilien/7/altbau-wien/teile/index.html', '<section>preis</section>');
  write('client/404.html', '<html lang="de">nicht gefunden</html>');
  write('client/en/404/index.html', '<html lang="en">not found</html>');
  write(
    'client/search/aliases.json',
    JSON.stringify({ v: 1, ids: { '7': 'altbau-wien' }, slugs: { 'altbau-wien': [7] }, onr: { 'W-7': 7 } }),
  );
  write('client/_astro/app.123.js', 'console.log(1)'.repeat(100));
  write('client/search/parts.json', JSON.stringify({ gen: '12-abc', parts: [] }));
  write('client/search/index-wien_kauf.json', JSON.stringify({ gen: '12-abc' }));
  write('build-info.json', JSON.stringify({ scriptHashes: ['sha256-abc='] }));
  write(
    'server/entry.mjs',
    `export const handler = (req, res, next) => {
    if (req.url.startsWith('/api/')) { res.writeHead(200, {'content-type':'application/json'}); res.end('{"ok":true}'); }
    else if (req.url.startsWith('/immobilien/suche')) { res.writeHead(200, {'content-type':'text/html'}); res.end('<html>suche</html>'); }
    else if (req.url.startsWith('/_image')) { res.writeHead(200, {'content-type':'image/png'}); res.end('png'); }
    else if (req.url === '/framework-404') { res.statusCode = 404; res.setHeader('content-type', 'text/html'); res.end('<html>404</html>'); }
    else next();
  };`,
  );
  return dir;
}

let base = '';
let close: () => void;
let buildsRoot = '';
const saved = { BUILDS_DIR: process.env.BUILDS_DIR, BUILD_DIR: process.env.BUILD_DIR };

beforeAll(async () => {
  buildsRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-builds-'));
  process.env.BUILDS_DIR = buildsRoot;
  delete process.env.BUILD_DIR;
  const first = makeBuild(buildsRoot, '20260101T000000', '<html lang="de">erste</html>');
  fs.symlinkSync(path.relative(buildsRoot, first), path.join(buildsRoot, 'current'));
  process.env.BUILD_DIR = '';
  const server = createPortalServer({ dataDir: path.join(buildsRoot, 'data') });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close?.();
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  fs.rmSync(buildsRoot, { recursive: true, force: true });
});

describe('static files', () => {
  it('refuses paths outside the root', () => {
    expect(findStaticFile('/srv/site', '/../etc/passwd')).toBeNull();
    expect(findStaticFile('/srv/site', '/%2e%2e/etc/passwd')).toBeNull();
    expect(findStaticFile('/srv/site', '/%E0%A4%A')).toBeNull();
  });
});

describe('portal server', () => {
  it('serves the brotli twin with security headers and a CSP built from the build’s script hashes', async () => {
    const res = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toContain('erste');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("'sha256-abc='");
    expect(csp).toMatch(/script-src 'self' 'sha256-abc=' 'wasm-unsafe-eval'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('gzips text on the fly for clients without brotli and caches hashed bundles for a year', async () => {
    const res = await fetch(`${base}/_astro/app.123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await res.text()).length).toBe('console.log(1)'.length * 100);
  });

  it('has the search manifest revalidated (one URL for every build) and caches the parts it names', async () => {
    const manifest = await fetch(`${base}/search/parts.json`);
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    // A part's URL carries its version as the manifest names it (?v=), so a changed part is a new URL.
    const part = await fetch(`${base}/search/index-wien_kauf.json?v=12-abc`);
    expect(part.status).toBe(200);
    expect(part.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers directory paths with their index.html and revalidates with ETags', async () => {
    const res = await fetch(`${base}/kontakt`);
    expect(res.status).toBe(200);
    const etag = res.headers.get('etag')!;
    const again = await fetch(`${base}/kontakt`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers alias addresses of a listing with a permanent redirect, in every language', async () => {
    for (const [from, to] of [
      ['/immobilien/7', '/immobilien/7/altbau-wien'],
      ['/en/onr/W-7?x=1', '/en/immobilien/7/altbau-wien?x=1'],
      ['/immobilie/altbau-wien', '/immobilien/7/altbau-wien'],
    ]) {
      const res = await fetch(`${base}${from}`, { redirect: 'manual' });
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location')).toBe(to);
    }
  });

  it('hands /api to the build’s handler', async () => {
    const res = await fetch(`${base}/api/anything`);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('gives pages rendered on request, the framework’s 404 and the API the security headers', async () => {
    for (const [url, status, csp] of [
      ['/immobilien/suche?ort=Wien', 200, "default-src 'self'"],
      ['/framework-404', 404, "default-src 'self'"],
      ['/api/anything', 200, "default-src 'none'"],
    ] as const) {
      const res = await fetch(`${base}${url}`);
      expect(res.status, url).toBe(status);
      expect(res.headers.get('content-security-policy'), url).toContain(csp);
      expect(res.headers.get('x-frame-options'), url).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
    }
  });

  it('does not serve the framework’s image endpoint', async () => {
    const res = await fetch(`${base}/_image?href=https://example.com/a.png&w=10`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('nicht gefunden');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers other methods on pages with 405 and the security headers', async () => {
    const res = await fetch(`${base}/kontakt/`, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers TRACE and other unknown methods with 405, on the API as on pages', async () => {
    // fetch refuses to send TRACE, so these go out through node:http.
    const send = (method: string, urlPath: string) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const req = http.request(`${base}${urlPath}`, { method, headers: { 'accept-language': 'en' } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
        });
        req.on('error', reject);
        req.end();
      });
    for (const method of ['TRACE', 'PROPFIND', 'PURGE']) {
      const api = await send(method, '/api/auth/me');
      expect(api.status, method).toBe(405);
      expect(api.headers.allow).toContain('POST');
      expect(api.headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(api.body)).toEqual({
        success: false,
        message: 'This request method is not supported here.',
        errors: {},
      });
    }
    expect((await send('TRACE', '/kontakt/')).status).toBe(405);
  });

  it('serves feed documents as sandboxed downloads, pictures inline, and no other type from the media folder', async () => {
    const media = path.join(buildsRoot, 'data', 'media');
    const put = (rel: string, body: string | Buffer) => {
      fs.mkdirSync(path.dirname(path.join(media, rel)), { recursive: true });
      fs.writeFileSync(path.join(media, rel), body);
    };
    put('d/ab/abc.pdf', '%PDF-1.4\n%%EOF\n');
    put('o/ab/abc.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    // As an older import could have left them.
    put('d/ab/old.html', '<script>alert(1)</script>');
    put('d/ab/old.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

    const pdf = await fetch(`${base}/media/d/ab/abc.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="abc.pdf"');
    expect(pdf.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');

    const jpg = await fetch(`${base}/media/o/ab/abc.jpg`);
    expect(jpg.status).toBe(200);
    expect(jpg.headers.get('content-disposition')).toBeNull();
    expect(jpg.headers.get('content-security-policy')).toMatch(/^sandbox;/);

    for (const other of ['/media/d/ab/old.html', '/media/d/ab/old.svg', '/media/d/ab/old']) {
      const res = await fetch(`${base}${other}`);
      expect(res.status, other).toBe(404);
      expect(await res.text()).not.toContain('alert(1)');
    }
  });

  it('makes a thumbnail the sync left to later from the stored original, once, and keeps it', async () => {
    const { default: sharp } = await import('sharp');
    const media = path.join(buildsRoot, 'data', 'media');
    const hash = 'cd'.padEnd(20, '1');
    const original = path.join(media, 'o', 'cd', `${hash}.jpg`);
    fs.mkdirSync(path.dirname(original), { recursive: true });
    const jpeg = sharp({ create: { width: 960, height: 640, channels: 3, background: '#4a7' } }).jpeg();
    fs.writeFileSync(original, await jpeg.toBuffer());
    const url = `${base}/media/t/cd/${hash}.webp`;
    const [a, b] = await Promise.all([fetch(url), fetch(url)]);
    for (const res of [a, b]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
    }
    const meta = await sharp(Buffer.from(await a.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 320 });
    expect(fs.existsSync(path.join(media, 't', 'cd', `${hash}.webp`))).toBe(true);
    // no original, or a thumbnail path whose folder is not its hash's: not found
    expect((await fetch(`${base}/media/t/cd/${'cd'.padEnd(20, '2')}.webp`)).status).toBe(404);
    expect((await fetch(`${base}/media/t/ab/${hash}.webp`)).status).toBe(404);
  });

  it('answers unknown pages with 404 in the language of the URL', async () => {
    const de = await fetch(`${base}/gibt-es-nicht`);
    expect(de.status).toBe(404);
    expect(await de.text()).toContain('nicht gefunden');
    const en = await fetch(`${base}/en/missing`);
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('not found');
  });

  it("does not answer a detail page's parts, which are the build's material", async () => {
    expect((await fetch(`${base}/immobilien/7/altbau-wien`)).status).toBe(200);
    for (const p of ['/immobilien/7/altbau-wien/teile', '/immobilien/7/altbau-wien/teile/index.html']) {
      const res = await fetch(`${base}${p}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<section>preis');
    }
  });

  it('serves a new build from the next request after an atomic switch', async () => {
    const second = makeBuild(buildsRoot, '20260102T000000', '<html lang="de">zweite</html>');
    switchLiveBuild(second);
    const res = await fetch(`${base}/`);
    expect(await res.text()).toContain('zweite');
  });

  it('keeps an idle connection longer than a client polling every few seconds waits, and tells the client so', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ socket: unknown; keepAlive: unknown }>((resolve, reject) => {
        const req = http.get(`${base}/kontakt/`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ socket: req.socket, keepAlive: res.headers['keep-alive'] }));
        });
        req.on('error', reject);
      });
    const first = await get();
    const second = await get();
    agent.destroy();
    // The same connection served both, and the header states the server's idle timeout (above Node's 5 s).
    expect(second.socket).toBe(first.socket);
    expect(first.keepAlive).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    expect(KEEP_ALIVE_MS).toBeGreaterThanOrEqual(60_000);
  });
});

describe('pages rendered on request', () => {
  it('are limited per client address with 429 and Retry-After, while files are not', async () => {
    const server = createPortalServer({
      dataDir: path.join(buildsRoot, 'data'),
      onDemandLimit: { limit: 3, windowMs: 60_000 },
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 4; i++) {
        last = await fetch(`${origin}/immobilien/suche?ort=Wien&seite=${i}`);
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(last!.headers.get('x-frame-options')).toBe('DENY');
      expect(await last!.text()).toContain('Zu viele Versuche');
      // Pre-rendered files and the API are not counted against it.
      expect((await fetch(`${origin}/kontakt/`)).status).toBe(200);
      expect((await fetch(`${origin}/api/anything`)).status).toBe(200);
    } finally {
      server.close();
    }
  });

  it('count a direct caller by its own address, whatever X-Forwarded-For it sends', async () => {
    // The proxies the operator trusts are elsewhere: this caller (127.0.0.1) is not one of them.
    process.env.TRUSTED_PROXIES = '10.9.9.9';
    reloadEnv();
    const server = createPortalServer({
      dataDir: path.join(buildsRoot, 'data'),
      onDemandLimit: { limit: 3, windowMs: 60_000 },
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await fetch(`${origin}/immobilien/suche?ort=Graz&seite=${i}`, {
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      server.close();
      delete process.env.TRUSTED_PROXIES;
      reloadEnv();
    }
  });
});

describe('map tiles', () => {
  it('are passed on from the tile server under /tiles/, and answered with nothing while it cannot be reached', async () => {
    const tile = Buffer.from([0x89, 0x50, 0x4e, 0x47, 9, 9]);
    let reachable = true;
    const upstream = http.createServer((req, res) => {
      if (!reachable) return req.socket.destroy();
      res.writeHead(req.url === '/6/34/22.png' ? 200 : 404, { 'content-type': 'image/png' });
      res.end(tile);
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
    process.env.MAP_TILE_UPSTREAM_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/{z}/{x}/{y}.png`;
    reloadEnv();
    const server = createPortalServer({ dataDir: path.join(buildsRoot, 'data') });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const ok = await fetch(`${origin}/tiles/6/34/22.png`);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toBe('image/png');
      expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await ok.arrayBuffer()).equals(tile)).toBe(true);
      expect((await fetch(`${origin}/tiles/6/34/99.png`)).status).toBe(404);
      reachable = false;
      const down = await fetch(`${origin}/tiles/6/35/22.png`);
      expect(down.status).toBe(204);
      expect(down.headers.get('cache-control')).toBe('no-store');
      // The tile it had is still served from memory.
      expect((await fetch(`${origin}/tiles/6/34/22.png`)).status).toBe(200);
    } finally {
      server.close();
      upstream.close();
      delete process.env.MAP_TILE_UPSTREAM_URL;
      reloadEnv();
    }
  });
});
