/** Where account pages send the visitor, and the social sign-in hand-over. Pure, unit-tested. */
import { localizePath } from '../../i18n/paths';
import type { LangCode } from '../../i18n/languages';

/**
 * Where the registration form posts when the browser runs no JavaScript: an on-request page in every language
 * (src/pages/[...lang]/registrieren/senden.astro) that hands the post to the API. Kept here, not with the schema,
 * so the island's first bundle does not carry zod.
 */
export const REGISTER_FORM_PATH = '/registrieren/senden';

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

/**
 * The one-time code in /social-callback's address (?code=…&social-auth=success), or null after a failed sign-in
 * or when the parameter is not a code's shape. The page trades it for the session with a POST.
 */
export function socialLoginCode(search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.get('social-auth') !== 'success') return null;
  const code = params.get('code');
  return code && /^[A-Za-z0-9_-]{43}$/.test(code) ? code : null;
}
