/**
 * The project list in the browser: status and region filters (reflected in the URL, so a filtered list can be
 * shared), tiles/list/map views (the map loads Leaflet on first use).
 */
import { loadMapStyles } from '~/client/map/map-styles';
import { showMapFailed } from '~/client/map/map-failed';
import { loadLeaflet, withRetry } from '~/client/retry';

type View = 'tiles' | 'list' | 'map';

export function initProjectList(): void {
  const root = document.querySelector<HTMLElement>('[data-projects]');
  if (!root) return;
  const form = root.querySelector<HTMLFormElement>('[data-project-filters]')!;
  const list = root.querySelector<HTMLElement>('[data-project-list]')!;
  const items = [...list.querySelectorAll<HTMLElement>(':scope > li')];
  const count = root.querySelector<HTMLElement>('[data-project-count]')!;
  const empty = root.querySelector<HTMLElement>('[data-project-empty]')!;
  const mapBox = root.querySelector<HTMLElement>('[data-project-map]')!;
  const status = form.elements.namedItem('status') as HTMLSelectElement;
  const region = form.elements.namedItem('bundesland') as HTMLSelectElement;
  let view: View = 'tiles';
  let redrawMap: ((visible: Set<string>) => void) | null = null;

  const params = new URLSearchParams(location.search);
  const valid = (sel: HTMLSelectElement, v: string | null) =>
    v && [...sel.options].some((o) => o.value === v) ? v : '';
  status.value = valid(status, params.get('status'));
  region.value = valid(region, params.get('bundesland'));
  const initialView = params.get('ansicht');
  if (initialView === 'liste') view = 'list';
  else if (initialView === 'karte') view = 'map';

  const visibleIds = () =>
    new Set(
      items
        .filter((li) => !li.hidden)
        .map((li) => li.querySelector<HTMLElement>('[data-project-id]')!.dataset.projectId!),
    );

  function apply(push: boolean) {
    let shown = 0;
    for (const li of items) {
      const ok =
        (!status.value || li.dataset.status === status.value) &&
        (!region.value || li.dataset.bundesland === region.value);
      li.hidden = !ok;
      if (ok) shown++;
    }
    const tpl = shown === 1 ? count.dataset.templateOne : count.dataset.templateOther;
    count.textContent = (tpl ?? '{{count}}').replace('{{count}}', String(shown));
    empty.classList.toggle('hidden', shown > 0 || items.length === 0);
    list.dataset.view = view === 'list' ? 'list' : 'tiles';
    list.classList.toggle('hidden', view === 'map');
    mapBox.classList.toggle('hidden', view !== 'map');
    for (const b of root!.querySelectorAll<HTMLButtonElement>('[data-project-view]'))
      b.setAttribute('aria-pressed', String(b.dataset.projectView === view));
    if (view === 'map') void showMap();
    if (push) {
      const q = new URLSearchParams();
      if (status.value) q.set('status', status.value);
      if (region.value) q.set('bundesland', region.value);
      if (view !== 'tiles') q.set('ansicht', view === 'list' ? 'liste' : 'karte');
      const qs = q.toString();
      history.replaceState(history.state, '', qs ? `?${qs}` : location.pathname);
    }
    redrawMap?.(visibleIds());
  }

  async function showMap() {
    if (redrawMap) return;
    const canvas = mapBox.querySelector<HTMLElement>('[data-map-canvas]')!;
    const points = JSON.parse(mapBox.querySelector('[data-project-points]')?.textContent ?? '[]') as {
      id: number;
      lat: number;
      lon: number;
      name: string;
      href: string;
    }[];
    let mod: typeof import('leaflet');
    try {
      [mod] = await Promise.all([loadLeaflet(), withRetry(loadMapStyles, { label: 'map styles' })]);
    } catch (err) {
      console.error('map could not load', err);
      showMapFailed(mapBox, canvas);
      return;
    }
    const L = (mod as unknown as { default?: typeof import('leaflet') }).default ?? mod;
    const map = L.map(canvas, { scrollWheelZoom: false }).fitBounds([
      [46.37, 9.53],
      [49.02, 17.16],
    ]);
    L.tileLayer(mapBox.dataset.tiles!, { attribution: mapBox.dataset.attribution ?? '', maxZoom: 19 }).addTo(map);
    const layer = L.layerGroup().addTo(map);
    const icon = L.divIcon({ className: 'map-pin', html: '<span></span>', iconSize: [22, 22], iconAnchor: [11, 22] });
    redrawMap = (visible) => {
      layer.clearLayers();
      const shown = points.filter((p) => visible.has(String(p.id)));
      for (const p of shown) {
        const a = document.createElement('a');
        a.href = p.href;
        a.textContent = p.name;
        a.className = 'map-popup-title';
        L.marker([p.lat, p.lon], { icon, title: p.name, keyboard: true }).bindPopup(a).addTo(layer);
      }
      if (shown.length)
        map.fitBounds(
          shown.map((p) => [p.lat, p.lon] as [number, number]),
          { padding: [40, 40], maxZoom: 13 },
        );
    };
    redrawMap(visibleIds());
  }

  form.addEventListener('change', () => apply(true));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    apply(true);
  });
  for (const b of root.querySelectorAll<HTMLButtonElement>('[data-project-view]')) {
    b.addEventListener('click', () => {
      view = b.dataset.projectView as View;
      apply(true);
    });
  }
  apply(false);
}
