import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Finds the file for a URL path inside `root`: the file itself, `<path>/index.html`, or `<path>.html`.
 * Returns null for anything outside root (traversal) or missing.
 */
export function findStaticFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const resolved = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return null;
  for (const candidate of [resolved, path.join(resolved, 'index.html'), resolved + '.html']) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      /* try the next candidate */
    }
  }
  return null;
}

function cacheControl(urlPath: string, file: string): string {
  // Hashed bundle names never change content: cache forever. Pages and indexes must revalidate.
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html')) return 'public, max-age=0, must-revalidate';
  if (urlPath.startsWith('/pagefind/') || urlPath.startsWith('/pagefind-delta/')) return 'public, max-age=300';
  // Names the delta index of this build: read fresh, or a visitor would search a delta that is gone.
  if (urlPath === '/pagefind-delta.json') return 'public, max-age=0, must-revalidate';
  // The search index's manifest has one URL for every build and names each part's version, which its URLs carry.
  if (urlPath === '/search/parts.json') return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt)$/;

/**
 * Sends a file: the .br twin the build wrote when the client accepts brotli, else gzip made on the fly for text,
 * else the file as it is. Weak ETags per representation let browsers revalidate cheaply.
 */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  opts: { status?: number; urlPath: string; headers?: Record<string, string> },
): void {
  const accept = String(req.headers['accept-encoding'] ?? '');
  let body = file;
  let encoding: 'br' | 'gzip' | undefined;
  if (/\bbr\b/.test(accept) && fs.existsSync(file + '.br')) {
    body = file + '.br';
    encoding = 'br';
  } else if (/\bgzip\b/.test(accept) && COMPRESSIBLE.test(file)) {
    encoding = 'gzip';
  }
  const stat = fs.statSync(body);
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${encoding ? '-' + encoding : ''}"`;
  const status = opts.status ?? 200;
  const headers: Record<string, string | number> = {
    'Content-Type': contentType(file),
    'Cache-Control': status === 200 ? cacheControl(opts.urlPath, file) : 'no-store',
    Vary: 'Accept-Encoding',
    ...opts.headers,
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  if (status === 200) {
    headers.ETag = etag;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
  }
  if (encoding !== 'gzip') headers['Content-Length'] = stat.size;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = fs.createReadStream(body);
  if (encoding === 'gzip') stream.pipe(zlib.createGzip({ level: 6 })).pipe(res);
  else stream.pipe(res);
}
