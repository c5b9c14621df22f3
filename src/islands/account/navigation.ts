/** Where account pages send the visitor, and the social sign-in hand-over. Pure, unit-tested. */
import { localizePath } from '../../i18n/paths';
import type { LangCode } from '../../i18n/languages';

/**
 * The `next` target after sign-in: only a path on this site (no "//host", no "/\host", no scheme), and never
 * back to a sign-in page; otherwise the dashboard.
 */
export function safeNext(next: string | null | undefined, lang: LangCode): string {
  const fallback = localizePath(lang, '/dashboard');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what this check rejects
  if (/[\u0000-\u001f]/.test(next)) return fallback;
  if (/\/(anmelden|registrieren|social-callback|passwort-vergessen)\/?(\?|#|$)/.test(next)) return fallback;
  return next;
}

export interface SocialAuth {
  token: string;
  user: { id: number; email: string; name: string; [key: string]: unknown };
}

/** Reads the `auth` query parameter of /social-callback: base64url JSON of {token, user} (the API's social sign-in routes). */
export function decodeAuthParam(value: string | null): SocialAuth | null {
  if (!value) return null;
  try {
    const b64 = value.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
    const parsed = JSON.parse(json) as SocialAuth;
    if (
      typeof parsed?.token !== 'string' ||
      !parsed.token ||
      typeof parsed.user?.id !== 'number' ||
      typeof parsed.user?.email !== 'string'
    )
      return null;
    return parsed;
  } catch {
    return null;
  }
}
