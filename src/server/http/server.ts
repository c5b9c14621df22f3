import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { resolveLiveBuild } from '../../build/build-dir';
import { findStaticFile, sendFile } from './static-files';
import { isPartPath } from '../../domain/page-parts';
import { LANG_CODES, isLangCode } from '../../i18n/languages';
import { withoutGermanPrefix } from '../../i18n/paths';
import { resolveAlias, type AliasMap } from '../../domain/search/aliases';
import { cspExtrasFromEnv, securityHeaders } from '../../platform/security-headers';
import { env } from '../../config/env';
import { serverTranslator } from '../../platform/i18n';
import { negotiateLang } from '../../i18n/negotiate';
import { createWindowLimiter, type WindowLimit } from './window-limiter';
import { createTileProxy } from './tile-proxy';
import { configuredProxies, limitAddress, type TrustedProxies } from '../../platform/net/proxies';
import { limitConnections, type ConnectionLimits } from './connection-limits';

/**
 * Pages rendered on request (the search without JavaScript, the framework's 404) cost a render each, unlike the
 * pre-rendered files: one address may ask for this many per window. A person paging through results stays far
 * below it; a script that loops over search parameters does not.
 */
export const DEFAULT_ON_DEMAND_LIMIT: WindowLimit = { limit: 120, windowMs: 60_000 };

/**
 * Map tiles one address may ask the portal for per window (src/server/http/tile-proxy.ts): a visitor panning and
 * zooming loads a few dozen a step, the browser keeps them; the bound keeps the proxy from serving a tile scraper.
 */
export const TILE_LIMIT: WindowLimit = { limit: 1200, windowMs: 60_000 };

/**
 * How long an idle keep-alive connection stays open. Node's default of 5 s races a client that reuses the
 * connection at about that moment: the server closes it as the request arrives and the client reads a reset
 * (a page polled every 5 s, a proxy whose idle timeout is longer than the server's). The server must be the side
 * that waits longer, so this is above the idle timeouts of the common proxies and load balancers (60 s); the
 * header timeout stays above it, or a kept-alive connection could be cut while its next request's headers arrive.
 */
export const KEEP_ALIVE_MS = 65_000;

/**
 * How long one request may take to arrive whole, headers and body (Node's default, set here so it is seen). Headers
 * sent a byte at a time are cut after the header timeout (KEEP_ALIVE_MS + 1 s); this bounds a slow body. It is not
 * tighter because of the admin area's feed upload: UPLOAD_MAX_BYTES (50 MB) takes 200 s at 2 Mbit/s upstream, and
 * a cut upload is an editor's wasted wait. A stranger's slow bodies are bounded by MAX_CONNECTIONS_PER_IP instead.
 */
export const REQUEST_TIMEOUT_MS = 300_000;

/**
 * Where the inquiry, newsletter, listing-report and registration forms post to without JavaScript, in every
 * language (the registration's is REGISTER_FORM_PATH, src/islands/account/navigation.ts).
 */
const LEAD_FORM_PATH = /^\/(?:[a-z]{2}\/)?(?:anfrage|newsletter|melden|registrieren\/senden)\/?$/;
/**
 * The methods the API routes by. Anything else (TRACE, CONNECT, WebDAV verbs) is answered here: the platform's
 * Request cannot even represent TRACE, so the build's handler would fail with a 500.
 */
const API_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const API_METHOD_SET = new Set(API_METHODS.split(', '));

type NodeHandler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void) => Promise<void> | void;
export interface PortalServerOptions {
  dataDir?: string;
  /** Served behind HTTPS: adds HSTS. */
  https?: boolean;
  log?: (line: string) => void;
  /** Renders on request per client address and window. */
  onDemandLimit?: WindowLimit;
  /**
   * Open connections in all and per address (by default MAX_CONNECTIONS and MAX_CONNECTIONS_PER_IP), and where the
   * warnings about refused ones go (default console.warn).
   */
  connections?: Partial<Pick<ConnectionLimits, 'total' | 'perAddress' | 'log' | 'logIntervalMs'>>;
}

/** What the page server's limits count a request by, by the API's rule (limitAddress in platform/net/proxies.ts). */
function requestLimitAddress(req: IncomingMessage, proxies: TrustedProxies): string {
  const forwarded = req.headers['x-forwarded-for'];
  return limitAddress(req.socket.remoteAddress, typeof forwarded === 'string' ? forwarded : undefined, proxies);
}

/** The inline-script hashes a build recorded, so its pages run under a CSP without 'unsafe-inline'. */
function readScriptHashes(buildDir: string): string[] {
  try {
    const info = JSON.parse(fs.readFileSync(path.join(buildDir, 'build-info.json'), 'utf8'));
    return Array.isArray(info.scriptHashes) ? info.scriptHashes : [];
  } catch {
    return []; // a plain `astro build` has no build-info: the policy falls back to 'unsafe-inline'
  }
}

/** The files of DATA_DIR/media that are served: pictures, their thumbnails and PDF documents. */
const MEDIA_TYPES = /\.(jpe?g|png|gif|webp|avif|tiff?|pdf)$/i;
/** A picture's thumbnail (see thumbnailPath in src/import/media.ts): the hash, whose first two digits name the folder. */
const THUMBNAIL_PATH = /^\/media\/t\/([0-9a-f]{2})\/(\1[0-9a-f]{18})\.webp$/;

/**
 * One process serves the pre-rendered site, the media of the listings and the /api (through the Astro
 * handler of the same build). The live build is looked up per request, so a new build that was switched in
 * atomically is served from the next request on, with no restart and no half-written site.
 */
export function createPortalServer(opts: PortalServerOptions = {}) {
  const dataDir = path.resolve(opts.dataDir ?? env().DATA_DIR);
  const mediaRoot = path.join(dataDir, 'media');
  // Loaded at the first missing thumbnail: the image library is not needed for serving files.
  let thumbnails: Promise<import('../../import/media').ThumbnailMaker> | undefined;
  const extraSources = cspExtrasFromEnv(env());
  const hashesByBuild = new Map<string, string[]>();
  const headers = (kind: 'html' | 'asset' | 'api', build: string) => {
    let scriptHashes = hashesByBuild.get(build);
    if (!scriptHashes) {
      scriptHashes = readScriptHashes(build);
      hashesByBuild.set(build, scriptHashes);
    }
    return securityHeaders(kind === 'html' ? 'document' : kind, { https: opts.https, scriptHashes, extraSources });
  };
  /**
   * Gives a response the security headers of its kind before someone else writes its head: pages rendered on
   * request and the API are written by the build's handler, which sets no such headers itself. Headers the
   * handler does set win (Node merges `writeHead`'s headers over these).
   */
  const preset = (res: ServerResponse, values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) if (!res.hasHeader(name)) res.setHeader(name, value);
  };
  const plainHeaders = () => securityHeaders('document', { https: opts.https, extraSources });
  const log = opts.log ?? (() => {});
  const proxies = configuredProxies(env().TRUST_PROXY, env().TRUSTED_PROXIES);
  const onDemand = createWindowLimiter(opts.onDemandLimit ?? DEFAULT_ON_DEMAND_LIMIT);
  const serveTile = createTileProxy({
    upstream: env().MAP_TILE_UPSTREAM_URL,
    userAgent: `${env().SITE_BRAND} (${env().PUBLIC_SITE_URL})`,
  });
  const tiles = createWindowLimiter(TILE_LIMIT);
  const handlers = new Map<string, Promise<NodeHandler>>();
  // The build writes the listing aliases (/immobilien/{id}, /immobilie/{slug}, /onr/{external_id}) to one map.
  const aliasMaps = new Map<string, AliasMap | null>();
  function aliasMap(clientDir: string): AliasMap | null {
    let map = aliasMaps.get(clientDir);
    if (map === undefined) {
      try {
        map = JSON.parse(fs.readFileSync(path.join(clientDir, 'search', 'aliases.json'), 'utf8')) as AliasMap;
      } catch {
        map = null; // a build without listings has no aliases
      }
      aliasMaps.set(clientDir, map);
    }
    return map;
  }

  function astroHandler(buildDir: string): Promise<NodeHandler> {
    let h = handlers.get(buildDir);
    if (!h) {
      const entry = path.join(buildDir, 'server', 'entry.mjs');
      h = import(pathToFileURL(entry).href).then((m: { handler: NodeHandler }) => m.handler);
      handlers.set(buildDir, h);
      // Handlers of builds that were switched out are dropped so their modules can be collected.
      for (const key of handlers.keys()) if (key !== buildDir && !fs.existsSync(key)) handlers.delete(key);
    }
    return h;
  }

  function notFound(req: IncomingMessage, res: ServerResponse, build: string, urlPath: string) {
    const clientDir = path.join(build, 'client');
    const lang = /^\/([a-z]{2})(\/|$)/.exec(urlPath)?.[1];
    const candidates =
      lang && (LANG_CODES as readonly string[]).includes(lang) && lang !== 'de'
        ? [path.join(clientDir, lang, '404', 'index.html'), path.join(clientDir, lang, '404.html')]
        : [];
    candidates.push(path.join(clientDir, '404.html'), path.join(clientDir, '404', 'index.html'));
    const page = candidates.find((c) => fs.existsSync(c));
    if (page) return sendFile(req, res, page, { status: 404, urlPath, headers: headers('html', build) });
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers('html', build) });
    res.end('Not found');
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const started = performance.now();
    const url = new URL(req.url ?? '/', 'http://localhost');
    const urlPath = url.pathname;
    res.on('finish', () =>
      log(`${req.method} ${urlPath} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`),
    );

    const build = resolveLiveBuild();
    if (!build) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30', ...plainHeaders() });
      res.end('The site is being built. Please try again in a moment.');
      return;
    }
    const clientDir = path.join(build, 'client');

    if (urlPath.startsWith('/api/') || urlPath === '/api') {
      if (!API_METHOD_SET.has(req.method ?? '')) {
        const t = serverTranslator(negotiateLang(url.searchParams.get('lang'), req.headers['accept-language']));
        res.writeHead(405, {
          Allow: API_METHODS,
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
          ...headers('api', build),
        });
        res.end(JSON.stringify({ success: false, message: t('errors.methodNotAllowed'), errors: {} }));
        return;
      }
      const handler = await astroHandler(build);
      preset(res, headers('api', build));
      return handler(req, res, () => {
        res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', ...headers('api', build) });
        res.end(JSON.stringify({ success: false, message: 'Not found' }));
      });
    }

    // The pages that take a form post: inquiries, newsletter sign-ups, listing reports and registrations sent
    // without JavaScript (each page hands the post to the API).
    const formPost = req.method === 'POST' && LEAD_FORM_PATH.test(urlPath);
    if (req.method !== 'GET' && req.method !== 'HEAD' && !formPost) {
      res.writeHead(405, {
        Allow: 'GET, HEAD',
        'Content-Type': 'text/plain; charset=utf-8',
        ...headers('html', build),
      });
      res.end('Method not allowed');
      return;
    }

    if (urlPath.startsWith('/tiles/')) {
      const retryAfter = tiles.hit(requestLimitAddress(req, proxies));
      if (retryAfter !== null) {
        res.writeHead(429, {
          'Retry-After': String(retryAfter),
          'Cache-Control': 'no-store',
          ...headers('asset', build),
        });
        res.end();
        return;
      }
      return serveTile(req, res, urlPath, headers('asset', build));
    }

    if (urlPath.startsWith('/media/')) {
      let file = findStaticFile(mediaRoot, urlPath.slice('/media'.length));
      let cache = 'public, max-age=86400';
      // A thumbnail the sync left to the `media-thumbnails` job and the job has not made yet is made now from the
      // stored original (a few at a time, then kept as the file); while too many wait, the original is sent for
      // this request, and no cache keeps it.
      const thumb = file ? null : THUMBNAIL_PATH.exec(urlPath);
      if (thumb) {
        thumbnails ??= import('../../import/media').then((m) => new m.ThumbnailMaker(mediaRoot, 2, 16));
        const maker = await thumbnails;
        const made = await maker.make(thumb[2]!);
        if (made === 'busy') {
          file = maker.original(thumb[2]!);
          cache = 'no-cache';
        } else file = made;
      }
      // Only the types the import accepts (checked by content) are served; a file of any other type, e.g. left
      // by an older import, is not, since from this origin an HTML or SVG file could act as the portal.
      if (file && MEDIA_TYPES.test(file)) {
        const assetHeaders = headers('asset', build);
        // Documents are downloads, not pages: a PDF viewer's scripts or links run sandboxed, in no origin.
        const isDocument = urlPath.startsWith('/media/d/') || file.toLowerCase().endsWith('.pdf');
        return sendFile(req, res, file, {
          urlPath,
          headers: {
            ...assetHeaders,
            'Content-Security-Policy': `sandbox; ${assetHeaders['Content-Security-Policy']}`,
            ...(isDocument ? { 'Content-Disposition': `attachment; filename="${path.basename(file)}"` } : {}),
            'Cache-Control': cache,
          },
        });
      }
      return notFound(req, res, build, urlPath);
    }

    const german = withoutGermanPrefix(urlPath);
    if (german !== null) {
      res.writeHead(301, {
        Location: german + url.search,
        'Cache-Control': 'public, max-age=3600',
        ...headers('asset', build),
      });
      res.end();
      return;
    }

    // Alias addresses answer a permanent redirect to the canonical detail page (static hosts get the
    // pre-rendered meta-refresh pages instead).
    const aliases = aliasMap(clientDir);
    const alias = aliases && resolveAlias(urlPath, aliases, isLangCode);
    if (alias?.kind === 'redirect') {
      res.writeHead(301, {
        Location: alias.location + url.search,
        'Cache-Control': 'public, max-age=3600',
        ...headers('asset', build),
      });
      res.end();
      return;
    }

    // A detail page's parts are the build's material, not pages (src/domain/page-parts.ts).
    const file = formPost || isPartPath(urlPath) ? null : findStaticFile(clientDir, urlPath);
    if (file) {
      // A worker script (Pagefind's) runs under the CSP of its own response: scripts get the page policy so the
      // worker may fetch its index and compile its WebAssembly; other assets get the locked-down asset policy.
      const kind = /\.(html|m?js)$/.test(file) ? 'html' : 'asset';
      return sendFile(req, res, file, { urlPath, headers: headers(kind, build) });
    }

    // The framework's image endpoint is part of every build with on-demand pages, but the site optimises no
    // images: it would only let anyone make the server fetch and transcode images.
    if (urlPath === '/_image' || urlPath.startsWith('/_image/')) return notFound(req, res, build, urlPath);

    // Not a file: on-demand routes of the build (redirects of alias URLs), else the 404 page.
    const retryAfter = onDemand.hit(requestLimitAddress(req, proxies));
    if (retryAfter !== null) {
      const t = serverTranslator(negotiateLang(null, req.headers['accept-language']));
      res.writeHead(429, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Retry-After': String(retryAfter),
        'Cache-Control': 'no-store',
        ...headers('html', build),
      });
      res.end(t('errors.tooManyRequests'));
      return;
    }
    const handler = await astroHandler(build);
    preset(res, headers('html', build));
    return handler(req, res, () => notFound(req, res, build, urlPath));
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      console.error('request failed', err);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', ...plainHeaders() });
      res.end('Internal server error');
    });
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  // Behind a trusted proxy every connection comes from the proxy's address: it is not bounded by address.
  limitConnections(server, {
    total: opts.connections?.total ?? env().MAX_CONNECTIONS,
    perAddress: opts.connections?.perAddress ?? env().MAX_CONNECTIONS_PER_IP,
    exempt: (address) => proxies.has(address),
    log: opts.connections?.log,
    logIntervalMs: opts.connections?.logIntervalMs,
  });
  return server;
}
