import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCEPT_ALL,
  categoryAllowed,
  CONSENT_BANNER_DELAY_MS,
  CONSENT_DATE_KEY,
  CONSENT_KEY,
  CONSENT_MODE_DEFAULT,
  consentModeSignals,
  isAutomatedVisitor,
  ONLY_NECESSARY,
  parseConsent,
  selection,
  shouldShowBanner,
} from '~/domain/consent';
import { installStorage } from './helpers/visitor-env';

describe('cookie consent rules', () => {
  it('keys cookie-consent and cookie-consent-date; banner after 1.5 s', () => {
    expect(CONSENT_KEY).toBe('cookie-consent');
    expect(CONSENT_DATE_KEY).toBe('cookie-consent-date');
    expect(CONSENT_BANNER_DELAY_MS).toBe(1500);
  });

  it('preferences: necessary always true, functional, analytics, marketing', () => {
    expect(parseConsent({ necessary: false, functional: true, analytics: 'yes', marketing: true })).toBeNull(); // not booleans
    expect(parseConsent({ necessary: false, functional: true, analytics: false, marketing: true })).toEqual({
      necessary: true,
      functional: true,
      analytics: false,
      marketing: true,
    });
    expect(parseConsent({})).toEqual(ONLY_NECESSARY);
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent([true])).toBeNull();
    expect(selection({ analytics: true })).toEqual({
      necessary: true,
      functional: false,
      analytics: true,
      marketing: false,
    });
    expect(ACCEPT_ALL).toEqual({ necessary: true, functional: true, analytics: true, marketing: true });
  });

  it('consent mode v2: all four denied by default; analytics and marketing grant their signals', () => {
    expect(CONSENT_MODE_DEFAULT).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentModeSignals(null)).toEqual(CONSENT_MODE_DEFAULT);
    expect(consentModeSignals(ONLY_NECESSARY)).toEqual(CONSENT_MODE_DEFAULT);
    expect(consentModeSignals(selection({ analytics: true }))).toEqual({
      ...CONSENT_MODE_DEFAULT,
      analytics_storage: 'granted',
    });
    expect(consentModeSignals(selection({ marketing: true }))).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });

  it('scripts of a category run only after consent to it', () => {
    expect(categoryAllowed(null, 'analytics')).toBe(false);
    expect(categoryAllowed(null, 'necessary')).toBe(true);
    expect(categoryAllowed(selection({ analytics: true }), 'analytics')).toBe(true);
    expect(categoryAllowed(selection({ analytics: true }), 'marketing')).toBe(false);
  });

  it('suppressed for bots and headless browsers, unless opened deliberately', () => {
    expect(
      isAutomatedVisitor(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/130.0 Safari/537.36',
        false,
      ),
    ).toBe(true);
    expect(isAutomatedVisitor('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', false)).toBe(
      true,
    );
    expect(isAutomatedVisitor('Mozilla/5.0 (compatible; bingbot/2.0)', false)).toBe(true);
    expect(isAutomatedVisitor('Mozilla/5.0 … Chrome-Lighthouse', false)).toBe(true);
    expect(
      isAutomatedVisitor(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
        true,
      ),
    ).toBe(true);
    expect(
      isAutomatedVisitor(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
        false,
      ),
    ).toBe(false);
    expect(
      isAutomatedVisitor(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
        undefined,
      ),
    ).toBe(false);
    expect(shouldShowBanner({ stored: null, automated: false, forced: false })).toBe(true);
    expect(shouldShowBanner({ stored: ONLY_NECESSARY, automated: false, forced: false })).toBe(false);
    expect(shouldShowBanner({ stored: null, automated: true, forced: false })).toBe(false);
    expect(shouldShowBanner({ stored: null, automated: true, forced: true })).toBe(true);
    expect(shouldShowBanner({ stored: ACCEPT_ALL, automated: true, forced: true })).toBe(true);
  });
});

describe('consent store', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  function browser() {
    const head: { src: string }[] = [];
    const win: { dataLayer?: unknown[]; gtag?: (...a: unknown[]) => void } & EventTarget = new EventTarget();
    vi.stubGlobal('window', win);
    vi.stubGlobal('document', {
      head: { append: (el: { src: string }) => head.push(el) },
      createElement: () => ({ async: false, src: '', dataset: {} }),
    });
    const commands = () => (win.dataLayer ?? []).map((a) => Array.from(a as ArrayLike<unknown>));
    return { win, head, commands };
  }

  it('defaults to denied before anything, applies the stored choice, stores new ones with their date', async () => {
    const storage = installStorage({
      'cookie-consent': JSON.stringify({ necessary: true, functional: false, analytics: true, marketing: false }),
    });
    const { commands } = browser();
    const consent = await import('~/client/stores/consent');
    consent.startConsent();
    expect(commands()[0]).toEqual(['consent', 'default', { ...CONSENT_MODE_DEFAULT, wait_for_update: 500 }]);
    expect(commands()[1]).toEqual(['consent', 'update', { ...CONSENT_MODE_DEFAULT, analytics_storage: 'granted' }]);

    consent.saveConsent(ACCEPT_ALL, new Date('2026-11-02T10:00:00Z'));
    expect(JSON.parse(storage.getItem('cookie-consent')!)).toEqual(ACCEPT_ALL);
    expect(storage.getItem('cookie-consent-date')).toBe('2026-11-02T10:00:00.000Z');
    expect(commands().at(-1)).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ]);
  });

  it('a registered analytics script loads only after analytics consent', async () => {
    installStorage();
    const { head } = browser();
    const consent = await import('~/client/stores/consent');
    consent.startConsent();
    const init = vi.fn();
    consent.registerConsentScript({ id: 'ga', category: 'analytics', src: 'https://example.test/ga.js', init });
    consent.registerConsentScript({ id: 'ads', category: 'marketing', src: 'https://example.test/ads.js' });
    expect(head).toEqual([]);
    expect(init).not.toHaveBeenCalled();
    consent.saveConsent(ONLY_NECESSARY);
    expect(head).toEqual([]);
    consent.saveConsent(selection({ analytics: true }));
    expect(head.map((s) => s.src)).toEqual(['https://example.test/ga.js']);
    expect(init).toHaveBeenCalledTimes(1);
    consent.saveConsent(ACCEPT_ALL);
    expect(head.map((s) => s.src)).toEqual(['https://example.test/ga.js', 'https://example.test/ads.js']);
    expect(consent.loadedConsentScripts()).toEqual(['ga', 'ads']);
  });
});
