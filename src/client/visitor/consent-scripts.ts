/**
 * The optional scripts of the site, by consent category. None runs before the visitor allows its category
 * (src/client/stores/consent.ts injects them). Configured at build from the portal's configuration (the build
 * compiles the value in), so a deployment without them ships none:
 * - PUBLIC_GA_MEASUREMENT_ID (e.g. G-XXXXXXX): Google Analytics 4 via gtag.js, category analytics; consent mode
 *   v2 signals are already set (denied by default, updated with every choice).
 */
import { registerConsentScript } from '../stores/consent';

export function registerConfiguredScripts(): void {
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
