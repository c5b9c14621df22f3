/**
 * Every page: Google consent mode defaults (denied) and the stored choice applied at once; the banner's code
 * loads only when it is needed (1.5 s after load without a stored choice, or when a visitor asks for the
 * settings), so most page views never download it.
 */
import { $consent, startConsent } from '../stores/consent';
import {
  CONSENT_BANNER_DELAY_MS,
  CONSENT_DISMISSED_KEY,
  CONSENT_FORCE_PARAM,
  CONSENT_FORCE_VALUE,
  isAutomatedVisitor,
  shouldShowBanner,
} from '../../domain/consent';
import { readItem } from '../stores/storage';
import { registerConfiguredScripts } from './consent-scripts';

startConsent();
registerConfiguredScripts();

const forced = new URLSearchParams(location.search).get(CONSENT_FORCE_PARAM) === CONSENT_FORCE_VALUE;
const automated = isAutomatedVisitor(navigator.userAgent, navigator.webdriver);
const dismissed = readItem(CONSENT_DISMISSED_KEY, 'session') === '1';

const ui = () => import('./consent-ui');

if (shouldShowBanner({ stored: $consent.get(), automated, forced }) && (forced || !dismissed)) {
  setTimeout(() => void ui().then((m) => m.showConsentBanner('simple', false)), CONSENT_BANNER_DELAY_MS);
}

document.addEventListener('click', (e) => {
  const opener = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-cookie-settings]') : null;
  if (!opener) return;
  e.preventDefault();
  void ui().then((m) => m.showConsentBanner('details', true, opener));
});
