/**
 * Real-user measurements on the visitor's side: the page types a beacon names (never more of the address), and the
 * collector registered under analytics, so that it loads only after the visitor allowed analytics cookies.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageTypeOf, RUM_SAMPLE_RATE } from '~/domain/rum';
import { ONLY_NECESSARY, selection } from '~/domain/consent';
import { installStorage } from './helpers/visitor-env';

describe('page types of a beacon', () => {
  it('names the kind of page only', () => {
    expect(pageTypeOf('/')).toBe('home');
    expect(pageTypeOf('/immobilien')).toBe('search');
    expect(pageTypeOf('/immobilien/wohnung-kaufen/')).toBe('search');
    expect(pageTypeOf('/immobilien/1234/dachgeschoss-wien')).toBe('detail');
    expect(pageTypeOf('/immobilie/dachgeschoss-wien')).toBe('detail');
    expect(pageTypeOf('/onr/FX-100')).toBe('detail');
    expect(pageTypeOf('/kartensuche')).toBe('map');
    expect(pageTypeOf('/projekte')).toBe('projects');
    expect(pageTypeOf('/projekte/12')).toBe('project');
    expect(pageTypeOf('/favoriten')).toBe('account');
    expect(pageTypeOf('/impressum')).toBe('other');
  });

  it('samples a share of page views, not all and not none', () => {
    expect(RUM_SAMPLE_RATE).toBeGreaterThan(0);
    expect(RUM_SAMPLE_RATE).toBeLessThan(1);
  });
});

describe('the collector waits for analytics consent', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.doUnmock('~/client/rum/collector');
  });

  it('is registered under analytics and started only once analytics is allowed (and the view is sampled)', async () => {
    installStorage();
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('document', { head: { append: () => {} }, createElement: () => ({ dataset: {} }) });
    // Every view sampled here, so that only consent decides.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    // The collector itself needs a browser; here it only has to be started, or not.
    const startCollector = vi.fn();
    vi.doMock('~/client/rum/collector', () => ({ startCollector }));
    const consent = await import('~/client/stores/consent');
    const { registerConfiguredScripts } = await import('~/client/visitor/consent-scripts');
    consent.startConsent();
    registerConfiguredScripts();
    expect(consent.loadedConsentScripts()).not.toContain('rum');
    consent.saveConsent(ONLY_NECESSARY);
    expect(consent.loadedConsentScripts()).not.toContain('rum');
    consent.saveConsent(selection({ marketing: true }));
    expect(consent.loadedConsentScripts()).not.toContain('rum');
    // A start asked for by one of these choices would have come once the collector's module is loaded: load it.
    await import('~/client/rum/collector');
    expect(startCollector).not.toHaveBeenCalled();
    consent.saveConsent(selection({ analytics: true }));
    expect(consent.loadedConsentScripts()).toContain('rum');
    await vi.waitFor(() => expect(startCollector).toHaveBeenCalledTimes(1));
  });
});
