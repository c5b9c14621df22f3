/**
 * Security headers for every response the portal serves: the API (this app) and the static server's HTML pages
 * and assets (src/server/http calls this too, so both answer with one policy). Pure: no I/O, no globals.
 *
 * The page policy is one the islands work under: Astro's hydration scripts are inline, so scripts need
 * 'unsafe-inline' unless the caller passes their hashes (then 'unsafe-inline' is dropped, as browsers ignore it
 * next to hashes anyway). Listing images may come from an agency's own host, hence `img-src https:`.
 */

export type ResponseKind = 'document' | 'asset' | 'api';

export type CspSourceKind = 'script' | 'style' | 'img' | 'connect' | 'font' | 'frame' | 'media' | 'worker';

export interface SecurityHeaderOptions {
  /** Served over HTTPS: adds Strict-Transport-Security. */
  https?: boolean;
  /** CSP hashes of inline scripts, e.g. "sha256-…", from Astro's CSP support or a build step. */
  scriptHashes?: readonly string[];
  /** Additional allowed sources per directive (from configuration, see `cspExtrasFromEnv`). */
  extraSources?: Partial<Record<CspSourceKind, readonly string[]>>;
}

function join(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ');
}

function documentPolicy(options: SecurityHeaderOptions): string {
  const extra = options.extraSources ?? {};
  const hashes = (options.scriptHashes ?? []).map((h) => (h.startsWith("'") ? h : `'${h}'`));
  return join({
    'default-src': ["'self'"],
    // Pagefind's search runs as WebAssembly: compiling it needs 'wasm-unsafe-eval' (no JS eval is allowed).
    'script-src': [
      "'self'",
      ...(hashes.length ? hashes : ["'unsafe-inline'"]),
      "'wasm-unsafe-eval'",
      ...(extra.script ?? []),
    ],
    'style-src': ["'self'", "'unsafe-inline'", ...(extra.style ?? [])],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(extra.img ?? [])],
    'font-src': ["'self'", 'data:', ...(extra.font ?? [])],
    'connect-src': ["'self'", ...(extra.connect ?? [])],
    'media-src': ["'self'", ...(extra.media ?? [])],
    'frame-src': ["'self'", ...(extra.frame ?? [])],
    'worker-src': ["'self'", 'blob:', ...(extra.worker ?? [])],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
// An uploaded or generated SVG is an asset too: no scripts, no framing by others.
const ASSET_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; font-src 'self' data:; frame-ancestors 'self'";

/** The headers to set on a response of the given kind. */
export function securityHeaders(kind: ResponseKind, options: SecurityHeaderOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  if (kind === 'document') {
    headers['Content-Security-Policy'] = documentPolicy(options);
    headers['X-Frame-Options'] = 'DENY';
    headers['Cross-Origin-Opener-Policy'] = 'same-origin';
    headers['Permissions-Policy'] = 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)';
  } else if (kind === 'api') {
    headers['Content-Security-Policy'] = API_POLICY;
    headers['X-Frame-Options'] = 'DENY';
    headers['Cross-Origin-Resource-Policy'] = 'same-origin';
  } else {
    headers['Content-Security-Policy'] = ASSET_POLICY;
  }
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/**
 * Extra CSP sources from the environment: CSP_SCRIPT_SRC, CSP_STYLE_SRC, CSP_IMG_SRC, CSP_CONNECT_SRC,
 * CSP_FONT_SRC, CSP_FRAME_SRC, CSP_MEDIA_SRC, CSP_WORKER_SRC, each a space- or comma-separated list.
 * Values containing quotes other than the CSP keywords, semicolons or newlines are rejected so configuration
 * cannot inject a directive.
 */
export function cspExtrasFromEnv(
  env: Readonly<Record<string, unknown>>,
): NonNullable<SecurityHeaderOptions['extraSources']> {
  const kinds: CspSourceKind[] = ['script', 'style', 'img', 'connect', 'font', 'frame', 'media', 'worker'];
  const out: Partial<Record<CspSourceKind, string[]>> = {};
  for (const kind of kinds) {
    const raw = env[`CSP_${kind.toUpperCase()}_SRC`];
    if (typeof raw !== 'string' || !raw) continue;
    const values = raw.split(/[\s,]+/).filter(Boolean);
    for (const v of values) {
      if (/[;\r\n]/.test(v) || (/'/.test(v) && !/^'[a-z0-9-]+'$|^'(sha256|sha384|sha512)-[A-Za-z0-9+/=]+'$/.test(v))) {
        throw new Error(`CSP_${kind.toUpperCase()}_SRC: invalid source ${JSON.stringify(v)}`);
      }
    }
    out[kind] = values;
  }
  return out;
}
