/**
 * The inline scripts the portal writes into its pages, as code held here rather than in the page templates. The
 * build hashes exactly these (and the framework's own island scripts) for the Content-Security-Policy, never the
 * scripts it finds in the built pages: a script that reached a page through listing text is then not allowed to
 * run, whatever it looks like.
 */
import { COMPARE_KEY } from '../domain/comparison';
import { GUEST_FAVORITES_KEY } from '../domain/favorites';
import { AUTH_TOKEN_KEY } from '../client/api';
import { LANGUAGES, LANG_CODES, type LangCode } from '../i18n/languages';

const prePaintScripts = new Map<LangCode, string>();

/**
 * Before first paint: the stored theme (no flash of the wrong one), a stored non-German language on a German page,
 * and old hash routes like /#/anmelden. Inline on purpose: a module script would run after paint.
 */
export function prePaintScript(lang: LangCode): string {
  // The same for every page of a language, so made once per language (a string of 2 KB a page otherwise).
  let script = prePaintScripts.get(lang);
  if (script === undefined) prePaintScripts.set(lang, (script = makePrePaintScript(lang)));
  return script;
}

function makePrePaintScript(lang: LangCode): string {
  const storageToUrl = Object.fromEntries(LANGUAGES.map((l) => [l.storageCode, l.code]));
  return `(function () {
  var storageToUrl = ${JSON.stringify(storageToUrl)};
  var pageLang = ${JSON.stringify(lang)};
  var d = document.documentElement;
  try {
    var s = localStorage.getItem('darkMode');
    var dark = s === 'true' || (s !== 'false' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) d.classList.add('dark');
    var prefix = pageLang === 'de' ? '' : '/' + pageLang;
    if (location.hash.indexOf('#/') === 0) {
      location.replace(prefix + location.hash.slice(1));
      return;
    }
    // German lives at the root: /de/… (which a static host answers with this German 404 page) is the same address
    // without the prefix.
    var first = location.pathname.split('/')[1];
    if (first === 'de') {
      location.replace((location.pathname.slice(3) || '/') + location.search + location.hash);
      return;
    }
    var stored = localStorage.getItem('language');
    // Only an unprefixed address is a German page to send on; a German page under another language's prefix (the
    // 404 page for /fr/…) already names its language and must not become /ar/fr/….
    var prefixed = Object.values(storageToUrl).indexOf(first) >= 0;
    if (stored && pageLang === 'de' && stored !== 'de' && !prefixed) {
      var target = storageToUrl[stored] || (Object.values(storageToUrl).indexOf(stored) >= 0 ? stored : null);
      if (!target) console.warn('Unknown language "' + stored + '", falling back to German');
      else if (target !== 'de')
        location.replace(
          '/' + target + (location.pathname === '/' ? '/' : location.pathname) + location.search + location.hash,
        );
    }
  } catch (e) {
    /* storage unavailable: defaults apply */
  }
})();`;
}

/**
 * Before first paint on the listing search: a URL with a search shows the pre-rendered default results dimmed until
 * the island has run that search (and never for longer than 8 s, should scripts fail).
 */
export const SEARCH_PENDING_SCRIPT = `(function () {
  var st = null;
  try {
    st = JSON.parse(sessionStorage.getItem('immoz_search_state') || 'null');
  } catch (e) {
    /* none */
  }
  var restoring = st && st.searchParams && st.expiresAt > Date.now() && location.pathname.indexOf('/seite/') < 0;
  var rendered = /\\/suche\\/?$/.test(location.pathname); // the server already rendered this search
  if (!rendered && (location.search.length > 1 || restoring)) {
    var d = document.documentElement;
    d.classList.add('search-pending');
    setTimeout(function () {
      d.classList.remove('search-pending');
    }, 8000);
  }
})();`;

/**
 * In a page right after its empty state (the comparison, the favourites): with nothing stored under any of `keys`
 * the empty state (`shown`) replaces the loading line before first paint, instead of when the page's module runs. The empty
 * state is taller, so showing it later pushed the footer down, a layout shift on every first visit. Anything stored
 * (a list, a session whose server list must be fetched) keeps the loading line until the module has its listings.
 */
function emptyStateScript(keys: readonly string[], loading: string, shown: readonly string[]): string {
  return `(function () {
  var keys = ${JSON.stringify(keys)};
  for (var i = 0; i < keys.length; i++) {
    var text = null;
    try {
      text = localStorage.getItem(keys[i]);
    } catch (e) {
      /* storage blocked: nothing stored */
    }
    if (text === null) continue;
    try {
      var value = JSON.parse(text);
      if (value === null || (Array.isArray(value) && value.length === 0)) continue;
    } catch (e) {
      /* not JSON (a session token): something is stored */
    }
    return;
  }
  var root = document.currentScript && document.currentScript.parentNode;
  var loading = root && root.querySelector('${loading}');
  if (!loading) return;
  loading.hidden = true;
  var shown = ${JSON.stringify(shown)};
  for (var j = 0; j < shown.length; j++) {
    var el = root.querySelector(shown[j]);
    if (el) el.hidden = false;
  }
})();`;
}

/** On /vergleich: nothing compared. */
export const COMPARE_EMPTY_SCRIPT = emptyStateScript([COMPARE_KEY], '[data-compare-loading]', ['[data-compare-empty]']);

/**
 * On /favoriten: no favourites in this browser and no session (a signed-in visitor's list is on the server); the
 * visitor is then a guest, and the hint to sign in that the module shows a guest appears with the empty state.
 */
export const FAVORITES_EMPTY_SCRIPT = emptyStateScript(
  [GUEST_FAVORITES_KEY, AUTH_TOKEN_KEY],
  '[data-favorites-loading]',
  ['[data-favorites-empty]', '[data-favorites-guest-hint]'],
);

/** Before first paint in the admin area: the stored theme only (its pages have no language redirect). */
export const ADMIN_THEME_SCRIPT = `(function () {
  try {
    var s = localStorage.getItem('darkMode');
    if (s === 'true' || (s !== 'false' && window.matchMedia('(prefers-color-scheme: dark)').matches))
      document.documentElement.classList.add('dark');
  } catch (e) {
    /* storage blocked: the light theme */
  }
})();`;

/** Every inline script body the portal's own templates can write, in every language. */
export function portalInlineScripts(): string[] {
  return [
    ...LANG_CODES.map((lang) => prePaintScript(lang)),
    SEARCH_PENDING_SCRIPT,
    COMPARE_EMPTY_SCRIPT,
    FAVORITES_EMPTY_SCRIPT,
    ADMIN_THEME_SCRIPT,
  ];
}
