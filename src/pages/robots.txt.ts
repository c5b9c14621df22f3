/** /robots.txt */
import type { APIRoute } from 'astro';
import { LANG_CODES } from '~/i18n/languages';
import { robotsTxt } from '~/domain/search/sitemap';

/** Account and tool pages (noindex anyway), the API and the search data files. */
const PRIVATE = [
  '/api/',
  '/search/',
  '/listing-cards/',
  '/pagefind/',
  '/dashboard',
  '/mein-konto',
  '/anmelden',
  '/registrieren',
  '/passwort-vergessen',
  '/social-callback',
  '/favoriten',
  '/vergleich',
  '/anfrage',
  '/admin',
];

export const GET: APIRoute = ({ site }) => {
  const origin = site?.origin ?? 'http://localhost:4321';
  const paths = PRIVATE.flatMap((p) =>
    p.endsWith('/') ? [p] : [p, ...LANG_CODES.filter((l) => l !== 'de').map((l) => `/${l}${p}`)],
  );
  return new Response(robotsTxt(origin, paths), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
