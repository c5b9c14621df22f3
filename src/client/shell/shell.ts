/**
 * The app shell's behaviour on every page, as one small module instead of React islands: the header controls
 * must not cost a content page the React runtime. Everything here reads and writes the same nanostores the
 * islands use, so a change in one place shows everywhere (and in other tabs, through storage events).
 */
import { $darkMode, toggleDarkMode } from '../stores/theme';
import { $currency, $rates, refreshRates, selectCurrency } from '../stores/currency';
import { storeLanguage } from '../stores/language';
import { clearSearchState } from '../stores/search-state';
import { CURRENCIES } from '../../domain/currency';
import { formatPrice, isolate, stripIsolates } from '../../domain/format';
import { flagSrc } from '../../domain/flags';
import { isHeaderShrunk, PRELOAD_DELAY_MS } from '../../domain/header';
import { badgeStillTrue } from '../../domain/price-history';
import { bcp47Of, isLangCode } from '../../i18n/languages';
import { withRetry } from '../retry';
import { initIslandRetry } from './island-retry';

// Card badges ("Preis gesenkt", "Neu") were true when the page was built; one whose time has passed since is removed.
document.querySelectorAll<HTMLElement>('[data-badge-until]').forEach((el) => {
  if (!badgeStillTrue(el.dataset.badgeUntil, Date.now())) el.remove();
});

const header = document.querySelector<HTMLElement>('.site-header');

function onScroll() {
  if (!header) return;
  const shrunk = isHeaderShrunk(window.scrollY, header.dataset.shrunk === 'true');
  if (String(shrunk) !== header.dataset.shrunk) header.dataset.shrunk = String(shrunk);
}
window.addEventListener('scroll', onScroll, { passive: true });
onScroll();

// Theme
const themeButtons = document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]');
$darkMode.subscribe((dark) => {
  document.documentElement.classList.toggle('dark', dark);
  themeButtons.forEach((b) => b.setAttribute('aria-pressed', String(dark)));
});
themeButtons.forEach((b) => b.addEventListener('click', () => toggleDarkMode()));

// Currency: prices are rendered in EUR; convert every [data-price-eur] on the page to the chosen currency.
const currencySelects = document.querySelectorAll<HTMLSelectElement>('[data-currency-select]');
currencySelects.forEach((sel) => sel.addEventListener('change', () => selectCurrency(sel.value)));

function renderPrices(texts = true) {
  const code = $currency.get();
  const rates = $rates.get();
  // Called on every search change: writes only what differs, so an unchanged page is not laid out again.
  if (document.documentElement.dataset.currency !== code) document.documentElement.dataset.currency = code;
  currencySelects.forEach((sel) => {
    if (sel.value !== code) sel.value = code;
  });
  const flag = CURRENCIES.find((c) => c.code === code)?.flag;
  if (flag)
    document.querySelectorAll<HTMLImageElement>('[data-currency-flag]').forEach((img) => {
      const src = flagSrc(flag);
      if (img.getAttribute('src') !== src) img.setAttribute('src', src);
    });
  if (!texts) return;
  document.querySelectorAll<HTMLElement>('[data-price-eur]').forEach((el) => {
    const eur = Number(el.dataset.priceEur);
    const onRequest = el.dataset.onRequest ?? '';
    // In the page's language, as the build wrote it ("350,000 €" on an English page, "350 000 €" on a German one).
    const price = formatPrice(eur, code, rates, onRequest, bcp47Of(document.documentElement.lang));
    // A price per unit (data-price-per="/m²") is converted like any price and keeps its unit inside the figure.
    const per = el.dataset.pricePer;
    const text =
      per && price !== onRequest ? isolate(`${stripIsolates(price)}${per}`, document.documentElement.lang) : price;
    if (el.textContent !== text) el.textContent = text;
  });
}
// The build writes every price in euros in the page's language, so with euros chosen (the default) the first pass
// has no text to change and leaves them: a page's start then does not build the language's number format (the
// first Intl.NumberFormat is the costliest step of the shell's start on a phone). Every later pass writes them.
let pricesWritten = false;
$currency.subscribe((code) => {
  renderPrices(pricesWritten || code !== 'EUR');
  pricesWritten = true;
});
$rates.listen(() => renderPrices());
// Pages rendered after load (islands) ask for a re-render with this event.
document.addEventListener('portal:prices', () => renderPrices());
if ($currency.get() !== 'EUR') void refreshRates();

// Language: remember the choice so unprefixed pages open in it next time.
document.querySelectorAll<HTMLAnchorElement>('[data-lang-link]').forEach((a) => {
  a.addEventListener('click', () => {
    const code = a.dataset.langLink;
    if (isLangCode(code)) storeLanguage(code);
    // Keep the search and the open tab when switching language.
    a.search = location.search;
    a.hash = location.hash;
  });
});

// The properties item starts a fresh search: clear the saved one and replace the history entry (back must not return to the old filters).
document.querySelectorAll<HTMLAnchorElement>('a[data-nav="properties"]').forEach((a) => {
  a.addEventListener('click', (e) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    clearSearchState();
    location.replace(a.href);
  });
});

// Mobile menu: a modal <dialog> traps focus and closes on Escape natively.
const dialog = document.querySelector<HTMLDialogElement>('#mobile-menu');
const opener = document.querySelector<HTMLButtonElement>('[data-menu-open]');
opener?.addEventListener('click', () => dialog?.showModal());
dialog?.querySelectorAll('[data-menu-close], a').forEach((el) => el.addEventListener('click', () => dialog.close()));
dialog?.addEventListener('close', () => opener?.focus());

// Close open <details> menus on Escape or an outside click, as a menu should.
const menus = document.querySelectorAll<HTMLDetailsElement>('details[data-lang-menu], details[data-auth-user]');
document.addEventListener('keydown', (e) => {
  if (e.key !== 'Escape') return;
  menus.forEach((m) => {
    if (m.open) {
      m.open = false;
      m.querySelector('summary')?.focus();
    }
  });
});
document.addEventListener('click', (e) => {
  menus.forEach((m) => {
    if (m.open && !m.contains(e.target as Node)) m.open = false;
  });
});

// Signed-in state: the auth store (loaded only when a token is stored) shows the user menu.
void withRetry(() => import('./shell-auth'), { label: 'sign-in state' })
  .then((m) => m.initShellAuth())
  .catch((err) => console.error('sign-in state could not load', err));

initIslandRetry();

// Preloading: the page names its likely next pages; fetch them at idle priority after 2 s.
setTimeout(() => {
  const urls = new Set((document.body.dataset.prefetch ?? '').split(' ').filter(Boolean));
  document.querySelectorAll<HTMLAnchorElement>('a[data-prefetch-link]').forEach((a) => urls.add(a.pathname));
  for (const href of urls) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.append(link);
  }
}, PRELOAD_DELAY_MS);
