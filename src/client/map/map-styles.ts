/**
 * Leaflet's stylesheet and the portal's marker styles, fetched only when a map is drawn. Imported as URLs (not
 * as CSS modules) so that no page gets them as render-blocking stylesheets up front.
 */
import leafletCss from 'leaflet/dist/leaflet.css?url';
import mapCss from './map.css?url';

let loaded: Promise<void> | null = null;

export function loadMapStyles(): Promise<void> {
  loaded ??= Promise.all(
    [leafletCss, mapCss].map(
      (href) =>
        new Promise<void>((resolve, reject) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          link.onload = () => resolve();
          link.onerror = () => reject(new Error(`stylesheet ${href} did not load`));
          document.head.append(link);
        }),
    ),
  ).then(() => undefined);
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}
