/**
 * Location maps on detail pages: Leaflet is fetched only when the map scrolls into view (or its tab opens),
 * so a detail page pays nothing for it up front. Markup: an element with data-location-map, data-lat, data-lon,
 * data-approximate ("true": a circle around the town centre instead of a pin), data-tiles, data-attribution,
 * data-label (the marker's title).
 */
import { loadMapStyles } from '~/client/map/map-styles';
import { showMapFailed } from '~/client/map/map-failed';
import { loadLeaflet, withRetry } from '~/client/retry';

async function draw(el: HTMLElement): Promise<void> {
  const lat = Number(el.dataset.lat);
  const lon = Number(el.dataset.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return;
  el.dataset.state = 'loading';
  try {
    const [mod] = await Promise.all([loadLeaflet(), withRetry(loadMapStyles, { label: 'map styles' })]);
    const L = (mod as unknown as { default?: typeof import('leaflet') }).default ?? mod;
    const canvas = el.querySelector<HTMLElement>('[data-map-canvas]') ?? el;
    canvas.replaceChildren();
    const approximate = el.dataset.approximate === 'true';
    const map = L.map(canvas, { scrollWheelZoom: false }).setView([lat, lon], approximate ? 13 : 15);
    L.tileLayer(el.dataset.tiles!, { attribution: el.dataset.attribution ?? '', maxZoom: 19 }).addTo(map);
    if (approximate) L.circle([lat, lon], { radius: 600, color: '#17664c', fillOpacity: 0.15 }).addTo(map);
    else {
      const icon = L.divIcon({ className: 'map-pin', html: '<span></span>', iconSize: [22, 22], iconAnchor: [11, 22] });
      L.marker([lat, lon], { icon, title: el.dataset.label ?? '', keyboard: true }).addTo(map);
    }
    el.dataset.state = 'ready';
    // A map first drawn inside a hidden tab has no size: measure again once it is shown.
    new ResizeObserver(() => map.invalidateSize()).observe(canvas);
  } catch (err) {
    console.error('map could not load', err);
    el.dataset.state = 'failed';
    showMapFailed(el, el.querySelector<HTMLElement>('[data-map-canvas]') ?? el);
  }
}

export function initLocationMaps(root: ParentNode = document): void {
  const maps = [...root.querySelectorAll<HTMLElement>('[data-location-map]')];
  if (!maps.length) return;
  const io = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        io.unobserve(e.target);
        void draw(e.target as HTMLElement);
      }
    },
    { rootMargin: '200px' },
  );
  for (const m of maps) {
    io.observe(m);
    m.querySelector('[data-map-load]')?.addEventListener('click', () => {
      io.unobserve(m);
      void draw(m);
    });
  }
}
