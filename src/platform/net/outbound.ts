/**
 * Outgoing HTTP requests whose target a stranger or a feed can choose (feed URLs, Web Push endpoints): they reach
 * public addresses only, checked on the address actually connected to (after DNS, so a name that resolves to
 * 127.0.0.1 is refused, and so is a redirect to one), within a time limit for the whole exchange and a size cap on
 * the answer. Redirects are refused unless the caller allows a number of them; each hop is checked again.
 * Hosts the operator names (`allowHosts`, e.g. a feed server in their own network) are exempt from the address
 * check, never from the limits.
 */
import dns from 'node:dns';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { isPublicAddress } from './addresses';

export type OutboundFailure = 'scheme' | 'address' | 'redirect' | 'too-large' | 'timeout' | 'network';

export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export interface OutboundOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** For the whole exchange, from the first connection to the last byte of the answer. */
  timeoutMs: number;
  /** The answer's body is cut off (and the request failed) beyond this many bytes. */
  maxBytes: number;
  /** Redirects followed, each to a checked address (default 0: a redirect is an error). */
  maxRedirects?: number;
  /** Only https: URLs (Web Push endpoints are HTTPS by definition). */
  httpsOnly?: boolean;
  /** Host names (or addresses) the operator allows even where they resolve to a non-public address. */
  allowHosts?: readonly string[];
  signal?: AbortSignal;
}

export interface OutboundAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The URL that answered (after any redirects). */
  url: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function allowed(host: string, allowHosts: readonly string[] | undefined): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return !!allowHosts?.some((a) => a.toLowerCase() === h);
}

/** A DNS lookup that refuses names resolving to any non-public address. */
function guardedLookup(allowHosts: readonly string[] | undefined): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as dns.LookupAddress[];
      if (!allowed(hostname, allowHosts)) {
        const bad = list.find((a) => !isPublicAddress(a.address));
        if (bad || list.length === 0) {
          const e = new OutboundError('address', `${hostname} resolves to a non-public address (${bad?.address})`);
          return callback(e as NodeJS.ErrnoException, '', 0);
        }
      }
      if ((options as dns.LookupOptions).all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

function checkUrl(raw: string, options: OutboundOptions): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError('scheme', `not a URL: ${raw.slice(0, 200)}`);
  }
  if (url.protocol !== 'https:' && (options.httpsOnly || url.protocol !== 'http:'))
    throw new OutboundError('scheme', `${url.protocol} URLs are not fetched`);
  if (url.username || url.password) throw new OutboundError('scheme', 'URLs with credentials are not fetched');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address written into the URL is never looked up, so it is judged here.
  if (net.isIP(host) && !isPublicAddress(host) && !allowed(host, options.allowHosts))
    throw new OutboundError('address', `${host} is not a public address`);
  return url;
}

/**
 * Sends the request and hands each chunk of the answer's body to `onChunk`, within the limits. Resolves with the
 * status and headers of the final answer once its body has been read completely.
 */
export async function requestPublic(
  rawUrl: string,
  options: OutboundOptions,
  onChunk: (chunk: Buffer) => void | Promise<void>,
): Promise<OutboundAnswer> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  let url = checkUrl(rawUrl, options);
  let method = (options.method ?? 'GET').toUpperCase();
  let body = options.body;
  for (let hop = 0; ; hop++) {
    const answer = await once(url, method, body, options, signal, onChunk);
    if (!('location' in answer)) return answer;
    if (hop >= (options.maxRedirects ?? 0))
      throw new OutboundError(
        'redirect',
        `redirect (${answer.status}) to ${answer.location.slice(0, 200)} not followed`,
      );
    url = checkUrl(new URL(answer.location, url).toString(), options);
    if (answer.status === 303 || ((answer.status === 301 || answer.status === 302) && method === 'POST')) {
      method = 'GET';
      body = undefined;
    }
  }
}

function once(
  url: URL,
  method: string,
  body: string | Buffer | undefined,
  options: OutboundOptions,
  signal: AbortSignal,
  onChunk: (chunk: Buffer) => void | Promise<void>,
): Promise<OutboundAnswer | { status: number; location: string }> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError(options));
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
        ...options.headers,
      },
      lookup: guardedLookup(options.allowHosts),
      signal,
      // No connection reuse: every request's address is checked on its own connection.
      agent: false,
    });
    req.on('error', (err) => {
      if (err instanceof OutboundError) return reject(err);
      if (signal.aborted) return reject(abortError(options));
      reject(new OutboundError('network', `${url.host}: ${err.message}`));
    });
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      if (REDIRECTS.has(status) && res.headers.location) {
        res.resume();
        return resolve({ status, location: res.headers.location });
      }
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        req.destroy();
        return reject(new OutboundError('too-large', `answer of ${declared} bytes exceeds ${options.maxBytes}`));
      }
      let received = 0;
      (async () => {
        for await (const chunk of res as AsyncIterable<Buffer>) {
          received += chunk.length;
          if (received > options.maxBytes) {
            req.destroy();
            throw new OutboundError('too-large', `answer exceeds ${options.maxBytes} bytes`);
          }
          await onChunk(chunk);
        }
        if (!res.complete) throw new OutboundError('network', `${url.host}: the answer ended early`);
      })().then(
        () => resolve({ status, headers: res.headers, url: url.toString() }),
        (err) => {
          req.destroy();
          if (err instanceof OutboundError) reject(err);
          else if (signal.aborted) reject(abortError(options));
          else reject(new OutboundError('network', `${url.host}: ${(err as Error).message}`));
        },
      );
    });
    req.end(body);
  });
}

function abortError(options: OutboundOptions): Error {
  if (options.signal?.aborted)
    return options.signal.reason instanceof Error ? options.signal.reason : new Error('aborted');
  return new OutboundError('timeout', `no complete answer within ${Math.round(options.timeoutMs / 1000)} s`);
}

/** The whole answer in memory (for small answers: the cap keeps it small). */
export async function fetchPublic(url: string, options: OutboundOptions): Promise<OutboundAnswer & { body: Buffer }> {
  const chunks: Buffer[] = [];
  const answer = await requestPublic(url, options, (c) => void chunks.push(c));
  return { ...answer, body: Buffer.concat(chunks) };
}

/**
 * Downloads into `dest` through a temporary file beside it, renamed only when the answer was complete and
 * successful; on any failure the temporary file is removed, so a broken download neither replaces the last good
 * file nor stays behind filling the disk.
 */
export async function downloadPublic(url: string, dest: string, options: OutboundOptions): Promise<OutboundAnswer> {
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  const tmp = `${dest}.${process.pid}.tmp`;
  const fd = fs.openSync(tmp, 'w');
  let closed = false;
  try {
    const answer = await requestPublic(url, options, (chunk) => {
      // A write may store only part of a chunk (a disk filling up) and says so by its count: write the rest until
      // the disk refuses with ENOSPC, so a download is never silently cut short.
      for (let at = 0; at < chunk.length;) at += fs.writeSync(fd, chunk, at, chunk.length - at);
    });
    if (answer.status < 200 || answer.status >= 300) throw new OutboundError('network', `HTTP ${answer.status}`);
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    closed = true;
    fs.renameSync(tmp, dest);
    return answer;
  } catch (err) {
    if (!closed) fs.closeSync(fd);
    fs.rmSync(tmp, { force: true });
    throw err;
  }
}
