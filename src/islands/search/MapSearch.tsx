/**
 * Map search: the visitor draws an area on the map (a click per corner, at least 3 points) and sees every
 * listing inside it, as markers and as cards. The area is in the URL (?polygon=lat,lon;…), so it can be shared
 * and opened in the full list with every other filter.
 *
 * Nothing heavy runs while the page first paints: Leaflet, its styles (as non-blocking stylesheets) and the map
 * start when the browser is idle after load, or at once when the visitor points at, touches or focuses the map
 * (or the address already asks for a search); the search data are fetched when the first corner is set. A tile
 * that does not load (tile server unreachable) ends the tile layer with one message; drawing still works on the
 * blank map.
 */
import { useEffect, useRef, useState } from 'react';
import type { Layer, LayerGroup, Map as LeafletMap } from 'leaflet';
import { ListingCard } from '~/components/listing/ListingCard';
import type { SearchText } from '~/site/listing/search-text';
import { radiusCentre, runSearch } from '~/domain/search/filter';
import { loadPlaceBook, needsPlaceBook } from '~/domain/search/place-book';
import {
  emptyQuery,
  formatPolygon,
  parsePolygon,
  parseQuery,
  serializeQuery,
  type LatLon,
  type SearchQuery,
} from '~/domain/search/query';
import { cardFromRow, completeCard, type CardData } from '~/domain/search/cards';
import { fill, plural } from '~/domain/search/text';
import { cachedCard, loadCards, loadGeo, loadSearchData } from './search-data';
import { loadLeaflet, withRetry } from '~/client/retry';
import { loadMapStyles } from '~/client/map/map-styles';
import { RadiusSelect } from './fields/RadiusField';
import { NearField } from './fields/NearField';
import type { SearchDataUrls } from '~/domain/search/index-format';

interface Props {
  text: SearchText;
  listPath: string;
  urls: SearchDataUrls;
  map: { tiles: string; attribution: string };
  /** Map-search strings (search.mapSearch.*). */
  m: Record<string, string>;
}

const AUSTRIA: [[number, number], [number, number]] = [
  [46.37, 9.53],
  [49.02, 17.16],
];
const SHOWN = 24;

/**
 * Calls `start` once: when the browser is idle after the page's load (at most `timeout` ms later), or at once
 * when the visitor points at, touches or focuses `el`. Returns a function that cancels what has not run.
 */
function whenIdleOrUsed(el: HTMLElement, start: () => void, timeout = 2000): () => void {
  let done = false;
  let idle: number | undefined;
  const hasIdle = typeof requestIdleCallback === 'function';
  const events = ['pointerdown', 'pointerenter', 'focusin'] as const;
  const cleanup = () => {
    for (const e of events) el.removeEventListener(e, run);
    removeEventListener('load', onLoad);
    if (idle !== undefined) (hasIdle ? cancelIdleCallback : clearTimeout)(idle);
  };
  function run() {
    if (done) return;
    done = true;
    cleanup();
    start();
  }
  function onLoad() {
    // Safari before 18.4 has no requestIdleCallback: a short timer after load stands in.
    idle = hasIdle ? requestIdleCallback(run, { timeout }) : window.setTimeout(run, 200);
  }
  for (const e of events) el.addEventListener(e, run, { once: true });
  if (document.readyState === 'complete') onLoad();
  else addEventListener('load', onLoad, { once: true });
  return () => {
    done = true;
    cleanup();
  };
}

export default function MapSearch({ text, listPath, urls, map: tiles, m }: Props) {
  const el = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const Lref = useRef<typeof import('leaflet') | null>(null);
  const drawLayer = useRef<LayerGroup | null>(null);
  const resultLayer = useRef<LayerGroup | null>(null);
  const [points, setPoints] = useState<LatLon[]>([]);
  const [closed, setClosed] = useState(false);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [result, setResult] = useState<{ total: number; cards: CardData[] } | null>(null);
  const [busy, setBusy] = useState(false);
  // The other filters of the address (districts, price, outdoor space, …) apply inside the area too, and go
  // with it to the full list. Read once from the address; the server renders without it (nothing shown depends
  // on it before an area is drawn). The near filters can be changed here too.
  const [filters, setFilters] = useState<SearchQuery>(() =>
    typeof location === 'undefined' ? emptyQuery() : { ...parseQuery(location.search).query, polygon: null, page: 1 },
  );
  // The near boxes change the search and the address, written as the list writes it (serializeQuery).
  const setNear = ({ nahe }: Partial<SearchQuery>) => {
    if (!nahe) return;
    setFilters((f) => ({ ...f, nahe }));
    const url = new URL(location.href);
    const written = new URLSearchParams(serializeQuery({ ...emptyQuery(), nahe })).get('nahe');
    if (written) url.searchParams.set('nahe', written);
    else url.searchParams.delete('nahe');
    history.replaceState(history.state, '', url);
  };
  // With a town in the address, a radius around it searches without a drawn area (and narrows a drawn one).
  const [umkreis, setUmkreis] = useState<number | null>(filters.umkreis);
  const byRadius = !!filters.ort && umkreis != null;
  const pointsRef = useRef<LatLon[]>([]);
  const closedRef = useRef(false);
  // The latest corners for the map's click handler, which is registered once.
  // eslint-disable-next-line react-hooks/refs -- written on every render on purpose, read only in that handler
  pointsRef.current = points;
  // eslint-disable-next-line react-hooks/refs -- the same for closedRef, read by that handler
  closedRef.current = closed;

  // The map, once; clicks add corners until the area is closed.
  useEffect(() => {
    let cancelled = false;
    const fromUrl = parsePolygon(new URLSearchParams(location.search).get('polygon') ?? '');
    const start = () =>
      Promise.all([loadLeaflet(), withRetry(loadMapStyles, { label: 'map styles' })]).then(([mod]) => {
        if (cancelled || !el.current) return;
        const L = (mod as unknown as { default?: typeof import('leaflet') }).default ?? mod;
        Lref.current = L;
        const map = L.map(el.current, { scrollWheelZoom: true, doubleClickZoom: false }).fitBounds(AUSTRIA);
        const tileLayer = L.tileLayer(tiles.tiles, { attribution: tiles.attribution, maxZoom: 19 });
        // A failed tile means the tile server cannot be reached: stop asking it (every further tile would fail
        // too) and say so once; the corners can still be set on the blank map.
        tileLayer.once('tileerror', () => {
          tileLayer.remove();
          setTilesFailed(true);
        });
        tileLayer.addTo(map);
        drawLayer.current = L.layerGroup().addTo(map);
        resultLayer.current = L.layerGroup().addTo(map);
        map.on('click', (e: { latlng: { lat: number; lng: number } }) => {
          if (closedRef.current) return;
          setPoints([...pointsRef.current, { lat: e.latlng.lat, lon: e.latlng.lng }]);
        });
        mapRef.current = map;
        if (fromUrl) {
          setPoints(fromUrl);
          setClosed(true);
          map.fitBounds(
            fromUrl.map((p) => [p.lat, p.lon] as [number, number]),
            { padding: [30, 30] },
          );
        }
        setReady(true);
      });
    const begin = () =>
      void start().catch((err) => {
        console.error('map could not load', err);
        setFailed(true);
      });
    // An area or a radius in the address searches at once, so its map starts at once too.
    let cancelStart = () => {};
    if (fromUrl || byRadius || !el.current) begin();
    else cancelStart = whenIdleOrUsed(el.current, begin);
    return () => {
      cancelled = true;
      cancelStart();
      mapRef.current?.remove();
    };
    // The map is built once; tiles and urls are fixed for the island's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The search data are fetched once the first corner is set, so they are there when the area closes.
  const drawing = points.length > 0;
  useEffect(() => {
    if (drawing) void loadSearchData(urls).catch(() => {});
    // urls are fixed props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawing]);

  // Draw the area as it grows.
  useEffect(() => {
    const L = Lref.current;
    const layer = drawLayer.current;
    if (!ready || !L || !layer) return;
    layer.clearLayers();
    const latlngs = points.map((p) => [p.lat, p.lon] as [number, number]);
    for (const ll of latlngs)
      L.circleMarker(ll, { radius: 5, color: '#11523d', weight: 2, fillColor: '#fff', fillOpacity: 1 }).addTo(layer);
    let shape: Layer | null = null;
    if (closed && latlngs.length >= 3) shape = L.polygon(latlngs, { color: '#17664c', weight: 2, fillOpacity: 0.12 });
    else if (latlngs.length >= 2) shape = L.polyline(latlngs, { color: '#17664c', weight: 2, dashArray: '6 6' });
    shape?.addTo(layer);
  }, [points, closed, ready]);

  // Search inside the closed area, or within the radius around the town.
  useEffect(() => {
    const url = new URL(location.href);
    if (umkreis != null) url.searchParams.set('umkreis', String(umkreis));
    else url.searchParams.delete('umkreis');
    history.replaceState(history.state, '', url);
    const area = closed && points.length >= 3;
    if (!area && !byRadius) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- an open area clears what the search showed
      setResult(null);
      resultLayer.current?.clearLayers();
      return;
    }
    const polygon = area ? points : null;
    if (polygon) {
      url.searchParams.set('polygon', formatPolygon(polygon));
      history.replaceState(history.state, '', url);
    }
    let stale = false;
    setBusy(true);
    (async () => {
      const query = { ...filters, umkreis, polygon };
      // A named area or a radius asks the gazetteer, loaded on the first such search.
      if (needsPlaceBook(query)) await loadPlaceBook();
      const data = await loadSearchData(urls);
      const { table } = data;
      const geo = await loadGeo(urls, data);
      const res = runSearch(table, query, { geo });
      const rows = Array.from(res.rows);
      const shownRows = rows.slice(0, SHOWN);
      const make = () =>
        shownRows.map((r) => {
          const c = cardFromRow(table, r);
          const json = cachedCard(c.id);
          return json ? completeCard(c, json, text.lang) : c;
        });
      if (stale) return;
      setResult({ total: res.total, cards: make() });
      const L = Lref.current;
      const layer = resultLayer.current;
      if (L && layer) {
        layer.clearLayers();
        const centre = byRadius ? radiusCentre(table, filters.ort!, geo) : null;
        if (centre && umkreis != null) {
          const circle = L.circle([centre.lat, centre.lon], {
            radius: umkreis * 1000,
            color: '#17664c',
            weight: 2,
            fillOpacity: 0.08,
          }).addTo(layer);
          if (!polygon) mapRef.current?.fitBounds(circle.getBounds(), { padding: [20, 20] });
        }
        const icon = L.divIcon({
          className: 'map-pin',
          html: '<span></span>',
          iconSize: [22, 22],
          iconAnchor: [11, 22],
        });
        for (const r of rows) {
          const c = cardFromRow(table, r);
          const place = [c.plz, c.ort].filter(Boolean).join(' ');
          L.marker([geo.lat[r]! / 1e5, geo.lon[r]! / 1e5], {
            icon,
            title: `${text.card.objektart[c.objektart] ?? c.objektart} · ${place}`,
            keyboard: true,
          }).addTo(layer);
        }
      }
      await loadCards(shownRows.map((r) => table.id[r]!));
      if (!stale) setResult({ total: res.total, cards: make() });
    })()
      .catch((err) => {
        console.error('map search failed', err);
        if (!stale) setResult({ total: -1, cards: [] });
      })
      .finally(() => {
        if (!stale) setBusy(false);
      });
    return () => {
      stale = true;
    };
    // Searches when the area or the radius changes, and once the map is there to draw on; text and urls are fixed
    // props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [closed, points, filters, umkreis, ready]);

  useEffect(() => {
    document.dispatchEvent(new Event('portal:prices'));
    document.dispatchEvent(new Event('portal:cards'));
  }, [result]);

  const reset = () => {
    setPoints([]);
    setClosed(false);
    const url = new URL(location.href);
    url.searchParams.delete('polygon');
    history.replaceState(history.state, '', url);
  };
  const listQuery = { ...filters, umkreis, polygon: closed && points.length >= 3 ? points : null };
  const listHref = (closed && points.length >= 3) || byRadius ? `${listPath}?${serializeQuery(listQuery)}` : listPath;
  const btn =
    'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800';

  return (
    <div>
      <p id="map-search-help" className="text-sm text-slate-700 dark:text-slate-300">
        {m.help}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2" role="toolbar" aria-label={m.tools}>
        <button
          type="button"
          className={`${btn} bg-brand-600 text-white hover:bg-brand-700 dark:hover:bg-brand-700`}
          disabled={closed || points.length < 3}
          onClick={() => setClosed(true)}
          data-map-close
        >
          {m.close}
        </button>
        <button
          type="button"
          className={btn}
          disabled={closed || !ready}
          onClick={() => {
            // Keyboard drawing: pan with the arrow keys, then set a corner at the map's centre.
            const c = mapRef.current?.getCenter();
            if (c) setPoints([...points, { lat: c.lat, lon: c.lng }]);
          }}
        >
          {m.addCenter}
        </button>
        <button
          type="button"
          className={btn}
          disabled={closed || points.length === 0}
          onClick={() => setPoints(points.slice(0, -1))}
        >
          {m.undo}
        </button>
        <button type="button" className={btn} disabled={points.length === 0} onClick={reset}>
          {m.reset}
        </button>
        {filters.ort && (
          <RadiusSelect
            text={text}
            id="map-umkreis"
            value={umkreis}
            onChange={setUmkreis}
            className="flex items-center gap-2 [&_select]:mt-0 [&_select]:w-auto"
          />
        )}
        <span className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {closed ? '' : points.length < 3 ? plural(m, 'needMore', 3 - points.length, text.locale) : m.canClose}
        </span>
      </div>
      <NearField
        text={text}
        query={filters}
        set={setNear}
        className="mt-3 rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-900"
      />
      {/* The tile message lies over the map's top edge, so it moves nothing when it appears. */}
      <div className="relative">
        {failed ? (
          <p role="alert" className="mt-3 rounded-md bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-200">
            {text.s['map.failed']}
          </p>
        ) : (
          <div
            ref={el}
            role="application"
            aria-label={m.mapLabel}
            aria-describedby="map-search-help"
            data-map-search
            className="mt-3 h-[60vh] min-h-96 w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-800"
          />
        )}
        {/* Always in the page, so screen readers announce the text when it is put in. */}
        <div role="status" className="absolute inset-x-3 top-6 z-[1000]">
          {tilesFailed && (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950 shadow dark:bg-amber-950 dark:text-amber-100">
              {m.tilesFailed}
            </p>
          )}
        </div>
      </div>
      <section aria-labelledby="map-results" className="mt-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2
            id="map-results"
            className="text-xl font-semibold"
            role="status"
            aria-live="polite"
            data-map-result-count={result?.total ?? ''}
          >
            {busy
              ? text.s['results.loading']
              : result == null
                ? m.noArea
                : result.total < 0
                  ? text.s['results.failed']
                  : plural(text.s, 'results.count', result.total, text.locale)}
          </h2>
          {result && result.total > 0 && (
            <a className="text-sm font-semibold text-brand-700 underline dark:text-emerald-300" href={listHref}>
              {m.openList}
            </a>
          )}
        </div>
        {result && result.total > SHOWN && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{fill(m.showingFirst!, { count: SHOWN })}</p>
        )}
        {result && result.cards.length > 0 && (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {result.cards.map((c) => (
              <li key={c.id} className="flex">
                <ListingCard card={c} text={text.card} locale={text.locale} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
