/**
 * The optional scripts of the site, by consent category. None runs before the visitor allows its category
 * (src/client/stores/consent.ts injects them). Configured at build from the portal's configuration (the build
 * compiles the value in), so a deployment without them ships none:
 * - the portal's real-user measurements (src/client/rum), category analytics, always;
 * - PUBLIC_GA_MEASUREMENT_ID (e.g. G-XXXXXXX): Google Analytics 4 via gtag.js, category analytics; consent mode
 *   v2 signals are already set (denied by default, updated with every choice).
 */
import { registerConsentScript } from '../stores/consent';
import { RUM_SAMPLE_RATE } from '../../domain/rum';

export function registerConfiguredScripts(): void {
  // The portal's own Core Web Vitals collector, category analytics: a sampled page view loads it (a small chunk
  // with web-vitals) once the visitor allowed analytics; the others never download it.
  registerConsentScript({
    id: 'rum',
    category: 'analytics',
    init: () => {
      if (Math.random() < RUM_SAMPLE_RATE) void import('../rum/collector').then((m) => m.startCollector());
    },
  });
  const ga = import.meta.env.PUBLIC_GA_MEASUREMENT_ID as string | undefined;
  if (ga && /^G-[A-Z0-9]+$/.test(ga)) {
    registerConsentScript({
      id: 'google-analytics',
      category: 'analytics',
      src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ga)}`,
      init: () => {
        window.gtag?.('js', new Date());
        window.gtag?.('config', ga, { anonymize_ip: true });
      },
    });
  }
}
