/**
 * The one fetch wrapper for /api. Every request carries X-Requested-With, the Bearer token when one
 * is stored, the CSRF header from <meta name="csrf-token"> when the page has one, and the page's language.
 * Any 401 removes the stored token and user and goes to the login page, unless the visitor is already on the
 * login page (any language prefix) or the social callback, or this page is signing the visitor out (see
 * markSigningOut); `on401: 'silent'` is for the token check, which clears the session without moving the visitor
 * (an expired token is not an error the visitor caused).
 */
import { DEFAULT_LANG, isLangCode, type LangCode } from '../i18n/languages';
import { localizePath, splitLangFromPath } from '../i18n/paths';
import { AUTH_EVENT, AUTH_TOKEN_KEY, USER_KEY } from './stores/session-keys';
import { readItem, removeItem } from './stores/storage';

export { AUTH_EVENT, AUTH_TOKEN_KEY, USER_KEY } from './stores/session-keys';

export interface ApiFetchOptions extends RequestInit {
  on401?: 'redirect' | 'silent';
}

function pageLang(): LangCode {
  const lang = typeof document === 'undefined' ? DEFAULT_LANG : document.documentElement.lang;
  return isLangCode(lang) ? lang : DEFAULT_LANG;
}

/** Pages where a 401 must not send the visitor to the login page (they are it, or are finishing a sign-in). */
export function isAuthPage(pathname: string): boolean {
  const { path } = splitLangFromPath(pathname);
  return /^\/(anmelden|social-callback)\/?$/.test(path.split(/[?#]/)[0] ?? '');
}

/** The login page to go to after a 401, remembering where the visitor was. */
export function loginUrl(lang: LangCode, from?: string): string {
  const base = localizePath(lang, '/anmelden');
  return from ? `${base}?next=${encodeURIComponent(from)}` : base;
}

let signingOut = false;

/**
 * From now on this page is signing the visitor out and goes where the sign-out sends them. A request answered 401
 * meanwhile (one sent with the token the sign-out revokes, or sent without a token once it is cleared) must not send
 * the visitor to the login page instead: its navigation would replace the sign-out's. Not reset: the page is left.
 */
export function markSigningOut(): void {
  signingOut = true;
}

/** True once this page signed the visitor out (markSigningOut). */
export function signingOutHere(): boolean {
  return signingOut;
}

/** Clears the stored session and tells the stores on this page. */
export function clearStoredAuth(): void {
  removeItem(AUTH_TOKEN_KEY);
  removeItem(USER_KEY);
  if (typeof document !== 'undefined') document.dispatchEvent(new Event(AUTH_EVENT));
}

export async function apiFetch(path: string, init: ApiFetchOptions = {}): Promise<Response> {
  const { on401 = 'redirect', ...request } = init;
  const headers = new Headers(request.headers);
  headers.set('X-Requested-With', 'XMLHttpRequest');
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', pageLang());
  const token = readItem(AUTH_TOKEN_KEY);
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  const csrf =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  if (csrf) headers.set('X-CSRF-TOKEN', csrf);

  const res = await fetch(path, { credentials: 'same-origin', ...request, headers });

  if (res.status === 401 && typeof location !== 'undefined') {
    const hadSession = readItem(AUTH_TOKEN_KEY) != null || readItem(USER_KEY) != null;
    if (hadSession) clearStoredAuth();
    if (on401 === 'redirect' && !signingOut && !isAuthPage(location.pathname)) {
      location.assign(loginUrl(pageLang(), location.pathname + location.search));
    }
  }
  return res;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped JSON: callers check the fields they use
export interface ApiResult<T = any> {
  ok: boolean;
  status: number;
  /** The JSON answer; null when there was none or it was not JSON. */
  body: T | null;
}

/** A JSON request through apiFetch. Network failures reject (callers say "Ein Fehler ist aufgetreten"). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped JSON answer, as ApiResult
export async function apiJson<T = any>(
  method: string,
  path: string,
  body?: unknown,
  options: ApiFetchOptions = {},
): Promise<ApiResult<T>> {
  const init: ApiFetchOptions = { ...options, method };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'Content-Type': 'application/json', ...(options.headers as Record<string, string> | undefined) };
  }
  const res = await apiFetch(path, init);
  let parsed: T | null = null;
  try {
    parsed = (await res.json()) as T;
  } catch {
    parsed = null;
  }
  return { ok: res.ok, status: res.status, body: parsed };
}

/** The server's field errors (`errors: {field: [message]}`), first message per field. */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (errors && typeof errors === 'object') {
    for (const [field, list] of Object.entries(errors)) {
      if (Array.isArray(list) && typeof list[0] === 'string') out[field] = list[0];
    }
  }
  return out;
}

/** The server's message, passed through as it is (the API writes it for visitors, localized), or null. */
export function messageOf(body: unknown): string | null {
  const m = (body as { message?: unknown } | null)?.message;
  return typeof m === 'string' && m.trim() ? m : null;
}
