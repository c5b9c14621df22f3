/**
 * The property search: filters, sort, views, results and pages, all in the browser on the compact index.
 *
 * Rendered on the server with the default results (a complete page with JavaScript off: the form is a GET
 * form and the pager links to static pages), then hydrated. After hydration the URL is the search: every change
 * writes it (push for choices, replace while typing), back/forward re-run it, and the search state (params and
 * scroll position) is kept in session storage for the way back from a detail page.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ListingCard } from '~/components/listing/ListingCard';
import type { SearchText } from '~/site/listing/search-text';
import { runSearch } from '~/domain/search/filter';
import { locationOptions, type LocationOption } from '~/domain/search/locations';
import {
  DEFAULT_SORT, emptyQuery, isUnfiltered, MAX_PAGE, PAGE_SIZE, parseQuery, RESULTS_CAP, serializeQuery, type SearchQuery,
} from '~/domain/search/query';
import { cardFromCardJson, cardFromRow, completeCard, type CardData, type SearchTable } from '~/domain/search/search-index';
import { fill, plural } from '~/domain/search/text';
import { pageFromPath, pagerItems, resultsHref } from '~/domain/search/urls';
import { loadSearchState, saveSearchState } from '~/client/stores/search-state';
import { SearchForm, type FormOptions } from './SearchForm';
import {
  cachedCard, loadCards, loadGeo, loadSearchData, loadTitles, prefetchTextSearch, textSearchIds, type SearchDataUrls,
} from './search-data';
import { heldInput, trackHeldInput } from './held-input';
import { readViewMode, storeViewMode, VIEW_MODES, type ViewMode } from './view-mode';

const ResultsMap = lazy(() => import('./ResultsMap'));

/**
 * Which result cards a change renders in its own frame: those inside the viewport at the moment of the change
 * (a phone shows one or two, a desktop two rows of three, none while the visitor is in the filters above the
 * list). The other cards follow a few per frame once that frame is on screen (CARDS_PER_FRAME), and so do the
 * titles and pictures that complete every card: what the visitor sees updates within 50 ms of the change, and
 * no later frame holds the main thread long enough to delay the release of the key or button that made it.
 */
const CARDS_PER_FRAME = 4;
type CardRange = readonly [from: number, to: number];
const ALL_CARDS: CardRange = [0, Infinity];

function visibleCards(list: HTMLElement | null): CardRange {
  if (!list) return ALL_CARDS;
  const height = window.innerHeight;
  let from = -1;
  let to = 0;
  // Layout is clean when a visitor's input arrives, so reading it here costs no extra layout.
  for (let i = 0; i < list.children.length; i++) {
    const box = list.children[i]!.getBoundingClientRect();
    if (box.bottom > 0 && box.top < height) {
      if (from < 0) from = i;
      to = i + 1;
    } else if (from >= 0) break; // rows follow the card order: past the visible ones, none is visible again
  }
  return from < 0 ? [0, 0] : [from, to];
}

/**
 * Runs `fn` once the change's frame is on screen and the key or button that made the change is released (the
 * release belongs to the same interaction; see held-input.ts). Animation frames run ahead of what is presented
 * (the next one starts while the last is still rastered and drawn, which takes up to two frame intervals without
 * a GPU), so the task waits one frame and a frame interval more: work started sooner competes with that frame
 * for a phone's few cores.
 */
const FRAME_MS = 17;
function afterPaint(fn: () => void): () => void {
  let timer = 0;
  let frame = 0;
  const stopWaiting = heldInput.whenReleased(() => {
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => { timer = window.setTimeout(fn, FRAME_MS); });
    });
  });
  return () => { stopWaiting(); cancelAnimationFrame(frame); window.clearTimeout(timer); };
}

/**
 * The visitor's first change after the index arrives ran the search and React's card-update code for the first
 * time: that code is compiled lazily, and the change took 18–20 ms of handlers instead of 7–12 (the one change of
 * a run that missed 50 ms on screen). Once the index is there, the idle browser runs both once: two searches, and
 * a card that is created, updated and removed again inside a hidden element the visitor never sees.
 */
function warmUp(table: SearchTable, setWarmCards: (cards: CardData[] | null) => void): void {
  if (table.n < 2) return;
  const idle = (fn: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 200);
  idle(() => {
    runSearch(table, { ...emptyQuery(), vermarktungsart: 'KAUF', sort: 'preis_aufsteigend' });
    runSearch(table, { ...emptyQuery(), zimmerVon: 2 });
    setWarmCards([cardFromRow(table, 0)]);
    idle(() => {
      setWarmCards([cardFromRow(table, 1)]);
      idle(() => setWarmCards(null));
    });
  });
}

export interface InitialResults {
  page: number;
  total: number;
  pageCount: number;
  capped: boolean;
  cards: CardData[];
}

export interface PropertySearchProps {
  text: SearchText;
  /** The localized list path, e.g. '/en/immobilien'. */
  listPath: string;
  /**
   * Where the form goes without JavaScript: the server renders that search on request (/immobilien/suche);
   * pager links point there too until the island runs.
   */
  formPath: string;
  /** The search the server rendered (serialized); '' for the unfiltered pre-rendered pages. */
  initialQuery: string;
  dropped: string[];
  initial: InitialResults;
  options: FormOptions;
  urls: SearchDataUrls;
  gen: string;
  map: { tiles: string; attribution: string };
}

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
function textOnly(q: SearchQuery): boolean {
  return !!q.q && serializeQuery({ ...q, q: '', page: 1 }) === '';
}

function queryFromLocation(): { query: SearchQuery; dropped: string[] } {
  const parsed = parseQuery(location.search);
  if (!location.search) parsed.query.page = pageFromPath(location.pathname);
  return parsed;
}

export default function PropertySearch(props: PropertySearchProps) {
  const { text, listPath, formPath, initial, options, urls, gen, map } = props;
  const s = text.s;
  const initialQuery = useMemo(() => ({ ...parseQuery(props.initialQuery).query, page: initial.page }), [props.initialQuery, initial.page]);
  const [query, setQuery] = useState<SearchQuery>(initialQuery);
  // Until hydration, links must work without JavaScript: filtered pages are rendered on request.
  const [hydrated, setHydrated] = useState(false);
  const [shown, setShown] = useState<Shown>({ ...initial, rows: null });
  const [phase, setPhase] = useState<Phase>('ready');
  const [view, setView] = useState<ViewMode>('grid');
  const viewRef = useRef<ViewMode>('grid');
  viewRef.current = view;
  const [dropped, setDropped] = useState<string[]>(props.dropped);
  const [textFallback, setTextFallback] = useState(false);
  const [locOptions, setLocOptions] = useState<LocationOption[]>([]);
  const [geo, setGeo] = useState<{ lat: number[]; lon: number[] } | null>(null);
  const [mapFailed, setMapFailed] = useState(false);
  const seq = useRef(0);
  const pendingScroll = useRef<number | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [urgent, setUrgent] = useState<CardRange>(ALL_CARDS);
  const dataRef = useRef<Awaited<ReturnType<typeof loadSearchData>> | null>(null);

  const [warmCards, setWarmCards] = useState<CardData[] | null>(null);
  const ensureData = useCallback(async () => {
    const d = await loadSearchData(urls);
    if (!dataRef.current) {
      dataRef.current = d;
      setLocOptions(locationOptions(d.table, (b) => text.vocab.bundesland[b] ?? b));
      warmUp(d.table, setWarmCards);
    }
    return d;
  }, [urls, text.vocab.bundesland]);

  const ensureGeo = useCallback(async () => {
    const g = await loadGeo(urls, gen);
    setGeo((prev) => prev ?? g);
    return g;
  }, [urls, gen]);

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
      const show = (d: { table: SearchTable }, res: ReturnType<typeof runSearch>) => {
        const page = { page: res.page, total: res.total, pageCount: res.pageCount, capped: res.capped, rows: res.rows };
        // Count, order and most of every card are there at once; titles and pictures follow per listing.
        // Coming back to a scroll position, the cards there are not in view yet: all of them render at once.
        setUrgent(pendingScroll.current != null ? ALL_CARDS : visibleCards(listRef.current));
        setShown({ ...page, cards: cardsOf(d.table, res.pageRows, text.lang) });
        setPhase('ready');
        if (opts.focusResults) resultsRef.current?.focus({ preventScroll: true });
        const ids = Array.from(res.pageRows, (r) => d.table.id[r]!);
        // Fetched once the results are painted: starting 20 requests costs the change's frame a few ms.
        if (ids.some((id) => cachedCard(id) === undefined)) {
          afterPaint(() => void loadCards(ids).then(() => {
            if (mine !== seq.current) return;
            // The completed cards in view at once, the others a few per frame like a change's.
            setUrgent(visibleCards(listRef.current));
            setShown({ ...page, cards: cardsOf(d.table, res.pageRows, text.lang) });
          }));
        }
      };
      // A first search that is free text only needs no index: Pagefind gives the ids, newest (highest id) first,
      // and the page's cards come whole from their card JSON. Keeps a first text search within ~250 KB.
      if (!dataRef.current && textOnly(q) && viewRef.current !== 'map') {
        const ids = await textSearchIds(q.q).catch(() => null);
        if (ids) {
          if (mine !== seq.current) return;
          const sorted = [...ids].sort((a, b) => b - a);
          const shownIds = sorted.slice(0, RESULTS_CAP);
          const pageCount = Math.max(1, Math.min(MAX_PAGE, Math.ceil(shownIds.length / PAGE_SIZE)));
          const pageNo = Math.min(Math.max(1, q.page), pageCount);
          const pageIds = shownIds.slice((pageNo - 1) * PAGE_SIZE, pageNo * PAGE_SIZE);
          await loadCards(pageIds);
          if (mine !== seq.current) return;
          const cards = pageIds.map((id) => cardFromCardJson(cachedCard(id), text.lang)).filter((c): c is CardData => c !== null);
          setTextFallback(false);
          setUrgent(ALL_CARDS);
          setShown({ page: pageNo, total: sorted.length, pageCount, capped: sorted.length > RESULTS_CAP, cards, rows: null });
          setPhase('ready');
          if (opts.focusResults) resultsRef.current?.focus({ preventScroll: true });
          return;
        }
      }
      // The common case — index loaded, no free text, no drawn area — runs in the same task as the change, so
      // the query and the results render together (one render, well within 50 ms).
      const loaded = dataRef.current;
      if (loaded && !q.q && !q.polygon) {
        setTextFallback(false);
        show(loaded, runSearch(loaded.table, q));
        return;
      }
      const slow = window.setTimeout(() => { if (mine === seq.current) setPhase('loading'); }, 120);
      try {
        const d = await ensureData();
        let textIds: ReadonlySet<number> | null = null;
        let titles: string[] | null = null;
        if (q.q) {
          textIds = await textSearchIds(q.q).catch(() => null);
          if (!textIds) titles = await loadTitles(urls, d.table);
          setTextFallback(textIds === null);
        } else setTextFallback(false);
        const g = q.polygon ? await ensureGeo() : null;
        if (mine !== seq.current) return;
        show(d, runSearch(d.table, q, { titles, textIds, geo: g }));
      } catch (err) {
        console.error('search failed', err);
        if (mine === seq.current) setPhase('error');
      } finally {
        window.clearTimeout(slow);
      }
    },
    [listPath, initial, initialQuery, ensureData, ensureGeo, urls, text.lang],
  );

  // First run: the URL (or the saved search) decides what to show; then follow back/forward.
  useEffect(() => {
    setHydrated(true);
    document.documentElement.classList.remove('search-pending');
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
    if (!sameSearch(q, initialQuery) || q.page !== initial.page) void apply(q, restored ? 'replace' : 'none');
    else {
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The cards on screen outside the urgent range: the previous ones until the change's frame is shown, then
  // replaced CARDS_PER_FRAME at a time, one step per frame.
  const [settled, setSettled] = useState<CardData[]>(initial.cards);
  const steppingFor = useRef<CardData[] | null>(null);
  useEffect(() => {
    if (settled === shown.cards) return;
    const step = () => setSettled((prev) => {
      const next = shown.cards.map((card, i) => prev[i] ?? card);
      // The cards in view first (their text is on screen already; this adds their pictures), then the others.
      const [from, to] = urgent;
      for (let i = from; i < Math.min(to, next.length); i++) next[i] = shown.cards[i]!;
      let left = CARDS_PER_FRAME;
      for (let i = 0; i < next.length && left > 0; i++) {
        if (next[i] !== shown.cards[i]) { next[i] = shown.cards[i]!; left--; }
      }
      return next.every((card, i) => card === shown.cards[i]) ? shown.cards : next;
    });
    if (steppingFor.current !== shown.cards) {
      steppingFor.current = shown.cards;
      return afterPaint(step);
    }
    const frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [shown.cards, settled, urgent]);
  // What each position shows: the new card in view (its picture with the first step after the change's frame),
  // the previous card elsewhere until the steps reach it.
  const pageCards = useMemo(() => {
    if (settled === shown.cards) return shown.cards.map((card) => ({ card, picture: true }));
    const [from, to] = urgent;
    return shown.cards.map((card, i) => {
      const settledHere = settled[i] === card;
      // A position the previous page did not have renders at once (there is nothing to keep showing there).
      if ((i >= from && i < to) || !settled[i]) return { card, picture: settledHere };
      return { card: settled[i]!, picture: true };
    });
  }, [shown.cards, settled, urgent]);

  // After each render of results: prices in the visitor's currency, button states, and the way back.
  useEffect(() => {
    document.dispatchEvent(new Event('portal:prices'));
    document.dispatchEvent(new Event('portal:cards'));
    if (pendingScroll.current != null && phase === 'ready') {
      const y = pendingScroll.current;
      pendingScroll.current = null;
      requestAnimationFrame(() => window.scrollTo({ top: y, behavior: 'instant' as ScrollBehavior }));
    }
  }, [shown, phase, view, settled]);

  useEffect(() => {
    if (view === 'map') void ensureGeo().catch(() => setMapFailed(true));
    if (view === 'map' && !shown.rows) void apply(query, 'none');
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

  const count = plural(s, 'results.count', shown.total, text.locale);
  const busy = phase === 'loading';

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <SearchForm
        text={text}
        listPath={listPath}
        formPath={formPath}
        query={query}
        options={options}
        locOptions={locOptions}
        onChange={change}
        onNeedData={(kind) => (kind === 'text' ? prefetchTextSearch() : void ensureData().catch(() => {}))}
        onSubmit={(q) => { void apply({ ...q, page: 1 }, 'push', { focusResults: true }); resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }); }}
      />
      <section aria-labelledby="results-heading" className="min-w-0">
        <h2 id="results-heading" className="sr-only">{s['results.heading']}</h2>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3 dark:border-slate-800" onFocus={() => void ensureData().catch(() => {})}>
          <div>
            <p className="text-lg font-semibold" role="status" aria-live="polite" aria-atomic="true" data-result-count={shown.total}>
              {busy ? s['results.loading'] : count}
            </p>
            <p className={`text-xs ${shown.capped ? 'font-medium text-amber-800 dark:text-amber-300' : 'text-slate-600 dark:text-slate-400'}`}>{text.resultsCap}</p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <label className="flex items-center gap-2 text-sm">
              <span>{s['sort.label']}</span>
              <select
                name="sortierung"
                form="property-search-form"
                value={query.sort}
                onChange={(e) => change({ ...query, sort: e.target.value as SearchQuery['sort'] })}
                className="rounded-md border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-900"
              >
                {Object.entries(text.vocab.sort).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
              </select>
            </label>
            <div role="group" aria-label={s['view.label']} className="inline-flex overflow-hidden rounded-md border border-slate-300 dark:border-slate-700">
              {VIEW_MODES.map((mode) => (
                <button
                  key={mode}
                  type="button"
                  aria-pressed={view === mode}
                  data-view-mode={mode}
                  onClick={() => chooseView(mode)}
                  className="px-3 py-1.5 text-sm aria-pressed:bg-brand-600 aria-pressed:text-white hover:bg-slate-100 aria-pressed:hover:bg-brand-700 dark:hover:bg-slate-800"
                >
                  {s[`view.${mode}`]}
                </button>
              ))}
            </div>
          </div>
        </div>

        {dropped.length > 0 && (
          <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
            {fill(s['results.dropped']!, { params: dropped.join(', ') })}
          </p>
        )}
        {textFallback && <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{s['results.textFallback']}</p>}

        <div ref={resultsRef} tabIndex={-1} className="scroll-mt-24 outline-none" aria-busy={busy} data-results data-view={view}>
          {phase === 'error' ? (
            <div className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-200" role="alert">
              <p>{s['results.failed']}</p>
              <button type="button" className="mt-2 font-semibold underline" onClick={() => void apply(query, 'none')}>{s['results.retry']}</button>
            </div>
          ) : shown.total === 0 && phase === 'ready' ? (
            <div className="mt-6 rounded-lg border border-slate-200 p-6 text-center dark:border-slate-800">
              <p className="font-semibold">{s['results.none']}</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{s['results.noneHint']}</p>
              <a href={listPath} onClick={(e) => { e.preventDefault(); change(emptyQuery()); }} className="mt-3 inline-block font-semibold text-brand-700 underline dark:text-emerald-300">{s['form.reset']}</a>
            </div>
          ) : view === 'map' ? (
            <div className="mt-4">
              {mapFailed ? (
                <p role="alert" className="rounded-md bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-200">{s['map.failed']}</p>
              ) : (
                <Suspense fallback={<div className="flex h-[32rem] items-center justify-center rounded-lg bg-slate-100 dark:bg-slate-800">{s['map.loading']}</div>}>
                  <ResultsMap
                    text={text}
                    rows={shown.rows}
                    geo={geo}
                    data={dataRef.current}
                    tiles={map.tiles}
                    attribution={map.attribution}
                    onError={() => setMapFailed(true)}
                  />
                </Suspense>
              )}
            </div>
          ) : (
            <ul ref={listRef} className={`mt-4 grid gap-4 transition-opacity ${busy ? 'opacity-50' : ''} ${view === 'list' ? 'grid-cols-1' : 'sm:grid-cols-2 xl:grid-cols-3'}`}>
              {/* Keyed by position, not by listing: cards are stateless, and a new result page then updates the
                  card elements in place instead of removing and creating them (half the cost of a change). */}
              {pageCards.map(({ card, picture }, i) => (
                <li key={i} className="flex">
                  <ListingCard card={card} picture={picture} text={text.card} locale={text.locale} layout={view === 'list' ? 'list' : 'grid'} eager={i < 2} />
                </li>
              ))}
            </ul>
          )}
        </div>

        {warmCards && (
          <div hidden aria-hidden="true" data-warm-up>
            {warmCards.map((card, i) => <ListingCard key={i} card={card} text={text.card} locale={text.locale} />)}
          </div>
        )}
        {view !== 'map' && shown.pageCount > 1 && phase !== 'error' && (
          <Pager text={text} current={shown.page} count={shown.pageCount} hrefFor={(p) => (hydrated || (isUnfiltered(query) && query.sort === DEFAULT_SORT) ? resultsHref(query, p, listPath) : `${formPath}?${serializeQuery({ ...query, page: p })}`)} onGo={goToPage} />
        )}
      </section>
    </div>
  );
}

function Pager({ text, current, count, hrefFor, onGo }: { text: SearchText; current: number; count: number; hrefFor: (p: number) => string; onGo: (p: number) => void }) {
  const s = text.s;
  const link = (p: number, label: React.ReactNode, attrs: Record<string, string> = {}) => (
    <a
      href={hrefFor(p)}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        onGo(p);
      }}
      className="inline-flex min-w-10 items-center justify-center rounded-md border border-slate-300 px-3 py-2 text-sm hover:bg-slate-100 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white dark:border-slate-700 dark:hover:bg-slate-800"
      {...attrs}
    >
      {label}
    </a>
  );
  return (
    <nav aria-label={s['results.pagination']} data-pager-nav className="mt-8 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {current > 1 && <li>{link(current - 1, <span aria-hidden="true">‹</span>, { 'aria-label': s['results.prev']!, rel: 'prev', 'data-pager': 'prev' })}</li>}
        {pagerItems(current, count).map((p, i) =>
          p == null ? (
            <li key={`gap${i}`} aria-hidden="true" className="px-1 text-slate-500">…</li>
          ) : (
            <li key={p}>
              {link(p, String(p), { 'aria-label': fill(s['results.page']!, { page: p }), ...(p === current ? { 'aria-current': 'page' } : {}) })}
            </li>
          ),
        )}
        {current < count && <li>{link(current + 1, <span aria-hidden="true">›</span>, { 'aria-label': s['results.next']!, rel: 'next', 'data-pager': 'next' })}</li>}
      </ul>
      <p className="text-sm text-slate-600 dark:text-slate-400">{fill(s['results.pageOf']!, { page: current, count })}</p>
    </nav>
  );
}
