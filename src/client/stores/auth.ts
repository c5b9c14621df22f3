/**
 * Who is signed in: state 'loading' → 'authenticated' | 'anonymous'; the token under `auth_token`,
 * the user under `user`. Sign-in (password or social) stores both; logout or a failed token check clears both
 * silently. Other islands and stores listen to `$authState`/`$user`, or to the `portal:auth` document event.
 */
import { atom } from 'nanostores';
import { AUTH_EVENT, AUTH_TOKEN_KEY, USER_KEY, apiJson, clearStoredAuth, markSigningOut } from '../api';
import { onStorageKey, readItem, readJson, writeItem, writeJson } from './storage';

export type AuthState = 'loading' | 'authenticated' | 'anonymous';

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  role?: string;
  has_password?: boolean;
  providers?: string[];
  created_at?: string;
  [key: string]: unknown;
}

export function isAuthUser(value: unknown): value is AuthUser {
  const u = value as AuthUser | null;
  return !!u && typeof u === 'object' && typeof u.id === 'number' && typeof u.email === 'string';
}

function storedUser(): AuthUser | null {
  const u = readJson<unknown>(USER_KEY);
  return isAuthUser(u) ? u : null;
}

export const $authState = atom<AuthState>('loading');
export const $user = atom<AuthUser | null>(storedUser());

/** The name shown in menus; without a name, "User" (as the header has always shown). */
export function displayName(user: AuthUser | null, fallback = 'User'): string {
  return user?.name?.trim() || fallback;
}

function announce(): void {
  if (typeof document !== 'undefined') document.dispatchEvent(new Event(AUTH_EVENT));
}

/** After a successful login, registration or social sign-in. */
export function signIn(token: string, user: AuthUser): void {
  writeItem(AUTH_TOKEN_KEY, token);
  writeJson(USER_KEY, user);
  $user.set(user);
  $authState.set('authenticated');
  announce();
}

/** Updates the stored user after a profile change. */
export function setUser(user: AuthUser): void {
  writeJson(USER_KEY, user);
  $user.set(user);
}

/** Clears the session silently (no redirect, no message). */
export function clearAuth(): void {
  clearStoredAuth();
  $user.set(null);
  $authState.set('anonymous');
}

/**
 * True once this page signed the visitor out: the page is on its way to the home page, and an island that starts
 * meanwhile must not send the visitor to the login page instead (nor does a request answered 401, see apiFetch).
 */
export { signingOutHere } from '../api';

/** Ends the session on the server (best effort) and here. */
export async function signOut(): Promise<void> {
  markSigningOut();
  if (readItem(AUTH_TOKEN_KEY)) {
    try {
      await apiJson('POST', '/api/auth/logout', undefined, { on401: 'silent' });
    } catch (err) {
      console.error('logout request failed; the session is cleared here anyway', err);
    }
  }
  clearAuth();
}

let checking: Promise<AuthState> | null = null;

/**
 * Checks the stored token with GET /api/auth/me. 401 clears the session silently; a network failure keeps the
 * stored user (the visitor may be offline) and counts as signed in.
 */
export function checkAuth(): Promise<AuthState> {
  checking ??= (async () => {
    try {
      if (!readItem(AUTH_TOKEN_KEY)) {
        if (storedUser()) clearStoredAuth();
        $user.set(null);
        $authState.set('anonymous');
        return 'anonymous';
      }
      try {
        const res = await apiJson<{ user?: unknown }>('GET', '/api/auth/me', undefined, { on401: 'silent' });
        if (res.ok && isAuthUser(res.body?.user)) {
          setUser(res.body!.user as AuthUser);
          $authState.set('authenticated');
        } else if (res.status === 401) {
          clearAuth();
        } else {
          // Server trouble: keep what is stored rather than signing the visitor out.
          $authState.set(storedUser() ? 'authenticated' : 'anonymous');
        }
      } catch (err) {
        console.error('token check failed (network)', err);
        $authState.set(storedUser() ? 'authenticated' : 'anonymous');
      }
      return $authState.get();
    } finally {
      checking = null;
    }
  })();
  return checking;
}

let started = false;

/** Starts the auth state once per page: checks the token and follows sign-ins and sign-outs in other tabs. */
export function initAuth(): Promise<AuthState> {
  if (!started && typeof window !== 'undefined') {
    started = true;
    onStorageKey(AUTH_TOKEN_KEY, () => void checkAuth());
  }
  return $authState.get() === 'loading' ? checkAuth() : Promise.resolve($authState.get());
}
