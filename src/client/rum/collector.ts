/**
 * The real-user collector, loaded only after the visitor allowed analytics and only for the sampled page views
 * (consent-scripts.ts): it gathers the Core Web Vitals of this page view and sends them once, when the page is
 * hidden, as one text/plain beacon to /api/rum. It sends the page type and language, nothing else about the page
 * or the visitor.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { splitLangFromPath } from '../../i18n/paths';
import { pageTypeOf } from '../../domain/rum';

export function startCollector(): void {
  const queued = new Map<string, number>();
  const sent = new Set<string>();
  const add = (m: Metric) => queued.set(m.name, m.value);
  // The metrics first: their own "page hidden" handlers then report before the one below sends.
  onLCP(add);
  onINP(add);
  onCLS(add);
  onFCP(add);
  onTTFB(add);
  const flush = () => {
    if (document.visibilityState !== 'hidden') return;
    const metrics = [...queued]
      .filter(([name]) => !sent.has(name))
      .map(([name, value]) => ({
        name,
        value: Math.round(value * (name === 'CLS' ? 10_000 : 1)) / (name === 'CLS' ? 10_000 : 1),
      }));
    if (metrics.length === 0) return;
    const { lang, path } = splitLangFromPath(location.pathname);
    const body = JSON.stringify({ page: pageTypeOf(path), lang, metrics });
    // A string body goes as text/plain: no preflight, and the beacon survives the page being closed.
    if (navigator.sendBeacon('/api/rum', body)) for (const { name } of metrics) sent.add(name);
  };
  addEventListener('visibilitychange', flush);
}
