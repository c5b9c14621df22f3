/**
 * The property search: filters, sort, views, results and pages, all in the browser on the compact index.
 *
 * Rendered on the server with the default results (a complete page with JavaScript off: the form is a GET
 * form and the pager links to static pages), then hydrated. After hydration the URL is the search: every change
 * writes it (push for choices, replace while typing), back/forward re-run it, and the search state (params and
 * scroll position) is kept in session storage for the way back from a detail page.
 */
import { lazy, Suspense } from 'react';
import { ListingCard } from '~/components/listing/ListingCard';
import { DEFAULT_SORT, emptyQuery, isUnfiltered, serializeQuery } from '~/domain/search/query';
import { fill, plural } from '~/domain/search/text';
import { resultsHref } from '~/domain/search/urls';
import { SearchForm } from './SearchForm';
import { SortField } from './fields/SortField';
import { VIEW_MODES } from './view-mode';
import { usePropertySearch } from './use-property-search';
import type { PropertySearchProps } from './property-search-props';
import { Pager } from './Pager';
import { WaysOut } from './WaysOut';
import { LoadBoundary } from './LoadBoundary';
import { withRetry } from '~/client/retry';

const ResultsMap = lazy(() => withRetry(() => import('./ResultsMap'), { label: 'map view' }));

export default function PropertySearch(props: PropertySearchProps) {
  const { text, listPath, formPath, options, map } = props;
  const s = text.s;
  const {
    query,
    waysOut,
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
    prefetchData,
    apply,
    change,
    goToPage,
    chooseView,
  } = usePropertySearch(props);

  const count = plural(s, 'results.count', shown.total, text.locale);
  const busy = phase === 'loading';
  // The count speaks for the cards on screen: while the first search is pending the pre-rendered default results'
  // count would belong to other results, so the loading wording stands in until the search's cards are all shown,
  // and the live region announces the search's count once. Before hydration the rendered count is hidden by CSS
  // (search-pending, data-count="rendered"), as the island cannot change the server's text until then.
  const countPending = busy || firstPending;

  const mapFailedNote = (
    <p role="alert" className="rounded-md bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-200">
      {s['map.failed']}
    </p>
  );
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
        onNeedData={prefetchData}
        onSubmit={(q) => {
          void apply({ ...q, page: 1 }, 'push', { focusResults: true });
          resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        }}
      />
      <section aria-labelledby="results-heading" className="min-w-0">
        <h2 id="results-heading" className="sr-only">
          {s['results.heading']}
        </h2>
        <div
          className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3 dark:border-slate-800"
          onFocus={() => prefetchData('index')}
        >
          <div>
            <p
              className="text-lg font-semibold"
              role="status"
              aria-live="polite"
              aria-atomic="true"
              data-result-count={shown.total}
              data-count={hydrated ? (countPending ? 'loading' : 'shown') : 'rendered'}
            >
              {countPending ? s['results.loading'] : count}
            </p>
            {/* The cap concerns results; an empty list has none to cap. */}
            {shown.total > 0 && (
              <p
                className={`text-xs ${shown.capped ? 'font-medium text-amber-800 dark:text-amber-300' : 'text-slate-600 dark:text-slate-400'}`}
              >
                {text.resultsCap}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <SortField text={text} query={query} set={(patch, history) => change({ ...query, ...patch }, history)} />
            <div
              role="group"
              aria-label={s['view.label']}
              className="inline-flex overflow-hidden rounded-md border border-slate-300 dark:border-slate-700"
            >
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

        <div
          ref={resultsRef}
          tabIndex={-1}
          className="scroll-mt-24 outline-none"
          aria-busy={busy || firstPending}
          data-results
          data-view={view}
        >
          {phase === 'error' ? (
            <div
              className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
              role="alert"
            >
              <p>{s['results.failed']}</p>
              <button type="button" className="mt-2 font-semibold underline" onClick={() => void apply(query, 'none')}>
                {s['results.retry']}
              </button>
            </div>
          ) : shown.total === 0 && phase === 'ready' ? (
            <div className="mt-6 rounded-lg border border-slate-200 p-6 text-center dark:border-slate-800">
              <p className="font-semibold">{s['results.none']}</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{s['results.noneHint']}</p>
              <a
                href={listPath}
                onClick={(e) => {
                  e.preventDefault();
                  change(emptyQuery());
                }}
                className="mt-3 inline-block font-semibold text-brand-700 underline dark:text-emerald-300"
              >
                {s['form.reset']}
              </a>
              {waysOut && (
                <WaysOut
                  text={text}
                  ways={waysOut}
                  query={query}
                  // Without JavaScript a filtered list address shows the default results: the links go to the
                  // search the server renders, as the pager's do.
                  hrefFor={(q) =>
                    hydrated || (isUnfiltered(q) && q.sort === DEFAULT_SORT)
                      ? resultsHref(q, 1, listPath)
                      : `${formPath}?${serializeQuery({ ...q, page: 1 })}`
                  }
                  onFollow={hydrated ? (q) => change(q) : undefined}
                />
              )}
            </div>
          ) : view === 'map' ? (
            <div className="mt-4">
              {mapFailed ? (
                mapFailedNote
              ) : (
                <LoadBoundary fallback={mapFailedNote}>
                  <Suspense
                    fallback={
                      <div className="flex h-[32rem] items-center justify-center rounded-lg bg-slate-100 dark:bg-slate-800">
                        {s['map.loading']}
                      </div>
                    }
                  >
                    <ResultsMap
                      text={text}
                      rows={shown.rows}
                      geo={geo}
                      // The search data is loaded once and kept out of state; the rows and geo that show the map
                      // are state, set after it.
                      // eslint-disable-next-line react-hooks/refs
                      data={dataRef.current}
                      tiles={map.tiles}
                      attribution={map.attribution}
                      onError={() => setMapFailed(true)}
                    />
                  </Suspense>
                </LoadBoundary>
              )}
            </div>
          ) : (
            <ul
              ref={listRef}
              className={`mt-4 grid gap-4 transition-opacity ${busy ? 'opacity-50' : ''} ${view === 'list' ? 'grid-cols-1' : 'sm:grid-cols-2 xl:grid-cols-3'}`}
            >
              {/* Keyed by position, not by listing: cards are stateless, and a new result page then updates the
                  card elements in place instead of removing and creating them (half the cost of a change). */}
              {pageCards.map(({ card, picture }, i) => (
                <li key={i} className="flex">
                  <ListingCard
                    card={card}
                    picture={picture}
                    text={text.card}
                    locale={text.locale}
                    layout={view === 'list' ? 'list' : 'grid'}
                    eager={i < 2}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>

        {warmCards && (
          <div hidden aria-hidden="true" data-warm-up>
            {warmCards.map((card, i) => (
              <ListingCard key={i} card={card} text={text.card} locale={text.locale} />
            ))}
          </div>
        )}
        {view !== 'map' && shown.pageCount > 1 && phase !== 'error' && (
          <Pager
            text={text}
            current={shown.page}
            count={shown.pageCount}
            hrefFor={(p) =>
              hydrated || (isUnfiltered(query) && query.sort === DEFAULT_SORT)
                ? resultsHref(query, p, listPath)
                : `${formPath}?${serializeQuery({ ...query, page: p })}`
            }
            onGo={goToPage}
          />
        )}
      </section>
    </div>
  );
}
