/**
 * The visitor stores' way to the API. Requests go through src/lib/api.ts (the API engineer's wrapper: the
 * X-Requested-With header, the Bearer token, the CSRF header, the 401 rule) when that module exists and exports
 * `apiFetch(path, init): Promise<Response>`; otherwise through a fetch with the same headers (SPEC §7), so the
 * visitor features work in either state of the tree.
 */
import { readItem } from './storage';

export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

// A glob, not an import: it builds whether or not src/lib/api.ts exists, and loads it only on the first request.
const apiModules = import.meta.glob<{ apiFetch?: ApiFetch }>('../lib/api.ts');

async function plainFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('X-Requested-With', 'XMLHttpRequest');
  headers.set('Accept', 'application/json');
  const token = readItem('auth_token');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const csrf = typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  if (csrf) headers.set('X-CSRF-TOKEN', csrf);
  return fetch(path, { ...init, headers });
}

let resolved: Promise<ApiFetch> | null = null;

function apiFetch(): Promise<ApiFetch> {
  resolved ??= (async () => {
    const load = Object.values(apiModules)[0];
    if (!load) return plainFetch;
    try {
      const mod = await load();
      return typeof mod.apiFetch === 'function' ? mod.apiFetch : plainFetch;
    } catch (err) {
      console.error('api client failed to load, using plain fetch', err);
      return plainFetch;
    }
  })();
  return resolved;
}

export interface ApiReply {
  ok: boolean;
  status: number;
  /** The parsed JSON body, or null when the answer had none. */
  body: unknown;
}

/** One JSON request. Network failures reject; HTTP errors resolve with ok false. */
export async function apiCall(method: string, path: string, body?: unknown): Promise<ApiReply> {
  const f = await apiFetch();
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'Content-Type': 'application/json' };
  }
  const res = await f(path, init);
  let parsed: unknown = null;
  try {
    parsed = await res.json();
  } catch {
    parsed = null; // empty or not JSON (a static host's 404 page): the status decides
  }
  return { ok: res.ok, status: res.status, body: parsed };
}
