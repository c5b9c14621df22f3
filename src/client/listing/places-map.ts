/**
 * The places around a listing on its location map (OpenStreetMap, from the API), as markers in the colours of their
 * kind. Loaded by location-map.ts only when the visitor asks for the places, with the zod that checks the answer:
 * until then the detail page carries none of it.
 */
import type { Map as LeafletMap } from 'leaflet';

type Leaflet = typeof import('leaflet');

/** Mode colours of the places' markers: stops in the transport colours Vienna's signs use, the rest muted. */
const PLACE_COLOURS: Record<string, string> = {
  subway: '#e2001a',
  suburban: '#0072bc',
  tram: '#c4161c',
  bus: '#1e3a8a',
  kindergarten: '#b45309',
  school: '#b45309',
  supermarket: '#047857',
  pharmacy: '#047857',
  doctor: '#047857',
  park: '#15803d',
  playground: '#15803d',
};

/** The API's answer checked with zod, which comes with this module's chunk or after it. */
async function parsePlaces(raw: unknown) {
  await import('~/client/zod-jitless');
  const { z } = await import('zod');
  return z
    .object({
      success: z.literal(true),
      data: z.object({
        items: z.array(
          z.object({
            kind: z.string(),
            name: z.string().nullable(),
            lines: z.array(z.string()),
            km: z.number(),
            lat: z.number(),
            lon: z.number(),
          }),
        ),
      }),
    })
    .safeParse(raw);
}

/**
 * Fetches the places of the map element `el` (data-places-url) and draws them on the map `draw` gives (drawn once,
 * however often it is asked); the button hides once they are shown, and is offered again after a failure.
 */
export async function showPlaces(
  el: HTMLElement,
  button: HTMLButtonElement,
  draw: (el: HTMLElement) => Promise<{ L: Leaflet; map: LeafletMap } | null>,
): Promise<void> {
  const status = el.querySelector<HTMLElement>('[data-places-status]');
  button.disabled = true;
  try {
    const [drawnMap, res] = await Promise.all([
      draw(el),
      fetch(el.dataset.placesUrl!, { headers: { accept: 'application/json' } }),
    ]);
    const parsed = await parsePlaces(res.ok ? await res.json() : null);
    if (!drawnMap || !parsed.success) throw new Error(`places answered ${res.status}`);
    const { L, map } = drawnMap;
    let kinds: Record<string, string> = {};
    try {
      kinds = JSON.parse(el.dataset.placeKinds ?? '{}') as Record<string, string>;
    } catch {
      /* titles without the kind */
    }
    const bounds = L.latLngBounds([[Number(el.dataset.lat), Number(el.dataset.lon)]]);
    for (const p of parsed.data.data.items) {
      const title = [kinds[p.kind], [p.lines.join(', '), p.name ?? ''].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(': ');
      const colour = PLACE_COLOURS[p.kind] ?? '#334155';
      L.circleMarker([p.lat, p.lon], { radius: 7, color: '#fff', weight: 2, fillColor: colour, fillOpacity: 0.95 })
        .bindTooltip(title)
        .addTo(map);
      bounds.extend([p.lat, p.lon]);
    }
    map.fitBounds(bounds, { padding: [24, 24], maxZoom: 16 });
    el.dataset.places = 'shown';
    button.hidden = true;
  } catch (err) {
    console.error('places could not load', err);
    button.disabled = false;
    if (status) status.textContent = el.dataset.placesFailed ?? '';
  }
}
