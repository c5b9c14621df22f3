/**
 * The portal's API: one Hono app under /api, the routers of the features' registry on top of the platform's
 * middleware (language, client address, security headers, origin check, body limit) and the features' own
 * (request measuring, session), over the one service context. `createApp(ctx)` builds it for tests and tools;
 * `app` is the process-wide instance the Astro route and the server use, initialised on its first request
 * from the environment (database migrated, listing snapshot loaded).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { ApiError, errorBody, errorResponse } from '../platform/errors';
import { storeFailure } from '../platform/db/failures';
import { loadConfig } from '../platform/config';
import { startApiContext, type ApiStart } from './deps';
import { serverTranslator } from '../platform/i18n';
import { negotiateLang } from '../i18n/negotiate';
import { securityHeaders } from '../platform/security-headers';
import { originCheck } from '../platform/origin-check';
import { clientAddress, limitAddress } from '../platform/net/proxies';
import {
  API_ROUTES,
  apiMiddleware,
  UPLOAD_PATHS,
  type AppBindings,
  type AppEnv,
  type Context,
  type ContextOptions,
} from '../features/index';

const API_HEADERS = securityHeaders('api');

/** The connection's peer: the Astro route's clientAddress, else the Node socket's. */
function peerAddress(env: AppBindings | undefined): string | undefined {
  return env?.clientAddress ?? env?.incoming?.socket?.remoteAddress;
}

/** Liveness and readiness answer while the listings load; every other request waits for them, as it always did. */
const ANSWERED_WHILE_LOADING = new Set(['/api/health', '/api/ready']);

export function createApp(ctx: Context, listingsLoaded?: Promise<void>) {
  const { config } = ctx;
  const app = new Hono<AppEnv>().basePath('/api');

  if (listingsLoaded) {
    let loaded = false;
    void listingsLoaded.then(() => (loaded = true));
    app.use('*', async (c, next) => {
      if (!loaded && !ANSWERED_WHILE_LOADING.has(c.req.path)) await listingsLoaded;
      await next();
    });
  }

  app.use('*', async (c, next) => {
    c.set('ctx', ctx);
    const lang = negotiateLang(c.req.query('lang'), c.req.header('accept-language'));
    c.set('lang', lang);
    c.set('t', serverTranslator(lang, config.localesDir));
    // X-Forwarded-For counts only on a connection from a configured proxy (platform/net/proxies.ts).
    const peer = peerAddress(c.env);
    const forwarded = c.req.header('x-forwarded-for');
    c.set('clientAddress', clientAddress(peer, forwarded, config.trustedProxies));
    c.set('ip', limitAddress(peer, forwarded, config.trustedProxies));
    c.set('user', null);
    c.set('tokenHash', null);
    await next();
    for (const [name, value] of Object.entries(API_HEADERS)) {
      // The few pages the API answers (links from mails) bring a policy of their own that allows their form.
      if (name === 'Content-Security-Policy' && c.res.headers.get('content-type')?.startsWith('text/html')) {
        if (c.res.headers.has(name)) continue;
      }
      c.res.headers.set(name, value);
    }
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.append('Vary', 'Accept-Language, Authorization');
  });

  for (const middleware of apiMiddleware('outer')) app.use('*', middleware);

  // Closed unless configured: the site and its API share an origin, so no browser needs CORS by default.
  if (config.corsOrigins.length) {
    app.use(
      '*',
      cors({
        origin: (origin) => (config.corsOrigins.includes(origin) ? origin : null),
        allowHeaders: ['Content-Type', 'Authorization', 'X-Requested-With', 'X-CSRF-TOKEN', 'Accept-Language'],
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        maxAge: 600,
      }),
    );
  }

  // Astro's own origin check is off (astro.config.mjs): it compares with the socket's address, which behind an
  // HTTPS proxy is never the browser's. This one knows the public address.
  app.use('*', originCheck(config));

  const apiBodyLimit = bodyLimit({
    maxSize: config.bodyLimitBytes,
    onError: (c) => c.json(errorBody(c as never, 'errors.payloadTooLarge'), 413),
  });
  // An upload (a feed) is the one large body: its own limit, still checked before anything is read or stored.
  const uploadBodyLimit = bodyLimit({
    maxSize: config.uploadMaxBytes,
    onError: (c) => c.json(errorBody(c as never, 'errors.payloadTooLarge'), 413),
  });
  app.use('*', (c, next) =>
    c.req.method === 'POST' && UPLOAD_PATHS.includes(c.req.path) ? uploadBodyLimit(c, next) : apiBodyLimit(c, next),
  );

  for (const middleware of apiMiddleware('inner')) app.use('*', middleware);
  for (const { path, router } of API_ROUTES) app.route(path, router());

  app.notFound((c) => c.json(errorBody(c, 'errors.notFound'), 404));

  app.onError((err, c) => {
    if (err instanceof ApiError) return errorResponse(c, err);
    // The database restarting or out of reach, or a disk too full to store a change: the operator's to fix and
    // gone without a code change, so the client is told to come back (503 with Retry-After), not that we failed.
    const failure = storeFailure(err);
    if (failure) {
      console.warn(
        `[api] ${c.req.method} ${c.req.path}: ${failure === 'full' ? 'storage full' : 'database unavailable'}`,
      );
      c.header('Retry-After', failure === 'full' ? '60' : '5');
      return c.json(errorBody(c, failure === 'full' ? 'errors.storageFull' : 'errors.serviceUnavailable'), 503);
    }
    console.error(`[api] ${c.req.method} ${c.req.path} failed:`, err);
    return c.json(errorBody(c, 'errors.generic'), 500);
  });

  return app;
}

export type ApiApp = ReturnType<typeof createApp>;

/** Builds the context from the environment (or given options) and the app on top. */
export async function initApp(
  source?: Record<string, string | undefined>,
  options: ContextOptions = {},
  start: ApiStart = {},
) {
  const { ctx, listingsLoaded } = await startApiContext(loadConfig(source), options, start);
  return { app: createApp(ctx, start.listingsInBackground ? listingsLoaded : undefined), ctx, listingsLoaded };
}

let defaultInstance: Promise<{ app: ApiApp; ctx: Context }> | null = null;

/** The process-wide API; a failed start (database unreachable) is retried on the next request. */
export function getDefaultApp(): Promise<{ app: ApiApp; ctx: Context }> {
  defaultInstance ??= initApp(undefined, {}, { listingsInBackground: true }).catch((err) => {
    defaultInstance = null;
    throw err;
  });
  return defaultInstance;
}

/** What the Astro route and the HTTP server call: `app.fetch(request, { clientAddress })`. */
export const app = {
  async fetch(request: Request, env: AppBindings = {}): Promise<Response> {
    let instance;
    try {
      instance = await getDefaultApp();
    } catch (err) {
      console.error('[api] could not start:', err);
      return new Response(JSON.stringify({ success: false, message: 'Ein Fehler ist aufgetreten', errors: {} }), {
        status: 503,
        headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5', ...API_HEADERS },
      });
    }
    return instance.app.fetch(request, env);
  },
};

export default app;
