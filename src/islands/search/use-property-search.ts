/**
 * The property search's state: the query and the URL, the results shown, the view, the data loaded on demand
 * (index, coordinates, Pagefind, titles), the first run from the URL or the saved search, back/forward, and the
 * saved scroll position. The component renders what this returns.
 */
import { LISTING_STATUSES } from '~/domain/vocabulary';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { runSearch, type InitialResults } from '~/domain/search/filter';
import { loadPlaceBook, needsPlaceBook } from '~/domain/search/place-book';
import { waysOut, type WayOut } from '~/domain/search/ways-out';
import { locationOptions, type LocationOption } from '~/domain/search/locations';
import {
  MAX_PAGE,
  needsGeo,
  PAGE_SIZE,
  parseQuery,
  RESULTS_CAP,
  serializeQuery,
  type SearchQuery,
} from '~/domain/search/query';
import type { SearchTable } from '~/domain/search/index-format';
import { cardFromCardJson, cardFromRow, completeCard, type CardData } from '~/domain/search/cards';
import { pageFromPath, resultsHref } from '~/domain/search/urls';
import { loadSearchState, saveSearchState } from '~/client/stores/search-state';
import {
  cachedCard,
  covers,
  loadCards,
  loadGeo,
  loadManifest,
  loadSearchData,
  loadTitles,
  textSearchIds,
  textRegions,
  prefetchTextSearch,
  type SearchData,
} from './search-data';
import { partsFor, placeCounts } from '~/domain/search/index-parts';
import { trackHeldInput } from './held-input';
import { readViewMode, storeViewMode, type ViewMode } from './view-mode';
import { afterPaint, ALL_CARDS, useCardsInView, useSteppedCards, warmUp, type CardRange } from './frames';
import type { PropertySearchProps } from './property-search-props';

interface Shown extends InitialResults {
  /** All result rows (for the map), once the index is loaded. */
  rows: Int32Array | null;
}

type Phase = 'ready' | 'loading' | 'error';

function sameSearch(a: SearchQuery, b: SearchQuery): boolean {
  return serializeQuery(a) === serializeQuery(b);
}

/** Completed cards, kept as the same objects so that a card already on screen does not render again. */
const completed = new Map<number, CardData>();

/** Cards of rows: complete where the listing's card JSON is cached, partial (index data only) otherwise. */
function cardsOf(table: SearchTable, rows: ArrayLike<number>, lang: string): CardData[] {
  return Array.from(rows, (r) => {
    const id = table.id[r]!;
    const hit = completed.get(id);
    if (hit) return hit;
    const card = cardFromRow(table, r);
    const json = cachedCard(id);
    if (!json) return card;
    const full = completeCard(card, json, lang);
    completed.set(id, full);
    return full;
  });
}

/** Free text and nothing else (any page, default order): Pagefind alone can answer it. */
/**
 * A search Pagefind alone can answer: free text, newest first, every status. Ranking by relevance needs the
 * titles and the default status filter (available and reserved) needs the index, so other text searches load it.
 */
function textOnly(q: SearchQuery): boolean {
  const everyStatus = LISTING_STATUSES.every((st) => q.status.includes(st));
  return (
    !!q.q &&
    q.sort === 'neueste' &&
    everyStatus &&
    serializeQuery({ ...q, q: '', sort: 'neueste', status: [], page: 1 }) === ''
  );
}

function queryFromLocation(): { query: SearchQuery; dropped: string[] } {
  const parsed = parseQuery(location.search);
  if (!location.search) parsed.query.page = pageFromPath(location.pathname);
  return parsed;
}

export function usePropertySearch(props: PropertySearchProps) {
  const { text, listPath, initial, urls } = props;
  const initialQuery = useMemo(
    () => ({ ...parseQuery(props.initialQuery).query, page: initial.page }),
    [props.initialQuery, initial.page],
  );
  const [query, setQuery] = useState<SearchQuery>(initialQuery);
  // Until hydration, links must work without JavaScript: filtered pages are rendered on request.
  const [hydrated, setHydrated] = useState(false);
  const [shown, setShown] = useState<Shown>({ ...initial, rows: null });
  const [phase, setPhase] = useState<Phase>('ready');
  const [view, setView] = useState<ViewMode>('grid');
  const viewRef = useRef<ViewMode>('grid');
  // eslint-disable-next-line react-hooks/refs -- the latest view for the search callbacks, which read it later
  viewRef.current = view;
  const [dropped, setDropped] = useState<string[]>(props.dropped);
  const [textFallback, setTextFallback] = useState(false);
  const [locOptions, setLocOptions] = useState<LocationOption[]>([]);
  const [geo, setGeo] = useState<{ lat: number[]; lon: number[] } | null>(null);
  const [mapFailed, setMapFailed] = useState(false);
  const seq = useRef(0);
  const pendingScroll = useRef<number | null>(null);
  /**
   * True while the saved scroll position waits for a search the first run started: it belongs to that search's
   * results, not to the pre-rendered ones shown until they arrive (see the restoring effect below).
   */
  const scrollAwaitsSearch = useRef(false);
  // The results the page was rendered with (the first state), to tell when a search has replaced them.
  const renderedShown = useRef(shown);
  /**
   * True from a first run that searches (the URL's or the saved search) until that search's cards are on screen:
   * until then the pre-rendered default results stay dimmed (the search-pending class, set before first paint)
   * and the results region busy, so neither eyes nor screen readers take them for the search's.
   */
  const [firstPending, setFirstPending] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const cardsInView = useCardsInView(listRef);
  const [urgent, setUrgent] = useState<CardRange>(ALL_CARDS);
  const dataRef = useRef<SearchData | null>(null);
  const manifestRef = useRef<Awaited<ReturnType<typeof loadManifest>> | null>(null);

  const [warmCards, setWarmCards] = useState<CardData[] | null>(null);
  /**
   * The search data with at least the parts of the index `q` needs (all of them without `q`): a search in one
   * Bundesland downloads only its part. The location suggestions come from the manifest, for all of Austria.
   */
  const ensurePlaces = useCallback(async () => {
    if (!manifestRef.current) {
      const m = await loadManifest(urls);
      if (!manifestRef.current) {
        manifestRef.current = m;
        setLocOptions(locationOptions(m.places, (b) => text.vocab.bundesland[b] ?? b, placeCounts(m.manifest)));
      }
    }
  }, [urls, text.vocab.bundesland]);
  const ensureData = useCallback(
    async (q?: SearchQuery) => {
      await ensurePlaces();
      const d = await loadSearchData(urls, q);
      if (!dataRef.current) warmUp(d.table, setWarmCards);
      if (!dataRef.current || d.merged.keys.length > dataRef.current.merged.keys.length) dataRef.current = d;
      return d;
    },
    [urls, ensurePlaces],
  );

  /**
   * Loads ahead what the field the visitor touched will need: the places (suggestions) for the location field,
   * else the parts of the index the search shown needs, so the first change finds them there.
   */
  const queryRef = useRef<SearchQuery>(initialQuery);
  useEffect(() => {
    queryRef.current = query;
  }, [query]);
  /**
   * Pagefind's parts for the search shown: those of its place's regions when it names one (the parts of the index
   * it would load, found in the manifest), else all of them, without loading the index (a first text-only search
   * needs none).
   */
  const prefetchText = useCallback(async () => {
    const q = queryRef.current;
    const placed = !!(q.bundesland || q.bezirk.length || q.ort || q.plz || q.region) && !q.umkreis;
    if (!placed) return prefetchTextSearch(null);
    await ensurePlaces();
    if (needsPlaceBook(q)) await loadPlaceBook();
    const m = manifestRef.current!;
    const keys = partsFor(m.manifest, q, m.places);
    prefetchTextSearch(
      keys.length === m.manifest.parts.length
        ? null
        : [...new Set(keys.map((k) => m.manifest.parts.find((p) => p.key === k)!.region))],
    );
  }, [ensurePlaces]);
  const prefetchData = useCallback(
    (kind: 'place' | 'index' | 'text') => {
      const load = kind === 'place' ? ensurePlaces() : kind === 'text' ? prefetchText() : ensureData(queryRef.current);
      void load.catch(() => {});
    },
    [ensurePlaces, ensureData, prefetchText],
  );

  /** Coordinates are wanted by the map, a radius and a drawn area, all of which may cross borders: all parts. */
  const ensureGeo = useCallback(async () => {
    const g = await loadGeo(urls, await ensureData());
    setGeo(g);
    return g;
  }, [urls, ensureData]);

  /**
   * A page beyond the results' last one shows the last page: the query and the address say so too (replacing the
   * entry, so "back" does not return to the address that named a page that does not exist).
   */
  const correctPage = useCallback(
    (q: SearchQuery, page: number) => {
      const fixed = { ...q, page };
      setQuery(fixed);
      afterPaint(() => {
        window.history.replaceState({ search: true }, '', resultsHref(fixed, page, listPath));
        saveSearchState(serializeQuery(fixed), 0);
      });
    },
    [listPath],
  );

  /** Runs a search and shows it. `history`: how the URL follows. */
  const apply = useCallback(
    async (q: SearchQuery, history: 'push' | 'replace' | 'none', opts: { focusResults?: boolean } = {}) => {
      setQuery(q);
      // The address and the saved search follow once the change's frame is on screen: a history entry costs
      // Chromium about 3 ms of the change, and nothing the visitor sees depends on it.
      afterPaint(() => {
        const href = resultsHref(q, q.page, listPath);
        if (history !== 'none' && href !== location.pathname + location.search) {
          window.history[history === 'push' ? 'pushState' : 'replaceState']({ search: true }, '', href);
        }
        saveSearchState(serializeQuery(q), history === 'none' ? window.scrollY : 0);
      });
      const mine = ++seq.current;
      // The pre-rendered page already shows this search: nothing to load.
      if (!dataRef.current && sameSearch(q, initialQuery) && q.page === initial.page && viewRef.current !== 'map') {
        setUrgent(ALL_CARDS);
        setShown({ ...initial, rows: null });
        setPhase('ready');
        return;
      }
      // A named area or a radius asks the gazetteer, loaded on the first such search (not with the page).
      if (needsPlaceBook(q)) {
        try {
          await loadPlaceBook();
        } catch (err) {
          console.error('search failed', err);
          if (mine === seq.current) setPhase('error');
          return;
        }
        if (mine !== seq.current) return;
      }
      const show = (d: { table: SearchTable }, res: ReturnType<typeof runSearch>) => {
        const page = { page: res.page, total: res.total, pageCount: res.pageCount, capped: res.capped, rows: res.rows };
        if (res.page !== q.page) correctPage(q, res.page);
        // Count, order and most of every card are there at once; titles and pictures follow per listing.
        // Coming back to a scroll position, the cards there are not in view yet: all of them render at once.
        setUrgent(pendingScroll.current != null ? ALL_CARDS : cardsInView());
        setShown({ ...page, cards: cardsOf(d.table, res.pageRows, text.lang) });
        setPhase('ready');
        if (opts.focusResults) resultsRef.current?.focus({ preventScroll: true });
        const ids = Array.from(res.pageRows, (r) => d.table.id[r]!);
        // Fetched once the results are painted: starting 20 requests costs the change's frame a few ms.
        if (ids.some((id) => cachedCard(id) === undefined)) {
          afterPaint(
            () =>
              void loadCards(ids).then(() => {
                if (mine !== seq.current) return;
                // The completed cards in view at once, the others a few per frame like a change's.
                setUrgent(cardsInView());
                setShown({ ...page, cards: cardsOf(d.table, res.pageRows, text.lang) });
              }),
          );
        }
      };
      // A first search that is free text only needs no index: Pagefind gives the ids, newest (highest id) first,
      // and the page's cards come whole from their card JSON. Keeps a first text search within ~250 KB.
      if (!dataRef.current && textOnly(q) && viewRef.current !== 'map') {
        const ids = await textSearchIds(q.q, null).catch(() => null);
        if (ids) {
          if (mine !== seq.current) return;
          const sorted = [...ids].sort((a, b) => b - a);
          const shownIds = sorted.slice(0, RESULTS_CAP);
          const pageCount = Math.max(1, Math.min(MAX_PAGE, Math.ceil(shownIds.length / PAGE_SIZE)));
          const pageNo = Math.min(Math.max(1, q.page), pageCount);
          if (pageNo !== q.page) correctPage(q, pageNo);
          const pageIds = shownIds.slice((pageNo - 1) * PAGE_SIZE, pageNo * PAGE_SIZE);
          await loadCards(pageIds);
          if (mine !== seq.current) return;
          const cards = pageIds
            .map((id) => cardFromCardJson(cachedCard(id), text.lang))
            .filter((c): c is CardData => c !== null);
          setTextFallback(false);
          setUrgent(ALL_CARDS);
          setShown({
            page: pageNo,
            total: sorted.length,
            pageCount,
            capped: sorted.length > RESULTS_CAP,
            cards,
            rows: null,
          });
          setPhase('ready');
          if (opts.focusResults) resultsRef.current?.focus({ preventScroll: true });
          return;
        }
      }
      // The common case — index loaded, no free text, no drawn area — runs in the same task as the change, so
      // the query and the results render together (one render, well within 50 ms).
      const loaded = dataRef.current;
      const m = manifestRef.current;
      const ready =
        !!loaded && !!m && covers(loaded, m.manifest, m.places, q) && (viewRef.current !== 'map' || loaded.complete);
      if (loaded && ready && !q.q && !needsGeo(q)) {
        setTextFallback(false);
        show(loaded, runSearch(loaded.table, q));
        return;
      }
      const slow = window.setTimeout(() => {
        if (mine === seq.current) setPhase('loading');
      }, 120);
      try {
        // The map shows all of Austria's pins: all parts.
        const d = await ensureData(viewRef.current === 'map' ? undefined : q);
        let textIds: ReadonlySet<number> | null = null;
        let titles: string[] | null = null;
        if (q.q) {
          textIds = await textSearchIds(q.q, textRegions(d)).catch(() => null);
          // Relevance weighs the words found in a title, so it needs the titles even when Pagefind answered.
          if (!textIds) titles = await loadTitles(urls, d);
          else if (q.sort === 'relevanz') titles = await loadTitles(urls, d).catch(() => null);
          setTextFallback(textIds === null);
        } else setTextFallback(false);
        const g = needsGeo(q) ? await ensureGeo() : null;
        if (mine !== seq.current) return;
        show(d, runSearch(d.table, q, { titles, textIds, geo: g }));
      } catch (err) {
        console.error('search failed', err);
        if (mine === seq.current) setPhase('error');
      } finally {
        window.clearTimeout(slow);
      }
    },
    [listPath, initial, initialQuery, ensureData, ensureGeo, urls, text.lang, correctPage, cardsInView],
  );

  // First run: the URL (or the saved search) decides what to show; then follow back/forward.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- false in the server HTML, true once effects run
    setHydrated(true);
    // For tests and tools: the island has hydrated and its effects run (Astro's own marker comes earlier).
    document.documentElement.dataset.search = 'ready';
    history.scrollRestoration = 'manual';
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const backForward = nav?.type === 'back_forward' || nav?.type === 'reload';
    const saved = loadSearchState();
    let { query: q, dropped: bad } = queryFromLocation();
    let restored = false;
    const onListPath = location.pathname === listPath || location.pathname === `${listPath}/`;
    if (!location.search && onListPath && saved?.searchParams) {
      // Coming back to the list without parameters: the saved search of the last hour continues.
      q = parseQuery(saved.searchParams).query;
      restored = true;
    }
    if (bad.length) setDropped(bad);
    setView(readViewMode());
    if (saved && (restored || backForward) && saved.searchParams === serializeQuery(q) && saved.scrollPosition > 0) {
      pendingScroll.current = saved.scrollPosition;
    }
    // An address naming a page beyond the last one ("?seite=60") is replaced by the page shown.
    const named = new URLSearchParams(location.search).get('seite');
    const misnamed = named !== null && named !== String(q.page);
    if (!sameSearch(q, initialQuery) || q.page !== initial.page) {
      scrollAwaitsSearch.current = pendingScroll.current != null;
      setFirstPending(true);
      void apply(q, restored || misnamed ? 'replace' : 'none');
    } else {
      // The pre-rendered results are this search's: nothing to wait for.
      document.documentElement.classList.remove('search-pending');
      // The page rendered on request clamped a page beyond the last one ("?seite=60"): the address follows.
      const named = new URLSearchParams(location.search).get('seite');
      if (named !== null && named !== String(initial.page)) {
        const url = new URL(location.href);
        if (initial.page > 1) url.searchParams.set('seite', String(initial.page));
        else url.searchParams.delete('seite');
        window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
      }
      saveSearchState(serializeQuery(q), saved?.searchParams === serializeQuery(q) ? saved.scrollPosition : 0);
      // Nothing to run yet. The index is fetched when the visitor turns to the filters (focus), not before:
      // a visitor who only reads the first page transfers nothing, and a first text search needs no index.
    }
    const onPop = () => {
      const { query: next, dropped: d } = queryFromLocation();
      setDropped(d);
      void apply(next, 'none');
    };
    window.addEventListener('popstate', onPop);
    let ticking = 0;
    const onScroll = () => {
      if (ticking) return;
      ticking = window.setTimeout(() => {
        ticking = 0;
        const st = loadSearchState();
        saveSearchState(st?.searchParams ?? '', window.scrollY);
      }, 150);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    const untrack = trackHeldInput(window);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('scroll', onScroll);
      untrack();
    };
    // Once, on mount; apply and the initial props do not change afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A search that finds nothing offers the nearest ones that do, counted on the same index with the text hits and
  // coordinates the search itself uses; the list is kept with the search it belongs to, so a stale one never shows.
  const [ways, setWays] = useState<{ key: string; list: WayOut[] }>(() => ({
    key: serializeQuery({ ...initialQuery, page: 1 }),
    list: props.waysOut ?? [],
  }));
  const waysKey = serializeQuery({ ...query, page: 1 });
  useEffect(() => {
    if (phase !== 'ready' || shown.total !== 0 || ways.key === waysKey) return;
    let stale = false;
    const q = query;
    void (async () => {
      // The ways out may leave the search's place (a neighbouring district, all of Austria): all parts.
      const d = await ensureData();
      const textIds = q.q ? await textSearchIds(q.q, null).catch(() => null) : null;
      const titles = q.q && !textIds ? await loadTitles(urls, d) : null;
      // A radius around the town is offered only where the coordinates load.
      const g = q.ort || needsGeo(q) ? await ensureGeo().catch(() => null) : null;
      // A radius around a town without listings is measured from the gazetteer's position for it.
      if (g && (q.ort || needsPlaceBook(q))) await loadPlaceBook();
      if (!stale) setWays({ key: waysKey, list: waysOut(d.table, q, { textIds, titles, geo: g }) });
    })().catch((err) => console.warn('ways out of an empty result', err));
    return () => {
      stale = true;
    };
  }, [phase, shown.total, ways.key, waysKey, query, ensureData, ensureGeo, urls]);

  const { settled, pageCards } = useSteppedCards(shown, initial, urgent);

  // The first run's search is on screen once its results have replaced the rendered ones and every card has
  // stepped in (or it failed, and the error says so): the dimming and the busy state end then, not at hydration.
  useEffect(() => {
    if (!firstPending) return;
    const onScreen = shown !== renderedShown.current && settled === shown.cards;
    if (!onScreen && phase !== 'error') return;
    document.documentElement.classList.remove('search-pending');
    setFirstPending(false);
  }, [firstPending, shown, settled, phase]);

  // After each render of results: prices in the visitor's currency, button states, and the way back.
  useEffect(() => {
    document.dispatchEvent(new Event('portal:prices'));
    document.dispatchEvent(new Event('portal:cards'));
    // The way back scrolls once the results it was saved on are on screen, all of them (show renders every card at
    // once while a position is pending). Scrolled on the pre-rendered results instead, the position would be
    // reached on other cards, which the search then replaces a few per frame above and below it: the page would
    // shift with every row that changes height, and how far depends on what the search's data arrival races.
    if (scrollAwaitsSearch.current && shown === renderedShown.current) return;
    if (pendingScroll.current != null && phase === 'ready') {
      const y = pendingScroll.current;
      pendingScroll.current = null;
      requestAnimationFrame(() => window.scrollTo({ top: y, behavior: 'instant' as ScrollBehavior }));
    }
  }, [shown, phase, view, settled]);

  useEffect(() => {
    // ensureGeo sets state after an await, not during the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (view === 'map') void ensureGeo().catch(() => setMapFailed(true));
    // Rows shown from some parts only are searched again on all of them, as the map's coordinates are.
    if (view === 'map' && (!shown.rows || !dataRef.current?.complete)) void apply(query, 'none');
    // On a change of view only; a new query alone must not search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view]);

  const change = (next: SearchQuery, history: 'push' | 'replace' = 'push') => void apply({ ...next, page: 1 }, history);
  const goToPage = (page: number) => {
    void apply({ ...query, page }, 'push', { focusResults: true });
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const chooseView = (mode: ViewMode) => {
    setView(mode);
    storeViewMode(mode);
  };

  return {
    query,
    waysOut: ways.key === waysKey ? ways.list : null,
    hydrated,
    firstPending,
    shown,
    phase,
    view,
    dropped,
    textFallback,
    locOptions,
    geo,
    mapFailed,
    setMapFailed,
    resultsRef,
    listRef,
    dataRef,
    warmCards,
    pageCards,
    ensureData,
    prefetchData,
    apply,
    change,
    goToPage,
    chooseView,
  };
}
