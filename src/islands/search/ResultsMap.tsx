/**
 * The results on an OpenStreetMap map (Leaflet), clustered by screen distance. Loaded only when the visitor
 * picks the map view: Leaflet touches `window` on import, so it is imported inside the effect.
 */
import { useEffect, useRef, useState } from 'react';
import type { Map as LeafletMap, LayerGroup } from 'leaflet';
import type { SearchText } from '~/site/listing/search-text';
import { boundsOf, clusterPoints, type MapPoint } from '~/domain/search/cluster';
import type { SearchTable } from '~/domain/search/index-format';
import { cardFromRow, completeCard } from '~/domain/search/cards';
import { cachedCard, loadCards } from './search-data';
import { mapPopupHtml } from './map-popup';
import { plural } from '~/domain/search/text';
import { loadMapStyles } from '~/client/map/map-styles';
import { loadLeaflet, withRetry } from '~/client/retry';

interface Props {
  text: SearchText;
  rows: Int32Array | null;
  geo: { lat: number[]; lon: number[] } | null;
  data: { table: SearchTable } | null;
  tiles: string;
  attribution: string;
  onError: () => void;
}

const AUSTRIA: [[number, number], [number, number]] = [
  [46.37, 9.53],
  [49.02, 17.16],
];

export default function ResultsMap({ text, rows, geo, data, tiles, attribution, onError }: Props) {
  const el = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const layerRef = useRef<LayerGroup | null>(null);
  const leafletRef = useRef<typeof import('leaflet') | null>(null);
  const [ready, setReady] = useState(false);
  const s = text.s;

  useEffect(() => {
    let cancelled = false;
    Promise.all([loadLeaflet(), withRetry(loadMapStyles, { label: 'map styles' })])
      .then(([mod]) => {
        if (cancelled || !el.current) return;
        const L = (mod as unknown as { default?: typeof import('leaflet') }).default ?? mod;
        leafletRef.current = L;
        const map = L.map(el.current, { scrollWheelZoom: false }).fitBounds(AUSTRIA);
        L.tileLayer(tiles, { attribution, maxZoom: 19 }).addTo(map);
        layerRef.current = L.layerGroup().addTo(map);
        mapRef.current = map;
        map.on('popupopen', () => document.dispatchEvent(new Event('portal:prices')));
        setReady(true);
      })
      .catch((err) => {
        console.error('map could not load', err);
        onError();
      });
    return () => {
      cancelled = true;
      mapRef.current?.remove();
      mapRef.current = null;
    };
    // The map is built once; tiles are fixed, onError is only called on a failed load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const points: MapPoint[] = [];
  let missing = 0;
  if (rows && geo) {
    for (const r of rows) {
      const lat = geo.lat[r]!;
      const lon = geo.lon[r]!;
      if (lat === 0 && lon === 0) missing++;
      else points.push({ lat: lat / 1e5, lon: lon / 1e5, row: r });
    }
  }

  // Fit the map to the results whenever they change.
  const key = rows ? `${rows.length}:${rows[0] ?? ''}:${rows[rows.length - 1] ?? ''}` : '';
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    const b = boundsOf(points);
    if (b) map.fitBounds(b, { padding: [32, 32], maxZoom: 15 });
    // `points` is a new array each render; key and geo say when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, key, geo]);

  // Draw clusters for the current zoom; redraw on zoom.
  useEffect(() => {
    const map = mapRef.current;
    const L = leafletRef.current;
    const layer = layerRef.current;
    if (!ready || !map || !L || !layer || !data) return;
    const draw = () => {
      layer.clearLayers();
      for (const c of clusterPoints(points, map.getZoom())) {
        if (c.rows.length === 1) {
          const partial = cardFromRow(data.table, c.rows[0]!);
          const place = [partial.plz, partial.ort].filter(Boolean).join(' ');
          const type = text.card.objektart[partial.objektart] ?? partial.objektart;
          const icon = L.divIcon({
            className: 'map-pin',
            html: '<span></span>',
            iconSize: [22, 22],
            iconAnchor: [11, 22],
          });
          // The popup's text comes from the listing's card JSON once it is loaded (its title and slug).
          const popupHtml = () => {
            const json = cachedCard(partial.id);
            return mapPopupHtml(json ? completeCard(partial, json, text.lang) : partial, text);
          };
          const marker = L.marker([c.lat, c.lon], { icon, title: `${type} · ${place}`, keyboard: true })
            .bindPopup(popupHtml)
            .addTo(layer);
          // The title comes with the listing's card, fetched when the popup first opens.
          marker.on('popupopen', () => {
            if (cachedCard(partial.id) !== undefined) return;
            void loadCards([partial.id]).then(() => {
              marker.setPopupContent(popupHtml());
              document.dispatchEvent(new Event('portal:prices'));
            });
          });
        } else {
          const label = plural(s, 'map.cluster', c.rows.length, text.locale);
          const size = c.rows.length < 10 ? 34 : c.rows.length < 100 ? 40 : 48;
          const icon = L.divIcon({
            className: 'map-cluster',
            html: `<span aria-hidden="true">${c.rows.length}</span>`,
            iconSize: [size, size],
          });
          const marker = L.marker([c.lat, c.lon], { icon, title: label, alt: label, keyboard: true }).addTo(layer);
          const zoomIn = () => {
            const b = boundsOf(c.rows.map((r) => ({ lat: geo!.lat[r]! / 1e5, lon: geo!.lon[r]! / 1e5 })));
            if (b) map.fitBounds(b, { padding: [40, 40], maxZoom: Math.min(map.getZoom() + 3, 18) });
          };
          marker.on('click', zoomIn);
          marker.on('keypress', (e: { originalEvent?: KeyboardEvent }) => {
            if (e.originalEvent?.key === 'Enter') zoomIn();
          });
        }
      }
    };
    draw();
    map.on('zoomend', draw);
    return () => {
      map.off('zoomend', draw);
    };
    // `points` follows key and geo (see above); the texts are fixed props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, key, geo, data]);

  return (
    <div>
      <div
        ref={el}
        role="region"
        aria-label={s['map.label']}
        className="results-map h-[32rem] w-full overflow-hidden rounded-lg border border-slate-200 dark:border-slate-800"
      />
      {missing > 0 && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {plural(s, 'map.withoutCoordinates', missing, text.locale)}
        </p>
      )}
    </div>
  );
}
