/**
 * Cross-site request check for state-changing API requests. A browser names the page that sent a request in
 * `Origin` (or, failing that, `Referer`); a request that names a page of another site is refused, so a foreign
 * page cannot sign a visitor out or change their favourites with a form or a bodiless fetch.
 *
 * The origin is judged against the site's public address, not the socket's: behind an HTTPS proxy the socket
 * speaks http while the browser says `Origin: https://…`. With a trusted proxy, the origin it forwarded
 * (`X-Forwarded-Proto` with `X-Forwarded-Host` or `Host`) counts too. Requests that name no page at all (scripts,
 * apps, server-to-server) carry no browser session to abuse and pass.
 */
import type { MiddlewareHandler } from 'hono';
import type { HttpEnv } from './context';
import { errorBody } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function firstValue(header: string | undefined): string | undefined {
  return header?.split(',')[0]?.trim() || undefined;
}

export interface OriginCheckOptions {
  siteUrl: string;
  corsOrigins: readonly string[];
  trustProxy: boolean;
}

/** The origins a state-changing request may name, for one request. */
export function allowedOrigins(
  options: OriginCheckOptions,
  request: { url: string; header(name: string): string | undefined },
): Set<string> {
  const allowed = new Set<string>();
  const add = (origin: string | null) => origin && allowed.add(origin);
  add(originOf(options.siteUrl));
  for (const origin of options.corsOrigins) add(originOf(origin));
  // The address the request was made to: what a browser names when it talks to the server directly.
  add(originOf(request.url));
  if (options.trustProxy) {
    const proto = firstValue(request.header('x-forwarded-proto'));
    const host = firstValue(request.header('x-forwarded-host')) ?? request.header('host');
    if ((proto === 'http' || proto === 'https') && host) add(originOf(`${proto}://${host}`));
  }
  return allowed;
}

export function originCheck(options: OriginCheckOptions): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const referer = c.req.header('referer');
    if (origin === undefined && !referer) return next();
    // `Origin: null` (sandboxed frames, some redirects) names no page of ours either.
    const claimed = origin !== undefined ? originOf(origin) : originOf(referer);
    if (claimed && allowedOrigins(options, c.req).has(claimed)) return next();
    return c.json(errorBody(c, 'errors.crossOrigin'), 403);
  };
}
