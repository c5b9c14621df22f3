/**
 * Cookie consent rules: preferences necessary (always true), functional,
 * analytics, marketing under `cookie-consent`, the time of the choice under `cookie-consent-date`; the banner is
 * hidden at first and shown after 1.5 s when nothing is stored, never for bots and headless browsers; consent
 * drives Google consent mode v2 (analytics_storage, ad_storage, ad_user_data, ad_personalization), all denied
 * until the visitor agrees; no analytics or marketing script runs before that.
 */
import { isRecord } from './listing-ref';

export const CONSENT_KEY = 'cookie-consent';
export const CONSENT_DATE_KEY = 'cookie-consent-date';
export const CONSENT_BANNER_DELAY_MS = 1500;
/** Query that opens the banner on purpose, also for automated browsers (tests, audits): ?consent=show */
export const CONSENT_FORCE_PARAM = 'consent';
export const CONSENT_FORCE_VALUE = 'show';
/**
 * Session storage: "close" without a choice keeps the banner away for this browser session. Nothing is granted
 * then (all signals stay denied), and the banner returns in the next session.
 */
export const CONSENT_DISMISSED_KEY = 'cookie-consent-dismissed';

export interface CookiePreferences {
  necessary: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
}

export type ConsentCategory = Exclude<keyof CookiePreferences, 'necessary'>;
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ['functional', 'analytics', 'marketing'];

export const ONLY_NECESSARY: CookiePreferences = {
  necessary: true,
  functional: false,
  analytics: false,
  marketing: false,
};
export const ACCEPT_ALL: CookiePreferences = { necessary: true, functional: true, analytics: true, marketing: true };

/**
 * The stored preferences, or null when none is stored or the value is not a preferences object (each field, when
 * present, a boolean): the visitor is then asked again. `necessary` is always true.
 */
export function parseConsent(raw: unknown): CookiePreferences | null {
  if (!isRecord(raw)) return null;
  const fields = ['necessary', 'functional', 'analytics', 'marketing'] as const;
  if (fields.some((f) => raw[f] !== undefined && typeof raw[f] !== 'boolean')) return null;
  return {
    necessary: true,
    functional: raw.functional === true,
    analytics: raw.analytics === true,
    marketing: raw.marketing === true,
  };
}

/** A selection from the detailed view; necessary cannot be switched off. */
export function selection(choice: Partial<Record<ConsentCategory, boolean>>): CookiePreferences {
  return {
    necessary: true,
    functional: choice.functional === true,
    analytics: choice.analytics === true,
    marketing: choice.marketing === true,
  };
}

export type ConsentSignal = 'granted' | 'denied';
export interface ConsentModeSignals {
  analytics_storage: ConsentSignal;
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
}

/** Consent mode v2 before any choice: everything denied. */
export const CONSENT_MODE_DEFAULT: ConsentModeSignals = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

/** Analytics consent grants analytics storage; marketing consent grants the three ad signals. */
export function consentModeSignals(prefs: CookiePreferences | null): ConsentModeSignals {
  if (!prefs) return { ...CONSENT_MODE_DEFAULT };
  const g = (on: boolean): ConsentSignal => (on ? 'granted' : 'denied');
  return {
    analytics_storage: g(prefs.analytics),
    ad_storage: g(prefs.marketing),
    ad_user_data: g(prefs.marketing),
    ad_personalization: g(prefs.marketing),
  };
}

/** Whether a script of a category may run under the given preferences (necessary ones always may). */
export function categoryAllowed(prefs: CookiePreferences | null, category: keyof CookiePreferences): boolean {
  if (category === 'necessary') return true;
  return prefs !== null && prefs[category] === true;
}

/** Crawlers, link previewers, audit tools and automation: they never see the banner unless it is forced. */
const BOT_UA =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|discordbot|skypeuripreview|bingpreview|lighthouse|chrome-lighthouse|pagespeed|headlesschrome|phantomjs|puppeteer|playwright|selenium|cypress|electron\/.*headless/i;

export function isAutomatedVisitor(userAgent: string, webdriver: boolean | undefined): boolean {
  return webdriver === true || BOT_UA.test(userAgent);
}

/** Forced (query or footer button) always shows; otherwise only people without a stored choice see it. */
export function shouldShowBanner(opts: {
  stored: CookiePreferences | null;
  automated: boolean;
  forced: boolean;
}): boolean {
  if (opts.forced) return true;
  return opts.stored === null && !opts.automated;
}
