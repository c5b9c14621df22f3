/**
 * What an empty result offers instead of nothing: the nearest searches that find something, each a plain link to
 * its list address with its number of listings ("Ohne Balkon · 12 Immobilien"), and saving the search as a search
 * agent that writes once something matches.
 */
import type { SearchText } from '~/site/listing/search-text';
import type { WayOut } from '~/domain/search/ways-out';
import type { SearchQuery } from '~/domain/search/query';
import { fill, plural } from '~/domain/search/text';

/** The words for a way out, in the page's language. */
export function wayOutLabel(w: WayOut, text: SearchText, searched: Pick<SearchQuery, 'q'>): string {
  const s = text.s;
  switch (w.kind) {
    case 'drop':
      if (w.filter === 'feature')
        return fill(s['waysOut.drop.feature']!, { feature: text.vocab.feature[w.feature] ?? w.feature });
      if (w.filter === 'text') return fill(s['waysOut.drop.text']!, { text: searched.q });
      return s[`waysOut.drop.${w.filter}`]!;
    case 'town':
      return fill(s['waysOut.town']!, { place: w.town });
    case 'bezirk':
      return fill(s['waysOut.bezirk']!, { place: w.bezirk });
    case 'bundesland':
      return fill(s['waysOut.bundesland']!, { place: text.vocab.bundesland[w.bundesland] ?? w.bundesland });
    case 'austria':
      return s['waysOut.austria']!;
    case 'radius':
      return fill(s['waysOut.radius']!, { km: w.km });
    case 'deal':
      return s[w.deal === 'KAUF' ? 'waysOut.buy' : 'waysOut.rent']!;
    case 'spelling':
      return fill(s['waysOut.spelling']!, { text: w.to });
  }
}

/** Opens the page's "save search" dialog (the search agent island above the list), when the page has one. */
function openSaveSearch(): void {
  document.querySelector<HTMLButtonElement>('[data-save-search] button[aria-haspopup="dialog"]')?.click();
}

export function WaysOut({
  text,
  ways,
  query,
  hrefFor,
  onFollow,
}: {
  text: SearchText;
  ways: readonly WayOut[];
  /** The search that found nothing (the free text is named in its way out). */
  query: SearchQuery;
  hrefFor: (q: SearchQuery) => string;
  /** With JavaScript: runs the search in place instead of loading the page, and offers saving the search. */
  onFollow?: (q: SearchQuery) => void;
}) {
  const s = text.s;
  return (
    <div className="mt-4 text-start" data-ways-out>
      {ways.length > 0 && (
        <>
          <h3 className="text-sm font-semibold">{s['waysOut.heading']}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {ways.map((w) => {
              const label = wayOutLabel(w, text, query);
              return (
                <li key={hrefFor(w.query)}>
                  <a
                    href={hrefFor(w.query)}
                    data-way-out={w.kind}
                    data-count={w.count}
                    onClick={
                      onFollow
                        ? (e) => {
                            if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                            e.preventDefault();
                            onFollow(w.query);
                          }
                        : undefined
                    }
                    className="inline-flex items-baseline gap-1.5 rounded-full border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
                  >
                    <span className="font-medium text-brand-700 dark:text-emerald-300">{label}</span>
                    <span className="text-slate-600 dark:text-slate-400">
                      {plural(s, 'results.count', w.count, text.locale)}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {onFollow && (
        <p className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          <span>{s['waysOut.notify']}</span>
          <button
            type="button"
            onClick={openSaveSearch}
            className="rounded-md border border-slate-300 px-3 py-1 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
            data-ways-out-save
          >
            {s['waysOut.save']}
          </button>
        </p>
      )}
    </div>
  );
}
