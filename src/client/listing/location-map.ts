/**
 * Location maps on detail pages: Leaflet is fetched only when the map scrolls into view (or its tab opens),
 * so a detail page pays nothing for it up front. Markup: an element with data-location-map, data-lat, data-lon,
 * data-approximate ("true": a circle around the town centre instead of a pin), data-tiles, data-attribution,
 * data-label (the marker's title). With data-places-url, a button under the map loads the places around the listing
 * (OpenStreetMap, from the API) and shows them as markers (places-map.ts, a chunk of its own fetched on the click):
 * only when asked, so the page weighs nothing more for them.
 */
import { loadMapStyles } from '~/client/map/map-styles';
import { showMapFailed } from '~/client/map/map-failed';
import { loadLeaflet, withRetry } from '~/client/retry';

type Leaflet = typeof import('leaflet');
const drawn = new WeakMap<HTMLElement, Promise<{ L: Leaflet; map: import('leaflet').Map } | null>>();

/** Draws the map once, however often it is asked (scrolling into view, its button, the places button). */
function draw(el: HTMLElement): Promise<{ L: Leaflet; map: import('leaflet').Map } | null> {
  let p = drawn.get(el);
  if (!p) drawn.set(el, (p = drawOnce(el)));
  return p;
}

async function drawOnce(el: HTMLElement): Promise<{ L: Leaflet; map: import('leaflet').Map } | null> {
  const lat = Number(el.dataset.lat);
  const lon = Number(el.dataset.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  el.dataset.state = 'loading';
  try {
    const [mod] = await Promise.all([loadLeaflet(), withRetry(loadMapStyles, { label: 'map styles' })]);
    const L = (mod as unknown as { default?: Leaflet }).default ?? (mod as unknown as Leaflet);
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
    return { L, map };
  } catch (err) {
    console.error('map could not load', err);
    el.dataset.state = 'failed';
    showMapFailed(el, el.querySelector<HTMLElement>('[data-map-canvas]') ?? el);
    return null;
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
    const places = m.querySelector<HTMLButtonElement>('[data-places-load]');
    places?.addEventListener('click', () => {
      io.unobserve(m);
      // The places' code (fetch, zod, markers) is a chunk of its own, fetched on this click only.
      import('./places-map')
        .then(({ showPlaces }) => showPlaces(m, places, draw))
        .catch((err: unknown) => {
          console.error('places could not load', err);
          const status = m.querySelector<HTMLElement>('[data-places-status]');
          if (status) status.textContent = m.dataset.placesFailed ?? '';
        });
    });
  }
}
